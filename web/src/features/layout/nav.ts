import type { PageName } from '@artshop/contracts';
import { isPageEnabled, usePageSettings } from '@artshop/ui';

export interface NavItem {
  label: string;
  to: string;
}

/** Header links (spec storefront §2). */
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Shop All', to: '/shop-all' },
  { label: 'Originals', to: '/originals' },
  { label: 'Prints', to: '/prints' },
  { label: 'Accessories', to: '/accessories' },
  { label: 'Mail Club', to: '/mail-club' },
  { label: 'Contact', to: '/contact' },
];

/** The More menu (spec storefront §2): content pages, each shown only while enabled in page settings. */
export const MORE_NAV: readonly (NavItem & { page: PageName })[] = [
  { label: 'Bio', to: '/bio', page: 'bio' },
  { label: 'Gallery', to: '/gallery', page: 'gallery' },
  { label: 'Events', to: '/events', page: 'events' },
  { label: 'CV', to: '/cv', page: 'cv' },
];

/** The More menu's links: a page counts as enabled unless its setting says otherwise. */
export function useMoreNav(): readonly NavItem[] {
  const { data } = usePageSettings();
  return MORE_NAV.filter((item) => isPageEnabled(data, item.page));
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
      { label: 'Mail Club', to: '/mail-club' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    heading: 'Collectors',
    items: [
      { label: 'Corporate Buyers', to: '/corporate-buyers' },
      { label: 'Verify a Certificate', to: '/certificate' },
      { label: 'Shopping Cart', to: '/checkout' },
    ],
  },
];
