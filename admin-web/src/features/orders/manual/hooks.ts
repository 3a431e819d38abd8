import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CART_ORDER_ROUTES, type CallInputOf, type CartOrderRpc, type ManualOrderView } from '@artshop/contracts';
import { api } from '../../../shared/api';

export const manualOrdersKey = [CART_ORDER_ROUTES.listManualOrders.path] as const;
const manualKey = manualOrdersKey;
const ordersKey = [CART_ORDER_ROUTES.listOrders.path] as const;

/** The manual orders awaiting payment, and those paid, expired or cancelled lately; read again now and then while a link waits for its buyer. */
export function useManualOrders() {
  return useQuery<ManualOrderView[]>({
    queryKey: manualKey,
    queryFn: () => api.cart.listManualOrders({}),
    refetchInterval: (query) => (query.state.data?.some((order) => order.state === 'awaiting_payment') ? 30_000 : false),
  });
}

/** After a change, the manual orders and the orders list (a paid or cancelled one moves) are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: manualKey }), queryClient.invalidateQueries({ queryKey: ordersKey })]);
}

export function useCreateManualOrder() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CallInputOf<typeof CartOrderRpc.createManualOrder>): Promise<ManualOrderView> => api.cart.createManualOrder(input),
    onSuccess: () => void refresh(),
  });
}

export function useSendManualOrderLink() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (orderId: string): Promise<ManualOrderView> => api.cart.sendManualOrderLink({ orderId }),
    onSuccess: () => void refresh(),
  });
}

export function useCancelManualOrder() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (orderId: string): Promise<ManualOrderView> => api.cart.cancelManualOrder({ orderId }),
    onSuccess: () => void refresh(),
  });
}
