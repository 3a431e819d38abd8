import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem, CheckoutQuote, Product } from '@artshop/contracts';
import { ApiClient, launchBrowser, registerInBrowser, TestSystem } from '@artshop/testing';
import { productPrice } from '@artshop/ui';

// The shop in a real browser with the demo data: browsing, search, filters, sort and layouts on
// the shop screens, a product page (tiers, the full-screen viewer, add to cart), the order lines
// and totals of /checkout (paying is e2e/checkout.test.ts), favorites signed out and in, and the
// not-found screens. Expectations come from the API's own answers, so they hold whatever the demo
// catalogue contains.
let system: TestSystem;
let browser: Browser;
let page: Page;
let products: Product[];

beforeAll(async () => {
  [system, browser] = await Promise.all([TestSystem.start({ seed: true }), launchBrowser()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  products = (await (await fetch(`${system.baseUrl}/api/products`)).json()) as Product[];
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
});

const url = (path: string) => `${system.baseUrl}${path}`;
/** The shop screens' reads: one page of products each (GET /api/products/page?…). */
const PAGE_READS = /\/api\/products\/page/;
const cardNames = () => page.getByTestId('product-name').allTextContents();
const sortedNames = (list: Product[]) => list.map((product) => product.name).sort();
const toastText = () =>
  page
    .getByTestId('toast')
    .allTextContents()
    .then((texts) => texts.join(' '));

/** The Sold rule, written out here rather than taken from the app. */
function isSold(product: Product): boolean {
  const original = product.pricingTiers.find((tier) => tier.type.toLowerCase() === 'original');
  return original ? original.stock <= 0 : product.isOriginal && product.stock <= 0;
}
const hasTier = (product: Product, type: string) => product.pricingTiers.some((tier) => tier.type.toLowerCase() === type.toLowerCase());

/** Waits for the grid to show exactly these products (in any order). */
async function expectCards(expected: Product[]) {
  await expect.poll(async () => (await cardNames()).sort()).toEqual(sortedNames(expected));
}

async function openFilters() {
  if ((await page.getByTestId('filters-button').getAttribute('aria-expanded')) !== 'true') await page.getByTestId('filters-button').click();
  await page.getByTestId('filter-availability').waitFor();
}

describe('shop screens', () => {
  it('shows 6 skeleton cards while loading, then every active product', async () => {
    // A page that comes without the product list, then Shop All opened in the app: it reads the list then.
    await page.goto(url('/contact'));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(PAGE_READS, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop All' }).click();
    await expect.poll(() => page.getByTestId('product-card-skeleton').count()).toBe(6);
    release();
    await expectCards(products);
    await page.unroute(PAGE_READS);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Our Products');
    expect(products.every((product) => product.status === 'active')).toBe(true);
    await expect.poll(() => page.getByTestId('result-count').textContent()).toBe(`${products.length} products`);
  });

  it('labels prices by one rule: Print price once the original is sold, just the price for accessories', async () => {
    const soldWithPrints = products.find((product) => isSold(product) && hasTier(product, 'Print'))!;
    const available = products.find((product) => !isSold(product) && hasTier(product, 'Original'))!;
    const accessory = products.find((product) => product.category === 'Accessories')!;
    const card = (product: Product) => page.locator(`[data-testid="product-card"][data-product-id="${product.id}"]`);

    expect(await card(soldWithPrints).getByTestId('sold-badge').isVisible()).toBe(true);
    expect(await card(soldWithPrints).getByTestId('prints-badge').isVisible()).toBe(true);
    expect(await card(soldWithPrints).getByTestId('price-label').textContent()).toBe('Print price');
    const lowestPrint = Math.min(...soldWithPrints.pricingTiers.filter((tier) => tier.type === 'Print').map((tier) => Number(tier.price)));
    expect(await card(soldWithPrints).getByTestId('product-price').textContent()).toContain(`$${lowestPrint.toLocaleString('en-US')}.00`);

    expect(await card(available).getByTestId('price-label').textContent()).toBe('Original price');
    expect(await card(available).getByTestId('sold-badge').count()).toBe(0);
    expect(await card(accessory).getByTestId('price-label').count()).toBe(0);
    expect(await card(accessory).getByTestId('product-price').textContent()).toBe(`$${accessory.price}`);
  });

  it('searches name and description without regard to case, and keeps the search in the address', async () => {
    await page.getByTestId('shop-search').fill('TIDAL');
    const expected = products.filter((product) => `${product.name} ${product.description ?? ''}`.toLowerCase().includes('tidal'));
    expect(expected.length).toBeGreaterThan(0);
    await expectCards(expected);
    expect(new URL(page.url()).searchParams.get('q')).toBe('TIDAL');

    await page.reload();
    await expectCards(expected);
    expect(await page.getByTestId('shop-search').inputValue()).toBe('TIDAL');

    await page.getByTestId('shop-search').fill('no such painting anywhere');
    await expect.poll(() => page.getByTestId('empty-state').textContent()).toBe('No products found.');
    await page.getByTestId('clear-all').click();
    await expectCards(products);
    expect(new URL(page.url()).search).toBe('');
  });

  it('filters by category, type, price and availability, and a filtered view survives a reload', async () => {
    await openFilters();
    await page.getByTestId('filter-category').selectOption({ label: 'Prints' });
    // Prints, a shop screen of its own, holds what /prints lists (the originals' prints too), as its header link and home card count.
    await expectCards(products.filter((product) => hasTier(product, 'Print')));

    await page.getByTestId('filter-category').selectOption({ label: 'All categories' });
    await page.getByTestId('filter-type').selectOption({ label: 'Canvas Print' });
    const canvases = products.filter((product) => hasTier(product, 'Canvas Print'));
    await expectCards(canvases);

    await page.getByTestId('filter-type').selectOption({ label: 'All types' });
    await page.getByTestId('filter-availability').selectOption({ label: 'Sold' });
    const sold = products.filter(isSold);
    expect(sold.length).toBeGreaterThan(0);
    await expectCards(sold);
    await page.getByTestId('filter-availability').selectOption({ label: 'Prints Available' });
    await expectCards(sold.filter((product) => hasTier(product, 'Print')));
    await page.getByTestId('filter-availability').selectOption({ label: 'Available' });
    await expectCards(products.filter((product) => !isSold(product)));
    await page.getByTestId('filter-availability').selectOption({ label: 'Any availability' });

    // Price: what the card shows, between the two limits.
    await page.getByTestId('price-min').fill('20');
    await page.getByTestId('price-min').press('Enter');
    await page.getByTestId('price-max').fill('300');
    await page.getByTestId('price-max').press('Enter');
    const inRange = products.filter((product) => {
      const price = Number(productPrice(product).amount);
      return price >= 20 && price <= 300;
    });
    expect(inRange.length).toBeGreaterThan(0);
    await expectCards(inRange);
    const search = new URL(page.url()).searchParams;
    expect([search.get('min'), search.get('max')]).toEqual(['20', '300']);

    // Two choices made before the page has rendered the first (a busy phone): both are kept.
    await page.getByTestId('clear-filters').click();
    await expectCards(products);
    await page.evaluate(() => {
      const choose = (testId: string, value: string) => {
        const select = document.querySelector<HTMLSelectElement>(`[data-testid="${testId}"]`)!;
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      };
      choose('filter-type', 'print');
      choose('filter-availability', 'sold');
    });
    await expectCards(products.filter((product) => hasTier(product, 'Print') && isSold(product)));
    const both = new URL(page.url()).searchParams;
    expect([both.get('type'), both.get('availability')]).toEqual(['print', 'sold']);

    // Shared or reloaded, the address gives the same view.
    await page.goto(url('/shop-all?type=print&availability=sold'));
    const expected = products.filter((product) => hasTier(product, 'Print') && isSold(product));
    await expectCards(expected);
    expect(await page.getByTestId('filters-panel').isVisible()).toBe(true);
    expect(await page.getByTestId('filter-count').textContent()).toContain('2');

    await page.getByTestId('clear-filters').click();
    await expectCards(products);
  });

  it('sorts by price both ways and by name', async () => {
    const prices = async () => (await page.getByTestId('product-price').allTextContents()).map((text) => Number(text.replace(/[^0-9.]/g, '')));
    await page.getByTestId('shop-sort').selectOption('price-asc');
    await expect
      .poll(async () => {
        const shown = await prices();
        return shown.length === products.length && shown.every((price, index) => index === 0 || shown[index - 1]! <= price);
      })
      .toBe(true);
    await page.getByTestId('shop-sort').selectOption('price-desc');
    await expect
      .poll(async () => {
        const shown = await prices();
        return shown.every((price, index) => index === 0 || shown[index - 1]! >= price);
      })
      .toBe(true);
    await page.getByTestId('shop-sort').selectOption('name');
    const names = [...products.map((product) => product.name)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }));
    await expect.poll(() => cardNames()).toEqual(names);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('name');
  });

  it('switches between grid and list', async () => {
    await page.getByTestId('view-list').click();
    await expect.poll(() => page.getByTestId('product-grid').getAttribute('data-layout')).toBe('list');
    expect(await page.getByTestId('view-list').getAttribute('aria-pressed')).toBe('true');
    expect(new URL(page.url()).searchParams.get('view')).toBe('list');
    await page.getByTestId('view-grid').click();
    await expect.poll(() => page.getByTestId('product-grid').getAttribute('data-layout')).toBe('grid');
  });

  it('lists originals, products with a Print tier and accessories on their own screens', async () => {
    for (const [path, expected] of [
      ['/originals', products.filter((product) => product.category === 'Originals')],
      ['/prints', products.filter((product) => hasTier(product, 'Print'))],
      ['/accessories', products.filter((product) => product.category === 'Accessories')],
    ] as const) {
      await page.goto(url(path));
      await expectCards(expected);
    }
  });
});

describe('a product page', () => {
  const soldOriginal = () => products.find((product) => isSold(product) && hasTier(product, 'Print') && product.images.length > 1)!;

  it('opens from a card on its first tier in stock (the original is sold), its price and stock, and details with values only', async () => {
    const product = soldOriginal();
    await page.goto(url('/shop-all'));
    // Opened from low on the page, it starts at its top.
    const card = page.locator(`[data-testid="product-card"][data-product-id="${product.id}"] a`);
    await card.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await card.click();
    await page.waitForURL(url(`/product/${product.id}`));
    await expect.poll(() => page.getByTestId('product-title').textContent()).toBe(product.name);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => page.title()).toMatch(new RegExp(`^${product.name} \\| `));

    // A sold original opens on what can still be bought, not on a greyed-out 'Sold Out'.
    const firstInStock = product.pricingTiers.find((tier) => tier.stock > 0)!;
    expect(firstInStock.type).not.toBe('Original');
    expect(await page.getByTestId('tier-option').count()).toBe(product.pricingTiers.length);
    expect(await page.getByRole('radio', { checked: true }).inputValue()).toBe(firstInStock.id);
    expect(await page.getByTestId('selected-price').textContent()).toBe(`$${Number(firstInStock.price).toLocaleString('en-US')}.00`);
    expect(await page.getByTestId('selected-stock').getAttribute('data-stock')).toBe(String(firstInStock.stock));
    expect(await page.getByTestId('add-to-cart').isEnabled()).toBe(true);

    const rows = await page.getByTestId('product-details').locator('dt').allTextContents();
    const fields = {
      Dimensions: product.dimensions,
      Medium: product.medium,
      Year: product.year,
      Rarity: product.rarity,
      Frame: product.frame,
      Packaging: product.packaging,
      Authenticity: product.authenticity,
    };
    expect(rows.map((row) => row.toLowerCase())).toEqual(
      Object.entries(fields)
        .filter(([, value]) => value !== null && String(value).trim() !== '')
        .map(([label]) => label.toLowerCase()),
    );
  });

  it('changes price and stock with the tier', async () => {
    const product = soldOriginal();
    const original = product.pricingTiers.find((tier) => tier.type === 'Original')!;
    const print = product.pricingTiers.find((tier) => tier.type === 'Print' && tier.stock > 0)!;
    await page
      .getByTestId('tier-option')
      .filter({ has: page.locator(`input[value="${original.id}"]`) })
      .click();
    await expect.poll(() => page.getByTestId('selected-price').textContent()).toBe(`$${Number(original.price).toLocaleString('en-US')}.00`);
    expect(await page.getByTestId('selected-stock').getAttribute('data-stock')).toBe('0');
    expect(await page.getByTestId('add-to-cart').isDisabled()).toBe(true);

    await page
      .getByTestId('tier-option')
      .filter({ has: page.locator(`input[value="${print.id}"]`) })
      .click();
    await expect.poll(() => page.getByTestId('selected-price').textContent()).toBe(`$${Number(print.price).toLocaleString('en-US')}.00`);
    expect(await page.getByTestId('selected-price-label').textContent()).toBe('Print price');
    expect(await page.getByTestId('selected-stock').getAttribute('data-stock')).toBe(String(print.stock));
    expect(await page.getByTestId('add-to-cart').isEnabled()).toBe(true);
  });

  it('shows the pictures full screen, wrapping around with the arrow keys, and closes on Escape', async () => {
    const count = soldOriginal().images.length;
    await page.getByTestId('open-viewer').click();
    const viewer = page.getByRole('dialog');
    await viewer.waitFor();
    expect(await viewer.getAttribute('data-testid')).toBe('image-viewer');
    await expect.poll(() => page.getByTestId('viewer-position').textContent()).toBe(`1 / ${count}`);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByTestId('viewer-position').textContent()).toBe(`${count} / ${count}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('viewer-position').textContent()).toBe(`1 / ${count}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('viewer-position').textContent()).toBe(`2 / ${count}`);
    expect(await page.getByTestId('viewer-image').getAttribute('alt')).toContain(`image 2 of ${count}`);
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.count()).toBe(0);
    // The gallery follows the viewer.
    expect(await page.getByTestId('thumbnail').nth(1).getAttribute('aria-current')).toBe('true');
  });

  it('adds the chosen tier to the cart; the badge counts every item', async () => {
    const product = soldOriginal();
    const print = product.pricingTiers.find((tier) => tier.type === 'Print' && tier.stock > 0)!;
    await page.getByTestId('add-to-cart').click();
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
    await page.getByTestId('add-to-cart').click();
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('2');

    const accessory = products.find((candidate) => candidate.category === 'Accessories' && candidate.stock > 2)!;
    await page.goto(url(`/product/${accessory.id}`));
    expect(await page.getByTestId('tier-selector').count()).toBe(0);
    await expect.poll(() => page.getByTestId('selected-price').textContent()).toBe(`$${accessory.price}`);
    await page.getByTestId('add-to-cart').click();
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('3');

    const cart = (await (await page.request.get(url('/api/cart'))).json()) as CartItem[];
    expect(cart.map((line) => [line.productId, line.tierId, line.quantity])).toEqual([
      [product.id, print.id, 2],
      [accessory.id, null, 1],
    ]);
  });

  it('starts again from the default tier on the next product', async () => {
    const first = soldOriginal();
    await page.goto(url(`/product/${first.id}`));
    // Another tier than the one it opened on.
    await page
      .getByTestId('tier-option')
      .filter({ has: page.locator('input:not(:checked)') })
      .last()
      .click();
    await page.getByTestId('back-to-shop').click();
    await page.waitForURL(url('/shop-all'));
    // An original still for sale: its page starts on the Original tier.
    const second = products.find((product) => product.id !== first.id && hasTier(product, 'Original') && !isSold(product) && product.pricingTiers.length > 1)!;
    await page.locator(`[data-testid="product-card"][data-product-id="${second.id}"] a`).click();
    await expect.poll(() => page.getByTestId('product-title').textContent()).toBe(second.name);
    const original = second.pricingTiers.find((tier) => tier.type === 'Original')!;
    expect(await page.getByRole('radio', { checked: true }).inputValue()).toBe(original.id);
    await page.goBack();
    await page.goBack();
    await expect.poll(() => page.getByTestId('product-title').textContent()).toBe(first.name);
    // The first, a sold original, starts again on its first tier in stock.
    expect(await page.getByRole('radio', { checked: true }).inputValue()).toBe(first.pricingTiers.find((tier) => tier.stock > 0)!.id);
  });

  it('says Product not found for an unknown product, with a way back to the shop', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-product']) {
      await page.goto(url(`/product/${id}`));
      await expect.poll(() => page.getByTestId('product-not-found').isVisible()).toBe(true);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Product not found');
      expect(await page.getByRole('link', { name: 'Return to Shop' }).getAttribute('href')).toBe('/shop-all');
    }
  });

  it('shows the 404 page for an address that is not a route', async () => {
    await page.goto(url('/no-such-page'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Page Not Found');
    // It speaks to a shopper, not to a developer.
    expect(await page.getByText('We couldn’t find this page. It may have moved, or the address may be mistyped.').isVisible()).toBe(true);
    expect(await page.getByText('Did you forget to add the page to the router?').count()).toBe(0);
    // The button says where it goes.
    expect(await page.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
  });
});

describe('checkout: your order', () => {
  const line = (name: string) => page.getByTestId('cart-line').filter({ hasText: name });
  const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

  it('lists the lines with tier, price, quantity and subtotals', async () => {
    await page.goto(url('/checkout'));
    const cart = (await (await page.request.get(url('/api/cart'))).json()) as CartItem[];
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(cart.length);
    for (const item of cart) {
      const row = line(item.productName);
      expect(await row.getByTestId('line-quantity').textContent()).toBe(String(item.quantity));
      expect(await row.getByTestId('line-price').textContent()).toBe(money(Math.round(Number(item.price) * 100)));
      expect(await row.getByTestId('line-subtotal').textContent()).toBe(money(Math.round(Number(item.price) * 100) * item.quantity));
      if (item.tierDisplayName) expect(await row.getByTestId('line-tier').textContent()).toBe(item.tierDisplayName);
      else expect(await row.getByTestId('line-tier').count()).toBe(0);
    }
    // The totals are the server's quote for the default destination (the lines add up to its subtotal).
    const subtotal = cart.reduce((sum, item) => sum + Math.round(Number(item.price) * 100) * item.quantity, 0);
    const quote = (await (await page.request.get(url('/api/checkout/quote?country=United%20States'))).json()) as CheckoutQuote;
    expect(Math.round(Number(quote.subtotal) * 100)).toBe(subtotal);
    const total = money(Math.round(Number(quote.total) * 100));
    await expect.poll(() => page.getByTestId('order-total').textContent()).toBe(total);
    expect(await page.getByTestId('order-subtotal').textContent()).toBe(money(subtotal));
    expect(await page.getByTestId('order-tax').textContent()).toBe(money(Math.round(Number(quote.tax) * 100)));
    // Beside it, step 1 of the form, whose button says what will be paid.
    expect(await page.getByRole('heading', { name: 'Shipping Information' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Country').inputValue()).toBe('United States');
    await expect.poll(() => page.getByTestId('continue-to-payment').textContent()).toBe(`Continue to Payment - ${total}`);
  });

  it('changes quantities with + and −, never below 1', async () => {
    const accessory = products.find((candidate) => candidate.category === 'Accessories' && candidate.stock > 2)!;
    const row = line(accessory.name);
    expect(await row.getByTestId('line-decrease').isDisabled()).toBe(true);
    await row.getByTestId('line-increase').click();
    await expect.poll(() => row.getByTestId('line-quantity').textContent()).toBe('2');
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('4');
    expect(await row.getByTestId('line-subtotal').textContent()).toBe(money(Math.round(Number(accessory.price) * 100) * 2));
    await expect.poll(() => row.getByTestId('line-decrease').isEnabled()).toBe(true);
    await row.getByTestId('line-decrease').click();
    await expect.poll(() => row.getByTestId('line-quantity').textContent()).toBe('1');
    await expect.poll(() => row.getByTestId('line-decrease').isDisabled()).toBe(true);
    const cart = (await (await page.request.get(url('/api/cart'))).json()) as CartItem[];
    expect(cart.find((item) => item.productId === accessory.id)?.quantity).toBe(1);
  });

  it('removes lines with a toast, down to the empty cart', async () => {
    const names = await page.getByTestId('line-name').allTextContents();
    await line(names[0]!).getByTestId('line-remove').click();
    await expect.poll(toastText).toContain('Item Removed');
    expect(await toastText()).toContain('Item removed from cart successfully.');
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(names.length - 1);
    for (const name of names.slice(1)) await line(name).getByTestId('line-remove').click();
    await expect.poll(() => page.getByTestId('cart-empty').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Checkout');
    expect(await page.getByTestId('cart-empty').getByRole('heading', { level: 2 }).textContent()).toBe('Your cart is empty');
    expect(await page.getByText('Add some items to your cart to continue').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/shop-all');
    expect(await page.getByTestId('cart-count').count()).toBe(0);
  });
});

describe('favorites', () => {
  const someProducts = () => products.filter((product) => product.category === 'Originals').slice(0, 2);

  it('asks a visitor who is signed out to log in', async () => {
    const [product] = someProducts();
    await page.goto(url(`/product/${product!.id}`));
    await page.getByTestId('favorite-toggle').click();
    await expect.poll(toastText).toContain('Please log in');
    expect(await toastText()).toContain('You need to be logged in to add favorites.');
    expect(await page.getByTestId('favorite-toggle').getAttribute('aria-pressed')).toBe('false');

    await page.goto(url('/favorites'));
    await expect.poll(() => page.getByTestId('favorites-signed-out').isVisible()).toBe(true);
    expect(await page.getByText('Please log in to view your favorite products').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login?next=/favorites');
  });

  it('keeps a signed-in customer’s favorites, with the count', async () => {
    const registered = await registerInBrowser(system, page.request, {
      email: 'fav.customer@example.com',
      password: 'correct horse battery',
      firstName: 'Fay',
      lastName: 'Moss',
    });
    expect(registered.status(), await registered.text()).toBe(201);

    await page.goto(url('/favorites'));
    await expect.poll(() => page.getByTestId('favorites-empty').isVisible()).toBe(true);
    expect(await page.getByText('No favorites yet').isVisible()).toBe(true);
    expect(await page.getByText('Start browsing products and click the heart icon to add favorites').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe('/shop-all');

    const [first, second] = someProducts();
    for (const product of [first!, second!]) {
      await page.goto(url(`/product/${product.id}`));
      await page.getByTestId('favorite-toggle').click();
      await expect.poll(() => page.getByTestId('favorite-toggle').getAttribute('aria-pressed')).toBe('true');
    }

    await page.goto(url('/favorites'));
    await expect.poll(() => page.getByTestId('favorites-count').textContent()).toBe('2 favorites');
    await expectCards([first!, second!]);

    // The heart on a card removes it from the list.
    await page.locator(`[data-testid="product-card"][data-product-id="${first!.id}"]`).getByTestId('favorite-toggle').click();
    await expect.poll(() => page.getByTestId('favorites-count').textContent()).toBe('1 favorite');
    await expectCards([second!]);
    const stored = (await (await page.request.get(url('/api/favorites'))).json()) as Product[];
    expect(stored.map((product) => product.id)).toEqual([second!.id]);
  });
});

describe('a catalogue of more works than a page holds', () => {
  const HERONS = 30;
  beforeAll(async () => {
    const admin = new ApiClient(system.baseUrl);
    expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
    for (let number = 1; number <= HERONS; number++) {
      const created = await admin.post('/api/products', { name: `Heron Study ${String(number).padStart(2, '0')}`, slug: `heron-study-${number}`, price: '40' });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
  });

  it('renders a shared, filtered address on the server: the first page of what it names, and nothing else', async () => {
    const html = await (await fetch(url('/shop-all?q=heron&sort=name'))).text();
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="shop-state"'));
    expect(root.match(/data-testid="product-card"/g)).toHaveLength(24);
    expect(root).toContain('Heron Study 01');
    expect(root).not.toContain('Heron Study 25');
    expect(root).toContain('30 products');
    for (const other of products.slice(0, 3)) expect(root).not.toContain(other.name);
  });

  it('loads the next page with Load more, keeping the place on the page and moving the keyboard to the first new work', async () => {
    await page.goto(url('/shop-all?q=heron&sort=name'));
    await expect.poll(() => cardNames().then((names) => names.length)).toBe(24);
    await page.getByTestId('load-more').scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await page.getByTestId('load-more').click();
    await expect.poll(() => cardNames().then((names) => names.length)).toBe(HERONS);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="product-card"]')?.textContent ?? ''))
      .toContain('Heron Study 25');
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(await page.getByTestId('load-more').count()).toBe(0);

    // A new search starts again at the first page.
    await page.getByTestId('shop-search').fill('heron study 0');
    await expect.poll(() => cardNames().then((names) => names.length)).toBe(9);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
  });

  it('searches, sorts and pages without a script: a GET form and links', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    try {
      const bare = await context.newPage();
      await bare.goto(url('/shop-all'));
      await bare.getByTestId('shop-search').fill('heron');
      await bare.getByTestId('shop-sort').selectOption('name');
      await bare.getByRole('button', { name: 'Apply' }).click();
      await bare.waitForURL(/q=heron/);
      expect(new URL(bare.url()).searchParams.get('sort')).toBe('name');
      expect((await bare.getByTestId('product-name').allTextContents())[0]).toBe('Heron Study 01');
      await bare.getByTestId('load-more').click();
      await bare.waitForURL(/page=2/);
      expect(await bare.getByTestId('product-name').count()).toBe(HERONS);
    } finally {
      await context.close();
    }
  });
});
