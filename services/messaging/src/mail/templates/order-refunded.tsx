import { formatMoney } from '@artshop/contracts';
import type { MailTemplateData } from '../templates.js';
import { Greeting, Layout } from './layout.js';
import { lineName, orderLabel } from './order-parts.js';
import type { MailContext, MailDraft } from './types.js';

/**
 * To the buyer: money went back. Either what they paid for had been sold meanwhile (the order was never
 * completed: the whole payment, with an apology), or the artist refunded the order or one line of it.
 */
export function orderRefundedMail(order: MailTemplateData['order-refunded'], context: MailContext): MailDraft {
  const amount = formatMoney(order.amount, order.currency);
  const soldOut = order.paidAt === null;
  const items = order.lines.length === 1 ? lineName(order.lines[0]!) : 'a piece in your order';
  const bank = 'your bank may take a few days to show it.';
  const message = soldOut
    ? `We're sorry — ${items} was sold just before your payment went through, so we could not complete ${orderLabel(order)}. Your payment of ${amount} has been refunded in full to the card you paid with; ${bank}`
    : order.full
      ? `We have refunded ${amount} for ${orderLabel(order)} to the card you paid with; ${bank}`
      : `We have refunded ${amount} for ${order.line ?? 'part of your order'} from ${orderLabel(order)} to the card you paid with; ${bank}`;
  return {
    subject: soldOut || order.full ? `Your payment for order #${order.orderNumber} has been refunded` : `A refund for your order #${order.orderNumber}`,
    body: (
      <Layout context={context}>
        <Greeting name={order.customerName} />
        <p>{message}</p>
        <p>{`Reason: ${order.reason}`}</p>
        {soldOut && (
          <p>
            There is more work to discover in <a href={`${context.shopUrl}/shop-all`}>the shop</a>.
          </p>
        )}
        <p>Questions? Reply to this e-mail.</p>
      </Layout>
    ),
  };
}
