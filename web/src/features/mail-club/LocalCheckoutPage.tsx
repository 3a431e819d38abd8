import { CircleCheck, Clock, LoaderCircle, Lock } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { type LocalCheckoutOutcome, type LocalCheckoutPage as CheckoutDescription } from '@artshop/contracts';
import { Button, Card, FieldError, Label, buttonClasses, errorStatus, formatMoney, getErrorMessage, getFieldErrors, toast } from '@artshop/ui';
import { FormField } from '../../shared/components/FormField';
import { FormAlert } from '../../shared/components/FormAlert';
import { usePageTitle } from '../../shared/title';
import { CARD_FIELD_NAMES, CardFields } from '../../shared/components/CardFields';
import { HostedPageLoading, HostedPageMissing, TestCardsNote, TestProviderBanner } from './components/HostedPaymentParts';
import { useFollowRedirect, useLocalCheckout, usePayLocalCheckout } from './hooks';
import { countryOptions } from './mail-club';
import type { checkoutCardSchema } from '../../shared/form-schemas';
import { lazyZodResolver } from '../../shared/lazy-resolver';

type FormValues = z.input<typeof checkoutCardSchema>;
type FormOutput = z.output<typeof checkoutCardSchema>;

const ADDRESS_FIELDS = ['name', 'line1', 'line2', 'city', 'state', 'postalCode', 'country'] as const;
const PAYMENT_ERROR_TEXT = 'An error occurred while processing your payment.';
const COUNTRIES = countryOptions();

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6 lg:py-14">{children}</div>;
}

function Settled({ checkout }: { checkout: CheckoutDescription }) {
  const complete = checkout.status === 'complete';
  return (
    <Card className="p-8 text-center" data-testid={complete ? 'checkout-complete' : 'checkout-expired'}>
      {complete ? (
        <CircleCheck className="mx-auto size-12 text-success" aria-hidden="true" />
      ) : (
        <Clock className="mx-auto size-12 text-muted-foreground" aria-hidden="true" />
      )}
      <h1 className="mt-4 text-2xl font-semibold">{complete ? 'This subscription is already paid' : 'This checkout has expired'}</h1>
      <p className="mt-3 text-muted-foreground">
        {complete
          ? `Your ${checkout.planName} subscription is active. You can manage it from your account page.`
          : 'A checkout stays open for 24 hours. Please choose your plan again to start a new one.'}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {complete ? (
          <Link to="/account" className={buttonClasses()}>
            Go to My Account
          </Link>
        ) : null}
        <a href={checkout.cancelUrl} className={buttonClasses({ variant: complete ? 'outline' : 'default' })}>
          Back to Mail Club
        </a>
      </div>
    </Card>
  );
}

function CheckoutForm({ checkout }: { checkout: CheckoutDescription }) {
  const follow = useFollowRedirect();
  const [refusal, setRefusal] = useState<string | null>(checkout.failureMessage);
  const [expired, setExpired] = useState(false);
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: lazyZodResolver('checkoutCardSchema'),
    defaultValues: {
      cardNumber: '',
      expiry: '',
      cvc: '',
      shippingAddress: { name: '', line1: '', line2: '', city: '', state: '', postalCode: '', country: 'US' },
    },
  });
  const { errors } = form.formState;

  const pay = usePayLocalCheckout({
    onMutate: () => setRefusal(null),
    onSuccess: (outcome: LocalCheckoutOutcome) => {
      if ((outcome.status === 'complete' || outcome.status === 'requires_action') && outcome.redirectUrl) {
        follow(outcome.redirectUrl);
        return;
      }
      if (outcome.status === 'expired') {
        setExpired(true);
        return;
      }
      const message = outcome.errorMessage ?? 'Your card was declined.';
      setRefusal(message);
      form.setValue('cvc', '');
      toast({ variant: 'destructive', title: 'Payment Failed', description: message });
    },
    onError: (error) => {
      let placed = false;
      // A 400 names the field ('cardNumber', 'shippingAddress.city'): its message goes under it.
      for (const [field, message] of Object.entries(getFieldErrors(error))) {
        if ((CARD_FIELD_NAMES as readonly string[]).includes(field) || ADDRESS_FIELDS.some((each) => field === `shippingAddress.${each}`)) {
          form.setError(field as never, { type: 'server', message });
          placed = true;
        }
      }
      if (placed) return;
      const status = errorStatus(error);
      const reason = status !== null && status < 500 ? getErrorMessage(error, PAYMENT_ERROR_TEXT) : PAYMENT_ERROR_TEXT;
      setRefusal(reason);
      toast({ variant: 'destructive', title: 'Payment Error', description: reason });
    },
  });

  if (expired) return <Settled checkout={{ ...checkout, status: 'expired' }} />;

  const submit = form.handleSubmit((values) => pay.mutate({ sessionId: checkout.sessionId, ...values }));
  const countryError = errors.shippingAddress?.country?.message;

  return (
    <div className="grid gap-6 md:grid-cols-[1fr_1.4fr]">
      <Card className="h-fit p-6" data-testid="checkout-summary">
        <p className="text-sm text-muted-foreground">Subscribe to</p>
        <h1 className="mt-1 text-2xl font-semibold" data-testid="checkout-plan">
          {checkout.planName}
        </h1>
        <p className="mt-4 text-3xl font-semibold" data-testid="checkout-amount">
          {formatMoney(checkout.amount, checkout.currency)}
          <span className="text-base font-normal text-muted-foreground"> per month</span>
        </p>
        <p className="mt-2 text-sm text-muted-foreground">Billed monthly until you cancel. You can cancel at any time from your account page.</p>
        {checkout.customerEmail ? (
          <dl className="mt-6 border-t border-border pt-4 text-sm">
            <dt className="text-muted-foreground">Email</dt>
            <dd className="mt-1 font-medium" data-testid="checkout-email">
              {checkout.customerEmail}
            </dd>
          </dl>
        ) : null}
        <a href={checkout.cancelUrl} className="mt-6 inline-block text-sm underline underline-offset-4" data-testid="checkout-back">
          ← Back to Mail Club
        </a>
      </Card>

      <Card className="p-6">
        <form noValidate aria-label="Subscribe" data-testid="subscription-checkout-form" onSubmit={submit} className="space-y-6">
          <fieldset className="space-y-4">
            <legend className="font-sans text-lg font-semibold tracking-normal">Shipping address</legend>
            <p className="text-sm text-muted-foreground">Where your monthly package goes.</p>
            <FormField form={form} name="shippingAddress.name" id="ship-name" label="Full name" autoComplete="shipping name" />
            <FormField form={form} name="shippingAddress.line1" id="ship-line1" label="Address" autoComplete="shipping address-line1" />
            <FormField form={form} name="shippingAddress.line2" id="ship-line2" label="Address line 2 (optional)" autoComplete="shipping address-line2" />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField form={form} name="shippingAddress.city" id="ship-city" label="City" autoComplete="shipping address-level2" />
              <FormField form={form} name="shippingAddress.state" id="ship-state" label="State / region (optional)" autoComplete="shipping address-level1" />
              <FormField form={form} name="shippingAddress.postalCode" id="ship-postal-code" label="Postal code" autoComplete="shipping postal-code" />
              <div className="space-y-2">
                <Label htmlFor="ship-country">Country</Label>
                <select
                  id="ship-country"
                  data-testid="ship-country"
                  autoComplete="shipping country"
                  aria-invalid={countryError ? true : undefined}
                  aria-describedby={countryError ? 'ship-country-error' : undefined}
                  className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  {...form.register('shippingAddress.country')}
                >
                  {COUNTRIES.map((country) => (
                    <option key={country.code} value={country.code}>
                      {country.name}
                    </option>
                  ))}
                </select>
                <FieldError id="ship-country-error">{countryError}</FieldError>
              </div>
            </div>
          </fieldset>

          <fieldset className="space-y-4">
            <legend className="font-sans text-lg font-semibold tracking-normal">Payment</legend>
            <CardFields control={form.control} errors={errors} />
            <TestCardsNote />
          </fieldset>

          <FormAlert testId="checkout-error" message={refusal} />
          <Button type="submit" size="lg" className="w-full" disabled={pay.isPending} aria-busy={pay.isPending} data-testid="subscribe-button">
            {pay.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Lock aria-hidden="true" />}
            {pay.isPending ? 'Processing…' : 'Subscribe'}
          </Button>
        </form>
      </Card>
    </div>
  );
}

/**
 * /mail-club/checkout/{sessionId}: the local test provider's hosted checkout (what Stripe Checkout
 * shows when Stripe is configured): the plan and its monthly amount, the e-mail, a shipping address
 * and a test card. A paid session goes to its success URL, a 3-D Secure card to its challenge page.
 */
export function LocalCheckoutPage() {
  usePageTitle('Subscribe');
  const { sessionId = '' } = useParams();
  const checkout = useLocalCheckout(sessionId);

  let body: ReactNode;
  if (checkout.isLoading) {
    body = <HostedPageLoading what="checkout" testId="checkout-loading" />;
  } else if (checkout.isError || !checkout.data) {
    body = (
      <HostedPageMissing
        error={checkout.error}
        what="checkout"
        notFoundText="This checkout link is not valid. Please choose your plan again."
        back={{ to: '/mail-club', label: 'Back to Mail Club' }}
        testId="checkout-not-found"
      />
    );
  } else if (checkout.data.status !== 'open') {
    body = <Settled checkout={checkout.data} />;
  } else {
    body = <CheckoutForm checkout={checkout.data} />;
  }

  return (
    <Frame>
      <TestProviderBanner />
      {body}
    </Frame>
  );
}
