import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTENT_ROUTES } from '@artshop/contracts';
import type { GalleryItem, GalleryItemInput } from '@artshop/contracts';
import { api } from '../../shared/api';

export const galleryKeys = {
  all: [CONTENT_ROUTES.listGallery.path] as const,
};

/** Every gallery item, drafts included (the admin's view), in the gallery's order. */
export function useGallery() {
  return useQuery<GalleryItem[]>({ queryKey: galleryKeys.all });
}

function useRefreshGallery() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: galleryKeys.all });
}

/** POST /api/gallery for a new item, PUT /api/gallery/{id} for an edit. */
export function useSaveGalleryItem() {
  const refresh = useRefreshGallery();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: GalleryItemInput }) =>
      id ? api.content.updateGalleryItem({ ...input, id }) : api.content.createGalleryItem(input),
    onSuccess: () => void refresh(),
  });
}

/** The grid's publish switch: only isPublished is sent. */
export function useSetGalleryItemPublished() {
  const refresh = useRefreshGallery();
  return useMutation({
    mutationFn: ({ item, isPublished }: { item: GalleryItem; isPublished: boolean }) => api.content.updateGalleryItem({ id: item.id, isPublished }),
    onSettled: () => void refresh(),
  });
}

export function useDeleteGalleryItem() {
  const refresh = useRefreshGallery();
  return useMutation({
    mutationFn: (item: GalleryItem) => api.content.deleteGalleryItem({ id: item.id }),
    onSettled: () => void refresh(),
  });
}

/**
 * POST /api/gallery/reorder with every item's id in the new order. The grid shows the new order at
 * once; a failure puts the old one back.
 */
export function useReorderGallery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: GalleryItem[]) => api.content.reorderGallery({ itemIds: next.map((item) => item.id) }),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: galleryKeys.all });
      const previous = queryClient.getQueryData<GalleryItem[]>(galleryKeys.all);
      queryClient.setQueryData(galleryKeys.all, next);
      return { previous };
    },
    onSuccess: (saved) => queryClient.setQueryData(galleryKeys.all, saved),
    onError: (_error, _next, context) => queryClient.setQueryData(galleryKeys.all, context?.previous),
  });
}
