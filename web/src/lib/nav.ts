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
      { label: 'Shopping Cart', to: '/checkout' },
    ],
  },
];
