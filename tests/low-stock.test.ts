import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@artshop/contracts';
import { ApiClient, createPainting, MailCatcher, payForCart, TestSystem, useTestShopSettings } from '@artshop/testing';

// The artist's low-stock and sold-out mails through the real gateway, catalog, cart-order, content and
// messaging: a shopper pays with the test card, and the mail is caught by an SMTP server this file runs.
const ARTIST_EMAIL = 'artist@studio.example';
const STOCK_DESK = 'stock@studio-desk.example';

let catcher: MailCatcher;
let system: TestSystem;
let admin: ApiClient;

beforeAll(async () => {
  catcher = await MailCatcher.start();
  system = await TestSystem.start({ env: { SMTP_URL: catcher.url, ARTIST_EMAIL } });
  admin = new ApiClient(system.baseUrl);
  expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
  await useTestShopSettings(admin);
});

afterAll(async () => {
  await system?.close();
  await catcher?.close();
});

const CUSTOMER = {
  customerName: 'Ann Buyer',
  customerEmail: 'ann.buyer@example.com',
  shippingAddress: { street: '1 Harbour Road', city: 'Portland', state: 'ME', zipCode: '04101', country: 'United States' },
};

async function buyOne(productId: string, tierId: string): Promise<void> {
  const shopper = new ApiClient(system.baseUrl);
  const added = await shopper.post('/api/cart', { productId, tierId, quantity: 1 });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  await payForCart(shopper, CUSTOMER);
}

/** The Pricing tab's save: every tier as it is, the print's alert changed. */
function withPrintAlert(product: Product, printId: string, lowStockThreshold: unknown) {
  return {
    pricingTiers: product.pricingTiers.map(({ id, size, price, type, stock, description, editionSize }) => ({
      id,
      size,
      price,
      type,
      stock,
      description,
      editionSize,
      lowStockThreshold: id === printId ? lowStockThreshold : null,
    })),
  };
}

describe('the artist hears when a print run runs low', () => {
  it('mails the notification address when a sale leaves the print at its alert, and not once the setting is off', async () => {
    const { product, print } = await createPainting(admin, 'Salt Marsh', 2);
    const refused = await admin.put(`/api/products/${product.id}`, withPrintAlert(product, print, -1));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Low-stock alert must be a whole number, 0 or more, or empty for no alert');
    const saved = await admin.put(`/api/products/${product.id}`, withPrintAlert(product, print, 1));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body as Product).pricingTiers[1]!.lowStockThreshold).toBe(1);

    expect((await admin.put('/api/notification-settings', { email: STOCK_DESK })).status).toBe(200);
    try {
      await buyOne(product.id, print);
      const [mail] = await system.eventually(async () => {
        const mails = catcher.received.filter((one) => one.envelopeTo.includes(STOCK_DESK) && one.subject.startsWith('Low stock'));
        return mails.length > 0 ? mails : undefined;
      }, 'the low-stock mail');
      expect(mail!.subject).toBe('Low stock: “Salt Marsh” (Print 18x24), 1 is left');
      expect(mail!.text).toContain('A sale has just left “Salt Marsh” (Print 18x24) at 1');
      expect(mail!.html).toContain('/admin/products?q=Salt%20Marsh');

      // Switched off: the last print sells, the event is handled, and nobody is mailed.
      expect((await admin.put('/api/notification-settings', { lowStock: false })).body).toMatchObject({ lowStock: false });
      await buyOne(product.id, print);
      await system.eventually(async () => {
        const handled = await system.query(
          `SELECT 1 FROM messaging.handled_events h JOIN catalog.outbox_events e ON e.id = h.event_id
            WHERE e.type = 'stock.low' AND e.data->>'tierId' = $1 AND (e.data->>'left')::int = 0`,
          [print],
        );
        return handled.length > 0;
      }, 'the sold-out event handled');
      const soldOutMails = await system.query(`SELECT 1 FROM messaging.outgoing_mail WHERE template = 'stock-low' AND subject LIKE 'Sold out%'`);
      expect(soldOutMails).toEqual([]);
    } finally {
      await admin.put('/api/notification-settings', { email: '', lowStock: true });
    }
  });
});
