import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, TestSystem } from '@artshop/testing';

// Messaging in a real browser: a visitor writes through the contact form, sends a corporate
// inquiry and subscribes to the newsletter (confirming by the link in the mail); the artist then
// reads, answers, archives and deletes in the admin inbox, and checks the mailbox, the subscribers
// and the contact page and business settings. Everything runs against the real gateway, services, PostgreSQL and Redis.
let system: TestSystem;
let browser: Browser;
let page: Page;

const VISITOR = { name: 'Ann Reader', email: 'ann.reader@example.com', subject: 'Framing question', message: 'Do the prints come framed?\nThanks, Ann' };
const BUYER = { name: 'Dana Buyer', company: 'Harbor Hotels', email: 'dana@harbor.example' };
const SUBSCRIBER = { email: 'rita.reader@example.com', firstName: 'Rita' };

beforeAll(async () => {
  // The forms allow 5 posts per client in 10 minutes; this file posts a few more than that.
  [system, browser] = await Promise.all([TestSystem.start({ seed: true, env: { FORM_RATE_LIMIT: '50' } }), launchBrowser()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
});

interface ApiMessage {
  id: string;
  kind: 'contact' | 'corporate';
  name: string;
  isRead: boolean;
  isArchived: boolean;
  repliedAt: string | null;
  [field: string]: unknown;
}

/** The inbox as the server sees it, read with the browser's (admin) session. */
async function serverMessages(archived = false): Promise<ApiMessage[]> {
  const response = await page.request.get(`${system.baseUrl}/api/messages?pageSize=100${archived ? '&archived=true' : ''}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { messages: ApiMessage[] }).messages;
}

const toastText = () =>
  page
    .getByTestId('toast')
    .allTextContents()
    .then((texts) => texts.join(' '));
const row = (name: string) => page.getByTestId('message-row').filter({ hasText: name });

describe('storefront forms', () => {
  it('shows the contact page and sends a contact message', async () => {
    await page.goto(`${system.baseUrl}/contact`);
    await expect.poll(() => page.title()).toMatch(/^Contact \| /);
    // Details, hours and texts come from the contact settings.
    await expect.poll(() => page.getByTestId('contact-email').textContent()).toBe('studio@maraellison.example');
    await expect.poll(() => page.getByTestId('studio-hours').locator('[data-day]').count()).toBe(7);
    expect(await page.getByTestId('studio-hours').locator('[data-day="sunday"]').textContent()).toContain('By appointment');
    expect(await page.getByTestId('commissions-text').isVisible()).toBe(true);
    expect(await page.getByText('24–48 hours').first().isVisible()).toBe(true);
    // The honeypot is there for robots only.
    const honeypot = page.getByTestId('contact-form').getByTestId('honeypot');
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.getAttribute('autocomplete')).toBe('off');

    const form = page.getByTestId('contact-form');
    await page.getByTestId('contact-submit').click();
    await expect.poll(() => page.getByTestId('contact-required').textContent()).toBe('Please fill in all required fields');
    expect(await form.locator('#contact-name').getAttribute('aria-invalid')).toBe('true');

    await form.locator('#contact-name').fill(VISITOR.name);
    await form.locator('#contact-email').fill(VISITOR.email);
    await form.locator('#contact-subject').fill(VISITOR.subject);
    await form.locator('#contact-message').fill(VISITOR.message);
    await page.getByTestId('contact-submit').click();
    await expect.poll(() => page.getByTestId('contact-success').isVisible()).toBe(true);
    expect(await page.getByTestId('contact-success').textContent()).toContain('Thank you! Your message has been sent.');

    const stored = await system.query<{ name: string; subject: string; message: string; is_read: boolean }>(
      `SELECT name, subject, message, is_read FROM messaging.messages WHERE email = $1`,
      [VISITOR.email],
    );
    expect(stored).toEqual([{ name: VISITOR.name, subject: VISITOR.subject, message: VISITOR.message, is_read: false }]);

    // 'Send another' brings back an empty form.
    await page.getByTestId('contact-send-another').click();
    await expect.poll(() => page.getByTestId('contact-form').isVisible()).toBe(true);
    expect(await page.locator('#contact-name').inputValue()).toBe('');
  });

  it('sends a corporate inquiry from the side sheet', async () => {
    await page.goto(`${system.baseUrl}/corporate-buyers`);
    await expect.poll(() => page.title()).toMatch(/^Corporate Buyers \| /);
    expect(await page.getByTestId('corporate-options').textContent()).toMatch(/Originals.*Limited Edition Prints.*Custom Commissions.*Rotational Programs/);
    // No scheduling page configured (site setting corporate_schedulingUrl): no button.
    expect(await page.getByTestId('schedule-consultation').count()).toBe(0);

    await page.getByTestId('lets-talk').click();
    const sheet = page.getByTestId('inquiry-sheet');
    await expect.poll(() => sheet.isVisible()).toBe(true);
    expect(await sheet.locator('#inquiry-projectType').inputValue()).toBe('Office / Corporate HQ');
    expect(await sheet.locator('#inquiry-budget').inputValue()).toBe('Under $5,000');
    expect(await sheet.getByTestId('inquiry-style').count()).toBe(5);
    expect(await page.getByTestId('inquiry-footer').textContent()).toContain('24-48 hours');

    // The browser's own required check stops an empty form…
    await page.getByTestId('inquiry-submit').click();
    expect(await sheet.locator('#inquiry-name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    // …and the script's check catches what the browser lets through (only spaces).
    await sheet.locator('#inquiry-name').fill('   ');
    await sheet.locator('#inquiry-company').fill(BUYER.company);
    await sheet.locator('#inquiry-email').fill(BUYER.email);
    await page.getByTestId('inquiry-submit').click();
    await expect.poll(() => page.getByTestId('inquiry-required').textContent()).toBe('Please fill in your name, company, and email.');

    await sheet.locator('#inquiry-name').fill(BUYER.name);
    await sheet.locator('#inquiry-phone').fill('(207) 555-0111');
    await sheet.locator('#inquiry-projectType').selectOption('Hotel / Resort');
    await sheet.locator('#inquiry-budget').selectOption('$15,000–$50,000');
    await sheet.locator('#inquiry-pieces').fill('12');
    await sheet.getByLabel('Abstract').check();
    await sheet.getByLabel('Nature-Inspired').check();
    await sheet.locator('#inquiry-location').fill('Portland, Maine');
    await sheet.locator('#inquiry-timeline').fill('Spring 2026');
    await sheet.locator('#inquiry-message').fill('Forty guest rooms and a lobby.');
    await sheet.locator('#inquiry-consent').check();
    await page.getByTestId('inquiry-submit').click();
    await expect.poll(() => page.getByTestId('inquiry-success').isVisible()).toBe(true);
    const success = await page.getByTestId('inquiry-success').textContent();
    expect(success).toContain("Thanks! Your inquiry has been sent. I'll reply soon.");
    expect(success).toContain('1-2 business days');

    // Closing clears the result (after 300 ms); the form was reset on success, styles included.
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.isVisible()).toBe(false);
    await page.waitForTimeout(400);
    await page.getByTestId('lets-talk').click();
    await expect.poll(() => page.getByTestId('inquiry-form').isVisible()).toBe(true);
    expect(await page.locator('#inquiry-name').inputValue()).toBe('');
    expect(await page.locator('#inquiry-projectType').inputValue()).toBe('Office / Corporate HQ');
    expect(await page.getByTestId('inquiry-style').evaluateAll((boxes) => boxes.filter((box) => (box as HTMLInputElement).checked).length)).toBe(0);
    await page.keyboard.press('Escape');

    const [stored] = await system.query<{ kind: string; subject: string; details: Record<string, unknown> }>(
      `SELECT kind, subject, details FROM messaging.messages WHERE email = $1`,
      [BUYER.email],
    );
    expect(stored).toMatchObject({
      kind: 'corporate',
      subject: 'New corporate inquiry',
      details: {
        company: BUYER.company,
        projectType: 'Hotel / Resort',
        budget: '$15,000–$50,000',
        pieces: 12,
        style: ['Abstract', 'Nature-Inspired'],
        location: 'Portland, Maine',
        timeline: 'Spring 2026',
        consent: true,
        source: `${system.baseUrl}/corporate-buyers`,
      },
    });
  });

  it('subscribes in the footer, confirms by the link in the mail and says so in a toast', async () => {
    await page.goto(system.baseUrl);
    // The form loads when the footer comes near the screen.
    await page.getByTestId('footer-newsletter').scrollIntoViewIfNeeded();
    const form = page.getByTestId('newsletter-form');
    await form.waitFor();
    await form.locator('#newsletter-email').fill('not-an-address');
    await page.getByTestId('newsletter-submit').click();
    await expect.poll(() => form.getByText('Please enter a valid email address').isVisible()).toBe(true);

    await form.locator('#newsletter-email').fill(SUBSCRIBER.email);
    await form.locator('#newsletter-firstName').fill(SUBSCRIBER.firstName);
    await page.getByTestId('newsletter-submit').click();
    await expect.poll(() => page.getByTestId('newsletter-success').isVisible()).toBe(true);
    const success = await page.getByTestId('newsletter-success').textContent();
    expect(success).toContain('Thank you for subscribing to our newsletter.');
    expect(success).toContain('confirmation e-mail');

    // The confirmation mail, as the outgoing-mail log keeps it.
    const mail = await system.eventually(async () => {
      const rows = await system.query<{ text: string }>(
        `SELECT text FROM messaging.outgoing_mail WHERE to_address = $1 AND template = 'newsletter-confirmation'`,
        [SUBSCRIBER.email],
      );
      return rows[0];
    }, 'the newsletter confirmation mail');
    const link = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();

    await page.goto(link!);
    // Sent back to '/?newsletter=confirmed', which the page reads and then removes.
    await expect.poll(() => toastText()).toContain('Subscription confirmed');
    await expect.poll(() => page.url()).toBe(`${system.baseUrl}/`);
    const [subscriber] = await system.query<{ status: string }>(`SELECT status FROM messaging.newsletter_subscribers WHERE email = $1`, [SUBSCRIBER.email]);
    expect(subscriber?.status).toBe('confirmed');
  });
});

describe('the artist in the back office', () => {
  it('signs in and sees both messages in the inbox, unread', async () => {
    await page.goto(`${system.baseUrl}/login?next=/admin/messages`);
    await page.locator('#login-email').fill(system.admin.email);
    await page.locator('#login-password').fill(system.admin.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(`${system.baseUrl}/admin/messages`);
    await expect.poll(() => page.title()).toMatch(/^Messages \| /);

    await expect.poll(() => page.getByTestId('message-row').count()).toBe(2);
    // Newest first: the inquiry was sent after the contact message.
    const names = await page.getByTestId('message-row-name').allTextContents();
    expect(names.map((name) => name.replace('Unread: ', ''))).toEqual([BUYER.name, VISITOR.name]);
    expect(await row(BUYER.name).getAttribute('data-unread')).toBe('true');
    expect(await row(VISITOR.name).getAttribute('data-unread')).toBe('true');
    expect(await row(BUYER.name).getByTestId('corporate-badge').isVisible()).toBe(true);
    expect(await row(VISITOR.name).getByTestId('corporate-badge').count()).toBe(0);
    expect(await row(VISITOR.name).getByTestId('message-preview').textContent()).toBe('Do the prints come framed? Thanks, Ann');
    await expect.poll(() => page.getByTestId('unread-badge').getAttribute('data-count')).toBe('2');
    expect(await page.getByTestId('no-selection').textContent()).toContain('Select a message to read');
    // Nothing read yet, so nothing to archive.
    expect(await page.getByTestId('archive-all-read').isDisabled()).toBe(true);
  });

  it('opens the contact message: it becomes read, on screen and on the server', async () => {
    await row(VISITOR.name).click();
    const detail = page.getByTestId('message-detail');
    await expect.poll(() => detail.getByTestId('detail-subject').textContent()).toBe(VISITOR.subject);
    expect(await detail.getByTestId('detail-message').textContent()).toBe(VISITOR.message);
    await expect.poll(() => page.getByTestId('unread-badge').getAttribute('data-count')).toBe('1');
    await expect.poll(() => row(VISITOR.name).getAttribute('data-unread')).toBe('false');
    await expect.poll(async () => (await serverMessages()).find((message) => message.name === VISITOR.name)?.isRead).toBe(true);
    expect(await page.getByTestId('archive-all-read').isDisabled()).toBe(false);
  });

  it('replies to the sender from the detail pane', async () => {
    expect(await page.locator('#reply-subject').inputValue()).toBe(`Re: ${VISITOR.subject}`);
    await page.locator('#reply-body').fill('Yes, every print can come framed in oak or black.');
    await page.getByTestId('reply-submit').click();
    await expect.poll(() => toastText()).toContain('Reply sent');
    const mail = await system.eventually(async () => {
      const rows = await system.query<{ subject: string; text: string }>(
        `SELECT subject, text FROM messaging.outgoing_mail WHERE template = 'reply' AND to_address = $1`,
        [VISITOR.email],
      );
      return rows[0];
    }, 'the reply in the outgoing-mail log');
    expect(mail.subject).toBe(`Re: ${VISITOR.subject}`);
    expect(mail.text).toContain('every print can come framed');
  });

  it("shows the thread under the visitor's message: each reply sent, oldest first, and whether it went out", async () => {
    const replies = page.getByTestId('thread-reply');
    // The first reply is there from the moment it was sent; a second one joins it below.
    await expect.poll(() => replies.count()).toBe(1);
    await page.locator('#reply-body').fill('Framing takes a week.');
    await page.getByTestId('reply-submit').click();
    await expect.poll(() => replies.count()).toBe(2);
    expect(await replies.nth(0).textContent()).toContain('Yes, every print can come framed in oak or black.');
    expect(await replies.nth(1).textContent()).toContain('Framing takes a week.');
    expect(await replies.nth(1).textContent()).toContain(`Re: ${VISITOR.subject}`);
    // Opened again later, the thread says both mails were sent.
    await page.reload();
    await expect.poll(() => replies.evaluateAll((items) => items.map((item) => item.getAttribute('data-status')))).toEqual(['sent', 'sent']);
    expect(await replies.nth(0).getByText('Sent', { exact: true }).isVisible()).toBe(true);
  });

  it('archives it: it leaves the inbox and appears in Archived', async () => {
    await page.getByTestId('message-archive').click();
    await expect.poll(() => row(VISITOR.name).count()).toBe(0);
    await expect.poll(() => page.getByTestId('message-row').count()).toBe(1);
    await expect.poll(async () => (await serverMessages(true)).map((message) => message.name)).toEqual([VISITOR.name]);

    await page.getByTestId('tab-archived').click();
    await expect.poll(() => page.url()).toContain('view=archived');
    await expect.poll(() => row(VISITOR.name).count()).toBe(1);
    await row(VISITOR.name).click();
    await expect.poll(() => page.getByTestId('message-unarchive').isVisible()).toBe(true);
    await page.getByTestId('tab-inbox').click();
    await expect.poll(() => page.getByTestId('message-row').count()).toBe(1);
  });

  it('shows every field of the inquiry and deletes it after confirmation', async () => {
    await row(BUYER.name).click();
    const detail = page.getByTestId('message-detail');
    await expect.poll(() => detail.getByTestId('detail-company').textContent()).toBe(BUYER.company);
    expect(await detail.getByTestId('detail-project-type').textContent()).toBe('Hotel / Resort');
    expect(await detail.getByTestId('detail-budget').textContent()).toBe('$15,000–$50,000');
    expect(await detail.getByTestId('detail-pieces').textContent()).toBe('12');
    expect(await detail.getByTestId('detail-styles').textContent()).toBe('AbstractNature-Inspired');
    expect(await detail.getByTestId('detail-consent').textContent()).toBe('Yes');
    expect(await page.locator('#reply-subject').inputValue()).toBe(`Re: Your inquiry for ${BUYER.company}`);
    await expect.poll(() => page.getByTestId('unread-badge').getAttribute('data-count')).toBe('0');

    // Cancel keeps it…
    await page.getByTestId('message-delete').click();
    const dialog = page.getByTestId('delete-dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getAttribute('role')).toBe('alertdialog');
    await dialog.getByTestId('confirm-cancel').click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await row(BUYER.name).count()).toBe(1);
    // …Delete removes it.
    await page.getByTestId('message-delete').click();
    await page.getByTestId('delete-dialog').getByTestId('confirm-action').click();
    await expect.poll(() => toastText()).toContain('Message deleted');
    await expect.poll(() => row(BUYER.name).count()).toBe(0);

    await page.reload();
    await expect.poll(() => page.getByTestId('messages-empty').textContent()).toContain('No messages yet');
    expect(await row(BUYER.name).count()).toBe(0);
    expect((await serverMessages()).length).toBe(0);
    expect(await system.query(`SELECT 1 FROM messaging.messages WHERE email = $1`, [BUYER.email])).toHaveLength(0);
  });

  it('counts unread messages on the dashboard from the server', async () => {
    // A new message arrives while the artist is away.
    const sent = await page.request.post(`${system.baseUrl}/api/messages`, {
      headers: { origin: system.baseUrl },
      data: { name: 'Late Visitor', email: 'late@example.com', message: 'Hello again' },
    });
    expect(sent.status()).toBe(201);
    await page.goto(`${system.baseUrl}/admin/dashboard`);
    await expect.poll(() => page.getByTestId('unread-messages-text').textContent()).toBe('1 new message to read');
    await page.getByTestId('stat-messages').getByRole('link', { name: 'View messages' }).click();
    await page.waitForURL(`${system.baseUrl}/admin/messages`);
    await expect.poll(() => row('Late Visitor').count()).toBe(1);
  });

  it('searches the inbox on the server, keeps the search in the address and loads older messages 20 at a time', async () => {
    // 25 older messages, straight into the inbox (the form's rate limit would stop a browser sending them).
    await system.query(
      `INSERT INTO messaging.messages (name, email, subject, message, is_read, created_at)
       SELECT 'Pager Visitor ' || i, 'pager' || i || '@example.com', 'Pager batch', 'Question number ' || i, true, now() - interval '1 day' - i * interval '1 minute'
       FROM generate_series(1, 25) AS i`,
    );
    await page.goto(`${system.baseUrl}/admin/messages`);
    await page.getByTestId('message-search').fill('pager BATCH');
    await page.waitForURL(/[?&]q=pager\+BATCH/);
    await expect.poll(() => page.getByTestId('messages-shown').textContent()).toBe('Showing 20 of 25 messages');
    expect(await page.getByTestId('message-row-name').first().textContent()).toBe('Pager Visitor 1');

    await page.getByTestId('messages-load-more').click();
    await expect.poll(() => page.getByTestId('messages-shown').textContent()).toBe('Showing 25 of 25 messages');
    expect(await page.getByTestId('messages-load-more').count()).toBe(0);
    // The button is gone with the last page: the focus is on the first message it brought.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Pager Visitor 21');

    // A search by the text; the address keeps it over a reload.
    await page.getByTestId('message-search').fill('question number 7');
    await page.waitForURL(/[?&]q=question\+number\+7/);
    await expect.poll(() => page.getByTestId('message-row-name').allTextContents()).toEqual(['Pager Visitor 7']);
    await page.reload();
    expect(await page.getByTestId('message-search').inputValue()).toBe('question number 7');
    await expect.poll(() => page.getByTestId('message-row-name').allTextContents()).toEqual(['Pager Visitor 7']);
    await page.getByTestId('message-search').fill('nobody wrote this');
    await expect.poll(() => page.getByTestId('messages-empty').textContent()).toBe('No messages found');
  });

  it('finds the confirmation in the mailbox, with the HTML in a sandboxed frame', async () => {
    await page.goto(`${system.baseUrl}/admin/mailbox`);
    const mailRow = page.getByTestId('mail-row').filter({ hasText: SUBSCRIBER.email });
    await expect.poll(() => mailRow.count()).toBe(1);
    await mailRow.click();
    const frame = page.getByTestId('mail-html');
    await expect.poll(() => frame.getAttribute('sandbox')).toBe('');
    expect(await frame.getAttribute('srcdoc')).toContain('Confirm my subscription');
    expect(await page.getByTestId('mail-detail').getByTestId('mail-status').textContent()).toMatch(/queued|sent/);
  });

  it('lists the subscriber as confirmed and offers the CSV export', async () => {
    await page.goto(`${system.baseUrl}/admin/subscribers`);
    const subscriber = page.locator(`[data-testid="subscriber-row"][data-email="${SUBSCRIBER.email}"]`);
    await expect.poll(() => subscriber.getByTestId('subscriber-status').textContent()).toBe('confirmed');
    expect(await page.getByTestId('count-confirmed-value').textContent()).toBe('1');
    // The status card filters on the server and the address keeps it.
    await page.getByTestId('count-confirmed').click();
    await page.waitForURL(/[?&]status=confirmed/);
    await expect.poll(() => page.getByTestId('subscriber-row').count()).toBe(1);
    await page.getByTestId('subscriber-search').fill('nobody@nowhere');
    await expect.poll(() => page.getByTestId('subscribers-empty').textContent()).toBe('No subscribers found');
    await page.getByTestId('subscriber-search').fill('');
    await expect.poll(() => page.getByTestId('subscriber-row').count()).toBe(1);
    expect(await page.getByTestId('export-csv').getAttribute('href')).toBe('/api/newsletter-subscribers.csv');
    expect(await page.getByTestId('export-csv').getAttribute('download')).not.toBeNull();
  });

  it('edits the contact page settings and the storefront shows them', async () => {
    await page.goto(`${system.baseUrl}/admin/contact`);
    const form = page.getByTestId('contact-settings-form');
    await form.waitFor();
    await form.locator('#contact-contactInfo-email').fill('not-an-address');
    await page.getByTestId('contact-settings-save').click();
    await expect.poll(() => form.getByText('Please enter a valid email address').isVisible()).toBe(true);

    await form.locator('#contact-contactInfo-email').fill('hello@maraellison.example');
    await form.locator('#contact-studioHours-saturday').fill('Closed');
    await page.getByTestId('contact-settings-save').click();
    await expect.poll(() => toastText()).toContain('Settings saved');

    await page.goto(`${system.baseUrl}/contact`);
    await expect.poll(() => page.getByTestId('contact-email').textContent()).toBe('hello@maraellison.example');
    expect(await page.getByTestId('studio-hours').locator('[data-day="saturday"]').textContent()).toContain('Closed');
  });

  it('edits the business settings from the sidebar, showing a bad rate at its field, and keeps them after a reload', async () => {
    await page.goto(`${system.baseUrl}/admin/dashboard`);
    await page.getByTestId('nav-settings-business').click();
    await page.waitForURL(`${system.baseUrl}/admin/settings/business`);
    const form = page.getByTestId('business-settings-form');
    await form.waitFor();
    // The demo shop's settings.
    await expect.poll(() => form.locator('#business-businessName').inputValue()).toBe('Mara Ellison Studio');
    expect(await form.locator('#business-taxRate').inputValue()).toBe('8.25');

    await form.locator('#business-taxRate').fill('120');
    await form.locator('#business-standardShippingRate').fill('12.345');
    await page.getByTestId('business-settings-save').click();
    await expect.poll(() => form.getByText('Tax rate must be a percentage between 0 and 100').isVisible()).toBe(true);
    expect(await form.getByText('Standard shipping rate can have at most two decimals').isVisible()).toBe(true);
    expect(await form.locator('#business-taxRate').getAttribute('aria-invalid')).toBe('true');

    await form.locator('#business-businessName').fill('Ellison Fine Art LLC');
    await form.locator('#business-taxId').fill('12-3456789');
    await form.locator('#business-taxRate').fill('6.5');
    await form.locator('#business-standardShippingRate').fill('18');
    await form.locator('#business-currency').selectOption('CAD');
    await page.getByTestId('business-internationalShipping').click();
    await page.getByTestId('business-settings-save').click();
    await expect.poll(() => toastText()).toContain('Settings saved');

    await page.reload();
    await form.waitFor();
    await expect.poll(() => form.locator('#business-businessName').inputValue()).toBe('Ellison Fine Art LLC');
    expect(await form.locator('#business-taxId').inputValue()).toBe('12-3456789');
    expect(await form.locator('#business-taxRate').inputValue()).toBe('6.5');
    expect(await form.locator('#business-standardShippingRate').inputValue()).toBe('18.00');
    expect(await form.locator('#business-currency').inputValue()).toBe('CAD');
    expect(await page.getByTestId('business-internationalShipping').getAttribute('aria-checked')).toBe('false');
    expect(await page.getByTestId('business-localPickup').getAttribute('aria-checked')).toBe('true');
    const shop = await page.request.get(`${system.baseUrl}/api/shop-settings`);
    expect(await shop.json()).toEqual({ currency: 'CAD', businessName: 'Ellison Fine Art LLC', timeZone: 'UTC' });
  });

  it('sets the scheduling link, and the corporate page opens it in a new tab', async () => {
    // The admin's browser session (its cookies) makes the call, as the settings screen would.
    const setLink = async (value: string) => {
      const response = await page.request.post(`${system.baseUrl}/api/site-settings/corporate_schedulingUrl`, {
        data: { value },
        headers: { origin: system.baseUrl },
      });
      return { status: response.status(), body: await response.json() };
    };
    const refused = await setLink('javascript:alert(1)');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please enter a link starting with https:// or /');
    expect((await setLink('https://calendar.example/mara-ellison/consultation')).status).toBe(200);

    await page.goto(`${system.baseUrl}/corporate-buyers`);
    const link = page.getByTestId('schedule-consultation').first();
    await expect.poll(() => link.getAttribute('href')).toBe('https://calendar.example/mara-ellison/consultation');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
  });
});
