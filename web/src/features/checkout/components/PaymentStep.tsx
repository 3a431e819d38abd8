import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { CheckoutCustomer, PaymentIntentAnswer } from '@artshop/contracts';
import { Button } from '@artshop/ui';

// Stripe's packages load with the payment step, not with the storefront's first page.
const StripeCardForm = lazy(() => import('./StripeCardForm'));

/** Step 2, 'Payment Information': Stripe's card form. */
export function PaymentStep({
  payment,
  customer,
  initialError,
  onBack,
}: {
  payment: PaymentIntentAnswer;
  customer: CheckoutCustomer;
  initialError: string | null;
  onBack: () => void;
}) {
  const address = customer.shippingAddress;

  return (
    <section aria-labelledby="payment-heading" className="space-y-6" data-testid="payment-step" data-provider={payment.provider}>
      <div className="flex items-start justify-between gap-4">
        <h2 id="payment-heading" className="font-sans text-lg font-semibold tracking-normal">
          Payment Information
        </h2>
        <Button variant="link" size="sm" className="-mr-3 -mt-2" onClick={onBack} data-testid="back-to-shipping">
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
      </div>
      <div className="rounded-md border border-border p-3 text-sm" data-testid="payment-ship-to">
        <p className="font-medium">Ship to</p>
        <p className="mt-1 text-muted-foreground">
          {customer.customerName} · {customer.customerEmail}
          <br />
          {address.street}, {address.city}, {address.state} {address.zipCode}, {address.country}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">Order #{payment.orderNumber}</p>
      </div>
      <Suspense
        fallback={
          <p role="status" className="text-sm text-muted-foreground">
            Loading the secure card form…
          </p>
        }
      >
        <StripeCardForm payment={payment} initialError={initialError} />
      </Suspense>
    </section>
  );
}
