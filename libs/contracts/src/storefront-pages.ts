import type { SHOP_SCREEN_RULES } from './shop-screens.js';
import type { PageName } from './site-settings.js';

/*
 * The storefront's pages, in one place for the app that routes them (web/src/App.tsx, which must
 * give each an element) and the gateway that describes them to link previews and crawlers
 * (gateway/src/seo). A product page is /product/{id}; any other address is the app's 404 page.
 * Free of zod: the storefront's first load uses it.
 */

export interface StorefrontPage {
  /** The page's own title, as the app sets it; none at home. */
  title?: string;
  description?: (artistName: string) => string;
  /** The page's name in page settings: in the sitemap only while enabled. */
  setting?: PageName;
  /** A shop screen: its first card's picture is the largest on a phone's screen. */
  screen?: keyof typeof SHOP_SCREEN_RULES;
  /** Each visitor's own screen: described as the site, out of the sitemap, and kept from crawlers where private. */
  own?: true;
}

export const STOREFRONT_PAGES = {
  '/': {},
  '/shop-all': {
    screen: 'all',
    title: 'Shop All Artworks',
    description: (artist) => `Original paintings, prints and accessories by ${artist}.`,
  },
  '/originals': {
    screen: 'originals',
    title: 'Originals',
    description: (artist) => `One-of-a-kind original artworks by ${artist}, each with a certificate of authenticity.`,
  },
  '/prints': { screen: 'prints', title: 'Prints', description: (artist) => `Prints of artworks by ${artist}, in several sizes.` },
  '/accessories': { screen: 'accessories', title: 'Accessories', description: (artist) => `Accessories and studio goods by ${artist}.` },
  '/bio': {
    title: 'Bio',
    setting: 'bio',
    description: (artist) => `About ${artist}: the studio, the way of working and where the paintings have been shown.`,
  },
  '/cv': {
    title: 'CV',
    setting: 'cv',
    description: (artist) => `${artist}'s curriculum vitae: exhibitions, education, collections and awards.`,
  },
  '/contact': { title: 'Contact', setting: 'contact' },
  '/corporate-buyers': { title: 'Corporate Buyers' },
  '/events': {
    title: 'Events',
    setting: 'events',
    description: (artist) => `Exhibitions, open studios and workshops with ${artist}: dates, places and how to register.`,
  },
  '/gallery': {
    title: 'Gallery',
    setting: 'gallery',
    description: (artist) => `A gallery of paintings by ${artist}: each work full screen, with its year, medium and size.`,
  },
  '/mail-club': {
    title: 'Mail Club',
    setting: 'mail-club',
    description: (artist) => `${artist}'s Mail Club: original art in your mailbox every month.`,
  },
  /** A shared composition is this page with ?composition={id}. */
  '/art-wall': {
    title: 'Art Wall Simulator',
    description: (artist) => `See ${artist}'s artworks on a wall like yours, to scale, before you buy: choose a room, hang, move and resize.`,
  },
  /** The hosted checkout's return: verifies the caller's session. */
  '/mail-club/success': { own: true },
  '/favorites': { own: true },
  '/account': { own: true },
  '/orders': { own: true },
  '/profile': { own: true },
  '/checkout': { own: true },
  '/checkout/success': { own: true },
  /** A manual order's payment link, /pay/{token}: the buyer's alone. */
  '/pay': { own: true },
  '/login': { own: true },
  '/register': { own: true },
  '/register/confirm': { own: true },
  /** Asking for a link that sets a new password, and the page that link opens. */
  '/forgot-password': { own: true },
  '/reset-password': { own: true },
  /** The link mailed to a new e-mail address. */
  '/profile/email/confirm': { own: true },
  /** Checking a certificate of authenticity by its code; /certificate/{code} is this page for one code. */
  '/certificate': {
    title: 'Verify a Certificate',
    description: (artist) => `Check that a work by ${artist} is authentic with the code on its certificate of authenticity.`,
  },
} as const satisfies Record<string, StorefrontPage>;

export type StorefrontPath = keyof typeof STOREFRONT_PAGES;
/** The shop screens' paths, which the app routes from its own list of screens. */
export type ShopScreenPath = (typeof SHOP_SCREEN_RULES)[keyof typeof SHOP_SCREEN_RULES]['path'];

/** One of the customer's orders, /orders/{id}: their own screen, like /orders. */
export const OWN_ORDER_PATH = /^\/orders\/[^/]+$/;
const CERTIFICATE_PAGE = /^\/certificate\/[^/]+$/;
const PAY_LINK_PAGE = /^\/pay\/[^/]+$/;

/** The page at a path (lowercase, no trailing slash), if the storefront has it; /certificate/{code} is /certificate's. */
export function storefrontPage(path: string): StorefrontPage | undefined {
  if (OWN_ORDER_PATH.test(path)) return STOREFRONT_PAGES['/orders'];
  if (CERTIFICATE_PAGE.test(path)) return STOREFRONT_PAGES['/certificate'];
  if (PAY_LINK_PAGE.test(path)) return STOREFRONT_PAGES['/pay'];
  return Object.hasOwn(STOREFRONT_PAGES, path) ? (STOREFRONT_PAGES as Record<string, StorefrontPage>)[path] : undefined;
}
