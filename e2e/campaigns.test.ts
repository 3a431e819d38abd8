import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@artshop/contracts';
import { ApiClient, launchBrowser, MailCatcher, TestSystem } from '@artshop/testing';

// A campaign as the artist sends it from the back office, in a real browser: written with a work as a
// card, previewed, tested to the artist's own notification address, then sent; the mails reach a real
// SMTP server (MailCatcher) with their List-Unsubscribe headers, and both ways of leaving the list work.
let system: TestSystem;
let browser: Browser;
let page: Page;
let admin: ApiClient;
let catcher: MailCatcher;
let work: Product;

const STUDIO_INBOX = 'studio.inbox@example.com';
const READERS = ['iris.reader@example.com', 'omar.reader@example.com'];
const SUBJECT = 'New harbour paintings';

const mailTo = (address: string, subject: string) =>
  system.eventually(
    async () => catcher.received.find((mail) => mail.envelopeTo.includes(address) && mail.subject === subject),
    `the mail to ${address} about ${subject}`,
  );

const toastText = () =>
  page
    .getByTestId('toast')
    .allTextContents()
    .then((texts) => texts.join(' '));

beforeAll(async () => {
  catcher = await MailCatcher.start();
  [system, browser] = await Promise.all([TestSystem.start({ seed: true, env: { SMTP_URL: catcher.url, MAIL_RETRY_DELAY_MS: '100' } }), launchBrowser()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  admin = new ApiClient(system.baseUrl);
  expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
  expect((await admin.request('PUT', '/api/notification-settings', { email: STUDIO_INBOX })).status).toBe(200);
  for (const email of READERS) {
    await system.query(`INSERT INTO messaging.newsletter_subscribers (email, status, unsubscribe_token, confirmed_at) VALUES ($1, 'confirmed', $2, now())`, [
      email,
      `token-${email}`,
    ]);
  }
  work = ((await admin.get('/api/products/page?pageSize=1&status=active')).body as { products: Product[] }).products[0]!;
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
  await catcher?.close();
});

describe('a campaign to the list', () => {
  it('is written with a work card, previewed, tested, sent, and its mails can be left by one click or the link', async () => {
    await page.goto(`${system.baseUrl}/login?next=/admin/campaigns`);
    await page.locator('#login-email').fill(system.admin.email);
    await page.locator('#login-password').fill(system.admin.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('new-campaign').click();

    await page.locator('#campaign-subject').fill(SUBJECT);
    await page.locator('#campaign-text').fill('Three new **paintings** from the harbour.\n\n<script>alert(1)</script>');
    await page.getByLabel('Search your works').fill(work.name);
    await page
      .getByTestId('work-results')
      .getByRole('button', { name: `Add ${work.name}` })
      .click();
    await expect.poll(() => page.getByTestId('campaign-works').textContent()).toContain(work.name);

    await page.getByTestId('preview-campaign').click();
    const preview = page.frameLocator('[data-testid="campaign-preview"]');
    await expect.poll(() => preview.locator('body').textContent()).toContain(work.name);
    expect(await preview.locator('strong').first().textContent()).toBe('paintings');
    expect(await preview.locator(`a[href="${system.baseUrl}/product/${work.id}"]`).count()).toBeGreaterThan(0);

    await page.getByTestId('send-test').click();
    const test = await mailTo(STUDIO_INBOX, `[Test] ${SUBJECT}`);
    expect(test.html).toContain(work.name);
    await expect.poll(() => page.url()).toMatch(/\/admin\/campaigns\/[0-9a-f-]{36}$/);

    await page.getByTestId('send-now').click();
    await page.getByTestId('confirm-send').getByRole('button', { name: 'Send now' }).click();
    await expect.poll(() => page.url()).toMatch(/\/admin\/campaigns$/);

    const [iris, omar] = await Promise.all(READERS.map((reader) => mailTo(reader, SUBJECT)));
    for (const mail of [iris!, omar!]) {
      expect(mail.html).toContain(work.name);
      expect(mail.html).toContain(`${system.baseUrl}/product/${work.id}`);
      expect(mail.html).not.toContain('<script');
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.headers['list-unsubscribe']).toMatch(/^<https?:\/\/[^>]+\/api\/list\/unsubscribe\/\w+>, <mailto:[^>]+>$/);
    }
    // Sent mails do not go out again.
    expect(catcher.received.filter((mail) => mail.subject === SUBJECT)).toHaveLength(2);

    // Iris's mail program posts the one-click unsubscribe (RFC 8058): no page, no confirmation.
    const oneClick = /^<([^>]+)>/.exec(iris!.headers['list-unsubscribe']!)![1]!;
    const posted = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    // Omar follows the visible link in the mail.
    const link = /href="([^"]+\/api\/list\/unsubscribe\/\w+)"/.exec(omar!.html)![1]!;
    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/?newsletter=unsubscribed');
    expect(await system.query(`SELECT status FROM messaging.newsletter_subscribers WHERE email = ANY ($1)`, [READERS])).toEqual([
      { status: 'unsubscribed' },
      { status: 'unsubscribed' },
    ]);

    // The list shows it sent, with its counts.
    await page.reload();
    const row = page.getByTestId('campaign-row').filter({ hasText: SUBJECT });
    await expect.poll(() => row.getByTestId('campaign-status').textContent()).toBe('Sent');
    expect(await row.getByTestId('campaign-recipients').textContent()).toBe('2');
    await expect.poll(() => row.getByTestId('campaign-sent').textContent()).toBe('2');
    expect(await row.getByTestId('campaign-unsubscribed').textContent()).toBe('2');

    // Its own screen lists each recipient with the status of their mail.
    await row.getByTestId('campaign-subject').click();
    const recipients = page.getByTestId('campaign-recipient-list').getByTestId('campaign-recipient');
    await expect.poll(() => recipients.allTextContents()).toEqual(READERS.map((reader) => `${reader}Unsubscribed`));
    expect(await page.getByTestId('campaign-recipients-page').textContent()).toBe('Page 1 of 1 · 2 recipients');
  });

  it('is cancelled before it starts, after the artist confirms, and is a draft again', async () => {
    const created = await admin.post('/api/campaigns', { subject: 'Winter open studio', text: 'Come by.', toNewsletter: true });
    expect(created.status).toBe(201);
    const { id } = created.body as { id: string };
    const scheduled = await admin.post(`/api/campaigns/${id}/send`, { sendAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect(scheduled.body.status).toBe('scheduled');

    await page.goto(`${system.baseUrl}/admin/campaigns/${id}`);
    await page.getByTestId('campaign-cancel').click();
    const confirm = page.getByTestId('campaign-cancel-confirm');
    // Keeping it changes nothing.
    await confirm.getByRole('button', { name: 'Keep it scheduled' }).click();
    expect((await admin.get(`/api/campaigns/${id}`)).body.status).toBe('scheduled');
    await page.getByTestId('campaign-cancel').click();
    await confirm.getByRole('button', { name: 'Cancel sending' }).click();
    await expect.poll(toastText).toContain('Sending cancelled');
    await expect.poll(() => page.locator('#campaign-subject').inputValue()).toBe('Winter open studio');
    expect((await admin.get(`/api/campaigns/${id}`)).body).toMatchObject({ status: 'draft', sendAt: null });

    // A campaign already sent cannot be cancelled: the server says why.
    const sent = ((await admin.get('/api/campaigns')).body as Array<{ id: string; subject: string }>).find((campaign) => campaign.subject === SUBJECT)!;
    const late = await admin.post(`/api/campaigns/${sent.id}/cancel`);
    expect([late.status, late.body.message]).toEqual([409, 'This campaign has started sending: it can no longer be cancelled']);
  });
});
