import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
// The pure entry loads js.stripe.com's script only when asked, not as soon as this module is imported.
import { loadStripe } from '@stripe/stripe-js/pure';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PaymentIntentAnswer } from '@artshop/contracts';
import { toast } from '@artshop/ui';
import { FormAlert } from '../../../shared/components/FormAlert';
import { PAYMENT_ERROR_TEXT, PAYMENT_ERROR_TITLE, paymentOutcome } from '../checkout';
import { PayButton } from './PayButton';

/*
 * Stripe's Payment Element. This module (and Stripe's two packages) is imported only when the
 * server answers provider 'stripe', so the local card form and the storefront's first load never
 * download it. Stripe.js itself comes from js.stripe.com, or from the address the payment setup
 * names (the Stripe emulator's, in development and tests).
 */

const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string, scriptUrl: string | null): Promise<Stripe | null> {
  const key = `${scriptUrl ?? ''} ${publishableKey}`;
  let stripe = stripes.get(key);
  if (!stripe) {
    stripe = scriptUrl ? loadScript(scriptUrl).then(() => window.Stripe?.(publishableKey) ?? null) : loadStripe(publishableKey);
    // A failed load may be tried again (the next mount asks anew).
    stripe.catch(() => stripes.delete(key));
    stripes.set(key, stripe);
  }
  return stripe;
}

/** Adds the script once; resolves when it has run. */
function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (window.Stripe) return resolve();
    const script = Object.assign(document.createElement('script'), { src, async: true });
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`Stripe.js could not be loaded from ${src}`));
    });
    document.head.appendChild(script);
  });
}

/**
 * Where the buyer goes once the card went through: the checkout's success page, unless the page that
 * shows the form settles it itself (`onPaid`, a manual order's payment link, `returnPath` its own address).
 */
export interface CardFormReturn {
  returnPath?: string;
  onPaid?: () => void;
}

function PaymentElementForm({
  payment,
  initialError,
  returnPath = '/checkout/success',
  onPaid,
}: { payment: PaymentIntentAnswer; initialError: string | null } & CardFormReturn) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(initialError);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || pending) return;
    setPending(true);
    setMessage(null);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${returnPath}` },
        redirect: 'if_required',
      });
      if (error) {
        // A refused card or an incomplete field: the provider's own words, and the buyer tries again.
        const text = error.message ?? PAYMENT_ERROR_TEXT;
        setMessage(text);
        if (error.type === 'card_error' || error.type === 'validation_error') toast({ variant: 'destructive', title: 'Payment Failed', description: text });
        else toast({ variant: 'destructive', title: PAYMENT_ERROR_TITLE, description: PAYMENT_ERROR_TEXT });
        return;
      }
      const outcome = paymentOutcome(
        {
          status: paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing' ? paymentIntent.status : 'requires_payment_method',
          errorMessage: null,
          redirectUrl: null,
        },
        paymentIntent.id,
      );
      if (outcome.kind === 'success') {
        if (onPaid) onPaid();
        else navigate(outcome.path);
      } else if (outcome.kind === 'retry') {
        setMessage(outcome.message);
        toast({ variant: 'destructive', title: 'Payment Failed', description: outcome.message });
      }
    } catch {
      setMessage(PAYMENT_ERROR_TEXT);
      toast({ variant: 'destructive', title: PAYMENT_ERROR_TITLE, description: PAYMENT_ERROR_TEXT });
    } finally {
      setPending(false);
    }
  };

  return (
    <form aria-label="Card details" data-testid="stripe-form" onSubmit={(event) => void submit(event)} className="space-y-4">
      <PaymentElement />
      <FormAlert testId="payment-error" message={message} />
      <PayButton payment={payment} pending={pending} disabled={!stripe || !elements} />
    </form>
  );
}

export default function StripeCardForm({ payment, initialError, ...paid }: { payment: PaymentIntentAnswer; initialError: string | null } & CardFormReturn) {
  const key = payment.publishableKey ?? '';
  const scriptUrl = payment.stripeJsUrl;
  const [loaded, setLoaded] = useState<{ key: string; stripe: Stripe | null; failed: boolean } | null>(null);

  useEffect(() => {
    let live = true;
    stripeFor(key, scriptUrl).then(
      (stripe) => live && setLoaded({ key, stripe, failed: !stripe }),
      () => live && setLoaded({ key, stripe: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [key, scriptUrl]);

  if (!loaded || loaded.key !== key) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        Loading the secure card form…
      </p>
    );
  }
  if (loaded.failed || !loaded.stripe) {
    return <FormAlert testId="payment-error" message="The secure card form could not be loaded." detail="Please check your connection and reload the page." />;
  }
  return (
    <Elements stripe={loaded.stripe} options={{ clientSecret: payment.clientSecret }}>
      <PaymentElementForm payment={payment} initialError={initialError} {...paid} />
    </Elements>
  );
}
