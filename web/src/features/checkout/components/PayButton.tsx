import { LoaderCircle, Lock } from 'lucide-react';
import type { PaymentIntentAnswer } from '@artshop/contracts';
import { Button, formatMoney } from '@artshop/ui';

/** 'Pay $2,856.56' with the server's total, or 'Processing...' while the card is being confirmed (both card forms). */
export function PayButton({ payment, pending, disabled = false }: { payment: PaymentIntentAnswer; pending: boolean; disabled?: boolean }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={disabled || pending} aria-busy={pending} data-testid="pay-button">
      {pending ? (
        <>
          <LoaderCircle className="animate-spin" aria-hidden="true" />
          Processing...
        </>
      ) : (
        <>
          <Lock aria-hidden="true" />
          Pay {formatMoney(payment.totals.total, payment.totals.currency)}
        </>
      )}
    </Button>
  );
}
