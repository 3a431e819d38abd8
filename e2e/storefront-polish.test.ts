import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryPath, categoryProductCount, navigationCategories, tierKind, type CartItem, type CategoryWithCount, type Product } from '@artshop/contracts';
import { ApiClient, launchBrowser, TestSystem } from '@artshop/testing';

// The storefront's polish, in a real browser on the demo shop: the header's shop links follow the
// categories the artist shows in navigation and their order; a category counts, links and filters alike
// everywhere; two columns of artworks on a phone; a sold original opens on a print that can be bought;
// Contact and Corporate Buyers do not move under the reader's eyes while they load, nor the footer's
// links while its newsletter form and social links load.
let system: TestSystem;
let browser: Browser;

const DESKTOP: BrowserContextOptions = { viewport: { width: 1350, height: 940 } };
// Lighthouse's phone (a Moto G Power) and the 390 px phone.
const MOBILE: BrowserContextOptions = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const PHONE_390: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

beforeAll(async () => {
  [system, browser] = await Promise.all([TestSystem.start({ seed: true }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
});

async function withPage<T>(options: BrowserContextOptions, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext(options);
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

const visitorApi = () => new ApiClient(system.baseUrl);
const categoriesNow = async () => (await visitorApi().get('/api/categories')).body as CategoryWithCount[];
const productsNow = async () => ((await visitorApi().get('/api/products')).body as Product[]).filter((product) => product.status === 'active');

const headerLinks = (page: Page) => page.getByTestId('main-nav').locator('a').allTextContents();

async function mobileMenuLinks(page: Page): Promise<string[]> {
  await page.getByTestId('mobile-menu-button').click();
  const menu = page.getByTestId('mobile-menu');
  await expect.poll(() => menu.isVisible()).toBe(true);
  const links = await menu.locator('a').allTextContents();
  await page.keyboard.press('Escape');
  await expect.poll(() => menu.count()).toBe(0);
  return links;
}

/** The header's shop links as the categories say they should be. */
async function expectedShopLinks(): Promise<string[]> {
  return ['Shop All', ...navigationCategories(await categoriesNow()).map((category) => category.name)];
}

describe('the header’s shop links', () => {
  it('are the categories shown in navigation, in the artist’s order, on a desktop and in the phone’s menu', async () => {
    const shop = await expectedShopLinks();
    // The demo shop has a category that is not a shop screen of its own.
    expect(shop).toContain('Small Works');
    await withPage(DESKTOP, async (page) => {
      await page.goto(`${system.baseUrl}/contact`);
      await expect.poll(() => headerLinks(page)).toEqual(['Home', ...shop, 'Mail Club', 'Contact']);
      // Each leads to the category's page: Small Works to Shop All filtered by it.
      expect(await page.getByTestId('main-nav').getByText('Small Works', { exact: true }).getAttribute('href')).toBe('/shop-all?category=small-works');
      await page.getByTestId('main-nav').getByText('Small Works', { exact: true }).click();
      await expect.poll(() => page.url()).toBe(`${system.baseUrl}/shop-all?category=small-works`);
      // The address changes first; the header marks the link once the page has rendered.
      await expect.poll(() => page.getByTestId('main-nav').locator('a[aria-current="page"]').textContent()).toBe('Small Works');
    });
    await withPage(PHONE_390, async (page) => {
      await page.goto(`${system.baseUrl}/`);
      await expect.poll(() => page.getByTestId('site-name').textContent()).not.toBe('');
      expect((await mobileMenuLinks(page)).slice(0, shop.length + 3)).toEqual(['Home', ...shop, 'Mail Club', 'Contact']);
    });
  });

  it('follow the artist’s reorder and Show in Navigation switch in the admin', async () => {
    await withPage(DESKTOP, async (admin) => {
      await admin.goto(`${system.baseUrl}/login?next=/admin/categories`);
      await admin.locator('#login-email').fill(system.admin.email);
      await admin.locator('#login-password').fill(system.admin.password);
      await admin.getByTestId('login-submit').click();
      await admin.waitForURL(`${system.baseUrl}/admin/categories`);
      const rows = admin.getByTestId('category-row');
      await expect.poll(() => rows.count()).toBeGreaterThan(2);
      const row = (name: string) => rows.filter({ has: admin.getByTestId('category-name').getByText(name, { exact: true }) });

      // Accessories moves to the top, and Prints leaves the navigation.
      const before = await admin.getByTestId('category-name').allTextContents();
      for (let moves = before.indexOf('Accessories'); moves > 0; moves--) {
        const order = await admin.getByTestId('category-name').allTextContents();
        await row('Accessories').getByTestId('move-up').click();
        await expect.poll(() => admin.getByTestId('category-name').allTextContents()).not.toEqual(order);
      }
      await expect.poll(async () => (await categoriesNow()).map((category) => category.name)[0]).toBe('Accessories');
      await row('Prints').getByTestId('category-nav-switch').click();
      await expect.poll(async () => (await categoriesNow()).find((category) => category.name === 'Prints')?.isActive).toBe(false);
    });

    const shop = await expectedShopLinks();
    expect(shop.slice(0, 2)).toEqual(['Shop All', 'Accessories']);
    expect(shop).not.toContain('Prints');
    await withPage(DESKTOP, async (page) => {
      await page.goto(`${system.baseUrl}/`);
      await expect.poll(() => headerLinks(page)).toEqual(['Home', ...shop, 'Mail Club', 'Contact']);
    });
    await withPage(PHONE_390, async (page) => {
      await page.goto(`${system.baseUrl}/bio`);
      await expect.poll(() => page.getByTestId('bio-headline').count()).toBe(1);
      expect((await mobileMenuLinks(page)).slice(0, shop.length + 3)).toEqual(['Home', ...shop, 'Mail Club', 'Contact']);
    });
  });
});

describe('a category', () => {
  it('has an address in the admin that opens its storefront page, listing as many artworks as the rule counts', async () => {
    const [categories, products] = await Promise.all([categoriesNow(), productsNow()]);
    await withPage(DESKTOP, async (page) => {
      for (const category of categories) {
        const count = categoryProductCount(category, products);
        const response = await page.goto(`${system.baseUrl}${categoryPath(category)}`);
        expect(response!.status(), category.name).toBe(200);
        await expect
          .poll(() => page.getByTestId('result-count').textContent(), { message: category.name })
          .toBe(`${count} ${count === 1 ? 'product' : 'products'}`);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toContain('404');
      }
    });
  });

  it('counts the same on its home card as on the page the card opens and in the Filters panel', async () => {
    const products = await productsNow();
    const featured = (await categoriesNow()).filter((category) => category.isFeatured && categoryProductCount(category, products) > 0);
    expect(featured.length).toBeGreaterThan(0);
    await withPage(DESKTOP, async (page) => {
      for (const category of featured) {
        const count = categoryProductCount(category, products);
        const label = `${count} ${count === 1 ? 'artwork' : 'artworks'}`;
        await page.goto(`${system.baseUrl}/`);
        const card = page
          .getByTestId('featured-category')
          .filter({ has: page.getByTestId('featured-category-name').getByText(category.name, { exact: true }) });
        await expect.poll(() => card.getByTestId('featured-category-count').textContent(), { message: category.name }).toBe(label);
        await card.click();
        await expect.poll(() => page.getByTestId('result-count').textContent(), { message: category.name }).toBe(`${count} products`);
        // Shop All filtered by the category shows the same artworks.
        await page.goto(`${system.baseUrl}/shop-all?category=${category.slug}`);
        await expect.poll(() => page.getByTestId('result-count').textContent(), { message: category.name }).toBe(`${count} products`);
      }
    });
  });
});

describe('the shop on a 390 px phone', () => {
  it('shows the artworks in two columns', async () => {
    await withPage(PHONE_390, async (page) => {
      await page.goto(`${system.baseUrl}/shop-all`);
      const cards = page.getByTestId('product-card');
      await expect.poll(() => cards.count()).toBeGreaterThan(3);
      const boxes = await Promise.all([0, 1, 2].map(async (index) => (await cards.nth(index).boundingBox())!));
      // The first two side by side, each about half the screen; the third starts the next row.
      expect(boxes[1]!.y).toBe(boxes[0]!.y);
      expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x + boxes[0]!.width);
      for (const box of boxes) expect(box.width).toBeGreaterThan(150);
      expect(boxes[1]!.x + boxes[1]!.width).toBeLessThanOrEqual(390);
      expect(boxes[2]!.x).toBe(boxes[0]!.x);
      expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y);
    });
  });
});

describe('a sold original that has prints', () => {
  it('opens on its first print in stock, which goes into the cart', async () => {
    const products = await productsNow();
    const soldOriginal = products.find((product) => {
      const original = product.pricingTiers.find((tier) => tierKind(tier.type) === 'original');
      return original && original.stock <= 0 && product.pricingTiers.some((tier) => tierKind(tier.type) === 'print' && tier.stock > 0);
    });
    expect(soldOriginal, 'the demo shop has a sold original with prints').toBeDefined();
    const firstInStock = soldOriginal!.pricingTiers.find((tier) => tier.stock > 0)!;

    await withPage(MOBILE, async (page) => {
      await page.goto(`${system.baseUrl}/product/${soldOriginal!.id}`);
      await expect.poll(() => page.getByTestId('product-title').textContent()).toBe(soldOriginal!.name);
      expect(await page.getByTestId('sold-badge').count()).toBe(1);
      expect(await page.getByTestId('tier-selector').locator('input:checked').getAttribute('value')).toBe(firstInStock.id);
      const button = page.getByTestId('add-to-cart');
      expect(await button.isEnabled()).toBe(true);
      expect(await button.textContent()).toBe('Add to Cart');

      await button.click();
      await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
      const cart = (await (await page.request.get(`${system.baseUrl}/api/cart`)).json()) as CartItem[];
      expect(cart.map((item) => ({ productId: item.productId, tierId: item.tierId }))).toEqual([{ productId: soldOriginal!.id, tierId: firstInStock.id }]);
    });
  });
});

/**
 * The page's layout shifts so far, summed (whatever the session windows: at least the CLS a browser
 * reports). Layout-shift entries are delivered to a buffered observer after the call; two frames suffice.
 */
function layoutShiftSum(page: Page): Promise<{ total: number; shifts: { value: number; nodes: string[] }[] }> {
  return page.evaluate(`new Promise((resolve) => {
    const shifts = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          nodes: (entry.sources || []).map((source) => {
            const node = source.node;
            if (!node || !node.tagName) return String(node && node.nodeName);
            return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (node.dataset && node.dataset.testid ? '[data-testid=' + node.dataset.testid + ']' : '') + ' ' + (node.className && typeof node.className === 'string' ? node.className.slice(0, 60) : '');
          }),
        });
      }
    });
    observer.observe({ type: 'layout-shift', buffered: true });
    requestAnimationFrame(() => requestAnimationFrame(() => {
      observer.disconnect();
      resolve({ total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts });
    }));
  })`);
}

describe('layout shift while a page loads', () => {
  const pages: { path: string; loaded: string }[] = [
    { path: '/contact', loaded: 'contact-form' },
    { path: '/corporate-buyers', loaded: 'lets-talk' },
  ];
  it.each(
    pages.flatMap((entry) => [
      { ...entry, device: 'desktop', options: DESKTOP },
      { ...entry, device: 'phone', options: MOBILE },
    ]),
  )('$path on a $device moves at most 0.05 (CLS)', async ({ path, loaded, device, options }) => {
    await withPage(options, async (page) => {
      await page.goto(`${system.baseUrl}${path}`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.getByTestId(loaded).isVisible()).toBe(true);
      await page.waitForLoadState('networkidle');
      const { total, shifts } = await layoutShiftSum(page);
      console.log(`CLS ${path} (${device}): ${total.toFixed(4)}`, shifts.length ? JSON.stringify(shifts) : '');
      expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.05);
    });
  });

  // The footer's form and social links load as the footer comes into view: a link the visitor is about
  // to tap there must not move when they arrive. Their code is held back until the link is measured.
  it.each([
    { device: 'desktop', options: DESKTOP },
    { device: 'phone', options: PHONE_390 },
  ])('the footer links stay where they are on a $device while the footer form and social links arrive', async ({ options }) => {
    await withPage(options, async (page) => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const held = new Set<string>();
      const footerParts = /\/assets\/(NewsletterForm|SocialLinks)-[\w-]+\.js$/;
      await page.route(footerParts, async (route) => {
        held.add(footerParts.exec(route.request().url())![1]!);
        await released;
        await route.continue();
      });
      await page.goto(`${system.baseUrl}/`);
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'Verify a Certificate' });
      await link.scrollIntoViewIfNeeded();
      await expect.poll(() => [...held].sort()).toEqual(['NewsletterForm', 'SocialLinks']);
      const before = await link.boundingBox();
      release();
      await expect.poll(() => page.getByTestId('newsletter-form').isVisible()).toBe(true);
      await expect.poll(() => page.locator('footer').getByTestId('social-links').isVisible()).toBe(true);
      expect(await link.boundingBox()).toEqual(before);
    });
  });
});
