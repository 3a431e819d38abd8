import type { MailTemplateData } from '../templates.js';
import { OrderStatusMail } from './order-parts.js';
import type { MailContext, MailDraft } from './types.js';

/** To the buyer: the parcel arrived. */
export function orderDeliveredMail(order: MailTemplateData['order-delivered'], context: MailContext): MailDraft {
  return {
    subject: `Your order #${order.orderNumber} has been delivered`,
    body: (
      <OrderStatusMail
        order={order}
        context={context}
        message={[
          `Order #${order.orderNumber} has been delivered. We hope your artwork brings you joy for years to come.`,
          'If anything is not right with it, just reply to this e-mail.',
        ]}
      />
    ),
  };
}
