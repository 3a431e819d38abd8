import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryItem, Product } from '@artshop/contracts';
import { ApiClient, launchBrowser, TestSystem } from '@artshop/testing';

// The gallery in a real browser: the artist adds a work by upload and one by address (saved as a
// draft), drags the new work to the front and moves another by keyboard; a visitor on a touch screen
// sees the published works in that order, opens the full-screen viewer and moves through it with the
// arrow keys and a swipe, and closes it with Escape; the Gallery switch takes the page off the live
// site. The product page's viewer is the same component: opaque, and it swipes too. Real gateway,
// services, PostgreSQL and Redis, the demo shop (its gallery has seven published works and a draft).
let system: TestSystem;
let browser: Browser;
let admin: Page;
let visitorContext: BrowserContext;
let visitor: Page;

const UPLOADED = 'Harbour at Low Water';
const LINKED = 'Study for a Breakwater';

beforeAll(async () => {
  [system, browser] = await Promise.all([TestSystem.start({ seed: true }), launchBrowser()]);
  // Tall enough that the whole grid is on screen while a work is dragged across it.
  admin = await browser.newPage({ viewport: { width: 1280, height: 2000 } });
  // A touch screen, so the visitor can swipe.
  visitorContext = await browser.newContext({ viewport: { width: 1024, height: 800 }, hasTouch: true });
  visitor = await visitorContext.newPage();
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
});

const toastText = () =>
  admin
    .getByTestId('toast')
    .allTextContents()
    .then((texts) => texts.join(' '));
const item = (title: string) => admin.getByTestId('gallery-item').filter({ has: admin.getByTestId('gallery-item-title').getByText(title, { exact: true }) });
const itemTitles = () => admin.getByTestId('gallery-item-title').allTextContents();
const dialog = () => admin.getByTestId('gallery-dialog');
const serverGallery = async (asAdmin: boolean) => {
  const client = new ApiClient(system.baseUrl);
  if (asAdmin) await client.post('/api/auth/login', system.admin);
  return (await client.get('/api/gallery')).body as GalleryItem[];
};
/** dnd-kit measures the tiles in the frames after a pick-up; a key pressed before that moves nothing. */
const afterMeasuring = () => admin.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
const announced = () => admin.locator('[id^="DndLiveRegion"]').textContent();

/** A finger on the touch screen moving `dx` pixels sideways from (x, y), as Chromium's touch input. */
async function swipe(page: Page, x: number, y: number, dx: number) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 10; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 10, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}

async function swipeViewer(page: Page, dx: number) {
  const box = (await page.getByTestId('viewer-stage').boundingBox())!;
  await swipe(page, box.x + box.width / 2 - dx / 2, box.y + box.height / 2, dx);
}

/** The viewer's backdrop colour: opaque black hides the page behind it. */
const backdropColour = (page: Page) => page.getByTestId('image-viewer-backdrop').evaluate((element) => getComputedStyle(element).backgroundColor);

async function moreMenuLinks(page: Page): Promise<string[]> {
  await page.getByTestId('more-menu').click();
  // The menu's code loads when it is first opened: wait for it as a visitor does.
  await page.getByRole('menu').waitFor();
  const links = await page.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return links;
}

describe('Gallery', () => {
  it('shows the artist every work, drafts too, in the gallery’s order', async () => {
    await admin.goto(`${system.baseUrl}/login?next=/admin/gallery`);
    await admin.locator('#login-email').fill(system.admin.email);
    await admin.locator('#login-password').fill(system.admin.password);
    await admin.getByTestId('login-submit').click();
    await admin.waitForURL(`${system.baseUrl}/admin/gallery`);
    await expect.poll(() => admin.title()).toMatch(/^Gallery \| /);
    const stored = await serverGallery(true);
    await expect.poll(itemTitles).toEqual(stored.map((work) => work.title));
    expect(stored.some((work) => !work.isPublished)).toBe(true);
  });

  it('asks for a title and an image, then adds a work by upload at the end of the gallery', async () => {
    await admin.getByTestId('add-gallery-item').click();
    await expect.poll(() => dialog().isVisible()).toBe(true);
    await admin.getByTestId('gallery-save').click();
    await expect.poll(toastText).toContain('Title and image are required');
    expect(await dialog().getByText('Title is required').isVisible()).toBe(true);
    expect(await dialog().getByText('Image is required').isVisible()).toBe(true);

    await admin.locator('#gallery-title').fill(UPLOADED);
    await admin.locator('#gallery-year').fill('2026');
    await admin.locator('#gallery-medium').fill('Oil on linen');
    await admin.locator('#gallery-dimensions').fill('30 x 40 in');
    await admin.locator('#gallery-description').fill('The harbour mud at the lowest tide of the year.');
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 90, b: 120 } } })
      .png()
      .toBuffer();
    await admin.getByTestId('image-file-gallery-imageUrl').setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => admin.locator('#gallery-imageUrl').inputValue()).toMatch(/^\/objects\/uploads\/.+\.(webp|png)$/);
    await admin.getByTestId('gallery-save').click();
    await expect.poll(toastText).toContain('Gallery item added');
    await expect.poll(() => dialog().count()).toBe(0);
    await expect.poll(async () => (await itemTitles()).at(-1)).toBe(UPLOADED);
    expect(await item(UPLOADED).getByTestId('gallery-item-status').textContent()).toBe('Published');
  });

  it('adds a work by its address, saved as a draft', async () => {
    await admin.getByTestId('add-gallery-item').click();
    await admin.locator('#gallery-title').fill(LINKED);
    await admin.locator('#gallery-imageUrl').fill('http://images.example.org/breakwater.jpg');
    await admin.getByTestId('gallery-published-switch').click();
    await admin.getByTestId('gallery-save').click();
    await expect.poll(() => dialog().getByText('web address starting with https://').isVisible()).toBe(true);
    await admin.locator('#gallery-imageUrl').fill('https://images.example.org/breakwater.jpg');
    await admin.getByTestId('gallery-save').click();
    await expect.poll(toastText).toContain('Saved as a draft');
    await expect.poll(() => item(LINKED).count()).toBe(1);
    expect(await item(LINKED).getByTestId('gallery-item-status').textContent()).toBe('Draft');
    const stored = (await serverGallery(true)).find((work) => work.title === LINKED);
    expect(stored).toMatchObject({ imageUrl: 'https://images.example.org/breakwater.jpg', isPublished: false });
  });

  it('moves the new work to the front by dragging it, and the order is saved', async () => {
    const before = await itemTitles();
    const total = before.length;
    const from = before.indexOf(UPLOADED);
    const [handleBox, sourceBox, targetBox] = await Promise.all([
      item(UPLOADED).getByTestId('drag-handle').boundingBox(),
      item(UPLOADED).boundingBox(),
      item(before[0]!).boundingBox(),
    ]);
    // The tile moves with the pointer: moving by the distance between the two tiles' centres puts it on the first one.
    const startX = handleBox!.x + handleBox!.width / 2;
    const startY = handleBox!.y + handleBox!.height / 2;
    const endX = startX - (sourceBox!.x + sourceBox!.width / 2 - (targetBox!.x + targetBox!.width / 2));
    const endY = startY - (sourceBox!.y + sourceBox!.height / 2 - (targetBox!.y + targetBox!.height / 2));
    await admin.mouse.move(startX, startY);
    await admin.mouse.down();
    // Past dnd-kit's 5 px activation distance first, then on in small steps, as a hand would.
    await admin.mouse.move(startX, startY - 10, { steps: 4 });
    await expect.poll(announced).toBe(`Picked up ${UPLOADED}, position ${from + 1} of ${total}.`);
    await afterMeasuring();
    await admin.mouse.move(endX, endY, { steps: 25 });
    await expect.poll(announced).toBe(`${UPLOADED} moved to position 1 of ${total}.`);
    await admin.mouse.up();

    await expect.poll(toastText).toContain('Gallery reordered');
    const expected = [UPLOADED, ...before.filter((title) => title !== UPLOADED)];
    await expect.poll(itemTitles).toEqual(expected);
    await expect.poll(async () => (await serverGallery(true)).map((work) => work.title)).toEqual(expected);
  });

  it('moves a work one place later by keyboard', async () => {
    const before = await itemTitles();
    const second = before[1]!;
    await item(second).getByTestId('drag-handle').focus();
    await admin.keyboard.press('Space');
    await expect.poll(announced).toBe(`Picked up ${second}, position 2 of ${before.length}.`);
    await afterMeasuring();
    await admin.keyboard.press('ArrowRight');
    await expect.poll(announced).toBe(`${second} moved to position 3 of ${before.length}.`);
    await afterMeasuring();
    await admin.keyboard.press('Space');
    const expected = [before[0]!, before[2]!, second, ...before.slice(3)];
    await expect.poll(async () => (await serverGallery(true)).map((work) => work.title)).toEqual(expected);
    await admin.reload();
    await expect.poll(itemTitles).toEqual(expected);
  });

  it('shows the visitor the published works in the artist’s order, without the draft, and a link to the art wall', async () => {
    await visitor.goto(`${system.baseUrl}/gallery`);
    await expect.poll(() => visitor.title()).toMatch(/^Gallery \| /);
    const published = (await serverGallery(true)).filter((work) => work.isPublished).map((work) => work.title);
    await expect.poll(() => visitor.getByTestId('gallery-title').allTextContents()).toEqual(published);
    expect(published[0]).toBe(UPLOADED);
    expect(published).not.toContain(LINKED);
    const first = visitor.getByTestId('gallery-card').first();
    expect(await first.getByTestId('gallery-details').textContent()).toBe('2026 · Oil on linen · 30 x 40 in');
    // The uploaded picture is shown (it loaded: a real width, not the placeholder).
    await expect.poll(() => first.getByTestId('gallery-image').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    expect(await first.getByTestId('gallery-image').getAttribute('data-placeholder')).toBeNull();
    expect(await visitor.getByTestId('art-wall-card').getAttribute('href')).toBe('/art-wall');
  });

  it('opens a work full screen on an opaque backdrop; arrow keys and swipes move through the works, wrapping; Escape closes', async () => {
    const total = await visitor.getByTestId('gallery-card').count();
    const opener = visitor.getByTestId('gallery-open').first();
    await opener.click();
    const viewer = visitor.getByRole('dialog');
    await viewer.waitFor();
    expect(await viewer.getAttribute('data-testid')).toBe('image-viewer');
    expect(await backdropColour(visitor)).toBe('rgb(0, 0, 0)');
    const position = () => visitor.getByTestId('viewer-position').textContent();
    const title = () => visitor.getByTestId('viewer-title').textContent();
    await expect.poll(position).toBe(`1 / ${total}`);
    expect(await title()).toBe(UPLOADED);
    expect(await visitor.getByTestId('viewer-details').textContent()).toContain('2026 · Oil on linen · 30 x 40 in');
    expect(await visitor.getByTestId('viewer-details').textContent()).toContain('The harbour mud at the lowest tide of the year.');

    await visitor.keyboard.press('ArrowLeft');
    await expect.poll(position).toBe(`${total} / ${total}`);
    await visitor.keyboard.press('ArrowRight');
    await expect.poll(position).toBe(`1 / ${total}`);
    await visitor.keyboard.press('ArrowRight');
    await expect.poll(position).toBe(`2 / ${total}`);
    const titles = await visitor.getByTestId('gallery-title').allTextContents();
    expect(await title()).toBe(titles[1]);

    // A swipe to the left shows the next work, to the right the one before.
    await swipeViewer(visitor, -200);
    await expect.poll(position).toBe(`3 / ${total}`);
    expect(await title()).toBe(titles[2]);
    await swipeViewer(visitor, 200);
    await expect.poll(position).toBe(`2 / ${total}`);
    // A short touch is no swipe.
    await swipeViewer(visitor, -20);
    expect(await position()).toBe(`2 / ${total}`);

    // Focus stays in the viewer.
    for (let press = 0; press < 6; press++) await visitor.keyboard.press('Tab');
    expect(await visitor.evaluate(() => !!document.activeElement?.closest('[data-testid="image-viewer"]'))).toBe(true);

    await visitor.keyboard.press('Escape');
    await expect.poll(() => viewer.count()).toBe(0);
    // Focus goes back to the work that opened it (Radix gives it once the dialog has gone).
    await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('takes the page off the live site with its switch: out of the More menu, and its address is the 404 page', async () => {
    expect(await moreMenuLinks(visitor)).toContain('Gallery');
    const pageSwitch = admin.getByTestId('page-enabled-switch-gallery');
    await expect.poll(() => pageSwitch.getAttribute('aria-checked')).toBe('true');
    await pageSwitch.click();
    await expect.poll(() => admin.getByTestId('page-disabled-notice').textContent()).toContain('will not appear on the live site');
    await expect.poll(toastText).toContain('Gallery page disabled');

    const response = await visitor.goto(`${system.baseUrl}/gallery`);
    expect(response!.status()).toBe(404);
    await expect.poll(() => visitor.locator('main h1').textContent()).toBe('404 Page Not Found');
    expect(await moreMenuLinks(visitor)).not.toContain('Gallery');
    expect(await visitor.locator('a[href="/gallery"]').count()).toBe(0);

    await pageSwitch.click();
    await expect.poll(toastText).toContain('Gallery page enabled');
    expect((await visitor.goto(`${system.baseUrl}/gallery`))!.status()).toBe(200);
    await expect.poll(() => visitor.getByTestId('gallery-card').count()).toBeGreaterThan(0);
  });

  it('deletes the draft after the confirmation', async () => {
    await item(LINKED).getByTestId('delete-gallery-item').click();
    const confirm = admin.getByTestId('delete-gallery-confirm');
    await expect.poll(() => confirm.textContent()).toContain('Are you sure you want to delete this gallery item?');
    await confirm.getByTestId('confirm-action').click();
    await expect.poll(toastText).toContain('Gallery item deleted');
    await expect.poll(() => item(LINKED).count()).toBe(0);
    expect((await serverGallery(true)).map((work) => work.title)).not.toContain(LINKED);
  });

  it('gives the product page the same viewer: opaque, and a swipe moves to the next picture', async () => {
    const products = (await new ApiClient(system.baseUrl).get('/api/products')).body as Product[];
    const product = products.find((candidate) => candidate.images.length > 1)!;
    await visitor.goto(`${system.baseUrl}/product/${product.id}`);
    await visitor.getByTestId('open-viewer').click();
    await visitor.getByRole('dialog').waitFor();
    expect(await backdropColour(visitor)).toBe('rgb(0, 0, 0)');
    const position = () => visitor.getByTestId('viewer-position').textContent();
    await expect.poll(position).toBe(`1 / ${product.images.length}`);
    await swipeViewer(visitor, -200);
    await expect.poll(position).toBe(`2 / ${product.images.length}`);
    await swipeViewer(visitor, 200);
    await swipeViewer(visitor, 200);
    await expect.poll(position).toBe(`${product.images.length} / ${product.images.length}`);
    expect(await visitor.getByTestId('viewer-title').textContent()).toBe(product.name);
    await visitor.keyboard.press('Escape');
    await expect.poll(() => visitor.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => visitor.getByTestId('open-viewer').evaluate((element) => element === document.activeElement)).toBe(true);
  });
});
