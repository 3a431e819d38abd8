import { PackageCheck, Truck } from 'lucide-react';
import { useState } from 'react';
import { orderMoves, type OrderStatus, type OrderView, type ShippingCarrier } from '@artshop/contracts';
import { Button, getErrorMessage, toast } from '@artshop/ui';
import { useUpdateOrderStatus } from '../hooks';
import { TrackingDialog } from './TrackingDialog';

/**
 * Packing's two steps, where the order's moves allow them: packed (processing) and shipped, which asks
 * for the carrier and tracking number (the buyer is mailed them). The server decides; a refused move
 * says why.
 */
export function PackingActions({ order }: { order: OrderView }) {
  const update = useUpdateOrderStatus();
  const [shipping, setShipping] = useState(false);
  const moves = orderMoves(order.status, order.paymentStatus);

  const move = (status: OrderStatus, tracking: { carrier?: ShippingCarrier; trackingNumber?: string } = {}) =>
    update.mutate(
      { orderId: order.id, status, ...tracking },
      {
        onSuccess: () => {
          setShipping(false);
          toast({
            variant: 'success',
            title: status === 'shipped' ? 'Order Shipped' : 'Order Packed',
            description: `Order #${order.orderNumber} is ${status}.`,
          });
        },
        onError: (failure) =>
          toast({ variant: 'destructive', title: 'Update Failed', description: getErrorMessage(failure, 'Failed to update order status. Please try again.') }),
      },
    );

  return (
    <>
      {moves.includes('processing') ? (
        <Button size="sm" variant="outline" disabled={update.isPending} onClick={() => move('processing')} data-testid="packing-mark-packed">
          <PackageCheck aria-hidden="true" />
          Mark Packed
        </Button>
      ) : null}
      {moves.includes('shipped') ? (
        <Button size="sm" disabled={update.isPending} onClick={() => setShipping(true)} data-testid="packing-mark-shipped">
          <Truck aria-hidden="true" />
          Mark Shipped
        </Button>
      ) : null}
      <TrackingDialog
        prefix="ship"
        open={shipping}
        title={`Ship order #${order.orderNumber}`}
        description="The buyer gets an e-mail with the carrier, the tracking number and a link to follow the parcel."
        submitLabel="Mark Shipped"
        pending={update.isPending}
        onOpenChange={setShipping}
        onSave={(carrier, trackingNumber) => move('shipped', { carrier, trackingNumber })}
      />
    </>
  );
}
