import { CircleAlert, CircleCheck, Clock, LoaderCircle, RotateCcw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, buttonClasses } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { Receipt } from './components/Receipt';
import { ResultButtons } from './components/ResultButtons';
import { ResultShell } from './components/ResultShell';
import { useOrderReceipt } from './hooks';
import { NO_ORDER_TEXT, ORDER_ERROR_TEXT, ORDER_ERROR_TITLE, awaitingText, receiptView } from './receipt';
import { useOrderErrorToast } from './useOrderErrorToast';
import { usePaidEffects } from './usePaidEffects';

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

  const view = receiptView(paymentIntentId, order);
  useOrderErrorToast(view === 'error');

  if (view === 'not-found') {
    return (
      <ResultShell
        icon={<CircleAlert className="mx-auto size-12 text-muted-foreground" aria-hidden="true" />}
        title="No order to show"
        testId="order-not-found"
      >
        <p className="mx-auto mt-4 max-w-md text-center text-muted-foreground">{NO_ORDER_TEXT}</p>
        <ResultButtons>
          <Link to="/contact" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            Contact us
          </Link>
        </ResultButtons>
      </ResultShell>
    );
  }

  if (view === 'error') {
    return (
      <ResultShell icon={<CircleAlert className="mx-auto size-12 text-destructive" aria-hidden="true" />} title={ORDER_ERROR_TITLE} testId="order-error">
        <p className="mx-auto mt-4 max-w-md text-center text-muted-foreground">{ORDER_ERROR_TEXT}</p>
        <ResultButtons>
          <Button variant="outline" size="lg" onClick={() => void order.refetch()} disabled={order.isFetching}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
        </ResultButtons>
      </ResultShell>
    );
  }

  if (!receipt || view === 'loading') {
    return (
      <ResultShell
        icon={<LoaderCircle className="mx-auto size-12 animate-spin text-muted-foreground" aria-hidden="true" />}
        title="Confirming your order…"
        testId="order-loading"
      >
        <p className="sr-only" role="status">
          Confirming your order…
        </p>
      </ResultShell>
    );
  }

  if (view === 'awaiting') {
    // useOrderReceipt asks again every 2 s for about 30 s; then the buyer may ask.
    const { stillPolling } = order;
    return (
      <ResultShell
        icon={<Clock className="mx-auto size-12 text-muted-foreground" aria-hidden="true" />}
        title="We're confirming your payment…"
        testId="order-awaiting"
      >
        <p className="mx-auto mt-4 max-w-md text-center text-muted-foreground" role="status">
          {awaitingText(receipt, stillPolling)}
        </p>
        <ResultButtons>
          {stillPolling ? null : (
            <Button variant="outline" size="lg" onClick={() => void order.refetch()} disabled={order.isFetching}>
              <RotateCcw aria-hidden="true" />
              Check again
            </Button>
          )}
        </ResultButtons>
      </ResultShell>
    );
  }

  if (view === 'failed') {
    return (
      <ResultShell icon={<CircleAlert className="mx-auto size-12 text-destructive" aria-hidden="true" />} title="Payment not completed" testId="order-failed">
        <p className="mx-auto mt-4 max-w-md text-center text-muted-foreground">
          {receipt.paymentMessage ?? 'Your payment did not go through, and nothing was charged.'} Your cart is still there if you would like to try again.
        </p>
        <ResultButtons>
          <Link to="/checkout" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            Back to checkout
          </Link>
        </ResultButtons>
      </ResultShell>
    );
  }

  if (view === 'refunded') {
    return (
      <ResultShell
        icon={<RotateCcw className="mx-auto size-12 text-muted-foreground" aria-hidden="true" />}
        title="This order was refunded"
        testId="order-refunded"
      >
        <p className="mx-auto mt-4 max-w-md text-center text-muted-foreground">
          Order #{receipt.orderNumber} has been refunded{receipt.paymentMessage ? `: ${receipt.paymentMessage}` : '.'} The money goes back to the card it was
          paid with; banks usually take 5–10 business days to show it.
        </p>
        <ResultButtons />
      </ResultShell>
    );
  }

  return (
    <ResultShell icon={<CircleCheck className="mx-auto size-14 text-success" aria-hidden="true" />} title="Payment Successful!" testId="order-success">
      <p className="mx-auto mt-4 max-w-lg text-center text-muted-foreground">
        Thank you for your order. A confirmation e-mail is on its way to {receipt.customerEmail}, and we'll let you know as soon as your artwork ships.
      </p>
      <Receipt receipt={receipt} />
      <ResultButtons />
    </ResultShell>
  );
}
