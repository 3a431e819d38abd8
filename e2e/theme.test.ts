import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_PRESETS } from '@artshop/contracts';
import { launchBrowser, TestSystem } from '@artshop/testing';

// The theme, in a real browser: the artist tries a colour too faint to read (refused with the message),
// picks a preset, renames the site, uploads a logo and a favicon, chooses a font and the centered header,
// switches the footer off and adds custom CSS; the live storefront shows all of it, and the
// '</style><script>' hidden in the custom CSS runs nothing. Real gateway, services, PostgreSQL and Redis.
let system: TestSystem;
let browser: Browser;
let artist: Page;
let visitor: Page;

const ocean = THEME_PRESETS.find((preset) => preset.name === 'Ocean Blue')!.colors;

beforeAll(async () => {
  [system, browser] = await Promise.all([TestSystem.start({ seed: true }), launchBrowser()]);
  artist = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
});

const toastText = () =>
  artist
    .getByTestId('toast')
    .allTextContents()
    .then((texts) => texts.join(' '));

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
    await artist.goto(`${system.baseUrl}/login?next=/admin/settings/theme`);
    await artist.locator('#login-email').fill(system.admin.email);
    await artist.locator('#login-password').fill(system.admin.password);
    await artist.getByTestId('login-submit').click();
    await artist.waitForURL(`${system.baseUrl}/admin/settings/theme`);
    await expect.poll(() => artist.title()).toMatch(/^Theme Settings \| /);
    await expect.poll(() => artist.locator('#theme-textColor').inputValue()).toBe('#1d1b18');

    await artist.locator('#theme-textColor').fill('#e8e4de');
    // Warned at once, before saving.
    await expect
      .poll(() => artist.getByTestId('theme-contrast').textContent())
      .toContain('Not enough contrast: text on the background is 1.1:1; it needs at least 4.5:1');
    await artist.getByTestId('theme-settings-save').click();
    await expect.poll(toastText).toContain('Please correct the');
    expect(await toastText()).not.toContain('Failed to save theme settings');
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
    await expect.poll(toastText).toContain('The logo must be 2 MB or less');
    await artist.getByTestId('image-file-theme-favicon').setInputFiles({ name: 'big-icon.png', mimeType: 'image/png', buffer: await png(64, 64) });
    await expect.poll(toastText).toContain('The favicon must be 32x32 pixels (this image is 64x64)');

    await artist.getByTestId('image-file-theme-customLogo').setInputFiles({ name: 'tide-logo.png', mimeType: 'image/png', buffer: await png(120, 120) });
    await expect.poll(() => artist.locator('#theme-customLogo').inputValue()).toMatch(/^\/objects\/uploads\/[\w-]+\.png$/);
    await artist.getByTestId('image-file-theme-favicon').setInputFiles({ name: 'favicon.png', mimeType: 'image/png', buffer: await png(32, 32) });
    await expect.poll(() => artist.locator('#theme-favicon').inputValue()).toMatch(/^\/objects\/uploads\/[\w-]+\.png$/);

    await artist.locator('#theme-headerLayout').selectOption('centered');
    await artist.getByTestId('theme-footerEnabled').click();
    await artist.locator('#theme-customCSS').fill('body { outline: 3px solid rgb(200, 0, 0); }\n</style><script>window.themeScriptRan = true</script>');
    await artist.getByTestId('theme-settings-save').click();
    await expect.poll(toastText).toContain('Settings saved');
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
