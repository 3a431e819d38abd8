import { PRESET_SIZES, type DemoCategory, type DemoPricingTier, type DemoProduct, type DemoTag, type PresetSize } from './types.js';

function dollars(amounts: readonly number[]): Record<PresetSize, number> {
  return Object.fromEntries(PRESET_SIZES.map((size, i) => [size, amounts[i]! * 100])) as Record<PresetSize, number>;
}

/** What the admin fills in for a Print tier of a preset size, in cents. */
export const PRINT_PRICES: Readonly<Record<PresetSize, number>> = dollars([185, 225, 200, 275, 250, 350, 300, 400, 375, 425]);

/** What the admin fills in for a Canvas Print tier of a preset size, in cents. */
export const CANVAS_PRINT_PRICES: Readonly<Record<PresetSize, number>> = dollars([300, 375, 350, 400, 375, 500, 450, 600, 550, 650]);

export const CATEGORIES: readonly DemoCategory[] = [
  {
    slug: 'originals',
    name: 'Originals',
    description: 'One-of-a-kind paintings on canvas, linen and panel, each signed and shipped with a certificate of authenticity.',
    isActive: true,
    isFeatured: true,
    sortOrder: 0,
  },
  {
    slug: 'prints',
    name: 'Prints',
    description: 'Archival giclée prints and gallery-wrapped canvases, made in small runs and checked by hand before they leave the studio.',
    isActive: true,
    isFeatured: true,
    sortOrder: 1,
  },
  {
    slug: 'small-works',
    name: 'Small Works',
    description: 'Studies and small paintings from the edges of each series: a good place to start a collection.',
    isActive: true,
    isFeatured: false,
    sortOrder: 2,
  },
  {
    slug: 'accessories',
    name: 'Accessories',
    description: 'Totes, postcards, pins and paper goods printed with details from the paintings.',
    isActive: true,
    isFeatured: false,
    sortOrder: 3,
  },
];

export const TAGS: readonly DemoTag[] = [
  { slug: 'abstract', name: 'Abstract' },
  { slug: 'texture', name: 'Texture' },
  { slug: 'blue', name: 'Blue' },
  { slug: 'gold', name: 'Gold' },
  { slug: 'large-format', name: 'Large Format' },
  { slug: 'mixed-media', name: 'Mixed Media' },
  { slug: 'minimal', name: 'Minimal' },
  { slug: 'limited-edition', name: 'Limited Edition' },
  { slug: 'warm-tones', name: 'Warm Tones' },
];

const ORIGINAL_NOTE = 'The original painting, signed and dated on the reverse, wired and ready to hang.';
const PRINT_NOTE = 'Archival pigment print on 310 gsm cotton rag paper, signed and numbered, with a 1 in white border.';
const CANVAS_NOTE = 'Gallery-wrapped canvas print on a 1.5 in stretcher, varnished and ready to hang.';
const FRAMED_NOTE = 'Archival print float-mounted in a natural white oak frame with museum glass.';

function original(slug: string, size: string, priceCents: number, stock: 0 | 1): DemoPricingTier {
  return { key: `${slug}-original`, size, priceCents, type: 'Original', stock, description: ORIGINAL_NOTE };
}

/** Paper prints are signed and numbered: a limited edition of this many per size. */
const PRINT_EDITION_SIZE = 50;

function print(slug: string, size: PresetSize, stock: number): DemoPricingTier {
  return { key: `${slug}-print-${size}`, size, priceCents: PRINT_PRICES[size], type: 'Print', stock, description: PRINT_NOTE, editionSize: PRINT_EDITION_SIZE };
}

function canvas(slug: string, size: PresetSize, stock: number): DemoPricingTier {
  return { key: `${slug}-canvas-${size}`, size, priceCents: CANVAS_PRINT_PRICES[size], type: 'Canvas Print', stock, description: CANVAS_NOTE };
}

function framed(slug: string, size: string, priceCents: number, stock: number): DemoPricingTier {
  return { key: `${slug}-framed-${size}`, size, priceCents, type: 'Framed', stock, description: FRAMED_NOTE };
}

function images(slug: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `products/${slug}-${i + 1}`);
}

type ProductDraft = Omit<DemoProduct, 'priceCents' | 'stockCount' | 'images'> & {
  imageCount: number;
  /** Only for products without tiers. */
  priceCents?: number;
  stockCount?: number;
};

function product(draft: ProductDraft): DemoProduct {
  const { imageCount, priceCents, stockCount, ...rest } = draft;
  const tiers = rest.pricingTiers;
  const originalTier = tiers.find((tier) => tier.type === 'Original');
  const price = originalTier?.priceCents ?? (tiers.length ? Math.min(...tiers.map((tier) => tier.priceCents)) : priceCents);
  // A product with tiers is sold from their stock and has none of its own.
  const stock = tiers.length ? 0 : stockCount;
  if (price === undefined || stock === undefined) throw new Error(`${rest.slug}: a product without tiers needs its own price and stock`);
  return { ...rest, priceCents: price, stockCount: stock, images: images(rest.slug, imageCount) };
}

const SIGNED_COA = 'Signed certificate of authenticity';
const CRATED = 'Corner-protected, wrapped in glassine and shipped in a custom wooden crate';
const BOXED_ORIGINAL = 'Wrapped in glassine and acid-free tissue, double-boxed with corner guards';
const ROLLED = 'Unframed prints ship flat in a rigid mailer; canvases and framed pieces double-boxed';

export const PRODUCTS: readonly DemoProduct[] = [
  // Originals
  product({
    slug: 'ember-field',
    name: 'Ember Field',
    description:
      'Layer on layer of cadmium orange and burnt umber, scraped back until the lower colours glow through like coals under ash. ' +
      'A seam of gold leaf crosses the upper third and changes with the light through the day. ' +
      'Painted over four months, it is the largest work in the Ember series.',
    shortDescription: 'Scraped-back fields of orange and umber, crossed by a seam of gold leaf.',
    categorySlug: 'originals',
    sku: 'OR-2024-001',
    status: 'active',
    isFeatured: true,
    dimensions: '36 x 48 in',
    medium: 'Acrylic and gold leaf on canvas',
    year: 2024,
    isOriginal: true,
    rarity: 'One of a kind',
    frame: 'Unframed, painted edges',
    packaging: CRATED,
    authenticity: SIGNED_COA,
    tagSlugs: ['abstract', 'texture', 'gold', 'large-format', 'warm-tones'],
    imageCount: 3,
    pricingTiers: [
      original('ember-field', '36x48', 480_000, 1),
      print('ember-field', '18x24', 25),
      print('ember-field', '36x48', 10),
      canvas('ember-field', '36x48', 8),
    ],
  }),
  product({
    slug: 'tidal-memory',
    name: 'Tidal Memory',
    description:
      'Built from washes of Prussian blue and grey, with beach sand pressed into the wet ground so the surface reads like a shoreline at low water. ' +
      'Ink lines drift across it the way the tide leaves its marks on the flats. ' +
      'The original has found its home; prints and canvases are made from a high-resolution capture of the painting.',
    shortDescription: 'Prussian blue washes and pressed sand, like a shoreline at low water.',
    categorySlug: 'originals',
    sku: 'OR-2023-004',
    status: 'active',
    isFeatured: true,
    dimensions: '48 x 48 in',
    medium: 'Acrylic, ink and sand on canvas',
    year: 2023,
    isOriginal: true,
    rarity: 'One of a kind',
    frame: 'Unframed, gallery-wrapped',
    packaging: CRATED,
    authenticity: SIGNED_COA,
    tagSlugs: ['abstract', 'blue', 'texture', 'large-format', 'mixed-media'],
    imageCount: 3,
    pricingTiers: [
      original('tidal-memory', '48x48', 620_000, 0),
      print('tidal-memory', '24x24', 30),
      print('tidal-memory', '36x36', 15),
      canvas('tidal-memory', '36x36', 10),
      canvas('tidal-memory', '48x48', 5),
    ],
  }),
  product({
    slug: 'quiet-meridian',
    name: 'Quiet Meridian',
    description:
      'A pale field of bone, fog and slate, worked in cold wax until it takes on the soft sheen of old plaster. ' +
      'A single horizon line holds the composition together without quite dividing it. ' +
      'The original is in a private collection in Boston; the prints keep the quiet of the surface remarkably well.',
    shortDescription: 'Bone, fog and slate in cold wax, held by a single horizon line.',
    categorySlug: 'originals',
    sku: 'OR-2022-003',
    status: 'active',
    isFeatured: false,
    dimensions: '30 x 30 in',
    medium: 'Oil and cold wax on panel',
    year: 2022,
    isOriginal: true,
    rarity: 'One of a kind',
    frame: 'Floating frame in natural oak',
    packaging: BOXED_ORIGINAL,
    authenticity: SIGNED_COA,
    tagSlugs: ['abstract', 'minimal', 'texture'],
    imageCount: 2,
    pricingTiers: [original('quiet-meridian', '30x30', 290_000, 0), print('quiet-meridian', '18x18', 40), print('quiet-meridian', '30x30', 12)],
  }),
  product({
    slug: 'saltmarsh-at-dusk',
    name: 'Saltmarsh at Dusk',
    description:
      'Painted after an evening walk at Scarborough Marsh, when the grasses go olive and the water holds the last of the sky. ' +
      'Graphite marks drawn into the wet paint trace the channels through the reeds. ' +
      'This painting has sold and is not available as a print.',
    shortDescription: 'Olive grasses and the last of the light, with graphite drawn into wet paint.',
    categorySlug: 'originals',
    sku: 'OR-2021-002',
    status: 'active',
    isFeatured: false,
    dimensions: '24 x 30 in',
    medium: 'Acrylic and graphite on canvas',
    year: 2021,
    isOriginal: true,
    rarity: 'One of a kind',
    frame: 'Unframed, painted edges',
    packaging: BOXED_ORIGINAL,
    authenticity: SIGNED_COA,
    tagSlugs: ['abstract', 'minimal'],
    imageCount: 2,
    pricingTiers: [original('saltmarsh-at-dusk', '24x30', 240_000, 0)],
  }),
  product({
    slug: 'cobalt-hours',
    name: 'Cobalt Hours',
    description:
      'Deep cobalt pulled across the canvas in wide, wet strokes, interrupted by bursts of ultramarine oil pastel. ' +
      'It was painted between midnight and dawn over one long week in February, and it still carries that hush. ' +
      'Hung in a room with morning light, the blues shift almost to violet.',
    shortDescription: 'Wide cobalt strokes and bursts of ultramarine pastel, painted between midnight and dawn.',
    categorySlug: 'originals',
    sku: 'OR-2025-006',
    status: 'active',
    isFeatured: false,
    dimensions: '30 x 36 in',
    medium: 'Acrylic and oil pastel on canvas',
    year: 2025,
    isOriginal: true,
    rarity: 'One of a kind',
    frame: 'Unframed, painted edges',
    packaging: CRATED,
    authenticity: SIGNED_COA,
    tagSlugs: ['abstract', 'blue', 'texture', 'mixed-media'],
    imageCount: 2,
    pricingTiers: [
      original('cobalt-hours', '30x36', 340_000, 1),
      print('cobalt-hours', '16x20', 30),
      print('cobalt-hours', '30x36', 15),
      canvas('cobalt-hours', '30x36', 10),
    ],
  }),
  product({
    slug: 'gilded-threshold',
    name: 'Gilded Threshold',
    description:
      'A doorway of warm raw linen left almost bare, framed by two soft columns of umber and a band of 23-karat gold leaf. ' +
      'The leaf is laid by hand and left slightly broken so the linen shows through. ' +
      'This painting is offered as an original only and will not be reproduced.',
    shortDescription: 'Raw linen, soft umber and a hand-laid band of 23-karat gold leaf.',
    categorySlug: 'originals',
    sku: 'OR-2025-008',
    status: 'active',
    isFeatured: true,
    dimensions: '36 x 36 in',
    medium: 'Acrylic and 23-karat gold leaf on linen',
    year: 2025,
    isOriginal: true,
    rarity: 'One of a kind',
    frame: 'Floating frame in walnut',
    packaging: CRATED,
    authenticity: SIGNED_COA,
    tagSlugs: ['abstract', 'gold', 'minimal', 'large-format'],
    imageCount: 3,
    pricingTiers: [original('gilded-threshold', '36x36', 520_000, 1)],
  }),
  product({
    slug: 'north-light-study',
    name: 'North Light Study',
    description:
      'A new painting still drying on the studio wall: grey-green layers worked wet into wet under the north window. ' +
      'Photographs and final details will follow once it has cured.',
    shortDescription: 'Grey-green layers worked wet into wet under the north window.',
    categorySlug: 'originals',
    sku: 'OR-2026-001',
    status: 'draft',
    isFeatured: false,
    dimensions: '24 x 24 in',
    medium: 'Oil on linen',
    year: 2026,
    isOriginal: true,
    rarity: 'One of a kind',
    frame: 'Unframed',
    packaging: BOXED_ORIGINAL,
    authenticity: SIGNED_COA,
    tagSlugs: ['abstract', 'minimal'],
    imageCount: 1,
    pricingTiers: [original('north-light-study', '24x24', 210_000, 1)],
  }),

  // Small works
  product({
    slug: 'ember-study-i',
    name: 'Ember Study I',
    description:
      'A small working study for Ember Field, where the orange-over-umber layering was first tried out. ' +
      'Gold leaf flecks sit in the scraped passages, and the cradled panel needs no frame.',
    shortDescription: 'The first study for Ember Field, on a cradled panel.',
    categorySlug: 'small-works',
    sku: 'SW-2024-011',
    status: 'active',
    isFeatured: false,
    dimensions: '12 x 12 in',
    medium: 'Acrylic and gold leaf on cradled panel',
    year: 2024,
    isOriginal: true,
    rarity: 'One of a kind',
    frame: 'Cradled panel, no frame needed',
    packaging: BOXED_ORIGINAL,
    authenticity: SIGNED_COA,
    tagSlugs: ['abstract', 'gold', 'texture', 'warm-tones'],
    imageCount: 2,
    pricingTiers: [original('ember-study-i', '12x12', 65_000, 1)],
  }),
  product({
    slug: 'tidal-study-iv',
    name: 'Tidal Study IV',
    description:
      'Ink and thin acrylic on heavy paper, made at the kitchen table during the Tidal series. ' +
      'It arrives matted and framed in white oak, ready for a shelf or a small wall.',
    shortDescription: 'Ink and acrylic on paper from the Tidal series, matted and framed.',
    categorySlug: 'small-works',
    sku: 'SW-2023-014',
    status: 'active',
    isFeatured: false,
    dimensions: '10 x 10 in',
    medium: 'Ink and acrylic on cotton paper',
    year: 2023,
    isOriginal: true,
    rarity: 'One of a kind',
    frame: 'Matted and framed in white oak',
    packaging: BOXED_ORIGINAL,
    authenticity: SIGNED_COA,
    tagSlugs: ['abstract', 'blue', 'mixed-media'],
    imageCount: 1,
    pricingTiers: [original('tidal-study-iv', '10x10', 42_000, 1)],
  }),

  // Prints
  product({
    slug: 'low-tide-gold',
    name: 'Low Tide, Gold',
    description:
      'Blue-grey flats and a scatter of gold, printed from the 2024 painting of the same name. ' +
      'Each print is checked against the original under daylight lamps, then signed and numbered in pencil.',
    shortDescription: 'Blue-grey flats and a scatter of gold, signed and numbered.',
    categorySlug: 'prints',
    sku: 'PR-2024-101',
    status: 'active',
    isFeatured: false,
    dimensions: '18 x 24 in',
    medium: 'Archival pigment print on cotton rag paper',
    year: 2024,
    isOriginal: false,
    rarity: 'Limited edition of 50',
    frame: 'Unframed, or framed in white oak',
    packaging: ROLLED,
    authenticity: SIGNED_COA,
    tagSlugs: ['gold', 'blue', 'limited-edition'],
    imageCount: 2,
    pricingTiers: [print('low-tide-gold', '16x20', 30), print('low-tide-gold', '18x24', 25), framed('low-tide-gold', '18x24', 39_500, 10)],
  }),
  product({
    slug: 'blue-hour-suite',
    name: 'Blue Hour Suite',
    description:
      'Three bands of evening blue, from near-black at the top to a thin, luminous grey at the horizon. ' +
      'The most requested image from the studio, offered as a signed limited edition on paper and on canvas.',
    shortDescription: 'Three bands of evening blue, on paper or canvas.',
    categorySlug: 'prints',
    sku: 'PR-2023-102',
    status: 'active',
    isFeatured: true,
    dimensions: '24 x 24 in',
    medium: 'Archival pigment print',
    year: 2023,
    isOriginal: false,
    rarity: 'Limited edition of 75',
    frame: 'Unframed; canvases gallery-wrapped',
    packaging: ROLLED,
    authenticity: SIGNED_COA,
    tagSlugs: ['blue', 'minimal', 'limited-edition'],
    imageCount: 2,
    pricingTiers: [
      print('blue-hour-suite', '18x18', 40),
      print('blue-hour-suite', '24x24', 30),
      canvas('blue-hour-suite', '24x24', 15),
      canvas('blue-hour-suite', '36x36', 10),
    ],
  }),
  product({
    slug: 'field-notes-in-ochre',
    name: 'Field Notes in Ochre',
    description:
      'Yellow ochre, raw sienna and scratched pencil notes, like a page torn from a sketchbook left out in the sun. ' +
      'An open edition printed to order in the studio, so it never sells out.',
    shortDescription: 'Ochre, sienna and scratched pencil notes, printed to order.',
    categorySlug: 'prints',
    sku: 'PR-2022-103',
    status: 'active',
    isFeatured: false,
    dimensions: '16 x 20 in',
    medium: 'Archival pigment print on cotton rag paper',
    year: 2022,
    isOriginal: false,
    rarity: 'Open edition',
    frame: 'Unframed, or framed in white oak',
    packaging: ROLLED,
    authenticity: SIGNED_COA,
    tagSlugs: ['abstract', 'texture', 'warm-tones'],
    imageCount: 1,
    pricingTiers: [print('field-notes-in-ochre', '16x20', 50), print('field-notes-in-ochre', '24x30', 20), framed('field-notes-in-ochre', '16x20', 32_500, 12)],
  }),
  product({
    slug: 'weathered-signal',
    name: 'Weathered Signal',
    description:
      'Rust red and salt white over a dark ground, with marks that recall the painted buoys stacked on the Portland wharves. ' +
      'Printed large, the texture of the brushwork holds up beautifully on canvas.',
    shortDescription: 'Rust red and salt white over a dark ground, printed large.',
    categorySlug: 'prints',
    sku: 'PR-2025-104',
    status: 'active',
    isFeatured: false,
    dimensions: '30 x 36 in',
    medium: 'Archival pigment print',
    year: 2025,
    isOriginal: false,
    rarity: 'Limited edition of 50',
    frame: 'Unframed; canvases gallery-wrapped',
    packaging: ROLLED,
    authenticity: SIGNED_COA,
    tagSlugs: ['abstract', 'texture', 'large-format', 'limited-edition'],
    imageCount: 2,
    pricingTiers: [print('weathered-signal', '30x36', 20), canvas('weathered-signal', '30x36', 12), canvas('weathered-signal', '36x48', 10)],
  }),
  product({
    slug: 'soft-geometry-no-3',
    name: 'Soft Geometry No. 3',
    description:
      'Blush, clay and stone arranged in loose, overlapping shapes that never quite settle into squares. ' +
      'A calm piece for a bedroom or a reading corner, printed on paper or canvas.',
    shortDescription: 'Blush, clay and stone in loose, overlapping shapes.',
    categorySlug: 'prints',
    sku: 'PR-2025-105',
    status: 'active',
    isFeatured: false,
    dimensions: '18 x 18 in',
    medium: 'Archival pigment print',
    year: 2025,
    isOriginal: false,
    rarity: 'Open edition',
    frame: 'Unframed; canvases gallery-wrapped',
    packaging: ROLLED,
    authenticity: SIGNED_COA,
    tagSlugs: ['minimal', 'abstract', 'warm-tones'],
    imageCount: 1,
    pricingTiers: [print('soft-geometry-no-3', '18x18', 45), canvas('soft-geometry-no-3', '18x18', 20), canvas('soft-geometry-no-3', '30x30', 10)],
  }),
  product({
    slug: 'horizon-fragments',
    name: 'Horizon Fragments',
    description:
      'An early edition from 2019: broken horizon lines in night blue and pale gold. ' +
      'The edition has been retired and the remaining prints are kept for exhibitions.',
    shortDescription: 'Broken horizon lines in night blue and pale gold; a retired edition.',
    categorySlug: 'prints',
    sku: 'PR-2019-106',
    status: 'archived',
    isFeatured: false,
    dimensions: '18 x 24 in',
    medium: 'Archival pigment print on cotton rag paper',
    year: 2019,
    isOriginal: false,
    rarity: 'Limited edition of 30',
    frame: 'Unframed, or framed in white oak',
    packaging: ROLLED,
    authenticity: SIGNED_COA,
    tagSlugs: ['blue', 'gold', 'limited-edition'],
    imageCount: 1,
    pricingTiers: [print('horizon-fragments', '18x24', 12), framed('horizon-fragments', '18x24', 39_500, 10)],
  }),

  // Accessories
  product({
    slug: 'ember-field-tote',
    name: 'Ember Field Tote Bag',
    description:
      'A sturdy tote printed edge to edge with a detail from Ember Field. ' +
      'Heavy organic cotton canvas, long handles for the shoulder and an inside pocket for keys.',
    shortDescription: 'Organic cotton tote printed with a detail from Ember Field.',
    categorySlug: 'accessories',
    sku: 'AC-2025-201',
    status: 'active',
    isFeatured: false,
    dimensions: '15 x 16 in',
    medium: '12 oz organic cotton canvas',
    year: 2025,
    isOriginal: false,
    rarity: 'Open edition',
    frame: 'Not applicable',
    packaging: 'Folded in a recycled paper sleeve',
    authenticity: 'Studio merchandise',
    tagSlugs: ['warm-tones'],
    imageCount: 2,
    priceCents: 3_200,
    stockCount: 40,
    pricingTiers: [],
  }),
  product({
    slug: 'studio-postcard-set',
    name: 'Studio Postcard Set',
    description:
      'Eight postcards of favourite paintings from the last five years, on thick uncoated card that takes ink well. ' +
      'Send them, or pin them above your desk.',
    shortDescription: 'Eight postcards of favourite paintings on thick uncoated card.',
    categorySlug: 'accessories',
    sku: 'AC-2025-202',
    status: 'active',
    isFeatured: false,
    dimensions: '4 x 6 in',
    medium: 'Giclée on 16 pt uncoated card',
    year: 2025,
    isOriginal: false,
    rarity: 'Open edition',
    frame: 'Not applicable',
    packaging: 'Banded with a paper belly band in a rigid envelope',
    authenticity: 'Studio merchandise',
    tagSlugs: ['abstract'],
    imageCount: 1,
    priceCents: 1_800,
    stockCount: 60,
    pricingTiers: [],
  }),
  product({
    slug: 'abstract-sticker-pack',
    name: 'Abstract Sticker Pack',
    description:
      'Six matte vinyl stickers cut from brushstrokes, gold flecks and colour fields in the paintings. ' +
      'Weatherproof, so they hold up on water bottles and laptops.',
    shortDescription: 'Six matte vinyl stickers cut from the paintings.',
    categorySlug: 'accessories',
    sku: 'AC-2025-203',
    status: 'active',
    isFeatured: false,
    dimensions: '3 x 3 in',
    medium: 'Matte vinyl',
    year: 2025,
    isOriginal: false,
    rarity: 'Open edition',
    frame: 'Not applicable',
    packaging: 'Flat in a glassine envelope',
    authenticity: 'Studio merchandise',
    tagSlugs: ['abstract'],
    imageCount: 1,
    priceCents: 900,
    stockCount: 120,
    pricingTiers: [],
  }),
  product({
    slug: 'gold-leaf-enamel-pin',
    name: 'Gold Leaf Enamel Pin',
    description:
      'A small hard-enamel pin in the shape of a torn gold-leaf flake, plated in gold with a deep blue fill. ' +
      'Two rubber backs keep it in place on a jacket or bag.',
    shortDescription: 'A hard-enamel pin shaped like a torn gold-leaf flake.',
    categorySlug: 'accessories',
    sku: 'AC-2025-204',
    status: 'active',
    isFeatured: false,
    dimensions: '1.25 x 1.25 in',
    medium: 'Hard enamel, gold plated',
    year: 2025,
    isOriginal: false,
    rarity: 'Open edition',
    frame: 'Not applicable',
    packaging: 'On a printed backing card',
    authenticity: 'Studio merchandise',
    tagSlugs: ['gold'],
    imageCount: 1,
    priceCents: 1_400,
    stockCount: 75,
    pricingTiers: [],
  }),
  product({
    slug: 'wall-calendar-2027',
    name: '2027 Wall Calendar',
    description:
      'Twelve months of paintings, one for each season of the studio year, with notes from the artist on how each one was made. ' +
      'Printed on heavy matte paper and wire-bound, with a hanging hook.',
    shortDescription: 'Twelve paintings and studio notes for 2027, wire-bound.',
    categorySlug: 'accessories',
    sku: 'AC-2026-205',
    status: 'active',
    isFeatured: false,
    dimensions: '11 x 17 in',
    medium: 'Offset print on 150 gsm matte paper',
    year: 2026,
    isOriginal: false,
    rarity: 'Limited edition of 300',
    frame: 'Not applicable',
    packaging: 'Shipped flat in a rigid mailer',
    authenticity: 'Studio merchandise',
    tagSlugs: ['limited-edition'],
    imageCount: 2,
    priceCents: 2_800,
    stockCount: 35,
    pricingTiers: [],
  }),
];
