import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArtWallComposition, Product, RoomBackground } from '@artshop/contracts';
import { ApiClient, TestSystem, pageReads, registerCustomer } from '@artshop/testing';

// Art wall compositions through the gateway: a customer saves, finds, changes and shares their own
// wall; nobody else may change it, a private one is not found by anyone else, and a shared one opens
// read-only for anyone with its link. The rooms carry their real wall width for drawing to scale.
let system: TestSystem;
let base: string;
let owner: ApiClient;
let other: ApiClient;
let visitor: ApiClient;
let rooms: RoomBackground[];
let products: Product[];

async function customer(email: string): Promise<ApiClient> {
  const api = new ApiClient(base);
  const registered = await registerCustomer(system, api, { email, password: 'correct horse battery', firstName: 'Wren', lastName: 'Hale' });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  return api;
}

beforeAll(async () => {
  system = await TestSystem.start({ seed: true });
  base = system.baseUrl;
  visitor = new ApiClient(base);
  [owner, other] = await Promise.all([customer('wall-owner@example.com'), customer('wall-neighbour@example.com')]);
  rooms = (await visitor.get('/api/room-backgrounds')).body as RoomBackground[];
  products = (await visitor.get('/api/products')).body as Product[];
});

afterAll(async () => {
  await system?.close();
});

const wall = () => ({
  name: 'Above the sofa',
  roomBackgroundId: rooms[0]!.id,
  artworks: [
    { productId: products[0]!.id, x: 0.3, y: 0.4, size: 1, rotation: 0 },
    { productId: products[1]!.id, x: 0.7, y: 0.35, size: 1.5, rotation: -5 },
  ],
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
    const leaving = await customer('wall-leaver@example.com');
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
