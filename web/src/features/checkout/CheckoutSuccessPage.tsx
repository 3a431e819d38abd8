import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, CircleAlert, CircleCheck, Clock, LoaderCircle, RotateCcw } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { OrderReceipt } from '@artshop/contracts';
import { Badge, Button, Card, ProductImage, buttonClasses, errorStatus, formatMoney, toast } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { forgetPayment } from './checkout';
import { OrderTotalsBlock } from './components/OrderSummary';
import { checkoutKeys, useOrderReceipt } from './hooks';

const NO_ORDER_TEXT = "We couldn't find a paid order here. If you were charged, check your e-mail or contact us.";
const ORDER_ERROR_TITLE = 'Order Error';
const ORDER_ERROR_TEXT = 'Payment succeeded but there was an issue creating your order. Please contact support.';

function Shell({ icon, title, testId, children }: { icon: ReactNode; title: string; testId: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16" data-testid={testId}>
      <div className="text-center">
        {icon}
        <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">{title}</h1>
      </div>
      {children}
    </div>
  );
}

function Buttons({ children }: { children?: ReactNode }) {
  return (
    <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
      {children}
      <Link to="/shop-all" className={buttonClasses({ size: 'lg' })}>
        Continue Shopping
      </Link>
      <Link to="/" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
        Return Home
      </Link>
    </div>
  );
}

function Receipt({ receipt }: { receipt: OrderReceipt }) {
  const money = (value: string) => formatMoney(value, receipt.currency);
  const address = receipt.shippingAddress;
  return (
    <Card className="mt-10 p-5 text-left sm:p-6" data-testid="order-receipt">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-sans text-lg font-semibold tracking-normal" data-testid="order-number">
          Order #{receipt.orderNumber}
        </h2>
        <p className="text-sm text-muted-foreground">{receipt.customerEmail}</p>
      </div>
      <ul className="mt-2 divide-y divide-border" data-testid="receipt-lines">
        {receipt.lines.map((line, index) => (
          <li key={`${line.productId}-${index}`} className="flex items-center gap-4 py-4" data-testid="receipt-line">
            <div className="size-16 shrink-0 overflow-hidden rounded-md bg-muted">
              <ProductImage src={line.image} alt="" width={64} height={64} sizes="64px" className="size-full object-cover" />
            </div>
            <div className="min-w-0 flex-1">
              <p className="font-medium leading-snug" data-testid="receipt-line-name">
                {line.productName}
              </p>
              <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                {line.tierDisplayName ? (
                  <Badge variant="secondary" data-testid="receipt-line-tier">
                    {line.tierDisplayName}
                  </Badge>
                ) : null}
                <span>
                  Qty <span data-testid="receipt-line-quantity">{line.quantity}</span>
                </span>
              </div>
            </div>
            <p className="font-semibold tabular-nums" data-testid="receipt-line-total">
              {money(line.lineTotal)}
            </p>
          </li>
        ))}
      </ul>
      <OrderTotalsBlock totals={receipt} taxRate={null} />
      <Certificates receipt={receipt} />
      <div className="mt-6 border-t border-border pt-5 text-sm" data-testid="receipt-address">
        <h3 className="font-medium">Shipping to</h3>
        <address className="mt-1 not-italic text-muted-foreground">
          {receipt.customerName}
          <br />
          {address.street}
          <br />
          {address.city}, {address.state} {address.zipCode}
          <br />
          {address.country}
        </address>
      </div>
    </Card>
  );
}

/** The order's certificates of authenticity: each code with its private link (the same as in the confirmation e-mail). */
function Certificates({ receipt }: { receipt: OrderReceipt }) {
  // (A receipt from before certificates were listed has none.)
  const certificates = receipt.certificates ?? [];
  if (certificates.length === 0) return null;
  return (
    <div className="mt-6 border-t border-border pt-5 text-sm" data-testid="receipt-certificates">
      <h3 className="flex items-center gap-2 font-medium">
        <BadgeCheck className="size-4" aria-hidden="true" />
        Certificates of authenticity
      </h3>
      <ul className="mt-2 space-y-1.5">
        {certificates.map((certificate) => (
          <li key={certificate.code} className="text-muted-foreground" data-testid="receipt-certificate">
            {certificate.item}, {certificate.edition}:{' '}
            <Link to={certificate.link} className="font-medium text-foreground underline underline-offset-4">
              {certificate.code}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-muted-foreground">Each link opens the certificate and its PDF, no account needed; the confirmation e-mail has them too.</p>
    </div>
  );
}

/** The order is paid: the cart is empty now (the header's badge shows it at once), and a toast says so, once. */
function usePaidEffects(receipt: OrderReceipt | undefined) {
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

/**
 * /checkout/success?payment_intent=…: confirms the order of this payment (POST /api/orders) and shows
 * its receipt; Stripe's return also carries payment_intent_client_secret and redirect_status, which
 * the server's answer makes unnecessary.
 */
export function CheckoutSuccessPage() {
  usePageTitle('Order Confirmation');
  const [params] = useSearchParams();
  const paymentIntentId = params.get('payment_intent')?.trim() || null;
  const order = useOrderReceipt(paymentIntentId);
  const receipt = order.data;
  usePaidEffects(receipt);

  const status = order.isError ? errorStatus(order.error) : null;
  const notFound = !paymentIntentId || status === 404 || status === 400;
  const failedOtherwise = order.isError && !notFound;
  const toldOrderError = useRef(false);
  useEffect(() => {
    if (!failedOtherwise || toldOrderError.current) return;
    toldOrderError.current = true;
    toast({ variant: 'destructive', title: ORDER_ERROR_TITLE, description: ORDER_ERROR_TEXT });
  }, [failedOtherwise]);

  if (notFound) {
    return (
      <Shell icon={<CircleAlert className="mx-auto size-12 text-muted-foreground" aria-hidden="true" />} title="No order to show" testId="order-not-found">
        <p className="mx-auto mt-4 max-w-md text-center text-muted-foreground">{NO_ORDER_TEXT}</p>
        <Buttons>
          <Link to="/contact" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            Contact us
          </Link>
        </Buttons>
      </Shell>
    );
  }

  if (failedOtherwise) {
    return (
      <Shell icon={<CircleAlert className="mx-auto size-12 text-destructive" aria-hidden="true" />} title={ORDER_ERROR_TITLE} testId="order-error">
        <p className="mx-auto mt-4 max-w-md text-center text-muted-foreground">{ORDER_ERROR_TEXT}</p>
        <Buttons>
          <Button variant="outline" size="lg" onClick={() => void order.refetch()} disabled={order.isFetching}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
        </Buttons>
      </Shell>
    );
  }

  if (!receipt) {
    return (
      <Shell
        icon={<LoaderCircle className="mx-auto size-12 animate-spin text-muted-foreground" aria-hidden="true" />}
        title="Confirming your order…"
        testId="order-loading"
      >
        <p className="sr-only" role="status">
          Confirming your order…
        </p>
      </Shell>
    );
  }

  if (receipt.paymentStatus === 'awaiting_payment') {
    // useOrderReceipt asks again every 2 s for about 30 s; then the buyer may ask.
    const { stillPolling } = order;
    return (
      <Shell
        icon={<Clock className="mx-auto size-12 text-muted-foreground" aria-hidden="true" />}
        title="We're confirming your payment…"
        testId="order-awaiting"
      >
        <p className="mx-auto mt-4 max-w-md text-center text-muted-foreground" role="status">
          {stillPolling
            ? `Order #${receipt.orderNumber}: your bank is still confirming the payment. This page updates by itself.`
            : `Order #${receipt.orderNumber}: the payment is taking longer than usual to confirm. We'll e-mail ${receipt.customerEmail} as soon as it does.`}
        </p>
        <Buttons>
          {stillPolling ? null : (
            <Button variant="outline" size="lg" onClick={() => void order.refetch()} disabled={order.isFetching}>
              <RotateCcw aria-hidden="true" />
              Check again
            </Button>
          )}
        </Buttons>
      </Shell>
    );
  }

  if (receipt.paymentStatus === 'failed') {
    return (
      <Shell icon={<CircleAlert className="mx-auto size-12 text-destructive" aria-hidden="true" />} title="Payment not completed" testId="order-failed">
        <p className="mx-auto mt-4 max-w-md text-center text-muted-foreground">
          {receipt.paymentMessage ?? 'Your payment did not go through, and nothing was charged.'} Your cart is still there if you would like to try again.
        </p>
        <Buttons>
          <Link to="/checkout" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            Back to checkout
          </Link>
        </Buttons>
      </Shell>
    );
  }

  if (receipt.paymentStatus === 'refunded') {
    return (
      <Shell icon={<RotateCcw className="mx-auto size-12 text-muted-foreground" aria-hidden="true" />} title="This order was refunded" testId="order-refunded">
        <p className="mx-auto mt-4 max-w-md text-center text-muted-foreground">
          Order #{receipt.orderNumber} has been refunded{receipt.paymentMessage ? `: ${receipt.paymentMessage}` : '.'} The money goes back to the card it was
          paid with; banks usually take 5–10 business days to show it.
        </p>
        <Buttons />
      </Shell>
    );
  }

  return (
    <Shell icon={<CircleCheck className="mx-auto size-14 text-success" aria-hidden="true" />} title="Payment Successful!" testId="order-success">
      <p className="mx-auto mt-4 max-w-lg text-center text-muted-foreground">
        Thank you for your order. A confirmation e-mail is on its way to {receipt.customerEmail}, and we'll let you know as soon as your artwork ships.
      </p>
      <Receipt receipt={receipt} />
      <Buttons />
    </Shell>
  );
}
