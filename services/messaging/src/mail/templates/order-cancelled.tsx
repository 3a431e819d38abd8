import type { MailTemplateData } from '../templates.js';
import { OrderStatusMail } from './order-parts.js';
import type { MailContext, MailDraft } from './types.js';

/** To the buyer: the artist cancelled the order; whatever was paid and not yet refunded goes back. */
export function orderCancelledMail(order: MailTemplateData['order-cancelled'], context: MailContext): MailDraft {
  return {
    subject: `Your order #${order.orderNumber} has been cancelled`,
    body: (
      <OrderStatusMail
        order={order}
        context={context}
        message={[
          `Order #${order.orderNumber} has been cancelled, and nothing will be shipped.`,
          'Your money goes back to you: the payment has been refunded in full to the card you paid with; your bank may take a few days to show it.',
        ]}
      />
    ),
  };
}
