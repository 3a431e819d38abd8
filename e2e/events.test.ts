import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, launchBrowser, TestSystem } from '@artshop/testing';

// Events in a real browser: the artist adds an event in the Events manager (validation under the
// fields, an uploaded picture, registration with its link), publishes it from the list, and a
// visitor finds it under upcoming events with its details, downloads its calendar file and sees the
// past event under past events; then the artist deletes it after the confirmation. Real gateway,
// services, PostgreSQL and Redis, the demo shop (one of its events took place in September 2026).
let system: TestSystem;
let browser: Browser;
let admin: Page;
let visitorContext: BrowserContext;
let visitor: Page;

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

beforeAll(async () => {
  [system, browser] = await Promise.all([TestSystem.start({ seed: true }), launchBrowser()]);
  admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  visitorContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
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
const row = (title: string) => admin.getByTestId('event-row').filter({ has: admin.getByTestId('event-title').getByText(title, { exact: true }) });
const card = (title: string) => visitor.getByTestId('event-card').filter({ has: visitor.getByTestId('event-title').getByText(title, { exact: true }) });
const dialog = () => admin.getByTestId('event-dialog');

describe('Events', () => {
  it('shows the artist every event, the past one under Past', async () => {
    await admin.goto(`${system.baseUrl}/login?next=/admin/events`);
    await admin.locator('#login-email').fill(system.admin.email);
    await admin.locator('#login-password').fill(system.admin.password);
    await admin.getByTestId('login-submit').click();
    await admin.waitForURL(`${system.baseUrl}/admin/events`);
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
    await expect.poll(toastText).toContain('Event added');
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
    await expect.poll(toastText).toContain('Event published');
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
    await expect.poll(toastText).toContain('Events page disabled');

    const response = await visitor.goto(`${system.baseUrl}/events`);
    expect(response!.status()).toBe(404);
    await expect.poll(() => visitor.locator('main h1').textContent()).toBe('404 Page Not Found');
    expect(await visitor.locator('a[href="/events"]').count()).toBe(0);

    await pageSwitch.click();
    await expect.poll(toastText).toContain('Events page enabled');
    expect((await visitor.goto(`${system.baseUrl}/events`))!.status()).toBe(200);
    await expect.poll(() => card(TITLE).count()).toBe(1);
  });

  it('deletes the event after the confirmation', async () => {
    await row(TITLE).getByTestId('delete-event').click();
    const confirm = admin.getByTestId('delete-event-confirm');
    await expect.poll(() => confirm.textContent()).toContain(`Are you sure you want to delete the event “${TITLE}”?`);
    await confirm.getByTestId('confirm-action').click();
    await expect.poll(toastText).toContain('Event deleted');
    await expect.poll(() => row(TITLE).count()).toBe(0);
    const events = (await new ApiClient(system.baseUrl).get('/api/events')).body as Array<{ title: string }>;
    expect(events.map((event) => event.title)).not.toContain(TITLE);
  });
});
