import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTENT_STOREFRONT_ROUTES, type ArtWallComposition, type CompositionInput, type RoomBackground } from '@artshop/contracts';
import { api, useCurrentUser } from '@artshop/ui';

export const artWallKeys = {
  rooms: [CONTENT_STOREFRONT_ROUTES.listRoomBackgrounds.path] as const,
  mine: [CONTENT_STOREFRONT_ROUTES.listArtWallCompositions.path] as const,
  /** Under the list's key, so a change to one refreshes both. */
  one: (id: string) => [CONTENT_STOREFRONT_ROUTES.listArtWallCompositions.path, id] as const,
};

/** GET /api/room-backgrounds: the rooms, default first. */
export function useRooms() {
  return useQuery<RoomBackground[]>({ queryKey: artWallKeys.rooms });
}

/** The signed-in customer's saved walls (asked only when signed in). */
export function useMyCompositions() {
  const { user } = useCurrentUser();
  return useQuery<ArtWallComposition[]>({ queryKey: artWallKeys.mine, enabled: user !== null });
}

/** One composition by its link: the caller's own, or a shared one. */
export function useComposition(id: string | null) {
  return useQuery<ArtWallComposition>({ queryKey: artWallKeys.one(id ?? ''), enabled: id !== null });
}

/** Saves the wall: a new composition, or the changes to the customer's own one. */
export function useSaveComposition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: Partial<CompositionInput> & { id?: string | null }) =>
      id ? api.content.updateArtWallComposition({ id, ...input }) : api.content.createArtWallComposition(input as CompositionInput),
    onSuccess: (saved) => {
      queryClient.setQueryData(artWallKeys.one(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: artWallKeys.mine, exact: true });
    },
  });
}

export function useDeleteComposition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.content.deleteArtWallComposition({ id }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: artWallKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: artWallKeys.mine, exact: true });
    },
  });
}
