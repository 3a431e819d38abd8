import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CircleAlert, LoaderCircle } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { CART_ORDER_STOREFRONT_ROUTES, type PayLinkView, type PaymentIntentAnswer } from '@artshop/contracts';
import { Button, api, formatDate, formatMoney, getErrorMessage } from '@artshop/ui';
import { FormAlert } from '../../shared/components/FormAlert';
import { usePageTitle } from '../../shared/title';
import { OrderTotalsBlock } from './components/OrderSummary';

// Stripe's packages load with the card form, as on the checkout's payment step.
const StripeCardForm = lazy(() => import('./components/StripeCardForm'));

const linkKey = (token: string) => [CART_ORDER_STOREFRONT_ROUTES.getPayLink.path, token] as const;

/**
 * A manual order's payment link (/pay/{token}): the order the artist made for the buyer, its lines and
 * totals, and the card form for the server's total while the link can be paid. A paid, expired or
 * cancelled link says so, with no card form. The payment is the order's one payment: a reload or a
 * double submit finds the same.
 */
export function PayLinkPage() {
  usePageTitle('Pay your order');
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const link = useQuery<PayLinkView>({ queryKey: linkKey(token), queryFn: () => api.cart.getPayLink({ token }), retry: false });
  const open = link.data?.state === 'awaiting_payment';
  const start = useMutation({ mutationFn: (): Promise<PaymentIntentAnswer> => api.cart.startPayLinkPayment({ token }) });
  const confirm = useMutation({
    mutationFn: () => api.cart.confirmPayLink({ token }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: linkKey(token) }),
  });
  const startPayment = start.mutate;
  useEffect(() => {
    if (open) startPayment();
  }, [open, startPayment]);
  // Back from a card's 3-D Secure page: the order is settled before it is shown.
  const confirmPayment = confirm.mutate;
  const returned = typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('payment_intent');
  useEffect(() => {
    if (returned) confirmPayment();
  }, [returned, confirmPayment]);

  if (link.isLoading || link.error || !link.data)
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6" data-testid={link.isLoading ? undefined : 'pay-link-missing'}>
        <h1 className="text-3xl font-semibold">Pay your order</h1>
        <div className="mt-6">
          {link.isLoading ? (
            <p role="status" className="text-muted-foreground">
              Loading your order…
            </p>
          ) : (
            <FormAlert
              testId="pay-link-error"
              message={getErrorMessage(link.error, 'This payment link does not exist. Please check the address, or ask the artist for a new link.')}
            />
          )}
        </div>
      </div>
    );

  const order = link.data;
  const paid = order.state === 'paid';
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6" data-testid="pay-link" data-state={order.state}>
      <h1 className="text-3xl font-semibold">Order #{order.orderNumber}</h1>
      <p className="mt-2 text-muted-foreground">For {order.customerName}</p>
      <ul className="mt-6 divide-y divide-border border-y border-border" aria-label="What you are buying">
        {order.lines.map((line, index) => (
          <li key={index} className="flex justify-between gap-4 py-3" data-testid="pay-link-line">
            <span>
              {line.productName}
              {line.tierDisplayName ? <span className="block text-sm text-muted-foreground">{line.tierDisplayName}</span> : null}
              <span className="block text-sm text-muted-foreground">
                {line.quantity} × {formatMoney(line.unitPrice, order.currency)}
              </span>
            </span>
            <span className="tabular-nums">{formatMoney(line.lineTotal, order.currency)}</span>
          </li>
        ))}
      </ul>
      <OrderTotalsBlock totals={order} taxRate={null} />
      <div className="mt-8">
        {order.message ? (
          <div role="status" className="flex items-start gap-3 rounded-md border border-border p-4" data-testid={paid ? 'pay-link-paid' : 'pay-link-closed'}>
            {paid ? (
              <CheckCircle2 className="size-6 shrink-0 text-success" aria-hidden="true" />
            ) : (
              <CircleAlert className="size-6 shrink-0" aria-hidden="true" />
            )}
            <p>{order.message}</p>
          </div>
        ) : confirm.isPending ? (
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            Confirming your payment…
          </p>
        ) : start.error ? (
          <div className="space-y-3">
            <FormAlert testId="payment-error" message={getErrorMessage(start.error, 'The payment could not be started.')} />
            <Button variant="outline" onClick={() => startPayment()}>
              Try again
            </Button>
          </div>
        ) : start.data ? (
          <section aria-labelledby="payment-heading" className="space-y-4" data-testid="payment-step">
            <h2 id="payment-heading" className="font-sans text-lg font-semibold tracking-normal">
              Payment Information
            </h2>
            <p className="text-sm text-muted-foreground">This link is valid until {formatDate(order.expiresAt)}.</p>
            <Suspense
              fallback={
                <p role="status" className="text-sm text-muted-foreground">
                  Loading the secure card form…
                </p>
              }
            >
              <StripeCardForm payment={start.data} initialError={null} returnPath={`/pay/${token}`} onPaid={() => confirmPayment()} />
            </Suspense>
          </section>
        ) : (
          <p role="status" className="text-sm text-muted-foreground">
            Loading the secure card form…
          </p>
        )}
      </div>
    </div>
  );
}
