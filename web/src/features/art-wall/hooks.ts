import { useMutation, useQueries, useQuery, useQueryClient, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CONTENT_STOREFRONT_ROUTES, type ArtWallComposition, type CompositionInput, type Product, type RoomBackground } from '@artshop/contracts';
import { api, errorStatus, useCurrentUser } from '@artshop/ui';
import { isActive, productFromPages, productKeys } from '../../shared/product-reads';

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

/** The works a wall holds, by id: those still on sale (a work gone from the shop is absent). */
export interface WallProducts {
  byId: ReadonlyMap<string, Product>;
  /** A work is still being read. */
  pending: boolean;
  /** A read failed for another reason than the work being gone. */
  error: Error | null;
  retry: () => void;
}

function wallProducts(results: UseQueryResult<Product>[]): WallProducts {
  const byId = new Map<string, Product>();
  let error: Error | null = null;
  for (const result of results) {
    if (result.data && isActive(result.data)) byId.set(result.data.id, result.data);
    else if (result.error && errorStatus(result.error) !== 404) error ??= result.error;
  }
  return {
    byId,
    pending: results.some((result) => result.isPending),
    error,
    retry: () => {
      for (const result of results) if (result.error) void result.refetch();
    },
  };
}

/**
 * The works on a wall, each read by itself (GET /api/products/{id}; a wall holds at most 20), at
 * once when a page of the artwork library holds it: never the whole catalogue.
 */
export function useWallProducts(productIds: readonly string[]): WallProducts {
  const queryClient = useQueryClient();
  const ids = useMemo(() => [...new Set(productIds)], [productIds]);
  return useQueries({
    queries: ids.map((id): UseQueryOptions<Product> => ({ queryKey: productKeys.detail(id), initialData: () => productFromPages(queryClient, id) })),
    combine: wallProducts,
  });
}
