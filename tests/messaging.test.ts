import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventQueueName,
  type EventEnvelope,
  type InboxMessage,
  type InboxPage,
  type NewsletterSubscriber,
  type NewsletterSubscriberPage,
  type OutgoingMailEntry,
} from '@artshop/contracts';
import { ARTIST, CONTACT_SETTINGS } from '@artshop/demo-data';
import { ApiClient, ClientAt, MailCatcher, TestSystem, registerCustomer, type CaughtMail } from '@artshop/testing';

// Contact, corporate inquiries, the newsletter and the artist's inbox through the real gateway, with
// mail delivered over SMTP to a server this file runs (which refuses mail when a test asks it to).
const ARTIST_EMAIL = 'artist@studio.example';
// Only the fallback when content does not answer: mails are signed with the site's settings.
const SHOP_NAME = 'Configured Fallback Studio';
const MAIL_ATTEMPTS = 4;
const FORM_LIMIT = 20;
const SMTP_USER = { username: 'shop', password: 'smtp-secret' };

let catcher: MailCatcher;
/** What the catcher received, and the recipients it is to refuse (a number of times, or Infinity: always). */
let received: CaughtMail[];
let refusals: Map<string, number>;
let system: TestSystem;

beforeAll(async () => {
  catcher = await MailCatcher.start({ login: SMTP_USER });
  ({ received, refusals } = catcher);
  system = await TestSystem.start({
    seed: true,
    env: {
      SMTP_URL: catcher.url,
      ARTIST_EMAIL,
      SHOP_NAME,
      MAIL_ATTEMPTS: String(MAIL_ATTEMPTS),
      MAIL_RETRY_DELAY_MS: '100',
      FORM_RATE_LIMIT: String(FORM_LIMIT),
      // Each Visitor below has its own address in X-Forwarded-For, as clients behind the Ingress do.
      TRUST_PROXY: 'true',
    },
  });
});

afterAll(async () => {
  await system?.close();
  await catcher?.close();
});

/** A browser on its own address, so each test has its own share of the forms' rate limits. */
let clients = 0;
class Visitor extends ClientAt {
  constructor(baseUrl: string) {
    super(baseUrl, `198.51.100.${++clients}`);
  }
}

const visitor = () => new Visitor(system.baseUrl);

async function signedInAdmin(): Promise<ApiClient> {
  const api = visitor();
  const login = await api.post('/api/auth/login', system.admin);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return api;
}

async function signedInCustomer(email: string): Promise<ApiClient> {
  const api = visitor();
  const registered = await registerCustomer(system, api, { email, password: 'correct horse battery', firstName: 'Cleo', lastName: 'Buyer' });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  return api;
}

function mailsTo(address: string, subject?: string | RegExp): CaughtMail[] {
  return received.filter(
    (mail) =>
      mail.envelopeTo.includes(address) && (subject === undefined || (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject))),
  );
}

async function waitForMail(address: string, subject?: string | RegExp, count = 1): Promise<CaughtMail[]> {
  return system.eventually(
    async () => {
      const mails = mailsTo(address, subject);
      return mails.length >= count ? mails : undefined;
    },
    `${count} mail(s) to ${address}${subject ? ` about ${subject}` : ''}`,
  );
}

const pause = (ms: number) => new Promise((wait) => setTimeout(wait, ms));

/** Every message of the inbox (or the Archived view), page after page. */
async function inbox(admin: ApiClient, archived = false): Promise<InboxMessage[]> {
  const messages: InboxMessage[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await admin.get(`/api/messages?${new URLSearchParams({ ...(archived ? { archived: 'true' } : {}), page: String(page), pageSize: '100' })}`);
    expect(answer.status).toBe(200);
    const body = answer.body as InboxPage;
    messages.push(...body.messages);
    if (messages.length >= body.total || body.messages.length === 0) return messages;
  }
}

async function inboxPage(admin: ApiClient, query: Record<string, string>): Promise<InboxPage> {
  const answer = await admin.get(`/api/messages?${new URLSearchParams(query)}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function sendContactMessage(fields: Record<string, unknown>) {
  const answer = await visitor().post('/api/messages', { name: 'Ann Reader', email: 'ann.reader@example.com', message: 'Hello!', ...fields });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer;
}

async function messageWithSubject(admin: ApiClient, subject: string): Promise<InboxMessage> {
  const message = (await inbox(admin)).find((entry) => entry.subject === subject);
  expect(message, `message "${subject}" in the inbox`).toBeDefined();
  return message!;
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('contact form', () => {
  it('refuses what is missing or wrong with the form messages and stores nothing', async () => {
    const api = visitor();
    const valid = { name: 'Ann', email: 'refused@example.com', message: 'Hello' };
    const cases: Array<[Record<string, unknown>, string | RegExp]> = [
      [{ ...valid, name: '' }, 'Please fill in all required fields'],
      [{ ...valid, email: undefined }, 'Please fill in all required fields'],
      [{ ...valid, message: '   ' }, 'Please fill in all required fields'],
      [{}, 'Please fill in all required fields'],
      [{ ...valid, email: 'not-an-address' }, 'Please enter a valid email address'],
      [{ ...valid, message: 'x'.repeat(5_001) }, 'Message is too long (at most 5000 characters)'],
      [{ ...valid, name: 'n'.repeat(101) }, 'Name is too long (at most 100 characters)'],
      [{ ...valid, subject: 's'.repeat(201) }, 'Subject is too long (at most 200 characters)'],
      [{ ...valid, phone: '1'.repeat(41) }, 'Phone is too long (at most 40 characters)'],
    ];
    for (const [body, message] of cases) {
      const answer = await api.post('/api/messages', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.message).toEqual(message);
    }
    expect(await system.query(`SELECT 1 FROM messaging.messages WHERE email = 'refused@example.com'`)).toHaveLength(0);
  });

  it('stores the message unread, shows it in the inbox and mails the artist, who can reply to the sender', async () => {
    const answer = await visitor().post('/api/messages', {
      name: 'Ann Reader',
      email: ' Ann.Reader@Example.com ',
      phone: '(207) 555-0100',
      subject: 'Framing question',
      message: 'Do the prints come framed?\nThanks, Ann',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ message: 'Thank you! Your message has been sent.' });

    const admin = await signedInAdmin();
    const message = await messageWithSubject(admin, 'Framing question');
    expect(message).toMatchObject({
      kind: 'contact',
      name: 'Ann Reader',
      email: 'ann.reader@example.com',
      phone: '(207) 555-0100',
      message: 'Do the prints come framed?\nThanks, Ann',
      isRead: false,
      isArchived: false,
      repliedAt: null,
    });

    const [mail] = await waitForMail(ARTIST_EMAIL, 'New message from Ann Reader: Framing question');
    expect(mail!.to).toEqual([ARTIST_EMAIL]);
    expect(mail!.replyTo).toEqual(['ann.reader@example.com']);
    expect(mail!.from).toBe(ARTIST_EMAIL);
    expect(mail!.text).toContain('Do the prints come framed?');
    expect(mail!.text).toContain('(207) 555-0100');
    expect(mail!.html).toContain('Do the prints come framed?<br>Thanks, Ann');

    // The same mail in the outgoing-mail log, sent over SMTP.
    const entry = await system.eventually(async () => {
      const log = (await admin.get('/api/admin/outgoing-mail')).body as OutgoingMailEntry[];
      return log.find((item) => item.messageId === message.id && item.status === 'sent');
    }, 'the notification marked sent');
    expect(entry).toMatchObject({
      template: 'contact-message',
      to: ARTIST_EMAIL,
      replyTo: 'ann.reader@example.com',
      delivery: 'smtp',
      attempts: 1,
      error: null,
    });
    const one = await admin.get(`/api/admin/outgoing-mail/${entry.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: entry.id, subject: 'New message from Ann Reader: Framing question' });
    expect((await admin.get(`/api/admin/outgoing-mail/${UNKNOWN_ID}`)).body).toEqual({ message: 'Mail not found' });
    expect((await admin.get('/api/admin/outgoing-mail/nope')).status).toBe(400);
  });

  it('rate-limits the forms per client', async () => {
    const api = visitor();
    for (let sent = 0; sent < FORM_LIMIT; sent += 1) {
      expect((await api.post('/api/messages', { name: 'Spam', email: 'spam@example.com', message: `number ${sent}` })).status).toBe(201);
    }
    const limited = await api.post('/api/messages', { name: 'Spam', email: 'spam@example.com', message: 'one more' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many attempts/);
    // Another client is not affected.
    expect((await visitor().post('/api/messages', { name: 'Ann', email: 'other@example.com', message: 'Hi' })).status).toBe(201);
  });
});

describe('the admin routes', () => {
  const routes: Array<[string, string, unknown?]> = [
    ['GET', '/api/messages'],
    ['GET', '/api/messages?archived=true'],
    ['GET', '/api/messages?q=hello&page=2&pageSize=5'],
    ['GET', '/api/messages/unread-count'],
    ['PATCH', `/api/messages/${UNKNOWN_ID}/read`],
    ['PATCH', `/api/messages/${UNKNOWN_ID}/archive`],
    ['PATCH', `/api/messages/${UNKNOWN_ID}/unarchive`],
    ['DELETE', `/api/messages/${UNKNOWN_ID}`],
    ['POST', '/api/messages/archive-read', {}],
    ['POST', `/api/messages/${UNKNOWN_ID}/reply`, { body: 'Hello' }],
    ['GET', `/api/messages/${UNKNOWN_ID}/replies`],
    ['GET', '/api/newsletter-subscribers'],
    ['GET', '/api/newsletter-subscribers?q=reader&status=confirmed&page=2'],
    ['GET', '/api/newsletter-subscribers.csv'],
    ['GET', '/api/admin/outgoing-mail'],
    ['GET', `/api/admin/outgoing-mail/${UNKNOWN_ID}`],
    ['GET', '/api/campaigns'],
    ['GET', `/api/campaigns/${UNKNOWN_ID}`],
    ['POST', '/api/campaigns', { subject: 'Hacked' }],
    ['PUT', `/api/campaigns/${UNKNOWN_ID}`, { subject: 'Hacked' }],
    ['DELETE', `/api/campaigns/${UNKNOWN_ID}`],
    ['POST', '/api/campaigns/preview', { subject: 'Hacked' }],
    ['POST', `/api/campaigns/${UNKNOWN_ID}/test`, {}],
    ['POST', `/api/campaigns/${UNKNOWN_ID}/send`, {}],
    ['PUT', '/api/contact-settings', { getInTouchText: 'Hacked' }],
  ];

  it('answer 401 signed out and 403 to a customer, and change nothing', async () => {
    const customer = await signedInCustomer('curious.customer@example.com');
    for (const [method, path, body] of routes) {
      const signedOut = await visitor().request(method, path, body);
      expect(signedOut.status, `${method} ${path} signed out`).toBe(401);
      expect(signedOut.body.message).toBe('Not authenticated');
      expect((await customer.request(method, path, body)).status, `${method} ${path} as a customer`).toBe(403);
    }
    expect((await visitor().get('/api/contact-settings')).body.getInTouchText).not.toBe('Hacked');
  });
});

describe("the artist's inbox", () => {
  it('marks read, archives, unarchives and deletes; unknown ids are 404 and malformed ones 400', async () => {
    const admin = await signedInAdmin();
    await sendContactMessage({ subject: 'Inbox life cycle' });
    const message = await messageWithSubject(admin, 'Inbox life cycle');
    const unreadBefore = (await admin.get('/api/messages/unread-count')).body.count;
    expect(unreadBefore).toBeGreaterThanOrEqual(1);

    const read = await admin.request('PATCH', `/api/messages/${message.id}/read`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: message.id, isRead: true });
    expect((await admin.get('/api/messages/unread-count')).body).toEqual({ count: unreadBefore - 1 });

    const archived = await admin.request('PATCH', `/api/messages/${message.id}/archive`);
    expect(archived.body).toMatchObject({ isArchived: true });
    expect(archived.body.archivedAt).toEqual(expect.any(String));
    expect((await inbox(admin)).some((entry) => entry.id === message.id)).toBe(false);
    expect((await inbox(admin, true)).some((entry) => entry.id === message.id)).toBe(true);

    const back = await admin.request('PATCH', `/api/messages/${message.id}/unarchive`);
    expect(back.body).toMatchObject({ isArchived: false, archivedAt: null });
    expect((await inbox(admin)).some((entry) => entry.id === message.id)).toBe(true);

    const deleted = await admin.request('DELETE', `/api/messages/${message.id}`);
    expect(deleted.status).toBe(204);
    expect((await inbox(admin)).some((entry) => entry.id === message.id)).toBe(false);

    for (const [method, path] of [
      ['PATCH', `/api/messages/${message.id}/read`],
      ['PATCH', `/api/messages/${UNKNOWN_ID}/archive`],
      ['PATCH', `/api/messages/${UNKNOWN_ID}/unarchive`],
      ['DELETE', `/api/messages/${message.id}`],
      ['POST', `/api/messages/${UNKNOWN_ID}/reply`],
    ] as const) {
      const answer = await admin.request(method, path, method === 'POST' ? { body: 'Hi' } : undefined);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.message).toBe('Message not found');
    }
    const malformed = await admin.request('PATCH', '/api/messages/not-an-id/read');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Not a valid id');
    expect((await admin.get('/api/messages?archived=maybe')).status).toBe(400);
  });

  it('Archive All Read archives the read messages only', async () => {
    const admin = await signedInAdmin();
    await sendContactMessage({ subject: 'Bulk read one' });
    await sendContactMessage({ subject: 'Bulk read two' });
    await sendContactMessage({ subject: 'Bulk unread' });
    for (const subject of ['Bulk read one', 'Bulk read two']) {
      const message = await messageWithSubject(admin, subject);
      expect((await admin.request('PATCH', `/api/messages/${message.id}/read`)).status).toBe(200);
    }
    const readInInbox = (await inbox(admin)).filter((entry) => entry.isRead).length;
    const answer = await admin.post('/api/messages/archive-read');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ archived: readInInbox });
    const left = await inbox(admin);
    expect(left.some((entry) => entry.isRead)).toBe(false);
    expect(left.some((entry) => entry.subject === 'Bulk unread')).toBe(true);
    const archivedSubjects = (await inbox(admin, true)).map((entry) => entry.subject);
    expect(archivedSubjects).toEqual(expect.arrayContaining(['Bulk read one', 'Bulk read two']));
    expect(archivedSubjects).not.toContain('Bulk unread');
    expect((await admin.post('/api/messages/archive-read')).body).toEqual({ archived: 0 });
  });

  it('sends the reply to the sender through the mail queue and keeps it in the log', async () => {
    const admin = await signedInAdmin();
    await sendContactMessage({ email: 'asks.about.prints@example.com', subject: 'Print sizes', message: 'Is there a 24x30 print?' });
    const message = await messageWithSubject(admin, 'Print sizes');

    const empty = await admin.post(`/api/messages/${message.id}/reply`, { body: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please write your reply');

    const reply = await admin.post(`/api/messages/${message.id}/reply`, { body: 'Yes, 24x30 is available.\n\nBest, Mara' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ template: 'reply', to: 'asks.about.prints@example.com', subject: 'Re: Print sizes', messageId: message.id });

    const [mail] = await waitForMail('asks.about.prints@example.com', 'Re: Print sizes');
    expect(mail!.text).toContain('Yes, 24x30 is available.');
    expect(mail!.text).toContain('> Is there a 24x30 print?');
    expect(mail!.html).toContain('<p>Best, Mara</p>');

    const custom = await admin.post(`/api/messages/${message.id}/reply`, { subject: 'Your 24x30 print', body: 'It ships Monday.' });
    expect(custom.body.subject).toBe('Your 24x30 print');
    await waitForMail('asks.about.prints@example.com', 'Your 24x30 print');

    const answered = await messageWithSubject(admin, 'Print sizes');
    expect(answered.isRead).toBe(true);
    expect(answered.repliedAt).toEqual(expect.any(String));
  });
});

describe('corporate inquiries', () => {
  const inquiry = {
    name: 'Dana Whitfield',
    company: 'Harbor Hotels Group',
    email: 'dana@harborhotels.example',
    phone: '+1 207 555 0199',
    projectType: 'Hotel / Resort',
    budget: '$15,000–$50,000',
    pieces: 24,
    style: ['Abstract', 'Nature-Inspired'],
    location: 'Portland, ME',
    timeline: 'Spring 2027',
    message: 'Forty rooms and a lobby to furnish.',
    consent: true,
    subject: 'New corporate inquiry from the website',
    source: 'corporate-buyers',
    website: '',
  };

  it('refuses a missing name, company or email and options not on the form', async () => {
    const api = visitor();
    for (const missing of ['name', 'company', 'email']) {
      const answer = await api.post('/api/corporate-inquiries', { ...inquiry, [missing]: '' });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Please fill in your name, company, and email.');
    }
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: 'dana at harbor' }, 'Please enter a valid email address'],
      [{ projectType: 'Castle' }, 'Please choose a project type from the list'],
      [{ budget: 'Priceless' }, 'Please choose a budget from the list'],
      [{ style: ['Cubism'] }, 'Please choose art preferences from the list'],
      [{ pieces: -3 }, 'Number of pieces must be a whole number of 0 or more'],
      [{ pieces: 2.5 }, 'Number of pieces must be a whole number of 0 or more'],
    ];
    for (const [change, message] of cases) {
      const answer = await api.post('/api/corporate-inquiries', { ...inquiry, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    expect(await system.query(`SELECT 1 FROM messaging.messages WHERE email = 'dana@harborhotels.example'`)).toHaveLength(0);
  });

  it('keeps the inquiry in the inbox with every field, and tells the artist', async () => {
    const answer = await visitor().post('/api/corporate-inquiries', inquiry);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ message: "Thanks! Your inquiry has been sent. I'll reply soon." });

    const admin = await signedInAdmin();
    const stored = (await inbox(admin)).find((entry) => entry.email === 'dana@harborhotels.example');
    expect(stored).toMatchObject({
      kind: 'corporate',
      name: 'Dana Whitfield',
      company: 'Harbor Hotels Group',
      phone: '+1 207 555 0199',
      projectType: 'Hotel / Resort',
      budget: '$15,000–$50,000',
      pieces: 24,
      style: ['Abstract', 'Nature-Inspired'],
      location: 'Portland, ME',
      timeline: 'Spring 2027',
      message: 'Forty rooms and a lobby to furnish.',
      consent: true,
      subject: 'New corporate inquiry from the website',
      source: 'corporate-buyers',
      isRead: false,
    });

    const [mail] = await waitForMail(ARTIST_EMAIL, 'New corporate inquiry from Dana Whitfield (Harbor Hotels Group)');
    expect(mail!.replyTo).toEqual(['dana@harborhotels.example']);
    for (const text of ['Hotel / Resort', '$15,000–$50,000', 'Pieces: 24', 'Abstract, Nature-Inspired', 'Spring 2027', 'Forty rooms and a lobby']) {
      expect(mail!.text).toContain(text);
    }
  });

  it('with the honeypot filled, answers like success but keeps and sends nothing', async () => {
    const api = visitor();
    const robot = { ...inquiry, email: 'robot@spam.example', subject: 'Robot inquiry', website: 'http://cheap-pills.example' };
    const answer = await api.post('/api/corporate-inquiries', robot);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ message: "Thanks! Your inquiry has been sent. I'll reply soon." });
    // Even with fields a real form would refuse.
    expect((await api.post('/api/corporate-inquiries', { website: 'x' })).status).toBe(201);
    await pause(1_500);
    expect(await system.query(`SELECT 1 FROM messaging.messages WHERE email = 'robot@spam.example'`)).toHaveLength(0);
    expect(received.some((mail) => mail.subject.includes('Robot') || mail.text.includes('robot@spam.example'))).toBe(false);
  });
});

describe('the inbox, a page at a time', () => {
  it('pages newest first without repeating a message, searches sender, subject and text, and refuses bad paging', async () => {
    const admin = await signedInAdmin();
    const token = `pager${randomUUID().slice(0, 8)}`;
    await sendContactMessage({ name: `Paula ${token}`, subject: 'First of three' });
    await sendContactMessage({ email: `${token}@example.com`, subject: 'Second of three' });
    await sendContactMessage({ subject: `Third ${token}`, message: 'About the blue one' });
    await sendContactMessage({ subject: 'Not this one', message: `A 100% sure ${token.toUpperCase()} in the text` });

    const first = await inboxPage(admin, { q: token, pageSize: '3' });
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    const second = await inboxPage(admin, { q: token, pageSize: '3', page: '2' });
    expect(second).toMatchObject({ total: 4, page: 2 });
    const subjects = [...first.messages, ...second.messages].map((message) => message.subject);
    // Newest first; the search is case-insensitive and finds the name, the e-mail, the subject and the text.
    expect(subjects).toEqual(['Not this one', `Third ${token}`, 'Second of three', 'First of three']);
    expect((await inboxPage(admin, { q: token, pageSize: '3', page: '3' })).messages).toEqual([]);
    // The search's own % and _ are plain characters.
    expect((await inboxPage(admin, { q: `100% sure ${token}` })).messages.map((message) => message.subject)).toEqual(['Not this one']);
    expect((await inboxPage(admin, { q: `10_%` })).total).toBe(0);
    expect((await inboxPage(admin, { q: token, archived: 'true' })).total).toBe(0);

    for (const [query, message] of [
      ['page=0', 'The page must be a whole number from 1'],
      ['page=two', 'The page must be a whole number from 1'],
      ['pageSize=101', 'The page size must be a whole number from 1 to 100'],
      [`q=${'x'.repeat(201)}`, 'The search is too long (at most 200 characters)'],
    ] as const) {
      const answer = await admin.get(`/api/messages?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toContain(message);
    }
  });
});

describe('newsletter', () => {
  const link = (mail: CaughtMail, action: 'confirm' | 'unsubscribe') => {
    const match = new RegExp(`${system.baseUrl.replace(/[.:/]/g, '\\$&')}/api/newsletter/${action}\\?token=[\\w-]+`).exec(mail.text);
    expect(match, `${action} link in the mail`).not.toBeNull();
    return match![0].slice(system.baseUrl.length);
  };

  async function subscriber(admin: ApiClient, email: string) {
    const page = (await admin.get(`/api/newsletter-subscribers?${new URLSearchParams({ q: email })}`)).body as NewsletterSubscriberPage;
    return page.subscribers.filter((entry: NewsletterSubscriber) => entry.email === email);
  }

  it('refuses an invalid address with the form message', async () => {
    for (const email of ['', 'nope', undefined]) {
      const answer = await visitor().post('/api/newsletter-subscription', { email, firstName: 'X' });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Please enter a valid email address');
    }
  });

  it('confirms by the link in the mail, does not duplicate, answers alike, and unsubscribes by link', async () => {
    const admin = await signedInAdmin();
    const reader = { email: 'Reader@Example.com', firstName: 'Rita', lastName: 'Reader' };
    const first = await visitor().post('/api/newsletter-subscription', reader);
    expect(first.status).toBe(201);
    const [confirmation] = await waitForMail('reader@example.com', `Please confirm your subscription to ${ARTIST.name}`);
    expect(confirmation!.text).toContain('Hello Rita,');
    // Signed with the artist's name and studio address as the site's settings hold them (not the configured fallback).
    expect(confirmation!.text).toContain(`-- \n${ARTIST.name}`);
    expect(confirmation!.text).toContain(CONTACT_SETTINGS.contactInfo.address);
    expect(confirmation!.html).toContain(CONTACT_SETTINGS.contactInfo.address);
    expect(confirmation!.headers['list-unsubscribe']).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);
    expect(await subscriber(admin, 'reader@example.com')).toEqual([
      expect.objectContaining({ firstName: 'Rita', lastName: 'Reader', status: 'pending', confirmedAt: null }),
    ]);

    // Still pending: the confirmation again, the same answer, still one row.
    const second = await visitor().post('/api/newsletter-subscription', { email: 'reader@example.com' });
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    const confirmations = await waitForMail('reader@example.com', /Please confirm/, 2);
    expect(await subscriber(admin, 'reader@example.com')).toHaveLength(1);

    const confirmed = await visitor().get(link(confirmations[1]!, 'confirm'));
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/?newsletter=confirmed');
    expect(await subscriber(admin, 'reader@example.com')).toEqual([expect.objectContaining({ status: 'confirmed', confirmedAt: expect.any(String) })]);
    // Following it again still says confirmed.
    expect((await visitor().get(link(confirmations[1]!, 'confirm'))).headers.get('location')).toBe('/?newsletter=confirmed');

    // Confirmed: the same answer, no new row, no new mail.
    const third = await visitor().post('/api/newsletter-subscription', { email: 'READER@example.com', firstName: 'Someone' });
    expect(third.status).toBe(first.status);
    expect(third.body).toEqual(first.body);
    await pause(1_500);
    expect(mailsTo('reader@example.com')).toHaveLength(2);
    expect(await subscriber(admin, 'reader@example.com')).toEqual([expect.objectContaining({ firstName: 'Rita', status: 'confirmed' })]);

    const invalid = await visitor().get('/api/newsletter/confirm?token=not-a-real-token-at-all-000000');
    expect(invalid.status).toBe(302);
    expect(invalid.headers.get('location')).toBe('/?newsletter=invalid');
    expect((await visitor().get('/api/newsletter/confirm')).headers.get('location')).toBe('/?newsletter=invalid');

    const unsubscribed = await visitor().get(link(confirmations[1]!, 'unsubscribe'));
    expect(unsubscribed.status).toBe(302);
    expect(unsubscribed.headers.get('location')).toBe('/?newsletter=unsubscribed');
    expect(await subscriber(admin, 'reader@example.com')).toEqual([expect.objectContaining({ status: 'unsubscribed', unsubscribedAt: expect.any(String) })]);
    // The old confirmation link does not sign them up again.
    expect((await visitor().get(link(confirmations[1]!, 'confirm'))).headers.get('location')).toBe('/?newsletter=invalid');
    expect((await visitor().get('/api/newsletter/unsubscribe?token=not-a-real-token-at-all-000000')).headers.get('location')).toBe('/?newsletter=invalid');
  });

  it('lists subscribers a page at a time, newest first, by status and search, with the count per status', async () => {
    const admin = await signedInAdmin();
    const token = `nl${randomUUID().slice(0, 8)}`;
    for (const name of ['Ada', 'Bea', 'Cy']) {
      expect((await visitor().post('/api/newsletter-subscription', { email: `${name.toLowerCase()}.${token}@example.com`, firstName: name })).status).toBe(201);
    }
    expect((await visitor().post('/api/newsletter-subscription', { email: 'someone.else@example.com', lastName: `Van ${token}` })).status).toBe(201);
    const list = async (query: Record<string, string>) => {
      const answer = await admin.get(`/api/newsletter-subscribers?${new URLSearchParams(query)}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body as NewsletterSubscriberPage;
    };
    const first = await list({ q: token.toUpperCase(), pageSize: '2' });
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 2, counts: { all: 4, pending: 4, confirmed: 0, unsubscribed: 0 } });
    const second = await list({ q: token, pageSize: '2', page: '2' });
    expect([...first.subscribers, ...second.subscribers].map((entry) => entry.email)).toEqual([
      'someone.else@example.com',
      `cy.${token}@example.com`,
      `bea.${token}@example.com`,
      `ada.${token}@example.com`,
    ]);
    expect(await list({ q: token, status: 'confirmed' })).toMatchObject({ subscribers: [], total: 0, counts: { all: 4, pending: 4 } });
    expect((await list({ q: `bea.${token}` })).subscribers.map((entry) => entry.firstName)).toEqual(['Bea']);

    for (const [query, message] of [
      ['status=gone', 'The status must be one of all, pending, confirmed, unsubscribed'],
      ['page=-1', 'The page must be a whole number from 1'],
      ['pageSize=0', 'The page size must be a whole number from 1 to 100'],
    ] as const) {
      const answer = await admin.get(`/api/newsletter-subscribers?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toContain(message);
    }
  });

  it('exports the subscribers as CSV with a header, one row each and proper quoting', async () => {
    const admin = await signedInAdmin();
    await visitor().post('/api/newsletter-subscription', {
      email: 'quoted@example.com',
      firstName: 'Ann, "Annie"',
      lastName: '=HYPERLINK("http://evil.example")',
    });
    await visitor().post('/api/newsletter-subscription', { email: 'plain@example.com' });
    const { total } = (await admin.get('/api/newsletter-subscribers')).body as NewsletterSubscriberPage;

    const response = await fetch(`${system.baseUrl}/api/newsletter-subscribers.csv`, { headers: { cookie: admin.sessionCookie!, origin: system.baseUrl } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = (await response.text()).replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('Email,First name,Last name,Status,Subscribed,Confirmed,Unsubscribed');
    // Every subscriber, not one page of them.
    expect(lines).toHaveLength(total + 1);
    const quoted = lines.find((line) => line.startsWith('quoted@example.com'));
    // Commas and quotes quoted the CSV way; a formula defused for spreadsheets.
    expect(quoted).toMatch(/^quoted@example\.com,"Ann, ""Annie""","'=HYPERLINK\(""http:\/\/evil\.example""\)",pending,/);
    expect(lines.find((line) => line.startsWith('plain@example.com'))).toMatch(/^plain@example\.com,,,pending,\d{4}-/);
  });
});

describe('mail delivery', () => {
  it('retries while the SMTP server refuses and delivers once it accepts again', async () => {
    refusals.set('flaky@example.com', 2);
    expect((await visitor().post('/api/newsletter-subscription', { email: 'flaky@example.com' })).status).toBe(201);
    await waitForMail('flaky@example.com', /Please confirm/);
    expect(refusals.get('flaky@example.com')).toBe(0);
    const [row] = await system.eventually(async () => {
      const rows = await system.query<{ status: string; attempts: number; sent_at: Date | null }>(
        `SELECT status, attempts, sent_at FROM messaging.outgoing_mail WHERE to_address = 'flaky@example.com'`,
      );
      return rows[0]?.status === 'sent' ? rows : undefined;
    }, 'the mail marked sent');
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(mailsTo('flaky@example.com')).toHaveLength(1);
  });

  it('marks a mail failed with the error after the last attempt, and keeps it in the log', async () => {
    refusals.set('bounce@example.com', Infinity);
    expect((await visitor().post('/api/newsletter-subscription', { email: 'bounce@example.com' })).status).toBe(201);
    const admin = await signedInAdmin();
    const entry = await system.eventually(async () => {
      const log = (await admin.get('/api/admin/outgoing-mail')).body as OutgoingMailEntry[];
      return log.find((item) => item.to === 'bounce@example.com' && item.status === 'failed');
    }, 'the mail marked failed');
    expect(entry.attempts).toBe(MAIL_ATTEMPTS);
    expect(entry.error).toMatch(/550|No such mailbox/);
    expect(mailsTo('bounce@example.com')).toHaveLength(0);
  });

  it('sends one mail when the same event is delivered twice', async () => {
    const email = 'twice@example.com';
    const envelope: EventEnvelope<'user.registered'> = {
      id: randomUUID(),
      type: 'user.registered',
      occurredAt: new Date().toISOString(),
      source: 'gateway',
      data: { userId: randomUUID(), email, firstName: 'Twice', lastName: 'Delivered' },
    };
    // Two jobs for one event, as after a relay pass that published but crashed before marking it.
    const queue = new Queue(eventQueueName('messaging'), { connection: { url: system.redis.url }, prefix: system.env.BULL_PREFIX ?? 'artshop' });
    try {
      await queue.add(envelope.type, envelope, { jobId: `${envelope.id}-a` });
      await queue.add(envelope.type, envelope, { jobId: `${envelope.id}-b` });
      const finished = async (jobId: string) => ['completed', 'failed'].includes(await queue.getJobState(jobId));
      await system.eventually(async () => (await finished(`${envelope.id}-a`)) && (await finished(`${envelope.id}-b`)), 'both deliveries handled');
    } finally {
      await queue.close();
    }
    await waitForMail(email);
    await pause(1_500);
    expect(mailsTo(email)).toHaveLength(1);
    expect(await system.query(`SELECT id FROM messaging.outgoing_mail WHERE event_id = $1`, [envelope.id])).toHaveLength(1);
  });
});

describe('contact page settings', () => {
  it('serves the page to everyone and lets the admin change part of it, with clear messages', async () => {
    const page = await visitor().get('/api/contact-settings');
    expect(page.status).toBe(200);
    expect(page.body.contactInfo.email).toMatch(/@/);
    expect(Object.keys(page.body.studioHours)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(page.body.commissionsText.length).toBeGreaterThan(0);

    const admin = await signedInAdmin();
    const saved = await admin.request('PUT', '/api/contact-settings', {
      getInTouchText: 'Write to me any time.',
      contactInfo: { phone: '(207) 555-0111' },
      studioHours: { sunday: 'Closed' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      ...page.body,
      getInTouchText: 'Write to me any time.',
      contactInfo: { ...page.body.contactInfo, phone: '(207) 555-0111' },
      studioHours: { ...page.body.studioHours, sunday: 'Closed' },
    });
    expect((await visitor().get('/api/contact-settings')).body).toEqual(saved.body);

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ contactInfo: { email: 'studio at home' } }, 'Please enter a valid email address'],
      [{ commissionsText: 42 }, 'Commissions text must be text'],
      [{ studioHours: { monday: 'x'.repeat(101) } }, 'Studio hours for Monday are too long (at most 100 characters)'],
    ];
    for (const [body, message] of cases) {
      const answer = await admin.request('PUT', '/api/contact-settings', body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    expect((await visitor().get('/api/contact-settings')).body).toEqual(saved.body);
  });
});

describe('where the studio is notified', () => {
  const notifiedOf = (messageId: string) =>
    system.query<{ to_address: string }>(`SELECT to_address FROM messaging.outgoing_mail WHERE message_id = $1`, [messageId]);
  const messageId = async (subject: string) => (await system.query<{ id: string }>(`SELECT id FROM messaging.messages WHERE subject = $1`, [subject]))[0]!.id;

  it('the artist sets the address and which notifications are sent; the next one follows at once', async () => {
    const admin = await signedInAdmin();
    expect((await visitor().get('/api/notification-settings')).status).toBe(401);
    const customer = await signedInCustomer('notify-snoop@example.com');
    expect((await customer.put('/api/notification-settings', { email: 'thief@example.com' })).status).toBe(403);

    const defaults = await admin.get('/api/notification-settings');
    expect(defaults.body).toEqual({ email: '', newOrders: true, newMessages: true, mailClub: true, refunds: true, lowStock: true });
    const refused = await admin.put('/api/notification-settings', { email: 'studio at home' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please enter a valid e-mail address');

    try {
      const saved = await admin.put('/api/notification-settings', { email: ' orders@studio-desk.example ' });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toMatchObject({ email: 'orders@studio-desk.example', newMessages: true });
      await sendContactMessage({ subject: 'Where do notices go?' });
      const [mail] = await waitForMail('orders@studio-desk.example', 'New message from Ann Reader: Where do notices go?');
      expect(mail!.replyTo).toEqual(['ann.reader@example.com']);
      expect(mailsTo(ARTIST_EMAIL, 'New message from Ann Reader: Where do notices go?')).toEqual([]);

      // Switched off: the message is kept for the inbox, and nobody is mailed (the mail would be queued with it).
      expect((await admin.put('/api/notification-settings', { newMessages: false })).body).toMatchObject({
        email: 'orders@studio-desk.example',
        newMessages: false,
      });
      await sendContactMessage({ subject: 'Quietly kept' });
      expect(await notifiedOf(await messageId('Quietly kept'))).toEqual([]);
      expect((await inbox(admin)).map((message) => message.subject)).toContain('Quietly kept');
    } finally {
      await admin.put('/api/notification-settings', { email: '', newMessages: true });
    }
    await sendContactMessage({ subject: 'Back to the studio' });
    expect(await notifiedOf(await messageId('Back to the studio'))).toEqual([{ to_address: ARTIST_EMAIL }]);
  });
});
