import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentRpc, type RoomBackground } from '@artshop/contracts';
import { CALLERS, ServiceTestbed } from '@artshop/testing';

// Art wall compositions against content alone (ServiceTestbed, the demo rooms seeded). The catalog is not
// running here: a wall whose artworks must be checked answers 503 and saves nothing, while what needs no
// catalog (reading, sharing, renaming, deleting) works. tests/site-content.test.ts covers the whole shop.
let content: ServiceTestbed<'content'>;
let rooms: RoomBackground[];
const owner = CALLERS.customer();
const stranger = CALLERS.customer();

beforeAll(async () => {
  content = await ServiceTestbed.start('content', { seed: true });
  rooms = await content.call(ContentRpc.listRoomBackgrounds, {});
});

afterAll(async () => {
  await content?.close();
});

const ARTWORKS = [{ productId: randomUUID(), x: 0.25, y: 0.5, size: 1.2, rotation: 3 }];

/** A composition as saving one leaves it (the catalog having accepted its artworks). */
async function stored(isPublic: boolean, userId = owner.userId!): Promise<string> {
  const [row] = await content.query<{ id: string }>(
    `INSERT INTO art_wall_simulations (user_id, name, room_background_id, artworks, is_public) VALUES ($1, 'Stairwell', $2, $3, $4) RETURNING id`,
    [userId, rooms[0]!.id, JSON.stringify(ARTWORKS), isPublic],
  );
  return row!.id;
}

describe('rooms', () => {
  it('carry the real width of their wall and where it is in the picture', () => {
    expect(rooms.map((room) => [room.name, room.wallWidthCm])).toEqual([
      ['Living Room', 480],
      ['Bedroom', 400],
      ['Home Office', 340],
      ['Dining Room', 400],
    ]);
    expect(rooms.every((room) => room.wallTop === 0 && room.wallBottom === 0.72 && room.wallLeft === 0 && room.wallRight === 1)).toBe(true);
  });
});

describe('compositions', () => {
  it('cannot be saved while the catalog cannot vouch for the artworks: 503, nothing stored', async () => {
    const refusal = await content.refusal(ContentRpc.createArtWallComposition, { name: 'Hall', roomBackgroundId: rooms[0]!.id, artworks: ARTWORKS }, owner);
    expect(refusal.status).toBe(503);
    expect(await content.query(`SELECT 1 FROM art_wall_simulations WHERE name = 'Hall'`)).toHaveLength(0);
  });

  it('are refused to a caller without an account', async () => {
    const id = await stored(true);
    expect((await content.refusal(ContentRpc.listArtWallCompositions, {}, CALLERS.visitor)).status).toBe(401);
    expect((await content.refusal(ContentRpc.updateArtWallComposition, { id, name: 'Mine now' }, CALLERS.visitor)).status).toBe(401);
  });

  it('are read by their owner, and by others only when shared', async () => {
    const hidden = await stored(false);
    const shared = await stored(true);
    expect(await content.call(ContentRpc.getArtWallComposition, { id: hidden }, owner)).toMatchObject({ isOwn: true, artworks: ARTWORKS });
    expect(await content.refusal(ContentRpc.getArtWallComposition, { id: hidden }, stranger)).toMatchObject({ status: 404, message: 'Composition not found' });
    expect(await content.call(ContentRpc.getArtWallComposition, { id: shared }, CALLERS.visitor)).toMatchObject({ isOwn: false, name: 'Stairwell' });
    const mine = await content.call(ContentRpc.listArtWallCompositions, {}, owner);
    expect(mine.map((composition) => composition.id)).toEqual(expect.arrayContaining([hidden, shared]));
    expect(await content.call(ContentRpc.listArtWallCompositions, {}, stranger)).toEqual([]);
  });

  it('are shared, renamed and deleted by their owner only', async () => {
    const id = await stored(false);
    expect(await content.refusal(ContentRpc.updateArtWallComposition, { id, isPublic: true }, stranger)).toMatchObject({ status: 404 });
    expect(await content.refusal(ContentRpc.deleteArtWallComposition, { id }, stranger)).toMatchObject({ status: 404 });

    // The same artworks: nothing to ask the catalog, so this works with the catalog away.
    const shared = await content.call(ContentRpc.updateArtWallComposition, { id, isPublic: true, name: '  Landing  ' }, owner);
    expect(shared).toMatchObject({ isPublic: true, name: 'Landing', artworks: ARTWORKS });
    expect(await content.refusal(ContentRpc.updateArtWallComposition, { id, name: '' }, owner)).toMatchObject({
      status: 400,
      message: 'Please give your wall a name',
    });
    expect(await content.refusal(ContentRpc.updateArtWallComposition, { id, roomBackgroundId: randomUUID() }, owner)).toMatchObject({
      status: 400,
      message: 'Please choose one of the rooms',
    });

    expect(await content.call(ContentRpc.deleteArtWallComposition, { id }, owner)).toBeNull();
    expect(await content.query(`SELECT 1 FROM art_wall_simulations WHERE id = $1`, [id])).toHaveLength(0);
  });
});
