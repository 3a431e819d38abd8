import { FileText, Printer } from 'lucide-react';
import { SHIPPING_METHOD_LABELS, type OrderView } from '@artshop/contracts';
import { Badge, Card, ProductImage, buttonClasses, formatDate } from '@artshop/ui';
import { useShopTimeZone } from '../../../shared/business-settings';
import { orderPaperUrl } from '../hooks';
import { STATUS_BADGE, STATUS_LABEL } from '../labels';
import { PackingActions } from './PackingActions';

/** An order to pack: its pieces (the refunded ones are not sent) with their pictures and edition numbers, where it goes and how, its papers and its next step. */
export function PackingCard({ order }: { order: OrderView }) {
  const address = order.shippingAddress;
  // The day it was paid is the shop's day, as the day's papers count it.
  const timeZone = useShopTimeZone();
  const pieces = order.items.filter((item) => item.quantity > item.refundedQuantity);
  return (
    <Card className="grid gap-4 p-4 md:grid-cols-[1fr_16rem]" data-testid="packing-card">
      <div className="min-w-0 space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-semibold" data-testid="packing-card-number">
            Order #{order.orderNumber}
          </h2>
          <Badge variant={STATUS_BADGE[order.status]}>{STATUS_LABEL[order.status]}</Badge>
          {order.paidAt ? (
            <span className="text-sm text-muted-foreground">
              paid <time dateTime={order.paidAt}>{formatDate(order.paidAt, timeZone)}</time>
            </span>
          ) : null}
        </div>
        <ul className="divide-y divide-border rounded-md border border-border">
          {pieces.map((item) => (
            <li key={item.id} className="flex items-center gap-3 p-2" data-testid="packing-piece">
              <div className="size-14 shrink-0 overflow-hidden rounded bg-muted">
                <ProductImage src={item.image} alt={item.productName} width={112} height={112} sizes="56px" className="size-full object-cover" />
              </div>
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium">{item.productName}</p>
                {item.tierDisplayName ? <p className="text-muted-foreground">{item.tierDisplayName}</p> : null}
                {item.certificates.some((certificate) => certificate.edition) ? (
                  <p className="text-muted-foreground">Edition {item.certificates.flatMap((certificate) => certificate.edition ?? []).join(', ')}</p>
                ) : null}
              </div>
              <p className="text-sm font-medium tabular-nums">× {item.quantity - item.refundedQuantity}</p>
            </li>
          ))}
        </ul>
        {order.notes ? <p className="text-sm italic">Note: {order.notes}</p> : null}
      </div>
      <div className="space-y-3 text-sm">
        <div data-testid="packing-ship-to">
          <p className="text-xs font-semibold uppercase text-muted-foreground">{SHIPPING_METHOD_LABELS[order.shippingMethod]}</p>
          <p className="font-medium">{order.customerName}</p>
          {order.shippingMethod !== 'pickup' && address ? (
            <address className="not-italic text-muted-foreground">
              {address.street}
              <br />
              {address.city}, {address.state} {address.zipCode}
              <br />
              {address.country}
            </address>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={orderPaperUrl('packing-slip', order.id)} download className={buttonClasses({ variant: 'outline', size: 'sm' })} data-testid="packing-slip">
            <Printer aria-hidden="true" />
            Packing Slip
          </a>
          <a href={orderPaperUrl('invoice', order.id)} download className={buttonClasses({ variant: 'outline', size: 'sm' })} data-testid="packing-invoice">
            <FileText aria-hidden="true" />
            Invoice
          </a>
          <PackingActions order={order} />
        </div>
      </div>
    </Card>
  );
}
