import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemLabel, type CartItem, type CheckoutQuote, type OrderReceipt, type PricingTier, type Product } from '@artshop/contracts';
import { launchBrowser, registerInBrowser, TestSystem, typeCard } from '@artshop/testing';

// Buying, in a real browser with the demo shop on the Stripe emulator: a guest fills the cart, the
// shipping form shows the server's totals, the card is paid in Stripe's card fields; a second buyer of
// the same original is told it has just been sold, and it stays in their cart marked Sold; a declined
// card stays on the payment step. Cards are Stripe's test numbers (the 3-D Secure challenge is in
// checkout-stripe.test.ts).
let system: TestSystem;
let browser: Browser;
let products: Product[];

beforeAll(async () => {
  [system, browser] = await Promise.all([TestSystem.start({ seed: true }), launchBrowser()]);
  products = (await (await fetch(url('/api/products'))).json()) as Product[];
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
});

const url = (path: string) => `${system.baseUrl}${path}`;
const cents = (amount: string) => Math.round(Number(amount) * 100);
const money = (amount: string) => `$${(cents(amount) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const toastText = (page: Page) =>
  page
    .getByTestId('toast')
    .allTextContents()
    .then((texts) => texts.join(' '));

const CARDS = {
  paid: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
};

const originalTier = (product: Product) => product.pricingTiers.find((tier) => tier.type === 'Original');
/** Originals still for sale, each a different one (every journey buys its own). */
const availableOriginals = () => products.filter((product) => (originalTier(product)?.stock ?? 0) > 0);
function printOf(product: Product): PricingTier {
  return product.pricingTiers.find((tier) => tier.type === 'Print' && tier.stock > 5)!;
}
const withPrints = () => products.filter((product) => product.pricingTiers.some((tier) => tier.type === 'Print' && tier.stock > 5));

async function newBuyer(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

/** Adds a product to the cart from its page, in the given tier. */
async function addToCart(page: Page, product: Product, tier: PricingTier): Promise<void> {
  const before = (await (await page.request.get(url('/api/cart'))).json()) as CartItem[];
  const count = before.reduce((sum, line) => sum + line.quantity, 0);
  await page.goto(url(`/product/${product.id}`));
  await page
    .getByTestId('tier-option')
    .filter({ has: page.locator(`input[value="${tier.id}"]`) })
    .click();
  await page.getByTestId('add-to-cart').click();
  await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe(String(count + 1));
}

const ADDRESS = { name: 'Ada Buyer', email: 'ada.buyer@example.com', street: '12 Harbour Lane', city: 'Portland', state: 'ME', zipCode: '04101' };

async function fillShipping(page: Page, who: Partial<typeof ADDRESS> = {}): Promise<void> {
  const details = { ...ADDRESS, ...who };
  const form = page.getByTestId('shipping-form');
  await form.waitFor();
  await form.getByLabel('Full Name').fill(details.name);
  await form.getByLabel('Email', { exact: true }).fill(details.email);
  await form.getByLabel('Street Address').fill(details.street);
  await form.getByLabel('City', { exact: true }).fill(details.city);
  await form.getByLabel('State', { exact: true }).fill(details.state);
  await form.getByLabel('ZIP Code').fill(details.zipCode);
}

/** The server's quote for this browser's cart (the same request the page makes). */
async function serverQuote(page: Page, country = 'United States'): Promise<CheckoutQuote> {
  const answer = await page.request.get(url(`/api/checkout/quote?country=${encodeURIComponent(country)}`));
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as CheckoutQuote;
}

async function continueToPayment(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('continue-to-payment').isEnabled()).toBe(true);
  await page.getByTestId('continue-to-payment').click();
  await page.getByTestId('stripe-form').waitFor();
}

const payWith = typeCard;

async function expectPaid(page: Page): Promise<void> {
  await page.waitForURL(/\/checkout\/success\?payment_intent=/);
  await page.getByTestId('order-success').waitFor();
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Payment Successful!');
  expect(await page.getByTestId('order-number').textContent()).toMatch(/^Order #\S+$/);
  await expect.poll(() => toastText(page)).toContain('Order Completed!');
  expect(await toastText(page)).toContain('Your order has been placed successfully.');
  // The cart is empty now: no badge.
  await expect.poll(() => page.getByTestId('cart-count').count()).toBe(0);
  expect(await page.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/shop-all');
  expect(await page.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
}

describe('checkout', () => {
  let first: { context: BrowserContext; page: Page };
  let second: { context: BrowserContext; page: Page };
  let original: Product;
  let originalLine: CartItem;

  afterAll(async () => {
    await first?.context.close();
    await second?.context.close();
  });

  it('a guest buys an original and a print: the server’s totals, the card, the receipt', async () => {
    original = availableOriginals()[0]!;
    const printed = withPrints().find((product) => product.id !== original.id)!;
    first = await newBuyer();
    const { page } = first;
    await addToCart(page, original, originalTier(original)!);
    await addToCart(page, printed, printOf(printed));

    await page.goto(url('/checkout'));
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);
    const cart = (await (await page.request.get(url('/api/cart'))).json()) as CartItem[];
    originalLine = cart.find((line) => line.productId === original.id)!;
    await fillShipping(page);
    expect(await page.getByTestId('shipping-form').getByLabel('Country').inputValue()).toBe('United States');

    // Every amount is the server's: the page shows the quote for the destination and method.
    const quote = await serverQuote(page);
    expect(cents(quote.subtotal)).toBe(cents(originalTier(original)!.price) + cents(printOf(printed).price));
    await expect.poll(() => page.getByTestId('order-total').textContent()).toBe(money(quote.total));
    expect(await page.getByTestId('order-subtotal').textContent()).toBe(money(quote.subtotal));
    expect(await page.getByTestId('order-tax').textContent()).toBe(money(quote.tax));
    expect(await page.getByTestId('continue-to-payment').textContent()).toBe(`Continue to Payment - ${money(quote.total)}`);
    expect(await page.getByTestId('shipping-option').count()).toBe(quote.shippingOptions.length);

    // The second buyer has the same original in the cart, and the form filled, before the first pays.
    second = await newBuyer();
    await addToCart(second.page, original, originalTier(original)!);
    await second.page.goto(url('/checkout'));
    await fillShipping(second.page, { name: 'Bo Second', email: 'bo.second@example.com' });
    await expect.poll(() => second.page.getByTestId('continue-to-payment').isEnabled()).toBe(true);

    await continueToPayment(page);
    expect(await page.getByRole('heading', { name: 'Payment Information' }).isVisible()).toBe(true);
    expect(await page.getByTestId('pay-button').textContent()).toBe(`Pay ${money(quote.total)}`);
    await payWith(page, CARDS.paid);
    await expectPaid(page);

    const paymentIntentId = new URL(page.url()).searchParams.get('payment_intent')!;
    const receipt = (await (
      await page.request.post(url('/api/orders'), { data: { paymentIntentId }, headers: { origin: system.baseUrl } })
    ).json()) as OrderReceipt;
    expect(receipt.paymentStatus).toBe('paid');
    expect(await page.getByTestId('order-number').textContent()).toBe(`Order #${receipt.orderNumber}`);
    expect(await page.getByTestId('receipt-line-name').allTextContents()).toEqual(receipt.lines.map((line) => line.productName));
    expect(await page.getByTestId('order-total').textContent()).toBe(money(receipt.total));
    expect(receipt.total).toBe(quote.total);
    expect(await page.getByTestId('receipt-address').textContent()).toContain(ADDRESS.street);
  });

  it('tells a second buyer of the same original that it has just been sold', async () => {
    const { page } = second;
    await page.getByTestId('continue-to-payment').click();
    const label = itemLabel(originalLine.productName, originalLine.tierDisplayName);
    const sold = `${label} has just been sold`;
    await expect.poll(() => toastText(page)).toContain(sold);
    // The cart is read again: the original stays in it, marked sold, and checkout waits for it to be removed.
    await expect.poll(() => page.getByTestId('cart-line').getAttribute('data-availability')).toBe('sold');
    expect(await page.getByTestId('line-mark').textContent()).toContain('Sold');
    expect(await page.getByTestId('checkout-error').textContent()).toBe(sold);
    expect(await page.getByTestId('checkout-blocked').textContent()).toBe(
      `${label} has been sold to someone else. Please remove it from your order to check out.`,
    );
    expect(await page.getByTestId('continue-to-payment').isDisabled()).toBe(true);
    expect(await page.getByTestId('stripe-form').count()).toBe(0);
    await page.getByTestId('line-remove').click();
    await page.getByTestId('cart-empty').waitFor();
  });
});

describe('refused cards', () => {
  let buyer: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    buyer = await newBuyer();
  });

  afterAll(async () => {
    await buyer?.context.close();
  });

  it('a declined card stays on the payment step with the reason; another card then pays', async () => {
    const { page } = buyer;
    const printed = withPrints()[1]!;
    await addToCart(page, printed, printOf(printed));
    await page.goto(url('/checkout'));
    await fillShipping(page, { name: 'Cy Declined', email: 'cy.declined@example.com' });
    await continueToPayment(page);

    await payWith(page, CARDS.declined);
    await expect.poll(() => page.getByTestId('payment-error').textContent()).toContain('Your card was declined.');
    await expect.poll(() => toastText(page)).toContain('Payment Failed');
    expect(await toastText(page)).toContain('Your card was declined.');
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect(await page.getByTestId('stripe-form').isVisible()).toBe(true);

    await payWith(page, CARDS.paid);
    await expectPaid(page);
  });

  it('says so when the success page is opened without a payment of this browser', async () => {
    const { page } = buyer;
    for (const path of ['/checkout/success', '/checkout/success?payment_intent=pi_not_mine']) {
      await page.goto(url(path));
      await page.getByTestId('order-not-found').waitFor();
      expect(await page.getByText("We couldn't find a paid order here. If you were charged, check your e-mail or contact us.").isVisible()).toBe(true);
    }
  });
});

describe('a signed-in customer', () => {
  it('finds their name and e-mail filled in, and the form’s messages for what is missing', async () => {
    const { context, page } = await newBuyer();
    try {
      const registered = await registerInBrowser(system, page.request, {
        email: 'eve.customer@example.com',
        password: 'correct horse battery',
        firstName: 'Eve',
        lastName: 'Customer',
      });
      expect(registered.status(), await registered.text()).toBe(201);
      const printed = withPrints()[3]!;
      await addToCart(page, printed, printOf(printed));
      await page.goto(url('/checkout'));
      const form = page.getByTestId('shipping-form');
      await form.waitFor();
      await expect.poll(() => form.getByLabel('Email', { exact: true }).inputValue()).toBe('eve.customer@example.com');
      expect(await form.getByLabel('Full Name').inputValue()).toBe('Eve Customer');

      await form.getByLabel('Country').fill('');
      await form.getByLabel('Full Name').fill('');
      await page.getByTestId('continue-to-payment').click();
      for (const message of [
        'Name is required',
        'Street address is required',
        'City is required',
        'State is required',
        'ZIP code is required',
        'Country is required',
      ]) {
        await expect.poll(() => form.getByText(message, { exact: true }).isVisible(), { message }).toBe(true);
      }
      expect(await page.getByTestId('stripe-form').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
