import { useArtistProfile, useDocumentTitle } from '@artshop/ui';

/** document.title for an admin screen: '{page} | {artist} Studio'. */
export function usePageTitle(page: string): void {
  const { artistName, isLoading } = useArtistProfile();
  useDocumentTitle(isLoading ? `${page} | Studio Admin` : `${page} | ${artistName} Studio`);
}
