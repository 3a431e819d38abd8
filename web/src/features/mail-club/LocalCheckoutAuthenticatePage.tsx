import { LoaderCircle, ShieldCheck } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { Button, Card, buttonClasses, errorStatus, getErrorMessage, toast } from '@artshop/ui';
import { FormAlert } from '../../shared/components/FormAlert';
import { usePageTitle } from '../../shared/title';
import { TestProviderBanner } from './components/HostedPaymentParts';
import { useAuthenticateLocalCheckout, useFollowRedirect } from './hooks';

const PAYMENT_ERROR_TEXT = 'An error occurred while processing your payment.';
const AUTHENTICATION_FAILED = 'We were unable to authenticate your payment method. Please choose a different payment method and try again.';

/**
 * /mail-club/checkout/{sessionId}/authenticate: the local test provider's 3-D Secure challenge for a
 * subscription's first payment (the cart's /checkout/authenticate, for a checkout session). Completed,
 * it goes to the success URL; failed, back to the checkout page, which shows why.
 */
export function LocalCheckoutAuthenticatePage() {
  usePageTitle('Authenticate your payment');
  const { sessionId = '' } = useParams();
  const follow = useFollowRedirect();
  const checkoutPath = `/mail-club/checkout/${encodeURIComponent(sessionId)}`;

  const authenticate = useAuthenticateLocalCheckout({
    onSuccess: (outcome) => {
      if (outcome.status === 'complete' && outcome.redirectUrl) {
        follow(outcome.redirectUrl);
        return;
      }
      // Failed, or the session is no longer open: the checkout page shows the reason (the provider keeps it) or the expired state.
      const message = outcome.errorMessage ?? AUTHENTICATION_FAILED;
      toast({ variant: 'destructive', title: 'Payment Failed', description: message });
      follow(checkoutPath);
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

  const choose = (outcome: 'complete' | 'fail') => authenticate.mutate({ sessionId, outcome });
  const failure = authenticate.isError ? getErrorMessage(authenticate.error, PAYMENT_ERROR_TEXT) : null;

  return (
    <div className="mx-auto max-w-lg space-y-6 px-4 py-12 sm:py-16">
      <TestProviderBanner />
      <Card className="p-6 sm:p-8" data-testid="subscription-authenticate-page">
        <ShieldCheck className="size-10 text-accent" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-semibold sm:text-3xl">3D Secure 2 Test Page</h1>
        <p className="mt-3 text-muted-foreground">
          Your bank asks you to confirm the first payment of your Mail Club subscription. This is a test challenge: no bank is involved and no real money moves.
          Choose how the challenge ends.
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
        <Link to={checkoutPath} className="mt-6 inline-block text-sm underline underline-offset-4">
          ← Back to the checkout
        </Link>
      </Card>
      <p className="text-center text-xs text-muted-foreground">
        <Link to="/mail-club" className={buttonClasses({ variant: 'link', size: 'sm' })}>
          Mail Club plans
        </Link>
      </p>
    </div>
  );
}
