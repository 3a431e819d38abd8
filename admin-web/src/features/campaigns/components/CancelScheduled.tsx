import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import type { Campaign } from '@artshop/contracts';
import { Button, ConfirmDialog, formatDateTime, getErrorMessage, toast } from '@artshop/ui';
import { useCancelCampaign } from '../hooks';

/** A scheduled campaign's way back to a draft: asked first, refused by the server once sending has begun. */
export function CancelScheduled({ campaign }: { campaign: Campaign }) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelCampaign();
  const confirm = () =>
    cancel.mutate(campaign.id, {
      onSuccess: () => toast({ variant: 'success', title: 'Sending cancelled', description: 'The campaign is a draft again: nothing was sent.' }),
      onError: (error) => toast({ variant: 'destructive', title: 'Could not cancel', description: getErrorMessage(error) }),
      onSettled: () => setAsking(false),
    });
  return (
    <>
      <Button variant="outline" onClick={() => setAsking(true)} data-testid="campaign-cancel">
        <CalendarX aria-hidden="true" />
        Cancel sending
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Cancel this campaign?"
        description={`It will not be sent${campaign.sendAt ? ` on ${formatDateTime(campaign.sendAt)}` : ''}; it goes back to being a draft you can change and schedule again.`}
        confirmLabel="Cancel sending"
        pendingLabel="Cancelling…"
        cancelLabel="Keep it scheduled"
        pending={cancel.isPending}
        destructive
        onConfirm={confirm}
        data-testid="campaign-cancel-confirm"
      />
    </>
  );
}
