import { Award, ExternalLink, FileDown, Truck } from 'lucide-react';
import type { OrderStatus, OrderTracking, OrderView } from '@artshop/contracts';
import { Badge } from '@artshop/ui';
import { ORDER_STATUS_BADGES, ORDER_STATUS_LABELS, certificateLinks, orderCertificates } from '../account';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge variant={ORDER_STATUS_BADGES[status]} data-testid="order-status" data-status={status}>
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}

/** The carrier's tracking page, once the artist has shipped the order; the number alone for a carrier without one. */
export function TrackingLink({ tracking }: { tracking: OrderTracking | null }) {
  if (!tracking) return null;
  if (!tracking.url) {
    return (
      <p className="flex items-center gap-2 text-sm" data-testid="order-tracking">
        <Truck className="size-4" aria-hidden="true" />
        {tracking.carrierName} tracking number {tracking.trackingNumber}
      </p>
    );
  }
  return (
    <a
      href={tracking.url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 text-sm font-medium underline underline-offset-4"
      data-testid="order-tracking"
    >
      <Truck className="size-4" aria-hidden="true" />
      Track your parcel with {tracking.carrierName} ({tracking.trackingNumber})
      <ExternalLink className="size-3.5" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** Each certificate of authenticity: its PDF and its public verification page. */
export function CertificateLinks({ order }: { order: Pick<OrderView, 'items'> }) {
  const certificates = orderCertificates(order);
  if (!certificates.length) return null;
  return (
    <ul className="space-y-1.5 text-sm" data-testid="order-certificates">
      {certificates.map((certificate) => {
        const links = certificateLinks(certificate.code);
        const name = `${certificate.productName}${certificate.tierDisplayName ? ` (${certificate.tierDisplayName})` : ''}${certificate.edition ? `, ${certificate.edition}` : ''}`;
        return (
          <li key={certificate.code} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Award className="size-4 text-muted-foreground" aria-hidden="true" />
            <span>Certificate of authenticity: {name}</span>
            <a href={links.pdf} className="inline-flex items-center gap-1 underline underline-offset-4" download>
              <FileDown className="size-3.5" aria-hidden="true" />
              PDF
            </a>
            <a href={links.page} className="underline underline-offset-4">
              Verify {certificate.code}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
