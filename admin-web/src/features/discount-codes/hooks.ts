import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CART_ORDER_ROUTES, CATALOG_ROUTES, type DiscountCode, type DiscountCodeInput, type Drop } from '@artshop/contracts';
import { api } from '../../shared/api';

const discountKeys = { all: [CART_ORDER_ROUTES.listDiscountCodes.path] as const };

/** Every discount code, the newest first, with its uses so far (GET /api/discount-codes). */
export function useDiscountCodes() {
  return useQuery<DiscountCode[]>({ queryKey: discountKeys.all });
}

/** The drops a code can be limited to (GET /api/drops). */
export function useDropChoices() {
  return useQuery<Drop[]>({ queryKey: [CATALOG_ROUTES.listDrops.path] });
}

/** POST /api/discount-codes for a new code, PUT /api/discount-codes/{id} for a change (deactivating included). */
export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: DiscountCodeInput }) =>
      id ? api.cart.updateDiscountCode({ ...input, id }) : api.cart.createDiscountCode(input),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: discountKeys.all }),
  });
}
