import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, launchBrowser, TestSystem, registerCustomer, registrationLink } from '@artshop/testing';

// A visitor in a real browser: opens the shop, creates an account, logs out, logs back in and
// browses the products, all against the real gateway, services, PostgreSQL and Redis.
let system: TestSystem;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [system, browser] = await Promise.all([TestSystem.start({ seed: true }), launchBrowser()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
});

async function openProfileMenu() {
  await page.getByTestId('profile-menu').click();
}

describe('storefront journey', () => {
  it('opens the storefront', async () => {
    await page.goto(system.baseUrl);
    await expect.poll(() => page.title()).not.toBe('');
    await openProfileMenu();
    await expect.poll(() => page.getByRole('menuitem', { name: 'Register' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
  });

  it('does not ask who is signed in while nobody is, so a visitor’s console stays clean', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const visitor = await context.newPage();
    const askedWhoIsSignedIn: string[] = [];
    const consoleErrors: string[] = [];
    visitor.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/user') askedWhoIsSignedIn.push(visitor.url());
    });
    visitor.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    visitor.on('pageerror', (error) => consoleErrors.push(String(error)));
    try {
      const [product] = (await (await fetch(`${system.baseUrl}/api/products`)).json()) as Array<{ id: string; name: string }>;
      await visitor.goto(system.baseUrl);
      await visitor.waitForLoadState('networkidle');
      await visitor.goto(`${system.baseUrl}/shop-all`);
      await expect.poll(() => visitor.getByTestId('product-card').count()).toBeGreaterThan(0);
      await visitor.waitForLoadState('networkidle');
      await visitor.goto(`${system.baseUrl}/product/${product!.id}`);
      await expect.poll(() => visitor.getByTestId('product-title').textContent()).toBe(product!.name);
      await visitor.waitForLoadState('networkidle');
      await visitor.getByTestId('profile-menu').click();
      await expect.poll(() => visitor.getByRole('menuitem', { name: 'Log In' }).isVisible()).toBe(true);
      expect(askedWhoIsSignedIn).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows a clear error for a bad registration, then registers, opens the mailed link and is signed in', async () => {
    await page.goto(`${system.baseUrl}/register`);
    await page.getByLabel('First name').fill('Ann');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('Email').fill('ann@example.com');
    await page.getByLabel('Password').fill('short');
    await page.getByTestId('register-submit').click();
    await expect.poll(() => page.getByText('Password must be at least 8 characters').isVisible()).toBe(true);

    // A common password is refused by the server, with its reason under the field.
    await page.getByLabel('Password').fill('password123');
    await page.getByTestId('register-submit').click();
    await expect.poll(() => page.getByText('This is a commonly used password.', { exact: false }).first().isVisible()).toBe(true);

    const sent = new Date(Date.now() - 1000);
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByTestId('register-submit').click();
    await expect.poll(() => page.getByRole('heading', { name: 'Check your email' }).isVisible()).toBe(true);
    expect(await page.getByText('ann@example.com').isVisible()).toBe(true);
    expect((await page.request.get(`${system.baseUrl}/api/auth/user`)).status(), 'not signed in before the link').toBe(401);

    // The link in the mail finishes the account and signs this browser in.
    await page.goto(await registrationLink(system, 'ann@example.com', sent));
    await page.waitForURL(`${system.baseUrl}/`);
    await openProfileMenu();
    await expect.poll(() => page.getByTestId('user-name').textContent()).toBe('Ann Lee');
  });

  it('logs out', async () => {
    await page.getByTestId('logout').click();
    await expect.poll(async () => (await page.request.get(`${system.baseUrl}/api/auth/user`)).status()).toBe(401);
    await openProfileMenu();
    await expect.poll(() => page.getByRole('menuitem', { name: 'Log In' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
  });

  it('refuses a wrong password with the server’s message, then logs in', async () => {
    await page.goto(`${system.baseUrl}/api/login`);
    await page.waitForURL(`${system.baseUrl}/login`);
    await page.getByLabel('Email').fill('ann@example.com');
    await page.getByLabel('Password').fill('not my password');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByText('Email or password is incorrect').isVisible()).toBe(true);

    await page.getByLabel('Password').fill('a long enough password');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(`${system.baseUrl}/`);
    await openProfileMenu();
    await expect.poll(() => page.getByTestId('user-name').textContent()).toBe('Ann Lee');
    await page.keyboard.press('Escape');
  });

  it('is still signed in after a reload', async () => {
    await page.reload();
    await openProfileMenu();
    await expect.poll(() => page.getByTestId('user-name').textContent()).toBe('Ann Lee');
    await page.keyboard.press('Escape');
  });

  it('sees the active products on /shop-all, with Sold and Prints Available badges', async () => {
    const products = (await (await fetch(`${system.baseUrl}/api/products`)).json()) as Array<{ name: string }>;
    await page.goto(`${system.baseUrl}/shop-all`);
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(products.length);
    const names = await page.getByTestId('product-card').allTextContents();
    for (const product of products)
      expect(
        names.some((text) => text.includes(product.name)),
        product.name,
      ).toBe(true);
    await expect.poll(() => page.getByText('Sold', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Prints Available', { exact: true }).count()).toBeGreaterThan(0);
    // Scroll through the grid so lazy images load, then check each shows its artwork, not the placeholder.
    for (const card of await page.getByTestId('product-card').all()) await card.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() =>
        page.locator('[data-testid="product-card"] img').evaluateAll((elements) =>
          elements.every((element) => {
            const image = element as HTMLImageElement;
            return image.complete && image.naturalWidth > 0 && image.currentSrc.includes('/objects/demo/');
          }),
        ),
      )
      .toBe(true);
  });
});

describe('header', () => {
  it('offers the account links in the profile menu when signed in', async () => {
    await page.goto(system.baseUrl);
    await openProfileMenu();
    for (const name of ['Profile Settings', 'Favorites', 'Orders', 'Log Out']) {
      await expect.poll(() => page.getByRole('menuitem', { name }).isVisible(), { message: name }).toBe(true);
    }
    expect(await page.getByRole('menuitem', { name: 'Favorites' }).getAttribute('href')).toBe('/favorites');
    await page.keyboard.press('Escape');
  });

  it('lists in the More menu only the pages enabled in page settings', async () => {
    await page.getByTestId('more-menu').click();
    await expect.poll(() => page.getByRole('menuitem').allTextContents()).toEqual(['Bio', 'Gallery', 'Events', 'CV']);
    await page.keyboard.press('Escape');

    // The artist switches two pages off in the admin.
    const admin = new ApiClient(system.baseUrl);
    expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
    for (const name of ['cv', 'gallery']) expect((await admin.put(`/api/page-settings/${name}`, { enabled: false })).status).toBe(200);
    await page.reload();
    await page.getByTestId('more-menu').click();
    await expect.poll(() => page.getByRole('menuitem').allTextContents()).toEqual(['Bio', 'Events']);
    expect(await page.getByRole('menuitem', { name: 'Bio' }).getAttribute('href')).toBe('/bio');
    await page.keyboard.press('Escape');
    for (const name of ['cv', 'gallery']) expect((await admin.put(`/api/page-settings/${name}`, { enabled: true })).status).toBe(200);
  });

  it('opens the mobile menu with scrolling locked, and closes it on Escape and on the overlay', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${system.baseUrl}/shop-all`);
    const scrollLocked = () => page.evaluate('document.body.hasAttribute("data-scroll-locked")');
    await page.getByTestId('mobile-menu-button').click();
    await expect.poll(() => page.getByTestId('mobile-menu').isVisible()).toBe(true);
    expect(await page.getByTestId('mobile-menu').getByRole('link').allTextContents()).toEqual(
      // The shop's links are the categories shown in navigation (the demo's include Small Works).
      expect.arrayContaining(['Shop All', 'Originals', 'Prints', 'Small Works', 'Accessories', 'Bio', 'CV']),
    );
    expect(await scrollLocked()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('mobile-menu').count()).toBe(0);
    expect(await scrollLocked()).toBe(false);

    await page.getByTestId('mobile-menu-button').click();
    await expect.poll(() => page.getByTestId('mobile-menu').isVisible()).toBe(true);
    // The overlay to the right of the panel.
    await page.getByTestId('sheet-overlay').click({ position: { x: 375, y: 400 } });
    await expect.poll(() => page.getByTestId('mobile-menu').count()).toBe(0);
    expect(await scrollLocked()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});

describe('social links', () => {
  /** The profile links shown in the footer (and in the header of a wide window), by name and address. */
  const shown = async (testId: string) => {
    const links = page.getByTestId(testId).getByRole('link');
    return Promise.all(
      (await links.all()).map(async (link) => ({
        name: await link.getAttribute('aria-label'),
        href: await link.getAttribute('href'),
        target: await link.getAttribute('target'),
      })),
    );
  };
  let admin: ApiClient;

  beforeAll(async () => {
    admin = new ApiClient(system.baseUrl);
    expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
  });

  it('shows the platforms the artist filled in, as icons opening in a new tab, in the footer and the header', async () => {
    const settings = (await new ApiClient(system.baseUrl).get('/api/social-settings')).body;
    await page.goto(`${system.baseUrl}/shop-all`);
    await expect.poll(() => page.getByTestId('social-links').getByRole('link').count()).toBe(3);
    const expected = [
      { name: 'Instagram (opens in a new tab)', href: settings.instagram, target: '_blank' },
      { name: 'Facebook (opens in a new tab)', href: settings.facebook, target: '_blank' },
      { name: 'Pinterest (opens in a new tab)', href: settings.pinterest, target: '_blank' },
    ];
    expect(await shown('social-links')).toEqual(expected);
    expect(await page.getByTestId('social-links').locator('svg').count()).toBe(3);
    expect(await shown('header-social-links')).toEqual(expected);
  });

  it('follows what the artist saves: other platforms, same tab, hidden in the header', async () => {
    const saved = await admin.put('/api/social-settings', { instagram: '', twitter: 'https://x.com/studio', openInNewTab: false, showInHeader: false });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByTestId('social-links').getByRole('link').count()).toBe(3);
    expect((await shown('social-links')).map(({ name, target }) => [name, target])).toEqual([
      ['Facebook', null],
      ['X (Twitter)', null],
      ['Pinterest', null],
    ]);
    expect(await page.getByTestId('header-social-links').count()).toBe(0);
  });

  it('says none are configured when every platform is empty, and shows nothing when the footer is switched off', async () => {
    const saved = await admin.put('/api/social-settings', { facebook: '', twitter: '', pinterest: '' });
    expect(saved.status).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByTestId('social-links').textContent()).toBe('Social media links not configured.');

    expect((await admin.put('/api/social-settings', { showInFooter: false })).status).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByTestId('copyright').count()).toBe(1);
    await expect
      .poll(() =>
        page.evaluate(() =>
          fetch('/api/social-settings')
            .then((response) => response.json())
            .then((body) => body.showInFooter),
        ),
      )
      .toBe(false);
    expect(await page.getByTestId('social-links').count()).toBe(0);
  });

  it('refuses a link that is not a web address, saying which, and changes nothing; only the admin may save', async () => {
    const before = (await admin.get('/api/social-settings')).body;
    const refused = await admin.put('/api/social-settings', { instagram: 'instagram.com/studio', showInFooter: true });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Instagram: please enter a link starting with https://');
    expect((await admin.get('/api/social-settings')).body).toEqual(before);

    const visitor = new ApiClient(system.baseUrl);
    expect((await visitor.put('/api/social-settings', { instagram: '' })).status).toBe(401);
    expect(
      (await registerCustomer(system, visitor, { email: 'social@example.com', password: 'correct horse battery', firstName: 'Sam', lastName: 'Lee' })).status,
    ).toBe(201);
    expect((await visitor.put('/api/social-settings', { instagram: '' })).status).toBe(403);
  });
});
