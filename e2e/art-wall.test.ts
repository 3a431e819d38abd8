import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkSizeOnWall, type Product, type ProductPage, type RoomBackground } from '@artshop/contracts';
import { launchBrowser, registerInBrowser, TestSystem } from '@artshop/testing';

// The art wall journey in a real browser: a visitor signs in, hangs two artworks on a wall
// (drawn to scale against the room's real wall width), drags one, resizes the other with the Size
// slider and moves it with the keyboard, saves the wall, reloads and reopens it from My compositions
// with the same positions and sizes, and shares it; a signed-out browser opens the link read-only.
// On a 390 px phone a finger drags an artwork and a signed-out Save asks to sign in, keeping the wall.
// The artist adds a room in the back office, moves it, switches it off and deletes it; the art wall follows.
// Real gateway, services, PostgreSQL and Redis, the demo shop.
let system: TestSystem;
let browser: Browser;
let customerContext: BrowserContext;
let customer: Page;
let products: Product[];
let livingRoom: RoomBackground;

// axe-core (lighthouse's and jsx-a11y's) is evaluated through the browser's protocol: the shop's Content-Security-Policy
// rightly refuses an inline script tag.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG 2.1 AA and best-practice rules on the page as it is: the violations' ids and first targets. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
}

/** What the wall holds, as the page draws it: each artwork's product, position on the wall and Size. */
function wallState(page: Page) {
  return page.getByTestId('wall-artwork').evaluateAll((artworks) =>
    artworks.map((artwork) => ({
      productId: artwork.getAttribute('data-product-id'),
      x: artwork.getAttribute('data-x'),
      y: artwork.getAttribute('data-y'),
      size: artwork.getAttribute('data-size'),
    })),
  );
}

/** An artwork's drawn width over the room picture's drawn width. */
async function widthOnPicture(page: Page, artwork: Locator): Promise<number> {
  const [own, picture] = await Promise.all([artwork.boundingBox(), page.getByTestId('art-wall-canvas').boundingBox()]);
  return own!.width / picture!.width;
}

const toastText = (page: Page) =>
  page
    .getByTestId('toast')
    .allTextContents()
    .then((texts) => texts.join(' '));

beforeAll(async () => {
  [system, browser] = await Promise.all([TestSystem.start({ seed: true }), launchBrowser()]);
  customerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  customer = await customerContext.newPage();
  // The shop's works, newest first, as the picker pages through them.
  products = ((await (await fetch(`${system.baseUrl}/api/products/page?pageSize=100`)).json()) as ProductPage).products;
  const rooms = (await (await fetch(`${system.baseUrl}/api/room-backgrounds`)).json()) as RoomBackground[];
  livingRoom = rooms.find((room) => room.isDefault)!;
  // Starting the whole shop and a browser on a machine that other test runs share can take a while.
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await system?.close();
});

describe('the art wall', () => {
  let shareLink: string;
  let saved: Awaited<ReturnType<typeof wallState>>;

  it('a signed-in visitor hangs two artworks to scale, drags one, resizes and nudges the other, and saves the wall', async () => {
    const registered = await registerInBrowser(system, customer.request, {
      email: 'collector@example.com',
      password: 'correct horse battery',
      firstName: 'Iris',
      lastName: 'Vale',
    });
    expect(registered.status()).toBe(201);
    await customer.goto(`${system.baseUrl}/art-wall`);
    await expect.poll(() => customer.title()).toBe('Art Wall Simulator | Mara Ellison');
    expect(await customer.getByRole('heading', { level: 1 }).textContent()).toBe('Art Wall Simulator');
    expect(await customer.getByTestId('art-wall-back').getAttribute('href')).toBe('/');
    expect(await customer.getByTestId('art-wall-browse').getAttribute('href')).toBe('/gallery');
    expect(await customer.getByTestId('art-wall-contact').getAttribute('href')).toBe('/contact');
    expect(await customer.getByRole('heading', { name: 'How It Works' }).count()).toBe(1);
    // The default room is chosen, and the library offers the newest 8 works with a picture.
    expect(await customer.getByTestId('art-wall-canvas').getAttribute('data-room-id')).toBe(livingRoom.id);
    const library = customer.getByTestId('library-artwork');
    await expect.poll(() => library.count()).toBe(8);
    const withPictures = products.filter((product) => product.images.length > 0);
    expect(await library.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-product-id')))).toEqual(
      withPictures.slice(0, 8).map((product) => product.id),
    );
    expect(await customer.getByTestId('on-wall').getByRole('heading').textContent()).toBe('On Wall (0)');

    // Placing an artwork selects it.
    await library.nth(0).click();
    await library.nth(1).click();
    const artworks = customer.getByTestId('wall-artwork');
    await expect.poll(() => artworks.count()).toBe(2);
    expect(await customer.getByTestId('on-wall').getByRole('heading').textContent()).toBe('On Wall (2)');
    const [first, second] = [withPictures[0]!, withPictures[1]!];
    expect(await customer.getByTestId('selected-artwork-name').textContent()).toBe(second.name);

    // To scale: the artwork's real width over the wall's real width (the wall spans the whole picture).
    const firstSize = artworkSizeOnWall(first.dimensions);
    expect(firstSize.known).toBe(true);
    expect(await widthOnPicture(customer, artworks.nth(0))).toBeCloseTo(firstSize.widthCm / livingRoom.wallWidthCm, 2);

    // Drag the second artwork with the mouse: it follows the pointer, to the right and up.
    const before = (await wallState(customer))[1]!;
    const box = (await artworks.nth(1).boundingBox())!;
    await customer.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await customer.mouse.down();
    await customer.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 - 40, { steps: 6 });
    await customer.mouse.up();
    const dragged = (await wallState(customer))[1]!;
    expect(Number(dragged.x)).toBeGreaterThan(Number(before.x) + 0.05);
    expect(Number(dragged.y)).toBeLessThan(Number(before.y));

    // Select the first by clicking it, make it one and a half times its size, then nudge it with the keyboard.
    await artworks.nth(0).click();
    expect(await customer.getByTestId('selected-artwork-name').textContent()).toBe(first.name);
    const realWidth = await widthOnPicture(customer, artworks.nth(0));
    await customer.getByRole('slider', { name: 'Size' }).fill('150');
    await expect.poll(() => artworks.nth(0).getAttribute('data-size')).toBe('1.50');
    expect(await widthOnPicture(customer, artworks.nth(0))).toBeCloseTo(realWidth * 1.5, 2);
    const x = Number((await wallState(customer))[0]!.x);
    await artworks.nth(0).focus();
    await customer.keyboard.press('ArrowRight');
    await customer.keyboard.press('ArrowRight');
    await expect.poll(async () => Number((await wallState(customer))[0]!.x)).toBeCloseTo(x + 0.02, 3);
    // Rotation has its slider too; Reset brings size and rotation back, so set the size again after it.
    await customer.getByRole('slider', { name: 'Rotation' }).fill('-8');
    await expect.poll(() => artworks.nth(0).getAttribute('data-rotation')).toBe('-8');
    await customer.getByTestId('artwork-reset').click();
    expect(await artworks.nth(0).getAttribute('data-size')).toBe('1.00');
    expect(await artworks.nth(0).getAttribute('data-rotation')).toBe('0');
    await customer.getByRole('slider', { name: 'Size' }).fill('150');
    await expect.poll(() => artworks.nth(0).getAttribute('data-size')).toBe('1.50');

    expect(await axeViolations(customer)).toEqual([]);

    await customer.getByTestId('art-wall-save').click();
    await customer.getByTestId('composition-name-input').fill('Above the sofa');
    await customer.getByTestId('composition-save-confirm').click();
    await expect.poll(() => toastText(customer)).toContain('“Above the sofa” is saved');
    await customer.waitForURL(/\/art-wall\?composition=[0-9a-f-]{36}$/);
    saved = await wallState(customer);
    expect(saved).toHaveLength(2);
    expect(saved.map((artwork) => artwork.productId)).toEqual([first.id, second.id]);
  });

  it('reloads, and reopens the saved wall from My compositions in a new tab, with the same positions and sizes', async () => {
    await customer.reload();
    await expect.poll(() => wallState(customer)).toEqual(saved);

    // A new tab has nothing kept from the first: the wall comes from the saved composition.
    const tab = await customerContext.newPage();
    await tab.goto(`${system.baseUrl}/art-wall`);
    const mine = tab.getByTestId('my-composition');
    await expect.poll(() => mine.count()).toBe(1);
    expect(await mine.getByTestId('my-composition-name').textContent()).toBe('Above the sofa');
    await mine.getByTestId('my-composition-open').click();
    await expect.poll(() => tab.getByTestId('editing-composition').textContent()).toContain('Above the sofa');
    await expect.poll(() => wallState(tab)).toEqual(saved);
    await tab.close();
  });

  it('shares the wall: the link opens it read-only for a signed-out browser', async () => {
    await customer.getByTestId('share-switch').click();
    const link = customer.getByTestId('share-link');
    await expect.poll(() => link.count()).toBe(1);
    shareLink = await link.inputValue();
    expect(shareLink).toBe(customer.url());

    const strangerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const stranger = await strangerContext.newPage();
      await stranger.goto(shareLink);
      await expect.poll(() => stranger.getByTestId('composition-name').textContent()).toBe('Above the sofa');
      await expect.poll(() => wallState(stranger)).toEqual(saved);
      // Read-only: pictures, not buttons; no library, no sliders, no Save.
      expect(await stranger.getByTestId('wall-artwork').evaluateAll((artworks) => artworks.map((artwork) => artwork.tagName))).toEqual(['DIV', 'DIV']);
      expect(await stranger.getByTestId('library-artwork').count()).toBe(0);
      expect(await stranger.getByTestId('art-wall-save').count()).toBe(0);
      expect(await stranger.getByRole('slider', { name: 'Size' }).count()).toBe(0);
      expect(await axeViolations(stranger)).toEqual([]);

      // Unshared, the same link no longer opens it.
      await customer.getByTestId('share-switch').click();
      await expect.poll(() => customer.getByTestId('share-link').count()).toBe(0);
      await stranger.reload();
      await expect.poll(() => stranger.getByTestId('composition-not-found').count()).toBe(1);
    } finally {
      await strangerContext.close();
    }
  });

  it('the picker searches the whole shop and pages through it, never reading the whole catalogue', async () => {
    const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const visitor = await visitorContext.newPage();
      const read: string[] = [];
      visitor.on('request', (request) => read.push(new URL(request.url()).pathname));
      await visitor.goto(`${system.baseUrl}/art-wall`);
      const library = visitor.getByTestId('library-artwork');
      const shown = () => library.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-product-id')));
      const withPictures = products.filter((product) => product.images.length > 0);
      expect(withPictures.length).toBeGreaterThan(16);
      await expect.poll(shown).toEqual(withPictures.slice(0, 8).map((product) => product.id));

      // Load more adds the next works after those shown.
      await visitor.getByTestId('library-more').click();
      await expect.poll(shown).toEqual(withPictures.slice(0, 16).map((product) => product.id));

      // The oldest work, far past the first page, is found by its name and hung on the wall.
      const oldest = withPictures.at(-1)!;
      await visitor.getByTestId('library-search').fill(oldest.name);
      await expect.poll(shown).toContain(oldest.id);
      expect(await shown()).not.toContain(withPictures[0]!.id);
      await visitor.locator(`[data-testid="library-artwork"][data-product-id="${oldest.id}"]`).click();
      await expect.poll(() => wallState(visitor).then((wall) => wall.map((artwork) => artwork.productId))).toEqual([oldest.id]);
      expect(await visitor.getByTestId('selected-artwork-name').textContent()).toBe(oldest.name);

      // A search that matches nothing says so; cleared, the newest works are back.
      await visitor.getByTestId('library-search').fill('no such painting anywhere');
      await expect.poll(() => visitor.getByTestId('library-empty').textContent()).toContain('No artworks match');
      expect(await library.count()).toBe(0);
      await visitor.getByTestId('library-search').fill('');
      await expect.poll(shown).toEqual(withPictures.slice(0, 8).map((product) => product.id));

      // Its cost does not grow with the shop: the whole product list is never asked for.
      expect(read).toContain('/api/products/page');
      expect(read).not.toContain('/api/products');
    } finally {
      await visitorContext.close();
    }
  });

  it('on a 390 px phone, a finger drags an artwork, and Save asks a signed-out visitor to sign in while the wall is kept', async () => {
    const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      const phone = await phoneContext.newPage();
      await phone.goto(`${system.baseUrl}/art-wall`);
      const library = phone.getByTestId('library-artwork');
      await expect.poll(() => library.count()).toBe(8);
      await library.nth(2).tap();
      const artwork = phone.getByTestId('wall-artwork');
      await expect.poll(() => artwork.count()).toBe(1);
      // Nothing wider than the phone's screen.
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await artwork.scrollIntoViewIfNeeded();
      const box = (await artwork.boundingBox())!;
      const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const before = Number(await artwork.getAttribute('data-x'));
      const cdp = await phoneContext.newCDPSession(phone);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
      for (let step = 1; step <= 5; step++) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: start.x - step * 12, y: start.y }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect.poll(async () => Number(await artwork.getAttribute('data-x'))).toBeLessThan(before - 0.05);
      const dragged = await wallState(phone);

      await phone.getByTestId('art-wall-save').click();
      const ask = phone.getByTestId('sign-in-to-save');
      await expect.poll(() => ask.count()).toBe(1);
      expect(await ask.getByTestId('sign-in-to-save-link').getAttribute('href')).toBe('/login?next=/art-wall');
      expect(await axeViolations(phone)).toEqual([]);
      await phone.keyboard.press('Escape');
      // Kept in the tab: a reload (or the way back from signing in) finds the same wall.
      await phone.reload();
      await expect.poll(() => wallState(phone)).toEqual(dragged);
    } finally {
      await phoneContext.close();
    }
  });
});

describe("the artist's rooms", () => {
  const LOFT = 'Studio Loft';
  let adminContext: BrowserContext;
  let admin: Page;
  let visitorContext: BrowserContext;
  let visitor: Page;

  beforeAll(async () => {
    [adminContext, visitorContext] = await Promise.all([browser.newContext({ viewport: { width: 1280, height: 1000 } }), browser.newContext()]);
    [admin, visitor] = await Promise.all([adminContext.newPage(), visitorContext.newPage()]);
  });

  afterAll(async () => {
    await adminContext?.close();
    await visitorContext?.close();
  });

  const roomNames = () => admin.getByTestId('room-name').allTextContents();
  const loftRow = () => admin.getByTestId('room-row').filter({ has: admin.getByTestId('room-name').getByText(LOFT, { exact: true }) });
  /** The rooms the storefront's art wall offers, in its picker's order. */
  async function pickerRooms(): Promise<string[]> {
    await visitor.goto(`${system.baseUrl}/art-wall`);
    const picker = visitor.getByTestId('art-wall-room');
    await picker.waitFor();
    // Each option is the room's name and its wall's width: 'Living Room (wall 480 cm wide)'.
    return (await picker.locator('option').allTextContents()).map((option) => option.replace(/ \(wall \d+ cm wide\)$/, ''));
  }

  it('adds a room with an uploaded wall photo, and the art wall offers it at once', async () => {
    await admin.goto(`${system.baseUrl}/login?next=/admin/art-wall-rooms`);
    await admin.locator('#login-email').fill(system.admin.email);
    await admin.locator('#login-password').fill(system.admin.password);
    await admin.getByTestId('login-submit').click();
    await admin.waitForURL(`${system.baseUrl}/admin/art-wall-rooms`);
    await expect.poll(roomNames).toEqual(['Living Room', 'Bedroom', 'Home Office', 'Dining Room']);
    expect(await pickerRooms()).toEqual(['Living Room', 'Bedroom', 'Home Office', 'Dining Room']);

    await admin.getByTestId('add-room').click();
    const dialog = admin.getByTestId('room-dialog');
    await admin.getByTestId('room-save').click();
    await expect.poll(() => dialog.getByText('Please give the room a name').isVisible()).toBe(true);
    expect(await dialog.getByText('Please upload a photo of the wall').isVisible()).toBe(true);

    await admin.locator('#room-name').fill(LOFT);
    await admin.locator('#room-wallWidthCm').fill('520');
    await admin.locator('#room-roomType').selectOption('office');
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 236, g: 230, b: 218 } } })
      .png()
      .toBuffer();
    await admin.getByTestId('image-file-room-imageUrl').setInputFiles({ name: 'loft.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => admin.locator('#room-imageUrl').inputValue()).toMatch(/^\/objects\/uploads\/.+\.(webp|png)$/);
    await admin.getByTestId('room-save').click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(roomNames).toEqual(['Living Room', 'Bedroom', 'Home Office', 'Dining Room', LOFT]);
    expect(await loftRow().textContent()).toContain('wall 520 cm wide');

    expect(await pickerRooms()).toEqual(['Living Room', 'Bedroom', 'Home Office', 'Dining Room', LOFT]);
    await visitor.getByTestId('art-wall-room').selectOption({ label: `${LOFT} (wall 520 cm wide)` });
    const loft = ((await (await fetch(`${system.baseUrl}/api/room-backgrounds`)).json()) as RoomBackground[]).find((room) => room.name === LOFT)!;
    expect(loft).toMatchObject({ wallWidthCm: 520, roomType: 'office', imageUrl: expect.stringMatching(/^\/objects\/uploads\//) });
    // The wall is the new room's photo, drawn to its width.
    await expect.poll(() => visitor.getByTestId('art-wall-canvas').getAttribute('data-room-id')).toBe(loft.id);
    expect(await visitor.getByTestId('art-wall-canvas').getAttribute('aria-label')).toBe(`Wall of the ${LOFT}`);
  });

  it('moves the room to the front of the picker, takes it off the art wall, and deletes it after confirming', async () => {
    for (let step = 0; step < 4; step++) await loftRow().getByTestId('move-up').click();
    await expect.poll(roomNames).toEqual([LOFT, 'Living Room', 'Bedroom', 'Home Office', 'Dining Room']);
    expect(await pickerRooms()).toEqual([LOFT, 'Living Room', 'Bedroom', 'Home Office', 'Dining Room']);

    await loftRow().getByTestId('room-active').click();
    await expect.poll(() => loftRow().getByTestId('room-active').getAttribute('aria-checked')).toBe('false');
    expect(await pickerRooms()).toEqual(['Living Room', 'Bedroom', 'Home Office', 'Dining Room']);

    await loftRow().getByTestId('delete-room').click();
    const confirm = admin.getByTestId('delete-room-confirm');
    await confirm.getByTestId('confirm-cancel').click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await roomNames()).toContain(LOFT);
    await loftRow().getByTestId('delete-room').click();
    await confirm.getByTestId('confirm-action').click();
    await expect.poll(roomNames).toEqual(['Living Room', 'Bedroom', 'Home Office', 'Dining Room']);
  });
});
