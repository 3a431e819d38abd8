import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, TestSystem, pageReads, registerCustomer } from '@artshop/testing';

// The Bio and CV pages and the page switches through the gateway: who may change them, what a page
// switched off answers (404, out of the sitemap) and what a shared link reads of the pages that are on.
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

async function sitemapLocations(): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
}

async function page(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, html: await response.text() };
}

describe('the Bio and CV pages', () => {
  it('are served with their own title, description and Open Graph tags, and listed in the sitemap', async () => {
    const artist = 'Mara Ellison';
    const bio = await page('/bio');
    expect(bio.status).toBe(200);
    expect(bio.html).toContain(`<title>Bio | ${artist}</title>`);
    expect(bio.html).toContain(`<meta property="og:title" content="Bio | ${artist}"`);
    expect(bio.html).toContain(`<meta property="og:url" content="${base}/bio"`);
    expect(bio.html).toMatch(/<meta name="description" content="About Mara Ellison: [^"]+"/);
    // Its data come with the page.
    expect(pageReads(bio.html).has('/api/bio-settings')).toBe(true);
    const cv = await page('/cv');
    expect(cv.status).toBe(200);
    expect(cv.html).toContain(`<title>CV | ${artist}</title>`);
    expect(cv.html).toContain(`<meta property="og:url" content="${base}/cv"`);
    expect(await sitemapLocations()).toEqual(expect.arrayContaining([`${base}/bio`, `${base}/cv`]));
  });

  it('are read by anyone and written by the admin only', async () => {
    const bio = await visitor.get('/api/bio-settings');
    expect(bio.status).toBe(200);
    expect(bio.body.bioContent).toContain('## About Mara');
    expect((await visitor.get('/api/cv-settings')).body.content).toContain('## Solo exhibitions');

    expect((await visitor.put('/api/bio-settings', { bioContent: 'Hacked' })).status).toBe(401);
    expect((await visitor.put('/api/cv-settings', { content: 'Hacked' })).status).toBe(401);
    expect((await visitor.put('/api/page-settings/bio', { enabled: false })).status).toBe(401);
    const customer = new ApiClient(base);
    expect(
      (await registerCustomer(system, customer, { email: 'bio-reader@example.com', password: 'correct horse battery', firstName: 'Ann', lastName: 'Lee' }))
        .status,
    ).toBe(201);
    expect((await customer.put('/api/bio-settings', { bioContent: 'Hacked' })).status).toBe(403);
    expect((await customer.put('/api/page-settings/bio', { enabled: false })).status).toBe(403);
    expect((await visitor.get('/api/bio-settings')).body.bioContent).toContain('## About Mara');

    const saved = await admin.put('/api/bio-settings', { heroData: { headline: 'Painting the tide line' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await visitor.get('/api/bio-settings')).body.heroData.headline).toBe('Painting the tide line');
  });

  it('refuses an unknown page, field or bad value with a 400 that says why', async () => {
    expect(await admin.put('/api/page-settings/blog', { enabled: false })).toMatchObject({
      status: 400,
      body: { message: 'The page must be one of home, bio, gallery, events, cv, contact, mail-club' },
    });
    expect(await admin.put('/api/page-settings/bio', { enabled: false, page: 'cv', extra: 1 })).toMatchObject({ status: 400 });
    expect(await admin.put('/api/bio-settings', { ctaData: { buttonUrl: 'javascript:alert(1)' } })).toMatchObject({
      status: 400,
      body: { message: 'Button link: please enter a path of the shop such as /contact, or a link starting with https://' },
    });
    expect(await admin.put('/api/cv-settings', { content: 'x', html: '<b>x</b>' })).toMatchObject({
      status: 400,
      body: { message: "CV settings has no field 'html'" },
    });
    expect((await visitor.get('/api/page-settings')).body).toContainEqual({ page: 'bio', enabled: true });
  });
});

describe('a page switched off', () => {
  it.each([
    ['cv', '/cv'],
    ['bio', '/bio'],
    ['contact', '/contact'],
    ['mail-club', '/mail-club'],
  ])('%s: answers 404 and leaves the sitemap at once, and comes back when switched on', async (name, path) => {
    const off = await admin.put(`/api/page-settings/${name}`, { enabled: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body).toContainEqual({ page: name, enabled: false });
    try {
      expect((await visitor.get('/api/page-settings')).body).toContainEqual({ page: name, enabled: false });
      const answer = await page(path);
      expect(answer.status).toBe(404);
      expect(answer.html).toContain('<title>Page Not Found | Mara Ellison</title>');
      // The app still loads, to show its 404 page.
      expect(answer.html).toMatch(/<script type="module"[^>]+src="\/assets\//);
      expect(await sitemapLocations()).not.toContain(`${base}${path}`);
      expect(await sitemapLocations()).toContain(`${base}/corporate-buyers`);
    } finally {
      expect((await admin.put(`/api/page-settings/${name}`, { enabled: true })).status).toBe(200);
    }
    expect((await page(path)).status).toBe(200);
    expect(await sitemapLocations()).toContain(`${base}${path}`);
  });
});
