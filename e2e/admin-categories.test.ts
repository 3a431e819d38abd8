import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_NOT_CONFIGURED_MESSAGE } from '@artshop/contracts';
import { launchBrowser, TestSystem } from '@artshop/testing';

// Categories & Tags in a real browser: real product counts, a category added with its slug made
// from the name, Show in Navigation and the order saved (by keyboard, buttons and mouse drag; they
// survive a reload), tags added and renamed, and deletions after a confirmation; then the admin
// layout around every screen (sidebar, collapse, theme, phone menu, live switch). Real gateway,
// services, PostgreSQL and Redis.
let system: TestSystem;
let browser: Browser;
let page: Page;

interface ApiCategory {
  id: string;
  name: string;
  slug: string;
  isActive: boolean;
  productCount: number;
}

beforeAll(async () => {
  [system, browser] = await Promise.all([TestSystem.start({ seed: true }), launchBrowser()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
});

async function serverCategories(): Promise<ApiCategory[]> {
  const response = await page.request.get(`${system.baseUrl}/api/categories`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiCategory[];
}

const toastText = () =>
  page
    .getByTestId('toast')
    .allTextContents()
    .then((texts) => texts.join(' '));
const rowNames = () => page.getByTestId('category-name').allTextContents();
const row = (name: string) => page.getByTestId('category-row').filter({ has: page.getByTestId('category-name').getByText(name, { exact: true }) });

describe('Categories & Tags', () => {
  it('lists the categories in order with their real product counts', async () => {
    await page.goto(`${system.baseUrl}/login?next=/admin/categories`);
    await page.locator('#login-email').fill(system.admin.email);
    await page.locator('#login-password').fill(system.admin.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(`${system.baseUrl}/admin/categories`);
    await expect.poll(() => page.title()).toMatch(/^Categories & Tags \| /);

    // Counted from the products themselves, every status included.
    const counts = await system.query<{ name: string; count: number }>(
      `SELECT c.name, count(p.id)::int AS count FROM catalog.categories c LEFT JOIN catalog.products p ON p.category_id = c.id
        GROUP BY c.id ORDER BY c.sort_order, c.name`,
    );
    expect(counts.length).toBeGreaterThan(2);
    expect(new Set(counts.map((entry) => entry.count)).size).toBeGreaterThan(1);
    await expect.poll(rowNames).toEqual(counts.map((entry) => entry.name));
    for (const { name, count } of counts) {
      expect(await row(name).getByTestId('category-count').textContent()).toBe(`${count} ${count === 1 ? 'product' : 'products'}`);
    }
  });

  it('adds a category with its slug made from the name', async () => {
    await page.getByTestId('add-category').click();
    const drawer = page.getByTestId('category-drawer');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await page.getByTestId('drawer-save').click();
    await expect.poll(() => drawer.getByText('Name is required').isVisible()).toBe(true);

    await page.locator('#category-name').fill('Small Works & Studies');
    expect(await page.locator('#category-slug').getAttribute('placeholder')).toBe('small-works-studies');
    await page.getByTestId('drawer-save').click();
    await expect.poll(toastText).toContain('Category added');
    await expect.poll(() => drawer.count()).toBe(0);
    await expect.poll(() => row('Small Works & Studies').count()).toBe(1);
    // The address shown is the storefront page the category opens on.
    expect(await row('Small Works & Studies').getByTestId('category-slug').getAttribute('href')).toBe('/shop-all?category=small-works-studies');
    expect(await row('Small Works & Studies').getByTestId('category-count').textContent()).toBe('0 products');
    // New categories go to the end.
    expect((await rowNames()).at(-1)).toBe('Small Works & Studies');
    const created = (await serverCategories()).find((category) => category.name === 'Small Works & Studies');
    expect(created).toMatchObject({ slug: 'small-works-studies', isActive: true });
  });

  it('saves Show in Navigation at once; it stays after a reload', async () => {
    const toggle = row('Small Works & Studies').getByTestId('category-nav-switch');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await expect.poll(toastText).toContain('Category updated');
    await expect.poll(async () => (await serverCategories()).find((category) => category.name === 'Small Works & Studies')?.isActive).toBe(false);

    await page.reload();
    await expect.poll(() => row('Small Works & Studies').getByTestId('category-nav-switch').getAttribute('aria-checked')).toBe('false');
  });

  /**
   * dnd-kit announces a pick-up at once but measures the rows in the frames after it; a key pressed
   * before that (no person is that quick, a loaded test machine can be) moves nothing.
   */
  const afterMeasuring = () => page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');

  it('reorders by keyboard; the order stays after a reload', async () => {
    const before = await rowNames();
    const handle = row('Small Works & Studies').getByTestId('drag-handle');
    // Each key waits for the screen reader's announcement of the step before it, as a person would.
    const announced = () => page.locator('[id^="DndLiveRegion"]').textContent();
    const total = before.length;
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(announced).toBe(`Picked up Small Works & Studies, position ${total} of ${total}.`);
    await afterMeasuring();
    await page.keyboard.press('ArrowUp');
    await expect.poll(announced).toBe(`Small Works & Studies moved to position ${total - 1} of ${total}.`);
    await afterMeasuring();
    await page.keyboard.press('ArrowUp');
    await expect.poll(announced).toBe(`Small Works & Studies moved to position ${total - 2} of ${total}.`);
    await afterMeasuring();
    await page.keyboard.press('Space');
    await expect.poll(toastText).toContain('Categories reordered');
    const expected = [...before.slice(0, -3), 'Small Works & Studies', ...before.slice(-3, -1)];
    await expect.poll(rowNames).toEqual(expected);
    await expect.poll(async () => (await serverCategories()).map((category) => category.name)).toEqual(expected);

    await page.reload();
    await expect.poll(rowNames).toEqual(expected);

    // The move buttons do the same without dragging.
    await row('Small Works & Studies').getByTestId('move-down').click();
    const moved = [...before.slice(0, -3), before.at(-3)!, 'Small Works & Studies', before.at(-2)!];
    await expect.poll(async () => (await serverCategories()).map((category) => category.name)).toEqual(moved);
    await expect.poll(rowNames).toEqual(moved);
  });

  it('reorders by dragging with the mouse; the order stays after a reload', async () => {
    const before = await rowNames();
    const total = before.length;
    const from = before.indexOf('Small Works & Studies');
    expect(from).toBeGreaterThan(1);
    const [handleBox, sourceBox, targetBox] = await Promise.all([
      row('Small Works & Studies').getByTestId('drag-handle').boundingBox(),
      row('Small Works & Studies').boundingBox(),
      row(before[0]).boundingBox(),
    ]);
    // The row moves with the pointer: going up by the distance between the two rows' centres puts it on the first one.
    const startX = handleBox!.x + handleBox!.width / 2;
    const startY = handleBox!.y + handleBox!.height / 2;
    const endY = startY - (sourceBox!.y + sourceBox!.height / 2 - (targetBox!.y + targetBox!.height / 2));
    const announced = () => page.locator('[id^="DndLiveRegion"]').textContent();

    await page.mouse.move(startX, startY);
    await page.mouse.down();
    // Past dnd-kit's 5 px activation distance first, then on in small steps, as a hand would.
    await page.mouse.move(startX, startY - 10, { steps: 4 });
    await expect.poll(announced).toBe(`Picked up Small Works & Studies, position ${from + 1} of ${total}.`);
    await afterMeasuring();
    await page.mouse.move(startX, endY, { steps: 20 });
    await expect.poll(announced).toBe(`Small Works & Studies moved to position 1 of ${total}.`);
    await page.mouse.up();

    await expect.poll(toastText).toContain('Categories reordered');
    const expected = ['Small Works & Studies', ...before.filter((name) => name !== 'Small Works & Studies')];
    await expect.poll(rowNames).toEqual(expected);
    await expect.poll(async () => (await serverCategories()).map((category) => category.name)).toEqual(expected);

    await page.reload();
    await expect.poll(rowNames).toEqual(expected);
  });

  it('edits and deletes a category after asking', async () => {
    await row('Small Works & Studies').getByTestId('edit-category').click();
    const drawer = page.getByTestId('category-drawer');
    await expect.poll(() => page.locator('#category-name').inputValue()).toBe('Small Works & Studies');
    await page.locator('#category-description').fill('Small pieces for small walls.');
    await page.getByTestId('drawer-save').click();
    await expect.poll(toastText).toContain('Category updated');
    await expect.poll(() => drawer.count()).toBe(0);

    await row('Small Works & Studies').getByTestId('edit-category').click();
    await page.getByTestId('drawer-delete').click();
    const confirm = page.getByTestId('delete-confirm');
    await expect.poll(() => confirm.isVisible()).toBe(true);
    expect(await confirm.textContent()).toContain('No product is in it.');
    await confirm.getByTestId('confirm-action').click();
    await expect.poll(toastText).toContain('Category deleted');
    await expect.poll(() => row('Small Works & Studies').count()).toBe(0);
    expect((await serverCategories()).some((category) => category.name === 'Small Works & Studies')).toBe(false);
  });

  it('adds and renames a tag', async () => {
    const tags = page.getByTestId('tag-cloud');
    await page.getByTestId('add-tag').click();
    await page.locator('#tag-name').fill('Harbour Series');
    await page.getByTestId('drawer-save').click();
    await expect.poll(toastText).toContain('Tag added');
    await expect.poll(() => tags.getByText('Harbour Series').count()).toBe(1);

    // A second tag with the same name is refused, under the field.
    await page.getByTestId('add-tag').click();
    await page.locator('#tag-name').fill('Harbour Series');
    await page.getByTestId('drawer-save').click();
    await expect.poll(() => page.getByTestId('tag-drawer').getByText('A tag with this name already exists').isVisible()).toBe(true);
    // Refused, not failed: the toast names the field, the cursor is in it.
    expect(await toastText()).toContain('Please correct the marked field');
    expect(await toastText()).not.toContain('Failed to add tag');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('tag-name');
    await page.getByTestId('tag-drawer').getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByTestId('tag-drawer').count()).toBe(0);

    await tags.getByText('Harbour Series').click();
    await page.locator('#tag-name').fill('Harbor Series');
    await page.locator('#tag-slug').fill('');
    await page.getByTestId('drawer-save').click();
    await expect.poll(toastText).toContain('Tag updated');
    await expect.poll(() => tags.getByText('Harbor Series').count()).toBe(1);
    const [stored] = await system.query<{ slug: string }>(`SELECT slug FROM catalog.tags WHERE name = 'Harbor Series'`);
    expect(stored.slug).toBe('harbor-series');
  });

  it('writes each change in the activity log, which the artist searches and filters', async () => {
    await page.getByTestId('nav-activity').click();
    await page.waitForURL(`${system.baseUrl}/admin/activity`);
    const entries = page.getByTestId('activity-entry');
    // Newest first: the tag renamed, added, the category deleted, edited, the order saved…
    await expect.poll(() => entries.first().textContent()).toContain('Update tag');
    expect(await entries.first().textContent()).toContain('Harbor Series');
    const deleted = entries.filter({ hasText: 'Delete category' });
    expect(await deleted.count()).toBe(1);
    const created = entries.filter({ hasText: 'Create category' });
    expect(await created.getByTestId('activity-details').textContent()).toContain('name: Small Works & Studies');
    expect(await created.textContent()).toContain('Studio Admin');

    await page.locator('#activity-search').fill('small pieces');
    await expect.poll(() => page.url()).toContain('q=small+pieces');
    await expect.poll(() => entries.count()).toBe(1);
    expect(await entries.first().textContent()).toContain('Update category');
    expect(await entries.first().textContent()).toContain('description: Small pieces for small walls.');

    await page.locator('#activity-area').selectOption('cart-order');
    await expect.poll(() => page.getByTestId('activity-empty').textContent()).toContain('No changes found');
    await page.reload();
    expect(await page.locator('#activity-area').inputValue()).toBe('cart-order');
    expect(await page.locator('#activity-search').inputValue()).toBe('small pieces');
    await page.getByTestId('nav-categories').click();
    await page.waitForURL(`${system.baseUrl}/admin/categories`);
  });

  it('offers the categories and tags in the product drawer', async () => {
    await page.getByTestId('nav-products').click();
    await page.getByTestId('add-product').click();
    const drawer = page.getByTestId('product-drawer');
    // This shop has no AI service configured: the button says why it is unavailable.
    expect(await drawer.getByTestId('analyze-with-ai').isDisabled()).toBe(true);
    // In plain words for the artist, no settings' names.
    await expect.poll(() => drawer.getByTestId('ai-status-note').textContent()).toBe(AI_NOT_CONFIGURED_MESSAGE);
    expect(AI_NOT_CONFIGURED_MESSAGE).not.toMatch(/AI_[A-Z]+/);

    await page.getByTestId('tab-categories').click();
    const categories = (await serverCategories()).map((category) => category.name);
    await expect.poll(() => page.locator('#product-categoryId option').allTextContents()).toEqual(['No category', ...categories]);
    expect(await page.getByTestId('tag-options').getByText('Harbor Series', { exact: true }).count()).toBe(1);
  });
});

describe('the shared admin layout', () => {
  it('shows the artist from the site settings, the Pages badges and the active item', async () => {
    const settings = (await (await page.request.get(`${system.baseUrl}/api/site-settings`)).json()) as Array<{ key: string; value: string }>;
    const setting = (key: string) => settings.find((entry) => entry.key === key)?.value;
    await page.goto(`${system.baseUrl}/admin/categories`);
    await expect.poll(() => page.getByTestId('sidebar-artist-name').textContent()).toBe(setting('artist_artistName'));
    expect(await page.getByTestId('admin-sidebar').getByText('Artist & Creator').isVisible()).toBe(true);
    expect(await page.getByTestId('sidebar-profile-image').getAttribute('src')).toBe(setting('artist_profileImage'));
    expect(await page.getByTestId('studio-title').textContent()).toBe(`${setting('artist_artistName')} Studio`);

    const pages = (await (await page.request.get(`${system.baseUrl}/api/page-settings`)).json()) as Array<{ page: string; enabled: boolean }>;
    for (const name of ['home', 'bio', 'gallery', 'events', 'cv', 'contact']) {
      const enabled = pages.find((entry) => entry.page === name)?.enabled !== false;
      expect(await page.getByTestId(`page-status-${name}`).textContent()).toBe(enabled ? 'Enabled' : 'Disabled');
    }
    // Equal to the item's address, or below it.
    expect(await page.getByTestId('nav-categories').getAttribute('aria-current')).toBe('page');
    expect(await page.getByTestId('nav-products').getAttribute('aria-current')).toBeNull();
    await page.goto(`${system.baseUrl}/admin/products/anything`);
    await expect.poll(() => page.getByRole('heading', { name: '404 Page Not Found' }).count()).toBe(1);
    expect(await page.getByTestId('nav-products').getAttribute('aria-current')).toBe('page');
  });

  it('shows the not-found screen for an address that is no screen', async () => {
    await page.goto(`${system.baseUrl}/admin/no-such-screen`);
    await expect.poll(() => page.getByRole('heading', { name: '404 Page Not Found' }).count()).toBe(1);
    expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);
  });

  it('remembers the collapsed sidebar and the dark theme', async () => {
    await page.goto(`${system.baseUrl}/admin/categories`);
    await page.getByTestId('sidebar-collapse').click();
    await expect.poll(() => page.getByTestId('admin-sidebar').getAttribute('data-collapsed')).toBe('true');
    expect(await page.evaluate(`localStorage.getItem('admin-sidebar-collapsed')`)).toBe('true');
    await page.getByTestId('admin-sidebar').getByTestId('dark-mode-switch').click();
    await expect.poll(() => page.evaluate(`document.documentElement.classList.contains('dark')`)).toBe(true);
    expect(await page.evaluate(`localStorage.getItem('theme')`)).toBe('dark');

    await page.reload();
    await expect.poll(() => page.getByTestId('admin-sidebar').getAttribute('data-collapsed')).toBe('true');
    expect(await page.evaluate(`document.documentElement.classList.contains('dark')`)).toBe(true);
    await page.getByTestId('sidebar-collapse').click();
    // The sidebar widens first: the switch is clicked where it ends up.
    await expect.poll(() => page.getByTestId('admin-sidebar').getAttribute('data-collapsed')).toBe('false');
    await page.getByTestId('admin-sidebar').getByTestId('dark-mode-switch').click();
    await expect.poll(() => page.evaluate(`document.documentElement.classList.contains('dark')`)).toBe(false);
    expect(await page.evaluate(`localStorage.getItem('admin-sidebar-collapsed') + ' ' + localStorage.getItem('theme')`)).toBe('false light');
  });

  it('opens the menu as an overlay on a phone, locking the page, closed by Escape or the overlay', async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, storageState: await page.context().storageState() });
    try {
      await phone.goto(`${system.baseUrl}/admin/categories`);
      expect(await phone.getByTestId('admin-sidebar').isVisible()).toBe(false);
      const locked = () => phone.evaluate(`document.body.hasAttribute('data-scroll-locked')`);
      const menu = () => phone.getByRole('dialog', { name: 'Admin menu' });

      await phone.getByTestId('admin-menu-button').click();
      await expect.poll(() => menu().isVisible()).toBe(true);
      expect(await locked()).toBe(true);
      await phone.keyboard.press('Escape');
      await expect.poll(() => menu().count()).toBe(0);
      expect(await locked()).toBe(false);

      await phone.getByTestId('admin-menu-button').click();
      await expect.poll(() => menu().isVisible()).toBe(true);
      await phone.getByTestId('sheet-overlay').click({ position: { x: 380, y: 400 } });
      await expect.poll(() => menu().count()).toBe(0);

      // Following a link closes it too.
      await phone.getByTestId('admin-menu-button').click();
      await menu().getByTestId('nav-products').click();
      await phone.waitForURL(`${system.baseUrl}/admin/products`);
      await expect.poll(() => menu().count()).toBe(0);
    } finally {
      await phone.close();
    }
  });

  it('goes to the live site with the view switch', async () => {
    await page.goto(`${system.baseUrl}/admin/categories`);
    await page.getByTestId('live-switch').click();
    await page.waitForURL(`${system.baseUrl}/`);
  });
});
