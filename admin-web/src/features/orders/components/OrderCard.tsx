import type { OrderView } from '@artshop/contracts';
import { Badge, Button, Card, formatDate, formatMoney } from '@artshop/ui';
import { PAYMENT_BADGE, PAYMENT_LABEL, STATUS_BADGE, STATUS_LABEL } from '../labels';
import { OrderStatusControl } from './OrderStatusControl';

/** An order in the list: number, status and payment, buyer, date and pieces, total, the status control and View Details. */
export function OrderCard({ order, onOpen }: { order: OrderView; onOpen: () => void }) {
  const pieces = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <Card className="flex flex-wrap items-center justify-between gap-4 p-4" data-testid="order-card">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-semibold" data-testid="order-card-number">
            Order #{order.orderNumber}
          </h2>
          <Badge variant={STATUS_BADGE[order.status]} data-testid="order-card-status">
            {STATUS_LABEL[order.status]}
          </Badge>
          <Badge variant={PAYMENT_BADGE[order.paymentStatus]}>{PAYMENT_LABEL[order.paymentStatus]}</Badge>
          {order.source === 'manual' ? (
            <Badge variant="outline" data-testid="order-card-manual">
              Manual
            </Badge>
          ) : null}
        </div>
        <p className="text-sm">
          {order.customerName} <span className="text-muted-foreground">· {order.customerEmail}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> · {pieces} {pieces === 1 ? 'item' : 'items'}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-lg font-semibold tabular-nums">{formatMoney(order.totalAmount, order.currency)}</span>
        <OrderStatusControl order={order} />
        <Button variant="outline" size="sm" onClick={onOpen} data-testid="order-open">
          View Details
        </Button>
      </div>
    </Card>
  );
}
