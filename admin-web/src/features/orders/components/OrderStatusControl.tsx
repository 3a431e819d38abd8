import { LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { SHIPPING_CARRIERS, orderMoves, type OrderStatus, type OrderView, type ShippingCarrier } from '@artshop/contracts';
import { Button, ConfirmDialog, Dialog, Input, Label, getErrorMessage, toast } from '@artshop/ui';
import { useUpdateOrderStatus } from '../hooks';
import { STATUS_LABEL } from '../labels';

const selectClasses =
  'h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60';

/**
 * The order's status and the moves a real shop allows from it (none that packs or ships once refunded in full). Shipped asks for
 * the carrier and tracking number; cancelled asks first, since the money goes back and the pieces go
 * back on sale.
 */
export function OrderStatusControl({ order, onUpdated }: { order: OrderView; onUpdated?: (order: OrderView) => void }) {
  const id = useId();
  const update = useUpdateOrderStatus();
  const [asking, setAsking] = useState<'shipped' | 'cancelled' | null>(null);
  const moves = orderMoves(order.status, order.paymentStatus);

  const move = (status: OrderStatus, extra: { carrier?: ShippingCarrier; trackingNumber?: string; note?: string } = {}) =>
    update.mutate(
      { orderId: order.id, status, ...extra },
      {
        onSuccess: (updated) => {
          setAsking(null);
          toast({ variant: 'success', title: 'Status Updated', description: 'Order status has been updated successfully.' });
          onUpdated?.(updated);
        },
        onError: (failure) => {
          toast({ variant: 'destructive', title: 'Update Failed', description: getErrorMessage(failure, 'Failed to update order status. Please try again.') });
        },
      },
    );

  const choose = (status: OrderStatus) => {
    if (status === 'shipped' || status === 'cancelled') setAsking(status);
    else move(status);
  };

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={`${id}-status`} className="sr-only">
        Status of order #{order.orderNumber}
      </label>
      <select
        id={`${id}-status`}
        className={selectClasses}
        value={order.status}
        disabled={moves.length === 0 || update.isPending}
        onChange={(event) => choose(event.target.value as OrderStatus)}
        data-testid="order-status-select"
      >
        <option value={order.status}>{STATUS_LABEL[order.status]}</option>
        {moves.map((status) => (
          <option key={status} value={status}>
            {status === 'cancelled' ? 'Cancel order' : `Mark ${STATUS_LABEL[status].toLowerCase()}`}
          </option>
        ))}
      </select>
      {update.isPending ? <LoaderCircle className="size-4 animate-spin text-muted-foreground motion-reduce:animate-none" aria-label="Saving" /> : null}

      <ShipDialog
        open={asking === 'shipped'}
        orderNumber={order.orderNumber}
        pending={update.isPending}
        onOpenChange={(open) => setAsking(open ? 'shipped' : null)}
        onShip={(carrier, trackingNumber) => move('shipped', { carrier, trackingNumber })}
      />
      <ConfirmDialog
        open={asking === 'cancelled'}
        onOpenChange={(open) => setAsking(open ? 'cancelled' : null)}
        title={`Cancel order #${order.orderNumber}?`}
        description={
          order.paymentStatus === 'refunded'
            ? `${order.customerName} has been refunded already. The order will be marked cancelled and ${order.customerName} will be told by e-mail.`
            : `Whatever has not been refunded yet goes back to ${order.customerName}'s card, the pieces go back on sale, and ${order.customerName} is told by e-mail. This cannot be undone.`
        }
        confirmLabel="Cancel Order"
        pendingLabel="Cancelling…"
        cancelLabel="Keep Order"
        destructive
        pending={update.isPending}
        onConfirm={() => move('cancelled')}
        data-testid="cancel-order-dialog"
      />
    </div>
  );
}

function ShipDialog({
  open,
  orderNumber,
  pending,
  onOpenChange,
  onShip,
}: {
  open: boolean;
  orderNumber: string;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onShip: (carrier: ShippingCarrier, trackingNumber: string) => void;
}) {
  const [carrier, setCarrier] = useState<ShippingCarrier | ''>('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [errors, setErrors] = useState<{ carrier?: string; trackingNumber?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      carrier: carrier ? undefined : 'Please choose the carrier',
      trackingNumber: trackingNumber.trim() ? undefined : 'Please enter the tracking number',
    };
    setErrors(found);
    if (carrier && trackingNumber.trim()) onShip(carrier, trackingNumber.trim());
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={`Ship order #${orderNumber}`}
      description="The buyer gets an e-mail with the carrier, the tracking number and a link to follow the parcel."
      data-testid="ship-dialog"
    >
      <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
        <div className="space-y-1.5">
          <Label htmlFor="ship-carrier">Carrier</Label>
          <select
            id="ship-carrier"
            className={`${selectClasses} w-full`}
            value={carrier}
            onChange={(event) => setCarrier(event.target.value as ShippingCarrier)}
            aria-invalid={errors.carrier ? true : undefined}
            aria-describedby={errors.carrier ? 'ship-carrier-error' : undefined}
          >
            <option value="">Choose the carrier…</option>
            {SHIPPING_CARRIERS.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
          {errors.carrier ? (
            <p id="ship-carrier-error" className="text-sm text-destructive">
              {errors.carrier}
            </p>
          ) : null}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="ship-tracking">Tracking number</Label>
          <Input
            id="ship-tracking"
            value={trackingNumber}
            maxLength={100}
            onChange={(event) => setTrackingNumber(event.target.value)}
            aria-invalid={errors.trackingNumber ? true : undefined}
            aria-describedby={errors.trackingNumber ? 'ship-tracking-error' : undefined}
          />
          {errors.trackingNumber ? (
            <p id="ship-tracking-error" className="text-sm text-destructive">
              {errors.trackingNumber}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending} aria-busy={pending} data-testid="ship-submit">
            {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            Mark Shipped
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
