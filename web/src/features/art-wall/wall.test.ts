import { describe, expect, it } from 'vitest';
import type { ArtWallComposition } from '@artshop/contracts';
import {
  DRAFT_KEY,
  libraryPagePath,
  libraryProducts,
  readDraft,
  roomOf,
  startingWall,
  wallArtworks,
  wallFromArtworks,
  wallReducer,
  writeDraft,
  type WallState,
} from './wall';

const empty = wallFromArtworks('room-1', []);
const add = (state: WallState, productId: string) => wallReducer(state, { type: 'add', productId });

describe('the wall', () => {
  it('selects an artwork as it is placed, and each new one lands beside the last', () => {
    const one = add(empty, 'p1');
    const two = add(one, 'p2');
    expect(two.selected).toBe(two.artworks[1]!.key);
    expect(two.artworks.map((artwork) => artwork.productId)).toEqual(['p1', 'p2']);
    expect(two.artworks[1]!.x).toBeGreaterThan(two.artworks[0]!.x);
  });

  it('deselects the artwork it removes, and keeps another selection', () => {
    const wall = add(add(empty, 'p1'), 'p2');
    const [first, second] = wall.artworks;
    expect(wallReducer(wall, { type: 'remove', key: second!.key }).selected).toBeNull();
    const firstSelected = wallReducer(wall, { type: 'select', key: first!.key });
    expect(wallReducer(firstSelected, { type: 'remove', key: second!.key }).selected).toBe(first!.key);
  });

  it('keeps artworks on the wall and sizes and rotations in range', () => {
    const wall = add(empty, 'p1');
    const key = wall.artworks[0]!.key;
    const moved = wallReducer(wall, { type: 'moveBy', key, dx: 5, dy: -5 });
    expect(moved.artworks[0]).toMatchObject({ x: 1, y: 0 });
    expect(wallReducer(wall, { type: 'size', key, size: 9 }).artworks[0]!.size).toBe(3);
    expect(wallReducer(wall, { type: 'size', key, size: 0.1 }).artworks[0]!.size).toBe(0.25);
    expect(wallReducer(wall, { type: 'rotation', key, rotation: 999 }).artworks[0]!.rotation).toBe(180);
  });

  it('resets size and rotation, and Clear Wall empties it', () => {
    let wall = add(empty, 'p1');
    const key = wall.artworks[0]!.key;
    wall = wallReducer(wallReducer(wall, { type: 'size', key, size: 2 }), { type: 'rotation', key, rotation: 30 });
    expect(wallReducer(wall, { type: 'reset', key }).artworks[0]).toMatchObject({ size: 1, rotation: 0 });
    expect(wallReducer(wall, { type: 'clear' })).toMatchObject({ artworks: [], selected: null });
  });

  it('holds at most 20 artworks', () => {
    let wall = empty;
    for (let index = 0; index < 25; index++) wall = add(wall, `p${index}`);
    expect(wall.artworks).toHaveLength(20);
  });

  it('saves artworks without their keys', () => {
    expect(wallArtworks(add(empty, 'p1'))).toEqual([{ productId: 'p1', x: 0.2, y: 0.45, size: 1, rotation: 0 }]);
  });
});

describe('rooms and the library', () => {
  const rooms = [
    { id: 'a', isDefault: false },
    { id: 'b', isDefault: true },
  ] as never[];
  it('shows the wall’s room, else the first default room, else the first', () => {
    expect(roomOf(rooms, 'a')).toMatchObject({ id: 'a' });
    expect(roomOf(rooms, null)).toMatchObject({ id: 'b' });
    expect(roomOf(rooms, 'gone')).toMatchObject({ id: 'b' });
  });

  it('offers the works of the pages read that have a picture, in their order', () => {
    const page = (from: number) =>
      Array.from({ length: 4 }, (_, index) => ({ id: `p${from + index}`, images: from + index === 1 ? [] : ['/x.webp'] })) as never[];
    expect(libraryProducts([page(0), page(4)]).map((product: { id: string }) => product.id)).toEqual(['p0', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']);
  });

  it('reads the library a page of works on sale at a time, searched by the server', () => {
    expect(libraryPagePath('', 1)).toBe('/api/products/page?status=active&pageSize=8');
    expect(libraryPagePath('  tidal memory ', 3)).toBe('/api/products/page?q=tidal+memory&status=active&pageSize=8&page=3');
  });
});

describe('the draft kept in the tab', () => {
  const store = () => {
    const items = new Map<string, string>();
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
  };
  const artwork = { productId: 'p1', x: 0.2, y: 0.3, size: 1.5, rotation: 10 };

  it('reads back what was written, and ignores what does not read', () => {
    const storage = store();
    writeDraft(storage, { roomId: 'r', artworks: [artwork], compositionId: null, name: '' });
    expect(readDraft(storage)).toEqual({ roomId: 'r', artworks: [artwork], compositionId: null, name: '' });
    storage.items.set(DRAFT_KEY, '{not json');
    expect(readDraft(storage)).toBeNull();
    storage.items.set(DRAFT_KEY, JSON.stringify({ artworks: [{ productId: 'p1', x: 'left' }] }));
    expect(readDraft(storage)?.artworks).toEqual([]);
  });

  const composition = {
    id: 'c1',
    name: 'Saved',
    roomBackgroundId: 'r2',
    artworks: [{ ...artwork, x: 0.9 }],
    isPublic: true,
    isOwn: true,
  } as ArtWallComposition;

  it('opens a shared composition as it was saved, whatever the tab holds', () => {
    const draft = { roomId: 'r', artworks: [artwork], compositionId: 'c1', name: 'Edited' };
    expect(startingWall({ ...composition, isOwn: false }, draft).wall.artworks[0]!.x).toBe(0.9);
  });

  it('keeps unsaved changes to one’s own composition across a reload', () => {
    const draft = { roomId: 'r', artworks: [artwork], compositionId: 'c1', name: 'Edited' };
    expect(startingWall(composition, draft)).toMatchObject({ name: 'Edited', wall: { roomId: 'r' } });
    expect(startingWall(composition, { ...draft, compositionId: 'other' })).toMatchObject({ name: 'Saved', wall: { roomId: 'r2' } });
    expect(startingWall(undefined, draft).wall.artworks).toHaveLength(1);
  });
});
