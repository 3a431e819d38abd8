import { ExternalLink, FileBadge, PencilLine, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { SHIPPING_METHOD_LABELS, type OrderView } from '@artshop/contracts';
import { Badge, Button, ProductImage, Sheet, formatDateTime, formatMoney, getErrorMessage, toast } from '@artshop/ui';
import { useCorrectTracking } from '../hooks';
import { PAYMENT_BADGE, PAYMENT_LABEL, STATUS_BADGE, STATUS_LABEL } from '../labels';
import { OrderStatusControl } from './OrderStatusControl';
import { RefundDialog, leftToRefund } from './RefundDialog';
import { TrackingDialog } from './TrackingDialog';

/** The order in full: lines, address, money, status history, tracking; its status and refunds are changed here. */
export function OrderSheet({
  order,
  onOpenChange,
  onUpdated,
}: {
  order: OrderView | null;
  onOpenChange: (open: boolean) => void;
  onUpdated: (order: OrderView) => void;
}) {
  const [refunding, setRefunding] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  const correct = useCorrectTracking();
  if (!order) return null;
  const money = (value: string | number) => formatMoney(value, order.currency);
  const address = order.shippingAddress;

  return (
    <Sheet open onOpenChange={onOpenChange} side="right" title={`Order #${order.orderNumber}`} widthClassName="w-full sm:max-w-xl" data-testid="order-sheet">
      <div className="space-y-6 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={STATUS_BADGE[order.status]} data-testid="order-sheet-status">
            {STATUS_LABEL[order.status]}
          </Badge>
          <Badge variant={PAYMENT_BADGE[order.paymentStatus]}>{PAYMENT_LABEL[order.paymentStatus]}</Badge>
          <span className="text-sm text-muted-foreground">Placed {formatDateTime(order.createdAt)}</span>
        </div>

        <div className="flex flex-wrap items-center gap-2">
          <OrderStatusControl order={order} onUpdated={onUpdated} />
          {leftToRefund(order) > 0 ? (
            <Button variant="outline" size="sm" onClick={() => setRefunding(true)} data-testid="refund-open">
              <Undo2 aria-hidden="true" />
              Refund
            </Button>
          ) : null}
        </div>

        <section aria-labelledby="order-customer">
          <h3 id="order-customer" className="text-sm font-semibold">
            Customer
          </h3>
          <p className="mt-1 text-sm">{order.customerName}</p>
          <p className="text-sm">
            <a className="underline-offset-4 hover:underline" href={`mailto:${order.customerEmail}`}>
              {order.customerEmail}
            </a>
          </p>
          {order.customerPhone ? <p className="text-sm text-muted-foreground">{order.customerPhone}</p> : null}
        </section>

        <section aria-labelledby="order-items">
          <h3 id="order-items" className="text-sm font-semibold">
            Items
          </h3>
          <ul className="mt-2 divide-y divide-border rounded-md border border-border">
            {order.items.map((item) => (
              <li key={item.id} className="flex gap-3 p-3" data-testid="order-line">
                <div className="size-14 shrink-0 overflow-hidden rounded bg-muted">
                  <ProductImage src={item.image} alt={item.productName} width={112} height={112} sizes="56px" className="size-full object-cover" />
                </div>
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium">{item.productName}</p>
                  {item.tierDisplayName ? <p className="text-muted-foreground">{item.tierDisplayName}</p> : null}
                  <p className="text-muted-foreground">
                    {item.quantity} × {money(item.price)}
                  </p>
                  {Number(item.lineDiscount) > 0 ? <p className="text-muted-foreground">Discount −{money(item.lineDiscount)}</p> : null}
                  {item.refundedQuantity > 0 ? (
                    <p className="text-destructive">{item.refundedQuantity === item.quantity ? 'Refunded' : `${item.refundedQuantity} refunded`}</p>
                  ) : null}
                  {item.certificates.length > 0 ? (
                    <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
                      {item.certificates.map((certificate) => (
                        <a
                          key={certificate.code}
                          href={`/api/certificates/${encodeURIComponent(certificate.code)}.pdf`}
                          className="inline-flex items-center gap-1 underline-offset-4 hover:underline"
                        >
                          <FileBadge className="size-3.5" aria-hidden="true" />
                          Certificate {certificate.edition ?? ''}
                        </a>
                      ))}
                    </p>
                  ) : null}
                </div>
                <p className="text-sm font-medium tabular-nums">{money(item.lineTotal)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="order-money">
          <h3 id="order-money" className="sr-only">
            Payment
          </h3>
          <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
            <dt className="text-muted-foreground">Subtotal</dt>
            <dd className="text-right tabular-nums">{money(order.subtotal)}</dd>
            {order.discount ? (
              <>
                <dt className="text-muted-foreground">Discount ({order.discount.code})</dt>
                <dd className="text-right tabular-nums" data-testid="order-sheet-discount">
                  −{money(order.discount.amount)}
                </dd>
              </>
            ) : null}
            <dt className="text-muted-foreground">{SHIPPING_METHOD_LABELS[order.shippingMethod]}</dt>
            <dd className="text-right tabular-nums">{money(order.shipping)}</dd>
            <dt className="text-muted-foreground">Tax</dt>
            <dd className="text-right tabular-nums">{money(order.tax)}</dd>
            <dt className="font-semibold">Total</dt>
            <dd className="text-right font-semibold tabular-nums" data-testid="order-sheet-total">
              {money(order.totalAmount)}
            </dd>
            {Number(order.refundedAmount) > 0 ? (
              <>
                <dt className="text-destructive">Refunded</dt>
                <dd className="text-right text-destructive tabular-nums" data-testid="order-sheet-refunded">
                  −{money(order.refundedAmount)}
                </dd>
              </>
            ) : null}
            <dt className="text-muted-foreground">Payment</dt>
            <dd className="text-right">{PAYMENT_LABEL[order.paymentStatus]}</dd>
          </dl>
        </section>

        <section aria-labelledby="order-shipping">
          <h3 id="order-shipping" className="text-sm font-semibold">
            {order.shippingMethod === 'pickup' ? 'Delivery' : 'Shipping address'}
          </h3>
          {order.shippingMethod === 'pickup' || !address ? (
            <p className="mt-1 text-sm">Local pickup at the studio</p>
          ) : (
            <address className="mt-1 text-sm not-italic">
              {order.customerName}
              <br />
              {address.street}
              <br />
              {address.city}, {address.state} {address.zipCode}
              <br />
              {address.country}
            </address>
          )}
          <p className="mt-1 text-sm text-muted-foreground">{SHIPPING_METHOD_LABELS[order.shippingMethod]}</p>
          {order.tracking ? (
            <p className="mt-2 text-sm" data-testid="order-tracking">
              {order.tracking.carrierName} {order.tracking.trackingNumber}
              {order.tracking.url ? (
                <>
                  {' · '}
                  <a href={order.tracking.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 underline-offset-4 hover:underline">
                    Track parcel
                    <ExternalLink className="size-3.5" aria-hidden="true" />
                  </a>
                </>
              ) : null}
              {' · '}
              <Button variant="link" size="sm" className="h-auto p-0" onClick={() => setCorrecting(true)} data-testid="tracking-open">
                <PencilLine aria-hidden="true" />
                Correct tracking
              </Button>
            </p>
          ) : null}
        </section>

        {order.notes ? (
          <section aria-labelledby="order-notes">
            <h3 id="order-notes" className="text-sm font-semibold">
              Notes
            </h3>
            <p className="mt-1 whitespace-pre-line text-sm">{order.notes}</p>
          </section>
        ) : null}

        <section aria-labelledby="order-history">
          <h3 id="order-history" className="text-sm font-semibold">
            Status history
          </h3>
          <ol className="mt-2 space-y-2 border-l border-border pl-4" data-testid="order-history">
            {order.history.map((step, index) => (
              <li key={`${step.status}-${index}`} className="text-sm">
                <span className="font-medium">{STATUS_LABEL[step.status]}</span>{' '}
                <time dateTime={step.at} className="text-muted-foreground">
                  {formatDateTime(step.at)}
                </time>
                {step.note ? <p className="text-muted-foreground">{step.note}</p> : null}
              </li>
            ))}
          </ol>
        </section>
      </div>
      <RefundDialog order={order} open={refunding} onOpenChange={setRefunding} onRefunded={onUpdated} />
      <TrackingDialog
        prefix="tracking"
        open={correcting}
        title={`Correct the tracking of order #${order.orderNumber}`}
        description={`${order.customerName} gets an e-mail with the corrected carrier and tracking number.`}
        submitLabel="Save and Tell the Buyer"
        initial={order.tracking}
        pending={correct.isPending}
        onOpenChange={setCorrecting}
        onSave={(carrier, trackingNumber) =>
          correct.mutate(
            { orderId: order.id, carrier, trackingNumber },
            {
              onSuccess: (updated) => {
                setCorrecting(false);
                toast({ variant: 'success', title: 'Tracking Corrected', description: `${order.customerName} has been sent the new tracking number.` });
                onUpdated(updated);
              },
              onError: (failure) =>
                toast({
                  variant: 'destructive',
                  title: 'Correction Failed',
                  description: getErrorMessage(failure, 'Failed to correct the tracking. Please try again.'),
                }),
            },
          )
        }
      />
    </Sheet>
  );
}
