import { LoaderCircle, Pencil, Plus, Star, Trash2, Wrench } from 'lucide-react';
import { useState } from 'react';
import type { MailClubPlan } from '@artshop/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  LoadError,
  Skeleton,
  toast,
  useFormatMoney,
} from '@artshop/ui';
import { AuthBanner, logIn } from '../../shared/components/AuthBanner';
import { PageEnableSwitch } from '../../shared/components/PageEnableSwitch';
import { usePageTitle } from '../../shared/title';
import { PlanDialog } from './components/PlanDialog';
import { useDeletePlan, useFixPlansAtProvider, useMoveMembers } from './hooks';
import { usePlans } from '../../shared/plans';
import { planFailureToast, planSavedToast } from './plan-toasts';
import { isUnauthorized } from '../../shared/server-errors';

function PlanCard({ plan, onEdit, onDelete }: { plan: MailClubPlan; onEdit: () => void; onDelete: () => void }) {
  const formatMoney = useFormatMoney();
  return (
    <Card className="flex flex-col" data-testid="plan-card" data-plan-id={plan.id}>
      <CardHeader className="space-y-2">
        <div className="flex items-start justify-between gap-3">
          <CardTitle className="font-sans text-lg tracking-normal" data-testid="plan-name">
            {plan.name}
          </CardTitle>
          <div className="flex flex-wrap justify-end gap-1">
            {plan.isRecommended ? (
              <Badge variant="accent" data-testid="plan-recommended">
                <Star className="mr-1 size-3" aria-hidden="true" />
                Recommended
              </Badge>
            ) : null}
            <Badge variant={plan.status === 'active' ? 'default' : 'secondary'} data-testid="plan-status">
              {plan.status}
            </Badge>
          </div>
        </div>
        <p className="text-2xl font-semibold" data-testid="plan-price">
          {formatMoney(plan.price)}
          <span className="text-sm font-normal text-muted-foreground">/month</span>
        </p>
        {plan.description ? <CardDescription>{plan.description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        {plan.features.length ? (
          <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="plan-features-list">
            {plan.features.map((feature, index) => (
              <li key={index}>{feature}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No features listed.</p>
        )}
        <dl className="mt-auto grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <dt>Display order</dt>
          <dd data-testid="plan-display-order">{plan.displayOrder}</dd>
          <dt>Slug</dt>
          <dd className="truncate" data-testid="plan-slug">
            /{plan.slug}
          </dd>
          <dt>Stripe product</dt>
          <dd className="truncate font-mono" data-testid="plan-product-id">
            {plan.stripeProductId ?? 'none'}
          </dd>
          <dt>Stripe price</dt>
          <dd className="truncate font-mono" data-testid="plan-price-id">
            {plan.stripePriceId ?? 'none'}
          </dd>
        </dl>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={onEdit} data-testid="edit-plan">
            <Pencil aria-hidden="true" />
            Edit<span className="sr-only"> {plan.name}</span>
          </Button>
          <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" onClick={onDelete} data-testid="delete-plan">
            <Trash2 aria-hidden="true" />
            Delete<span className="sr-only"> {plan.name}</span>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** Mail Club plans: cards, add/edit dialog, delete after a confirmation, Fix Stripe Config. */
export function MailClubPlansPage() {
  usePageTitle('Mail Club');
  const plans = usePlans();
  const remove = useDeletePlan();
  const fix = useFixPlansAtProvider();
  const moveMembers = useMoveMembers();
  const [dialog, setDialog] = useState<{ open: boolean; plan: MailClubPlan | null; opening: number }>({ open: false, plan: null, opening: 0 });
  const [deleting, setDeleting] = useState<MailClubPlan | null>(null);
  const [lostSession, setLostSession] = useState(false);
  const show = (plan: MailClubPlan | null) => setDialog((current) => ({ open: true, plan, opening: current.opening + 1 }));

  const runFix = () =>
    fix.mutate(undefined, {
      onSuccess: ({ results }) => {
        const failed = results.filter((result) => result.status === 'failed');
        toast(
          failed.length
            ? {
                variant: 'destructive',
                title: 'Failed to fix Stripe configuration',
                description: `${failed.map((result) => `${result.name}: ${result.error ?? 'failed'}`).join('; ')}`,
              }
            : { variant: 'success', title: 'Stripe Configuration Fixed', description: `Successfully processed ${results.length} subscription plans` },
        );
      },
      onError: (error) => {
        if (isUnauthorized(error)) setLostSession(true);
        toast(planFailureToast('fix', error, logIn));
      },
    });

  // 'Try again' after some members could not be moved: only those still on another price move.
  const moveAgain = (planId: string) =>
    moveMembers.mutate(planId, {
      onSuccess: (answer) => toast(planSavedToast('update', answer.membersMoved, () => moveAgain(planId))),
      onError: (error) => {
        if (isUnauthorized(error)) setLostSession(true);
        toast(planFailureToast('update', error, logIn));
      },
    });

  const runDelete = (plan: MailClubPlan) =>
    remove.mutate(plan, {
      onSuccess: (answer) => {
        setDeleting(null);
        toast(
          answer.outcome === 'deleted'
            ? { variant: 'success', title: 'Subscription plan deleted successfully' }
            : { variant: 'default', title: 'Subscription plan made inactive', description: answer.message },
        );
      },
      onError: (error) => {
        setDeleting(null);
        if (isUnauthorized(error)) setLostSession(true);
        toast(planFailureToast('delete', error, logIn));
      },
    });

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">Mail Club Plans</h1>
          <p className="mt-2 text-muted-foreground">The monthly plans visitors can join, kept in step with Stripe.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={runFix} disabled={fix.isPending} aria-busy={fix.isPending} data-testid="fix-stripe">
            {fix.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Wrench aria-hidden="true" />}
            Fix Stripe Config
          </Button>
          <Button onClick={() => show(null)} data-testid="add-plan">
            <Plus aria-hidden="true" />
            Add Plan
          </Button>
        </div>
      </div>
      <PageEnableSwitch page="mail-club" />
      <div className="mt-6">
        <AuthBanner lostSession={lostSession} task="manage subscription plans" />
      </div>
      <div className="mt-6">
        {plans.isLoading ? (
          <div role="status" className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            <span className="sr-only">Loading subscription plans…</span>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-72 w-full" />
            ))}
          </div>
        ) : plans.error ? (
          <LoadError what="the subscription plans" error={plans.error} onRetry={() => void plans.refetch()} />
        ) : !plans.data?.length ? (
          <p className="rounded-lg border border-dashed border-border py-12 text-center text-sm text-muted-foreground" data-testid="no-plans">
            No subscription plans yet. Add one to open the Mail Club.
          </p>
        ) : (
          <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" data-testid="plan-list">
            {plans.data.map((plan) => (
              <PlanCard key={plan.id} plan={plan} onEdit={() => show(plan)} onDelete={() => setDeleting(plan)} />
            ))}
          </div>
        )}
      </div>
      <PlanDialog
        key={dialog.opening}
        open={dialog.open}
        plan={dialog.plan}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open, plan: open ? current.plan : null }))}
        onUnauthorized={() => setLostSession(true)}
        onMoveAgain={moveAgain}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete subscription plan?"
        description={deleting ? `Are you sure you want to delete the "${deleting.name}" subscription plan?` : ''}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        destructive
        onConfirm={() => deleting && runDelete(deleting)}
        data-testid="delete-confirm"
      />
    </div>
  );
}
