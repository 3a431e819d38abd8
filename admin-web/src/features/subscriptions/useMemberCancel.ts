import { useState } from 'react';
import type { AdminSubscription } from '@artshop/contracts';
import { formatDate, getErrorMessage, toast } from '@artshop/ui';
import { logIn } from '../../shared/components/AuthBanner';
import { isUnauthorized } from '../../shared/server-errors';
import { cancelledText } from './filters';
import { useCancelMemberSubscription } from './hooks';
import type { CancelWhen } from './labels';

/**
 * The artist cancelling a member's subscription: the one being asked about (the dialog), the cancel
 * with its toasts, and whether a 401 said the session ended while the screen was open.
 */
export function useMemberCancel() {
  const cancel = useCancelMemberSubscription();
  const [cancelling, setCancelling] = useState<AdminSubscription | null>(null);
  const [sessionLost, setLostSession] = useState(false);

  const run = (subscription: AdminSubscription, when: CancelWhen) =>
    cancel.mutate(
      { id: subscription.id, when },
      {
        onSuccess: (updated) => {
          setCancelling(null);
          toast({ variant: 'success', title: 'Subscription cancelled', description: cancelledText(when, updated, formatDate) });
        },
        onError: (error) => {
          setCancelling(null);
          if (isUnauthorized(error)) {
            setLostSession(true);
            toast({
              variant: 'destructive',
              title: 'Failed to cancel subscription',
              description: 'Please log in to manage Mail Club subscriptions. Click here to log in.',
              action: { label: 'Log In', altText: 'Log in to manage Mail Club subscriptions', onClick: logIn },
            });
          } else toast({ variant: 'destructive', title: 'Failed to cancel subscription', description: getErrorMessage(error, '') || undefined });
        },
      },
    );

  return {
    cancelling,
    ask: setCancelling,
    close: () => setCancelling(null),
    confirm: (when: CancelWhen) => cancelling && run(cancelling, when),
    pending: cancel.isPending ? (cancel.variables?.when ?? null) : null,
    sessionLost,
  };
}
