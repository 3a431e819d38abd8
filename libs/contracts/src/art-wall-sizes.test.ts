import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ARTWORK_SIZE_CM,
  artworkPixelWidth,
  artworkSizeOnWall,
  describeArtworkSize,
  parseArtworkDimensions,
  placementInPicture,
} from './art-wall-sizes.js';
import { compositionInputSchema } from './art-wall.js';

describe('parseArtworkDimensions', () => {
  it.each([
    ['24 x 36 in', 60.96, 91.44],
    ['24x36"', 60.96, 91.44],
    ['24" x 36"', 60.96, 91.44],
    ['24 × 36 inches', 60.96, 91.44],
    ['24 by 36 in', 60.96, 91.44],
    ['60 x 90 cm', 60, 90],
    ['60x90cm', 60, 90],
    ['600 x 900 mm', 60, 90],
    ['24 x 36 x 1.5 in', 60.96, 91.44],
    ['1.25 x 1.25 in', 3.18, 3.18],
    ['40,5 x 50 cm', 40.5, 50],
    ['2 x 3 ft', 60.96, 91.44],
    // No unit: inches, the unit of the shop's sizes.
    ['16x20', 40.64, 50.8],
  ])('reads %s', (text, widthCm, heightCm) => {
    expect(parseArtworkDimensions(text)).toEqual({ widthCm, heightCm });
  });

  it.each([null, '', 'Large', 'about two feet', '24 in', '0 x 10 cm', '50000 x 10 cm', '24 x 36 parsecs'])('cannot read %j', (text) => {
    expect(parseArtworkDimensions(text)).toBeNull();
  });

  it('hangs an artwork it cannot read at the default size and says so', () => {
    expect(artworkSizeOnWall('Various')).toEqual({ ...DEFAULT_ARTWORK_SIZE_CM, known: false });
    expect(artworkSizeOnWall('60 x 90 cm')).toEqual({ widthCm: 60, heightCm: 90, known: true });
  });
});

describe('drawing to scale', () => {
  const livingRoom = { wallWidthCm: 480, wallLeft: 0, wallTop: 0, wallRight: 1, wallBottom: 0.72 };
  const canvas = parseArtworkDimensions('24 x 36 in')!;

  it('draws a 24x36 in canvas as 61/480 of a wall spanning the picture', () => {
    const at = placementInPicture(livingRoom, canvas, { x: 0.5, y: 0.5, size: 1, rotation: 0 });
    expect(at.widthPct).toBeCloseTo(12.7, 2);
    expect(at.leftPct).toBeCloseTo(50);
    // The wall's middle, not the picture's: the wall ends at 72% of the height.
    expect(at.topPct).toBeCloseTo(36);
  });

  it('follows the Size slider and a wall that covers part of the picture', () => {
    const narrowWall = { wallWidthCm: 300, wallLeft: 0.2, wallTop: 0.1, wallRight: 0.8, wallBottom: 0.6 };
    const at = placementInPicture(narrowWall, { widthCm: 60, heightCm: 90 }, { x: 0, y: 1, size: 2, rotation: 15 });
    expect(at.widthPct).toBeCloseTo(24); // 60/300 of a wall 60% wide, doubled
    expect(at.leftPct).toBeCloseTo(20);
    expect(at.topPct).toBeCloseTo(60);
  });

  it('gives the pixel width on a rendered wall: artwork cm / wall cm × wall px', () => {
    expect(artworkPixelWidth(canvas, 480, 960)).toBeCloseTo(121.92);
    expect(artworkPixelWidth(canvas, 480, 960, 0.5)).toBeCloseTo(60.96);
  });

  it('describes the size hung in both units', () => {
    expect(describeArtworkSize(canvas)).toBe('61 × 91 cm (24 × 36 in)');
    expect(describeArtworkSize(canvas, 1.5)).toBe('91 × 137 cm (36 × 54 in)');
  });
});

describe('compositionInputSchema', () => {
  const artwork = { productId: '5d7f4c3e-9a51-4f0e-8d2c-1b6a3e9f0c21', x: 0.5, y: 0.4, size: 1, rotation: 0 };
  const wall = { name: 'Above the sofa', roomBackgroundId: '0b9e7a52-3c1d-4e6f-9a8b-7c6d5e4f3a21', artworks: [artwork] };

  it('takes a wall and keeps it private unless shared', () => {
    expect(compositionInputSchema.parse(wall)).toEqual({ ...wall, isPublic: false });
  });

  it.each([
    [{ name: '  ' }, 'Please give your wall a name'],
    [{ name: 'x'.repeat(81) }, 'Name is too long (at most 80 characters)'],
    [{ artworks: [] }, 'Place at least one artwork on the wall before saving'],
    [{ artworks: Array.from({ length: 21 }, () => artwork) }, 'A wall holds at most 20 artworks'],
    [{ artworks: [{ ...artwork, x: 1.2 }] }, 'Position x must be on the wall (between 0 and 1)'],
    [{ artworks: [{ ...artwork, size: 5 }] }, 'Size must be between 25% and 300%'],
    [{ artworks: [{ ...artwork, rotation: 400 }] }, 'Rotation must be between -180° and 180°'],
    [{ artworks: [{ ...artwork, productId: 'nope' }] }, 'Not a valid id'],
  ])('refuses %j', (change, message) => {
    const result = compositionInputSchema.safeParse({ ...wall, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
