import type { OrderReceipt } from '@artshop/contracts';
import { Badge, Card, ProductImage, formatMoney } from '@artshop/ui';
import { OrderTotalsBlock } from './OrderSummary';
import { ReceiptCertificates } from './ReceiptCertificates';

/** The paid order: its number, lines, totals, certificates and where it ships. */
export function Receipt({ receipt }: { receipt: OrderReceipt }) {
  const money = (value: string) => formatMoney(value, receipt.currency);
  const address = receipt.shippingAddress;
  return (
    <Card className="mt-10 p-5 text-left sm:p-6" data-testid="order-receipt">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-sans text-lg font-semibold tracking-normal" data-testid="order-number">
          Order #{receipt.orderNumber}
        </h2>
        <p className="text-sm text-muted-foreground">{receipt.customerEmail}</p>
      </div>
      <ul className="mt-2 divide-y divide-border" data-testid="receipt-lines">
        {receipt.lines.map((line, index) => (
          <li key={`${line.productId}-${index}`} className="flex items-center gap-4 py-4" data-testid="receipt-line">
            <div className="size-16 shrink-0 overflow-hidden rounded-md bg-muted">
              <ProductImage src={line.image} alt="" width={64} height={64} sizes="64px" className="size-full object-cover" />
            </div>
            <div className="min-w-0 flex-1">
              <p className="font-medium leading-snug" data-testid="receipt-line-name">
                {line.productName}
              </p>
              <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                {line.tierDisplayName ? (
                  <Badge variant="secondary" data-testid="receipt-line-tier">
                    {line.tierDisplayName}
                  </Badge>
                ) : null}
                <span>
                  Qty <span data-testid="receipt-line-quantity">{line.quantity}</span>
                </span>
              </div>
            </div>
            <p className="font-semibold tabular-nums" data-testid="receipt-line-total">
              {money(line.lineTotal)}
            </p>
          </li>
        ))}
      </ul>
      <OrderTotalsBlock totals={receipt} taxRate={null} />
      <ReceiptCertificates receipt={receipt} />
      <div className="mt-6 border-t border-border pt-5 text-sm" data-testid="receipt-address">
        <h3 className="font-medium">Shipping to</h3>
        <address className="mt-1 not-italic text-muted-foreground">
          {receipt.customerName}
          <br />
          {address.street}
          <br />
          {address.city}, {address.state} {address.zipCode}
          <br />
          {address.country}
        </address>
      </div>
    </Card>
  );
}
