import type { PageName } from '@artshop/contracts';
import { isPageEnabled, usePageSettings } from '@artshop/ui';

export interface NavItem {
  label: string;
  to: string;
  /** A page the artist can switch off: its link shows only while it is enabled. */
  page?: PageName;
}

/** The links whose page is on: a page counts as enabled unless its setting says otherwise. */
function useEnabled<T extends NavItem>(items: readonly T[]): readonly T[] {
  const { data } = usePageSettings();
  return items.filter((item) => !item.page || isPageEnabled(data, item.page));
}

/** Header links (spec storefront §2); Home, Mail Club and Contact follow their page switches. */
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Home', to: '/', page: 'home' },
  { label: 'Shop All', to: '/shop-all' },
  { label: 'Originals', to: '/originals' },
  { label: 'Prints', to: '/prints' },
  { label: 'Accessories', to: '/accessories' },
  { label: 'Mail Club', to: '/mail-club', page: 'mail-club' },
  { label: 'Contact', to: '/contact', page: 'contact' },
];

export function useMainNav(): readonly NavItem[] {
  return useEnabled(MAIN_NAV);
}

/** The More menu (spec storefront §2): content pages, each shown only while enabled in page settings. */
export const MORE_NAV: readonly (NavItem & { page: PageName })[] = [
  { label: 'Bio', to: '/bio', page: 'bio' },
  { label: 'Gallery', to: '/gallery', page: 'gallery' },
  { label: 'Events', to: '/events', page: 'events' },
  { label: 'CV', to: '/cv', page: 'cv' },
];

/** The More menu's links: a page counts as enabled unless its setting says otherwise. */
export function useMoreNav(): readonly NavItem[] {
  return useEnabled(MORE_NAV);
}

/** The signed-in customer's links in the profile menu (spec storefront §2). */
export const ACCOUNT_NAV: readonly NavItem[] = [
  { label: 'Profile Settings', to: '/profile' },
  { label: 'Favorites', to: '/favorites' },
  { label: 'Orders', to: '/orders' },
];

export const FOOTER_NAV: readonly { heading: string; items: readonly NavItem[] }[] = [
  {
    heading: 'Shop',
    items: [
      { label: 'Shop All', to: '/shop-all' },
      { label: 'Originals', to: '/originals' },
      { label: 'Prints', to: '/prints' },
      { label: 'Accessories', to: '/accessories' },
    ],
  },
  {
    heading: 'Studio',
    items: [
      { label: 'Bio', to: '/bio', page: 'bio' },
      { label: 'Gallery', to: '/gallery', page: 'gallery' },
      { label: 'Events', to: '/events', page: 'events' },
      { label: 'CV', to: '/cv', page: 'cv' },
      { label: 'Mail Club', to: '/mail-club', page: 'mail-club' },
      { label: 'Contact', to: '/contact', page: 'contact' },
    ],
  },
  {
    heading: 'Collectors',
    items: [
      { label: 'Corporate Buyers', to: '/corporate-buyers' },
      { label: 'Verify a Certificate', to: '/certificate' },
      { label: 'Art Wall Simulator', to: '/art-wall' },
      { label: 'Shopping Cart', to: '/checkout' },
    ],
  },
];

/** The footer's groups with only the pages that are on. */
export function useFooterNav(): readonly { heading: string; items: readonly NavItem[] }[] {
  const { data } = usePageSettings();
  return FOOTER_NAV.map((group) => ({ ...group, items: group.items.filter((item) => !item.page || isPageEnabled(data, item.page)) }));
}
