import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView, PaymentIntentAnswer, Product } from '@artshop/contracts';
import { ApiClient, TestSystem, launchBrowser, payWithTestCard, confirmWithTestCard } from '@artshop/testing';

// The public verification page of a certificate of authenticity: an original is bought through the
// shop's API (paying at the Stripe emulator), then anyone opens /certificate/{code} in Chromium and sees it
// authentic with the artwork's details; a code the shop never issued is said to be unknown.
let system: TestSystem;
let browser: Browser;
let admin: ApiClient;

beforeAll(async () => {
  [system, browser] = await Promise.all([TestSystem.start(), launchBrowser()]);
  admin = new ApiClient(system.baseUrl);
  expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
  expect((await admin.post('/api/site-settings/artist_artistName', { value: 'Mara Ellison' })).status).toBe(200);
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
});

const url = (path: string) => `${system.baseUrl}${path}`;

/** Buys the original of a new painting and answers its certificate's code, as the admin's order list shows it. */
async function boughtOriginal(): Promise<string> {
  const created = await admin.post('/api/products', {
    name: 'Evening Harbour',
    slug: 'evening-harbour',
    price: '1800',
    year: 2025,
    medium: 'Oil on linen',
    dimensions: '30 x 40 in',
    isOriginal: true,
    stock: 1,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const product = created.body as Product;
  const buyer = new ApiClient(system.baseUrl);
  expect((await buyer.post('/api/cart', { productId: product.id, tierId: null, quantity: 1 })).status).toBe(201);
  const started = await buyer.post('/api/create-payment-intent', {
    customerInfo: {
      customerName: 'Ann Buyer',
      customerEmail: 'ann.buyer@example.com',
      shippingAddress: { street: '1 Harbour Road', city: 'Portland', state: 'ME', zipCode: '04101', country: 'United States' },
    },
    shippingMethod: 'standard',
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const { paymentIntentId, orderId } = started.body as PaymentIntentAnswer;
  expect((await confirmWithTestCard(started.body as PaymentIntentAnswer)).status).toBe('succeeded');
  expect((await buyer.post('/api/orders', { paymentIntentId })).body.paymentStatus).toBe('paid');
  const listed = await admin.get('/api/orders');
  const orders = (Array.isArray(listed.body) ? listed.body : listed.body.orders) as OrderView[];
  return orders.find((order) => order.id === orderId)!.items[0]!.certificates[0]!.code;
}

async function visitor(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

describe('verifying a certificate of authenticity', () => {
  it('shows an issued certificate as authentic with the artwork, and a code nobody issued as unknown', async () => {
    const code = await boughtOriginal();
    const page = await visitor();
    // From any page's footer to the form, and the code as printed on the certificate.
    await page.goto(url('/'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Verify a Certificate' }).click();
    await expect.poll(() => page.url()).toBe(url('/certificate'));
    await page.getByLabel('Certificate code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.url()).toBe(url(`/certificate/${code}`));
    await expect.poll(() => page.getByTestId('certificate-verdict').textContent()).toBe('Authentic');
    // The address printed on the certificate opens the same page (the server knows it: 200, not its 404 page).
    const answer = await page.goto(url(`/certificate/${code}`));
    expect(answer?.status()).toBe(200);
    await expect.poll(() => page.getByTestId('certificate-verdict').textContent()).toBe('Authentic');
    expect(await page.getByTestId('certificate-title').textContent()).toBe('Evening Harbour');
    expect(await page.getByTestId('certificate-artist').textContent()).toBe('Mara Ellison');
    expect(await page.getByTestId('certificate-edition').textContent()).toBe('Original');
    expect(await page.getByTestId('certificate-dimensions').textContent()).toBe('30 x 40 in');
    expect(await page.getByTestId('certificate-certificate').textContent()).toBe(code);
    expect(await page.getByTestId('certificate-page').textContent()).not.toContain('Ann Buyer');
    expect(await page.title()).toContain('Certificate of Authenticity');

    // Typing another code, in lower case and without dashes: one the shop never issued.
    await page.getByLabel('Certificate code').fill('art zzzz zzzz');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.url()).toBe(url('/certificate/ART-ZZZZ-ZZZZ'));
    await expect.poll(() => page.getByTestId('certificate-verdict').textContent()).toBe('No certificate has this code');
    expect(await page.getByTestId('certificate-artwork').count()).toBe(0);

    // And back to the real one, typed as a person might.
    await page.getByLabel('Certificate code').fill(code.toLowerCase().replace(/-/g, ' '));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByTestId('certificate-verdict').textContent()).toBe('Authentic');
  });
});

describe('a guest buyer’s certificate', () => {
  it('is on the success page after paying; its link opens it, authentic, with its PDF, without an account; an altered link opens nothing', async () => {
    const created = await admin.post('/api/products', {
      name: 'Morning Fog',
      slug: 'morning-fog',
      price: '300',
      year: 2025,
      medium: 'Oil on linen',
      dimensions: '24 x 30 in',
      pricingTiers: [{ size: '12x16', price: '85', type: 'Print', stock: 3, editionSize: '3', description: 'Signed limited print' }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const product = created.body as Product;

    // A guest, in the browser: the product page, the cart, the checkout's form and card.
    const page = await visitor();
    await page.goto(url(`/product/${product.id}`));
    await page.getByTestId('add-to-cart').click();
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
    await page.goto(url('/checkout'));
    const form = page.getByTestId('shipping-form');
    await form.waitFor();
    await form.getByLabel('Full Name').fill('Gil Guest');
    await form.getByLabel('Email', { exact: true }).fill('gil.guest@example.com');
    await form.getByLabel('Street Address').fill('3 Pier Street');
    await form.getByLabel('City', { exact: true }).fill('Portland');
    await form.getByLabel('State', { exact: true }).fill('ME');
    await form.getByLabel('ZIP Code').fill('04101');
    await expect.poll(() => page.getByTestId('continue-to-payment').isEnabled()).toBe(true);
    await page.getByTestId('continue-to-payment').click();
    await payWithTestCard(page);

    // The success page lists the certificate: the print, its number, its code as a link.
    const listed = page.getByTestId('receipt-certificate');
    await expect.poll(() => listed.count()).toBe(1);
    expect(await listed.textContent()).toMatch(/^“Morning Fog” \(Print 12x16\), 1\/3: ART-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const code = (await listed.getByRole('link').textContent())!;
    await listed.getByRole('link', { name: code }).click();

    await expect.poll(() => page.url()).toMatch(new RegExp(`^${url(`/certificate/${code}`).replace(/[.?]/g, '\\$&')}\\?key=[\\w-]+$`));
    await expect.poll(() => page.getByTestId('certificate-verdict').textContent()).toBe('Authentic');
    expect(await page.getByTestId('certificate-title').textContent()).toBe('Morning Fog');
    expect(await page.getByTestId('certificate-edition').textContent()).toBe('1/3');
    const pdfLink = page.getByRole('link', { name: 'Download the certificate (PDF)' });
    const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
    expect(download.suggestedFilename()).toBe(`certificate-${code}.pdf`);
    const pdf = await page.request.get(url((await pdfLink.getAttribute('href'))!));
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    // The same link, one letter changed, in another browser: nothing opens, and it does not say whether the certificate exists.
    const link = new URL(page.url());
    const key = link.searchParams.get('key')!;
    const stranger = await visitor();
    await stranger.goto(url(`/certificate/${code}?key=${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`));
    await expect.poll(() => stranger.getByTestId('certificate-verdict').textContent()).toBe('This certificate link is not valid');
    expect(await stranger.getByTestId('certificate-artwork').count()).toBe(0);
    expect(await stranger.getByRole('link', { name: 'Download the certificate (PDF)' }).count()).toBe(0);
  });
});
