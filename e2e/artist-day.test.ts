import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPage, OrderView } from '@artshop/contracts';
import { ApiClient, createPainting, launchBrowser, MailCatcher, payForCart, pdfText, TestSystem, typeCard, useTestShopSettings } from '@artshop/testing';

// An artist's day in the back office, in Chromium, one step after the other on the same tab: an
// unsaved edit is not lost by leaving, a custom refund with its reason, a mistyped tracking number
// corrected (the buyer's mail arrives over SMTP), a studio sale entered as a manual order (its work found
// by typing a part of its name, chosen with the keyboard) and paid by its buyer through the link in another browser context, its packing slip downloaded, and the week's
// report drawn with the totals of the orders. Real gateway, services, PostgreSQL, Redis and the Stripe emulator.
let system: TestSystem;
let browser: Browser;
let page: Page;
let admin: ApiClient;
let catcher: MailCatcher;

const url = (path: string) => `${system.baseUrl}${path}`;
const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const cents = (amount: string) => Math.round(Number(amount) * 100);
const toasts = () =>
  page
    .getByTestId('toast')
    .allTextContents()
    .then((texts) => texts.join(' '));
const mailTo = (address: string, subject: string) =>
  system.eventually(
    async () => catcher.received.find((mail) => mail.envelopeTo.includes(address) && mail.subject === subject),
    `the mail '${subject}' to ${address}`,
  );

const ADDRESS = { street: '4 Quay Lane', city: 'Rockland', state: 'ME', zipCode: '04841', country: 'United States' };

/** A shopper's checkout through the storefront's calls, paid with the test card; answers the order. */
async function purchase(customerName: string, customerEmail: string, productId: string, tierId: string): Promise<OrderView> {
  const buyer = new ApiClient(system.baseUrl);
  expect((await buyer.post('/api/cart', { productId, tierId, quantity: 1 })).status).toBe(201);
  const { receipt } = await payForCart(buyer, { customerName, customerEmail, shippingAddress: ADDRESS });
  return ((await admin.get(`/api/orders?q=${receipt.orderNumber}`)).body as OrderPage).orders[0]!;
}

/** Opens an order's sheet on the Orders screen, found by its buyer. */
async function openOrder(email: string) {
  await page.goto(url(`/admin/orders?customer=${encodeURIComponent(email)}`));
  await expect.poll(() => page.getByTestId('order-card').count()).toBe(1);
  await page.getByTestId('order-open').click();
  const sheet = page.getByTestId('order-sheet');
  await expect.poll(() => sheet.isVisible()).toBe(true);
  return sheet;
}

let studio: Awaited<ReturnType<typeof createPainting>>;
let manualOrderNumber = '';

beforeAll(async () => {
  catcher = await MailCatcher.start();
  [system, browser] = await Promise.all([TestSystem.start({ env: { SMTP_URL: catcher.url, MAIL_RETRY_DELAY_MS: '100' } }), launchBrowser()]);
  admin = new ApiClient(system.baseUrl);
  expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
  await useTestShopSettings(admin);
  studio = await createPainting(admin, 'Harbour at Dusk');
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(url('/login?next=/admin/home'));
  await page.locator('#login-email').fill(system.admin.email);
  await page.locator('#login-password').fill(system.admin.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(url('/admin/home'));
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
  await catcher?.close();
});

describe("an artist's day", () => {
  it('1. types in an editor, tries to leave, and is asked before the edit is lost', async () => {
    await page.locator('#home-heroHeadline').fill('Half-typed headline');
    await expect.poll(() => page.getByText('You have unsaved changes.').isVisible()).toBe(true);
    const ordersLink = page.locator('aside a[href="/admin/orders"]');
    const dialog = page.getByTestId('unsaved-changes-dialog');
    await ordersLink.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain('You have unsaved changes. If you leave now, they will be lost.');
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(page.url()).toBe(url('/admin/home'));
    expect(await page.locator('#home-heroHeadline').inputValue()).toBe('Half-typed headline');
    await ordersLink.click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(url('/admin/orders'));
  });

  it('2. refunds a custom amount of a paid order with a reason', async () => {
    const order = await purchase('Orla Penn', 'orla.penn@example.com', studio.product.id, studio.print);
    const sheet = await openOrder('orla.penn@example.com');
    await sheet.getByTestId('refund-open').click();
    const refund = page.getByTestId('refund-dialog');
    await refund.getByTestId('refund-amount-choice').check();
    await refund.getByTestId('refund-amount').fill('15');
    await refund.getByLabel('Reason (told to the buyer)').fill('Framed in the studio: the frame’s cost refunded');
    await refund.getByTestId('refund-submit').click();
    await expect.poll(toasts).toContain('$15.00 has been refunded to Orla Penn');
    await expect.poll(() => sheet.getByTestId('order-sheet-refunded').textContent()).toBe('−$15.00');
    const mail = await mailTo('orla.penn@example.com', `A refund for your order #${order.orderNumber}`);
    expect(mail.text).toContain('Framed in the studio: the frame’s cost refunded');
  });

  it('3. corrects a shipped order’s tracking number, and the buyer’s correction mail arrives', async () => {
    const order = await purchase('Theo Quill', 'theo.quill@example.com', studio.product.id, studio.print);
    expect((await admin.patch(`/api/orders/${order.id}`, { status: 'processing' })).status).toBe(200);
    expect((await admin.patch(`/api/orders/${order.id}`, { status: 'shipped', carrier: 'ups', trackingNumber: '1Z999WRONG0001' })).status).toBe(200);
    const sheet = await openOrder('theo.quill@example.com');
    await sheet.getByTestId('tracking-open').click();
    const correction = page.getByTestId('tracking-dialog');
    await correction.locator('#tracking-carrier').selectOption('fedex');
    await correction.locator('#tracking-tracking').fill('771234567890');
    await correction.getByTestId('tracking-submit').click();
    await expect.poll(() => sheet.getByTestId('order-tracking').textContent()).toContain('FedEx 771234567890');
    const mail = await mailTo('theo.quill@example.com', `Corrected tracking number for your order #${order.orderNumber}`);
    expect(mail.text).toContain('Carrier: FedEx. Tracking number: 771234567890.');
    expect(mail.text).toContain('1Z999WRONG0001');
  });

  it('4. enters a studio sale, and its buyer pays it through the link in their own browser', async () => {
    // A namesake, so that the search has to narrow.
    await createPainting(admin, 'Harbour at Dawn');
    await page.goto(url('/admin/orders'));
    await page.getByTestId('manual-order-new').click();
    const dialog = page.getByTestId('manual-order-dialog');
    await dialog.getByTestId('manual-add-work').click();
    // The work is searched for in the whole catalog by a part of its name, and chosen with the keyboard.
    const work = dialog.getByRole('combobox', { name: 'Work', exact: true });
    const options = dialog.getByRole('listbox', { name: 'Work: works on sale' }).getByRole('option');
    await work.fill('harbour');
    await expect.poll(() => options.allTextContents()).toEqual([expect.stringContaining('Harbour at Dawn'), expect.stringContaining('Harbour at Dusk')]);
    // Escape closes the list, not the order form.
    await work.press('Escape');
    await expect.poll(() => work.getAttribute('aria-expanded')).toBe('false');
    expect(await dialog.isVisible()).toBe(true);
    await work.fill('dusk');
    await expect.poll(() => options.allTextContents()).toEqual([expect.stringContaining('Harbour at Dusk')]);
    await work.press('ArrowDown');
    await expect.poll(() => options.first().getAttribute('aria-selected')).toBe('true');
    await work.press('Enter');
    await expect.poll(() => work.inputValue()).toBe('Harbour at Dusk');
    expect(await work.getAttribute('aria-expanded')).toBe('false');
    await dialog.getByLabel('Size or edition').selectOption(studio.original);
    await dialog.getByLabel("Agreed price (empty: the catalog's)").fill('2000');
    await dialog.getByTestId('manual-add-custom').click();
    await dialog.getByLabel('Title', { exact: true }).fill('Oak frame, made to measure');
    await dialog.locator('#manual-custom-price-0').fill('180');
    await dialog.getByLabel('Name', { exact: true }).fill('Ida Collector');
    await dialog.getByLabel('E-mail', { exact: true }).fill('ida.collector@example.com');
    // The server says what is missing: nothing is created.
    await dialog.getByTestId('manual-order-submit').click();
    await expect.poll(() => dialog.getByTestId('manual-order-error').textContent()).toContain('Street address is required');
    expect(await dialog.getByTestId('manual-order-error').textContent()).toContain('ZIP code is required');
    expect(await system.query(`SELECT id FROM cart_order.orders WHERE customer_email = 'ida.collector@example.com'`)).toEqual([]);
    await dialog.getByLabel('Street address', { exact: true }).fill(ADDRESS.street);
    await dialog.getByLabel('City', { exact: true }).fill(ADDRESS.city);
    await dialog.getByLabel('State', { exact: true }).fill(ADDRESS.state);
    await dialog.getByLabel('ZIP code', { exact: true }).fill(ADDRESS.zipCode);
    await dialog.getByTestId('manual-order-submit').click();
    await expect.poll(() => dialog.count()).toBe(0);

    const card = page.getByTestId('manual-order').first();
    await expect.poll(() => card.getByTestId('manual-order-badge').textContent()).toBe('Manual · awaiting payment');
    manualOrderNumber = (await card.getAttribute('data-order-number'))!;
    // 2000 + 180, tax 8.25 % (179.85), standard shipping 15.
    expect(await card.textContent()).toContain('$2,374.85');
    const link = await card.getByTestId('manual-order-link').inputValue();
    expect(link).toMatch(new RegExp(`^${url('/pay/')}[\\w-]{30,}$`));
    // Held for the buyer.
    expect((await system.query<{ stock: number }>(`SELECT stock FROM catalog.pricing_tiers WHERE id = $1`, [studio.original]))[0]!.stock).toBe(0);
    await card.getByTestId('manual-order-send').click();
    const linkMail = await mailTo('ida.collector@example.com', `Your order #${manualOrderNumber} is ready to pay`);
    expect(linkMail.text).toContain(link);

    const buyerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const buyer = await buyerContext.newPage();
      await buyer.goto(link);
      const shown = buyer.getByTestId('pay-link');
      await shown.waitFor();
      expect(await shown.textContent()).toContain(`Order #${manualOrderNumber}`);
      expect(await shown.textContent()).toContain('Oak frame, made to measure');
      expect(await buyer.getByTestId('pay-button').textContent()).toContain('Pay $2,374.85');
      await typeCard(buyer, '4242 4242 4242 4242');
      await expect.poll(() => buyer.getByTestId('pay-link-paid').textContent(), { timeout: 20_000 }).toContain('This order has been paid');
      expect(await buyer.getByTestId('pay-button').count()).toBe(0);
    } finally {
      await buyerContext.close();
    }
    await mailTo('ida.collector@example.com', `Your order #${manualOrderNumber} is confirmed`);

    await page.getByTestId('orders-refresh').click();
    await expect.poll(() => card.getByTestId('manual-order-badge').textContent()).toBe('Manual · paid');
    const listed = page.getByTestId('order-card').filter({ has: page.getByRole('heading', { name: `Order #${manualOrderNumber}` }) });
    await expect.poll(() => listed.count()).toBe(1);
    expect(await listed.getByTestId('order-card-manual').textContent()).toBe('Manual');
    const certificates = await system.query(
      `SELECT c.id FROM cart_order.certificates c JOIN cart_order.orders o ON o.id = c.order_id WHERE o.order_number = $1`,
      [manualOrderNumber],
    );
    expect(certificates).toHaveLength(1);
  });

  it('5. downloads the manual order’s packing slip as a PDF naming it', async () => {
    await page.getByTestId('orders-view-packing').click();
    const card = page.getByTestId('packing-card').filter({ has: page.getByRole('heading', { name: `Order #${manualOrderNumber}` }) });
    await expect.poll(() => card.count()).toBe(1);
    const [slip] = await Promise.all([page.waitForEvent('download'), card.getByTestId('packing-slip').click()]);
    expect(slip.suggestedFilename()).toBe(`packing-slip-${manualOrderNumber}.pdf`);
    const bytes = await readFile((await slip.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const expected of ['PACKING SLIP', `#${manualOrderNumber}`, 'Ida Collector', 'Oak frame, made to measure']) expect(text).toContain(expected);
  });

  it('6. opens the sales report: the chart is drawn and its totals are the orders’', async () => {
    const orders = ((await admin.get('/api/orders?pageSize=100')).body as OrderPage).orders;
    expect(orders).toHaveLength(3);
    const kept = orders.reduce((sum, order) => sum + cents(order.totalAmount) - cents(order.refundedAmount), 0);
    await page.getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL(url('/admin/reports'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Reports');
    await page.getByTestId('report-preset').selectOption('7d');
    await expect.poll(() => page.getByTestId('report-revenue-value').textContent()).toBe(money(kept));
    expect(await page.getByTestId('report-orders-value').textContent()).toBe('3');
    const chart = page.getByRole('img', { name: /^Revenue by day/ });
    await expect.poll(() => chart.locator('svg .recharts-line-dot').count()).toBe(7);
    await expect.poll(() => chart.locator('svg .recharts-line-curve').count()).toBeGreaterThan(0);
  });
  it('7. cancels a manual order the buyer never paid, after being asked: its work goes back on sale', async () => {
    const commission = await createPainting(admin, 'Gull Rock');
    const created = await admin.post('/api/manual-orders', {
      lines: [{ productId: commission.product.id, tierId: commission.original, quantity: 1 }],
      customer: { customerName: 'Nell Gray', customerEmail: 'nell.gray@example.com', shippingAddress: ADDRESS },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const originalStock = async () =>
      (await system.query<{ stock: number }>(`SELECT stock FROM catalog.pricing_tiers WHERE id = $1`, [commission.original]))[0]!.stock;
    expect(await originalStock()).toBe(0);
    await page.goto(url('/admin/orders'));
    const card = page.getByTestId('manual-order').filter({ has: page.getByText(`Order #${created.body.orderNumber}`) });
    await card.getByTestId('manual-order-cancel').click();
    const dialog = page.getByTestId('manual-order-cancel-dialog');
    expect(await dialog.textContent()).toContain('Its payment link stops working and its works go back on sale.');
    await dialog.getByRole('button', { name: 'Keep order' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await originalStock()).toBe(0);
    await card.getByTestId('manual-order-cancel').click();
    await dialog.getByTestId('manual-order-cancel-confirm').click();
    await expect.poll(() => card.getByTestId('manual-order-badge').textContent()).toBe('Manual · cancelled');
    expect(await originalStock()).toBe(1);
  });
});
