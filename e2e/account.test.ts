import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem, OrderView, PricingTier, Product, SavedAddress } from '@artshop/contracts';
import { launchBrowser, mailedLink, payWithTestCard, registerInBrowser, TestSystem } from '@artshop/testing';

// The customer's account in a real browser with the demo shop on the Stripe emulator:
// a customer buys a print, saving the address at checkout; finds the order in /account's Orders tab,
// in /orders and on its own page; changes their name in /profile; and the next checkout offers the
// saved address. Signed out, the account's screens ask to log in.
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
const printOf = (product: Product): PricingTier | undefined => product.pricingTiers.find((tier) => tier.type === 'Print' && tier.stock > 5);
const withPrints = () => products.filter((product) => printOf(product));

async function newContext(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

async function addToCart(page: Page, product: Product): Promise<void> {
  const tier = printOf(product)!;
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

describe('signed out', () => {
  it('/account, /orders and /profile ask to log in, with the shop’s words', async () => {
    const { context, page } = await newContext();
    try {
      for (const path of ['/account', '/orders', '/profile', `/orders/${randomUUID()}`]) {
        const answer = await page.goto(url(path));
        expect(answer?.status(), path).toBe(200);
        await page.getByTestId('account-signed-out').waitFor();
        expect(await page.getByRole('heading', { level: 1 }).textContent(), path).toBe('My Account');
        expect(await page.getByText('Please log in to view your account details').count(), path).toBe(1);
        expect(await page.getByRole('link', { name: 'Log In' }).last().getAttribute('href'), path).toBe(`/api/auth/login?next=${encodeURIComponent(path)}`);
      }
    } finally {
      await context.close();
    }
  });
});

describe('a forgotten password', () => {
  const email = 'bea.reset@example.com';
  const oldPassword = 'correct horse battery';
  const newPassword = 'amber heron cliff walk';

  async function logIn(page: Page, password: string): Promise<void> {
    await page.goto(url('/login'));
    await page.locator('#login-email').fill(email);
    await page.locator('#login-password').fill(password);
    await page.getByTestId('login-submit').click();
  }

  it('is set again from /login’s link and the mailed link; the old password and the other devices stop working', async () => {
    const laptop = await newContext();
    const phone = await newContext();
    try {
      const registered = await registerInBrowser(system, laptop.page.request, { email, password: oldPassword, firstName: 'Bea', lastName: 'Reset' });
      expect(registered.status(), await registered.text()).toBe(201);

      const { page } = phone;
      await page.goto(url('/login'));
      await page.getByTestId('to-forgot-password').click();
      await page.waitForURL(url('/forgot-password'));
      const asked = new Date(Date.now() - 1000);
      // The form's own field: the footer's Mail Club form asks for an email too.
      await page.getByRole('form', { name: 'Forgot password' }).getByLabel('Email').fill(email);
      await page.getByTestId('forgot-password-submit').click();
      await page.getByTestId('forgot-password-sent').waitFor();

      await page.goto(await mailedLink(system, email, 'password-reset', '/reset-password', asked));
      // A guessable password is refused, saying why once, under the field.
      await page.getByLabel('New password', { exact: true }).fill('password123');
      await page.getByTestId('reset-password-submit').click();
      await expect.poll(() => page.locator('#reset-password-error').textContent()).toMatch(/commonly used password/);
      expect(await page.getByTestId('form-error').count()).toBe(0);
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByTestId('reset-password-submit').click();
      await page.waitForURL(url('/account'));
      expect(((await (await page.request.get(url('/api/auth/user'))).json()) as { email: string }).email).toBe(email);

      // The laptop, signed in before, is signed out.
      expect((await laptop.page.request.get(url('/api/auth/user'))).status()).toBe(401);
      await laptop.page.goto(url('/account'));
      await laptop.page.getByTestId('account-signed-out').waitFor();
      // The old password no longer opens the account; the new one does.
      await logIn(laptop.page, oldPassword);
      await expect.poll(() => laptop.page.getByTestId('form-error').textContent()).toBe('Email or password is incorrect');
      await logIn(laptop.page, newPassword);
      await laptop.page.waitForURL(url('/'));
      expect((await laptop.page.request.get(url('/api/auth/user'))).status()).toBe(200);
    } finally {
      await Promise.all([laptop.context.close(), phone.context.close()]);
    }
  });

  it('registration says why a password is refused once, under the field', async () => {
    const { context, page } = await newContext();
    try {
      await page.goto(url('/register'));
      await page.getByLabel('First name').fill('Cal');
      await page.getByLabel('Last name').fill('Weak');
      await page.getByLabel('Email').fill('cal.weak@example.com');
      await page.getByLabel('Password').fill('password123');
      await page.getByTestId('register-submit').click();
      await expect.poll(() => page.locator('#register-password-error').textContent()).toMatch(/commonly used password/);
      expect(await page.getByTestId('form-error').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('a customer', () => {
  let customer: { context: BrowserContext; page: Page };
  let orderId: string;
  const email = 'ada.account@example.com';

  beforeAll(async () => {
    customer = await newContext();
    const registered = await registerInBrowser(system, customer.page.request, {
      email,
      password: 'correct horse battery',
      firstName: 'Ada',
      lastName: 'Stone',
    });
    expect(registered.status(), await registered.text()).toBe(201);
  });

  afterAll(async () => {
    await customer?.context.close();
  });

  it('buys a print and saves the address to the account at checkout', async () => {
    const { page } = customer;
    await addToCart(page, withPrints()[0]!);
    await page.goto(url('/checkout'));
    const form = page.getByTestId('shipping-form');
    await form.waitFor();
    await expect.poll(() => form.getByLabel('Full Name').inputValue()).toBe('Ada Stone');
    // No saved address yet: nothing to pick.
    expect(await page.getByTestId('checkout-saved-address').count()).toBe(0);
    await form.getByLabel('Street Address').fill('7 Quarry Road');
    await form.getByLabel('City', { exact: true }).fill('Rockland');
    await form.getByLabel('State', { exact: true }).fill('ME');
    await form.getByLabel('ZIP Code').fill('04841');
    await page.getByTestId('checkout-save-address').check();
    await expect.poll(() => page.getByTestId('continue-to-payment').isEnabled()).toBe(true);
    await page.getByTestId('continue-to-payment').click();
    await page.getByTestId('stripe-form').waitFor();
    await payWithTestCard(page);

    const saved = (await (await page.request.get(url('/api/account/addresses'))).json()) as SavedAddress[];
    expect(saved).toEqual([expect.objectContaining({ recipientName: 'Ada Stone', street: '7 Quarry Road', city: 'Rockland', isDefault: true })]);
    const orders = (await (await page.request.get(url('/api/account/orders'))).json()) as OrderView[];
    expect(orders).toHaveLength(1);
    orderId = orders[0]!.id;
  });

  it('finds the order in the account’s Orders tab, in /orders, and on its own page', async () => {
    const { page } = customer;
    const [order] = (await (await page.request.get(url('/api/account/orders'))).json()) as OrderView[];
    await page.goto(url('/account'));
    expect(await page.getByTestId('account-greeting').textContent()).toBe('Welcome back, Ada!');
    await page.getByRole('tab', { name: 'Orders' }).click();
    const card = page.getByTestId('order-card');
    await card.waitFor();
    expect(await card.getByTestId('order-link').textContent()).toBe(`Order #${order!.orderNumber}`);
    expect(await card.getByTestId('order-status').textContent()).toBe('Pending');
    expect(await card.getByTestId('order-total').textContent()).toBe(`$${Number(order!.totalAmount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(await card.getByTestId('order-lines').textContent()).toContain(order!.items[0]!.productName);

    // The header's Orders link.
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Orders' }).click();
    await page.waitForURL(url('/orders'));
    await page.getByTestId('order-link').click();
    await page.waitForURL(url(`/orders/${orderId}`));
    const detail = page.getByTestId('order-detail');
    await detail.waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Order #${order!.orderNumber}`);
    expect(await detail.getByTestId('order-line').count()).toBe(order!.items.length);
    expect(await detail.getByTestId('order-address').textContent()).toContain('7 Quarry Road');
    expect(await detail.getByTestId('order-payment-status').textContent()).toBe('Paid');
    expect(await detail.getByTestId('order-history').textContent()).toContain('Pending');
    const totals = await detail.getByTestId('order-totals').textContent();
    for (const label of ['Subtotal', 'Tax', 'Total']) expect(totals).toContain(label);

    // Someone else's order, or none: not found.
    await page.goto(url(`/orders/${randomUUID()}`));
    await page.getByTestId('order-not-found').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Order not found');
  });

  it('changes their name in /profile', async () => {
    const { page } = customer;
    await page.goto(url('/profile'));
    const firstName = page.getByTestId('profile-first-name');
    await expect.poll(() => firstName.inputValue()).toBe('Ada');
    await firstName.fill('Adele');
    await page.getByTestId('profile-name-save').click();
    await expect.poll(async () => ((await (await page.request.get(url('/api/auth/user'))).json()) as { firstName: string }).firstName).toBe('Adele');
    await page.goto(url('/account'));
    expect(await page.getByTestId('account-greeting').textContent()).toBe('Welcome back, Adele!');
    // The saved address is listed in the profile too.
    await page.goto(url('/profile'));
    await expect.poll(() => page.getByTestId('saved-address').count()).toBe(1);
    expect(await page.getByTestId('saved-address').textContent()).toContain('7 Quarry Road');
  });

  it('finds the saved address offered, and picked, at the next checkout', async () => {
    const { page } = customer;
    await addToCart(page, withPrints()[1]!);
    await page.goto(url('/checkout'));
    const form = page.getByTestId('shipping-form');
    await form.waitFor();
    await expect.poll(() => form.getByLabel('Street Address').inputValue()).toBe('7 Quarry Road');
    const picker = page.getByTestId('checkout-saved-address');
    expect(await picker.locator('option:checked').textContent()).toContain('7 Quarry Road');
    expect(await form.getByLabel('City', { exact: true }).inputValue()).toBe('Rockland');
    expect(await form.getByLabel('ZIP Code').inputValue()).toBe('04841');
    // A new address: picking 'A new address' keeps the fields to type over, and offers to save it.
    await form.getByLabel('Street Address').fill('1 Other Street');
    await expect.poll(() => picker.inputValue()).toBe('');
    expect(await page.getByTestId('checkout-save-address').count()).toBe(1);
    await picker.selectOption({ label: (await picker.locator('option').nth(1).textContent())! });
    await expect.poll(() => form.getByLabel('Street Address').inputValue()).toBe('7 Quarry Road');
  });

  it('deletes the account with the password, and is signed out and sent home', async () => {
    const { page } = customer;
    await page.goto(url('/profile'));
    await page.getByTestId('delete-account').click();
    const dialog = page.getByTestId('delete-account-dialog');
    await dialog.waitFor();
    await dialog.getByLabel('Password').fill('not my password');
    await dialog.getByTestId('delete-account-confirm').click();
    await expect.poll(() => dialog.locator('#delete-password-error').textContent()).toBe('Your password is not correct');
    await dialog.getByLabel('Password').fill('correct horse battery');
    await dialog.getByTestId('delete-account-confirm').click();
    await page.waitForURL(url('/'));
    expect((await page.request.get(url('/api/auth/user'))).status()).toBe(401);
    await page.goto(url('/account'));
    await page.getByTestId('account-signed-out').waitFor();
  });
});

describe('a customer signed in on more than one device', () => {
  const email = 'two.devices@example.com';
  const password = 'correct horse battery';
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

  async function signedInPhone(): Promise<BrowserContext> {
    const context = await browser.newContext({ userAgent: IPHONE });
    const answer = await context.request.post(url('/api/auth/login'), { data: { email, password }, headers: { origin: system.baseUrl } });
    expect(answer.status()).toBe(200);
    return context;
  }
  const signedIn = async (context: BrowserContext) => (await context.request.get(url('/api/auth/user'))).status() === 200;

  it('sees each device in /profile, signs one out, then every other', async () => {
    const laptop = await newContext();
    const phones: BrowserContext[] = [];
    try {
      const registered = await registerInBrowser(system, laptop.page.request, { email, password, firstName: 'Tom', lastName: 'Reed' });
      expect(registered.status()).toBe(201);
      phones.push(await signedInPhone());

      const { page } = laptop;
      await page.goto(url('/profile'));
      const section = page.getByTestId('profile-sessions');
      await expect.poll(() => section.getByTestId('signed-in-count').textContent()).toBe('Signed in on 2 devices.');
      const rows = section.getByTestId('signed-in-session');
      expect(await rows.first().textContent()).toContain('This device');
      expect(await rows.nth(1).textContent()).toContain('Safari on iPhone');
      expect(await rows.nth(1).textContent()).toMatch(/Signed in \w{3} \d+, \d{4}/);

      await section.getByRole('button', { name: 'Sign out Safari on iPhone' }).click();
      await expect.poll(() => section.getByTestId('signed-in-count').textContent()).toBe('Signed in on this device only.');
      expect(await signedIn(phones[0]!)).toBe(false);

      phones.push(await signedInPhone(), await signedInPhone());
      await page.reload();
      await expect.poll(() => section.getByTestId('signed-in-count').textContent()).toBe('Signed in on 3 devices.');
      await section.getByRole('button', { name: 'Sign out everywhere else' }).click();
      await expect.poll(() => section.getByTestId('signed-in-count').textContent()).toBe('Signed in on this device only.');
      for (const phone of phones) expect(await signedIn(phone)).toBe(false);
      expect(await signedIn(laptop.context)).toBe(true);
    } finally {
      await Promise.all([laptop.context.close(), ...phones.map((phone) => phone.close())]);
    }
  });
});
