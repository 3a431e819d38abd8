import type { MailTemplateData } from '../templates.js';
import { Greeting, Layout, LinkLine } from './layout.js';
import { OrderSummary } from './order-parts.js';
import type { MailContext, MailDraft } from './types.js';

/** To the buyer of a manual order (a studio sale, a commission): what it is and the link that pays it, with until when. */
export function orderPaymentLinkMail(order: MailTemplateData['order-payment-link'], context: MailContext): MailDraft {
  const until = new Date(order.expiresAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return {
    subject: `Your order #${order.orderNumber} is ready to pay`,
    body: (
      <Layout context={context}>
        <Greeting name={order.customerName} />
        <p>{`Here is your order #${order.orderNumber} from ${context.shopName}. You can pay it securely by card at this link:`}</p>
        <LinkLine href={`${context.shopUrl}${order.payPath}`}>Pay your order</LinkLine>
        <OrderSummary order={order} title={`Order #${order.orderNumber}`} />
        <p>{`The link is valid until ${until}. Questions? Reply to this e-mail.`}</p>
      </Layout>
    ),
  };
}
