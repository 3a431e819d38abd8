import { CircleAlert, CreditCard, ExternalLink, LoaderCircle, Mail, RotateCcw, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { UserSubscription } from '@artshop/contracts';
import { Badge, Button, Card, ConfirmDialog, Skeleton, buttonClasses, formatMoney, getErrorMessage, toast } from '@artshop/ui';
import { useCancelSubscription, useOpenBillingPortal, useOwnSubscriptions, useResumeSubscription } from '../hooks';
import { canCancel, canResume, dateLine, featureSummary, statusBadgeText, statusBadgeVariant, statusLine, subscriptionDate } from '../mail-club';
import { PlanIconImage } from './PlanIconImage';

function SubscriptionCard({ subscription }: { subscription: UserSubscription }) {
  const [confirming, setConfirming] = useState(false);
  const features = featureSummary(subscription.plan.features);
  const date = dateLine(subscription);

  const cancel = useCancelSubscription({
    onSuccess: ({ cancelAt }) => {
      setConfirming(false);
      toast({ variant: 'success', title: 'Subscription Cancelled', description: `Your subscription will end on ${subscriptionDate(cancelAt)}.` });
    },
    onError: (error) => {
      setConfirming(false);
      toast({ variant: 'destructive', title: 'Cancellation Failed', description: getErrorMessage(error, 'Failed to cancel subscription. Please try again.') });
    },
  });
  const resume = useResumeSubscription({
    onSuccess: (resumed) => {
      const renews = subscriptionDate(resumed.currentPeriodEnd);
      toast({
        variant: 'success',
        title: 'Subscription Resumed',
        description: renews ? `Your subscription will renew on ${renews}.` : 'Your subscription will renew.',
      });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Resume Failed', description: getErrorMessage(error, 'Failed to resume subscription. Please try again.') });
    },
  });
  const portal = useOpenBillingPortal({
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Billing Unavailable', description: getErrorMessage(error, 'Could not open billing. Please try again.') });
    },
  });

  return (
    <Card className="p-5 sm:p-6" data-testid="subscription-card" data-subscription-id={subscription.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <div className="flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
            <PlanIconImage plan={subscription.plan} className="size-5" />
          </div>
          <div>
            <h3 className="font-sans text-lg font-semibold tracking-normal" data-testid="subscription-plan">
              {subscription.plan.name}
            </h3>
            <p className="text-sm text-muted-foreground" data-testid="subscription-price">
              {formatMoney(subscription.price, subscription.currency)}/month
            </p>
          </div>
        </div>
        <Badge variant={statusBadgeVariant(subscription.status)} data-testid="subscription-status">
          {statusBadgeText(subscription.status)}
        </Badge>
      </div>

      <p className="mt-4 text-sm font-medium" data-testid="subscription-status-line">
        {statusLine(subscription)}
      </p>
      {date ? (
        <p className="mt-1 text-sm text-muted-foreground" data-testid="subscription-date-line">
          {date.label} {date.date}
        </p>
      ) : null}

      {features.shown.length ? (
        <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-muted-foreground" data-testid="subscription-features">
          {features.shown.map((feature, index) => (
            <li key={index}>{feature}</li>
          ))}
          {features.more > 0 ? (
            <li className="list-none" data-testid="subscription-more-features">
              +{features.more} more
            </li>
          ) : null}
        </ul>
      ) : null}

      {subscription.fixPaymentUrl ? (
        <div className="mt-4 flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive" role="alert">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>Your last payment did not go through. Pay it with another card to keep your Mail Club.</p>
        </div>
      ) : null}

      <div className="mt-5 flex flex-wrap gap-2">
        {subscription.fixPaymentUrl ? (
          <a href={subscription.fixPaymentUrl} className={buttonClasses({ size: 'sm' })} data-testid="fix-payment">
            <CreditCard aria-hidden="true" />
            Fix payment
          </a>
        ) : null}
        {canResume(subscription) ? (
          <Button size="sm" onClick={() => resume.mutate(subscription.id)} disabled={resume.isPending} data-testid="resume-subscription">
            {resume.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Undo2 aria-hidden="true" />}
            Resume subscription
          </Button>
        ) : null}
        {subscription.canManageBilling ? (
          <Button size="sm" variant="outline" onClick={() => portal.mutate()} disabled={portal.isPending} data-testid="manage-billing">
            {portal.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <ExternalLink aria-hidden="true" />}
            Manage billing
          </Button>
        ) : null}
        {canCancel(subscription) ? (
          <Button size="sm" variant="outline" onClick={() => setConfirming(true)} data-testid="cancel-subscription">
            Cancel Subscription
          </Button>
        ) : null}
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel Subscription"
        description={`Your ${subscription.plan.name} subscription stays active until the end of the period you have paid for${
          subscription.currentPeriodEnd ? ` (${subscriptionDate(subscription.currentPeriodEnd)})` : ''
        }, and you can resume it before then.`}
        cancelLabel="Keep Subscription"
        confirmLabel="Cancel Subscription"
        pendingLabel="Cancelling..."
        pending={cancel.isPending}
        destructive
        onConfirm={() => cancel.mutate(subscription.id)}
        data-testid="cancel-subscription-dialog"
      />
    </Card>
  );
}

/**
 * /account's Mail Club tab: a card per subscription, Browse Plans; 'Failed to load subscriptions'
 * with Try Again; 'No subscriptions yet' with Join Mail Club.
 */
export function AccountMailClub() {
  const subscriptions = useOwnSubscriptions();

  if (subscriptions.isLoading) {
    return (
      <div className="space-y-4" role="status" aria-label="Loading your subscriptions" data-testid="subscriptions-loading">
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (subscriptions.isError) {
    return (
      <Card className="flex flex-col items-center px-6 py-12 text-center" role="alert" data-testid="subscriptions-error">
        <CircleAlert className="size-10 text-destructive" aria-hidden="true" />
        <h3 className="mt-4 font-sans text-lg font-semibold tracking-normal">Failed to load subscriptions</h3>
        <p className="mt-2 text-sm text-muted-foreground">There was an error loading your subscription information.</p>
        <Button variant="outline" className="mt-6" onClick={() => void subscriptions.refetch()} disabled={subscriptions.isFetching}>
          <RotateCcw aria-hidden="true" />
          Try Again
        </Button>
      </Card>
    );
  }
  const list = subscriptions.data ?? [];
  if (list.length === 0) {
    return (
      <Card className="flex flex-col items-center px-6 py-12 text-center" data-testid="subscriptions-empty">
        <Mail className="size-10 text-muted-foreground" aria-hidden="true" />
        <h3 className="mt-4 font-sans text-lg font-semibold tracking-normal">No subscriptions yet</h3>
        <p className="mt-2 text-sm text-muted-foreground">Join Mail Club to receive art in your mailbox every month.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/mail-club" className={buttonClasses()}>
            Join Mail Club
          </Link>
          <Link to="/mail-club" className={buttonClasses({ variant: 'outline' })}>
            Browse Plans
          </Link>
        </div>
      </Card>
    );
  }
  return (
    <div className="space-y-4" data-testid="subscriptions">
      {list.map((subscription) => (
        <SubscriptionCard key={subscription.id} subscription={subscription} />
      ))}
      <div className="flex justify-center pt-2">
        <Link to="/mail-club" className={buttonClasses({ variant: 'outline' })}>
          Browse Plans
        </Link>
      </div>
    </div>
  );
}
