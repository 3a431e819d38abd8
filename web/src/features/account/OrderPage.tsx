import { ArrowLeft, FileText, PackageX } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { CART_ORDER_STOREFRONT_ROUTES, SHIPPING_METHOD_LABELS, routeRequest, type OrderView } from '@artshop/contracts';
import { Card, LoadError, ProductImage, Skeleton, buttonClasses, errorStatus, formatMoney } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, hasRefund, orderDate, orderDateTime } from './account';
import { CertificateLinks, OrderStatusBadge, TrackingLink } from './components/OrderParts';
import { SignInPrompt } from '../../shared/components/SignInPrompt';
import { useOwnOrder } from './hooks';

function BackToOrders() {
  return (
    <Link to="/orders" className="inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-foreground">
      <ArrowLeft className="size-4" aria-hidden="true" />
      All orders
    </Link>
  );
}

function Totals({ order }: { order: OrderView }) {
  const money = (value: string) => formatMoney(value, order.currency);
  const rows: Array<[string, string, string?]> = [
    ['Subtotal', money(order.subtotal)],
    ...(order.discount ? ([[`Discount (${order.discount.code})`, `−${money(order.discount.amount)}`]] as Array<[string, string]>) : []),
    [SHIPPING_METHOD_LABELS[order.shippingMethod], Number(order.shipping) === 0 ? 'Free' : money(order.shipping)],
    ['Tax', money(order.tax)],
  ];
  return (
    <dl className="space-y-2 text-sm" data-testid="order-totals">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="tabular-nums">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-border pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums" data-testid="order-total">
          {money(order.totalAmount)}
        </dd>
      </div>
      {hasRefund(order) ? (
        <div className="flex justify-between gap-4 text-destructive" data-testid="order-refunded">
          <dt>Refunded</dt>
          <dd className="tabular-nums">−{money(order.refundedAmount)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function OrderDetail({ order }: { order: OrderView }) {
  const money = (value: string) => formatMoney(value, order.currency);
  const address = order.shippingAddress;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14" data-testid="order-detail" data-order-id={order.id}>
      <BackToOrders />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-semibold sm:text-4xl">Order #{order.orderNumber}</h1>
          <p className="mt-1 text-muted-foreground">Placed on {orderDate(order.paidAt ?? order.createdAt)}</p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[2fr_1fr]">
        <Card className="p-5">
          <h2 className="font-sans text-lg font-semibold tracking-normal">Items</h2>
          <ul className="mt-4 divide-y divide-border" data-testid="order-lines">
            {order.items.map((line) => (
              <li key={line.id} className="flex gap-4 py-4 first:pt-0 last:pb-0" data-testid="order-line">
                <ProductImage
                  src={line.image}
                  alt={line.productName}
                  width={80}
                  height={80}
                  sizes="80px"
                  className="size-20 shrink-0 rounded-md object-cover"
                />
                <div className="min-w-0 flex-1">
                  <Link to={`/product/${line.productId}`} className="font-medium hover:underline">
                    {line.productName}
                  </Link>
                  {line.tierDisplayName ? <p className="text-sm text-muted-foreground">{line.tierDisplayName}</p> : null}
                  <p className="mt-1 text-sm text-muted-foreground">
                    {line.quantity} × {money(line.price)}
                  </p>
                  {line.refundedQuantity > 0 ? (
                    <p className="mt-1 text-sm text-destructive">
                      {line.refundedQuantity === line.quantity ? 'Refunded' : `${line.refundedQuantity} refunded`}
                    </p>
                  ) : null}
                </div>
                <p className="font-medium tabular-nums">{money(line.lineTotal)}</p>
              </li>
            ))}
          </ul>
          <div className="mt-6 border-t border-border pt-4">
            <Totals order={order} />
          </div>
        </Card>

        <div className="space-y-6">
          <Card className="space-y-3 p-5">
            <h2 className="font-sans text-lg font-semibold tracking-normal">Delivery</h2>
            {address ? (
              <address className="text-sm not-italic leading-relaxed" data-testid="order-address">
                {order.customerName}
                <br />
                {address.street}
                <br />
                {address.city}, {address.state} {address.zipCode}
                <br />
                {address.country}
              </address>
            ) : (
              <p className="text-sm">{SHIPPING_METHOD_LABELS[order.shippingMethod]}</p>
            )}
            <TrackingLink tracking={order.tracking} />
          </Card>
          <Card className="space-y-2 p-5 text-sm">
            <h2 className="font-sans text-lg font-semibold tracking-normal">Payment</h2>
            <p data-testid="order-payment-status">{PAYMENT_STATUS_LABELS[order.paymentStatus]}</p>
            {order.paymentMessage && order.paymentStatus !== 'paid' ? <p className="text-muted-foreground">{order.paymentMessage}</p> : null}
            <a
              href={routeRequest(CART_ORDER_STOREFRONT_ROUTES.downloadOwnInvoice, { orderId: order.id }).url}
              download
              className="inline-flex items-center gap-1 underline-offset-4 hover:underline"
              data-testid="order-invoice"
            >
              <FileText className="size-4" aria-hidden="true" />
              Download the invoice (PDF)
            </a>
          </Card>
          <Card className="p-5">
            <h2 className="font-sans text-lg font-semibold tracking-normal">Status history</h2>
            <ol className="mt-3 space-y-3 text-sm" data-testid="order-history">
              {order.history.map((step, index) => (
                <li key={`${step.status}-${index}`} className="border-l-2 border-border pl-3">
                  <p className="font-medium">{ORDER_STATUS_LABELS[step.status]}</p>
                  <p className="text-muted-foreground">{orderDateTime(step.at)}</p>
                  {step.note ? <p className="mt-0.5">{step.note}</p> : null}
                </li>
              ))}
            </ol>
          </Card>
          <CertificatesCard order={order} />
        </div>
      </div>
    </div>
  );
}

function CertificatesCard({ order }: { order: OrderView }) {
  if (!order.items.some((line) => line.certificates.length)) return null;
  return (
    <Card className="space-y-3 p-5">
      <h2 className="font-sans text-lg font-semibold tracking-normal">Certificates of authenticity</h2>
      <CertificateLinks order={order} />
    </Card>
  );
}

/** /orders/{id}: one of the customer's orders; another's or an unknown one is not found. */
export function OrderPage() {
  const { id = '' } = useParams();
  const order = useOwnOrder(id);
  usePageTitle(order.data ? `Order #${order.data.orderNumber}` : 'Order');

  if (!order.userLoading && !order.signedIn) return <SignInPrompt next={`/orders/${id}`} />;
  if (order.userLoading || order.isLoading) {
    return (
      <div className="mx-auto max-w-5xl space-y-4 px-4 py-10 sm:px-6 lg:py-14" role="status" aria-label="Loading the order">
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  const status = errorStatus(order.error);
  if (status === 404 || status === 400) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" data-testid="order-not-found">
        <PackageX className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-semibold">Order not found</h1>
        <p className="mt-3 text-muted-foreground">This order does not exist or belongs to another account.</p>
        <Link to="/orders" className={buttonClasses({ className: 'mt-8' })}>
          View your orders
        </Link>
      </div>
    );
  }
  if (order.error || !order.data) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <Card>
          <LoadError what="this order" error={order.error} onRetry={() => void order.refetch()} />
        </Card>
      </div>
    );
  }
  return <OrderDetail order={order.data} />;
}
