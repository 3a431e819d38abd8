import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryPath, inCategory, type CartItem, type CategoryWithCount, type Product } from '@artshop/contracts';
import { ApiClient, launchBrowser, registerInBrowser, TestSystem } from '@artshop/testing';

// The home page and what surrounds every storefront screen, in a real browser with the demo data:
// featured artworks and categories as the admin flags them, the shop's Filters panel following the
// admin's categories, the theme, the admin switch, the image placeholder, the favorites screen and
// the checkout's failure toasts. The admin's changes go through the real admin API, and failures
// are real server answers, never faked ones.
let system: TestSystem;
let browser: Browser;
let page: Page;
let admin: ApiClient;
let products: Product[];

beforeAll(async () => {
  [system, browser] = await Promise.all([TestSystem.start({ seed: true }), launchBrowser()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  admin = new ApiClient(system.baseUrl);
  const login = await admin.post('/api/auth/login', system.admin);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  products = await visibleProducts();
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
});

const url = (path: string) => `${system.baseUrl}${path}`;
const origin = () => ({ origin: system.baseUrl });
const cardNames = (on: Page = page) => on.getByTestId('product-name').allTextContents();
const sortedNames = (list: Product[]) => list.map((product) => product.name).sort();
const toastText = (on: Page = page) =>
  on
    .getByTestId('toast')
    .allTextContents()
    .then((texts) => texts.join(' '));

/** What a visitor's GET /api/products answers now (the gateway's cache follows changes at once). */
async function visibleProducts(): Promise<Product[]> {
  return (await (await fetch(url('/api/products'))).json()) as Product[];
}

async function visibleCategories(): Promise<CategoryWithCount[]> {
  return (await (await fetch(url('/api/categories'))).json()) as CategoryWithCount[];
}

async function updateProduct(id: string, changes: Partial<Product>): Promise<void> {
  const answer = await admin.put(`/api/products/${id}`, changes);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function updateCategory(id: string, changes: Partial<CategoryWithCount>): Promise<void> {
  const answer = await admin.put(`/api/categories/${id}`, changes);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function reorderCategories(ids: string[]): Promise<void> {
  const answer = await admin.post('/api/categories/reorder', { categoryIds: ids });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/**
 * Holds the browser's requests to one address until release() is called, so that a loading state
 * can be seen. The server's own answer is then delivered unchanged.
 */
async function holdRequests(on: Page, path: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const handled: Promise<void>[] = [];
  await on.route(url(path), (route) => {
    const answered = held.then(() => route.continue());
    handled.push(answered);
    return answered;
  });
  return async () => {
    release();
    // Each held request goes on before the route is taken away.
    await Promise.all(handled);
    await on.unroute(url(path));
  };
}

/** Lets the page render what it has received: two animation frames, so a section that would appear has appeared. */
const settled = (on: Page = page) => on.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');

/** A new browser session of a newly registered customer. */
let customers = 0;
async function customerSession(): Promise<{ context: BrowserContext; page: Page; name: string }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const number = ++customers;
  const registered = await registerInBrowser(system, context.request, {
    email: `home.customer${number}@example.com`,
    password: 'correct horse battery',
    firstName: 'Iris',
    lastName: `Hale${number}`,
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return { context, page: await context.newPage(), name: `Iris Hale${number}` };
}

describe('home: featured artworks', () => {
  it('shows 3 skeleton cards while the products load, then only the products flagged as featured', async () => {
    const featured = products.filter((product) => product.isFeatured);
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThan(products.length);

    // A page that comes without the product list, then Home opened in the app: it reads the list then.
    await page.goto(url('/contact'));
    const release = await holdRequests(page, '/api/products/page*');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    const section = page.getByTestId('featured-section');
    await expect.poll(() => section.getByTestId('product-card-skeleton').count()).toBe(3);
    await release();

    await expect.poll(async () => (await cardNames()).sort()).toEqual(sortedNames(featured));
    expect(await section.getByTestId('product-card-skeleton').count()).toBe(0);
    expect(await section.getByRole('heading', { level: 2 }).textContent()).toBe('Featured Artworks');
    expect(await section.getByRole('link', { name: 'View All Artworks' }).getAttribute('href')).toBe('/shop-all');
  });

  it('hides the section when no product is featured', async () => {
    const featured = products.filter((product) => product.isFeatured);
    try {
      for (const product of featured) await updateProduct(product.id, { isFeatured: false });
      await expect.poll(async () => (await visibleProducts()).filter((product) => product.isFeatured).length).toBe(0);

      await page.goto(url('/'));
      // The products have arrived once the collection's own link shows in place of the section.
      await page.getByRole('heading', { name: 'The collection' }).waitFor();
      expect(await page.getByTestId('featured-section').count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Featured Artworks' }).count()).toBe(0);
      expect(await page.getByTestId('product-card').count()).toBe(0);
    } finally {
      for (const product of featured) await updateProduct(product.id, { isFeatured: true });
    }
    await expect.poll(async () => (await visibleProducts()).filter((product) => product.isFeatured).length).toBe(featured.length);
  });
});

describe('home: featured categories', () => {
  const section = () => page.getByTestId('categories-section');
  const shownNames = () => section().getByTestId('featured-category-name').allTextContents();

  it('lists the categories flagged Feature on Home Page, in the admin’s order, each opening its page', async () => {
    const categories = await visibleCategories();
    const flagged = categories.filter((category) => category.isFeatured && category.productCount > 0);
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.length).toBeLessThan(categories.length);

    await page.goto(url('/'));
    await expect.poll(shownNames).toEqual(flagged.map((category) => category.name));
    expect(await section().getByRole('heading', { level: 2 }).textContent()).toBe('Shop by Category');

    // Its page (contracts' category rule): Prints opens /prints, with the originals' prints too.
    const chosen = flagged.at(-1)!;
    await section().getByTestId('featured-category').filter({ hasText: chosen.name }).click();
    await page.waitForURL(url(categoryPath(chosen)));
    const held = products.filter((product) => inCategory(product, chosen));
    expect(held.length).toBeGreaterThan(0);
    await expect.poll(async () => (await cardNames()).sort()).toEqual(sortedNames(held));
    // Shop All filtered by it shows the same, the Filters panel opening with that category chosen.
    await page.goto(url(`/shop-all?category=${chosen.slug}`));
    await expect.poll(async () => (await cardNames()).sort()).toEqual(sortedNames(held));
    await expect.poll(() => page.getByTestId('filter-category').locator('option:checked').textContent()).toBe(chosen.name);
  });

  it('follows the admin’s flag, and hides the section when no category is featured', async () => {
    const categories = await visibleCategories();
    const flagged = categories.filter((category) => category.isFeatured);
    const unflagged = categories.find((category) => !category.isFeatured && category.productCount > 0)!;
    try {
      await updateCategory(unflagged.id, { isFeatured: true });
      await page.goto(url('/'));
      await expect.poll(shownNames).toContain(unflagged.name);

      for (const category of [...flagged, unflagged]) await updateCategory(category.id, { isFeatured: false });
      expect((await visibleCategories()).some((category) => category.isFeatured)).toBe(false);
      await page.goto(url('/'));
      await settled();
      expect(await section().count()).toBe(0);
    } finally {
      await updateCategory(unflagged.id, { isFeatured: false });
      for (const category of flagged) await updateCategory(category.id, { isFeatured: true });
    }
  });
});

describe('the shop’s Filters panel', () => {
  it('offers only the categories shown in navigation, in the admin’s order', async () => {
    const before = await visibleCategories();
    const hidden = before.find((category) => category.name === 'Prints')!;
    try {
      // The admin drags the list upside down and turns off Show in Navigation for Prints.
      await reorderCategories([...before].reverse().map((category) => category.id));
      await updateCategory(hidden.id, { isActive: false });
      const categories = await visibleCategories();
      const expected = categories.filter((category) => category.isActive && products.some((product) => product.categoryId === category.id));
      expect(expected.map((category) => category.name)).not.toContain('Prints');
      expect(expected.map((category) => category.name)).toEqual(
        before
          .filter((category) => category.id !== hidden.id && category.productCount > 0)
          .reverse()
          .map((category) => category.name),
      );

      await page.goto(url('/shop-all'));
      await page.getByTestId('filters-button').click();
      const options = page.getByTestId('filter-category').locator('option');
      await expect.poll(() => options.allTextContents()).toEqual(['All categories', ...expected.map((category) => category.name)]);

      // A hidden category named in the address still filters (and shows as chosen).
      await page.goto(url(`/shop-all?category=${hidden.slug}`));
      await expect.poll(async () => (await cardNames()).sort()).toEqual(sortedNames(products.filter((product) => inCategory(product, hidden))));
      expect(await page.getByTestId('filter-category').locator('option:checked').textContent()).toBe('Prints');
    } finally {
      await updateCategory(hidden.id, { isActive: true });
      await reorderCategories(before.map((category) => category.id));
    }
  });
});

describe('theme and admin switch', () => {
  it('remembers the dark theme chosen in the profile menu across a reload', async () => {
    await page.goto(url('/'));
    const isDark = () => page.evaluate(`document.documentElement.classList.contains('dark')`);
    expect(await isDark()).toBe(false);
    await page.getByTestId('profile-menu').click();
    await page.getByTestId('theme-dark').click();
    await expect.poll(isDark).toBe(true);
    expect(await page.evaluate(`localStorage.getItem('theme')`)).toBe('dark');

    await page.reload();
    expect(await page.evaluate(`localStorage.getItem('theme')`)).toBe('dark');
    expect(await isDark()).toBe(true);

    await page.getByTestId('profile-menu').click();
    await page.getByTestId('theme-light').click();
    await expect.poll(isDark).toBe(false);
    expect(await page.evaluate(`localStorage.getItem('theme')`)).toBe('light');
  });

  it('shows the live/admin switch to an admin only; choosing admin goes to /admin', async () => {
    const customer = await customerSession();
    try {
      await customer.page.goto(url('/'));
      // The user is known once the menu names them.
      await customer.page.getByRole('button', { name: `Account menu for ${customer.name}` }).waitFor();
      expect(await customer.page.getByTestId('admin-switch').count()).toBe(0);
    } finally {
      await customer.context.close();
    }

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const login = await context.request.post(url('/api/auth/login'), { data: system.admin, headers: origin() });
      expect(login.status(), await login.text()).toBe(200);
      const adminPage = await context.newPage();
      await adminPage.goto(url('/'));
      const toggle = adminPage.getByTestId('admin-switch');
      await toggle.waitFor();
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      await toggle.click();
      await adminPage.waitForURL((address) => address.pathname === '/admin' || address.pathname.startsWith('/admin/'));
    } finally {
      await context.close();
    }
  });
});

describe('pictures', () => {
  it('shows /placeholder.svg for an image that fails to load', async () => {
    const product = products.find((candidate) => candidate.images.length > 0)!;
    try {
      await updateProduct(product.id, { images: ['/objects/uploads/missing.webp'] });
      await expect
        .poll(async () => (await visibleProducts()).find((candidate) => candidate.id === product.id)?.images)
        .toEqual(['/objects/uploads/missing.webp']);

      await page.goto(url(`/product/${product.id}`));
      const main = page.getByTestId('main-image');
      await expect.poll(() => main.getAttribute('src')).toBe('/placeholder.svg');
      expect(await main.getAttribute('alt')).toBe(product.name);

      await page.goto(url('/shop-all'));
      const card = page.locator(`[data-testid="product-card"][data-product-id="${product.id}"] img`);
      // The card is lazy-loaded below the fold; the list may render again meanwhile (its categories arrive).
      await expect
        .poll(async () => {
          await card.scrollIntoViewIfNeeded({ timeout: 1_000 }).catch(() => undefined);
          return card.getAttribute('src');
        })
        .toBe('/placeholder.svg');
    } finally {
      await updateProduct(product.id, { images: product.images });
    }
  });
});

describe('favorites', () => {
  it('shows 6 skeleton cards while a customer’s favorites load', async () => {
    const customer = await customerSession();
    try {
      const release = await holdRequests(customer.page, '/api/favorites');
      await customer.page.goto(url('/favorites'));
      await expect.poll(() => customer.page.getByTestId('product-card-skeleton').count()).toBe(6);
      await release();
      await customer.page.getByTestId('favorites-empty').waitFor();
      expect(await customer.page.getByTestId('product-card-skeleton').count()).toBe(0);
    } finally {
      await customer.context.close();
    }
  });

  it('waits for the user before the heart answers, so a signed-in customer is never asked to log in', async () => {
    const customer = await customerSession();
    try {
      const product = products.find((candidate) => candidate.category === 'Originals')!;
      const release = await holdRequests(customer.page, '/api/auth/user');
      await customer.page.goto(url(`/product/${product.id}`));
      const heart = customer.page.getByTestId('favorite-toggle');
      await heart.waitFor();
      // Still asking who is signed in: a click now could only guess.
      expect(await heart.isDisabled()).toBe(true);
      await release();

      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
      expect(await toastText(customer.page)).not.toContain('Please log in');
      const stored = (await (await customer.context.request.get(url('/api/favorites'))).json()) as Product[];
      expect(stored.map((favorite) => favorite.id)).toEqual([product.id]);
    } finally {
      await customer.context.close();
    }
  });
});

describe('checkout: when the server refuses', () => {
  // A guest's cart with one accessory; the line is then removed behind the page's back (through the
  // API, in the same session), so the page's next change is answered 404 by the real server.
  let context: BrowserContext;
  let shopper: Page;
  const accessory = () => products.find((product) => product.category === 'Accessories' && product.stock > 2)!;

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    shopper = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  async function lineRemovedBehindThePage(): Promise<void> {
    const added = await context.request.post(url('/api/cart'), { data: { productId: accessory().id, tierId: null, quantity: 1 }, headers: origin() });
    expect(added.status(), await added.text()).toBe(201);
    const line = (await added.json()) as CartItem;
    await shopper.goto(url('/checkout'));
    await shopper.getByTestId('cart-line').filter({ hasText: accessory().name }).waitFor();
    const removed = await context.request.delete(url(`/api/cart/${line.id}`), { headers: origin() });
    expect(removed.status()).toBe(204);
  }

  it('says Update Failed when the quantity cannot be changed', async () => {
    await lineRemovedBehindThePage();
    await shopper.getByTestId('line-increase').click();
    await expect.poll(() => toastText(shopper)).toContain('Update Failed');
    expect(await toastText(shopper)).toContain('Could not update item quantity.');
    // The page then shows the cart as the server has it.
    await shopper.getByTestId('cart-empty').waitFor();
  });

  it('says Remove Failed when the line cannot be removed', async () => {
    await lineRemovedBehindThePage();
    await shopper.getByTestId('line-remove').click();
    await expect.poll(() => toastText(shopper)).toContain('Remove Failed');
    expect(await toastText(shopper)).toContain('Could not remove item from cart.');
    expect(await toastText(shopper)).not.toContain('Item Removed');
    await shopper.getByTestId('cart-empty').waitFor();
  });
});
