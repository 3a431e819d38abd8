import type { CheckoutQuote } from '@artshop/contracts';
import type { Step } from '../checkout-page';
import { OrderTotalsBlock } from './OrderSummary';

/**
 * The totals under 'Your Order': the started payment's; none when nothing in the order can be bought
 * (only what to do, beside the form) or the quote failed; else the quote's, greyed while the next loads.
 */
export function CheckoutTotals({
  step,
  nothingBuyable,
  quote,
  pending,
}: {
  step: Step;
  nothingBuyable: boolean;
  quote: { data: CheckoutQuote | undefined; isError: boolean };
  pending: boolean;
}) {
  if (step.kind === 'info' && nothingBuyable)
    return (
      <p className="mt-2 border-t border-border pt-5 text-sm text-muted-foreground" data-testid="order-totals-none">
        Nothing in your order can be bought right now.
      </p>
    );
  if (step.kind === 'payment') return <OrderTotalsBlock totals={step.payment.totals} taxRate={quote.data?.taxRate ?? null} />;
  if (quote.isError && !quote.data) return null;
  return <OrderTotalsBlock totals={quote.data} taxRate={quote.data?.taxRate ?? null} pending={pending} />;
}
