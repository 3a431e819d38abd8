import { Check, Gift, LoaderCircle, LogIn, Palette, Star, Users } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { SUBSCRIPTION_BLOCKS_NEW_CHECKOUT, type MailClubPlan } from '@artshop/contracts';
import { Badge, Button, Card, errorStatus, getErrorMessage, toast, useArtistProfile, useCurrentUser, useFormatMoney, cn, buttonClasses } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { loginPath } from '../../shared/auth';
import { PlanIconImage } from './components/PlanIconImage';
import { useOwnSubscriptions, usePlans, useStartCheckout } from './hooks';
import { visiblePlans } from './mail-club';

const SUBSCRIPTION_ERROR = 'Subscription Error';
const NO_URL_TEXT = 'No checkout URL received. Please try again.';
const CHECKOUT_FAILED_TEXT = 'Failed to start checkout. Please try again.';

const BENEFITS = [
  { icon: Palette, title: 'Exclusive Content', text: 'Art made for members only: prints, studies and notes from the studio you will not find in the shop.' },
  { icon: Gift, title: 'Monthly Surprises', text: 'A parcel in your mailbox every month, each one different, packed by hand in the studio.' },
  { icon: Users, title: 'Art Community', text: 'Be among the first to see new work, with early access to new originals and studio news.' },
];

function PlanCard({
  plan,
  current,
  pending,
  disabled,
  onChoose,
}: {
  plan: MailClubPlan;
  /** The member already has this plan (the shop takes the same plan once): no 'Choose' that could only fail. */
  current: boolean;
  pending: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const money = useFormatMoney();
  return (
    <Card
      className={cn('relative flex flex-col p-6', plan.isRecommended && 'border-2 border-primary shadow-lg')}
      data-testid="mail-club-plan"
      data-plan-id={plan.id}
      data-current={current || undefined}
    >
      {plan.isRecommended ? (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2" data-testid="plan-most-popular">
          <Star className="mr-1 size-3" aria-hidden="true" />
          Most Popular
        </Badge>
      ) : null}
      <div className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <PlanIconImage plan={plan} />
      </div>
      <h3 className="mt-4 font-sans text-xl font-semibold tracking-normal" data-testid="plan-name">
        {plan.name}
      </h3>
      <p className="mt-2 text-3xl font-semibold" data-testid="plan-price">
        {money(plan.price)}
        <span className="text-base font-normal text-muted-foreground">/month</span>
      </p>
      {plan.description ? <p className="mt-3 text-sm text-muted-foreground">{plan.description}</p> : null}
      {plan.features.length ? (
        <ul className="mt-5 space-y-2 text-sm" data-testid="plan-features">
          {plan.features.map((feature, index) => (
            <li key={index} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {current ? (
        <div className="mt-6 space-y-2 text-center sm:mt-auto">
          <Button size="lg" className="w-full" variant="secondary" disabled data-testid="your-plan">
            <Check aria-hidden="true" />
            Your plan
          </Button>
          <Link to="/account" className="text-sm text-muted-foreground underline underline-offset-4 hover:text-foreground" data-testid="manage-your-plan">
            Manage it in your account
          </Link>
        </div>
      ) : (
        <Button
          size="lg"
          className="mt-6 w-full sm:mt-auto"
          variant={plan.isRecommended ? 'default' : 'outline'}
          onClick={onChoose}
          disabled={disabled}
          aria-busy={pending}
          data-testid="choose-plan"
        >
          {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          Choose {plan.name}
        </Button>
      )}
    </Card>
  );
}

/** /mail-club: the hero, the plans to choose from, and why to join. */
export function MailClubPage() {
  usePageTitle('Mail Club');
  const location = useLocation();
  const { artistName } = useArtistProfile();
  const { user, isLoading: userLoading } = useCurrentUser();
  const plans = usePlans();
  const shown = visiblePlans(plans.data);
  // A member's plans: each is marked as theirs rather than offered again.
  const subscriptions = useOwnSubscriptions();
  const currentPlans = new Set(
    (subscriptions.data ?? [])
      .filter((subscription) => SUBSCRIPTION_BLOCKS_NEW_CHECKOUT.includes(subscription.status))
      .map((subscription) => subscription.planId),
  );

  const checkout = useStartCheckout({
    onSuccess: ({ url }) => {
      if (!url) {
        toast({ variant: 'destructive', title: SUBSCRIPTION_ERROR, description: NO_URL_TEXT });
        return;
      }
      window.location.assign(url);
    },
    onError: (error) => {
      if (errorStatus(error) === 401) {
        toast({ variant: 'destructive', title: 'Please Log In', description: getErrorMessage(error, 'You need to be logged in to subscribe to Mail Club.') });
        return;
      }
      toast({ variant: 'destructive', title: SUBSCRIPTION_ERROR, description: getErrorMessage(error, CHECKOUT_FAILED_TEXT) });
    },
  });

  const choose = (plan: MailClubPlan) => {
    if (!user) {
      toast({ variant: 'destructive', title: 'Please Log In', description: 'You need to be logged in to subscribe to Mail Club.' });
      return;
    }
    checkout.mutate(plan.id);
  };

  return (
    <div data-testid="mail-club-page">
      <section className="border-b border-border bg-muted/40">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 lg:py-20">
          <p className="text-sm font-medium uppercase tracking-widest text-muted-foreground">Monthly art subscription</p>
          <h1 className="mt-3 text-4xl font-semibold sm:text-5xl" data-testid="mail-club-title">
            {artistName}&apos;s Mail Club
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">
            Original art, delivered to your mailbox every month. Prints, postcards and studio notes chosen by {artistName}, for people who love to live with
            art.
          </p>
          {/* Kept in place, unseen, while the session is read (the server renders the page without it): most visitors are signed out, and the plans below do not move for them. */}
          {userLoading || !user ? (
            <div
              className={cn('mx-auto mt-8 flex max-w-md flex-col items-center gap-3 rounded-lg border border-border bg-card p-5', userLoading && 'invisible')}
              aria-hidden={userLoading || undefined}
              data-testid={userLoading ? undefined : 'mail-club-sign-in'}
            >
              <p className="font-medium">Please log in to subscribe to Mail Club</p>
              <Link to={loginPath(location.pathname)} className={buttonClasses({ size: 'sm' })}>
                <LogIn aria-hidden="true" />
                Log In
              </Link>
            </div>
          ) : null}
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-14 sm:px-6" aria-labelledby="mail-club-plans-heading">
        <h2 id="mail-club-plans-heading" className="text-center text-3xl font-semibold">
          Choose Your Mail Club Experience
        </h2>
        {plans.isLoading ? (
          <div role="status" className="flex justify-center py-16" data-testid="mail-club-loading">
            <LoaderCircle className="size-8 animate-spin text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">Loading plans…</span>
          </div>
        ) : shown.length === 0 ? (
          <p className="mx-auto mt-10 max-w-xl text-center text-muted-foreground" data-testid="mail-club-coming-soon">
            {plans.isError
              ? getErrorMessage(plans.error, 'The plans could not be loaded. Please try again later.')
              : 'Mail Club plans are coming soon! Stay tuned for exciting subscription options.'}
          </p>
        ) : (
          <div className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3" data-testid="mail-club-plans">
            {shown.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                current={currentPlans.has(plan.id)}
                pending={checkout.isPending && checkout.variables === plan.id}
                // Until the session is read, a signed-in member's click would be told to log in (as the favourite button);
                // until their subscriptions are, it could choose the plan they have.
                disabled={checkout.isPending || userLoading || subscriptions.isLoading}
                onChoose={() => choose(plan)}
              />
            ))}
          </div>
        )}
      </section>

      <section className="border-t border-border bg-muted/40" aria-labelledby="mail-club-benefits-heading">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <h2 id="mail-club-benefits-heading" className="text-center text-3xl font-semibold">
            Why Join Mail Club?
          </h2>
          <div className="mt-10 grid gap-8 md:grid-cols-3">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <div key={title} className="text-center">
                <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <Icon className="size-6" aria-hidden="true" />
                </div>
                <h3 className="mt-4 font-sans text-lg font-semibold tracking-normal">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>
    </div>
  );
}
