import { LoaderCircle, ShieldCheck } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { LocalAuthenticationInput } from '@artshop/contracts';
import { Button, Card, buttonClasses, errorStatus, getErrorMessage, toast } from '@artshop/ui';
import { FormAlert } from '../../shared/components/FormAlert';
import { usePageTitle } from '../../shared/title';
import { PAYMENT_ERROR_TEXT, paymentOutcome, type PaymentReturnState } from './checkout';
import { useAuthenticateLocalPayment } from './hooks';

const AUTHENTICATION_FAILED = 'We were unable to authenticate your payment method. Please choose a different payment method and try again.';

/**
 * /checkout/authenticate?payment_intent=…&client_secret=…: the local test provider's 3-D Secure
 * challenge (the page Stripe's test cards show), where the buyer completes or fails it. Success goes
 * to the receipt; anything else back to the payment step with the reason.
 */
export function CheckoutAuthenticatePage() {
  usePageTitle('Authenticate your payment');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const paymentIntentId = params.get('payment_intent')?.trim() ?? '';
  const clientSecret = params.get('client_secret')?.trim() ?? '';

  const authenticate = useAuthenticateLocalPayment({
    onSuccess: (result) => {
      const outcome = paymentOutcome(result, paymentIntentId);
      if (outcome.kind === 'success') {
        navigate(outcome.path, { replace: true });
        return;
      }
      if (outcome.kind === 'redirect') {
        window.location.assign(outcome.url);
        return;
      }
      const message = result.errorMessage ?? AUTHENTICATION_FAILED;
      toast({ variant: 'destructive', title: 'Payment Failed', description: message });
      const state: PaymentReturnState = { paymentIntentId, paymentError: message };
      navigate('/checkout', { replace: true, state });
    },
    onError: (error) => {
      const status = errorStatus(error);
      toast({
        variant: 'destructive',
        title: 'Payment Error',
        description: status !== null && status < 500 ? getErrorMessage(error, PAYMENT_ERROR_TEXT) : PAYMENT_ERROR_TEXT,
      });
    },
  });

  const choose = (outcome: LocalAuthenticationInput['outcome']) => authenticate.mutate({ paymentIntentId, clientSecret, outcome });
  const failure = authenticate.isError ? getErrorMessage(authenticate.error, PAYMENT_ERROR_TEXT) : null;

  if (!paymentIntentId || !clientSecret) {
    return (
      <div className="mx-auto max-w-lg px-4 py-16 text-center" data-testid="authenticate-missing">
        <h1 className="text-3xl font-semibold">Nothing to authenticate</h1>
        <p className="mt-4 text-muted-foreground">
          This page is opened by the card form when a bank asks to confirm a payment. There is no payment to confirm here.
        </p>
        <Link to="/checkout" className={buttonClasses({ className: 'mt-8' })}>
          Back to checkout
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <Card className="p-6 sm:p-8" data-testid="authenticate-page">
        <ShieldCheck className="size-10 text-accent" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-semibold sm:text-3xl">3D Secure 2 Test Page</h1>
        <p className="mt-3 text-muted-foreground">
          Your bank asks you to confirm this payment. This is a test challenge from the shop&apos;s test payment provider: no bank is involved and no real money
          moves. Choose how the challenge ends.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button size="lg" className="flex-1" disabled={authenticate.isPending} onClick={() => choose('complete')} data-testid="authenticate-complete">
            {authenticate.isPending && authenticate.variables?.outcome === 'complete' ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            Complete authentication
          </Button>
          <Button
            variant="outline"
            size="lg"
            className="flex-1"
            disabled={authenticate.isPending}
            onClick={() => choose('fail')}
            data-testid="authenticate-fail"
          >
            {authenticate.isPending && authenticate.variables?.outcome === 'fail' ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            Fail authentication
          </Button>
        </div>
        <div className="mt-4">
          <FormAlert testId="authenticate-error" message={failure} />
        </div>
      </Card>
    </div>
  );
}
