import { Copy, Mail, X } from 'lucide-react';
import { useState } from 'react';
import type { ManualOrderView, PayLinkState } from '@artshop/contracts';
import { Badge, Button, Card, Dialog, Input, formatDateTime, formatMoney, getErrorMessage, toast, type BadgeVariant } from '@artshop/ui';
import { useCancelManualOrder, useManualOrders, useSendManualOrderLink } from './hooks';

const BADGES: Record<PayLinkState, { label: string; variant: BadgeVariant }> = {
  awaiting_payment: { label: 'Manual · awaiting payment', variant: 'info' },
  paid: { label: 'Manual · paid', variant: 'success' },
  expired: { label: 'Manual · link expired', variant: 'outline' },
  cancelled: { label: 'Manual · cancelled', variant: 'outline' },
};

/** The full address of a link: the storefront is served from the same origin as the back office. */
export const payLinkUrl = (order: Pick<ManualOrderView, 'payPath'>) => new URL(order.payPath, window.location.origin).toString();

/**
 * The manual orders on the Orders screen, above the paid ones: each with its state, its link to copy,
 * 'Send link by e-mail' and 'Cancel' while it awaits payment. Once paid it is an order like any
 * other in the list below.
 */
export function ManualOrders() {
  const manual = useManualOrders();
  const orders = manual.data ?? [];
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="manual-orders-heading" className="mt-6 space-y-3" data-testid="manual-orders">
      <h2 id="manual-orders-heading" className="text-lg font-semibold">
        Manual orders
      </h2>
      {orders.map((order) => (
        <ManualOrderCard key={order.id} order={order} />
      ))}
    </section>
  );
}

function ManualOrderCard({ order }: { order: ManualOrderView }) {
  const send = useSendManualOrderLink();
  const cancel = useCancelManualOrder();
  const [confirming, setConfirming] = useState(false);
  const badge = BADGES[order.state];
  const url = payLinkUrl(order);
  const open = order.state === 'awaiting_payment';
  const failed = (what: string) => (error: unknown) => toast({ variant: 'destructive', title: what, description: getErrorMessage(error, 'Please try again.') });

  return (
    <Card className="space-y-3 p-4" data-testid="manual-order" data-order-number={order.orderNumber}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">Order #{order.orderNumber}</span>
          <Badge variant={badge.variant} data-testid="manual-order-badge">
            {badge.label}
          </Badge>
        </div>
        <span className="font-semibold">{formatMoney(order.total, order.currency)}</span>
      </div>
      <p className="text-sm text-muted-foreground">
        {order.customerName} · {order.customerEmail} ·{' '}
        {order.lines.map((line) => (line.tierDisplayName ? `${line.productName} (${line.tierDisplayName})` : line.productName)).join(', ')}
      </p>
      {open ? (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <Input readOnly value={url} aria-label={`Payment link of order #${order.orderNumber}`} className="min-w-0 flex-1" data-testid="manual-order-link" />
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                void navigator.clipboard
                  .writeText(url)
                  .then(
                    () => toast({ variant: 'success', title: 'Link copied', description: 'Paste it to the buyer.' }),
                    failed('The link could not be copied'),
                  )
              }
            >
              <Copy aria-hidden="true" />
              Copy link
            </Button>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-sm text-muted-foreground">Valid until {formatDateTime(order.expiresAt)}</span>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={send.isPending}
                onClick={() =>
                  send.mutate(order.id, {
                    onSuccess: () =>
                      toast({ variant: 'success', title: 'Link sent', description: `${order.customerName} has been e-mailed the payment link.` }),
                    onError: failed('The link was not sent'),
                  })
                }
                data-testid="manual-order-send"
              >
                <Mail aria-hidden="true" />
                Send link by e-mail
              </Button>
              <Button variant="outline" size="sm" disabled={cancel.isPending} onClick={() => setConfirming(true)} data-testid="manual-order-cancel">
                <X aria-hidden="true" />
                Cancel
              </Button>
            </div>
          </div>
        </>
      ) : null}
      <Dialog
        open={confirming}
        onOpenChange={(next) => !cancel.isPending && setConfirming(next)}
        title={`Cancel order #${order.orderNumber}?`}
        description={`Its payment link stops working and its works go back on sale. ${order.customerName} is not charged.`}
        className="max-w-lg"
        data-testid="manual-order-cancel-dialog"
      >
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
            Keep order
          </Button>
          <Button
            variant="destructive"
            disabled={cancel.isPending}
            aria-busy={cancel.isPending}
            onClick={() =>
              cancel.mutate(order.id, {
                onSuccess: () => {
                  setConfirming(false);
                  toast({ variant: 'success', title: 'Order cancelled', description: 'Its works are back on sale.' });
                },
                onError: failed('The order was not cancelled'),
              })
            }
            data-testid="manual-order-cancel-confirm"
          >
            Cancel order
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
