import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, TestSystem } from '@artshop/testing';

// Product Listings in a real browser: the artist adds a product with two pricing tiers (one priced
// from the print list) and an uploaded picture, sees it in the admin and in the shop, is stopped by
// the validation messages, edits it and deletes it, and sets the shop order the storefront opens on.
// Real gateway, services, PostgreSQL and Redis.
let system: TestSystem;
let browser: Browser;
let page: Page;
let ai: Server;
/** What the AI service was asked, one entry per call. */
const aiRequests: string[] = [];
/** When set, the AI service's next answer is prose rather than the JSON asked for. */
let aiRambles = false;

interface ApiProduct {
  id: string;
  name: string;
  description: string | null;
  slug: string;
  price: string;
  status: string;
  categoryId: string | null;
  images: string[];
  tags: string[];
  pricingTiers: Array<{
    size: string;
    price: string;
    type: string;
    stock: number;
    description: string;
    editionSize: number | null;
    lowStockThreshold: number | null;
  }>;
}

const NAME = 'Harbor Light Study';

/**
 * An OpenAI-compatible endpoint standing in for the shop owner's AI service: it answers every chat
 * completion with a title and a description, as a vision model asked for JSON would.
 */
function startAiService(): Promise<string> {
  ai = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      aiRequests.push(`${request.method} ${request.url} ${body}`);
      const content = aiRambles
        ? 'What a lovely painting!'
        : JSON.stringify({ title: 'Amber Tide at Dusk', description: 'Warm amber light spreads over a calm field of colour.' });
      aiRambles = false;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: 'test-vision',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  return new Promise((resolve) => ai.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(ai.address() as AddressInfo).port}/v1`)));
}

beforeAll(async () => {
  const aiBaseUrl = await startAiService();
  [system, browser] = await Promise.all([
    TestSystem.start({ seed: true, env: { AI_BASE_URL: aiBaseUrl, AI_API_KEY: 'test-key', AI_MODEL: 'test-vision' } }),
    launchBrowser(),
  ]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
  ai?.close();
});

/** Every product as the admin's session reads it (drafts and archived ones too). */
async function serverProducts(): Promise<ApiProduct[]> {
  const response = await page.request.get(`${system.baseUrl}/api/products`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiProduct[];
}

/** A page expression: some image matching `selector` shows the picture stored at `stem` (any variant), loaded. */
const shownImage = (selector: string, stem: string) =>
  `[...document.querySelectorAll(${JSON.stringify(selector)})].some((img) => (img.currentSrc || img.src).includes(${JSON.stringify(stem)}) && img.complete && img.naturalWidth > 0)`;
const toastText = () =>
  page
    .getByTestId('toast')
    .allTextContents()
    .then((texts) => texts.join(' '));
const drawer = () => page.getByTestId('product-drawer');
const card = (name: string) => page.getByTestId('product-card').filter({ has: page.getByTestId('product-name').getByText(name, { exact: true }) });
const tier = (index: number) => drawer().getByTestId('tier').nth(index);
const selectedTab = () => drawer().locator('[role="tab"][aria-selected="true"]').textContent();

describe('Product Listings', () => {
  it('lists every product with a search by name or description', async () => {
    await page.goto(`${system.baseUrl}/login?next=/admin/products`);
    await page.locator('#login-email').fill(system.admin.email);
    await page.locator('#login-password').fill(system.admin.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(`${system.baseUrl}/admin/products`);
    await expect.poll(() => page.title()).toMatch(/^Product Listings \| /);

    const products = await serverProducts();
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(products.length);
    const ember = products.filter((product) => /ember/i.test(product.name) || /ember/i.test(product.description ?? ''));
    expect(ember.length).toBeGreaterThan(0);
    expect(ember.length).toBeLessThan(products.length);
    await page.getByTestId('product-search').fill('EMBER');
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(ember.length);
    await page.getByTestId('product-search').fill('no such artwork anywhere');
    await expect.poll(() => page.getByTestId('empty-state').textContent()).toContain('No products found.');
    // A search that finds nothing offers to clear it, not to add a first product.
    expect(await page.getByTestId('empty-state').getByRole('button', { name: 'Add your first product' }).count()).toBe(0);
    await page.getByTestId('empty-state').getByRole('button', { name: 'Clear the search' }).click();
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(products.length);
    expect(await page.getByTestId('product-search').inputValue()).toBe('');
  });

  it('shows the validation messages under the fields and opens the tab of the first one', async () => {
    await page.getByTestId('add-product').click();
    await expect.poll(() => drawer().isVisible()).toBe(true);
    await page.getByTestId('product-save').click();
    await expect.poll(toastText).toContain('Please correct the fields marked in red.');
    // An empty form lacks its name and slug (Content) and its price (Pricing): both tabs are marked.
    expect(await toastText()).toContain('See the Content and Pricing tabs.');
    expect(await drawer().locator('[role="tab"][data-invalid]').allTextContents()).toEqual(['Content (needs correcting)', 'Pricing (needs correcting)']);
    expect(await drawer().getByText('Name is required').isVisible()).toBe(true);
    expect(await drawer().getByText('Slug is required').isVisible()).toBe(true);
    expect(await page.locator('#product-name').getAttribute('aria-invalid')).toBe('true');

    // A slug typed by hand must be lowercase letters, digits and hyphens.
    await page.locator('#product-name').fill('Test piece');
    await page.locator('#product-slug').fill('Test Piece!');
    await page.getByTestId('product-save').click();
    await expect.poll(() => drawer().getByText('Slug must contain only lowercase letters, numbers, and hyphens').isVisible()).toBe(true);

    // A tier priced 0 sends the admin to the Pricing tab.
    await page.locator('#product-slug').fill('test-piece');
    await page.getByTestId('tab-pricing').click();
    await page.locator('#product-price').fill('10');
    await page.getByTestId('add-tier').click();
    await tier(0).getByTestId('tier-price').fill('0');
    await page.getByTestId('tab-content').click();
    await page.getByTestId('product-save').click();
    await expect.poll(selectedTab).toBe('Pricing (needs correcting)');
    // Only the tab that holds an error is marked: the content tab's fields are right now.
    expect(await drawer().locator('[role="tab"][data-invalid]').allTextContents()).toEqual(['Pricing (needs correcting)']);
    expect(await tier(0).getByText('Price must be greater than 0').isVisible()).toBe(true);
    expect(await tier(0).getByText('Description is required').isVisible()).toBe(true);

    // With the AI service set up, the analysis still needs a picture.
    await page.getByTestId('tab-content').click();
    expect(await page.getByTestId('analyze-with-ai').isEnabled()).toBe(true);
    expect(await page.getByTestId('ai-status-note').count()).toBe(0);
    await page.getByTestId('analyze-with-ai').click();
    await expect.poll(toastText).toContain('No Image');
    expect(await toastText()).toContain('Please add an image first before analyzing.');
    expect(aiRequests).toHaveLength(0);

    // Cancel asks before a half-filled form is dropped: Stay keeps it, another screen asks too, Discard closes.
    const asked = page.getByTestId('discard-changes-dialog');
    await drawer().getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => asked.isVisible()).toBe(true);
    await asked.getByRole('button', { name: 'Stay' }).click();
    await expect.poll(() => asked.count()).toBe(0);
    expect(await page.locator('#product-name').inputValue()).toBe('Test piece');
    // The drawer covers the sidebar: the link's click is sent to it directly, as a keyboard shortcut or a link in a toast would.
    await page.locator('aside a[href="/admin/orders"]').dispatchEvent('click');
    await expect.poll(() => page.getByTestId('unsaved-changes-dialog').isVisible()).toBe(true);
    await page.getByTestId('unsaved-changes-dialog').getByRole('button', { name: 'Stay' }).click();
    expect(page.url()).toBe(`${system.baseUrl}/admin/products`);
    expect(await page.locator('#product-name').inputValue()).toBe('Test piece');
    // Nothing was saved; closing and reopening starts from an empty form.
    await drawer().getByRole('button', { name: 'Cancel' }).click();
    await asked.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => drawer().count()).toBe(0);
    expect((await serverProducts()).some((product) => product.slug === 'test-piece')).toBe(false);
  });

  it('adds a product with two tiers, one priced from the print list, and an uploaded picture', async () => {
    const [originals] = await system.query<{ id: string }>(`SELECT id FROM catalog.categories WHERE name = 'Originals'`);
    const [abstract] = await system.query<{ id: string }>(`SELECT id FROM catalog.tags WHERE name = 'Abstract'`);

    await page.getByTestId('add-product').click();
    expect(await page.locator('#product-name').inputValue()).toBe('');
    await page.locator('#product-name').fill(NAME);
    // The slug follows the name until it is edited by hand.
    expect(await page.locator('#product-slug').inputValue()).toBe('harbor-light-study');
    await page.locator('#product-shortDescription').fill('Late light over the harbour, in oil.');
    await page.locator('#product-description').fill('A study of the last light on the water, painted on site.');
    await page.locator('#product-medium').fill('Oil on canvas');
    await page.locator('#product-year').fill('2026');

    await page.getByTestId('tab-pricing').click();
    await page.locator('#product-price').fill('1200');
    await page.locator('#product-stock').fill('1');
    await page.getByTestId('add-tier').click();
    // A new tier: 42x42 (a custom size), $100, Original, one in stock.
    expect(await tier(0).getByTestId('tier-size').inputValue()).toBe('custom');
    expect(await tier(0).getByTestId('tier-custom-size').inputValue()).toBe('42x42');
    expect(await tier(0).getByTestId('tier-price').inputValue()).toBe('100.00');
    expect(await tier(0).locator('select').first().inputValue()).toBe('Original');
    expect(await page.locator('#product-pricingTiers-0-stock').inputValue()).toBe('1');
    await tier(0).getByTestId('tier-price').fill('1200');
    await tier(0).getByTestId('tier-description').fill('The original painting');

    await page.getByTestId('add-tier').click();
    await tier(1).locator('select').first().selectOption('Print');
    await tier(1).getByTestId('tier-size').selectOption('24x30');
    // The print list price for 24x30.
    expect(await tier(1).getByTestId('tier-price').inputValue()).toBe('275.00');
    await page.locator('#product-pricingTiers-1-stock').fill('25');
    await tier(1).getByTestId('tier-description').fill('Archival giclée print');
    // A signed, numbered run: a limited edition of 25.
    await tier(1).getByTestId('tier-edition-size').fill('25');
    // Mail the artist when three or fewer are left.
    await tier(1).getByTestId('tier-low-stock-threshold').fill('3');
    // With tiers, the product's stock is theirs added up, changed on each tier.
    expect(await page.locator('#product-stock').inputValue()).toBe('26');
    expect(await page.locator('#product-stock').getAttribute('readonly')).not.toBeNull();

    await page.getByTestId('tab-images').click();
    expect(await page.getByTestId('add-image-url').isDisabled()).toBe(true);
    const pictures = page.getByTestId('product-image');
    const pictureUrls = () => pictures.evaluateAll((items) => items.map((item) => item.getAttribute('data-url')));
    // The upload is held at its last step while a picture is added by address: both must stay.
    let releaseFinalize!: () => void;
    const finalizeHeld = new Promise<void>((resolve) => (releaseFinalize = resolve));
    await page.route('**/api/objects/finalize', async (route) => {
      await finalizeHeld;
      await route.continue();
    });
    const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .png()
      .toBuffer();
    await page.getByTestId('image-file-input').setInputFiles({ name: 'harbor.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => page.getByTestId('upload-status').textContent()).toBe('Processing the image…');
    await page.getByTestId('image-url-input').fill('http://images.example.com/a.jpg');
    await page.getByTestId('add-image-url').click();
    expect(await drawer().getByText('An image must be one uploaded to the shop (/objects/…) or a web address starting with https://').isVisible()).toBe(true);
    await page.getByTestId('image-url-input').fill('/objects/demo/products/ember-field-1.webp');
    await page.getByTestId('add-image-url').click();
    await expect.poll(pictureUrls).toEqual(['/objects/demo/products/ember-field-1.webp']);
    releaseFinalize();
    await expect.poll(() => page.getByTestId('upload-status').textContent(), { timeout: 20_000 }).toBe('Uploaded and added to the pictures below.');
    await page.unroute('**/api/objects/finalize');
    expect(await page.getByTestId('upload-progress').getAttribute('aria-valuenow')).toBe('100');
    expect(await toastText()).toContain('Upload successful');
    const uploaded = await pictures.nth(1).getAttribute('data-url');
    expect(uploaded).toMatch(/^\/objects\/uploads\//);
    expect(await pictureUrls()).toEqual(['/objects/demo/products/ember-field-1.webp', uploaded]);
    expect(await page.getByTestId('upload-preview').getAttribute('src')).toBe(uploaded);
    await expect.poll(() => page.evaluate(`document.querySelector('[data-testid="upload-preview"]').naturalWidth`)).toBe(320);
    // The same picture again is refused, judged on the list as it is now.
    await page.getByTestId('image-url-input').fill(uploaded!);
    await page.getByTestId('add-image-url').click();
    await expect.poll(toastText).toContain('Already added');
    expect(await pictures.count()).toBe(2);

    // Moved first, the upload becomes the main picture; the other one is removed.
    expect(await pictures.first().getByTestId('main-image-badge').count()).toBe(1);
    await pictures.nth(1).getByTestId('move-up').click();
    await expect.poll(() => pictures.first().getAttribute('data-url')).toBe(uploaded);
    expect(await pictures.first().getByTestId('main-image-badge').count()).toBe(1);
    expect(await page.getByTestId('main-image-badge').count()).toBe(1);
    await pictures.nth(1).getByTestId('remove-image').click();
    await expect.poll(pictureUrls).toEqual([uploaded]);

    // An answer the shop cannot use: the fixed failure sentence, then the server's reason; the form is left as it was.
    await page.getByTestId('tab-content').click();
    aiRambles = true;
    await page.getByTestId('analyze-with-ai').click();
    await expect.poll(toastText).toContain('Analysis Failed');
    expect(await toastText()).toContain('Failed to analyze artwork. Please try again. The AI service answered, but not with a usable title and description.');
    expect(await page.locator('#product-name').inputValue()).toBe(NAME);
    expect(aiRequests).toHaveLength(1);
    await expect.poll(() => page.getByTestId('analyze-with-ai').isEnabled()).toBe(true);

    // 'Analyze with AI' suggests a title and description from the first picture; the slug follows.
    await page.getByTestId('analyze-with-ai').click();
    await expect.poll(toastText).toContain('AI Analysis Complete');
    expect(await toastText()).toContain('Title and description have been generated!');
    expect(await page.locator('#product-name').inputValue()).toBe('Amber Tide at Dusk');
    expect(await page.locator('#product-slug').inputValue()).toBe('amber-tide-at-dusk');
    expect(await page.locator('#product-description').inputValue()).toBe('Warm amber light spreads over a calm field of colour.');
    // The model was shown the uploaded picture itself (the AI service cannot reach this shop's addresses).
    expect(aiRequests).toHaveLength(2);
    expect(aiRequests[1]).toMatch(/^POST \/v1\/chat\/completions /);
    expect(aiRequests[1]).toContain('"model":"test-vision"');
    expect(aiRequests[1]).toContain('data:image/');
    // The artist prefers their own title.
    await page.locator('#product-name').fill(NAME);
    expect(await page.locator('#product-slug').inputValue()).toBe('harbor-light-study');

    await page.getByTestId('tab-categories').click();
    await page.locator('#product-categoryId').selectOption({ label: 'Originals' });
    await page.getByTestId('tag-options').getByText('Abstract', { exact: true }).click();

    await page.getByTestId('product-save').click();
    await expect.poll(toastText).toContain('Product added');
    expect(await toastText()).toContain('The product has been successfully added to your catalog.');
    await expect.poll(() => drawer().count()).toBe(0);
    await expect.poll(() => card(NAME).count()).toBe(1);
    expect(await card(NAME).getByTestId('product-category').textContent()).toBe('Originals');
    expect(await card(NAME).getByTestId('product-price').textContent()).toBe('$1,200.00');
    expect(await card(NAME).getByTestId('product-stock').textContent()).toBe('26');

    const saved = (await serverProducts()).find((product) => product.name === NAME)!;
    expect(saved).toMatchObject({
      slug: 'harbor-light-study',
      price: '1200.00',
      status: 'active',
      categoryId: originals.id,
      tags: [abstract.id],
      images: [uploaded],
    });
    expect(
      saved.pricingTiers.map(({ size, price, type, stock, description, editionSize, lowStockThreshold }) => ({
        size,
        price,
        type,
        stock,
        description,
        editionSize,
        lowStockThreshold,
      })),
    ).toEqual([
      { size: '42x42', price: '1200.00', type: 'Original', stock: 1, description: 'The original painting', editionSize: null, lowStockThreshold: null },
      { size: '24x30', price: '275.00', type: 'Print', stock: 25, description: 'Archival giclée print', editionSize: 25, lowStockThreshold: 3 },
    ]);
  });

  it('shows the new product in the shop with its picture and both tiers', async () => {
    const saved = (await serverProducts()).find((product) => product.name === NAME)!;
    const stem = saved.images[0].replace(/\.[a-z]+$/, '');
    const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await visitor.goto(`${system.baseUrl}/shop-all`);
      const shopCard = visitor.getByTestId('product-card').filter({ hasText: NAME });
      await expect.poll(() => shopCard.count()).toBe(1);
      await shopCard.scrollIntoViewIfNeeded();
      await expect.poll(() => visitor.evaluate(shownImage('[data-testid="product-card"] img', stem))).toBe(true);

      await visitor.goto(`${system.baseUrl}/product/${saved.id}`);
      await expect.poll(() => visitor.getByTestId('product-title').textContent()).toBe(NAME);
      const tiers = await visitor.getByTestId('tier-option').allTextContents();
      expect(tiers).toHaveLength(2);
      expect(tiers.join(' ')).toContain('$1,200.00');
      expect(tiers.join(' ')).toContain('$275.00');
      expect(tiers.join(' ')).toContain('Limited edition of 25');
      await expect.poll(() => visitor.evaluate(shownImage('main img', stem))).toBe(true);
    } finally {
      await visitor.close();
    }
  });

  it('edits a product: the changes show on its card', async () => {
    await card(NAME).getByTestId('edit-product').click();
    await expect.poll(() => page.locator('#product-name').inputValue()).toBe(NAME);
    expect(await drawer().getByRole('heading', { name: 'Edit Product' }).count()).toBe(1);
    // The slug still matches the name, so it keeps following it.
    await page.locator('#product-name').fill(`${NAME} II`);
    expect(await page.locator('#product-slug').inputValue()).toBe('harbor-light-study-ii');
    await page.getByTestId('tab-pricing').click();
    expect(await tier(1).getByTestId('tier-size').inputValue()).toBe('24x30');
    await page.locator('#product-price').fill('1350');
    await page.getByTestId('product-save').click();
    await expect.poll(toastText).toContain('Product updated');
    expect(await toastText()).toContain('The product has been successfully updated.');
    await expect.poll(() => card(`${NAME} II`).count()).toBe(1);
    expect(await card(`${NAME} II`).getByTestId('product-price').textContent()).toBe('$1,350.00');
    const saved = (await serverProducts()).find((product) => product.name === `${NAME} II`)!;
    expect(saved).toMatchObject({ slug: 'harbor-light-study-ii', price: '1350.00' });
    expect(saved.pricingTiers).toHaveLength(2);
  });

  it('shows a slug the server refuses at its field, on the tab that holds it, and saves nothing', async () => {
    const other = (await serverProducts()).find((product) => product.name !== `${NAME} II`)!;
    await card(`${NAME} II`).getByTestId('edit-product').click();
    await expect.poll(() => page.locator('#product-name').inputValue()).toBe(`${NAME} II`);
    // The form cannot know the slug is taken: only the catalogue can, and it answers 409.
    await page.locator('#product-slug').fill(other.slug);
    await page.getByTestId('tab-pricing').click();
    await page.locator('#product-price').focus();
    await page.getByTestId('product-save').click();
    await expect.poll(selectedTab).toBe('Content (needs correcting)');
    expect(await drawer().locator('[role="tab"][data-invalid]').allTextContents()).toEqual(['Content (needs correcting)']);
    await expect.poll(() => drawer().getByText('A product with this slug already exists').isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('product-slug');
    expect(await page.locator('#product-slug').getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(() =>
        page.locator('#product-slug').evaluate((input) => input.getBoundingClientRect().bottom <= window.innerHeight && input.getBoundingClientRect().top >= 0),
      )
      .toBe(true);
    await expect.poll(toastText).toContain('Please correct the marked field');
    expect(await toastText()).not.toContain('Failed to update product');

    await drawer().getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('discard-changes-dialog').getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => drawer().count()).toBe(0);
    expect((await serverProducts()).find((product) => product.name === `${NAME} II`)!.slug).toBe('harbor-light-study-ii');
  });

  it('deletes a product that was never ordered, after asking', async () => {
    const target = (await serverProducts()).find((product) => product.name === `${NAME} II`)!;
    await card(`${NAME} II`).getByTestId('delete-product').click();
    const dialog = page.getByTestId('delete-product-dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain(`${NAME} II`);
    // Cancel keeps it.
    await dialog.getByTestId('confirm-cancel').click();
    expect(await card(`${NAME} II`).count()).toBe(1);

    await card(`${NAME} II`).getByTestId('delete-product').click();
    await dialog.getByTestId('confirm-action').click();
    await expect.poll(toastText).toContain('Product deleted');
    await expect.poll(() => card(`${NAME} II`).count()).toBe(0);
    expect((await page.request.get(`${system.baseUrl}/api/products/${target.id}`)).status()).toBe(404);
  });

  it('archives an ordered product instead of deleting it, and says so', async () => {
    const ordered = (await serverProducts()).find((product) => product.status === 'active')!;
    // An order line as checkout writes it (the order keeps pointing at the product).
    const [order] = await system.query<{ id: string }>(
      `INSERT INTO cart_order.orders (customer_name, customer_email, total_cents, status) VALUES ('Ann Lee', 'ann@example.com', 2400, 'pending') RETURNING id`,
    );
    await system.query(`INSERT INTO cart_order.order_lines (order_id, product_id, product_name, unit_price_cents, quantity) VALUES ($1, $2, $3, 2400, 1)`, [
      order.id,
      ordered.id,
      ordered.name,
    ]);

    await card(ordered.name).getByTestId('delete-product').click();
    await page.getByTestId('delete-product-dialog').getByTestId('confirm-action').click();
    await expect.poll(toastText).toContain('Product archived');
    expect(await toastText()).toContain('This product has orders, so it was archived instead of deleted.');
    await expect.poll(() => card(ordered.name).getByTestId('product-status').textContent()).toBe('Archived');
    expect((await serverProducts()).find((product) => product.id === ordered.id)?.status).toBe('archived');
  });

  it('pages a large catalogue on the server, with its search, status and category filters and sort in the address', async () => {
    const category = (await (await page.request.post(`${system.baseUrl}/api/categories`, { data: { name: 'Plover Works' } })).json()) as { slug: string };
    for (let number = 1; number <= 26; number++) {
      const created = await page.request.post(`${system.baseUrl}/api/products`, {
        data: {
          name: `Plover Sketch ${String(number).padStart(2, '0')}`,
          slug: `plover-sketch-${number}`,
          price: '30',
          status: number % 2 ? 'draft' : 'active',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    await page.goto(`${system.baseUrl}/admin/products`);
    await page.getByTestId('product-search').fill('plover');
    await expect.poll(() => page.getByTestId('products-shown').textContent()).toBe('26 products, page 1 of 2');
    expect(await page.getByTestId('product-card').count()).toBe(24);
    await page.getByTestId('product-sort').selectOption({ label: 'Name' });
    await expect.poll(() => page.getByTestId('product-name').first().textContent()).toBe('Plover Sketch 01');
    await page.getByTestId('products-next').click();
    await expect.poll(() => page.getByTestId('product-name').allTextContents()).toEqual(['Plover Sketch 25', 'Plover Sketch 26']);

    // A filter starts again at the first page; the address keeps every choice, so a reload shows the same.
    await page.getByTestId('product-status-filter').selectOption({ label: 'Draft' });
    await expect.poll(() => page.getByTestId('products-shown').textContent()).toBe('13 products');
    const address = new URL(page.url());
    expect(Object.fromEntries(address.searchParams)).toEqual({ q: 'plover', sort: 'name', status: 'draft' });
    await page.reload();
    await expect.poll(() => page.getByTestId('product-status').allTextContents()).toEqual(Array(13).fill('Draft'));
    expect(await page.getByTestId('product-search').inputValue()).toBe('plover');

    // A typo finds them too (the storefront's search), and a category with none of them shows none.
    await page.goto(`${system.baseUrl}/admin/products?q=plovr`);
    await expect.poll(() => page.getByTestId('products-shown').textContent()).toBe('26 products, page 1 of 2');
    await page.getByTestId('product-category-filter').selectOption({ label: 'Plover Works' });
    await expect.poll(() => page.getByTestId('empty-state').textContent()).toContain('No products found.');
    expect(new URL(page.url()).searchParams.get('category')).toBe(category.slug);
  });

  it("sets the shop order by keyboard, and the shop opens on it ('Featured')", async () => {
    const toShop = page.getByTestId('shop-order-name');
    await page.goto(`${system.baseUrl}/admin/products`);
    await page.getByTestId('products-mode-shop-order').click();
    await expect.poll(() => toShop.count()).toBeGreaterThan(3);
    const before = await toShop.allTextContents();
    const third = before[2]!;
    const measured = () => page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    const announced = () => page.locator('[id^="DndLiveRegion"]').textContent();
    await page.getByTestId('shop-order-item').nth(2).getByTestId('drag-handle').focus();
    await page.keyboard.press('Space');
    await expect.poll(announced).toBe(`Picked up ${third}, position 3 of ${before.length}.`);
    for (const position of [2, 1]) {
      await measured();
      await page.keyboard.press('ArrowUp');
      await expect.poll(announced).toBe(`${third} moved to position ${position} of ${before.length}.`);
    }
    await measured();
    await page.keyboard.press('Space');
    const expected = [third, before[0]!, before[1]!, ...before.slice(3)];
    await expect.poll(() => toShop.allTextContents()).toEqual(expected);
    await expect
      .poll(async () =>
        ((await (await page.request.get(`${system.baseUrl}/api/products/page?status=active&pageSize=100`)).json()) as { products: ApiProduct[] }).products.map(
          (product) => product.name,
        ),
      )
      .toEqual(expected);

    // The storefront opens on the artist's order, and Newest is still a choice.
    const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await visitor.goto(`${system.baseUrl}/shop-all`);
      await expect.poll(() => visitor.getByTestId('product-card').first().textContent()).toContain(third);
      expect(await visitor.getByTestId('shop-sort').locator('option:checked').textContent()).toBe('Featured');
    } finally {
      await visitor.close();
    }
  });

  // Last: it empties the catalog.
  it('with no products at all, offers to add the first one', async () => {
    // A shop whose every product is gone, as PostgreSQL holds it (the API would archive the ordered ones).
    await system.query('DELETE FROM catalog.products');
    expect(await serverProducts()).toEqual([]);
    await page.goto(`${system.baseUrl}/admin/products`);
    await expect.poll(() => page.getByTestId('empty-state').textContent()).toContain('No products found.');
    expect(await page.getByTestId('empty-state').getByRole('button', { name: 'Clear the search' }).count()).toBe(0);
    await page.getByTestId('empty-state').getByRole('button', { name: 'Add your first product' }).click();
    await expect.poll(() => drawer().getByRole('heading', { name: 'Add Product' }).count()).toBe(1);
  });
});
