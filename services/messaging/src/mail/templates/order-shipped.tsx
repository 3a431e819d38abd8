import type { MailTemplateData } from '../templates.js';
import { HtmlOnly, LinkLine } from './layout.js';
import { OrderStatusMail } from './order-parts.js';
import type { MailContext, MailDraft } from './types.js';

/** To the buyer: the parcel left the studio, with its carrier, tracking number and the carrier's page. */
export function orderShippedMail(order: MailTemplateData['order-shipped'], context: MailContext): MailDraft {
  const tracking = order.tracking;
  const message = [`Good news: order #${order.orderNumber} has shipped and is on its way to you.`];
  if (tracking) message.push(`Carrier: ${tracking.carrierName}. Tracking number: ${tracking.trackingNumber}.`);
  if (tracking?.url) message.push(`Follow your parcel: ${tracking.url}`);
  return {
    subject: `Your order #${order.orderNumber} has shipped`,
    body: (
      <OrderStatusMail order={order} context={context} message={message}>
        {tracking?.url && (
          <HtmlOnly>
            <LinkLine href={tracking.url}>{`Track your parcel with ${tracking.carrierName}`}</LinkLine>
          </HtmlOnly>
        )}
      </OrderStatusMail>
    ),
  };
}
