import { CircleAlert, CircleCheck, LoaderCircle, Mail, Package, UserRound } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Card, buttonClasses, errorStatus, getErrorMessage, toast, useCurrentUser, useFormatMoney } from '@artshop/ui';
import { SignInPrompt } from '../../shared/components/SignInPrompt';
import { usePageTitle } from '../../shared/title';
import { useVerifiedSession } from './hooks';
import { subscriptionDate } from './mail-club';

function Shell({ icon, title, testId, children }: { icon: ReactNode; title: string; testId: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 text-center sm:px-6 lg:py-16" data-testid={testId}>
      {icon}
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">{title}</h1>
      {children}
    </div>
  );
}

/** Subscriptions welcomed in this visit: coming back to the page (the browser's Back) does not toast again. */
const welcomedSessions = new Set<string>();

function InvalidSession() {
  return (
    <Shell icon={<CircleAlert className="mx-auto size-12 text-destructive" aria-hidden="true" />} title="Invalid Session" testId="mail-club-invalid-session">
      <p className="mt-4 text-muted-foreground">We couldn&apos;t verify your subscription.</p>
      <p className="mt-2 text-sm text-muted-foreground">Please contact support if you believe this is an error.</p>
      <Link to="/mail-club" className={buttonClasses({ variant: 'outline', className: 'mt-8' })}>
        Back to Mail Club
      </Link>
    </Shell>
  );
}

/**
 * /mail-club/success?session_id=…: the hosted checkout's return. The server checks
 * that the session is this customer's and paid; then the welcome, the subscriptions read afresh
 * (useVerifiedSession) and the welcome toast, once.
 */
export function MailClubSuccessPage() {
  usePageTitle('Welcome to Mail Club');
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() || null;
  const { user, isLoading: userLoading } = useCurrentUser();
  const session = useVerifiedSession(sessionId);
  const money = useFormatMoney();

  const subscription = session.data?.subscription;
  useEffect(() => {
    if (!subscription || welcomedSessions.has(subscription.id)) return;
    welcomedSessions.add(subscription.id);
    toast({ variant: 'success', title: 'Welcome to Mail Club!', description: "Your subscription is active. You'll receive your first package soon!" });
  }, [subscription]);

  if (!sessionId) return <InvalidSession />;
  if (userLoading) {
    return (
      <Shell
        icon={<LoaderCircle className="mx-auto size-12 animate-spin text-muted-foreground" aria-hidden="true" />}
        title="Confirming your subscription…"
        testId="mail-club-verifying"
      >
        <p className="sr-only" role="status">
          Confirming your subscription…
        </p>
      </Shell>
    );
  }
  if (!user) return <SignInPrompt next={`/mail-club/success?session_id=${encodeURIComponent(sessionId)}`} title="Mail Club" />;

  if (session.isError) {
    const status = errorStatus(session.error);
    if (status === 404 || status === 400) return <InvalidSession />;
    return (
      <Shell
        icon={<CircleAlert className="mx-auto size-12 text-destructive" aria-hidden="true" />}
        title="We couldn't check your subscription"
        testId="mail-club-verify-error"
      >
        <p className="mt-4 text-muted-foreground">{getErrorMessage(session.error, 'Please try again in a moment.')}</p>
        <Button variant="outline" className="mt-8" onClick={() => void session.refetch()} disabled={session.isFetching}>
          Try again
        </Button>
      </Shell>
    );
  }

  if (!subscription) {
    return (
      <Shell
        icon={<LoaderCircle className="mx-auto size-12 animate-spin text-muted-foreground" aria-hidden="true" />}
        title="Confirming your subscription…"
        testId="mail-club-verifying"
      >
        <p className="sr-only" role="status">
          Confirming your subscription…
        </p>
      </Shell>
    );
  }

  const renews = subscriptionDate(subscription.currentPeriodEnd);
  return (
    <Shell icon={<CircleCheck className="mx-auto size-14 text-success" aria-hidden="true" />} title="Welcome to Mail Club!" testId="mail-club-welcome">
      <p className="mt-4 text-lg text-muted-foreground">
        Your{' '}
        <span className="font-medium text-foreground" data-testid="welcome-plan">
          {subscription.plan.name}
        </span>{' '}
        subscription is active
        {subscription.status === 'active' ? '' : ` (${subscription.status.replaceAll('_', ' ')})`}: {money(subscription.price)}/month
        {renews ? `, renewing on ${renews}` : ''}.
      </p>
      <Card className="mt-10 p-6 text-left">
        <h2 className="font-sans text-lg font-semibold tracking-normal">What&apos;s next?</h2>
        <ul className="mt-4 space-y-4 text-sm" data-testid="welcome-next-steps">
          <li className="flex gap-3">
            <Mail className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <span>Check your e-mail: a confirmation of your subscription is on its way.</span>
          </li>
          <li className="flex gap-3">
            <Package className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <span>Your first package ships within 5-7 business days.</span>
          </li>
          <li className="flex gap-3">
            <UserRound className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <span>Manage your subscription at any time from your account page.</span>
          </li>
        </ul>
      </Card>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/account" className={buttonClasses({ size: 'lg' })}>
          Go to My Account
        </Link>
        <Link to="/mail-club" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          Back to Mail Club
        </Link>
      </div>
    </Shell>
  );
}
