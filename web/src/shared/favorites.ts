import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CATALOG_STOREFRONT_ROUTES } from '@artshop/contracts';
import type { Product } from '@artshop/contracts';
import { api, errorStatus, queryKeys, toast, useCurrentUser, useVisitorQuery } from '@artshop/ui';
import { loginPath } from './auth';

const favoriteKeys = {
  all: [CATALOG_STOREFRONT_ROUTES.listFavorites.path] as const,
};

/** The signed-in customer's favorite products (GET /api/favorites, asked only when signed in). */
export function useFavorites() {
  const { user, isLoading: userLoading } = useCurrentUser();
  const query = useVisitorQuery<Product[]>({ queryKey: favoriteKeys.all, enabled: user !== null });
  const ids = useMemo(() => new Set((query.data ?? []).map((product) => product.id)), [query.data]);
  return { ...query, signedIn: user !== null, userLoading, ids };
}

/** The texts for adding while signed out. */
function askToSignIn(): void {
  toast({
    variant: 'destructive',
    title: 'Please log in',
    description: 'You need to be logged in to add favorites.',
    action: {
      label: 'Log In',
      altText: 'Please log in to add favorites.',
      onClick: () => window.location.assign(loginPath(window.location.pathname + window.location.search)),
    },
  });
}

/**
 * The heart: adds when the product is not a favorite, removes when it is. Signed
 * out, nothing is sent and a toast says why; an add refused because the session ended meanwhile
 * (401) says the same. While the user is still being asked for, the heart waits (FavoriteButton is
 * disabled then): a signed-in customer's early click must not read as signed out.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const { user, isLoading: userLoading } = useCurrentUser();
  const mutation = useMutation({
    mutationFn: ({ productId, favorite }: { productId: string; favorite: boolean }) =>
      favorite ? api.catalog.removeFavorite({ productId }) : api.catalog.addFavorite({ productId }),
    onError: (error, { favorite }) => {
      const signedOut = errorStatus(error) === 401;
      if (signedOut) void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      if (favorite) toast({ variant: 'destructive', title: 'Failed to remove from favorites.' });
      else if (signedOut) askToSignIn();
      else toast({ variant: 'destructive', title: 'Failed to add to favorites.' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  });
  return {
    isPending: mutation.isPending,
    pendingId: mutation.isPending ? mutation.variables?.productId : undefined,
    /** Not yet known whether anyone is signed in. */
    userLoading,
    toggle(productId: string, favorite: boolean) {
      if (userLoading) return;
      if (!user) {
        askToSignIn();
        return;
      }
      mutation.mutate({ productId, favorite });
    },
  };
}
