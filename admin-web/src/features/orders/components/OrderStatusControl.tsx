import { LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { orderMoves, type OrderStatus, type OrderView, type ShippingCarrier } from '@artshop/contracts';
import { getErrorMessage, toast } from '@artshop/ui';
import { useUpdateOrderStatus } from '../hooks';
import { STATUS_LABEL } from '../labels';
import { CancelOrderDialog } from './CancelOrderDialog';
import { selectClasses } from '../../../shared/select-classes';
import { TrackingDialog } from './TrackingDialog';

/**
 * The order's status and the moves a real shop allows from it (none that packs or ships once refunded
 * in full). Shipped asks for the carrier and tracking number; cancelled asks first, with the reason and
 * whether the pieces go back on sale, since the money goes back.
 */
export function OrderStatusControl({ order, onUpdated }: { order: OrderView; onUpdated?: (order: OrderView) => void }) {
  const id = useId();
  const update = useUpdateOrderStatus();
  const [asking, setAsking] = useState<'shipped' | 'cancelled' | null>(null);
  const moves = orderMoves(order.status, order.paymentStatus);

  const move = (status: OrderStatus, extra: { carrier?: ShippingCarrier; trackingNumber?: string; note?: string; returnToStock?: boolean } = {}) =>
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

      <TrackingDialog
        prefix="ship"
        open={asking === 'shipped'}
        title={`Ship order #${order.orderNumber}`}
        description="The buyer gets an e-mail with the carrier, the tracking number and a link to follow the parcel."
        submitLabel="Mark Shipped"
        pending={update.isPending}
        onOpenChange={(open) => setAsking(open ? 'shipped' : null)}
        onSave={(carrier, trackingNumber) => move('shipped', { carrier, trackingNumber })}
      />
      <CancelOrderDialog
        order={order}
        open={asking === 'cancelled'}
        pending={update.isPending}
        onOpenChange={(open) => setAsking(open ? 'cancelled' : null)}
        onCancel={(choice) => move('cancelled', choice)}
      />
    </div>
  );
}
