import { categoryPath, navigationCategories, type Category, type PageName } from '@artshop/contracts';
import { isPageEnabled, useCategories, usePageSettings } from '@artshop/ui';

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

/**
 * The shop's links: Shop All, then the categories the artist marked Show in Navigation, in the
 * artist's order, each to its page (contracts' category rule: /originals, /shop-all?category=…).
 */
export function shopNav(categories: readonly Pick<Category, 'name' | 'slug' | 'isActive' | 'sortOrder'>[] | undefined): NavItem[] {
  return [
    { label: 'Shop All', to: '/shop-all' },
    ...navigationCategories(categories).map((category) => ({ label: category.name, to: categoryPath(category) })),
  ];
}

/** Header links (the shop's links from the categories); Home, Mail Club and Contact follow their page switches. */
export function mainNav(categories: Parameters<typeof shopNav>[0]): NavItem[] {
  return [
    { label: 'Home', to: '/', page: 'home' },
    ...shopNav(categories),
    { label: 'Mail Club', to: '/mail-club', page: 'mail-club' },
    { label: 'Contact', to: '/contact', page: 'contact' },
  ];
}

/**
 * The header's links, or null until the categories and the page switches are read (both come
 * preloaded with every page): the links then appear at once rather than moving each other aside.
 * Without the categories (they could not be read), Shop All stands alone.
 */
export function useMainNav(): readonly NavItem[] | null {
  const categories = useCategories();
  const pageSettings = usePageSettings();
  const items = useEnabled(mainNav(categories.data));
  return categories.isLoading || pageSettings.isLoading ? null : items;
}

/**
 * The link of `items` that names the page at this address: the one with the same path and, among
 * those, the one whose query (?category=…) the address has too; a link without a query is the
 * path's own. '/' is home only.
 */
export function activeNavLink(items: readonly NavItem[], pathname: string, search: string): string | undefined {
  const here = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const params = new URLSearchParams(search);
  const matches = items.filter((item) => item.to.split('?')[0] === here);
  const withQuery = matches.find((item) => {
    const query = item.to.split('?')[1];
    return query !== undefined && [...new URLSearchParams(query)].every(([key, value]) => params.get(key) === value);
  });
  return (withQuery ?? matches.find((item) => !item.to.includes('?')))?.to;
}

/** The More menu: content pages, each shown only while enabled in page settings. */
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

/** The signed-in customer's links in the profile menu. */
export const ACCOUNT_NAV: readonly NavItem[] = [
  { label: 'Profile Settings', to: '/profile' },
  { label: 'Favorites', to: '/favorites' },
  { label: 'Orders', to: '/orders' },
];

/** The footer's groups after Shop, which lists shopNav's links. */
export const FOOTER_NAV: readonly { heading: string; items: readonly NavItem[] }[] = [
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

/** The footer's groups: the shop's links as in the header, then the other groups with only the pages that are on. */
export function useFooterNav(): readonly { heading: string; items: readonly NavItem[] }[] {
  const { data } = usePageSettings();
  const categories = useCategories();
  return [
    { heading: 'Shop', items: shopNav(categories.data) },
    ...FOOTER_NAV.map((group) => ({ ...group, items: group.items.filter((item) => !item.page || isPageEnabled(data, item.page)) })),
  ];
}
