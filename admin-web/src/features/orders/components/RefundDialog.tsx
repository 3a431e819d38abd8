import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { OrderLineView, OrderView } from '@artshop/contracts';
import { Button, Dialog, Input, Label, Textarea, formatMoney, getErrorMessage, toast } from '@artshop/ui';
import { useRefundOrder } from '../hooks';

/** What was paid for a line's pieces not refunded yet: their price less their share of a discount code (as the server refunds it). */
function paidFor(line: OrderLineView): number {
  const remaining = line.quantity - line.refundedQuantity;
  const paidCents = Math.round(Number(line.lineTotal) * 100) - Math.round(Number(line.lineDiscount) * 100);
  return Math.round((paidCents * remaining) / line.quantity) / 100;
}

/** What is left to refund, in cents (both amounts are the server's decimal strings). */
export function leftToRefund(order: OrderView): number {
  return Math.round(Number(order.totalAmount) * 100) - Math.round(Number(order.refundedAmount) * 100);
}

/**
 * Refund the whole order (what is left of it), one line (its pieces not refunded yet, with their
 * share of the tax; the server works out the amount), or an amount the artist types (shipping only, a
 * goodwill gesture; the server refuses more than is left). 'Return to stock' puts the pieces back on
 * sale. Each refund the artist means carries its own request key, so a second click refunds nothing more.
 */
export function RefundDialog({
  order,
  open,
  onOpenChange,
  onRefunded,
}: {
  order: OrderView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRefunded: (order: OrderView) => void;
}) {
  const refund = useRefundOrder();
  const [what, setWhat] = useState<string>('order');
  const [returnToStock, setReturnToStock] = useState(false);
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const lines = order.items.filter((item) => item.refundedQuantity < item.quantity);
  const money = (value: string | number) => formatMoney(value, order.currency);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    refund.mutate(
      {
        orderId: order.id,
        requestKey,
        ...(what === 'amount' ? { amount: amount.trim() } : what === 'order' ? {} : { lineId: what }),
        returnToStock: what === 'amount' ? false : returnToStock,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      },
      {
        onSuccess: (updated) => {
          const amount = Math.round(Number(updated.refundedAmount) * 100) - Math.round(Number(order.refundedAmount) * 100);
          toast({ variant: 'success', title: 'Refund Made', description: `${money(amount / 100)} has been refunded to ${order.customerName}.` });
          setWhat('order');
          setReturnToStock(false);
          setReason('');
          setAmount('');
          setRequestKey(crypto.randomUUID());
          onRefunded(updated);
          onOpenChange(false);
        },
        onError: (failure) =>
          toast({ variant: 'destructive', title: 'Refund Failed', description: getErrorMessage(failure, 'Failed to refund the order. Please try again.') }),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!refund.isPending) onOpenChange(next);
      }}
      title={`Refund order #${order.orderNumber}`}
      description={`The money goes back to ${order.customerName}'s card through the payment provider, and ${order.customerName} is told by e-mail.`}
      className="max-w-lg"
      data-testid="refund-dialog"
    >
      <form className="mt-4 space-y-4" onSubmit={submit}>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">What to refund</legend>
          <label className="flex items-start gap-2 text-sm">
            <input type="radio" name="refund-what" value="order" checked={what === 'order'} onChange={() => setWhat('order')} className="mt-1" />
            <span>
              The whole order: {money(leftToRefund(order) / 100)}
              {Number(order.refundedAmount) > 0 ? ' (what is left of it)' : ', shipping included'}
            </span>
          </label>
          {lines.map((line) => (
            <label key={line.id} className="flex items-start gap-2 text-sm">
              <input type="radio" name="refund-what" value={line.id} checked={what === line.id} onChange={() => setWhat(line.id)} className="mt-1" />
              <span>
                {line.productName}
                {line.tierDisplayName ? ` (${line.tierDisplayName})` : ''} × {line.quantity - line.refundedQuantity}: {money(paidFor(line))}
                {Number(line.lineDiscount) > 0 ? ' as paid after the discount,' : ''} and its share of the tax
              </span>
            </label>
          ))}
          <label className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="refund-what"
              value="amount"
              checked={what === 'amount'}
              onChange={() => setWhat('amount')}
              className="mt-1"
              data-testid="refund-amount-choice"
            />
            <span>An amount of my choice (shipping, a goodwill gesture): no pieces go back</span>
          </label>
          {what === 'amount' ? (
            <div className="space-y-1.5 pl-6">
              <Label htmlFor="refund-amount">
                Amount ({order.currency}, at most {money(leftToRefund(order) / 100)})
              </Label>
              <Input
                id="refund-amount"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                required
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                data-testid="refund-amount"
              />
            </div>
          ) : null}
        </fieldset>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            checked={returnToStock && what !== 'amount'}
            disabled={what === 'amount'}
            onChange={(event) => setReturnToStock(event.target.checked)}
            className="mt-1"
            data-testid="refund-restock"
          />
          <span>
            Return to stock
            <span className="block text-muted-foreground">Put the pieces back on sale (they are in the studio, or came back to it).</span>
          </span>
        </label>
        <div className="space-y-1.5">
          <Label htmlFor="refund-reason">Reason (told to the buyer)</Label>
          <Textarea id="refund-reason" value={reason} maxLength={1000} rows={3} onChange={(event) => setReason(event.target.value)} />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={refund.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={refund.isPending} aria-busy={refund.isPending} data-testid="refund-submit">
            {refund.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            Refund
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
