import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@artshop/contracts';
import { ApiClient, launchBrowser, TestSystem } from '@artshop/testing';

// The Home, Artist Account and Social Media editors, in a real browser against the
// real gateway, services, PostgreSQL and Redis: the artist changes the home page's hero and the live home
// shows it; a new profile picture reaches the sidebar without a reload, under a banner that then goes;
// the password changes for real; social links are checked per platform; the shared home page's
// og:image is the uploaded picture.
let system: TestSystem;
let browser: Browser;
let artist: Page;
let visitor: Page;
const NEW_PASSWORD = 'umber tide salt marsh 1987';

beforeAll(async () => {
  [system, browser] = await Promise.all([TestSystem.start({ seed: true }), launchBrowser()]);
  artist = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
});

const url = (path: string) => `${system.baseUrl}${path}`;
const toastText = () =>
  artist
    .getByTestId('toast')
    .allTextContents()
    .then((texts) => texts.join(' '));

/** A real picture of one colour, as a file the artist picks. */
async function picture(width: number, height: number, colour: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name: 'picture.png', mimeType: 'image/png', buffer };
}

async function signIn(page: Page, email: string, password: string, next: string): Promise<void> {
  await page.goto(url(`/login?next=${next}`));
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(url(next));
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
    await expect.poll(toastText).toContain('Settings saved');

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
    await expect.poll(toastText).toContain('Home page disabled');

    await visitor.goto(url('/'));
    await expect.poll(() => visitor.getByRole('heading', { level: 1 }).textContent()).toBe('Our Products');
    expect(await visitor.getByTestId('hero-headline').count()).toBe(0);
    expect(await homeLink().count()).toBe(0);

    await artist.getByTestId('page-enabled-switch-home').click();
    await expect.poll(() => artist.getByTestId('page-disabled-notice').count()).toBe(0);
    // The switch shows the state asked for while it is saved: the visitor looks once the save is confirmed.
    await expect.poll(toastText).toContain('Home page enabled');
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
    await expect.poll(toastText).toContain('Password changed');

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
    await expect.poll(toastText).toContain('Please correct the marked field');
    expect(await toastText()).toContain(message);
    expect(await toastText()).not.toContain('try again');
    await expect.poll(() => artist.evaluate(() => document.activeElement?.id)).toBe('social-twitter');
    const saveBarTop = (await artist.getByTestId('social-settings-save').boundingBox())!.y;
    const errorBox = (await artist.locator('#social-twitter-error').boundingBox())!;
    expect(errorBox.y).toBeGreaterThanOrEqual(0);
    expect(errorBox.y + errorBox.height).toBeLessThan(saveBarTop);
    expect((await (await artist.request.get(url('/api/social-settings'))).json()).instagram).toBe('https://www.instagram.com/maraellison.studio');

    await artist.locator('#social-twitter').fill('');
    await artist.getByTestId('social-settings-save').click();
    await expect.poll(toastText).toContain('Your social media settings have been updated.');
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
    await expect.poll(toastText).toContain('Settings saved!');

    // Shared pages keep the settings for 10 s: the new picture shows within that.
    const sharedImage = async () => /<meta property="og:image" content="([^"]+)"/.exec(await (await fetch(url('/'))).text())?.[1];
    await expect.poll(sharedImage, { timeout: 20_000, interval: 500 }).toBe(url(ogImage));
    const picked = await fetch(url(ogImage));
    expect(picked.status).toBe(200);
    expect(picked.headers.get('content-type')).toMatch(/^image\//);
  });
});
