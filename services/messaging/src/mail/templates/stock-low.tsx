import type { MailTemplateData } from '../templates.js';
import { Heading, Layout } from './layout.js';
import type { MailContext, MailDraft } from './types.js';

/** To the artist: a sale left a print run at or under its low-stock threshold, or sold it out. */
export function stockLowMail(stock: MailTemplateData['stock-low'], context: MailContext): MailDraft {
  const item = `“${stock.productName}” (${stock.tier})`;
  const soldOut = stock.left === 0;
  const left = `${stock.left} ${stock.left === 1 ? 'is' : 'are'} left`;
  // The Product Listings' search, narrowed to the work: its drawer is one click away.
  const listing = `${context.shopUrl}/admin/products?q=${encodeURIComponent(stock.productName)}`;
  return {
    subject: soldOut ? `Sold out: ${item}` : `Low stock: ${item}, ${left}`,
    body: (
      <Layout context={context}>
        <Heading>{soldOut ? 'Sold out' : 'Running low'}</Heading>
        <p>
          {soldOut
            ? `The last of ${item} has just been sold: the shop shows it sold until you add stock.`
            : `A sale has just left ${item} at ${stock.left}: ${left}${stock.threshold === null ? '' : ` (you asked to hear at ${stock.threshold} or fewer)`}.`}
        </p>
        <p>
          Add stock or change the alert in <a href={listing}>the product listing</a>.
        </p>
      </Layout>
    ),
  };
}
