import {
  ART_WALL_MAX_ARTWORKS,
  ART_WALL_ROTATION_LIMIT,
  ART_WALL_SIZE_MAX,
  ART_WALL_SIZE_MIN,
  CATALOG_STOREFRONT_ROUTES,
  clamp,
  type ArtWallComposition,
  type Product,
  type RoomBackground,
  type WallArtwork,
} from '@artshop/contracts';

/** An artwork on the wall; `key` tells apart two copies of the same artwork. */
export interface PlacedArtwork extends WallArtwork {
  key: string;
}

/** The simulator's wall: the room, what hangs on it, which one is selected. */
export interface WallState {
  roomId: string | null;
  artworks: PlacedArtwork[];
  selected: string | null;
  nextKey: number;
}

export type WallAction =
  | { type: 'room'; roomId: string }
  | { type: 'add'; productId: string }
  | { type: 'select'; key: string | null }
  | { type: 'move'; key: string; x: number; y: number }
  | { type: 'moveBy'; key: string; dx: number; dy: number }
  | { type: 'size'; key: string; size: number }
  | { type: 'rotation'; key: string; rotation: number }
  | { type: 'reset'; key: string }
  | { type: 'remove'; key: string }
  | { type: 'clear' };

/** How far one arrow key press moves an artwork (a share of the wall), and one +/- press resizes it. */
export const KEY_STEP = 0.01;
export const KEY_STEP_LARGE = 0.05;
export const SIZE_STEP = 0.05;

export function wallFromArtworks(roomId: string | null, artworks: readonly WallArtwork[]): WallState {
  return {
    roomId,
    artworks: artworks.map((artwork, index) => ({ ...artwork, key: `a${index}` })),
    selected: null,
    nextKey: artworks.length,
  };
}

/** What a composition saves: the artworks without their keys. */
export function wallArtworks(state: WallState): WallArtwork[] {
  return state.artworks.map(({ productId, x, y, size, rotation }) => ({ productId, x, y, size, rotation }));
}

function update(state: WallState, key: string, change: (artwork: PlacedArtwork) => Partial<WallArtwork>): WallState {
  return { ...state, artworks: state.artworks.map((artwork) => (artwork.key === key ? { ...artwork, ...change(artwork) } : artwork)) };
}

const onWall = (value: number) => clamp(value, 0, 1);
const sized = (value: number) => clamp(Math.round(value * 100) / 100, ART_WALL_SIZE_MIN, ART_WALL_SIZE_MAX);

export function wallReducer(state: WallState, action: WallAction): WallState {
  switch (action.type) {
    case 'room':
      return { ...state, roomId: action.roomId };
    case 'add': {
      if (state.artworks.length >= ART_WALL_MAX_ARTWORKS) return state;
      // New artworks go left to right across the wall, a fifth of it apart, so the next does not cover the last.
      const key = `a${state.nextKey}`;
      const artwork: PlacedArtwork = { key, productId: action.productId, x: 0.2 + (state.artworks.length % 5) * 0.15, y: 0.45, size: 1, rotation: 0 };
      return { ...state, artworks: [...state.artworks, artwork], selected: key, nextKey: state.nextKey + 1 };
    }
    case 'select':
      return { ...state, selected: action.key };
    case 'move':
      return update(state, action.key, () => ({ x: onWall(action.x), y: onWall(action.y) }));
    case 'moveBy':
      return update(state, action.key, (artwork) => ({ x: onWall(artwork.x + action.dx), y: onWall(artwork.y + action.dy) }));
    case 'size':
      return update(state, action.key, () => ({ size: sized(action.size) }));
    case 'rotation':
      return update(state, action.key, () => ({ rotation: clamp(Math.round(action.rotation), -ART_WALL_ROTATION_LIMIT, ART_WALL_ROTATION_LIMIT) }));
    case 'reset':
      return update(state, action.key, () => ({ size: 1, rotation: 0 }));
    case 'remove':
      return {
        ...state,
        artworks: state.artworks.filter((artwork) => artwork.key !== action.key),
        selected: state.selected === action.key ? null : state.selected,
      };
    case 'clear':
      return { ...state, artworks: [], selected: null };
  }
}

/** The room shown: the wall's own if it still exists, else the first default room, else the first. */
export function roomOf(rooms: readonly RoomBackground[], roomId: string | null): RoomBackground | undefined {
  return rooms.find((room) => room.id === roomId) ?? rooms.find((room) => room.isDefault) ?? rooms[0];
}

/** How many works the artwork library reads at a time ('Load more' reads the next as many). */
const LIBRARY_PAGE_SIZE = 8;

/**
 * The address of a page of the artwork library: the shop's works on sale, newest first, searched by
 * the server (name or description), so the library costs the same however large the shop grows.
 */
export function libraryPagePath(search: string, page: number): string {
  const params = new URLSearchParams();
  if (search.trim()) params.set('q', search.trim());
  params.set('status', 'active');
  params.set('pageSize', String(LIBRARY_PAGE_SIZE));
  if (page > 1) params.set('page', String(page));
  return `${CATALOG_STOREFRONT_ROUTES.productPage.path}?${params.toString()}`;
}

/** What the library offers from the pages it read: the works with a picture (one without has nothing to hang), in their order. */
export function libraryProducts(pages: readonly (readonly Product[])[]): Product[] {
  return pages.flat().filter((product) => product.images.length > 0);
}

/** The wall kept in this tab while its visitor signs in or reloads, and which saved composition it is, if any. */
export interface WallDraft {
  roomId: string | null;
  artworks: WallArtwork[];
  compositionId: string | null;
  name: string;
}

export const DRAFT_KEY = 'artshop.art-wall.draft';

export function readDraft(storage: Pick<Storage, 'getItem'> | undefined): WallDraft | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(DRAFT_KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const draft = value as Partial<WallDraft>;
    if (!Array.isArray(draft.artworks)) return null;
    const artworks = draft.artworks.filter(
      (artwork): artwork is WallArtwork =>
        typeof artwork === 'object' &&
        typeof artwork.productId === 'string' &&
        [artwork.x, artwork.y, artwork.size, artwork.rotation].every((number) => typeof number === 'number' && Number.isFinite(number)),
    );
    return {
      roomId: typeof draft.roomId === 'string' ? draft.roomId : null,
      artworks: artworks.slice(0, ART_WALL_MAX_ARTWORKS),
      compositionId: typeof draft.compositionId === 'string' ? draft.compositionId : null,
      name: typeof draft.name === 'string' ? draft.name : '',
    };
  } catch {
    // A draft that does not read (another version's, edited by hand) is simply not restored.
    return null;
  }
}

export function writeDraft(storage: Pick<Storage, 'setItem'> | undefined, draft: WallDraft): void {
  try {
    storage?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the wall still works, it is just not kept.
  }
}

/**
 * The wall the editor starts with: a composition opened by its link, unless this tab holds unsaved
 * changes to that same composition; otherwise this tab's draft; otherwise an empty wall.
 */
export function startingWall(composition: ArtWallComposition | undefined, draft: WallDraft | null): { wall: WallState; name: string } {
  if (composition && (!composition.isOwn || draft?.compositionId !== composition.id)) {
    return { wall: wallFromArtworks(composition.roomBackgroundId, composition.artworks), name: composition.name };
  }
  if (draft && (!composition || draft.compositionId === composition.id)) return { wall: wallFromArtworks(draft.roomId, draft.artworks), name: draft.name };
  return { wall: wallFromArtworks(null, []), name: '' };
}
