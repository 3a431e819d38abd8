import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailClubPlan, UserSubscription } from '@artshop/contracts';
import { ApiClient, joinMailClub, launchBrowser, registerCustomer, TestSystem } from '@artshop/testing';

// The Mail Club plans editor in a real browser: the artist adds a plan with its features, changes its
// price (a new price at the payment provider, the Stripe emulator here), sees it on the
// storefront's list of plans, moves the members of another plan to its new price (the member is told
// by e-mail), repairs the provider configuration, and deletes it after the confirmation. Real gateway,
// services, PostgreSQL and Redis.
let system: TestSystem;
let browser: Browser;
let page: Page;

interface ApiPlan {
  id: string;
  name: string;
  slug: string;
  price: string;
  features: string[];
  stripePriceId: string | null;
}

beforeAll(async () => {
  [system, browser] = await Promise.all([TestSystem.start({ seed: true }), launchBrowser()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
});

/** What the storefront reads: active plans only. */
async function storefrontPlans(): Promise<ApiPlan[]> {
  const response = await fetch(`${system.baseUrl}/api/subscription-plans`);
  expect(response.status).toBe(200);
  return (await response.json()) as ApiPlan[];
}

const toastText = () =>
  page
    .getByTestId('toast')
    .allTextContents()
    .then((texts) => texts.join(' '));
const card = (name: string) => page.getByTestId('plan-card').filter({ has: page.getByTestId('plan-name').getByText(name, { exact: true }) });

describe('Mail Club plans', () => {
  it('shows the plans to the signed-in artist', async () => {
    await page.goto(`${system.baseUrl}/login?next=/admin/mail-club`);
    await page.locator('#login-email').fill(system.admin.email);
    await page.locator('#login-password').fill(system.admin.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(`${system.baseUrl}/admin/mail-club`);
    await expect.poll(() => page.getByTestId('auth-banner').textContent()).toContain(`Authenticated as ${system.admin.email}`);
    const seeded = await storefrontPlans();
    await expect.poll(() => page.getByTestId('plan-card').count()).toBe(seeded.length);
    expect(await card(seeded[0]!.name).getByTestId('plan-price').textContent()).toMatch(/^\$\d+\.\d\d\/month$/);
  });

  it('adds a plan with its features', async () => {
    await page.getByTestId('add-plan').click();
    const dialog = page.getByTestId('plan-dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByText('Used in URLs, should be lowercase and dash-separated').isVisible()).toBe(true);
    await page.getByTestId('plan-save').click();
    await expect.poll(() => dialog.getByText('Name is required').isVisible()).toBe(true);

    await page.locator('#plan-name').fill('Studio Sketch Club');
    await page.locator('#plan-slug').fill('studio-sketch-club');
    await page.locator('#plan-description').fill('A sketch from the studio each month');
    await page.locator('#plan-price').fill('18.50');
    await page.locator('#plan-displayOrder').fill('9');
    for (const feature of ['One original sketch', 'A note from the artist', 'Free shipping']) {
      await page.getByTestId('plan-feature-add').click();
      await page.getByTestId('plan-feature-input').last().fill(feature);
    }
    await page.getByTestId('plan-feature-remove').nth(2).click();
    await page.getByTestId('plan-recommended-switch').click();
    await page.getByTestId('plan-save').click();
    await expect.poll(toastText).toContain('Subscription plan created successfully');
    await expect.poll(() => dialog.count()).toBe(0);

    const added = card('Studio Sketch Club');
    await expect.poll(() => added.count()).toBe(1);
    expect(await added.getByTestId('plan-price').textContent()).toBe('$18.50/month');
    expect(await added.getByTestId('plan-features-list').locator('li').allTextContents()).toEqual(['One original sketch', 'A note from the artist']);
    expect(await added.getByTestId('plan-recommended').isVisible()).toBe(true);
    expect(await added.getByTestId('plan-price-id').textContent()).not.toBe('none');
  });

  it('edits its price, which the storefront then shows, with a new provider price', async () => {
    const before = (await storefrontPlans()).find((plan) => plan.slug === 'studio-sketch-club')!;
    expect(before).toMatchObject({ price: '18.50', features: ['One original sketch', 'A note from the artist'] });
    await card('Studio Sketch Club').getByTestId('edit-plan').click();
    const dialog = page.getByTestId('plan-dialog');
    await expect.poll(() => page.locator('#plan-price').inputValue()).toBe('18.50');
    await page.locator('#plan-price').fill('21');
    await page.getByTestId('plan-save').click();
    await expect.poll(toastText).toContain('Subscription plan updated successfully');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => card('Studio Sketch Club').getByTestId('plan-price').textContent()).toBe('$21.00/month');
    const after = (await storefrontPlans()).find((plan) => plan.slug === 'studio-sketch-club')!;
    expect(after.price).toBe('21.00');
    expect(after.stripePriceId).not.toBe(before.stripePriceId);
  });

  it('shows a slug another plan has at its field, brought into view with the cursor in it, and saves nothing', async () => {
    const other = (await storefrontPlans()).find((plan) => plan.slug !== 'studio-sketch-club')!;
    // A short window: the dialog scrolls, and the save button is far below the slug.
    await page.setViewportSize({ width: 1280, height: 480 });
    await card('Studio Sketch Club').getByTestId('edit-plan').click();
    const dialog = page.getByTestId('plan-dialog');
    await expect.poll(() => page.locator('#plan-slug').inputValue()).toBe('studio-sketch-club');
    await page.locator('#plan-slug').fill(other.slug);
    await dialog.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    const slugInView = () =>
      page.locator('#plan-slug').evaluate((input) => {
        const box = input.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
    expect(await slugInView()).toBe(false);
    await page.getByTestId('plan-save').click();

    await expect.poll(() => page.locator('#plan-slug-error').textContent()).toContain('already');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('plan-slug');
    await expect.poll(slugInView).toBe(true);
    expect(await page.locator('#plan-slug').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(toastText).toContain('Please correct the marked field');
    expect(await toastText()).not.toContain('Failed to update subscription plan');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('discard-changes-dialog').getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect((await storefrontPlans()).filter((plan) => plan.slug === other.slug)).toHaveLength(1);
    expect((await storefrontPlans()).some((plan) => plan.slug === 'studio-sketch-club')).toBe(true);
  });

  it('offers to move the members of a plan to its new price, and moves them when asked', async () => {
    const admin = new ApiClient(system.baseUrl);
    expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
    const created = await admin.post('/api/subscription-plans', {
      name: 'Letterpress Club',
      slug: 'letterpress-club',
      price: '10',
      features: ['A postcard'],
      displayOrder: 8,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const plan = created.body as MailClubPlan;
    const member = new ApiClient(system.baseUrl);
    const email = 'paula.postcard@example.com';
    expect((await registerCustomer(system, member, { email, firstName: 'Paula', lastName: 'Post', password: 'correct horse battery' })).status).toBe(201);
    await joinMailClub(member, plan.id);

    await page.reload();
    await expect.poll(() => card('Letterpress Club').count()).toBe(1);
    await card('Letterpress Club').getByTestId('edit-plan').click();
    await expect.poll(() => page.locator('#plan-price').inputValue()).toBe('10.00');
    // Nothing to move while the price stays.
    expect(await page.getByTestId('move-members').count()).toBe(0);
    await page.locator('#plan-price').fill('12');
    const checkbox = page.getByLabel('Move existing members to the new price from their next renewal');
    await expect.poll(() => checkbox.isVisible()).toBe(true);
    expect(await checkbox.isChecked()).toBe(false);
    expect(await page.getByTestId('move-members').textContent()).toContain('1 member has this plan. Left unticked, they keep the price they pay now');
    await checkbox.check();
    await page.getByTestId('plan-save').click();
    await expect.poll(toastText).toContain('1 member moves to the new price from their next renewal; each is told by e-mail.');
    await expect.poll(() => card('Letterpress Club').getByTestId('plan-price').textContent()).toBe('$12.00/month');

    const own = await member.get('/api/user-subscriptions');
    expect((own.body as UserSubscription[])[0]).toMatchObject({ planId: plan.id, price: '12.00', status: 'active' });
    await expect
      .poll(async () =>
        (
          await system.query<{ subject: string }>(
            `SELECT subject FROM messaging.outgoing_mail WHERE to_address = $1 AND template = 'mail-club-price-changed'`,
            [email],
          )
        ).map((mail) => mail.subject),
      )
      .toEqual([expect.stringMatching(/^Your Mail Club price changes from \$10\.00 to \$12\.00 from \w+ \d{1,2}, \d{4}$/)]);
  });

  it('fixes the Stripe configuration of every plan', async () => {
    await page.getByTestId('fix-stripe').click();
    const count = (await storefrontPlans()).length;
    await expect.poll(toastText).toContain('Stripe Configuration Fixed');
    expect(await toastText()).toContain(`Successfully processed ${count} subscription plans`);
  });

  it('deletes it after the confirmation', async () => {
    await card('Studio Sketch Club').getByTestId('delete-plan').click();
    const confirm = page.getByTestId('delete-confirm');
    await expect.poll(() => confirm.textContent()).toContain('Are you sure you want to delete the "Studio Sketch Club" subscription plan?');
    await page.getByTestId('confirm-action').click();
    await expect.poll(toastText).toContain('Subscription plan deleted successfully');
    await expect.poll(() => card('Studio Sketch Club').count()).toBe(0);
    expect((await storefrontPlans()).map((plan) => plan.slug)).not.toContain('studio-sketch-club');
  });

  it('asks a signed-out artist to log in', async () => {
    await page.context().clearCookies();
    await page.getByTestId('fix-stripe').click();
    await expect.poll(toastText).toContain('Please log in to fix Stripe configuration. Click here to log in.');
    await expect.poll(() => page.getByTestId('auth-banner').textContent()).toContain('Authentication Required');
    expect(await page.getByTestId('toast').getByRole('button', { name: 'Log In' }).isVisible()).toBe(true);
  });
});
