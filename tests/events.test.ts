import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, TestSystem, pageReads, registerCustomer } from '@artshop/testing';

// The artist's events through the gateway: who may write them, what visitors read, the calendar
// file as a browser downloads it, and the /events page as link previews and crawlers read it.
let system: TestSystem;
let admin: ApiClient;
let visitor: ApiClient;
let base: string;

beforeAll(async () => {
  system = await TestSystem.start({ seed: true });
  base = system.baseUrl;
  admin = new ApiClient(base);
  visitor = new ApiClient(base);
  expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
});

afterAll(async () => {
  await system?.close();
});

const EVENT = { title: 'Winter Open Studio', date: '2031-12-06', time: '11 AM - 4 PM', location: 'Studio 4, Portland, ME', isPublished: true };

describe('events through the gateway', () => {
  it('are written by the admin only', async () => {
    expect((await visitor.post('/api/events', EVENT)).status).toBe(401);
    const customer = new ApiClient(base);
    expect(
      (await registerCustomer(system, customer, { email: 'event-goer@example.com', password: 'correct horse battery', firstName: 'Eve', lastName: 'Moss' }))
        .status,
    ).toBe(201);
    expect((await customer.post('/api/events', EVENT)).status).toBe(403);

    const created = await admin.post('/api/events', EVENT);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id } = created.body as { id: string };
    expect((await customer.put(`/api/events/${id}`, { title: 'Hacked' })).status).toBe(403);
    expect((await visitor.delete(`/api/events/${id}`)).status).toBe(401);
    expect((await customer.delete(`/api/events/${id}`)).status).toBe(403);
    const titles = ((await visitor.get('/api/events')).body as Array<{ title: string }>).map((event) => event.title);
    expect(titles).toContain('Winter Open Studio');
    expect(titles).not.toContain('Hacked');
  });

  it('refuses a bad event with a 400 naming the field', async () => {
    expect(await admin.post('/api/events', { ...EVENT, date: '2031-02-30' })).toMatchObject({
      status: 400,
      body: { message: 'Please enter a real date, like 2027-04-17', errors: { date: 'Please enter a real date, like 2027-04-17' } },
    });
    expect((await admin.put('/api/events/not-an-id', { title: 'x' })).status).toBe(400);
    expect((await visitor.get('/api/events/not-an-id.ics')).status).toBe(400);
  });

  it('downloads a published event as a calendar file, and answers 404 for a draft', async () => {
    const events = (await visitor.get('/api/events')).body as Array<{ id: string; title: string }>;
    const winter = events.find((event) => event.title === 'Winter Open Studio')!;
    const response = await fetch(`${base}/api/events/${winter.id}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="winter-open-studio-2031-12-06.ics"');
    const body = await response.text();
    expect(body).toContain('\r\nDTSTART:20311206T110000\r\nDTEND:20311206T160000\r\n');

    const draft = await admin.post('/api/events', { ...EVENT, title: 'Private view', isPublished: false });
    expect((await fetch(`${base}/api/events/${draft.body.id}.ics`)).status).toBe(404);
    expect(((await visitor.get('/api/events')).body as Array<{ title: string }>).map((event) => event.title)).not.toContain('Private view');
  });

  it('serves /events with its own tags, its events in it, and follows the page switch', async () => {
    const page = await fetch(`${base}/events`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Events | Mara Ellison</title>');
    expect(html).toContain(`<meta property="og:url" content="${base}/events"`);
    expect(html).toMatch(/<meta name="description" content="Exhibitions, open studios and workshops with Mara Ellison: [^"]+"/);
    expect(pageReads(html).get('/api/events')).toEqual((await new ApiClient(base).get('/api/events')).body);

    const off = await admin.put('/api/page-settings/events', { enabled: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    try {
      expect((await fetch(`${base}/events`)).status).toBe(404);
      expect(await (await fetch(`${base}/sitemap.xml`)).text()).not.toContain(`<loc>${base}/events</loc>`);
    } finally {
      expect((await admin.put('/api/page-settings/events', { enabled: true })).status).toBe(200);
    }
    expect(await (await fetch(`${base}/sitemap.xml`)).text()).toContain(`<loc>${base}/events</loc>`);
  });
});
