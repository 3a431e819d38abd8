import { formatMoney } from '@artshop/contracts';
import type { MailTemplateData } from '../templates.js';
import { Heading, Layout, TextOr } from './layout.js';
import { Destination, OrderSummary } from './order-parts.js';
import type { MailContext, MailDraft } from './types.js';

/** To the artist: a paid order to prepare, with who bought it. Replying to the mail answers the buyer. */
export function newOrderMail(order: MailTemplateData['new-order'], context: MailContext): MailDraft {
  const buyer = `Buyer: ${order.customerName}`;
  return {
    subject: `New order #${order.orderNumber} from ${order.customerName} (${formatMoney(order.total, order.currency)})`,
    body: (
      <Layout context={context}>
        <Heading>{`New order #${order.orderNumber}, paid`}</Heading>
        <TextOr text={<p>{`${buyer} <${order.customerEmail}>`}</p>}>
          <p>
            {`${buyer} `}
            <a href={`mailto:${order.customerEmail}`}>{order.customerEmail}</a>
          </p>
        </TextOr>
        <OrderSummary order={order} />
        <Destination order={order} heading={order.shippingMethod === 'pickup' ? 'Delivery' : 'Ship to'} />
        <p>
          See it in <a href={`${context.shopUrl}/admin/orders`}>the orders</a>.
        </p>
      </Layout>
    ),
  };
}
