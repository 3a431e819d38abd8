import { LoaderCircle } from 'lucide-react';
import type { AdminSubscription } from '@artshop/contracts';
import { Button, Dialog, formatDate } from '@artshop/ui';
import { cancelChoices, type CancelWhen } from '../labels';

/** The confirmation before the artist ends a member's subscription: at its period end (they keep it until then) or now. */
export function CancelDialog({
  subscription,
  pending,
  onClose,
  onCancel,
}: {
  subscription: AdminSubscription | null;
  pending: CancelWhen | null;
  onClose: () => void;
  onCancel: (when: CancelWhen) => void;
}) {
  const choices = subscription ? cancelChoices(subscription) : [];
  const end = subscription?.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : null;
  return (
    <Dialog
      open={subscription !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      role="alertdialog"
      title="Cancel subscription?"
      description={
        subscription ? (
          <>
            End <strong>{subscription.userEmail}</strong>'s {subscription.plan.name} subscription.
            {choices.includes('period_end') ? ` At period end: they keep the Mail Club${end ? ` until ${end}` : ''} and are not charged again.` : ''} Now: it
            ends at once, without a refund.
          </>
        ) : null
      }
      data-testid="cancel-dialog"
    >
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={pending !== null} data-testid="cancel-keep">
          Keep Subscription
        </Button>
        {choices.includes('period_end') ? (
          <Button
            variant="outline"
            onClick={() => onCancel('period_end')}
            disabled={pending !== null}
            aria-busy={pending === 'period_end'}
            data-testid="cancel-period-end"
          >
            {pending === 'period_end' ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            At period end
          </Button>
        ) : null}
        <Button variant="destructive" onClick={() => onCancel('now')} disabled={pending !== null} aria-busy={pending === 'now'} data-testid="cancel-now">
          {pending === 'now' ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          Now
        </Button>
      </div>
    </Dialog>
  );
}
