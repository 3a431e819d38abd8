import type { GalleryItem } from '@artshop/contracts';

/** What the visitor sees: published items by the artist's order (an admin browsing the site is answered drafts too). */
export function visibleGallery(items: readonly GalleryItem[]): GalleryItem[] {
  return items.filter((item) => item.isPublished).sort((a, b) => a.sortOrder - b.sortOrder);
}

/** The line under a work's title: its year, medium and size, those that are given. */
export function galleryItemDetails(item: Pick<GalleryItem, 'year' | 'medium' | 'dimensions'>): string {
  return [item.year, item.medium, item.dimensions].filter((part): part is string => !!part?.trim()).join(' · ');
}
