import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemLabel, type CartItem, type PricingTier, type Product } from '@artshop/contracts';
import { fillShippingForm, launchBrowser, payWithTestCard, TestSystem } from '@artshop/testing';

// Two shoppers, one original, in a real browser: while A is paying, B sees it Reserved (not Sold) on
// the product page, in the shop and on the line that stays in B's cart, with the time it comes back
// in B's own clock, and cannot pay for it; A walks away, the hold runs out, and B buys it.
let system: TestSystem;
let browser: Browser;
let products: Product[];

/** B's clock: the times on the page are the reader's, whatever the server's zone. */
const B_TIME_ZONE = 'America/New_York';

beforeAll(async () => {
  // Expired holds are given back within half a second (the test system's sweeps).
  [system, browser] = await Promise.all([TestSystem.start({ seed: true }), launchBrowser()]);
  products = (await (await fetch(url('/api/products'))).json()) as Product[];
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
});

const url = (path: string) => `${system.baseUrl}${path}`;
const originalTier = (product: Product) => product.pricingTiers.find((tier) => tier.type === 'Original');
const clock = (iso: string) => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: B_TIME_ZONE }).format(new Date(iso));

async function shopper(timezoneId?: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId });
  return { context, page: await context.newPage() };
}

async function addToCart(page: Page, product: Product, tier: PricingTier): Promise<void> {
  await page.goto(url(`/product/${product.id}`));
  await page
    .getByTestId('tier-option')
    .filter({ has: page.locator(`input[value="${tier.id}"]`) })
    .click();
  await page.getByTestId('add-to-cart').click();
  await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
}

async function continueToPayment(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('continue-to-payment').isEnabled()).toBe(true);
  await page.getByTestId('continue-to-payment').click();
  await page.getByTestId('stripe-form').waitFor();
}

const cartOf = async (page: Page) => (await (await page.request.get(url('/api/cart'))).json()) as CartItem[];

describe('an original another shopper is paying for', () => {
  let a: { context: BrowserContext; page: Page };
  let b: { context: BrowserContext; page: Page };
  let original: Product;
  let label: string;
  let comesBack: string;

  afterAll(async () => {
    await a?.context.close();
    await b?.context.close();
  });

  it('A starts checkout and does not pay: B sees it Reserved, with the time it comes back, on the product page and in the shop', async () => {
    original = products.find((product) => (originalTier(product)?.stock ?? 0) > 0 && product.pricingTiers.some((tier) => tier.type === 'Print'))!;
    label = itemLabel(original.name, `Original ${originalTier(original)!.size}`);
    b = await shopper(B_TIME_ZONE);
    await addToCart(b.page, original, originalTier(original)!);

    a = await shopper();
    await addToCart(a.page, original, originalTier(original)!);
    await a.page.goto(url('/checkout'));
    await fillShippingForm(a.page, 'Ada First', 'ada.first@example.com');
    await continueToPayment(a.page);

    const [line] = await cartOf(b.page);
    expect(line).toMatchObject({ productId: original.id, availability: 'reserved' });
    comesBack = clock(line!.reservedUntil!);

    const { page } = b;
    await page.goto(url(`/product/${original.id}`));
    // (The shop's cached pages are cleared by the hold's announcement, a moment after it.)
    await expect.poll(async () => (await page.getByTestId('reserved-badge').count()) || (await page.reload(), 0), { timeout: 15_000, interval: 500 }).toBe(1);
    expect(await page.getByTestId('sold-badge').count()).toBe(0);
    const option = page.getByTestId('tier-option').filter({ has: page.locator(`input[value="${originalTier(original)!.id}"]`) });
    expect(await option.textContent()).toContain('Reserved');
    await option.click();
    expect(await page.getByTestId('selected-stock').textContent()).toBe(
      `Reserved: another buyer is paying for it; back on sale at ${comesBack} if they don't pay`,
    );
    expect(await page.getByTestId('add-to-cart').textContent()).toBe('Reserved');
    expect(await page.getByTestId('add-to-cart').isDisabled()).toBe(true);

    await page.goto(url('/shop-all'));
    const card = page.locator(`[data-testid="product-card"][data-product-id="${original.id}"]`);
    await card.getByTestId('reserved-badge').waitFor();
    expect(await card.getByTestId('sold-badge').count()).toBe(0);
  });

  it('B’s cart keeps the line, marked Reserved with the time, out of the totals, and B cannot pay for it', async () => {
    const { page } = b;
    await page.goto(url('/checkout'));
    const line = page.getByTestId('cart-line');
    await expect.poll(() => line.getAttribute('data-availability')).toBe('reserved');
    expect(await line.getByTestId('line-name').textContent()).toBe(original.name);
    expect(await line.getByTestId('line-mark').textContent()).toBe(
      `ReservedAnother buyer is paying for it. It comes back on sale at ${comesBack} if they don't pay.`,
    );
    expect(await line.getByTestId('line-subtotal').textContent()).toBe('Not in total');
    expect(await line.getByTestId('line-remove').isEnabled()).toBe(true);
    // Nothing else in the cart: no amount to pay is shown.
    expect(await page.getByTestId('order-totals-none').textContent()).toBe('Nothing in your order can be bought right now.');
    expect(await page.getByTestId('order-total').count()).toBe(0);

    await fillShippingForm(page, 'Bo Second', 'bo.second@example.com');
    expect(await page.getByTestId('checkout-blocked').textContent()).toBe(
      `${label} is reserved by another buyer until ${comesBack}; it comes back on sale if they don't pay. Please remove it from your order to check out.`,
    );
    expect(await page.getByTestId('continue-to-payment').isDisabled()).toBe(true);
    expect(await page.getByTestId('continue-to-payment').textContent()).toBe('Continue to Payment');
    expect(await page.getByTestId('stripe-form').count()).toBe(0);
  });

  it('A walks away; once the hold runs out B’s line is buyable again and B buys it', async () => {
    const { page } = b;
    // The hold's ten minutes pass (its end moved to now, as the clock would); catalog's and
    // cart-order's sweeps give it back and close A's order. B looks again, as a person would.
    await system.query(`UPDATE catalog.stock_reservations SET expires_at = now() - interval '1 second' WHERE status = 'active'`);
    await system.query(`UPDATE cart_order.orders SET reserved_until = now() - interval '1 second' WHERE payment_status = 'awaiting_payment'`);
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByTestId('cart-line').getAttribute('data-availability');
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe('available');
    expect(await page.getByTestId('line-mark').count()).toBe(0);
    expect(await page.getByTestId('checkout-blocked').count()).toBe(0);

    await fillShippingForm(page, 'Bo Second', 'bo.second@example.com');
    await continueToPayment(page);
    await payWithTestCard(page);

    // Paid: now it is sold, to everyone.
    await page.goto(url(`/product/${original.id}`));
    await expect.poll(async () => (await page.getByTestId('sold-badge').count()) || (await page.reload(), 0), { timeout: 15_000, interval: 500 }).toBe(1);
    expect(await page.getByTestId('reserved-badge').count()).toBe(0);
  });
});
