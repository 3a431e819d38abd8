import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentRpc, ROOM_IN_USE_MESSAGE, type RoomBackground } from '@artshop/contracts';
import { CALLERS, ServiceTestbed } from '@artshop/testing';

// The back office's Art Wall Rooms screen and the art wall's picker, against content alone (the demo
// rooms seeded). Who may call which route is the gateway's (tests/site-content.test.ts checks it there).
let content: ServiceTestbed<'content'>;

beforeAll(async () => {
  content = await ServiceTestbed.start('content', { seed: true });
});

afterAll(async () => {
  await content?.close();
});

const STUDIO = { name: 'Studio Loft', imageUrl: '/objects/uploads/loft.webp', roomType: 'office', wallWidthCm: '520' };

const create = (room: Record<string, unknown>) => content.call(ContentRpc.createRoomBackground, room as never, CALLERS.admin);
const adminList = () => content.call(ContentRpc.listAllRoomBackgrounds, {}, CALLERS.admin);
const picker = () => content.call(ContentRpc.listRoomBackgrounds, {});
const names = (rooms: RoomBackground[]) => rooms.map((room) => room.name);

describe('art wall rooms', () => {
  it('adds a room at the end of the picker, its wall to scale; a switched-off room leaves the picker only', async () => {
    const before = await picker();
    const room = await create(STUDIO);
    expect(room).toMatchObject({
      name: 'Studio Loft',
      description: null,
      imageUrl: '/objects/uploads/loft.webp',
      roomType: 'office',
      wallWidthCm: 520,
      wallColor: '#ffffff',
      isActive: true,
      isDefault: false,
      wallLeft: 0,
      wallTop: 0,
      wallRight: 1,
      wallBottom: 0.72,
    });
    expect(await picker()).toEqual([...before, room]);

    const off = await content.call(ContentRpc.updateRoomBackground, { id: room.id, isActive: false }, CALLERS.admin);
    expect(off).toEqual({ ...room, isActive: false });
    expect(names(await picker())).not.toContain('Studio Loft');
    expect(await adminList()).toContainEqual(off);
  });

  it('says what is wrong under each field and saves nothing', async () => {
    const count = (await adminList()).length;
    expect(
      await content.refusal(ContentRpc.createRoomBackground, { name: ' ', imageUrl: '', roomType: 'office', wallWidthCm: 400 } as never, CALLERS.admin),
    ).toMatchObject({
      status: 400,
      errors: { name: 'Please give the room a name', imageUrl: 'Please upload a photo of the wall' },
    });
    expect(await content.refusal(ContentRpc.createRoomBackground, { ...STUDIO, wallWidthCm: '20' } as never, CALLERS.admin)).toMatchObject({
      status: 400,
      errors: { wallWidthCm: 'The wall width must be a whole number of centimetres from 50 to 5000' },
    });
    expect(
      await content.refusal(ContentRpc.createRoomBackground, { ...STUDIO, imageUrl: 'http://example.com/wall.jpg' } as never, CALLERS.admin),
    ).toMatchObject({
      status: 400,
      errors: { imageUrl: 'An image must be one uploaded to the shop (/objects/…) or a web address starting with https://' },
    });
    expect(await content.refusal(ContentRpc.createRoomBackground, { ...STUDIO, roomType: 'garage' } as never, CALLERS.admin)).toMatchObject({ status: 400 });
    expect(await content.refusal(ContentRpc.createRoomBackground, { ...STUDIO, wallLeft: 0.8, wallRight: 0.2 } as never, CALLERS.admin)).toMatchObject({
      status: 400,
    });
    expect((await adminList()).length).toBe(count);
  });

  it('keeps one default room: choosing another takes the mark from the first', async () => {
    const room = await create({ ...STUDIO, name: 'Sunroom', isDefault: true });
    expect((await adminList()).filter((each) => each.isDefault).map((each) => each.id)).toEqual([room.id]);
  });

  it('saves a new order of every room, and refuses one that leaves a room out', async () => {
    const rooms = await adminList();
    const reversed = [...rooms].reverse().map((room) => room.id);
    const saved = await content.call(ContentRpc.reorderRoomBackgrounds, { roomIds: reversed }, CALLERS.admin);
    expect(saved.map((room) => room.id)).toEqual(reversed);
    expect(names(await picker())).toEqual(names(saved.filter((room) => room.isActive)));

    expect(await content.refusal(ContentRpc.reorderRoomBackgrounds, { roomIds: reversed.slice(1) }, CALLERS.admin)).toMatchObject({
      status: 400,
      message: 'The new order must list every room exactly once',
    });
    expect((await adminList()).map((room) => room.id)).toEqual(reversed);
  });

  it('deletes a room no one saved a wall in, and keeps one with saved walls', async () => {
    const unused = await create({ ...STUDIO, name: 'Guest Room' });
    await content.call(ContentRpc.deleteRoomBackground, { id: unused.id }, CALLERS.admin);
    expect(names(await adminList())).not.toContain('Guest Room');
    expect((await content.refusal(ContentRpc.deleteRoomBackground, { id: unused.id }, CALLERS.admin)).status).toBe(404);

    const used = await create({ ...STUDIO, name: 'Hallway' });
    await content.query(`INSERT INTO art_wall_simulations (user_id, name, room_background_id, artworks) VALUES (gen_random_uuid(), 'Mine', $1, '[]')`, [
      used.id,
    ]);
    expect(await content.refusal(ContentRpc.deleteRoomBackground, { id: used.id }, CALLERS.admin)).toMatchObject({ status: 409, message: ROOM_IN_USE_MESSAGE });
    expect(names(await adminList())).toContain('Hallway');
  });
});
