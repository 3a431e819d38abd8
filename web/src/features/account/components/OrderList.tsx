import { ChevronRight, Package } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { OrderView } from '@artshop/contracts';
import { Card, LoadError, Skeleton, buttonClasses, formatMoney } from '@artshop/ui';
import { orderDate, orderPath } from '../account';
import { CertificateLinks, OrderStatusBadge, TrackingLink } from './OrderParts';

/** One order as the list shows it: date, number, lines, total, status, tracking and certificates. */
function OrderCard({ order }: { order: OrderView }) {
  const money = (value: string) => formatMoney(value, order.currency);
  return (
    <Card className="p-5" data-testid="order-card" data-order-id={order.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-sans text-base font-semibold tracking-normal">
            <Link to={orderPath(order.id)} className="hover:underline" data-testid="order-link">
              Order #{order.orderNumber}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{orderDate(order.paidAt ?? order.createdAt)}</p>
        </div>
        <div className="flex items-center gap-3">
          <OrderStatusBadge status={order.status} />
          <span className="font-semibold tabular-nums" data-testid="order-total">
            {money(order.totalAmount)}
          </span>
        </div>
      </div>
      <ul className="mt-4 space-y-1 text-sm" data-testid="order-lines">
        {order.items.map((line) => (
          <li key={line.id} className="flex justify-between gap-4">
            <span>
              {line.productName}
              {line.tierDisplayName ? <span className="text-muted-foreground"> · {line.tierDisplayName}</span> : null}
              {line.quantity > 1 ? <span className="text-muted-foreground"> × {line.quantity}</span> : null}
            </span>
            <span className="tabular-nums">{money(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-4 space-y-2 empty:hidden">
        {order.status === 'shipped' || order.status === 'delivered' ? <TrackingLink tracking={order.tracking} /> : null}
        <CertificateLinks order={order} />
      </div>
      <Link to={orderPath(order.id)} className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-4' })}>
        View order
        <ChevronRight aria-hidden="true" />
      </Link>
    </Card>
  );
}

/** The customer's orders: skeletons while loading, the error with a retry, the empty state, or the cards. */
export function OrderList({ orders, isLoading, error, onRetry }: { orders: OrderView[] | undefined; isLoading: boolean; error: unknown; onRetry: () => void }) {
  if (isLoading) {
    return (
      <div className="space-y-4" role="status" aria-label="Loading your orders">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-40 w-full" />
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <Card>
        <LoadError what="your orders" error={error} onRetry={onRetry} />
      </Card>
    );
  }
  if (!orders?.length) {
    return (
      <Card className="flex flex-col items-center px-6 py-12 text-center" data-testid="orders-empty">
        <Package className="size-10 text-muted-foreground" aria-hidden="true" />
        <h3 className="mt-4 font-sans text-lg font-semibold tracking-normal">No orders yet</h3>
        <p className="mt-2 text-sm text-muted-foreground">Your purchases and their tracking will appear here.</p>
        <Link to="/shop-all" className={buttonClasses({ className: 'mt-6' })}>
          Browse Shop
        </Link>
      </Card>
    );
  }
  return (
    <div className="space-y-4" data-testid="order-list">
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </div>
  );
}
