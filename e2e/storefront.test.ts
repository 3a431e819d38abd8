import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, TestSystem } from '@artshop/testing';

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

  it('shows a clear error for a bad registration, then registers and is signed in', async () => {
    await page.goto(`${system.baseUrl}/register`);
    await page.getByLabel('First name').fill('Ann');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('Email').fill('ann@example.com');
    await page.getByLabel('Password').fill('short');
    await page.getByTestId('register-submit').click();
    await expect.poll(() => page.getByText('Password must be at least 8 characters').isVisible()).toBe(true);

    await page.getByLabel('Password').fill('a long enough password');
    await page.getByTestId('register-submit').click();
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

  it('sees the active products on /shop-all, with Sold and Prints Available badges', async () => {
    const products = (await (await fetch(`${system.baseUrl}/api/products`)).json()) as Array<{ name: string }>;
    await page.goto(`${system.baseUrl}/shop-all`);
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(products.length);
    const names = await page.getByTestId('product-card').allTextContents();
    for (const product of products) expect(names.some((text) => text.includes(product.name)), product.name).toBe(true);
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
      await expect.poll(() => page.getByRole('menuitem', { name }).isVisible(), name).toBe(true);
    }
    expect(await page.getByRole('menuitem', { name: 'Favorites' }).getAttribute('href')).toBe('/favorites');
    await page.keyboard.press('Escape');
  });

  it('lists in the More menu only the pages enabled in page settings', async () => {
    await page.getByTestId('more-menu').click();
    await expect.poll(() => page.getByRole('menuitem').allTextContents()).toEqual(['Bio', 'Gallery', 'Events', 'CV']);
    await page.keyboard.press('Escape');

    await system.query(`UPDATE content.page_settings SET enabled = false WHERE page IN ('cv', 'gallery')`);
    await page.reload();
    await page.getByTestId('more-menu').click();
    await expect.poll(() => page.getByRole('menuitem').allTextContents()).toEqual(['Bio', 'Events']);
    expect(await page.getByRole('menuitem', { name: 'Bio' }).getAttribute('href')).toBe('/bio');
    await page.keyboard.press('Escape');
    await system.query(`UPDATE content.page_settings SET enabled = true`);
  });

  it('opens the mobile menu with scrolling locked, and closes it on Escape and on the overlay', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${system.baseUrl}/shop-all`);
    const scrollLocked = () => page.evaluate('document.body.hasAttribute("data-scroll-locked")');
    await page.getByTestId('mobile-menu-button').click();
    await expect.poll(() => page.getByTestId('mobile-menu').isVisible()).toBe(true);
    expect(await page.getByTestId('mobile-menu').getByRole('link').allTextContents()).toEqual(
      expect.arrayContaining(['Shop All', 'Originals', 'Prints', 'Accessories', 'Bio', 'CV']),
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

describe('footer', () => {
  // The storefront's side of the social settings: the answers are given by the browser here, so
  // that both cases (some platforms filled in, none) are shown whatever the settings hold.
  it('links only the social platforms that are filled in, or says none are', async () => {
    const settingsUrl = `${system.baseUrl}/api/social-settings`;
    await page.route(settingsUrl, (route) =>
      route.fulfill({ json: { instagram: 'https://instagram.example/studio', twitter: '', facebook: null, pinterest: 'https://pinterest.example/studio', showInFooter: true, openInNewTab: true } }),
    );
    await page.goto(`${system.baseUrl}/no-such-page`);
    const links = page.getByTestId('social-links').getByRole('link');
    await expect.poll(() => links.count()).toBe(2);
    expect(await links.allTextContents()).toEqual(['Instagram (opens in a new tab)', 'Pinterest (opens in a new tab)']);
    expect(await links.first().getAttribute('href')).toBe('https://instagram.example/studio');
    expect(await links.first().getAttribute('target')).toBe('_blank');

    await page.unroute(settingsUrl);
    await page.route(settingsUrl, (route) => route.fulfill({ json: { instagram: '', showInFooter: true } }));
    await page.reload();
    await expect.poll(() => page.getByTestId('social-links').textContent()).toBe('Social media links not configured.');
    await page.unroute(settingsUrl);
  });
});
