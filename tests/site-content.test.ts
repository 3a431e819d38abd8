import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage, ArtWallComposition, GalleryItem, Product, RoomBackground } from '@artshop/contracts';
import { DEFAULT_THEME_SETTINGS, THEME_PRESETS } from '@artshop/contracts';
import { ApiClient, TestSystem, pageReads, registerCustomer } from '@artshop/testing';

/*
 * The site's content through the gateway, on one seeded demo shop: the activity log, events, the gallery,
 * the Bio and CV pages and the page switches, the Home, Social Media and Artist Account editors, the art
 * wall and the theme. Each journey restores what another one reads (a page switched off is switched on
 * again, the theme goes back to the demo's), and the activity log comes first: it counts the artist's
 * every change on this shop.
 */
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

async function pageHtml(path: string): Promise<string> {
  return (await fetch(`${base}${path}`)).text();
}

/*
 * The back office's activity log through the whole shop: every change the artist makes is written
 * down with who made it, what it was made to and what it set; a refused change is not; only the
 * admin reads the log.
 */
const activity = async (query = '') => {
  const answer = await admin.get(`/api/activity${query}`);
  expect(answer.status).toBe(200);
  return answer.body as ActivityPage;
};

describe('the activity log', () => {
  it("keeps who changed a work's prices and stock, and when, newest first", async () => {
    const products = (await admin.get('/api/products')).body as Product[];
    const work = products.find((product) => product.pricingTiers.length >= 2)!;
    const [first, ...others] = work.pricingTiers;
    const changed = await admin.put(`/api/products/${work.id}`, {
      pricingTiers: [{ ...first!, price: '999.00', stock: 3 }, ...others],
    });
    expect(changed.status).toBe(200);
    const category = await admin.post('/api/categories', { name: 'Studio sales' });
    expect(category.status).toBe(201);

    const { entries, total } = await activity();
    expect(total).toBe(2);
    expect(entries.map((entry) => entry.action)).toEqual(['createCategory', 'updateProduct']);
    const [created, updated] = entries;
    expect(created).toMatchObject({ area: 'catalog', subject: 'Studio sales', details: ['name: Studio sales'] });
    expect(updated).toMatchObject({ area: 'catalog', subject: work.name, actor: { email: system.admin.email } });
    expect(updated!.details).toContain(`${first!.type} ${first!.size}: 999.00, 3 in stock`);
    expect(Date.parse(updated!.at)).toBeLessThanOrEqual(Date.parse(created!.at));
  });

  it('leaves out a refused change, and finds entries by area and by words', async () => {
    const before = (await activity()).total;
    const refused = await admin.post('/api/categories', { name: '' });
    expect(refused.status).toBe(400);
    expect((await activity()).total).toBe(before);

    expect((await activity('?area=catalog')).total).toBe(before);
    expect((await activity('?area=content')).entries).toEqual([]);
    const found = await activity('?q=999.00');
    expect(found.entries.map((entry) => entry.action)).toEqual(['updateProduct']);
    expect((await admin.get('/api/activity?area=kitchen')).body).toMatchObject({
      message: expect.any(String),
      errors: { area: expect.stringContaining('The area must be one of') },
    });
  });

  it('is the admin’s only', async () => {
    const visitor = new ApiClient(system.baseUrl);
    expect((await visitor.get('/api/activity')).status).toBe(401);
    const customer = new ApiClient(system.baseUrl);
    const registered = await registerCustomer(system, customer, {
      email: 'log@example.com',
      password: 'correct horse battery',
      firstName: 'Lo',
      lastName: 'Gan',
    });
    expect(registered.status).toBe(201);
    expect((await customer.get('/api/activity')).status).toBe(403);
  });
});

// The artist's events through the gateway: who may write them, what visitors read, the calendar
// file as a browser downloads it, and the /events page as link previews and crawlers read it.
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

// The gallery through the gateway: who may change it, what visitors read (published items only, in the
// artist's order), and the /gallery page as link previews and crawlers read it, following its switch.
const WORK = { title: 'Breakwater at Dusk', imageUrl: 'https://images.example.org/breakwater.jpg', year: '2026', medium: 'Acrylic on panel' };
const galleryTitles = (body: unknown) => (body as GalleryItem[]).map((item) => item.title);

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
    const seen = galleryTitles((await visitor.get('/api/gallery')).body);
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
    expect(galleryTitles((await visitor.get('/api/gallery')).body)).toEqual(reordered.filter((item) => item.isPublished).map((item) => item.title));
    expect(galleryTitles((await admin.get('/api/gallery')).body)).toEqual(reordered.map((item) => item.title));
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

// The Bio and CV pages and the page switches through the gateway: who may change them, what a page
// switched off answers (404, out of the sitemap) and what a shared link reads of the pages that are on.
async function sitemapLocations(): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
}

async function pageAnswer(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, html: await response.text() };
}

describe('the Bio and CV pages', () => {
  it('are served with their own title, description and Open Graph tags, and listed in the sitemap', async () => {
    const artist = 'Mara Ellison';
    const bio = await pageAnswer('/bio');
    expect(bio.status).toBe(200);
    expect(bio.html).toContain(`<title>Bio | ${artist}</title>`);
    expect(bio.html).toContain(`<meta property="og:title" content="Bio | ${artist}"`);
    expect(bio.html).toContain(`<meta property="og:url" content="${base}/bio"`);
    expect(bio.html).toMatch(/<meta name="description" content="About Mara Ellison: [^"]+"/);
    // Its data come with the page.
    expect(pageReads(bio.html).has('/api/bio-settings')).toBe(true);
    const cv = await pageAnswer('/cv');
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
      const answer = await pageAnswer(path);
      expect(answer.status).toBe(404);
      expect(answer.html).toContain('<title>Page Not Found | Mara Ellison</title>');
      // The app still loads, to show its 404 page.
      expect(answer.html).toMatch(/<script type="module"[^>]+src="\/assets\//);
      expect(await sitemapLocations()).not.toContain(`${base}${path}`);
      expect(await sitemapLocations()).toContain(`${base}/corporate-buyers`);
    } finally {
      expect((await admin.put(`/api/page-settings/${name}`, { enabled: true })).status).toBe(200);
    }
    expect((await pageAnswer(path)).status).toBe(200);
    expect(await sitemapLocations()).toContain(`${base}${path}`);
  });
});

// The Home, Artist Account and Social Media editors' calls through the gateway: who may change them,
// what they refuse, and what a shared link of the home page reads of them.
const metaContent = (html: string, attribute: 'name' | 'property', name: string) =>
  new RegExp(`<meta ${attribute}="${name.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1] ?? null;

describe('the site editors', () => {
  let customer: ApiClient;

  beforeAll(async () => {
    customer = new ApiClient(base);
    const registered = await registerCustomer(system, customer, {
      email: 'editors@example.com',
      password: 'correct horse battery',
      firstName: 'Ann',
      lastName: 'Lee',
    });
    expect(registered.status).toBe(201);
  });

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
      const home = await pageHtml('/');
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
      const html = await pageHtml('/');
      expect(metaContent(html, 'property', 'og:image')).toBe('https://images.example.com/og-card.jpg');
      expect(metaContent(html, 'name', 'twitter:image')).toBe('https://images.example.com/og-card.jpg');
      expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(html, 'property', 'og:description')).toBe('Abstract paintings from the coast of Maine.');

      expect((await admin.put('/api/social-settings', { socialSharing: false })).status).toBe(200);
      await expect.poll(async () => metaContent(await pageHtml('/'), 'property', 'og:image'), { timeout: 20_000, interval: 500 }).toBeNull();
      const plain = await pageHtml('/');
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
});

// Art wall compositions through the gateway: a customer saves, finds, changes and shares their own
// wall; nobody else may change it, a private one is not found by anyone else, and a shared one opens
// read-only for anyone with its link. The rooms carry their real wall width for drawing to scale.
let owner: ApiClient;
let other: ApiClient;
let rooms: RoomBackground[];
let products: Product[];

async function signedUpCustomer(email: string): Promise<ApiClient> {
  const api = new ApiClient(base);
  const registered = await registerCustomer(system, api, { email, password: 'correct horse battery', firstName: 'Wren', lastName: 'Hale' });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  return api;
}

const wall = () => ({
  name: 'Above the sofa',
  roomBackgroundId: rooms[0]!.id,
  artworks: [
    { productId: products[0]!.id, x: 0.3, y: 0.4, size: 1, rotation: 0 },
    { productId: products[1]!.id, x: 0.7, y: 0.35, size: 1.5, rotation: -5 },
  ],
});

describe('the art wall', () => {
  beforeAll(async () => {
    [owner, other] = await Promise.all([signedUpCustomer('wall-owner@example.com'), signedUpCustomer('wall-neighbour@example.com')]);
    rooms = (await visitor.get('/api/room-backgrounds')).body as RoomBackground[];
    products = (await visitor.get('/api/products')).body as Product[];
  });

  describe('rooms', () => {
    it('are listed for anyone, the default first, each with its real wall width and where the wall is in the picture', () => {
      expect(rooms.map((room) => room.name)).toEqual(['Living Room', 'Bedroom', 'Home Office', 'Dining Room']);
      expect(rooms[0]).toMatchObject({ isDefault: true, wallWidthCm: 480, wallLeft: 0, wallTop: 0, wallRight: 1, wallBottom: 0.72 });
      for (const room of rooms) expect(room.imageUrl).toMatch(/^\/objects\/demo\/rooms\//);
    });

    it("serves each room's picture from the shop itself", async () => {
      const picture = await fetch(`${base}${rooms[1]!.imageUrl}`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toMatch(/^image\//);
    });
  });

  describe('compositions', () => {
    it('are saved by signed-in customers only', async () => {
      const refused = await visitor.post('/api/art-wall/compositions', wall());
      expect(refused).toMatchObject({ status: 401, body: { message: 'Please sign in to save your wall' } });
      expect((await visitor.get('/api/art-wall/compositions')).status).toBe(401);
    });

    it('are saved, listed and reopened by their owner with the same positions and sizes', async () => {
      const saved = await owner.post('/api/art-wall/compositions', wall());
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      expect(saved.body).toMatchObject({ ...wall(), isPublic: false, isOwn: true, id: expect.any(String) });
      expect(saved.body).not.toHaveProperty('userId');

      const mine = (await owner.get('/api/art-wall/compositions')).body as ArtWallComposition[];
      expect(mine.map((composition) => composition.name)).toEqual(['Above the sofa']);
      expect((await other.get('/api/art-wall/compositions')).body).toEqual([]);

      const reopened = await owner.get(`/api/art-wall/compositions/${saved.body.id}`);
      expect(reopened.body.artworks).toEqual(wall().artworks);
    });

    it('are private until shared: another customer and a visitor get 404, as for a composition that does not exist', async () => {
      const { body } = await owner.post('/api/art-wall/compositions', { ...wall(), name: 'Private wall' });
      for (const stranger of [other, visitor]) {
        expect(await stranger.get(`/api/art-wall/compositions/${body.id}`)).toMatchObject({ status: 404, body: { message: 'Composition not found' } });
      }
      expect((await visitor.get(`/api/art-wall/compositions/${randomUUID()}`)).status).toBe(404);
    });

    it('are changed and deleted by their owner only; to anyone else they are not found', async () => {
      const { body } = await owner.post('/api/art-wall/compositions', { ...wall(), name: 'Hallway', isPublic: true });
      const path = `/api/art-wall/compositions/${body.id}`;
      expect((await other.put(path, { name: 'Taken over' })).status).toBe(404);
      expect((await other.delete(path)).status).toBe(404);
      expect((await visitor.put(path, { name: 'Taken over' })).status).toBe(401);
      expect((await visitor.delete(path)).status).toBe(401);

      const moved = { ...wall().artworks[0]!, x: 0.55, size: 0.75 };
      const changed = await owner.put(path, { artworks: [moved] });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body).toMatchObject({ name: 'Hallway', isPublic: true, artworks: [moved] });

      expect((await owner.delete(path)).status).toBe(204);
      expect((await owner.get(path)).status).toBe(404);
      expect((await owner.delete(path)).status).toBe(404);
    });

    it('open read-only for anyone once shared, and close again when unshared', async () => {
      const { body } = await owner.post('/api/art-wall/compositions', { ...wall(), name: 'Shared wall' });
      const path = `/api/art-wall/compositions/${body.id}`;
      expect((await owner.put(path, { isPublic: true })).body).toMatchObject({ isPublic: true, name: 'Shared wall', artworks: wall().artworks });

      const shared = await visitor.get(path);
      expect(shared.status).toBe(200);
      expect(shared.body).toMatchObject({ name: 'Shared wall', isOwn: false, artworks: wall().artworks });
      expect((await other.get(path)).body.isOwn).toBe(false);

      expect((await owner.put(path, { isPublic: false })).status).toBe(200);
      expect((await visitor.get(path)).status).toBe(404);
    });

    it('refuse a bad wall with a 400 that says what is wrong, and save nothing', async () => {
      const before = (await owner.get('/api/art-wall/compositions')).body.length;
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ name: '' }, 'Please give your wall a name'],
        [{ artworks: [] }, 'Place at least one artwork on the wall before saving'],
        [{ artworks: [{ ...wall().artworks[0], y: -0.1 }] }, 'Position y must be on the wall (between 0 and 1)'],
        [{ artworks: [{ ...wall().artworks[0], size: 10 }] }, 'Size must be between 25% and 300%'],
        [{ artworks: [{ ...wall().artworks[0], rotation: 'a lot' }] }, 'Rotation must be a number'],
        [{ artworks: Array.from({ length: 21 }, () => wall().artworks[0]) }, 'A wall holds at most 20 artworks'],
        [{ roomBackgroundId: randomUUID() }, 'Please choose one of the rooms'],
        [{ artworks: [{ ...wall().artworks[0], productId: randomUUID() }] }, 'One of the artworks is no longer in the shop; please remove it and save again'],
      ];
      for (const [change, message] of cases) {
        const answer = await owner.post('/api/art-wall/compositions', { ...wall(), ...change });
        expect(answer, JSON.stringify(change)).toMatchObject({ status: 400, body: { message } });
      }
      expect((await owner.put(`/api/art-wall/compositions/not-an-id`, { name: 'x' })).status).toBe(400);
      expect((await owner.get('/api/art-wall/compositions')).body.length).toBe(before);
    });
  });

  describe('a deleted account', () => {
    it('takes its compositions with it, shared links included', async () => {
      const leaving = await signedUpCustomer('wall-leaver@example.com');
      const { body } = await leaving.post('/api/art-wall/compositions', { ...wall(), name: 'Soon gone', isPublic: true });
      const path = `/api/art-wall/compositions/${body.id}`;
      expect((await visitor.get(path)).status).toBe(200);
      expect((await leaving.post('/api/account/delete', { currentPassword: 'correct horse battery' })).status).toBe(204);
      await system.eventually(async () => (await visitor.get(path)).status === 404, 'the shared composition gone with its account');
      expect(await system.query(`SELECT 1 FROM content.art_wall_simulations WHERE id = $1`, [body.id])).toHaveLength(0);
    });
  });

  describe('the /art-wall page', () => {
    it('is served with its own title and description, and listed in the sitemap', async () => {
      const page = await fetch(`${base}/art-wall`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<title>Art Wall Simulator | Mara Ellison</title>');
      expect(html).toContain(`<meta property="og:url" content="${base}/art-wall"`);
      expect(pageReads(html).get('/api/room-backgrounds')).toEqual((await new ApiClient(base).get('/api/room-backgrounds')).body);
      expect(await (await fetch(`${base}/sitemap.xml`)).text()).toContain(`<loc>${base}/art-wall</loc>`);
    });
  });
});

// The theme through the gateway: who may change it, how it is refused, the stylesheet the storefront
// links (text/css, revalidated by ETag, nothing in it can become HTML), and the page head it changes.
describe('the theme settings', () => {
  // The other journeys here read the demo shop's look and name: the theme goes back to the defaults after.
  afterAll(async () => {
    expect((await admin.put('/api/theme-settings', DEFAULT_THEME_SETTINGS)).status).toBe(200);
  });

  it('are read by anyone, and changed by the admin only', async () => {
    const read = await visitor.get('/api/theme-settings');
    expect(read.status).toBe(200);
    expect(read.body).toEqual(DEFAULT_THEME_SETTINGS);

    expect((await visitor.put('/api/theme-settings', { siteName: 'Hacked' })).status).toBe(401);
    const customer = new ApiClient(base);
    const registered = await registerCustomer(system, customer, {
      email: 'theme-reader@example.com',
      password: 'correct horse battery',
      firstName: 'Ann',
      lastName: 'Lee',
    });
    expect(registered.status).toBe(201);
    expect((await customer.put('/api/theme-settings', { siteName: 'Hacked' })).status).toBe(403);
    expect((await visitor.get('/api/theme-settings')).body.siteName).toBe('');
  });

  it('refuses unreadable colours and unknown fields with a message, and changes nothing', async () => {
    const lowContrast = await admin.put('/api/theme-settings', { textColor: '#eeeeee', backgroundColor: '#ffffff' });
    expect(lowContrast.status).toBe(400);
    expect(lowContrast.body.message).toBe('Not enough contrast: text on the background is 1.1:1; it needs at least 4.5:1');
    expect(lowContrast.body.errors).toMatchObject({ textColor: lowContrast.body.message });
    const unknown = await admin.put('/api/theme-settings', { siteName: 'X', script: 'alert(1)' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Theme settings have no field 'script'");
    expect((await visitor.get('/api/theme-settings')).body).toEqual(DEFAULT_THEME_SETTINGS);
  });

  it('serves the theme as a stylesheet the browser revalidates, in which custom CSS cannot become HTML', async () => {
    const royal = THEME_PRESETS.find((preset) => preset.name === 'Royal Purple')!.colors;
    const saved = await admin.put('/api/theme-settings', {
      ...royal,
      fontFamily: 'Inter',
      customCSS: 'body { outline: 2px solid #5b2a86; }\n</style><script>alert(1)</script>',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const css = await fetch(`${base}/api/theme.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.headers.get('x-content-type-options')).toBe('nosniff');
    expect(css.headers.get('content-disposition')).toBeNull();
    expect(css.headers.get('cache-control')).toBe('no-cache');
    const etag = css.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const text = await css.text();
    expect(text).toContain(`--primary: ${royal.primaryColor};`);
    expect(text).toContain("--font-serif: 'Inter Variable'");
    expect(text).toContain('body { outline: 2px solid #5b2a86; }');
    expect(text).not.toMatch(/<\/?(style|script)/i);

    const again = await fetch(`${base}/api/theme.css`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    // A change gives a new stylesheet, so the old ETag no longer matches.
    expect((await admin.put('/api/theme-settings', { customCSS: '' })).status).toBe(200);
    const changed = await fetch(`${base}/api/theme.css`, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).not.toContain('outline');
  });

  it('puts the stylesheet in every storefront page after the app’s own, and names the site and its favicon in the head', async () => {
    const home = await pageHtml('/');
    const head = home.slice(0, home.indexOf('</head>'));
    // Both inline (nothing to fetch before the first paint), the theme's last, so its rules win: the very stylesheet /api/theme.css gives.
    const styles = [...head.matchAll(/<style( id="theme-style")?>([\s\S]*?)<\/style>/g)];
    expect(styles.length).toBe(2);
    expect(styles[1]![1]).toBe(' id="theme-style"');
    expect(styles[1]![2]).toBe(await (await fetch(`${base}/api/theme.css`)).text());
    expect(head).not.toContain('<link rel="stylesheet"');
    // The theme's settings come in the page (its data block).
    expect(pageReads(home).has('/api/theme-settings')).toBe(true);
    expect(head).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');

    expect((await admin.put('/api/theme-settings', { siteName: 'Tide Studio', favicon: '/objects/uploads/favicon-test.png' })).status).toBe(200);
    // The gateway drops its kept pages when the artist saves: the next visit shows the change.
    const prints = await pageHtml('/prints');
    expect(prints).toContain('<title>Prints | Tide Studio</title>');
    expect(prints).toContain('<link rel="icon" href="/objects/uploads/favicon-test.png" />');
    expect(prints).not.toContain('/favicon.svg');
    expect(prints).toContain('<meta property="og:site_name" content="Tide Studio" />');
  });
});
