import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CART_ORDER_STOREFRONT_ROUTES } from '@artshop/contracts';
import type { CartItem, CheckoutQuote, CreatePaymentIntentInput, OrderReceipt, PaymentIntentAnswer, ShippingMethod } from '@artshop/contracts';
import { api, type MutationCallbacks } from '@artshop/ui';

export const checkoutKeys = {
  cart: [CART_ORDER_STOREFRONT_ROUTES.getCart.path] as const,
  quote: (country: string, shippingMethod: ShippingMethod | undefined, cartVersion: string, discountCode: string | null = null) =>
    [CART_ORDER_STOREFRONT_ROUTES.getCheckoutQuote.path, { country, shippingMethod: shippingMethod ?? null, cartVersion, discountCode }] as const,
  order: (paymentIntentId: string) => [CART_ORDER_STOREFRONT_ROUTES.confirmOrder.path, paymentIntentId] as const,
};

/** The cart's lines and quantities in one string: the quote is asked again whenever they change. */
export function cartVersion(items: readonly Pick<CartItem, 'id' | 'quantity' | 'availability'>[] | undefined): string {
  // A line turning reserved or buyable again changes the totals as much as a quantity does.
  return (items ?? []).map((item) => `${item.id}:${item.quantity}:${item.availability}`).join(',');
}

/**
 * GET /api/checkout/quote: the cart's subtotal, shipping options, tax and total for a destination
 * and a shipping method (the server's method when none is chosen yet). The previous quote stays on
 * screen while the next one loads.
 */
export function useCheckoutQuote(input: {
  country: string;
  shippingMethod: ShippingMethod | undefined;
  cartVersion: string;
  discountCode: string | null;
  enabled: boolean;
}) {
  const country = input.country.trim();
  return useQuery<CheckoutQuote>({
    queryKey: checkoutKeys.quote(country, input.shippingMethod, input.cartVersion, input.discountCode),
    queryFn: () =>
      api.cart.getCheckoutQuote({
        country,
        ...(input.shippingMethod ? { shippingMethod: input.shippingMethod } : {}),
        ...(input.discountCode ? { discountCode: input.discountCode } : {}),
      }),
    enabled: input.enabled && country !== '',
    placeholderData: keepPreviousData,
  });
}

/** POST /api/create-payment-intent: writes the order awaiting payment, reserves its stock and starts the payment. */
export function useCreatePaymentIntent(callbacks?: MutationCallbacks<PaymentIntentAnswer, CreatePaymentIntentInput>) {
  return useMutation({ ...callbacks, mutationFn: (input: CreatePaymentIntentInput) => api.cart.createPaymentIntent(input) });
}

/** How often, and how long, the success page asks again while the provider has not said 'paid'. */
export const ORDER_POLL_INTERVAL_MS = 2000;
export const ORDER_POLL_ATTEMPTS = 15;

/**
 * POST /api/orders { paymentIntentId }: confirms the order of this payment and answers its receipt.
 * It is idempotent, so it is read like a query: asked once on arrival (kept for the visit), and
 * again every 2 s while the payment is still being confirmed, up to about 30 s.
 */
export function useOrderReceipt(paymentIntentId: string | null) {
  const queryClient = useQueryClient();
  const queryKey = checkoutKeys.order(paymentIntentId ?? '');
  const query = useQuery<OrderReceipt>({
    queryKey,
    queryFn: () => api.cart.confirmOrder({ paymentIntentId: paymentIntentId! }),
    enabled: paymentIntentId !== null,
    refetchInterval: (query) =>
      query.state.data?.paymentStatus === 'awaiting_payment' && query.state.dataUpdateCount < ORDER_POLL_ATTEMPTS ? ORDER_POLL_INTERVAL_MS : false,
  });
  // Read at each render, which every answer causes.
  const answers = queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0;
  return { ...query, stillPolling: query.isFetching || answers < ORDER_POLL_ATTEMPTS };
}

/** The cart is read again (after a refusal saying it changed, or once the order is paid and the cart emptied). */
export function useRefreshCart() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: checkoutKeys.cart });
}

/**
 * Applying a discount code: the server's quote with it, which answers its discount or refuses it
 * with why (a 400, or a 429 after too many wrong codes).
 */
export function useApplyDiscountCode() {
  return useMutation({
    mutationFn: (input: { code: string; country: string; shippingMethod: ShippingMethod | undefined }) =>
      api.cart.getCheckoutQuote({
        country: input.country,
        discountCode: input.code,
        ...(input.shippingMethod ? { shippingMethod: input.shippingMethod } : {}),
      }),
  });
}
