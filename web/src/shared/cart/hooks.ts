import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_ORDER_STOREFRONT_ROUTES } from '@artshop/contracts';
import type { CartItem } from '@artshop/contracts';
import { api, errorStatus, getErrorMessage, toast, useVisitorQuery } from '@artshop/ui';

const cartKeys = {
  all: [CART_ORDER_STOREFRONT_ROUTES.getCart.path] as const,
};

/** The caller's cart (GET /api/cart): the session's, or the signed-in customer's. */
export function useCart() {
  return useVisitorQuery<CartItem[]>({ queryKey: cartKeys.all });
}

/**
 * The server's reason for refusing (a 400 or 404 with a message, such as 'Only 2 left in stock'),
 * added to the toast's own text; nothing for a network or server failure.
 */
function refusalReason(error: unknown): string | undefined {
  const status = errorStatus(error);
  if (status === null || status >= 500) return undefined;
  const reason = getErrorMessage(error, '');
  return reason ? reason.replace(/\.?$/, '.') : undefined;
}

/** POST /api/cart: one of a product, in the chosen tier (the catalog prices it). */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { productId: string; tierId: string | null }) => api.cart.addToCart({ productId: input.productId, tierId: input.tierId, quantity: 1 }),
    onSuccess: (item) => {
      toast({
        variant: 'success',
        title: 'Added to cart',
        description: item.tierDisplayName ? `${item.productName} (${item.tierDisplayName})` : item.productName,
      });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Failed to add item to cart. Please try again.', description: refusalReason(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

/** PATCH /api/cart/{itemId}. Quantities below 1 are never sent. */
export function useUpdateCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, quantity }: { itemId: string; quantity: number }) => api.cart.setCartQuantity({ itemId, quantity }),
    onError: (error) => {
      const reason = refusalReason(error);
      toast({
        variant: 'destructive',
        title: 'Update Failed',
        description: reason ? `Could not update item quantity. ${reason}` : 'Could not update item quantity.',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

/** DELETE /api/cart/{itemId}. */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => api.cart.removeFromCart({ itemId }),
    onSuccess: () => {
      toast({ variant: 'success', title: 'Item Removed', description: 'Item removed from cart successfully.' });
    },
    onError: () => {
      toast({ variant: 'destructive', title: 'Remove Failed', description: 'Could not remove item from cart.' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
