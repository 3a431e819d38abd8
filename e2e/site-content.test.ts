import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryItem, Product, ProductPage, RoomBackground } from '@artshop/contracts';
import { artworkSizeOnWall, DEFAULT_THEME_SETTINGS, THEME_PRESETS } from '@artshop/contracts';
import { ApiClient, launchBrowser, registerInBrowser, TestSystem } from '@artshop/testing';

/*
 * The site's content in a real browser, on one seeded demo shop and one Chromium: events, the gallery,
 * the Bio and CV pages, the art wall and its rooms, the theme, and the Home, Artist Account and Social
 * Media editors. Each journey has its own pages (its own sign-in) and puts back what the others read:
 * the CV is switched on again and the theme goes back to the demo's after their journeys. The site
 * editors come last: their journey changes the artist's password.
 */
let system: TestSystem;
let browser: Browser;

beforeAll(async () => {
  [system, browser] = await Promise.all([TestSystem.start({ seed: true }), launchBrowser()]);
  // Starting the whole shop and a browser on a machine that other test runs share can take a while.
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await system?.close();
});

const url = (path: string) => `${system.baseUrl}${path}`;
const toastText = (page: Page) =>
  page
    .getByTestId('toast')
    .allTextContents()
    .then((texts) => texts.join(' '));

async function moreMenuLinks(page: Page): Promise<string[]> {
  await page.getByTestId('more-menu').click();
  // The menu's code loads when it is first opened: wait for it as a visitor does.
  await page.getByRole('menu').waitFor();
  const links = await page.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return links;
}

/** Signs `page` in through the login form, which then opens `next`. */
async function signIn(page: Page, email: string, password: string, next: string): Promise<void> {
  await page.goto(url(`/login?next=${next}`));
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(url(next));
}

/** The admin's API, signed in. */
async function adminApi(): Promise<ApiClient> {
  const api = new ApiClient(system.baseUrl);
  expect((await api.post('/api/auth/login', system.admin)).status).toBe(200);
  return api;
}

// Events in a real browser: the artist adds an event in the Events manager (validation under the
// fields, an uploaded picture, registration with its link), publishes it from the list, and a
// visitor finds it under upcoming events with its details, downloads its calendar file and sees the
// past event under past events; then the artist deletes it after the confirmation. Real gateway,
// services, PostgreSQL and Redis, the demo shop (one of its events took place in September 2026).
describe('events in the back office and on the site', () => {
  let admin: Page;
  let visitorContext: BrowserContext;
  let visitor: Page;

  beforeAll(async () => {
    admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    visitorContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    visitor = await visitorContext.newPage();
  });

  afterAll(async () => {
    await Promise.all([admin.context().close(), visitorContext.close()]);
  });

  const TITLE = 'Harbour Lights: Opening Night';
  const PAST_TITLE = 'Saltmarsh Revisited: An Artist Talk';

  /** A day `days` from today, as YYYY-MM-DD in this machine's time zone (the browser's too). */
  function dayFromToday(days: number): string {
    const day = new Date();
    day.setDate(day.getDate() + days);
    return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  }
  const DATE = dayFromToday(30);
  const DATE_TEXT = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${DATE}T00:00:00Z`),
  );

  const row = (title: string) => admin.getByTestId('event-row').filter({ has: admin.getByTestId('event-title').getByText(title, { exact: true }) });
  const card = (title: string) => visitor.getByTestId('event-card').filter({ has: visitor.getByTestId('event-title').getByText(title, { exact: true }) });
  const dialog = () => admin.getByTestId('event-dialog');

  describe('Events', () => {
    it('shows the artist every event, the past one under Past', async () => {
      await signIn(admin, system.admin.email, system.admin.password, '/admin/events');
      await expect.poll(() => admin.title()).toMatch(/^Events \| /);
      const [{ count }] = await system.query<{ count: number }>(`SELECT count(*)::int AS count FROM content.events`);
      await expect.poll(() => admin.getByTestId('event-row').count()).toBe(count);
      expect(await admin.getByTestId('past-events').getByTestId('event-title').allTextContents()).toContain(PAST_TITLE);
    });

    it('adds an event, saying under each field what is missing', async () => {
      await admin.getByTestId('add-event').click();
      await expect.poll(() => dialog().isVisible()).toBe(true);
      await admin.getByTestId('event-save').click();
      await expect.poll(() => dialog().getByText('Title is required').isVisible()).toBe(true);
      expect(await dialog().getByText('Date is required').isVisible()).toBe(true);

      await admin.locator('#event-title').fill(TITLE);
      await admin.locator('#event-date').fill(DATE);
      await admin.locator('#event-time').fill('after dark');
      await admin.locator('#event-location').fill('Tideline Gallery, 12 Commercial Street, Portland, ME');
      await admin.locator('#event-description').fill('New harbour paintings, and the artist on hand all evening.');
      await admin.getByTestId('event-registration-switch').click();
      await admin.getByTestId('event-save').click();
      await expect.poll(() => dialog().getByText('Time must be a time or a range').isVisible()).toBe(true);
      expect(await dialog().getByText('Please add the link where people register').isVisible()).toBe(true);

      await admin.locator('#event-time').fill('6:00 PM - 9:00 PM');
      await admin.locator('#event-registrationUrl').fill('https://tickets.example.org/harbour-lights');
      const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 30, g: 60, b: 110 } } })
        .png()
        .toBuffer();
      await admin.getByTestId('image-file-event-imageUrl').setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: png });
      await expect.poll(() => admin.locator('#event-imageUrl').inputValue()).toMatch(/^\/objects\/uploads\/.+\.(webp|png)$/);
      await admin.getByTestId('event-save').click();
      await expect.poll(() => toastText(admin)).toContain('Event added');
      await expect.poll(() => dialog().count()).toBe(0);
      await expect.poll(() => row(TITLE).count()).toBe(1);
      expect(await row(TITLE).getByTestId('event-status').textContent()).toBe('Draft');
      expect(await row(TITLE).getByTestId('event-date').textContent()).toBe(DATE_TEXT);
    });

    it('asks before a half-written event is discarded, and Stay keeps it', async () => {
      await admin.getByTestId('add-event').click();
      await admin.locator('#event-title').fill('Half written');
      await dialog().getByRole('button', { name: 'Cancel' }).click();
      const discard = admin.getByTestId('discard-changes-dialog');
      await expect.poll(() => discard.isVisible()).toBe(true);
      await discard.getByRole('button', { name: 'Stay' }).click();
      expect(await admin.locator('#event-title').inputValue()).toBe('Half written');
      await dialog().getByRole('button', { name: 'Cancel' }).click();
      await discard.getByRole('button', { name: 'Discard' }).click();
      await expect.poll(() => dialog().count()).toBe(0);
      expect(await row('Half written').count()).toBe(0);
    });

    it('keeps a draft off the Events page', async () => {
      await visitor.goto(`${system.baseUrl}/events`);
      await expect.poll(() => visitor.getByTestId('event-card').count()).toBeGreaterThan(0);
      expect(await card(TITLE).count()).toBe(0);
    });

    it('publishes it from the list', async () => {
      await row(TITLE).getByTestId('event-publish-switch').click();
      await expect.poll(() => toastText(admin)).toContain('Event published');
      await expect.poll(() => row(TITLE).getByTestId('event-status').textContent()).toBe('Published');
    });

    it('shows the visitor the event under upcoming events, soonest first, with its details', async () => {
      await visitor.reload();
      await expect.poll(() => visitor.title()).toMatch(/^Events \| /);
      const upcoming = visitor.getByTestId('upcoming-events');
      await expect.poll(() => upcoming.getByTestId('event-title').allTextContents()).toContain(TITLE);
      // The demo shop's coming events are in 2027, later than a month from now.
      expect((await upcoming.getByTestId('event-title').allTextContents())[0]).toBe(TITLE);
      const event = card(TITLE);
      expect(await event.getByTestId('event-date').textContent()).toBe(DATE_TEXT);
      expect(await event.getByTestId('event-time').textContent()).toBe('6:00 PM - 9:00 PM');
      expect(await event.getByTestId('event-location').textContent()).toBe('Tideline Gallery, 12 Commercial Street, Portland, ME');
      expect(await event.getByTestId('event-description').textContent()).toBe('New harbour paintings, and the artist on hand all evening.');
      expect(await event.getByTestId('event-registration-required').textContent()).toBe('Registration required');
      expect(await event.getByTestId('event-register').getAttribute('href')).toBe('https://tickets.example.org/harbour-lights');
      // The uploaded picture is shown (it loaded: a real width, not the placeholder).
      await expect.poll(() => event.getByTestId('event-image').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
      expect(await event.getByTestId('event-image').getAttribute('data-placeholder')).toBeNull();
    });

    it('downloads the event as a calendar file', async () => {
      const [download] = await Promise.all([visitor.waitForEvent('download'), card(TITLE).getByTestId('event-add-to-calendar').click()]);
      expect(download.suggestedFilename()).toBe(`harbour-lights-opening-night-${DATE}.ics`);
      const lines = (await readFile((await download.path())!, 'utf8')).replace(/\r\n /g, '').split('\r\n');
      expect(lines[0]).toBe('BEGIN:VCALENDAR');
      expect(lines).toEqual(
        expect.arrayContaining([
          'SUMMARY:Harbour Lights: Opening Night',
          `DTSTART:${DATE.replace(/-/g, '')}T180000`,
          `DTEND:${DATE.replace(/-/g, '')}T210000`,
          'LOCATION:Tideline Gallery\\, 12 Commercial Street\\, Portland\\, ME',
          'URL:https://tickets.example.org/harbour-lights',
        ]),
      );
    });

    it('shows the past event under past events, without registration or calendar', async () => {
      const past = visitor.getByTestId('past-events');
      expect(await past.getByTestId('event-title').allTextContents()).toContain(PAST_TITLE);
      expect(await visitor.getByTestId('upcoming-events').getByTestId('event-title').allTextContents()).not.toContain(PAST_TITLE);
      expect(await card(PAST_TITLE).getByTestId('event-add-to-calendar').count()).toBe(0);
    });

    it('takes the page off the live site with its switch, and back', async () => {
      expect(await visitor.locator('footer a[href="/events"]').count()).toBe(1);
      const pageSwitch = admin.getByTestId('page-enabled-switch-events');
      await expect.poll(() => pageSwitch.getAttribute('aria-checked')).toBe('true');
      await pageSwitch.click();
      await expect.poll(() => admin.getByTestId('page-disabled-notice').textContent()).toContain('will not appear on the live site');
      await expect.poll(() => toastText(admin)).toContain('Events page disabled');

      const response = await visitor.goto(`${system.baseUrl}/events`);
      expect(response!.status()).toBe(404);
      await expect.poll(() => visitor.locator('main h1').textContent()).toBe('404 Page Not Found');
      expect(await visitor.locator('a[href="/events"]').count()).toBe(0);

      await pageSwitch.click();
      await expect.poll(() => toastText(admin)).toContain('Events page enabled');
      expect((await visitor.goto(`${system.baseUrl}/events`))!.status()).toBe(200);
      await expect.poll(() => card(TITLE).count()).toBe(1);
    });

    it('deletes the event after the confirmation', async () => {
      await row(TITLE).getByTestId('delete-event').click();
      const confirm = admin.getByTestId('delete-event-confirm');
      await expect.poll(() => confirm.textContent()).toContain(`Are you sure you want to delete the event “${TITLE}”?`);
      await confirm.getByTestId('confirm-action').click();
      await expect.poll(() => toastText(admin)).toContain('Event deleted');
      await expect.poll(() => row(TITLE).count()).toBe(0);
      const events = (await new ApiClient(system.baseUrl).get('/api/events')).body as Array<{ title: string }>;
      expect(events.map((event) => event.title)).not.toContain(TITLE);
    });
  });
});

// The gallery in a real browser: the artist adds a work by upload and one by address (saved as a
// draft), drags the new work to the front and moves another by keyboard; a visitor on a touch screen
// sees the published works in that order, opens the full-screen viewer and moves through it with the
// arrow keys and a swipe, and closes it with Escape; the Gallery switch takes the page off the live
// site. The product page's viewer is the same component: opaque, and it swipes too. Real gateway,
// services, PostgreSQL and Redis, the demo shop (its gallery has seven published works and a draft).
describe('the gallery in the back office and on the site', () => {
  let admin: Page;
  let visitorContext: BrowserContext;
  let visitor: Page;

  beforeAll(async () => {
    // Tall enough that the whole grid is on screen while a work is dragged across it.
    admin = await browser.newPage({ viewport: { width: 1280, height: 2000 } });
    // A touch screen, so the visitor can swipe.
    visitorContext = await browser.newContext({ viewport: { width: 1024, height: 800 }, hasTouch: true });
    visitor = await visitorContext.newPage();
  });

  afterAll(async () => {
    await Promise.all([admin.context().close(), visitorContext.close()]);
  });

  const UPLOADED = 'Harbour at Low Water';
  const LINKED = 'Study for a Breakwater';

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

  describe('Gallery', () => {
    it('shows the artist every work, drafts too, in the gallery’s order', async () => {
      await signIn(admin, system.admin.email, system.admin.password, '/admin/gallery');
      await expect.poll(() => admin.title()).toMatch(/^Gallery \| /);
      const stored = await serverGallery(true);
      await expect.poll(itemTitles).toEqual(stored.map((work) => work.title));
      expect(stored.some((work) => !work.isPublished)).toBe(true);
    });

    it('asks for a title and an image, then adds a work by upload at the end of the gallery', async () => {
      await admin.getByTestId('add-gallery-item').click();
      await expect.poll(() => dialog().isVisible()).toBe(true);
      await admin.getByTestId('gallery-save').click();
      await expect.poll(() => toastText(admin)).toContain('Title and image are required');
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
      await expect.poll(() => toastText(admin)).toContain('Gallery item added');
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
      await expect.poll(() => toastText(admin)).toContain('Saved as a draft');
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

      await expect.poll(() => toastText(admin)).toContain('Gallery reordered');
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
      await expect
        .poll(() => first.getByTestId('gallery-image').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThan(0);
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
      await expect.poll(() => toastText(admin)).toContain('Gallery page disabled');

      const response = await visitor.goto(`${system.baseUrl}/gallery`);
      expect(response!.status()).toBe(404);
      await expect.poll(() => visitor.locator('main h1').textContent()).toBe('404 Page Not Found');
      expect(await moreMenuLinks(visitor)).not.toContain('Gallery');
      expect(await visitor.locator('a[href="/gallery"]').count()).toBe(0);

      await pageSwitch.click();
      await expect.poll(() => toastText(admin)).toContain('Gallery page enabled');
      expect((await visitor.goto(`${system.baseUrl}/gallery`))!.status()).toBe(200);
      await expect.poll(() => visitor.getByTestId('gallery-card').count()).toBeGreaterThan(0);
    });

    it('deletes the draft after the confirmation', async () => {
      await item(LINKED).getByTestId('delete-gallery-item').click();
      const confirm = admin.getByTestId('delete-gallery-confirm');
      await expect.poll(() => confirm.textContent()).toContain('Are you sure you want to delete this gallery item?');
      await confirm.getByTestId('confirm-action').click();
      await expect.poll(() => toastText(admin)).toContain('Gallery item deleted');
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
});

// The Bio page and the page switches, in a real browser: the artist edits the bio
// (Markdown with a preview, the call-to-action switched off greys its fields out) and switches the CV
// off; the live site shows the new bio, without the call-to-action, and no link to the CV, whose
// address is the 404 page. Real gateway, services, PostgreSQL and Redis.
describe('the Bio and CV pages', () => {
  let artist: Page;
  let visitor: Page;

  beforeAll(async () => {
    artist = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await Promise.all([artist.context().close(), visitor.context().close()]);
    // The other journeys read the demo shop's pages: the CV goes back on.
    expect((await (await adminApi()).put('/api/page-settings/cv', { enabled: true })).status).toBe(200);
  });

  describe('the Bio page and the page switches', () => {
    it('a visitor first sees the seeded bio, with its call-to-action, and Bio and CV in the menus', async () => {
      await visitor.goto(`${system.baseUrl}/bio`);
      await expect.poll(() => visitor.getByTestId('bio-headline').textContent()).toBe('Painting the edge of the tide');
      expect(await visitor.title()).toBe('Bio | Mara Ellison');
      // The Markdown is rendered: its '## About Mara' is a heading under the page's h1.
      expect(await visitor.getByTestId('bio-content').getByRole('heading', { level: 2 }).first().textContent()).toBe('About Mara');
      expect(await visitor.getByTestId('bio-cta-button').textContent()).toContain('Start a conversation');
      expect(await moreMenuLinks(visitor)).toEqual(expect.arrayContaining(['Bio', 'CV']));
      expect(await visitor.locator('footer a[href="/cv"]').count()).toBe(1);
    });

    it('the artist edits the bio: Markdown with a preview, the call-to-action switched off with its fields greyed out', async () => {
      await signIn(artist, system.admin.email, system.admin.password, '/admin/bio');
      await expect.poll(() => artist.title()).toMatch(/^Bio Page \| /);
      await expect.poll(() => artist.getByTestId('page-status-bio').textContent()).toBe('Enabled');

      await artist.locator('#bio-heroData-headline').fill('Where the tide turns');
      const text = '## New work\n\nThis winter I painted the **salt marsh** at dawn.\n\n<script>alert(1)</script>\n\n- Tidal IV\n- Tidal V';
      await artist.locator('#bio-bioContent').fill(text);
      await artist.getByTestId('bio-bioContent-preview-tab').click();
      const preview = artist.getByTestId('bio-bioContent-preview');
      await expect.poll(() => preview.locator('strong').textContent()).toBe('salt marsh');
      expect(await preview.locator('li').allTextContents()).toEqual(['Tidal IV', 'Tidal V']);
      // HTML in the text is not rendered, nor shown as a script.
      expect(await preview.locator('script').count()).toBe(0);
      await artist.getByTestId('bio-bioContent-edit-tab').click();

      // Switching the call-to-action off greys out its fields, which no longer take input.
      const ctaFields = artist.getByTestId('bio-cta-fields');
      expect(await artist.locator('#bio-ctaData-headline').isEnabled()).toBe(true);
      await artist.getByTestId('bio-cta-enabled').click();
      await expect.poll(() => artist.locator('#bio-ctaData-headline').isEnabled()).toBe(false);
      expect(await artist.locator('#bio-ctaData-buttonUrl').isEnabled()).toBe(false);
      await expect.poll(() => ctaFields.evaluate((element) => getComputedStyle(element).opacity)).toBe('0.5');

      await artist.getByTestId('bio-settings-save').click();
      await expect.poll(() => toastText(artist)).toContain('Settings saved');
      const saved = await (await artist.request.get(`${system.baseUrl}/api/bio-settings`)).json();
      expect(saved).toMatchObject({ heroData: { headline: 'Where the tide turns' }, bioContent: text, ctaData: { enabled: false, buttonUrl: '/contact' } });
    });

    it('a bad button link is refused under its field, with a toast that names it (not a failure to try again), and nothing is saved', async () => {
      await artist.getByTestId('bio-cta-enabled').click();
      await artist.locator('#bio-ctaData-buttonUrl').fill('javascript:alert(1)');
      await artist.getByTestId('bio-settings-save').click();
      await expect
        .poll(() => artist.locator('#bio-ctaData-buttonUrl-error').textContent())
        .toBe('Button link: please enter a path of the shop such as /contact, or a link starting with https://');
      await expect.poll(() => toastText(artist)).toContain('Please correct the marked field');
      expect(await toastText(artist)).not.toContain('Please try again');
      expect((await (await artist.request.get(`${system.baseUrl}/api/bio-settings`)).json()).ctaData.enabled).toBe(false);
      // The toast keeps clear of the save bar: Discard is not under it, so it takes the click at once.
      const discard = artist.getByRole('button', { name: 'Discard changes' });
      const uncovered = await discard.evaluate((button) => {
        const box = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      });
      expect(uncovered).toBe(true);
      await discard.click();
      await expect.poll(() => artist.locator('#bio-ctaData-headline').isEnabled()).toBe(false);
    });

    it('the artist switches the CV off: the notice says it will not appear, and the sidebar badge follows', async () => {
      await artist.getByTestId('nav-cv').click();
      await artist.waitForURL(`${system.baseUrl}/admin/cv`);
      await expect.poll(() => artist.getByTestId('page-enabled-switch-cv').getAttribute('aria-checked')).toBe('true');
      expect(await artist.getByTestId('page-disabled-notice').count()).toBe(0);
      await artist.getByTestId('page-enabled-switch-cv').click();
      await expect.poll(() => artist.getByTestId('page-disabled-notice').textContent()).toContain('will not appear on the live site');
      await expect.poll(() => artist.getByTestId('page-status-cv').textContent()).toBe('Disabled');
      await expect.poll(() => toastText(artist)).toContain('CV page disabled');
      // Saved: a reload shows it switched off.
      await artist.reload();
      await expect.poll(() => artist.getByTestId('page-enabled-switch-cv').getAttribute('aria-checked')).toBe('false');
      expect(await artist.getByTestId('page-status-cv').textContent()).toBe('Disabled');
    });

    it('the live site shows the new bio without the call-to-action, and no link to the CV, whose address is the 404 page', async () => {
      await visitor.goto(`${system.baseUrl}/bio`);
      await expect.poll(() => visitor.getByTestId('bio-headline').textContent()).toBe('Where the tide turns');
      expect(await visitor.getByTestId('bio-content').locator('strong').textContent()).toBe('salt marsh');
      // The script tag written in the bio is neither run nor shown as an element.
      expect(await visitor.getByTestId('bio-content').locator('script').count()).toBe(0);
      expect(await visitor.getByTestId('bio-cta').count()).toBe(0);

      const links = await moreMenuLinks(visitor);
      expect(links).toContain('Bio');
      expect(links).not.toContain('CV');
      expect(await visitor.locator('a[href="/cv"]').count()).toBe(0);

      const response = await visitor.goto(`${system.baseUrl}/cv`);
      expect(response!.status()).toBe(404);
      await expect.poll(() => visitor.locator('main h1').textContent()).toBe('404 Page Not Found');
    });
  });
});

// The art wall journey in a real browser: a visitor signs in, hangs two artworks on a wall
// (drawn to scale against the room's real wall width), drags one, resizes the other with the Size
// slider and moves it with the keyboard, saves the wall, reloads and reopens it from My compositions
// with the same positions and sizes, and shares it; a signed-out browser opens the link read-only.
// On a 390 px phone a finger drags an artwork and a signed-out Save asks to sign in, keeping the wall.
// The artist adds a room in the back office, moves it, switches it off and deletes it; the art wall follows.
// Real gateway, services, PostgreSQL and Redis, the demo shop.
describe('the art wall and its rooms', () => {
  let customerContext: BrowserContext;
  let customer: Page;
  let products: Product[];
  let livingRoom: RoomBackground;

  beforeAll(async () => {
    customerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    customer = await customerContext.newPage();
    // The shop's works, newest first, as the picker pages through them.
    products = ((await (await fetch(`${system.baseUrl}/api/products/page?pageSize=100`)).json()) as ProductPage).products;
    const rooms = (await (await fetch(`${system.baseUrl}/api/room-backgrounds`)).json()) as RoomBackground[];
    livingRoom = rooms.find((room) => room.isDefault)!;
  });

  afterAll(async () => {
    await Promise.all([customerContext.close()]);
  });

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
      await signIn(admin, system.admin.email, system.admin.password, '/admin/art-wall-rooms');
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
});

// The theme, in a real browser: the artist tries a colour too faint to read (refused with the message),
// picks a preset, renames the site, uploads a logo and a favicon, chooses a font and the centered header,
// switches the footer off and adds custom CSS; the live storefront shows all of it, and the
// '</style><script>' hidden in the custom CSS runs nothing. Real gateway, services, PostgreSQL and Redis.
describe('the theme in the back office and on the site', () => {
  let artist: Page;
  let visitor: Page;

  beforeAll(async () => {
    artist = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await Promise.all([artist.context().close(), visitor.context().close()]);
    // The site editors' journey reads the demo shop's look (its footer, its name).
    expect((await (await adminApi()).put('/api/theme-settings', DEFAULT_THEME_SETTINGS)).status).toBe(200);
  });

  const ocean = THEME_PRESETS.find((preset) => preset.name === 'Ocean Blue')!.colors;

  function rgb(hex: string): string {
    const value = Number.parseInt(hex.slice(1), 16);
    return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
  }

  async function png(width: number, height: number): Promise<Buffer> {
    return sharp({ create: { width, height, channels: 3, background: { r: 29, g: 78, b: 137 } } })
      .png()
      .toBuffer();
  }

  describe('the theme', () => {
    it('the artist cannot save colours too faint to read: the screen says which pair and its ratio', async () => {
      await signIn(artist, system.admin.email, system.admin.password, '/admin/settings/theme');
      await expect.poll(() => artist.title()).toMatch(/^Theme Settings \| /);
      await expect.poll(() => artist.locator('#theme-textColor').inputValue()).toBe('#1d1b18');

      await artist.locator('#theme-textColor').fill('#e8e4de');
      // Warned at once, before saving.
      await expect
        .poll(() => artist.getByTestId('theme-contrast').textContent())
        .toContain('Not enough contrast: text on the background is 1.1:1; it needs at least 4.5:1');
      await artist.getByTestId('theme-settings-save').click();
      await expect.poll(() => toastText(artist)).toContain('Please correct the');
      expect(await toastText(artist)).not.toContain('Failed to save theme settings');
      expect(await artist.locator('#theme-textColor-error').textContent()).toContain('Not enough contrast: text on the background is 1.1:1');
      expect((await (await artist.request.get(`${system.baseUrl}/api/theme-settings`)).json()).textColor).toBe('#1d1b18');
    });

    it('the artist picks a preset, renames the site, uploads a logo and a favicon, and saves', async () => {
      await artist.getByTestId('theme-preset-ocean-blue').click();
      await expect.poll(() => artist.locator('#theme-textColor').inputValue()).toBe(ocean.textColor);
      expect(await artist.locator('#theme-primaryColor').inputValue()).toBe(ocean.primaryColor);
      expect(await artist.getByTestId('theme-primaryColor-picker').inputValue()).toBe(ocean.primaryColor);
      await expect.poll(() => artist.getByTestId('theme-contrast').textContent()).toContain('Every text colour reads at 4.5:1 or more');
      expect(await artist.getByTestId('theme-preset-ocean-blue').getAttribute('aria-pressed')).toBe('true');

      await artist.locator('#theme-siteName').fill('Tide Studio');
      await artist.locator('#theme-fontFamily').selectOption('Playfair Display');
      // The preview follows the form.
      const preview = artist.getByTestId('theme-preview');
      await expect.poll(() => preview.textContent()).toContain('Tide Studio');

      // A logo over 2 MB and a favicon that is not 32x32 are refused before anything is sent.
      await artist
        .getByTestId('image-file-theme-customLogo')
        .setInputFiles({ name: 'huge-logo.png', mimeType: 'image/png', buffer: Buffer.concat([await png(64, 64), Buffer.alloc(2 * 1024 * 1024)]) });
      await expect.poll(() => toastText(artist)).toContain('The logo must be 2 MB or less');
      await artist.getByTestId('image-file-theme-favicon').setInputFiles({ name: 'big-icon.png', mimeType: 'image/png', buffer: await png(64, 64) });
      await expect.poll(() => toastText(artist)).toContain('The favicon must be 32x32 pixels (this image is 64x64)');

      await artist.getByTestId('image-file-theme-customLogo').setInputFiles({ name: 'tide-logo.png', mimeType: 'image/png', buffer: await png(120, 120) });
      await expect.poll(() => artist.locator('#theme-customLogo').inputValue()).toMatch(/^\/objects\/uploads\/[\w-]+\.png$/);
      await artist.getByTestId('image-file-theme-favicon').setInputFiles({ name: 'favicon.png', mimeType: 'image/png', buffer: await png(32, 32) });
      await expect.poll(() => artist.locator('#theme-favicon').inputValue()).toMatch(/^\/objects\/uploads\/[\w-]+\.png$/);

      await artist.locator('#theme-headerLayout').selectOption('centered');
      await artist.getByTestId('theme-footerEnabled').click();
      await artist.locator('#theme-customCSS').fill('body { outline: 3px solid rgb(200, 0, 0); }\n</style><script>window.themeScriptRan = true</script>');
      await artist.getByTestId('theme-settings-save').click();
      await expect.poll(() => toastText(artist)).toContain('Settings saved');
      await expect.poll(() => artist.getByText('All changes saved.').count()).toBe(1);
    });

    it('the live storefront shows the name, logo, colours, font and favicon, no footer, and the custom CSS without its script', async () => {
      const saved = await (await artist.request.get(`${system.baseUrl}/api/theme-settings`)).json();
      await visitor.goto(`${system.baseUrl}/`);
      await expect.poll(() => visitor.getByTestId('site-name').textContent()).toBe('Tide Studio');
      expect(await visitor.getByTestId('site-logo').getAttribute('src')).toBe(saved.customLogo);
      await expect.poll(() => visitor.getByTestId('site-logo').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

      // The colours: a primary button and the page's background, as the browser paints them.
      const button = visitor.locator('main a[class*="bg-primary"], main button[class*="bg-primary"]').first();
      expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(rgb(ocean.primaryColor));
      expect(await visitor.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(rgb(ocean.backgroundColor));
      expect(await visitor.evaluate(() => getComputedStyle(document.body).color)).toBe(rgb(ocean.textColor));

      // The font: the headings ask for Playfair Display, and the browser has loaded it (from the shop itself).
      expect(
        await visitor
          .locator('h1')
          .first()
          .evaluate((element) => getComputedStyle(element).fontFamily),
      ).toMatch(/^"Playfair Display Variable"/);
      await expect.poll(() => visitor.evaluate(() => document.fonts.check('600 32px "Playfair Display Variable"'))).toBe(true);
      const fontRequests = await visitor.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.endsWith('.woff2')),
      );
      expect(fontRequests.some((name) => name.startsWith(`${system.baseUrl}/assets/playfair-display-latin-wght-normal`))).toBe(true);
      expect(fontRequests.every((name) => name.startsWith(system.baseUrl))).toBe(true);

      // The centered header: the name centred, the links on a row below it.
      const header = (await visitor.locator('header').boundingBox())!;
      const mark = (await visitor.getByTestId('site-name').boundingBox())!;
      const links = (await visitor.getByRole('navigation', { name: 'Main' }).boundingBox())!;
      expect(Math.abs(mark.x + mark.width / 2 - (header.x + header.width / 2))).toBeLessThan(2);
      expect(links.y).toBeGreaterThanOrEqual(mark.y + mark.height);

      // No footer, and the custom CSS applies while the script hidden in it never ran.
      expect(await visitor.locator('footer').count()).toBe(0);
      expect(await visitor.evaluate(() => getComputedStyle(document.body).outline)).toBe('rgb(200, 0, 0) solid 3px');
      expect(await visitor.evaluate(() => (window as unknown as { themeScriptRan?: boolean }).themeScriptRan)).toBeUndefined();
      // (The page's data block carries the settings as JSON text, which no browser runs.)
      expect(
        await visitor
          .locator('script:not([src]):not([type="application/json"])')
          .evaluateAll((scripts) => scripts.map((script) => script.textContent).join('\n')),
      ).not.toContain('themeScriptRan');

      // The tab's title and icon.
      await expect.poll(() => visitor.title()).toBe('Tide Studio — Contemporary Abstract Art');
      expect(await visitor.locator('link[rel="icon"]').getAttribute('href')).toBe(saved.favicon);
    });
  });
});

// The Home, Artist Account and Social Media editors, in a real browser against the
// real gateway, services, PostgreSQL and Redis: the artist changes the home page's hero and the live home
// shows it; a new profile picture reaches the sidebar without a reload, under a banner that then goes;
// the password changes for real; social links are checked per platform; the shared home page's
// og:image is the uploaded picture.
describe('the site editors', () => {
  let artist: Page;
  let visitor: Page;

  beforeAll(async () => {
    artist = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await Promise.all([artist.context().close(), visitor.context().close()]);
  });

  const NEW_PASSWORD = 'umber tide salt marsh 1987';

  /** A real picture of one colour, as a file the artist picks. */
  async function picture(width: number, height: number, colour: { r: number; g: number; b: number }) {
    const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
      .png()
      .toBuffer();
    return { name: 'picture.png', mimeType: 'image/png', buffer };
  }

  describe('the Home editor', () => {
    it('the artist changes the hero text and picture, and the live home page shows them', async () => {
      await signIn(artist, system.admin.email, system.admin.password, '/admin/home');
      await expect.poll(() => artist.title()).toMatch(/^Home Page \| /);
      expect(await artist.getByTestId('image-field-home-heroImageUrl').textContent()).toContain('Recommended size 800x600 or larger.');
      await expect.poll(() => artist.getByTestId('page-enabled-switch-home').getAttribute('aria-checked')).toBe('true');

      await artist.locator('#home-heroHeadline').fill('Paintings of the tide line');
      await artist.locator('#home-heroText').fill('New harbour paintings, made this winter in Portland.');
      await artist.locator('#home-featuredTitle').fill('New in the studio');
      await artist.getByTestId('image-file-home-heroImageUrl').setInputFiles(await picture(1000, 750, { r: 180, g: 90, b: 40 }));
      await expect.poll(() => artist.locator('#home-heroImageUrl').inputValue()).toMatch(/^\/objects\/uploads\/.+\.(webp|png)$/);
      const heroImage = await artist.locator('#home-heroImageUrl').inputValue();
      await artist.getByTestId('home-settings-save').click();
      await expect.poll(() => toastText(artist)).toContain('Settings saved');

      await visitor.goto(url('/'));
      await expect.poll(() => visitor.getByTestId('hero-headline').textContent()).toBe('Paintings of the tide line');
      expect(await visitor.getByTestId('hero-text').textContent()).toBe('New harbour paintings, made this winter in Portland.');
      expect(await visitor.getByTestId('featured-title').textContent()).toBe('New in the studio');
      // The uploaded picture is the one shown (as one of its variants), and it has loaded.
      const stem = heroImage.replace(/\.\w+$/, '');
      await expect
        .poll(() => visitor.getByTestId('hero-image').evaluate((image) => ((image as HTMLImageElement).complete ? (image as HTMLImageElement).currentSrc : '')))
        .toContain(stem);
    });

    it('a bad hero picture address is refused under its field and nothing is saved', async () => {
      await artist.locator('#home-heroImageUrl').fill('javascript:alert(1)');
      await artist.getByTestId('home-settings-save').click();
      await expect
        .poll(() => artist.locator('#home-heroImageUrl-error').textContent())
        .toBe('Hero image: an image must be one uploaded to the shop (/objects/…) or a web address starting with https://');
      expect((await (await artist.request.get(url('/api/home-settings'))).json()).heroImageUrl).toMatch(/^\/objects\/uploads\//);
      await artist.getByRole('button', { name: 'Discard changes' }).click();
    });

    it('asks before another screen drops unsaved changes: Stay keeps the text, Leave discards it', async () => {
      await artist.locator('#home-heroHeadline').fill('Half-typed headline');
      await expect.poll(() => artist.getByText('You have unsaved changes.').isVisible()).toBe(true);
      const bioLink = artist.locator('aside a[href="/admin/bio"]');
      const dialog = artist.getByTestId('unsaved-changes-dialog');
      await bioLink.click();
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.textContent()).toContain('You have unsaved changes. If you leave now, they will be lost.');
      await dialog.getByRole('button', { name: 'Stay' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      expect(artist.url()).toBe(url('/admin/home'));
      expect(await artist.locator('#home-heroHeadline').inputValue()).toBe('Half-typed headline');

      await bioLink.click();
      await dialog.getByRole('button', { name: 'Leave' }).click();
      await artist.waitForURL(url('/admin/bio'));
      await artist.locator('aside a[href="/admin/home"]').click();
      await expect.poll(() => artist.locator('#home-heroHeadline').inputValue()).toBe('Paintings of the tide line');
      expect((await (await artist.request.get(url('/api/home-settings'))).json()).heroHeadline).toBe('Paintings of the tide line');
    });

    it('the featured artworks leave no card alone on a row: four of them fill two rows of two, or one row of four', async () => {
      // Four featured: three columns would leave the fourth alone on its row.
      const admin = new ApiClient(system.baseUrl);
      expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
      const featured = ((await admin.get('/api/products')).body as Product[]).filter((product) => product.isFeatured && product.status === 'active');
      expect(featured.length).toBeGreaterThanOrEqual(4);
      for (const product of featured.slice(4)) expect((await admin.put(`/api/products/${product.id}`, { isFeatured: false })).status).toBe(200);

      await visitor.goto(url('/'));
      const cards = visitor.getByTestId('featured-section').getByTestId('product-card');
      await expect.poll(() => cards.count()).toBe(4);
      const cardsPerRow = async () => {
        const tops = await cards.evaluateAll((found) => found.map((card) => Math.round(card.getBoundingClientRect().top)));
        return [...new Set(tops)].map((top) => tops.filter((one) => one === top).length);
      };
      await visitor.setViewportSize({ width: 700, height: 900 });
      await expect.poll(cardsPerRow).toEqual([2, 2]);
      await visitor.setViewportSize({ width: 1280, height: 900 });
      await expect.poll(cardsPerRow).toEqual([4]);
    });

    it('switched off, the home page leaves the menu and the shop opens on Shop All; switched on, it is back', async () => {
      const homeLink = () => visitor.locator('header nav').getByRole('link', { name: 'Home', exact: true });
      expect(await homeLink().count()).toBe(1);
      await artist.getByTestId('page-enabled-switch-home').click();
      await expect.poll(() => artist.getByTestId('page-disabled-notice').textContent()).toContain("the shop's address opens on Shop All instead");
      await expect.poll(() => toastText(artist)).toContain('Home page disabled');

      await visitor.goto(url('/'));
      await expect.poll(() => visitor.getByRole('heading', { level: 1 }).textContent()).toBe('Our Products');
      expect(await visitor.getByTestId('hero-headline').count()).toBe(0);
      expect(await homeLink().count()).toBe(0);

      await artist.getByTestId('page-enabled-switch-home').click();
      await expect.poll(() => artist.getByTestId('page-disabled-notice').count()).toBe(0);
      // The switch shows the state asked for while it is saved: the visitor looks once the save is confirmed.
      await expect.poll(() => toastText(artist)).toContain('Home page enabled');
      await visitor.goto(url('/'));
      await expect.poll(() => visitor.getByTestId('hero-headline').textContent()).toBe('Paintings of the tide line');
      expect(await homeLink().count()).toBe(1);
    });
  });

  describe('the Artist Account', () => {
    it('a new profile picture reaches the sidebar without a reload, under a banner that goes after 5 seconds', async () => {
      await artist.goto(url('/admin/settings/artist'));
      await expect.poll(() => artist.locator('#artist-artistName').inputValue()).toBe('Mara Ellison');
      // Marks this page: a reload would lose the mark.
      await artist.evaluate('window.__notReloaded = true');

      await artist.getByTestId('image-file-artist-profileImage').setInputFiles(await picture(400, 400, { r: 20, g: 120, b: 90 }));
      await expect.poll(() => artist.locator('#artist-profileImage').inputValue()).toMatch(/^\/objects\/uploads\//);
      const profileImage = await artist.locator('#artist-profileImage').inputValue();
      expect(await artist.getByTestId('sidebar-profile-image').getAttribute('src')).not.toBe(profileImage);
      await artist.locator('#artist-location').fill('Portland, Maine');
      await artist.getByTestId('artist-profile-save').click();

      const banner = artist.getByTestId('profile-saved-banner');
      await expect.poll(() => banner.textContent()).toContain('Profile updated');
      await expect.poll(() => artist.getByTestId('sidebar-profile-image').getAttribute('src')).toBe(profileImage);
      expect(await artist.evaluate('window.__notReloaded === true')).toBe(true);
      const settings = (await (await artist.request.get(url('/api/site-settings'))).json()) as Array<{ key: string; value: string }>;
      expect(settings).toEqual(
        expect.arrayContaining([
          { key: 'artist_profileImage', value: profileImage },
          { key: 'artist_location', value: 'Portland, Maine' },
        ]),
      );
      // The banner leaves on its own.
      await expect.poll(() => banner.count(), { timeout: 15_000 }).toBe(0);
    });

    it('a wrong current password shows the server’s message; the right one changes it, and the artist signs in with the new one', async () => {
      await artist.locator('#password-currentPassword').fill('not my password');
      await artist.locator('#password-newPassword').fill(NEW_PASSWORD);
      await artist.locator('#password-confirmPassword').fill(`${NEW_PASSWORD}!`);
      await artist.getByTestId('artist-password-save').click();
      await expect.poll(() => artist.locator('#password-confirmPassword-error').textContent()).toBe('The passwords do not match');

      await artist.locator('#password-confirmPassword').fill(NEW_PASSWORD);
      await artist.getByTestId('artist-password-save').click();
      await expect.poll(() => artist.locator('#password-currentPassword-error').textContent()).toBe('Current password is incorrect');

      await artist.locator('#password-currentPassword').fill(system.admin.password);
      await artist.getByTestId('artist-password-save').click();
      await expect.poll(() => toastText(artist)).toContain('Password changed');

      const fresh = await browser.newPage();
      try {
        await signIn(fresh, system.admin.email, NEW_PASSWORD, '/admin/dashboard');
        await expect.poll(() => fresh.getByTestId('sidebar-profile-image').count()).toBe(1);
      } finally {
        await fresh.close();
      }
    });
  });

  describe('the Social Media settings', () => {
    it('saves an Instagram link, refuses another platform’s link with the message, and previews a link only with its eye on', async () => {
      await artist.goto(url('/admin/settings/social'));
      await expect.poll(() => artist.locator('#social-instagram').inputValue()).toBe('https://www.instagram.com/maraellison.studio');

      // The eye shows the preview of a filled-in link; an empty link has none even with the eye on.
      expect(await artist.getByTestId('social-preview-instagram').count()).toBe(0);
      await artist.getByTestId('social-preview-toggle-instagram').click();
      await expect.poll(() => artist.getByTestId('social-preview-instagram').textContent()).toContain('https://www.instagram.com/maraellison.studio');
      await artist.getByTestId('social-preview-toggle-tiktok').click();
      expect(await artist.getByTestId('social-preview-tiktok').count()).toBe(0);

      await artist.locator('#social-instagram').fill('https://www.instagram.com/mara.paints');
      await artist.locator('#social-twitter').fill('https://www.facebook.com/mara');
      await artist.getByTestId('social-settings-save').click();
      const message = 'X (Twitter): this link does not lead to X (Twitter). Please enter a link to x.com or twitter.com, e.g. https://x.com/yourname';
      await expect.poll(() => artist.locator('#social-twitter-error').textContent()).toBe(message);
      // A refused field is not an outage: the toast names it, and the field is in view, above the save bar.
      await expect.poll(() => toastText(artist)).toContain('Please correct the marked field');
      expect(await toastText(artist)).toContain(message);
      expect(await toastText(artist)).not.toContain('try again');
      await expect.poll(() => artist.evaluate(() => document.activeElement?.id)).toBe('social-twitter');
      const saveBarTop = (await artist.getByTestId('social-settings-save').boundingBox())!.y;
      const errorBox = (await artist.locator('#social-twitter-error').boundingBox())!;
      expect(errorBox.y).toBeGreaterThanOrEqual(0);
      expect(errorBox.y + errorBox.height).toBeLessThan(saveBarTop);
      expect((await (await artist.request.get(url('/api/social-settings'))).json()).instagram).toBe('https://www.instagram.com/maraellison.studio');

      await artist.locator('#social-twitter').fill('');
      await artist.getByTestId('social-settings-save').click();
      await expect.poll(() => toastText(artist)).toContain('Your social media settings have been updated.');
      expect((await (await artist.request.get(url('/api/social-settings'))).json()).instagram).toBe('https://www.instagram.com/mara.paints');

      await visitor.goto(url('/'));
      await expect
        .poll(() => visitor.locator('footer [data-testid="social-links"] a[aria-label^="Instagram"]').getAttribute('href'))
        .toBe('https://www.instagram.com/mara.paints');
    });

    it('the uploaded Open Graph image is the og:image of the home page as the server sends it', async () => {
      await artist.getByTestId('image-file-social-ogImage').setInputFiles(await picture(1200, 630, { r: 40, g: 60, b: 150 }));
      await expect.poll(() => artist.locator('#social-ogImage').inputValue()).toMatch(/^\/objects\/uploads\//);
      const ogImage = await artist.locator('#social-ogImage').inputValue();
      expect(await artist.getByTestId('image-field-social-ogImage').textContent()).toContain('1200x630');
      await artist.getByTestId('social-settings-save').click();
      await expect.poll(() => toastText(artist)).toContain('Settings saved!');

      // Shared pages keep the settings for 10 s: the new picture shows within that.
      const sharedImage = async () => /<meta property="og:image" content="([^"]+)"/.exec(await (await fetch(url('/'))).text())?.[1];
      await expect.poll(sharedImage, { timeout: 20_000, interval: 500 }).toBe(url(ogImage));
      const picked = await fetch(url(ogImage));
      expect(picked.status).toBe(200);
      expect(picked.headers.get('content-type')).toMatch(/^image\//);
    });
  });
});
