import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, TestSystem, pageReads, registerCustomer } from '@artshop/testing';

// The Home, Artist Account and Social Media editors' calls through the gateway: who may change them,
// what they refuse, and what a shared link of the home page reads of them.
let system: TestSystem;
let admin: ApiClient;
let visitor: ApiClient;
let customer: ApiClient;
let base: string;

beforeAll(async () => {
  system = await TestSystem.start({ seed: true });
  base = system.baseUrl;
  admin = new ApiClient(base);
  visitor = new ApiClient(base);
  customer = new ApiClient(base);
  expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
  const registered = await registerCustomer(system, customer, {
    email: 'editors@example.com',
    password: 'correct horse battery',
    firstName: 'Ann',
    lastName: 'Lee',
  });
  expect(registered.status).toBe(201);
});

afterAll(async () => {
  await system?.close();
});

async function homeHtml(): Promise<string> {
  return (await fetch(`${base}/`)).text();
}

const metaContent = (html: string, attribute: 'name' | 'property', name: string) =>
  new RegExp(`<meta ${attribute}="${name.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1] ?? null;

describe('home settings', () => {
  it('are read by anyone, written by the admin only, and the home page preloads them', async () => {
    const before = await visitor.get('/api/home-settings');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ featuredTitle: 'Featured Artworks' });

    expect((await visitor.put('/api/home-settings', { heroHeadline: 'Hacked' })).status).toBe(401);
    expect((await customer.put('/api/home-settings', { heroHeadline: 'Hacked' })).status).toBe(403);
    expect((await visitor.get('/api/home-settings')).body).toEqual(before.body);

    const saved = await admin.put('/api/home-settings', { heroHeadline: 'Paintings of the tide line', featuredTitle: 'New in the studio' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await visitor.get('/api/home-settings')).body).toEqual({
      ...before.body,
      heroHeadline: 'Paintings of the tide line',
      featuredTitle: 'New in the studio',
    });
    // The home page comes with its settings, and shows them.
    const home = await homeHtml();
    expect(pageReads(home).get('/api/home-settings')).toEqual((await visitor.get('/api/home-settings')).body);
    expect(home).toContain('Paintings of the tide line');
  });

  it('refuses an unknown field or a bad value with a 400 that says why, changing nothing', async () => {
    const before = (await visitor.get('/api/home-settings')).body;
    expect(await admin.put('/api/home-settings', { heroHeadline: 'x', heroSubtitle: 'y' })).toMatchObject({
      status: 400,
      body: { message: "Home settings has no field 'heroSubtitle'" },
    });
    expect(await admin.put('/api/home-settings', { heroImageUrl: 'javascript:alert(1)' })).toMatchObject({
      status: 400,
      body: { errors: { heroImageUrl: 'Hero image: an image must be one uploaded to the shop (/objects/…) or a web address starting with https://' } },
    });
    expect((await visitor.get('/api/home-settings')).body).toEqual(before);
  });
});

describe('social settings', () => {
  it('refuse a link of another platform with a message naming the right one', async () => {
    const before = (await visitor.get('/api/social-settings')).body;
    const refused = await admin.put('/api/social-settings', { instagram: 'https://www.tiktok.com/@mara' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Instagram: this link does not lead to Instagram. Please enter a link to instagram.com, e.g. https://instagram.com/yourname',
    );
    expect((await visitor.get('/api/social-settings')).body).toEqual(before);
    expect((await customer.put('/api/social-settings', { instagram: '' })).status).toBe(403);
  });

  it('give shared links of the home page their picture and description, and no preview at all with Social sharing off', async () => {
    const saved = await admin.put('/api/social-settings', {
      ogImage: 'https://images.example.com/og-card.jpg',
      metaDescription: 'Abstract paintings from the coast of Maine.',
      socialSharing: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The next visit shows the change: the gateway drops its kept pages when the artist saves.
    const html = await homeHtml();
    expect(metaContent(html, 'property', 'og:image')).toBe('https://images.example.com/og-card.jpg');
    expect(metaContent(html, 'name', 'twitter:image')).toBe('https://images.example.com/og-card.jpg');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'property', 'og:description')).toBe('Abstract paintings from the coast of Maine.');

    expect((await admin.put('/api/social-settings', { socialSharing: false })).status).toBe(200);
    await expect.poll(async () => metaContent(await homeHtml(), 'property', 'og:image'), { timeout: 20_000, interval: 500 }).toBeNull();
    const plain = await homeHtml();
    expect(plain).not.toMatch(/<meta (property|name)="(og|twitter):/);
    expect(metaContent(plain, 'name', 'description')).toBe('Abstract paintings from the coast of Maine.');
    expect((await admin.put('/api/social-settings', { socialSharing: true })).status).toBe(200);
  });
});

describe('the artist account', () => {
  it('saves each profile field as its site setting, admin only, and refuses an e-mail that is none', async () => {
    expect((await customer.post('/api/site-settings/artist_artistName', { value: 'Hacked' })).status).toBe(403);
    expect((await admin.post('/api/site-settings/artist_location', { value: 'Portland, Maine' })).status).toBe(200);
    expect((await visitor.get('/api/site-settings')).body).toContainEqual({ key: 'artist_location', value: 'Portland, Maine' });
    expect(await admin.post('/api/site-settings/artist_email', { value: 'studio at home' })).toMatchObject({
      status: 400,
      body: { errors: { value: 'Please enter a valid email address' } },
    });
  });
});
