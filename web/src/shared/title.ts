import { useDocumentTitle, useSiteName } from '@artshop/ui';

export const SITE_TAGLINE = 'Contemporary Abstract Art';

/** document.title for a storefront page: '{page} | {site}', or '{site} — Contemporary Abstract Art' at home (the theme's site name, else the artist's). */
export function usePageTitle(page?: string): void {
  const { siteName, isLoading } = useSiteName();
  const name = isLoading ? null : siteName;
  let title: string;
  if (page) title = name ? `${page} | ${name}` : page;
  else title = name ? `${name} — ${SITE_TAGLINE}` : SITE_TAGLINE;
  useDocumentTitle(title);
}
