import { useArtistProfile, useDocumentTitle } from '@artshop/ui';

export const SITE_TAGLINE = 'Contemporary Abstract Art';

/** document.title for a storefront page: '{page} | {artist}', or '{artist} — Contemporary Abstract Art' at home. */
export function usePageTitle(page?: string): void {
  const { artistName, isLoading } = useArtistProfile();
  const name = isLoading ? null : artistName;
  let title: string;
  if (page) title = name ? `${page} | ${name}` : page;
  else title = name ? `${name} — ${SITE_TAGLINE}` : SITE_TAGLINE;
  useDocumentTitle(title);
}
