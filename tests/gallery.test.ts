import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryItem } from '@artshop/contracts';
import { ApiClient, TestSystem, pageReads, registerCustomer } from '@artshop/testing';

// The gallery through the gateway: who may change it, what visitors read (published items only, in the
// artist's order), and the /gallery page as link previews and crawlers read it, following its switch.
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

const WORK = { title: 'Breakwater at Dusk', imageUrl: 'https://images.example.org/breakwater.jpg', year: '2026', medium: 'Acrylic on panel' };
const titles = (body: unknown) => (body as GalleryItem[]).map((item) => item.title);

describe('the gallery through the gateway', () => {
  it('is changed by the admin only', async () => {
    expect((await visitor.post('/api/gallery', WORK)).status).toBe(401);
    const customer = new ApiClient(base);
    expect(
      (await registerCustomer(system, customer, { email: 'collector@example.com', password: 'correct horse battery', firstName: 'Cole', lastName: 'Bright' }))
        .status,
    ).toBe(201);
    expect((await customer.post('/api/gallery', WORK)).status).toBe(403);

    const created = await admin.post('/api/gallery', WORK);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id } = created.body as GalleryItem;
    expect((await customer.put(`/api/gallery/${id}`, { title: 'Hacked' })).status).toBe(403);
    expect((await visitor.delete(`/api/gallery/${id}`)).status).toBe(401);
    expect((await customer.delete(`/api/gallery/${id}`)).status).toBe(403);
    expect((await customer.post('/api/gallery/reorder', { itemIds: [id] })).status).toBe(403);
    const seen = titles((await visitor.get('/api/gallery')).body);
    expect(seen).toContain(WORK.title);
    expect(seen).not.toContain('Hacked');
  });

  it('refuses an item without a title or picture with a 400 naming the fields', async () => {
    expect(await admin.post('/api/gallery', { title: '', imageUrl: '' })).toMatchObject({
      status: 400,
      body: { errors: { title: 'Title is required', imageUrl: 'Image is required' } },
    });
    expect((await admin.put('/api/gallery/not-an-id', { title: 'x' })).status).toBe(400);
    expect((await admin.post('/api/gallery/reorder', { itemIds: ['not-an-id'] })).status).toBe(400);
  });

  it('shows visitors the published items in the artist’s order; the admin sees drafts too', async () => {
    const all = (await admin.get('/api/gallery')).body as GalleryItem[];
    const drafts = all.filter((item) => !item.isPublished);
    // The demo gallery keeps one work as a draft.
    expect(drafts.length).toBeGreaterThan(0);
    const reordered = [...all].reverse();
    const saved = await admin.post('/api/gallery/reorder', { itemIds: reordered.map((item) => item.id) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(titles((await visitor.get('/api/gallery')).body)).toEqual(reordered.filter((item) => item.isPublished).map((item) => item.title));
    expect(titles((await admin.get('/api/gallery')).body)).toEqual(reordered.map((item) => item.title));
  });

  it('serves /gallery with its own tags, its items in it, and follows the page switch', async () => {
    const page = await fetch(`${base}/gallery`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Gallery | Mara Ellison</title>');
    expect(html).toContain(`<meta property="og:url" content="${base}/gallery"`);
    expect(html).toMatch(/<meta name="description" content="A gallery of paintings by Mara Ellison: [^"]+"/);
    expect(pageReads(html).get('/api/gallery')).toEqual((await new ApiClient(base).get('/api/gallery')).body);
    expect(await (await fetch(`${base}/sitemap.xml`)).text()).toContain(`<loc>${base}/gallery</loc>`);

    const off = await admin.put('/api/page-settings/gallery', { enabled: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    try {
      expect((await fetch(`${base}/gallery`)).status).toBe(404);
      expect(await (await fetch(`${base}/sitemap.xml`)).text()).not.toContain(`<loc>${base}/gallery</loc>`);
    } finally {
      expect((await admin.put('/api/page-settings/gallery', { enabled: true })).status).toBe(200);
    }
  });
});
