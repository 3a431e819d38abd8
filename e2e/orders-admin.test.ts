import { readFile } from 'node:fs/promises';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPage, Product } from '@artshop/contracts';
import { ApiClient, launchBrowser, MailCatcher, payForCart, pdfText, registerInBrowser, TestSystem, confirmWithTestCard } from '@artshop/testing';

// The artist's Orders screen in a real browser: two orders paid through checkout (at the Stripe
// emulator), the artist finds one by the buyer's name and by its status card, opens it, moves it to
// processing and then ships it with a carrier and tracking number, and sees it shipped with the
// carrier's link. Real gateway, services, PostgreSQL and Redis; mail goes over SMTP to a server this
// file runs.
let system: TestSystem;
let browser: Browser;
let page: Page;
let admin: ApiClient;

/** Every mail the shop sent, as its recipient's mailbox would show it. */
let catcher: MailCatcher;

const mailTo = (address: string, subject: string | RegExp) =>
  system.eventually(
    async () =>
      catcher.received.find(
        (mail) => mail.envelopeTo.includes(address) && (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)),
      ),
    `the mail to ${address} about ${subject}`,
  );

beforeAll(async () => {
  catcher = await MailCatcher.start();
  [system, browser] = await Promise.all([TestSystem.start({ env: { SMTP_URL: catcher.url, MAIL_RETRY_DELAY_MS: '100' } }), launchBrowser()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  admin = new ApiClient(system.baseUrl);
  expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
  await catcher?.close();
});

const toastText = () =>
  page
    .getByTestId('toast')
    .allTextContents()
    .then((texts) => texts.join(' '));

async function painting(name: string): Promise<{ product: Product; print: string }> {
  const answer = await admin.post('/api/products', {
    name,
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    price: '900',
    pricingTiers: [{ size: '18x24', price: '225', type: 'Print', stock: 10, description: 'Archival print' }],
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const product = answer.body as Product;
  return { product, print: product.pricingTiers[0]!.id! };
}

/** Pays through checkout as a shopper does (cart, payment, card 4242…, return), answering the order number. */
async function purchase(customerName: string, customerEmail: string, productId: string, tierId: string): Promise<string> {
  const buyer = new ApiClient(system.baseUrl);
  expect((await buyer.post('/api/cart', { productId, tierId, quantity: 1 })).status).toBe(201);
  const { receipt } = await payForCart(buyer, {
    customerName,
    customerEmail,
    shippingAddress: { street: '4 Quay Lane', city: 'Rockland', state: 'ME', zipCode: '04841', country: 'United States' },
  });
  return receipt.orderNumber;
}

const printStock = async (tierId: string) =>
  (await system.query<{ stock: number }>(`SELECT stock FROM catalog.pricing_tiers WHERE id = $1`, [tierId]))[0]!.stock;

const cardNumbers = () => page.getByTestId('order-card-number').allTextContents();

describe('the Orders screen', () => {
  it('finds an order by its buyer and status, opens it, and ships it with a tracking number', async () => {
    const { product, print } = await painting('Salt Marsh Morning');
    const ours = await purchase('Imogen Ashdown', 'imogen@example.com', product.id, print);
    const other = await purchase('Theo Brandt', 'theo@example.com', product.id, print);
    // Another order already on its way, so the status cards differ.
    const otherId = ((await admin.get(`/api/orders?q=${other}`)).body as OrderPage).orders[0]!.id;
    expect((await admin.patch(`/api/orders/${otherId}`, { status: 'processing' })).status).toBe(200);

    await page.goto(`${system.baseUrl}/login?next=/admin/orders`);
    await page.locator('#login-email').fill(system.admin.email);
    await page.locator('#login-password').fill(system.admin.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(`${system.baseUrl}/admin/orders`);
    await expect.poll(() => page.title()).toMatch(/^Orders \| /);
    await expect.poll(cardNumbers).toEqual([`Order #${other}`, `Order #${ours}`]);
    expect(await page.getByTestId('orders-count-all-value').textContent()).toBe('2');
    expect(await page.getByTestId('orders-count-pending-value').textContent()).toBe('1');
    expect(await page.getByTestId('orders-count-processing-value').textContent()).toBe('1');

    await page.getByTestId('orders-count-processing').click();
    await expect.poll(cardNumbers).toEqual([`Order #${other}`]);
    await page.getByTestId('orders-count-all').click();
    await page.getByTestId('orders-search').fill('imogen');
    await expect.poll(cardNumbers).toEqual([`Order #${ours}`]);
    await expect.poll(() => page.getByTestId('orders-count-all-value').textContent()).toBe('1');
    expect(await page.getByTestId('orders-count-processing-value').textContent()).toBe('0');

    await page.getByTestId('order-open').click();
    const sheet = page.getByTestId('order-sheet');
    await expect.poll(() => sheet.isVisible()).toBe(true);
    expect(await sheet.getByRole('heading', { name: `Order #${ours}` }).count()).toBe(1);
    expect(await sheet.getByTestId('order-line').textContent()).toContain('Salt Marsh Morning');
    expect(await sheet.getByText('4 Quay Lane').count()).toBe(1);
    // Only the moves a real shop makes from pending.
    const select = sheet.getByTestId('order-status-select');
    expect(await select.locator('option').allTextContents()).toEqual(['Pending', 'Mark processing', 'Cancel order']);

    await select.selectOption('processing');
    await expect.poll(toastText).toContain('Status Updated');
    await expect.poll(() => sheet.getByTestId('order-sheet-status').textContent()).toBe('Processing');
    expect(await select.locator('option').allTextContents()).toEqual(['Processing', 'Mark shipped', 'Cancel order']);

    await select.selectOption('shipped');
    const ship = page.getByTestId('ship-dialog');
    await expect.poll(() => ship.isVisible()).toBe(true);
    await page.getByTestId('ship-submit').click();
    await expect.poll(() => ship.getByText('Please choose the carrier').isVisible()).toBe(true);
    await page.locator('#ship-carrier').selectOption('ups');
    await page.locator('#ship-tracking').fill('1Z999AA10123456784');
    await page.getByTestId('ship-submit').click();
    await expect.poll(() => ship.count()).toBe(0);
    await expect.poll(() => sheet.getByTestId('order-sheet-status').textContent()).toBe('Shipped');
    const tracking = sheet.getByTestId('order-tracking');
    expect(await tracking.textContent()).toContain('UPS 1Z999AA10123456784');
    expect(await tracking.getByRole('link', { name: 'Track parcel' }).getAttribute('href')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(await sheet.getByTestId('order-history').textContent()).toContain('UPS 1Z999AA10123456784');

    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => sheet.count()).toBe(0);
    await expect.poll(() => page.getByTestId('order-card-status').allTextContents()).toEqual(['Shipped']);
    // A print came back creased: one line refunded, the print back on sale.
    await page.getByTestId('order-open').click();
    await expect.poll(() => sheet.isVisible()).toBe(true);
    await sheet.getByTestId('refund-open').click();
    const refund = page.getByTestId('refund-dialog');
    await refund.getByRole('radio', { name: /^Salt Marsh Morning/ }).check();
    await refund.getByTestId('refund-restock').check();
    await refund.getByLabel('Reason (told to the buyer)').fill('Arrived creased');
    const stockBefore = await printStock(print);
    await page.getByTestId('refund-submit').click();
    await expect.poll(toastText).toContain('Refund Made');
    await expect.poll(() => refund.count()).toBe(0);
    await expect.poll(() => sheet.getByTestId('order-sheet-refunded').textContent()).toBe('−$243.56');
    expect(await sheet.getByTestId('order-line').textContent()).toContain('Refunded');
    expect(await printStock(print)).toBe(stockBefore + 1);
    await sheet.getByRole('button', { name: 'Close' }).click();

    const [stored] = await system.query<{ status: string; tracking_number: string }>(
      `SELECT status, tracking_number FROM cart_order.orders WHERE order_number = $1`,
      [ours],
    );
    expect(stored).toEqual({ status: 'shipped', tracking_number: '1Z999AA10123456784' });
  });

  it('shows one buyer’s orders when the Customers screen links here with their e-mail', async () => {
    await page.goto(`${system.baseUrl}/admin/orders?customer=${encodeURIComponent('Theo@Example.com')}`);
    await expect.poll(() => page.getByTestId('orders-customer').textContent()).toContain('Theo@Example.com');
    await expect.poll(() => page.getByText('Theo Brandt').count()).toBe(1);
    expect(await page.getByText('Imogen Ashdown').count()).toBe(0);
    expect(await page.getByTestId('orders-count-all-value').textContent()).toBe('1');
    expect(await page.getByTestId('orders-export').getAttribute('href')).toBe('/api/orders.csv?status=all&customer=Theo%40Example.com');

    await page.getByRole('button', { name: 'Show all customers' }).click();
    await expect.poll(() => page.getByTestId('order-card').count()).toBe(2);
  });

  it('the whole journey: a signed-in customer buys, the artist ships it here, the customer sees it shipped with its tracking link, and the dashboard counts the money', async () => {
    const { product, print } = await painting('Harbour at Dusk');
    const dollars = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
    await page.goto(`${system.baseUrl}/admin/dashboard`);
    const revenueBefore = dollars(await page.getByTestId('stat-revenue-value').textContent());

    // The customer, in their own browser, registers and pays with Stripe's test card.
    const customer = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const shopper = await customer.newPage();
      const headers = { origin: system.baseUrl };
      const registered = await registerInBrowser(system, customer.request, {
        email: 'nell.journey@example.com',
        password: 'correct horse battery',
        firstName: 'Nell',
        lastName: 'Okafor',
      });
      expect(registered.status(), await registered.text()).toBe(201);
      expect((await customer.request.post(`${system.baseUrl}/api/cart`, { data: { productId: product.id, tierId: print }, headers })).status()).toBe(201);
      const started = await (
        await customer.request.post(`${system.baseUrl}/api/create-payment-intent`, {
          data: {
            customerInfo: {
              customerName: 'Nell Okafor',
              customerEmail: 'nell.journey@example.com',
              shippingAddress: { street: '9 Pier Road', city: 'Camden', state: 'ME', zipCode: '04843', country: 'United States' },
            },
            shippingMethod: 'standard',
          },
          headers,
        })
      ).json();
      expect((await confirmWithTestCard(started)).status).toBe('succeeded');
      const receipt = await (
        await customer.request.post(`${system.baseUrl}/api/orders`, { data: { paymentIntentId: started.paymentIntentId }, headers })
      ).json();
      expect(receipt.paymentStatus).toBe('paid');

      await shopper.goto(`${system.baseUrl}/orders`);
      const mine = shopper.getByTestId('order-card').filter({ hasText: `Order #${receipt.orderNumber}` });
      await expect.poll(() => mine.getByTestId('order-status').textContent()).toBe('Pending');
      expect(await mine.getByTestId('order-tracking').count()).toBe(0);

      // The artist finds it by its number, and ships it through processing.
      await page.goto(`${system.baseUrl}/admin/orders`);
      await page.getByTestId('orders-search').fill(`#${receipt.orderNumber}`);
      await expect.poll(cardNumbers).toEqual([`Order #${receipt.orderNumber}`]);
      await page.getByTestId('order-open').click();
      const sheet = page.getByTestId('order-sheet');
      const select = sheet.getByTestId('order-status-select');
      await select.selectOption('processing');
      await expect.poll(() => sheet.getByTestId('order-sheet-status').textContent()).toBe('Processing');
      await select.selectOption('shipped');
      await page.locator('#ship-carrier').selectOption('usps');
      await page.locator('#ship-tracking').fill('9400 1000 0000 0000 0000 00');
      await page.getByTestId('ship-submit').click();
      await expect.poll(() => sheet.getByTestId('order-sheet-status').textContent()).toBe('Shipped');

      // The customer sees it shipped, with the carrier's page for the parcel.
      await shopper.reload();
      await expect.poll(() => mine.getByTestId('order-status').textContent()).toBe('Shipped');
      const tracking = mine.getByTestId('order-tracking');
      expect(await tracking.textContent()).toContain('Track your parcel with USPS (9400 1000 0000 0000 0000 00)');
      expect(await tracking.getAttribute('href')).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201000%200000%200000%200000%2000');

      // The dashboard counts what was paid.
      await page.goto(`${system.baseUrl}/admin/dashboard`);
      await expect.poll(async () => dollars(await page.getByTestId('stat-revenue-value').textContent())).toBeCloseTo(revenueBefore + Number(receipt.total), 2);
      expect(await page.getByTestId('recent-orders').textContent()).toContain(
        `$${Number(receipt.total).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      );
    } finally {
      await customer.close();
    }
  });

  it('searches and pages through many orders on the server, with the search, filter and page in the address', async () => {
    // 45 paid orders of one kind of buyer, straight into the table (paying 45 times through checkout would take minutes).
    await system.query(
      `INSERT INTO cart_order.orders (customer_name, customer_email, subtotal_cents, shipping_cents, tax_cents, total_cents, shipping_method,
         status, payment_status, paid_at, created_at)
       SELECT 'Pager Buyer ' || i, 'pager.buyer' || i || '@example.com', 10000, 0, 0, 10000, 'standard',
         CASE WHEN i % 3 = 0 THEN 'shipped' ELSE 'pending' END, 'paid', now(), now() - interval '2 days' - i * interval '1 minute'
       FROM generate_series(1, 45) AS i`,
    );
    await page.goto(`${system.baseUrl}/admin/orders`);
    await page.getByTestId('orders-search').fill('PAGER buyer');
    await page.waitForURL(/[?&]q=PAGER\+buyer/);
    await expect.poll(() => page.getByTestId('orders-page').textContent()).toBe('Page 1 of 3 · 45 orders');
    expect(await page.getByTestId('orders-count-shipped-value').textContent()).toBe('15');
    expect(await page.getByTestId('order-card').first().textContent()).toContain('Pager Buyer 1 ');

    const next = page.getByTestId('orders-page-next');
    await next.click();
    await expect.poll(() => page.getByTestId('orders-page').textContent()).toBe('Page 2 of 3 · 45 orders');
    await next.click();
    await expect.poll(() => page.getByTestId('order-card').count()).toBe(5);
    await page.waitForURL(/[?&]page=3/);
    // Next is disabled on the last page: the focus went to Previous rather than to the page's start.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('orders-page-previous');
    expect(await page.getByTestId('order-card').last().textContent()).toContain('Pager Buyer 45 ');

    // The address brings back the same page of the same search.
    await page.reload();
    expect(await page.getByTestId('orders-search').inputValue()).toBe('PAGER buyer');
    await expect.poll(() => page.getByTestId('orders-page').textContent()).toBe('Page 3 of 3 · 45 orders');

    // Another filter starts again at page 1.
    await page.getByTestId('orders-count-shipped').click();
    await expect.poll(() => page.getByTestId('order-card').count()).toBe(15);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    expect(new URL(page.url()).searchParams.get('status')).toBe('shipped');
    expect(await page.getByTestId('orders-export').getAttribute('href')).toBe('/api/orders.csv?q=PAGER+buyer&status=shipped');
  });
});

describe('refunds, tracking and notifications in the back office', () => {
  it('refunds a custom amount, corrects a tracking number (the buyer is mailed it), and sends the next new-order notice where the artist says', async () => {
    const { product, print } = await painting('Brine and Birch');
    const orderNumber = await purchase('Orla Penn', 'orla.penn@example.com', product.id, print);
    const orderId = ((await admin.get(`/api/orders?q=${orderNumber}`)).body as OrderPage).orders[0]!.id;
    expect((await admin.patch(`/api/orders/${orderId}`, { status: 'processing' })).status).toBe(200);
    expect((await admin.patch(`/api/orders/${orderId}`, { status: 'shipped', carrier: 'ups', trackingNumber: '1Z999WRONG0001' })).status).toBe(200);

    const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const toasts = () =>
      tab
        .getByTestId('toast')
        .allTextContents()
        .then((texts) => texts.join(' '));
    await tab.goto(`${system.baseUrl}/login?next=${encodeURIComponent('/admin/orders?customer=orla.penn@example.com')}`);
    await tab.locator('#login-email').fill(system.admin.email);
    await tab.locator('#login-password').fill(system.admin.password);
    await tab.getByTestId('login-submit').click();
    await expect.poll(() => tab.getByTestId('order-card').count()).toBe(1);
    await tab.getByTestId('order-open').click();
    const sheet = tab.getByTestId('order-sheet');
    await expect.poll(() => sheet.isVisible()).toBe(true);

    // Shipping only goes back: $15.00 of it, with a reason; more than is left is refused by the server.
    await sheet.getByTestId('refund-open').click();
    const refund = tab.getByTestId('refund-dialog');
    await refund.getByTestId('refund-amount-choice').check();
    expect(await refund.getByTestId('refund-restock').isDisabled()).toBe(true);
    await refund.getByTestId('refund-amount').fill('100000');
    await refund.getByTestId('refund-submit').click();
    await expect.poll(toasts).toContain('The refund amount is more than is left to refund');
    await refund.getByTestId('refund-amount').fill('15');
    await refund.getByLabel('Reason (told to the buyer)').fill('The parcel took three weeks: shipping refunded');
    await refund.getByTestId('refund-submit').click();
    await expect.poll(toasts).toContain('$15.00 has been refunded to Orla Penn');
    await expect.poll(() => refund.count()).toBe(0);
    await expect.poll(() => sheet.getByTestId('order-sheet-refunded').textContent()).toBe('−$15.00');
    const refundMail = await mailTo('orla.penn@example.com', `A refund for your order #${orderNumber}`);
    expect(refundMail.text).toContain('We have refunded $15.00 for part of your order');
    expect(refundMail.text).toContain('The parcel took three weeks: shipping refunded');

    // The tracking number was mistyped: corrected here, and the buyer is mailed the right one.
    await sheet.getByTestId('tracking-open').click();
    const correction = tab.getByTestId('tracking-dialog');
    expect(await correction.locator('#tracking-tracking').inputValue()).toBe('1Z999WRONG0001');
    await correction.locator('#tracking-carrier').selectOption('fedex');
    await correction.locator('#tracking-tracking').fill('771234567890');
    await correction.getByTestId('tracking-submit').click();
    await expect.poll(toasts).toContain('Tracking Corrected');
    await expect.poll(() => sheet.getByTestId('order-tracking').textContent()).toContain('FedEx 771234567890');
    const trackingMail = await mailTo('orla.penn@example.com', `Corrected tracking number for your order #${orderNumber}`);
    expect(trackingMail.text).toContain('Carrier: FedEx. Tracking number: 771234567890.');
    expect(trackingMail.html).toContain('href="https://www.fedex.com/fedextrack/?trknbr=771234567890"');

    // New orders are announced at the address the artist sets on the Notifications screen.
    await tab.goto(`${system.baseUrl}/admin/settings/notifications`);
    await expect.poll(() => tab.title()).toMatch(/^Notifications \| /);
    const address = tab.getByLabel('Send notifications to');
    await expect.poll(() => address.isVisible()).toBe(true);
    await address.fill('not an address');
    await tab.getByTestId('notification-settings-save').click();
    await expect.poll(() => tab.getByText('Please enter a valid e-mail address').count()).toBeGreaterThan(0);
    await address.fill('orders-desk@studio.example');
    await tab.getByTestId('notification-settings-save').click();
    await expect.poll(toasts).toContain('Settings saved');
    await tab.reload();
    await expect.poll(() => tab.getByLabel('Send notifications to').inputValue()).toBe('orders-desk@studio.example');

    const next = await purchase('Piet Moor', 'piet.moor@example.com', product.id, print);
    const notice = await mailTo('orders-desk@studio.example', new RegExp(`^New order #${next} from Piet Moor`));
    expect(notice.text).toContain('Brine and Birch');
    await tab.close();
  });

  it('packs from the packing view: a packing slip, an invoice and the day’s slips as PDFs, then the order packed and shipped', async () => {
    expect((await admin.put('/api/business-settings', { businessName: 'Brine and Birch Studio', address: '12 Harbor Road', city: 'Camden' })).status).toBe(200);
    const { product, print } = await painting('Tidal Flats');
    const orderNumber = await purchase('Wren Packer', 'wren.packer@example.com', product.id, print);
    const today = new Date().toISOString().slice(0, 10);
    const pdfOf = async (download: Download) => pdfText(await readFile((await download.path())!));

    // Signed in as the artist (also when this test runs alone).
    const login = await page.request.post(`${system.baseUrl}/api/auth/login`, { data: system.admin, headers: { origin: system.baseUrl } });
    expect(login.status()).toBe(200);
    await page.goto(`${system.baseUrl}/admin/orders`);
    await page.getByTestId('orders-view-packing').click();
    await expect.poll(() => new URL(page.url()).search).toBe('?view=packing');
    await expect.poll(() => page.title()).toMatch(/^Orders to Pack \| /);
    const card = page.getByTestId('packing-card').filter({ has: page.getByRole('heading', { name: `Order #${orderNumber}` }) });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.getByTestId('packing-piece').textContent()).toBe('Tidal FlatsPrint 18x24× 1');
    expect(await card.getByTestId('packing-ship-to').textContent()).toContain('Wren Packer4 Quay Lane');
    expect(await card.getByTestId('packing-ship-to').textContent()).toContain('Standard shipping');

    const [slip] = await Promise.all([page.waitForEvent('download'), card.getByTestId('packing-slip').click()]);
    expect(slip.suggestedFilename()).toBe(`packing-slip-${orderNumber}.pdf`);
    const slipText = await pdfOf(slip);
    for (const expected of [
      'Brine and Birch Studio',
      '12 Harbor Road',
      'PACKING SLIP',
      `#${orderNumber}`,
      'Wren Packer',
      '4 Quay Lane',
      'Tidal Flats Print 18x24',
    ])
      expect(slipText).toContain(expected);
    expect(slipText).not.toContain('$');

    const [invoice] = await Promise.all([page.waitForEvent('download'), card.getByTestId('packing-invoice').click()]);
    expect(invoice.suggestedFilename()).toMatch(/^invoice-\d+\.pdf$/);
    const invoiceText = await pdfOf(invoice);
    const order = ((await admin.get(`/api/orders?q=${orderNumber}`)).body as OrderPage).orders[0]!;
    for (const expected of [
      'INVOICE',
      `Invoice no. ${/\d+/.exec(invoice.suggestedFilename())![0]}`,
      `#${orderNumber}`,
      `Total $${order.totalAmount}`,
      'All amounts in USD.',
    ])
      expect(invoiceText).toContain(expected);

    expect(await page.getByLabel('Orders paid on (UTC)').inputValue()).toBe(today);
    const [day] = await Promise.all([page.waitForEvent('download'), page.getByTestId('day-packing-slips').click()]);
    expect(day.suggestedFilename()).toBe(`packing-slips-${today}.pdf`);
    expect(await pdfOf(day)).toContain(`#${orderNumber}`);
    // A day without orders says so rather than giving an empty file.
    await page.getByLabel('Orders paid on (UTC)').fill('2001-01-01');
    await expect.poll(() => page.getByTestId('day-invoices').isEnabled()).toBe(true);
    await page.getByTestId('day-invoices').click();
    await expect.poll(toastText).toContain('No order was paid on 2001-01-01 (UTC)');

    await card.getByTestId('packing-mark-packed').click();
    await expect.poll(toastText).toContain(`Order #${orderNumber} is processing.`);
    await card.getByTestId('packing-mark-shipped').click();
    const ship = page.getByTestId('ship-dialog');
    await expect.poll(() => ship.isVisible()).toBe(true);
    await page.locator('#ship-carrier').selectOption('usps');
    await page.locator('#ship-tracking').fill('9400111899223856789012');
    await page.getByTestId('ship-submit').click();
    await expect.poll(toastText).toContain(`Order #${orderNumber} is shipped.`);
    // Shipped, it leaves the packing view.
    await expect.poll(() => card.count()).toBe(0);
    const [stored] = await system.query<{ status: string; tracking_number: string }>(
      `SELECT status, tracking_number FROM cart_order.orders WHERE order_number = $1`,
      [orderNumber],
    );
    expect(stored).toEqual({ status: 'shipped', tracking_number: '9400111899223856789012' });
  });
});
