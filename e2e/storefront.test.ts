import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoryPath,
  categoryProductCount,
  inCategory,
  navigationCategories,
  tierKind,
  type CartItem,
  type CategoryWithCount,
  type Product,
} from '@artshop/contracts';
import { ApiClient, launchBrowser, registerCustomer, registerInBrowser, registrationLink, TestSystem } from '@artshop/testing';

/*
 * The storefront as visitors read it, in a real browser, on one seeded demo shop and one Chromium: the
 * home page and what surrounds every screen, the storefront's polish (header links, categories, phones,
 * layout shift), and a visitor's journey (an account, the header, the social links). Each journey has its
 * own pages and puts back what the others read: the artist's category order and navigation, and the social
 * links, go back to the demo's after the journeys that change them.
 */
let system: TestSystem;
let browser: Browser;

beforeAll(async () => {
  [system, browser] = await Promise.all([TestSystem.start({ seed: true }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
});

const url = (path: string) => `${system.baseUrl}${path}`;

/** The admin's API, signed in. */
async function adminApi(): Promise<ApiClient> {
  const api = new ApiClient(system.baseUrl);
  expect((await api.post('/api/auth/login', system.admin)).status).toBe(200);
  return api;
}

// The home page and what surrounds every storefront screen, in a real browser with the demo data:
// featured artworks and categories as the admin flags them, the shop's Filters panel following the
// admin's categories, the theme, the admin switch, the image placeholder, the favorites screen and
// the checkout's failure toasts. The admin's changes go through the real admin API, and failures
// are real server answers, never faked ones.
describe('the home page and what surrounds every storefront screen', () => {
  let page: Page;
  let admin: ApiClient;
  let products: Product[];
  let customers = 0;

  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    admin = new ApiClient(system.baseUrl);
    const login = await admin.post('/api/auth/login', system.admin);
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    products = await visibleProducts();
  });

  afterAll(async () => {
    await Promise.all([page.context().close()]);
  });

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
});

// The storefront's polish, in a real browser on the demo shop: the header's shop links follow the
// categories the artist shows in navigation and their order; a category counts, links and filters alike
// everywhere; two columns of artworks on a phone; a sold original opens on a print that can be bought;
// Contact and Corporate Buyers do not move under the reader's eyes while they load, nor the footer's
// links while its newsletter form and social links load.
describe('the storefront’s polish', () => {
  const DESKTOP: BrowserContextOptions = { viewport: { width: 1350, height: 940 } };
  // Lighthouse's phone (a Moto G Power) and the 390 px phone.
  const MOBILE: BrowserContextOptions = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
  const PHONE_390: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

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
    // The artist's order and navigation go back to the demo's after: the other journeys read them.
    let demoCategories: CategoryWithCount[];

    beforeAll(async () => {
      demoCategories = await categoriesNow();
    });

    afterAll(async () => {
      const admin = await adminApi();
      const prints = demoCategories.find((category) => category.name === 'Prints')!;
      expect((await admin.put(`/api/categories/${prints.id}`, { isActive: true })).status).toBe(200);
      expect((await admin.post('/api/categories/reorder', { categoryIds: demoCategories.map((category) => category.id) })).status).toBe(200);
    });

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
});

// A visitor in a real browser: opens the shop, creates an account, logs out, logs back in and
// browses the products, all against the real gateway, services, PostgreSQL and Redis.
describe('a visitor’s journey through the storefront', () => {
  let page: Page;

  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  });

  afterAll(async () => {
    await Promise.all([page.context().close()]);
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
    // The demo's links, put back after: the other journeys read the footer.
    let demoLinks: unknown;

    beforeAll(async () => {
      admin = new ApiClient(system.baseUrl);
      expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
      demoLinks = (await admin.get('/api/social-settings')).body;
    });

    afterAll(async () => {
      const restored = await admin.put('/api/social-settings', demoLinks);
      expect(restored.status, JSON.stringify(restored.body)).toBe(200);
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
});
