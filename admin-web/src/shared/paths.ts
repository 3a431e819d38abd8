/** The admin's base path (Vite `base`), e.g. '/admin/'. */
export const ADMIN_BASE = import.meta.env.BASE_URL;

/** The placeholder image of this app (served under the base, so it also works without the gateway). */
export const PLACEHOLDER_SRC = `${ADMIN_BASE}placeholder.svg`;

/** The storefront login, coming back to the current admin page: '/login?next=/admin/…'. */
export function loginRedirectUrl(location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  const next = `${location.pathname}${location.search}` || '/admin';
  return `/login?next=${encodeURIComponent(next).replace(/%2F/gi, '/')}`;
}

/**
 * Where the live/admin switch goes from an admin screen: the matching public page for the page
 * editors (contact, bio, gallery, events, cv), else the home page.
 */
export function liveSiteTarget(adminPath: string): string {
  const match = /^\/(contact|bio|gallery|events|cv)(?:\/|$)/i.exec(adminPath);
  return match ? `/${match[1].toLowerCase()}` : '/';
}
