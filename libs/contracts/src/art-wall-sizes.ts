/*
 * The art wall's sizes: an artwork's real size read from the product's free-text dimensions, and where
 * it is drawn over a room's picture, to scale against the room's known wall width; the limits and
 * messages of a saved composition (art-wall.ts checks them with zod). Free of zod: the simulator uses it.
 */

/** How many artworks one wall holds. */
export const ART_WALL_MAX_ARTWORKS = 20;
/** The Size slider: a share of the artwork's real size (1 is its real size). */
export const ART_WALL_SIZE_MIN = 0.25;
export const ART_WALL_SIZE_MAX = 3;
/** The Rotation slider, in degrees. */
export const ART_WALL_ROTATION_LIMIT = 180;
export const ART_WALL_NAME_MAX = 80;

export const COMPOSITION_NAME_REQUIRED_MESSAGE = 'Please give your wall a name';
export const COMPOSITION_NOT_FOUND_MESSAGE = 'Composition not found';
export const COMPOSITION_ROOM_MESSAGE = 'Please choose one of the rooms';
export const COMPOSITION_PRODUCT_MESSAGE = 'One of the artworks is no longer in the shop; please remove it and save again';

/** The share link of a composition: the simulator's own page, which opens it read-only for anyone but its owner. */
export function compositionSharePath(id: string): string {
  return `/art-wall?composition=${encodeURIComponent(id)}`;
}

/** An artwork whose dimensions cannot be read hangs at 24 x 30 in, a common canvas, and the simulator says so. */
export const DEFAULT_ARTWORK_SIZE_CM = { widthCm: 60.96, heightCm: 76.2 } as const;

const CM_PER_UNIT = { in: 2.54, cm: 1, mm: 0.1, ft: 30.48, m: 100 } as const;
type Unit = keyof typeof CM_PER_UNIT;

const UNIT_WORDS: Record<string, Unit> = {
  '"': 'in',
  '”': 'in',
  "''": 'in',
  in: 'in',
  inch: 'in',
  inches: 'in',
  cm: 'cm',
  mm: 'mm',
  ft: 'ft',
  feet: 'ft',
  foot: 'ft',
  "'": 'ft',
  m: 'm',
};

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const UNIT = String.raw`(inches|inch|in|cm|mm|feet|foot|ft|m|''|"|”|')?`;
const BY = String.raw`\s*(?:x|×|by|\*)\s*`;
/** '24 x 36 in', '60x90cm', '24" x 36"', '24 × 36 × 1.5 in' (the depth is left out), '24 by 36 inches'. */
const DIMENSIONS = new RegExp(String.raw`^\s*${NUMBER}\s*${UNIT}${BY}${NUMBER}\s*${UNIT}(?:${BY}${NUMBER}\s*${UNIT})?\s*\.?\s*$`, 'i');

export interface ArtworkSize {
  widthCm: number;
  heightCm: number;
}

/**
 * An artwork's width and height in centimetres from its dimensions as the artist wrote them (width
 * first, as the shop's sizes are written), or null when they cannot be read. A size with no unit is in
 * inches, the unit of the shop's pricing tiers; a unit given once, at the end, applies to both sides.
 */
export function parseArtworkDimensions(text: string | null | undefined): ArtworkSize | null {
  if (!text) return null;
  const match = DIMENSIONS.exec(text.trim());
  if (!match) return null;
  const [, first, firstUnit, second, secondUnit, , depthUnit] = match;
  const unitOf = (word: string | undefined): Unit | undefined => (word ? UNIT_WORDS[word.toLowerCase()] : undefined);
  const last = unitOf(depthUnit) ?? unitOf(secondUnit);
  const widthUnit = unitOf(firstUnit) ?? last ?? 'in';
  const heightUnit = unitOf(secondUnit) ?? last ?? widthUnit;
  const width = Number(first!.replace(',', '.')) * CM_PER_UNIT[widthUnit];
  const height = Number(second!.replace(',', '.')) * CM_PER_UNIT[heightUnit];
  // Nothing hangs on a wall that is under a centimetre or over ten metres: such a text is a typo.
  if (!(width >= 1 && height >= 1 && width <= 1000 && height <= 1000)) return null;
  return { widthCm: round(width), heightCm: round(height) };
}

/** The size an artwork is hung at: its own when its dimensions read, else the default, and which of the two. */
export function artworkSizeOnWall(dimensions: string | null | undefined): ArtworkSize & { known: boolean } {
  const size = parseArtworkDimensions(dimensions);
  return size ? { ...size, known: true } : { ...DEFAULT_ARTWORK_SIZE_CM, known: false };
}

/** Where the wall is in a room's picture, as fractions of the picture (0 top/left, 1 bottom/right), and how wide it really is. */
export interface RoomWall {
  wallWidthCm: number;
  wallLeft: number;
  wallTop: number;
  wallRight: number;
  wallBottom: number;
}

/** A placed artwork: its centre as fractions of the wall, its Size (1 = real size) and rotation in degrees. */
export interface WallPlacement {
  x: number;
  y: number;
  size: number;
  rotation: number;
}

/**
 * Where an artwork is drawn, in percent of the room's picture: the centre (left, top) and the width. Its
 * width is its real width over the wall's real width, times the wall's share of the picture: a 24 in
 * (61 cm) canvas on a 480 cm wall spanning the whole picture is 12.7% of it. The height follows from the
 * artwork's own proportions.
 */
export function placementInPicture(room: RoomWall, artwork: ArtworkSize, placement: WallPlacement): { leftPct: number; topPct: number; widthPct: number } {
  const wallWidth = room.wallRight - room.wallLeft;
  const wallHeight = room.wallBottom - room.wallTop;
  return {
    leftPct: (room.wallLeft + placement.x * wallWidth) * 100,
    topPct: (room.wallTop + placement.y * wallHeight) * 100,
    widthPct: (artwork.widthCm / room.wallWidthCm) * wallWidth * placement.size * 100,
  };
}

/** An artwork's width in pixels on a wall drawn `wallPixels` wide: artwork cm / wall cm × wall px × Size. */
export function artworkPixelWidth(artwork: ArtworkSize, wallWidthCm: number, wallPixels: number, size = 1): number {
  return (artwork.widthCm / wallWidthCm) * wallPixels * size;
}

/** '61 × 91 cm (24 × 36 in)': what the simulator says about an artwork's size at a given Size. */
export function describeArtworkSize(artwork: ArtworkSize, size = 1): string {
  const w = artwork.widthCm * size;
  const h = artwork.heightCm * size;
  const inches = (cm: number) => trim(cm / 2.54);
  return `${Math.round(w)} × ${Math.round(h)} cm (${inches(w)} × ${inches(h)} in)`;
}

/** Keeps a number inside [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function trim(value: number): string {
  return String(Math.round(value * 10) / 10);
}
