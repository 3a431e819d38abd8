import { formatMoney } from '@artshop/contracts';
import type { MailTemplateData } from '../templates.js';
import { Heading, Layout } from './layout.js';
import { OrderSummary, orderLabel } from './order-parts.js';
import type { MailContext, MailDraft } from './types.js';

/** To the artist: an order was paid for something already sold; the refund has been made. */
export function orderRefundedArtistMail(order: MailTemplateData['order-refunded-artist'], context: MailContext): MailDraft {
  const total = formatMoney(order.total, order.currency);
  return {
    subject: `Order #${order.orderNumber} refunded: sold before the payment went through`,
    body: (
      <Layout context={context}>
        <Heading>{`Order #${order.orderNumber} refunded`}</Heading>
        <p>{`${order.customerName} <${order.customerEmail}> paid ${total} for ${orderLabel(order)}, but it could not be completed: ${order.reason}`}</p>
        <p>{`The payment of ${total} has been refunded in full, and ${order.customerName} has been told. There is nothing to ship.`}</p>
        <OrderSummary order={order} />
        <p>
          See it in <a href={`${context.shopUrl}/admin/orders`}>the orders</a>.
        </p>
      </Layout>
    ),
  };
}
