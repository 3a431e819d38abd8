import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscountCode, Product } from '@artshop/contracts';
import { ApiClient, createPainting, fillShippingForm, launchBrowser, payWithTestCard, TestSystem, useTestShopSettings } from '@artshop/testing';

// A discount code from the back office to a paid order, in a real browser: the artist adds the code in
// Discount codes; a shopper types it at checkout (a wrong one first), sees the discount and the total
// drop, pays with the test card at the Stripe emulator, and the confirmation shows the discount; the
// code's uses go up. A code's start and end are typed in the shop's time zone from a browser in another.
// Real gateway, services, PostgreSQL and Redis. Prices with the test settings: USD, 8.25 % tax, $15
// standard shipping.
let system: TestSystem;
let browser: Browser;
let painting: { product: Product; print: string };
let admin: ApiClient;

beforeAll(async () => {
  [system, browser] = await Promise.all([TestSystem.start(), launchBrowser()]);
  admin = new ApiClient(system.baseUrl);
  expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
  await useTestShopSettings(admin);
  painting = await createPainting(admin, 'Harbour Light', 5);
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
});

const url = (path: string) => `${system.baseUrl}${path}`;

/** Signs the artist in, in `page`, on the Discount codes screen. */
async function signInToDiscountCodes(page: Page): Promise<void> {
  await page.goto(url('/login?next=/admin/discount-codes'));
  await page.locator('#login-email').fill(system.admin.email);
  await page.locator('#login-password').fill(system.admin.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(url('/admin/discount-codes'));
}
const testText = (page: Page, id: string) => page.getByTestId(id).first().textContent();

/** A new shopper with the painting's print in the cart, on the checkout with the shipping form filled in. */
async function shopperAtCheckout(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(url(`/product/${painting.product.id}`));
  await page
    .getByTestId('tier-option')
    .filter({ has: page.locator(`input[value="${painting.print}"]`) })
    .click();
  await page.getByTestId('add-to-cart').click();
  await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
  await page.goto(url('/checkout'));
  await fillShippingForm(page, 'Dana Shore', email);
  return page;
}

describe('a discount code', () => {
  let artist: Page;

  it('is added by the artist in Discount codes', async () => {
    artist = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInToDiscountCodes(artist);
    await artist.getByRole('link', { name: 'Discount codes' }).waitFor();
    await artist.getByTestId('no-discounts').waitFor();

    await artist.getByTestId('add-discount').click();
    const dialog = artist.getByTestId('discount-dialog');
    await dialog.getByLabel('Code', { exact: true }).fill('harbour15');
    await dialog.getByLabel('Percentage off').fill('15');
    await dialog.getByLabel('Total uses').fill('100');
    await artist.getByTestId('discount-save').click();
    await dialog.waitFor({ state: 'hidden' });

    const row = artist.getByTestId('discount-row').filter({ hasText: 'HARBOUR15' });
    await row.waitFor();
    expect(await row.getByTestId('discount-amount').textContent()).toBe('15% off');
    expect(await row.getByTestId('discount-status').textContent()).toBe('Active');
    expect(await row.getByTestId('discount-uses').textContent()).toBe('Uses 0 of 100');
  });

  it('is applied by a shopper at checkout, who sees the total drop, pays, and finds the discount on the confirmation', async () => {
    const page = await shopperAtCheckout('dana.shore@example.com');
    // $225 print, $15 shipping, 8.25 % tax on $225: $18.56.
    await expect.poll(() => testText(page, 'order-total')).toBe('$258.56');

    await page.getByTestId('discount-input').fill('HARBOUR51');
    await page.getByTestId('discount-apply').click();
    await expect.poll(() => testText(page, 'discount-error')).toBe('We do not know the discount code HARBOUR51. Please check it and try again.');
    expect(await testText(page, 'order-total')).toBe('$258.56');

    await page.getByTestId('discount-input').fill('harbour15');
    await page.getByTestId('discount-apply').click();
    await page.getByTestId('discount-applied').waitFor();
    // 15 % of $225 is $33.75; tax on $191.25 is $15.78.
    await expect.poll(() => testText(page, 'order-discount')).toBe('−$33.75');
    await expect.poll(() => testText(page, 'order-total')).toBe('$222.03');
    expect(await page.getByTestId('order-totals').textContent()).toContain('Discount (HARBOUR15)');

    await expect.poll(() => page.getByTestId('continue-to-payment').isEnabled()).toBe(true);
    await page.getByTestId('continue-to-payment').click();
    await page.getByTestId('stripe-form').waitFor();
    expect(await testText(page, 'order-total')).toBe('$222.03');
    await payWithTestCard(page);

    await expect.poll(() => testText(page, 'order-discount')).toBe('−$33.75');
    expect(await page.getByTestId('order-totals').textContent()).toContain('Discount (HARBOUR15)');
    expect(await testText(page, 'order-total')).toBe('$222.03');
    const paymentIntent = new URL(page.url()).searchParams.get('payment_intent')!;
    expect(system.stripe!.paymentIntents.get(paymentIntent)?.amount).toBe(22_203);
    await page.context().close();
  });

  it('switched off by the artist while applied, is taken off at the next quote with the reason under the field', async () => {
    const created = await admin.post('/api/discount-codes', { code: 'SHORT5', percentOff: 5 });
    expect(created.status).toBe(201);
    const page = await shopperAtCheckout('lee.shore@example.com');
    await page.getByTestId('discount-input').fill('short5');
    await page.getByTestId('discount-apply').click();
    await expect.poll(() => testText(page, 'order-discount')).toBe('−$11.25');

    expect((await admin.put(`/api/discount-codes/${(created.body as { id: string }).id}`, { code: 'SHORT5', percentOff: 5, active: false })).status).toBe(200);
    await page.getByTestId('shipping-option').filter({ hasText: 'Expedited' }).click();
    await expect.poll(() => testText(page, 'discount-error')).toBe('We do not know the discount code SHORT5. Please check it and try again.');
    // $225, $25 expedited, tax on $225: no discount any more.
    await expect.poll(() => testText(page, 'order-total')).toBe('$268.56');
    expect(await page.getByTestId('order-discount').count()).toBe(0);
    await page.context().close();
  });

  it('counts the use in the back office once the order is paid', async () => {
    await artist.reload();
    const row = artist.getByTestId('discount-row').filter({ hasText: 'HARBOUR15' });
    await expect.poll(() => row.getByTestId('discount-uses').textContent()).toBe('Uses 1 of 100');
  });

  it('runs from and until the times typed in the shop’s time zone, from a browser in another', async () => {
    expect((await admin.put('/api/business-settings', { timeZone: 'America/New_York' })).status).toBe(200);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Asia/Tokyo' });
    const page = await context.newPage();
    await signInToDiscountCodes(page);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');

    await page.getByTestId('add-discount').click();
    const dialog = page.getByTestId('discount-dialog');
    expect(await dialog.getByTestId('discount-time-zone').textContent()).toContain('America/New_York');
    await dialog.getByLabel('Code', { exact: true }).fill('summer20');
    await dialog.getByLabel('Percentage off').fill('20');
    await dialog.getByLabel('Starts (America/New_York)').fill('2030-07-01T09:30');
    await dialog.getByLabel('Ends (America/New_York)').fill('2030-07-03T18:00');
    await page.getByTestId('discount-save').click();
    await dialog.waitFor({ state: 'hidden' });

    // Kept as the instants New York's clock names (summer time, UTC−4), not Tokyo's.
    const saved = ((await admin.get('/api/discount-codes')).body as DiscountCode[]).find((code) => code.code === 'SUMMER20')!;
    expect(saved.startsAt).toBe('2030-07-01T13:30:00.000Z');
    expect(saved.endsAt).toBe('2030-07-03T22:00:00.000Z');

    // The list and the dialog show them again in the shop's zone.
    const row = page.getByTestId('discount-row').filter({ hasText: 'SUMMER20' });
    await row.waitFor();
    expect(await row.getByTestId('discount-status').textContent()).toBe('Scheduled');
    expect(await row.textContent()).toMatch(/from Jul 1, 2030, 9:30\sAM EDT · until Jul 3, 2030, 6:00\sPM EDT/);
    await row.getByTestId('edit-discount').click();
    expect(await dialog.getByLabel('Starts (America/New_York)').inputValue()).toBe('2030-07-01T09:30');
    expect(await dialog.getByLabel('Ends (America/New_York)').inputValue()).toBe('2030-07-03T18:00');
    await context.close();
  });
});
