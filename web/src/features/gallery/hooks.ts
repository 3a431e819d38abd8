import { useQuery } from '@tanstack/react-query';
import { CONTENT_STOREFRONT_ROUTES, type GalleryItem } from '@artshop/contracts';

export const galleryKeys = {
  all: [CONTENT_STOREFRONT_ROUTES.listGallery.path] as const,
};

/** GET /api/gallery: the published items, in the artist's order. */
export function useGallery() {
  return useQuery<GalleryItem[]>({ queryKey: galleryKeys.all });
}
