import type { MailTemplateData } from '../templates.js';
import { HtmlOnly, LinkLine } from './layout.js';
import { OrderStatusMail } from './order-parts.js';
import type { MailContext, MailDraft } from './types.js';

/** To the buyer: the tracking number sent before was wrong; this is the right one, with the carrier's page. */
export function orderTrackingCorrectedMail(order: MailTemplateData['order-tracking-corrected'], context: MailContext): MailDraft {
  const { tracking, previous } = order;
  const message = [`We made a mistake in the tracking details of order #${order.orderNumber}. Here are the right ones.`];
  message.push(`Carrier: ${tracking.carrierName}. Tracking number: ${tracking.trackingNumber}.`);
  if (tracking.url) message.push(`Follow your parcel: ${tracking.url}`);
  if (previous) message.push(`Please disregard the tracking number ${previous.trackingNumber} (${previous.carrierName}) sent before.`);
  return {
    subject: `Corrected tracking number for your order #${order.orderNumber}`,
    body: (
      <OrderStatusMail order={{ ...order, note: null }} context={context} message={message}>
        {tracking.url && (
          <HtmlOnly>
            <LinkLine href={tracking.url}>{`Track your parcel with ${tracking.carrierName}`}</LinkLine>
          </HtmlOnly>
        )}
      </OrderStatusMail>
    ),
  };
}
