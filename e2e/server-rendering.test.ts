import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BioSettings, Product } from '@artshop/contracts';
import { ApiClient, launchBrowser, registerInBrowser, TestSystem } from '@artshop/testing';

// The storefront's pages come from the server already rendered (the gateway renders the React app
// with the data every visitor shares), and the browser takes them over (hydrates) without a
// mismatch and without asking for that data again.
let system: TestSystem;
let browser: Browser;
/** A browser with JavaScript off: what a crawler, a link preview or a slow phone sees before any script runs. */
let withoutScripts: BrowserContext;
let admin: ApiClient;
let products: Product[];

beforeAll(async () => {
  // The forms are posted more than the 5 times per 10 minutes a visitor may.
  [system, browser] = await Promise.all([TestSystem.start({ seed: true, env: { FORM_RATE_LIMIT: '50' } }), launchBrowser()]);
  withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  admin = new ApiClient(system.baseUrl);
  expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
  products = (await new ApiClient(system.baseUrl).get('/api/products')).body as Product[];
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
});

const dollars = (amount: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(amount));

/** The page's main content as a person reads it, with no script run. */
async function readWithoutScripts(path: string): Promise<{ status: number; text: string }> {
  const page = await withoutScripts.newPage();
  try {
    const response = await page.goto(`${system.baseUrl}${path}`);
    return { status: response!.status(), text: await page.locator('main').innerText() };
  } finally {
    await page.close();
  }
}

describe('a page as the server sends it, before any script runs', () => {
  it('shows the product’s name and price on its page', async () => {
    // One without pricing tiers: its price is the product's own.
    const product = products.find((one) => one.pricingTiers.length === 0 && one.images.length > 0)!;
    const { status, text } = await readWithoutScripts(`/product/${product.id}`);
    expect(status).toBe(200);
    expect(text).toContain(product.name);
    expect(text).toContain(dollars(product.price));
  });

  it('lists every active product on Shop All, with its price', async () => {
    const { text } = await readWithoutScripts('/shop-all');
    expect(text).toContain(`${products.length} products`);
    for (const product of products) expect(text, product.name).toContain(product.name);
  });

  it('shows the artist’s bio on /bio, and the home page’s products', async () => {
    const bio = (await new ApiClient(system.baseUrl).get('/api/bio-settings')).body as BioSettings;
    // The bio is markdown: its first paragraph's words, as they read once rendered.
    const firstParagraph = bio.bioContent.split(/\n\s*\n/).find((paragraph) => /^[A-Z]/.test(paragraph.trim()))!;
    const words = firstParagraph
      .replace(/[*_`[\]]|\(http[^)]*\)/g, '')
      .split(/\s+/)
      .slice(0, 8)
      .join(' ');
    expect((await readWithoutScripts('/bio')).text).toContain(words);
    const featured = products.filter((product) => product.isFeatured);
    expect(featured.length).toBeGreaterThan(0);
    // Home shows the featured artworks (one fewer, rather than one alone on a row).
    const home = await readWithoutScripts('/');
    expect(featured.filter((product) => home.text.includes(product.name)).length).toBeGreaterThanOrEqual(Math.max(1, featured.length - 1));
  });

  it('answers a missing product with a 404 that search engines do not index, and the page says so once the app runs', async () => {
    const path = '/product/00000000-0000-4000-8000-000000000000';
    const response = await fetch(`${system.baseUrl}${path}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<meta name="robots" content="noindex" />');
    const page = await browser.newPage();
    try {
      await page.goto(`${system.baseUrl}${path}`);
      await expect.poll(() => page.locator('main').innerText()).toMatch(/Product not found/);
    } finally {
      await page.close();
    }
  });

  it('is kept by the gateway, and a change the artist saves shows on the next visit', async () => {
    const product = products.find((one) => one.pricingTiers.length === 0)!;
    const path = `/product/${product.id}`;
    const first = await fetch(`${system.baseUrl}${path}`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // One visitor, as a browser is: the page carries that visitor's form token, made from this cookie.
    const cookie = first.headers
      .getSetCookie()
      .map((set) => set.split(';')[0])
      .join('; ');
    // Unchanged: the browser's copy is still good.
    expect((await fetch(`${system.baseUrl}${path}`, { headers: { 'if-none-match': etag!, cookie } })).status).toBe(304);

    const renamed = `${product.name} (revised)`;
    expect((await admin.put(`/api/products/${product.id}`, { name: renamed })).status).toBe(200);
    expect((await readWithoutScripts(path)).text).toContain(renamed);
    expect((await fetch(`${system.baseUrl}${path}`, { headers: { 'if-none-match': etag!, cookie } })).status).toBe(200);

    const bio = 'A new paragraph about the studio by the sea.';
    expect((await admin.put('/api/bio-settings', { bioContent: bio })).status).toBe(200);
    expect((await readWithoutScripts('/bio')).text).toContain(bio);
    expect((await admin.put(`/api/products/${product.id}`, { name: product.name })).status).toBe(200);
  });
});

describe('the browser taking a page over', () => {
  /**
   * Opens a page and watches it settle: the console's errors and warnings (React reports a hydration
   * mismatch there), what the Content Security Policy refused (a library trying eval is refused
   * silently, but reported) and the API reads the browser makes.
   */
  async function open(context: BrowserContext, path: string): Promise<{ page: Page; problems: string[]; reads: string[] }> {
    const page = await context.newPage();
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) => console.error(`refused by the CSP: ${event.violatedDirective} ${event.blockedURI}`)),
    );
    const problems: string[] = [];
    const reads: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) reads.push(url.pathname);
    });
    await page.goto(`${system.baseUrl}${path}`, { waitUntil: 'networkidle' });
    return { page, problems, reads };
  }

  const pages = () => [
    '/',
    '/shop-all',
    '/originals',
    `/product/${products.find((one) => one.images.length > 1)!.id}`,
    '/bio',
    '/gallery',
    '/events',
    '/cv',
    '/contact',
    '/corporate-buyers',
    '/art-wall',
    '/mail-club',
    '/checkout',
    '/login',
    '/account',
  ];
  /** What only the browser reads: the visitor's own cart and session (and, on a wide screen, the header's social links). */
  const visitorReads = new Set(['/api/cart', '/api/social-settings', '/api/auth/user']);

  it.each([
    ['a phone', { width: 390, height: 844 }],
    ['a wide screen', { width: 1400, height: 900 }],
  ])('hydrates every page without a mismatch and without asking again for the data it came with, on %s', async (_name, viewport) => {
    const context = await browser.newContext({ viewport });
    try {
      for (const path of pages()) {
        const { page, problems, reads } = await open(context, path);
        expect(problems, path).toEqual([]);
        expect(
          reads.filter((read) => !visitorReads.has(read)),
          path,
        ).toEqual([]);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  it('hydrates the pages of a signed-in customer, then shows their own things', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const registered = await registerInBrowser(system, context.request, {
        email: 'hydrating.customer@example.com',
        password: 'correct horse battery',
        firstName: 'Ada',
        lastName: 'Lovelace',
      });
      expect(registered.status()).toBe(201);
      for (const path of ['/account', '/checkout', '/', `/product/${products[0]!.id}`]) {
        const { page, problems } = await open(context, path);
        expect(problems, path).toEqual([]);
        if (path === '/account') await expect.poll(() => page.locator('main').innerText()).toContain('Ada');
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  it('works once taken over: a click on a product card opens its page in the app', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const { page } = await open(context, '/shop-all');
      await page.evaluate('window.sameDocument = true');
      const product = products.find((one) => one.images.length > 0)!;
      await page.locator(`[data-product-id="${product.id}"] a`).first().click();
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      // Moved within the app (the router took the click), not by loading another document.
      expect(await page.evaluate('window.sameDocument === true')).toBe(true);
    } finally {
      await context.close();
    }
  });
});

/** An active product without tiers that is in stock: its Add to Cart adds it as it is. */
const inStock = () => products.find((one) => one.pricingTiers.length === 0 && one.stock > 1)!;

/** What the visitor's cart holds now, as its own browser's cookies find it. */
async function cartOf(context: BrowserContext): Promise<Array<{ productId: string; quantity: number }>> {
  const answer = await context.request.get(`${system.baseUrl}/api/cart`);
  return (await answer.json()) as Array<{ productId: string; quantity: number }>;
}

async function subscriberStatus(email: string): Promise<string | undefined> {
  const [row] = await system.query<{ status: string }>(`SELECT status FROM messaging.newsletter_subscribers WHERE email = $1`, [email]);
  return row?.status;
}

describe('the primary actions with JavaScript off: plain forms the gateway answers', () => {
  it('adds to the cart from a product page, and the page comes back saying so with the cart’s count', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const product = inStock();
      await page.goto(`${system.baseUrl}/product/${product.id}`);
      await page.getByTestId('add-to-cart').click();
      await page.getByTestId('form-notice').waitFor();
      expect(new URL(page.url()).pathname).toBe(`/product/${product.id}`);
      expect(await page.getByTestId('form-notice').innerText()).toContain(`Added to cart: ${product.name}. Your cart has 1 item.`);
      expect(await cartOf(context)).toMatchObject([{ productId: product.id, quantity: 1 }]);
      // The notice is shown once: the next visit of the page is the page as everyone gets it.
      await page.reload();
      expect(await page.getByTestId('form-notice').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('subscribes to the newsletter; a bad address comes back as a message on the page, with the address as typed', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${system.baseUrl}/bio`);
      const form = page.getByTestId('newsletter-plain-form');
      await form.getByLabel('Email').fill('not-an-address');
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await page.getByTestId('form-notice-error').waitFor();
      expect(new URL(page.url()).pathname).toBe('/bio');
      expect(await page.getByTestId('form-notice-error').innerText()).toMatch(/valid e-?mail/i);
      expect(await page.getByTestId('newsletter-plain-form').getByLabel('Email').inputValue()).toBe('not-an-address');

      await page.getByTestId('newsletter-plain-form').getByLabel('Email').fill('plain-form@example.com');
      await page.getByTestId('newsletter-plain-form').getByRole('button', { name: 'Subscribe' }).click();
      await page.getByTestId('newsletter-plain-success').waitFor();
      expect(await page.getByTestId('form-notice').innerText()).toContain('Thank you for subscribing');
      expect(await subscriberStatus('plain-form@example.com')).toBe('pending');
    } finally {
      await context.close();
    }
  });

  it('sends the contact form, and a refused one comes back filled in as it was', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${system.baseUrl}/contact`);
      const form = page.getByTestId('contact-form');
      await form.getByLabel('Name').fill('Nora Plain');
      await form.getByLabel('Email').fill('nora@example.com');
      await page.getByTestId('contact-submit').click();
      // No message: refused, with the name and address kept.
      await page.getByTestId('form-notice-error').waitFor();
      expect(await page.getByTestId('contact-form').getByLabel('Name').inputValue()).toBe('Nora Plain');
      await page.getByTestId('contact-form').getByLabel('Message').fill('Is the blue one still available?');
      await page.getByTestId('contact-submit').click();
      await page.getByTestId('form-notice').waitFor();
      const [row] = await system.query<{ email: string }>(`SELECT email FROM messaging.messages WHERE email = $1`, ['nora@example.com']);
      expect(row?.email).toBe('nora@example.com');
    } finally {
      await context.close();
    }
  });

  it('sends a corporate inquiry from the form Let’s Talk leads to', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${system.baseUrl}/corporate-buyers`);
      await page.getByTestId('lets-talk').click();
      const form = page.getByTestId('inquiry-plain-form');
      await form.getByLabel(/^Name/).fill('Cora Plain');
      await form.getByLabel(/^Company/).fill('Plain Hotels');
      await form.getByLabel(/^Email/).fill('cora@example.com');
      await form.getByRole('button', { name: 'Send Inquiry' }).click();
      await page.getByTestId('form-notice').waitFor();
      const [row] = await system.query<{ email: string }>(`SELECT email FROM messaging.messages WHERE email = $1`, ['cora@example.com']);
      expect(row?.email).toBe('cora@example.com');
    } finally {
      await context.close();
    }
  });

  it('signs in; a wrong password comes back as a message with the address kept', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${system.baseUrl}/login`);
      await page.getByLabel('Email').fill(system.admin.email);
      await page.getByLabel('Password', { exact: true }).fill('not the password');
      await page.getByTestId('login-submit').click();
      await page.getByTestId('form-notice-error').waitFor();
      expect(await page.getByLabel('Email').inputValue()).toBe(system.admin.email);
      expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
      await page.getByLabel('Password', { exact: true }).fill(system.admin.password);
      await page.getByTestId('login-submit').click();
      await page.getByTestId('form-notice').waitFor();
      expect((await context.request.get(`${system.baseUrl}/api/auth/user`)).status()).toBe(200);
    } finally {
      await context.close();
    }
  });

  it('refuses a post without the visitor’s form token or from another site, and form bodies anywhere else', async () => {
    const product = inStock();
    const form = (body: Record<string, string>, headers: Record<string, string> = {}) =>
      fetch(`${system.baseUrl}/cart`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(body),
      });
    const noToken = await form({ productId: product.id, _back: '/cart' });
    expect(noToken.status).toBe(403);
    expect(await noToken.text()).toContain('This form had expired');
    expect((await form({ productId: product.id, _token: 'forged' }, { origin: 'https://elsewhere.example' })).status).toBe(403);
    // A sandboxed frame elsewhere also says Origin: null; only the browser's same-origin mark lets it by.
    expect((await form({ productId: product.id }, { origin: 'null', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const api = await fetch(`${system.baseUrl}/api/cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ productId: product.id, quantity: '1' }),
    });
    expect(api.status).toBe(415);
  });
});

describe('a tap as soon as the control shows, on a slow phone (150 ms, 1.6 Mbit/s, CPU 4× slower)', () => {
  /**
   * Opens a page and returns as soon as its first bytes are in, as a visitor's eyes would: the page's
   * own goto (not the harness's, which waits for the app to take the page over).
   */
  const openAtOnce = (page: Page, path: string) => (Object.getPrototypeOf(page) as Page).goto.call(page, `${system.baseUrl}${path}`, { waitUntil: 'commit' });

  /** A phone-sized page with the network and CPU slowed as Lighthouse's mobile profile does. */
  async function slowPhone(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    return page;
  }

  it('adds to the cart with a tap the moment Add to Cart shows', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const page = await slowPhone(context);
      const product = inStock();
      await openAtOnce(page, `/product/${product.id}`);
      await page.getByTestId('add-to-cart').tap();
      await expect.poll(async () => (await cartOf(context)).map((item) => item.productId), { timeout: 30_000 }).toEqual([product.id]);
      // The visitor sees it: the page's notice (answered before the app ran) or the app's own.
      await page
        .getByText(/Added to cart/)
        .first()
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it('subscribes to the newsletter with the form sent the moment it shows', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const page = await slowPhone(context);
      await openAtOnce(page, '/bio');
      // The footer's form: the plain one until the app's takes its place, whichever is there.
      const newsletter = page.getByTestId('footer-newsletter');
      await newsletter.getByLabel('Email').fill('slow-phone@example.com');
      await newsletter.getByRole('button', { name: 'Subscribe' }).tap();
      await expect.poll(() => subscriberStatus('slow-phone@example.com'), { timeout: 30_000 }).toBe('pending');
      await page
        .getByText(/Thank you for subscribing/)
        .first()
        .waitFor();
    } finally {
      await context.close();
    }
  });
});
