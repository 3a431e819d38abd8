import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, TestSystem } from '@artshop/testing';

// The Bio page and the page switches, in a real browser: the artist edits the bio
// (Markdown with a preview, the call-to-action switched off greys its fields out) and switches the CV
// off; the live site shows the new bio, without the call-to-action, and no link to the CV, whose
// address is the 404 page. Real gateway, services, PostgreSQL and Redis.
let system: TestSystem;
let browser: Browser;
let artist: Page;
let visitor: Page;

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

async function moreMenuLinks(page: Page): Promise<string[]> {
  await page.getByTestId('more-menu').click();
  // The menu's code loads when it is first opened: wait for it as a visitor does.
  await page.getByRole('menu').waitFor();
  const links = await page.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return links;
}

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
    await artist.goto(`${system.baseUrl}/login?next=/admin/bio`);
    await artist.locator('#login-email').fill(system.admin.email);
    await artist.locator('#login-password').fill(system.admin.password);
    await artist.getByTestId('login-submit').click();
    await artist.waitForURL(`${system.baseUrl}/admin/bio`);
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
    await expect.poll(toastText).toContain('Settings saved');
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
    await expect.poll(toastText).toContain('Please correct the marked field');
    expect(await toastText()).not.toContain('Please try again');
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
    await expect.poll(toastText).toContain('CV page disabled');
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
