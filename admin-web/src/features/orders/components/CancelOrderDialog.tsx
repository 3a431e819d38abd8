import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { OrderView } from '@artshop/contracts';
import { Button, Dialog, Label, Textarea } from '@artshop/ui';

/**
 * Cancelling asks first, since the money goes back: with the reason the buyer is told, and whether
 * the pieces go back on sale (they do unless the artist keeps them off: damaged, kept by the studio).
 */
export function CancelOrderDialog({
  order,
  open,
  pending,
  onOpenChange,
  onCancel,
}: {
  order: OrderView;
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onCancel: (choice: { note?: string; returnToStock: boolean }) => void;
}) {
  const buyer = order.customerName;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={`Cancel order #${order.orderNumber}?`}
      description={
        order.paymentStatus === 'refunded'
          ? `${buyer} has been refunded already. The order will be marked cancelled and ${buyer} will be told by e-mail.`
          : `Whatever has not been refunded yet goes back to ${buyer}'s card, and ${buyer} is told by e-mail. This cannot be undone.`
      }
      className="max-w-lg"
      data-testid="cancel-order-dialog"
    >
      {/* Mounted while open: each opening starts afresh. */}
      <CancelForm pending={pending} onClose={() => onOpenChange(false)} onCancel={onCancel} />
    </Dialog>
  );
}

function CancelForm({
  pending,
  onClose,
  onCancel,
}: {
  pending: boolean;
  onClose: () => void;
  onCancel: (choice: { note?: string; returnToStock: boolean }) => void;
}) {
  const [note, setNote] = useState('');
  const [returnToStock, setReturnToStock] = useState(true);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCancel({ ...(note.trim() ? { note: note.trim() } : {}), returnToStock });
  };

  return (
    <form className="mt-4 space-y-4" onSubmit={submit}>
      <div className="space-y-1.5">
        <Label htmlFor="cancel-reason">Reason (told to the buyer)</Label>
        <Textarea id="cancel-reason" value={note} maxLength={1000} rows={3} onChange={(event) => setNote(event.target.value)} />
      </div>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          checked={returnToStock}
          onChange={(event) => setReturnToStock(event.target.checked)}
          className="mt-1"
          data-testid="cancel-restock"
        />
        <span>
          Put the pieces back on sale
          <span className="block text-muted-foreground">Leave unticked to keep them off sale (damaged, or kept by the studio).</span>
        </span>
      </label>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={pending}>
          Keep Order
        </Button>
        <Button type="submit" variant="destructive" disabled={pending} aria-busy={pending} data-testid="cancel-order-confirm">
          {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {pending ? 'Cancelling…' : 'Cancel Order'}
        </Button>
      </div>
    </form>
  );
}
