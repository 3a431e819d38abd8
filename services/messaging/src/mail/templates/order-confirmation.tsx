import { isDomesticCountry } from '@artshop/contracts';
import type { MailTemplateData } from '../templates.js';
import { Greeting, Layout } from './layout.js';
import { Certificates, Destination, OrderSummary, orderLabel } from './order-parts.js';
import type { MailContext, MailDraft } from './types.js';

/** To the buyer once the payment went through: every line, the totals, its certificates, where it goes and when. */
export function orderConfirmationMail(order: MailTemplateData['order-confirmation'], context: MailContext): MailDraft {
  const pickup = order.shippingMethod === 'pickup';
  const delivery = pickup
    ? 'You chose local pickup: we will write to you when your artwork is ready to collect at the studio.'
    : `We will e-mail you when your artwork ships. ${
        isDomesticCountry(order.shippingAddress.country) ? 'Delivery within the US takes up to 14 days.' : 'International delivery takes 14–28 days.'
      }`;
  return {
    subject: `Your order #${order.orderNumber} is confirmed`,
    body: (
      <Layout context={context}>
        <Greeting name={order.customerName} />
        <p>{`Thank you for your order! Your payment went through and ${orderLabel(order)} is confirmed.`}</p>
        <OrderSummary order={order} title={`Order #${order.orderNumber}`} />
        <Certificates order={order} context={context} />
        <Destination order={order} heading={pickup ? 'Delivery' : 'Shipping to'} />
        <p>{delivery}</p>
        <p>Questions about your order? Reply to this e-mail.</p>
      </Layout>
    ),
  };
}
