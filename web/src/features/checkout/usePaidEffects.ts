import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { OrderReceipt } from '@artshop/contracts';
import { toast } from '@artshop/ui';
import { forgetPayment } from './checkout';
import { checkoutKeys } from './hooks';

/** The order is paid: the cart is empty now (the header's badge shows it at once), and a toast says so, once. */
export function usePaidEffects(receipt: OrderReceipt | undefined) {
  const queryClient = useQueryClient();
  const announced = useRef<string | null>(null);
  const paid = receipt?.paymentStatus === 'paid' ? receipt.orderId : null;
  useEffect(() => {
    if (!paid || announced.current === paid) return;
    announced.current = paid;
    forgetPayment(window.sessionStorage);
    queryClient.setQueryData(checkoutKeys.cart, []);
    void queryClient.invalidateQueries({ queryKey: checkoutKeys.cart });
    toast({ variant: 'success', title: 'Order Completed!', description: 'Your order has been placed successfully.' });
  }, [paid, queryClient]);
}
