import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemLabel, type CartItem, type MailClubPlan, type PricingTier, type Product } from '@artshop/contracts';
import { ApiClient, joinMailClub, launchBrowser, payForCart, registerCustomer, TestSystem, typeCard } from '@artshop/testing';

// What a shopper is told, and where, in a real browser on the demo shop paying at the Stripe emulator: every
// page says it is in test mode (no real payments), in the server's markup; a card's next problem replaces the
// last one; "has just been sold" is brought into view and survives a reload; a toast never covers Add to Cart
// or the shipping options, on a desktop and a 390 px phone; a Mail Club member's plan is marked as theirs.
let system: TestSystem;
let browser: Browser;
let products: Product[];

const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
const PHONE_390: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const SCREENS = [
  ['desktop', DESKTOP],
  ['390 px phone', PHONE_390],
] as const;

beforeAll(async () => {
  [system, browser] = await Promise.all([TestSystem.start({ seed: true }), launchBrowser()]);
  products = (await (await fetch(`${system.baseUrl}/api/products`)).json()) as Product[];
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
});

const url = (path: string) => `${system.baseUrl}${path}`;

async function withPage<T>(options: BrowserContextOptions, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext(options);
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

const originalTier = (product: Product) => product.pricingTiers.find((tier) => tier.type === 'Original' && tier.stock > 0);
const printTier = (product: Product) => product.pricingTiers.find((tier) => tier.type === 'Print' && tier.stock > 5);
/** Originals still for sale: each test that sells one takes its own. */
const originals = () => products.filter((product) => originalTier(product));
const prints = () => products.filter((product) => printTier(product));

/** Adds a product in a tier to this browser's cart, through the API the page uses (the same session). */
async function addToCart(page: Page, product: Product, tier: PricingTier): Promise<void> {
  const answer = await page.request.post(url('/api/cart'), {
    data: { productId: product.id, tierId: tier.id, quantity: 1 },
    headers: { origin: system.baseUrl },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

async function fillShipping(page: Page, name: string, email: string): Promise<void> {
  const form = page.getByTestId('shipping-form');
  await form.waitFor();
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Street Address').fill('12 Harbour Lane');
  await form.getByLabel('City', { exact: true }).fill('Portland');
  await form.getByLabel('State', { exact: true }).fill('ME');
  await form.getByLabel('ZIP Code').fill('04101');
  await expect.poll(() => page.getByTestId('shipping-option').count()).toBeGreaterThan(0);
  await expect.poll(() => page.getByTestId('continue-to-payment').isEnabled()).toBe(true);
}

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'the element is not on the page').not.toBeNull();
  return found!;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether the element is on screen, wholly, in the window as it is scrolled now. */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const { y, height } = await box(locator);
  return y >= 0 && y + height <= page.viewportSize()!.height;
}

/** The toast on screen, once it has finished coming in (its box is where it stays). */
async function shownToast(page: Page): Promise<Locator> {
  const toast = page.getByTestId('toast').first();
  await expect.poll(() => toast.isVisible()).toBe(true);
  await expect.poll(() => toast.evaluate((element) => element.getAnimations().length)).toBe(0);
  return toast;
}

describe('test mode', () => {
  const BANNER = 'Test mode: no real payments';

  it('is said on every storefront page, before any script runs, and nothing moves when the app takes over', async () => {
    const product = prints()[0]!;
    for (const path of ['/', `/product/${product.id}`, '/checkout', '/mail-club']) {
      const served = await withPage({ ...PHONE_390, javaScriptEnabled: false }, async (page) => {
        await page.goto(url(path));
        expect(await page.getByTestId('test-mode-banner').textContent(), path).toBe(BANNER);
        return box(page.locator('header').first());
      });
      await withPage(PHONE_390, async (page) => {
        await page.goto(url(path));
        expect(await page.getByTestId('test-mode-banner').isVisible(), path).toBe(true);
        // The header sits below the banner, where the server's page had it.
        expect(await box(page.locator('header').first()), path).toEqual(served);
      });
    }
  });
});

describe('the card form', () => {
  it('replaces a refusal with the next problem instead of showing both', async () => {
    await withPage(DESKTOP, async (page) => {
      const print = prints()[0]!;
      await addToCart(page, print, printTier(print)!);
      await page.goto(url('/checkout'));
      await fillShipping(page, 'Ida Insufficient', 'ida.insufficient@example.com');
      await page.getByTestId('continue-to-payment').click();
      await page.getByTestId('stripe-form').waitFor();

      await typeCard(page, '4000 0000 0000 9995');
      await expect.poll(() => page.getByTestId('payment-error').textContent()).toContain('Your card has insufficient funds.');

      // Paying again without the security code: the card's own problem replaces the refusal.
      await page.frameLocator('iframe[title="Secure payment input frame"]').getByLabel('Security code').fill('');
      await page.getByTestId('pay-button').click();
      await expect.poll(() => page.getByTestId('payment-error').textContent()).toBe("Your card's security code is incomplete.");
    });
  });
});

describe('an item sold while in the cart', () => {
  for (const [index, [screen, options]] of SCREENS.entries()) {
    it(`is said in view, survives a reload, and its toast leaves the shipping options free (${screen})`, async () => {
      const original = originals()[index]!;
      const print = prints()[index + 1]!;
      await withPage(options, async (page) => {
        await addToCart(page, original, originalTier(original)!);
        await addToCart(page, print, printTier(print)!);
        // (Read before the sale: a cart read afterwards no longer has the sold line.)
        const cart = (await (await page.request.get(url('/api/cart'))).json()) as CartItem[];
        const line = cart.find((each) => each.productId === original.id)!;
        const sold = `${itemLabel(line.productName, line.tierDisplayName)} has just been sold`;
        await page.goto(url('/checkout'));
        await fillShipping(page, 'Sol Second', `sol.second.${index}@example.com`);

        // Someone else buys the original meanwhile.
        const other = new ApiClient(system.baseUrl);
        expect((await other.post('/api/cart', { productId: original.id, tierId: originalTier(original)!.id, quantity: 1 })).status).toBe(201);
        await payForCart(other, {
          customerName: 'Fay First',
          customerEmail: `fay.first.${index}@example.com`,
          shippingAddress: { street: '1 Pier Road', city: 'Portland', state: 'ME', zipCode: '04101', country: 'United States' },
        });

        await page.getByTestId('continue-to-payment').click();
        const notice = page.getByTestId('checkout-error');
        await expect.poll(() => notice.textContent()).toBe(sold);
        const toast = await shownToast(page);
        expect(await toast.textContent()).toContain(sold);
        await expect.poll(() => inView(page, notice), { message: 'the notice is out of view' }).toBe(true);
        // The print is still to be bought: its shipping options are the next thing to use, and no toast is over them.
        const toastBox = await box(toast);
        for (const option of await page.getByTestId('shipping-option').all()) {
          if (await inView(page, option)) expect(overlaps(toastBox, await box(option)), 'the toast covers a shipping option').toBe(false);
        }

        await page.reload();
        await expect.poll(() => notice.textContent(), { message: 'the notice is gone after a reload' }).toBe(sold);
        await expect.poll(() => inView(page, notice), { message: 'the notice is out of view after a reload' }).toBe(true);
      });
    });
  }
});

describe('toasts', () => {
  for (const [screen, options] of SCREENS) {
    it(`never cover Add to Cart on a product page (${screen})`, async () => {
      const product = prints()[2]!;
      const tier = printTier(product)!;
      await withPage(options, async (page) => {
        await page.goto(url(`/product/${product.id}`));
        await page
          .getByTestId('tier-option')
          .filter({ has: page.locator(`input[value="${tier.id}"]`) })
          .click();
        const button = page.getByTestId('add-to-cart');
        await button.click();
        const toast = await shownToast(page);
        expect(await toast.textContent()).toContain('Added to cart');
        // The shopper may add another (or another size) at once.
        expect(overlaps(await box(toast), await box(button)), 'the toast covers Add to Cart').toBe(false);
      });
    });
  }
});

describe('a Mail Club member', () => {
  it('sees their plan marked as theirs, not offered again', async () => {
    const plans = (await (await fetch(url('/api/subscription-plans'))).json()) as MailClubPlan[];
    const plan = plans[0]!;
    const member = new ApiClient(system.baseUrl);
    const email = 'mo.member@example.com';
    const password = 'correct horse battery';
    expect((await registerCustomer(system, member, { email, password, firstName: 'Mo', lastName: 'Member' })).status).toBe(201);
    await joinMailClub(member, plan.id);

    await withPage(DESKTOP, async (page) => {
      await page.goto(url('/login?next=/mail-club'));
      await page.locator('#login-email').fill(email);
      await page.locator('#login-password').fill(password);
      await page.getByTestId('login-submit').click();
      await page.waitForURL(url('/mail-club'));
      const card = page.locator(`[data-testid="mail-club-plan"][data-plan-id="${plan.id}"]`);
      await expect.poll(() => card.getByTestId('your-plan').isVisible()).toBe(true);
      expect(await card.getByTestId('your-plan').textContent()).toBe('Your plan');
      expect(await card.getByTestId('your-plan').isDisabled()).toBe(true);
      expect(await card.getByTestId('choose-plan').count(), 'their own plan is offered again').toBe(0);
      expect(await card.getByTestId('manage-your-plan').getAttribute('href')).toBe('/account');
      // The other plans are still there to choose.
      const others = page.locator(`[data-testid="mail-club-plan"]:not([data-plan-id="${plan.id}"])`);
      if ((await others.count()) > 0) expect(await others.first().getByTestId('choose-plan').isEnabled()).toBe(true);
    });
  });
});
