import sharp from 'sharp';
import { darken, lighten, luminance, mix, shift } from './color.js';
import { Rng } from './random.js';
import type { DemoImage, RoomType } from './types.js';

interface Palette {
  ground: readonly [string, string];
  fields: readonly string[];
  ink: string;
  light: string;
}

export const PALETTES = {
  ember: { ground: ['#2b1a14', '#5a2a18'], fields: ['#c4471d', '#e07a2f', '#8c2f1c', '#f0b36a'], ink: '#1c120e', light: '#f4e3c8' },
  tidal: { ground: ['#0f2a3d', '#1f4e6b'], fields: ['#2f6f8f', '#7fb3c8', '#dbe8ea', '#123a52'], ink: '#0a1822', light: '#eef3f1' },
  ochre: { ground: ['#e9dcc3', '#d8c19a'], fields: ['#c8913a', '#a4622a', '#6b5a3a', '#efe2c4'], ink: '#3a2c1e', light: '#f7f0e2' },
  cobalt: { ground: ['#14213d', '#1d3a8a'], fields: ['#2746b8', '#4f6fd6', '#e5e9f5', '#0b1430'], ink: '#070c1c', light: '#f1f3fa' },
  saltmarsh: { ground: ['#c9cfc2', '#8e9c86'], fields: ['#5f7160', '#b7a98a', '#e7e1d2', '#3f4f4a'], ink: '#27302c', light: '#f2efe6' },
  dusk: { ground: ['#2e2238', '#6a4a6b'], fields: ['#b0607a', '#e0a27a', '#4b3b63', '#f1d2b8'], ink: '#1a1322', light: '#f5e6dc' },
  verdigris: { ground: ['#1f3b38', '#3f6e66'], fields: ['#6fa89a', '#c9d9c9', '#2b524c', '#b4873f'], ink: '#11211f', light: '#eef2ea' },
  blush: { ground: ['#f1e4dc', '#e6cfc3'], fields: ['#d9a79a', '#b57a6e', '#f6efe8', '#8a5a55'], ink: '#3d2a28', light: '#fbf6f2' },
  graphite: { ground: ['#e8e6e1', '#c9c6bf'], fields: ['#2f2f2f', '#6b6b6b', '#a9a59c', '#f4f2ee'], ink: '#161616', light: '#faf9f6' },
  meridian: { ground: ['#efe9df', '#d9d1c3'], fields: ['#9aa8b0', '#c7b79d', '#5c6b73', '#f6f2ea'], ink: '#2a3136', light: '#fbf8f3' },
  desert: { ground: ['#e7c9a4', '#c98e5e'], fields: ['#b5532f', '#e4a86a', '#7d3c24', '#f3dfc1'], ink: '#3b1d12', light: '#faeedd' },
  night: { ground: ['#0c0f17', '#1c2233'], fields: ['#2e3a59', '#6d7ba3', '#c9b27a', '#141a29'], ink: '#05070c', light: '#e8e2d0' },
  rust: { ground: ['#1d1a19', '#3a2724'], fields: ['#a3402a', '#d9d2c5', '#6e2a1f', '#c98a5a'], ink: '#0e0b0a', light: '#f1ebe0' },
} as const satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;
export const PALETTE_NAMES = Object.keys(PALETTES) as PaletteName[];

const GOLD_STOPS = ['#8a6420', '#d4a843', '#f7e08a', '#b8862b', '#f1d27a', '#9c7424', '#e8c766'];

type Point = readonly [number, number];
type Curve = readonly [Point, Point, Point, Point];

/** Numbers in the SVG keep one decimal: short output, and identical text on every run. */
const f = (n: number): string => String(Math.round(n * 10) / 10);
/** Opacities and frequencies keep two or three decimals. */
const o = (n: number): string => String(Math.round(n * 100) / 100);
const q = (n: number): string => String(Math.round(n * 1000) / 1000);

function svgDocument(width: number, height: number, defs: string[], body: string[]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs.join('')}</defs>${body.join('')}</svg>`
  );
}

function linearGradient(id: string, from: Point, to: Point, stops: readonly (readonly [number, string, number?])[], userSpace = false): string {
  const units = userSpace ? ' gradientUnits="userSpaceOnUse"' : '';
  const stopTags = stops
    .map(
      ([offset, color, opacity]) => `<stop offset="${f(offset * 100)}%" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${o(opacity)}"`}/>`,
    )
    .join('');
  return `<linearGradient id="${id}" x1="${f(from[0])}" y1="${f(from[1])}" x2="${f(to[0])}" y2="${f(to[1])}"${units}>${stopTags}</linearGradient>`;
}

/**
 * Noise as a fill: feTurbulence rendered once into a small tile that repeats seamlessly (stitchTiles),
 * because turbulence over a whole 1200 px canvas costs about half a second per image.
 * `values` is the feColorMatrix turning the noise into colour and alpha.
 */
function noisePattern(id: string, seed: number, tile: number, frequency: number, values: string): string {
  return (
    `<filter id="${id}-f" x="0" y="0" width="100%" height="100%">` +
    `<feTurbulence type="fractalNoise" baseFrequency="${q(frequency)}" numOctaves="2" seed="${seed}" stitchTiles="stitch"/>` +
    `<feColorMatrix type="matrix" values="${values}"/>` +
    `</filter>` +
    `<pattern id="${id}" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse">` +
    `<rect width="${tile}" height="${tile}" filter="url(#${id}-f)"/></pattern>`
  );
}

/** Dark specks whose alpha follows the noise: canvas tooth or paper grain laid over the whole picture. */
function grain(seed: number, W: number, H: number, strength: number): { def: string; layer: string } {
  return {
    def: noisePattern('grain', seed, 128, 0.7, `0 0 0 0 0.1 0 0 0 0 0.08 0 0 0 0 0.06 ${q(strength * 2.5)} 0 0 0 ${q(-strength)}`),
    layer: `<rect width="${W}" height="${H}" fill="url(#grain)"/>`,
  };
}

function polygon(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z`;
}

function polyline(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}`;
}

function bezier([p0, p1, p2, p3]: Curve, t: number): { point: Point; normal: Point } {
  const u = 1 - t;
  const x = u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0];
  const y = u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1];
  const dx = 3 * u * u * (p1[0] - p0[0]) + 6 * u * t * (p2[0] - p1[0]) + 3 * t * t * (p3[0] - p2[0]);
  const dy = 3 * u * u * (p1[1] - p0[1]) + 6 * u * t * (p2[1] - p1[1]) + 3 * t * t * (p3[1] - p2[1]);
  const length = Math.hypot(dx, dy) || 1;
  return { point: [x, y], normal: [-dy / length, dx / length] };
}

function randomCurve(rng: Rng, width: number, height: number, length: number, angle: number): Curve {
  const start: Point = [rng.range(-0.05, 0.95) * width, rng.range(0.05, 1.0) * height];
  const dir: Point = [Math.cos(angle), Math.sin(angle)];
  const side: Point = [-dir[1], dir[0]];
  const at = (along: number, across: number): Point => [
    start[0] + dir[0] * along * length + side[0] * across * length,
    start[1] + dir[1] * along * length + side[1] * across * length,
  ];
  return [start, at(0.33, rng.range(-0.3, 0.3)), at(0.66, rng.range(-0.3, 0.3)), at(1, rng.range(-0.1, 0.1))];
}

/** A brush stroke as a filled ribbon whose width swells, wavers and tapers along the curve. */
function ribbon(rng: Rng, curve: Curve, maxWidth: number, samples = 28): string {
  const left: Point[] = [];
  const right: Point[] = [];
  let wobble = 1;
  for (let i = 0; i <= samples; i++) {
    const t = i / samples;
    wobble = wobble * 0.6 + rng.range(0.6, 1.35) * 0.4;
    const profile = Math.pow(Math.sin(Math.PI * (0.06 + 0.9 * t)), 0.45) * (1 - 0.35 * t);
    const half = (maxWidth * profile * wobble) / 2;
    const { point, normal } = bezier(curve, t);
    left.push([point[0] + normal[0] * half, point[1] + normal[1] * half]);
    right.push([point[0] - normal[0] * half, point[1] - normal[1] * half]);
  }
  return polygon([...left, ...right.reverse()]);
}

function offsetCurve(curve: Curve, offset: number, from: number, to: number, samples = 16): string {
  const points: Point[] = [];
  for (let i = 0; i <= samples; i++) {
    const { point, normal } = bezier(curve, from + ((to - from) * i) / samples);
    points.push([point[0] + normal[0] * offset, point[1] + normal[1] * offset]);
  }
  return polyline(points);
}

/** A rectangle with slightly wavering, hand-cut edges. */
function roughRect(rng: Rng, x: number, y: number, w: number, h: number, jitter: number, steps = 6): Point[] {
  const corners: Point[] = [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ];
  const points: Point[] = [];
  for (let c = 0; c < 4; c++) {
    const [ax, ay] = corners[c]!;
    const [bx, by] = corners[(c + 1) % 4]!;
    for (let s = 0; s < steps; s++) {
      const t = s / steps;
      points.push([ax + (bx - ax) * t + rng.range(-jitter, jitter), ay + (by - ay) * t + rng.range(-jitter, jitter)]);
    }
  }
  return points;
}

function paletteFor(image: DemoImage): Palette {
  const base = image.seed.split('#')[0]!;
  const name = image.palette ?? new Rng(`palette:${base}`).pick(PALETTE_NAMES);
  const palette: Palette | undefined = (PALETTES as Record<string, Palette>)[name];
  if (!palette) throw new Error(`Unknown palette "${name}" for image ${image.key}`);
  // A small hue turn per painting, so two works on one palette are still told apart.
  const turn = new Rng(`tone:${base}`).range(-9, 9);
  const tune = (color: string) => shift(color, turn);
  return {
    ground: [tune(palette.ground[0]), tune(palette.ground[1])],
    fields: palette.fields.map(tune),
    ink: tune(palette.ink),
    light: tune(palette.light),
  };
}

function artworkSvg(image: DemoImage): string {
  const { width: W, height: H } = image;
  const S = Math.min(W, H);
  const palette = paletteFor(image);
  const rng = new Rng(image.seed);
  const defs: string[] = [];
  const body: string[] = [];

  // Ground: a two-colour gradient at a random angle.
  const angle = rng.range(0, Math.PI * 2);
  const cx = W / 2,
    cy = H / 2,
    reach = Math.hypot(W, H) / 2;
  defs.push(
    linearGradient(
      'ground',
      [cx - Math.cos(angle) * reach, cy - Math.sin(angle) * reach],
      [cx + Math.cos(angle) * reach, cy + Math.sin(angle) * reach],
      [
        [0, palette.ground[0]],
        [rng.range(0.35, 0.65), mix(palette.ground[0], palette.ground[1], 0.5)],
        [1, palette.ground[1]],
      ],
      true,
    ),
  );
  body.push(`<rect width="${W}" height="${H}" fill="url(#ground)"/>`);

  // Layered colour fields. Their soft edges are two translucent strokes along the outline, far cheaper than a blur.
  const layout = rng.pick(['bands', 'columns', 'drift'] as const);
  const fieldCount = rng.int(2, 4);
  for (let i = 0; i < fieldCount; i++) {
    const color = rng.pick(palette.fields);
    const opacity = rng.range(0.55, 0.9);
    let x: number,
      y: number,
      w: number,
      h: number,
      rotate = 0;
    if (layout === 'bands') {
      w = W * rng.range(0.8, 1.05);
      h = H * rng.range(0.14, 0.4);
      x = W * rng.range(-0.04, 0.12);
      y = H * rng.range(0.0, 1.0) - h / 2;
    } else if (layout === 'columns') {
      w = W * rng.range(0.14, 0.4);
      h = H * rng.range(0.8, 1.05);
      x = W * rng.range(0.0, 1.0) - w / 2;
      y = H * rng.range(-0.04, 0.12);
    } else {
      w = S * rng.range(0.35, 0.75);
      h = S * rng.range(0.3, 0.7);
      x = W * rng.range(0.0, 1.0) - w / 2;
      y = H * rng.range(0.0, 1.0) - h / 2;
      rotate = rng.range(-28, 28);
    }
    const transform = rotate ? ` transform="rotate(${f(rotate)} ${f(x + w / 2)} ${f(y + h / 2)})"` : '';
    const d = polygon(roughRect(rng, x, y, w, h, S * 0.012));
    const feather = [0.045, 0.03, 0.018, 0.008].map((width) => `<path d="${d}" stroke-width="${f(S * width)}"/>`).join('');
    body.push(
      `<g fill="none" stroke="${color}" stroke-opacity="${o(opacity * 0.15)}" stroke-linejoin="round"${transform}>${feather}</g>` +
        `<path d="${d}" fill="${color}" fill-opacity="${o(opacity * 0.94)}"${transform}/>`,
    );
  }

  // Soft circles: radial gradients fade out, which is much cheaper to render than blurring.
  const orbCount = rng.int(1, 3);
  for (let i = 0; i < orbCount; i++) {
    const color = rng.pick([...palette.fields, palette.light]);
    const strength = rng.range(0.45, 0.85);
    defs.push(
      `<radialGradient id="orb${i}"><stop offset="0%" stop-color="${color}" stop-opacity="${o(strength)}"/>` +
        `<stop offset="55%" stop-color="${color}" stop-opacity="${o(strength * 0.45)}"/>` +
        `<stop offset="100%" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
    body.push(`<circle cx="${f(W * rng.range(0.1, 0.9))}" cy="${f(H * rng.range(0.1, 0.9))}" r="${f(S * rng.range(0.14, 0.34))}" fill="url(#orb${i})"/>`);
  }

  // Gestural strokes: tapered ribbons, some with dry-brush bristle marks trailing along them.
  const baseAngle = layout === 'columns' ? Math.PI / 2 : layout === 'bands' ? 0 : rng.range(0, Math.PI);
  const strokeCount = rng.int(3, 6);
  const sweep = rng.chance(0.65);
  for (let i = 0; i < strokeCount; i++) {
    const color = rng.pick([palette.ink, palette.light, ...palette.fields]);
    const strokeAngle = baseAngle + rng.range(-0.45, 0.45) + (rng.chance(0.5) ? Math.PI : 0);
    const curve = randomCurve(rng, W, H, S * rng.range(0.35, 0.95), strokeAngle);
    const maxWidth = i === 0 && sweep ? S * rng.range(0.07, 0.13) : S * rng.range(0.012, 0.065);
    body.push(`<path d="${ribbon(rng, curve, maxWidth)}" fill="${color}" opacity="${o(rng.range(0.72, 0.95))}"/>`);
    if (rng.chance(0.6)) {
      const bristle = luminance(color) > 0.5 ? darken(color, 0.25) : lighten(color, 0.3);
      const count = rng.int(3, 6);
      for (let b = 0; b < count; b++) {
        const offset = rng.range(-0.5, 0.5) * maxWidth;
        const dash = `${f(S * rng.range(0.01, 0.05))} ${f(S * rng.range(0.004, 0.02))}`;
        body.push(
          `<path d="${offsetCurve(curve, offset, rng.range(0.1, 0.4), rng.range(0.7, 1))}" fill="none" stroke="${bristle}" ` +
            `stroke-width="${f(Math.max(1, S * rng.range(0.0008, 0.003)))}" stroke-dasharray="${dash}" stroke-linecap="round" opacity="0.55"/>`,
        );
      }
    }
  }

  // A few graphite lines drawn into the wet paint.
  const markCount = rng.int(2, 5);
  for (let i = 0; i < markCount; i++) {
    const curve = randomCurve(rng, W, H, S * rng.range(0.15, 0.5), rng.range(0, Math.PI * 2));
    body.push(
      `<path d="${offsetCurve(curve, 0, 0, 1, 20)}" fill="none" stroke="${palette.ink}" stroke-width="${f(Math.max(1, S * rng.range(0.001, 0.0035)))}" ` +
        `stroke-linecap="round" opacity="${o(rng.range(0.35, 0.7))}"/>`,
    );
  }

  // Gold leaf: a gradient that catches the light, on shapes with torn, uneven edges.
  defs.push(
    linearGradient(
      'gold',
      [0, 0],
      [W, H],
      GOLD_STOPS.map((color, i) => [i / (GOLD_STOPS.length - 1), color] as const),
      true,
    ),
  );
  // Darker flecks of noise laid over the leaf give it a hammered, uneven sheen.
  defs.push(noisePattern('leaf', rng.int(1, 999), 96, 0.08, '0 0 0 0 0.5 0 0 0 0 0.3 0 0 0 0 0.08 -3 0 0 0 1.7'));
  const goldStyle = rng.pick(['seam', 'flakes', 'arc', 'block'] as const);
  let gold: string;
  if (goldStyle === 'seam') {
    const seamAngle = baseAngle + rng.range(-0.15, 0.15);
    const length = Math.max(W, H) * 1.2;
    const start: Point = [W / 2 - (Math.cos(seamAngle) * length) / 2, H * rng.range(0.2, 0.8) - (Math.sin(seamAngle) * length) / 2];
    const along = (t: number, across: number): Point => [
      start[0] + Math.cos(seamAngle) * length * t - Math.sin(seamAngle) * across,
      start[1] + Math.sin(seamAngle) * length * t + Math.cos(seamAngle) * across,
    ];
    const curve: Curve = [along(0, 0), along(0.33, S * rng.range(-0.06, 0.06)), along(0.66, S * rng.range(-0.06, 0.06)), along(1, 0)];
    gold = `<path d="${ribbon(rng, curve, S * rng.range(0.012, 0.03), 40)}" fill="url(#gold)"/>`;
  } else if (goldStyle === 'flakes') {
    const centre: Point = [W * rng.range(0.2, 0.8), H * rng.range(0.2, 0.8)];
    // One path for all flakes: rsvg renders a pattern fill once per element, and the leaf texture is one.
    const flakes: string[] = [];
    const count = rng.int(7, 14);
    for (let i = 0; i < count; i++) {
      const size = S * rng.range(0.012, 0.045);
      const x = centre[0] + rng.range(-0.16, 0.16) * S;
      const y = centre[1] + rng.range(-0.12, 0.12) * S;
      const outline = roughRect(rng, x, y, size, size * rng.range(0.6, 1.4), size * 0.15, 2);
      const turn = rng.range(0, Math.PI / 2);
      flakes.push(
        polygon(
          outline.map(([px, py]): Point => [
            x + (px - x) * Math.cos(turn) - (py - y) * Math.sin(turn),
            y + (px - x) * Math.sin(turn) + (py - y) * Math.cos(turn),
          ]),
        ),
      );
    }
    gold = `<path d="${flakes.join('')}" fill="url(#gold)"/>`;
  } else if (goldStyle === 'arc') {
    const r = S * rng.range(0.12, 0.3);
    const ox = W * rng.range(0.25, 0.75),
      oy = H * rng.range(0.25, 0.75);
    const a0 = rng.range(0, Math.PI * 2);
    const a1 = a0 + rng.range(Math.PI * 0.5, Math.PI * 1.4);
    const large = a1 - a0 > Math.PI ? 1 : 0;
    gold =
      `<path d="M${f(ox + r * Math.cos(a0))} ${f(oy + r * Math.sin(a0))}A${f(r)} ${f(r)} 0 ${large} 1 ${f(ox + r * Math.cos(a1))} ${f(oy + r * Math.sin(a1))}" ` +
      `fill="none" stroke="url(#gold)" stroke-width="${f(S * rng.range(0.012, 0.028))}" stroke-linecap="round"/>`;
  } else {
    const w = S * rng.range(0.07, 0.18);
    const h = S * rng.range(0.18, 0.42);
    gold = `<path d="${polygon(roughRect(rng, W * rng.range(0.1, 0.85), H * rng.range(0.1, 0.6), w, h, S * 0.006))}" fill="url(#gold)"/>`;
  }
  body.push(gold, gold.replace('url(#gold)', 'url(#leaf)'));

  const texture = grain(rng.int(1, 999), W, H, 0.14);
  defs.push(texture.def);
  body.push(texture.layer);

  return svgDocument(W, H, defs, body);
}

const FLOORS: Record<RoomType, string> = {
  living_room: '#b08a64',
  bedroom: '#c8b597',
  office: '#8f7056',
  dining_room: '#a47a52',
};
const FABRICS = ['#8a9a8c', '#b9a48a', '#6f7d8c', '#c7bfb3', '#9c6b55', '#5f6b5c'];
const WOODS = ['#8b6a4f', '#a5825f', '#5e4634', '#c19a6b'];
const ACCENTS = ['#c4703a', '#2f4f6f', '#d9b45a', '#7a3b3b', '#3f6e66'];

function roomSvg(image: DemoImage): string {
  if (!image.room) throw new Error(`Room image ${image.key} needs its room type and wall colour`);
  const { width: W, height: H } = image;
  const { roomType, wallColor: wall } = image.room;
  const rng = new Rng(image.seed);
  const defs: string[] = [];
  const body: string[] = [];
  const floorY = H * 0.74;
  const floor = FLOORS[roomType];
  const fabric = rng.pick(FABRICS);
  const wood = rng.pick(WOODS);
  const accent = rng.pick(ACCENTS);
  const windowLeft = rng.chance(0.5);
  const lit = (x: number) => (windowLeft ? x : W - x);

  // Wall, lit from the window side and a touch darker under the ceiling.
  defs.push(
    linearGradient(
      'wall',
      [0, 0],
      [0, floorY],
      [
        [0, darken(wall, 0.07)],
        [0.5, wall],
        [1, lighten(wall, 0.04)],
      ],
      true,
    ),
  );
  defs.push(
    linearGradient(
      'walllight',
      [lit(0), 0],
      [lit(W * 0.75), 0],
      [
        [0, '#ffffff', 0.28],
        [1, '#ffffff', 0],
      ],
      true,
    ),
  );
  body.push(`<rect width="${W}" height="${f(floorY)}" fill="url(#wall)"/>`);
  body.push(`<rect width="${W}" height="${f(floorY)}" fill="url(#walllight)"/>`);

  // Window at the edge of the frame, and the patch of daylight it throws on the wall and floor.
  // Soft light and shadow come from gradients that fade to nothing: blurs would cost far more to render.
  defs.push(
    `<radialGradient id="glow"><stop offset="0%" stop-color="#fff4d6" stop-opacity="0.5"/><stop offset="100%" stop-color="#fff4d6" stop-opacity="0"/></radialGradient>` +
      `<radialGradient id="shadow"><stop offset="0%" stop-color="#000000" stop-opacity="0.3"/><stop offset="100%" stop-color="#000000" stop-opacity="0"/></radialGradient>`,
  );
  defs.push(
    linearGradient(
      'daylight',
      [lit(W * 0.1), 0],
      [lit(W * 0.34), 0],
      [
        [0, '#ffffff', 0.22],
        [1, '#ffffff', 0],
      ],
      true,
    ),
  );
  defs.push(
    linearGradient(
      'floorlight',
      [0, floorY],
      [0, H],
      [
        [0, '#ffffff', 0.16],
        [1, '#ffffff', 0.02],
      ],
      true,
    ),
  );
  const winW = W * 0.1,
    winTop = H * 0.1,
    winBottom = floorY - H * 0.08;
  const winX = windowLeft ? W * 0.015 : W - W * 0.015 - winW;
  defs.push(
    linearGradient(
      'sky',
      [0, winTop],
      [0, winBottom],
      [
        [0, '#cfe0ea'],
        [1, '#f3efe6'],
      ],
      true,
    ),
  );
  body.push(
    `<rect x="${f(winX - W * 0.008)}" y="${f(winTop - H * 0.012)}" width="${f(winW + W * 0.016)}" height="${f(winBottom - winTop + H * 0.024)}" fill="${lighten(wall, 0.55)}"/>`,
  );
  body.push(`<rect x="${f(winX)}" y="${f(winTop)}" width="${f(winW)}" height="${f(winBottom - winTop)}" fill="url(#sky)"/>`);
  body.push(
    `<rect x="${f(winX + winW / 2 - W * 0.003)}" y="${f(winTop)}" width="${f(W * 0.006)}" height="${f(winBottom - winTop)}" fill="${lighten(wall, 0.55)}"/>`,
  );
  body.push(`<rect x="${f(winX)}" y="${f(winTop + (winBottom - winTop) * 0.42)}" width="${f(winW)}" height="${f(H * 0.008)}" fill="${lighten(wall, 0.55)}"/>`);
  if (roomType === 'bedroom' || roomType === 'dining_room') {
    const curtainX = windowLeft ? winX + winW * 0.7 : winX - winW * 0.15;
    defs.push(
      linearGradient(
        'curtain',
        [curtainX, 0],
        [curtainX + winW * 0.45, 0],
        [
          [0, lighten(fabric, 0.55)],
          [0.5, lighten(fabric, 0.75)],
          [1, lighten(fabric, 0.5)],
        ],
        true,
      ),
    );
    body.push(
      `<path d="M${f(curtainX)} ${f(winTop - H * 0.03)}L${f(curtainX + winW * 0.45)} ${f(winTop - H * 0.03)}L${f(curtainX + winW * 0.5)} ${f(floorY)}L${f(curtainX - winW * 0.05)} ${f(floorY)}Z" fill="url(#curtain)" opacity="0.92"/>`,
    );
  }
  const patchX0 = lit(W * 0.13),
    patchX1 = lit(W * 0.3);
  body.push(
    `<path d="M${f(patchX0)} ${f(H * 0.16)}L${f(patchX1)} ${f(H * 0.26)}L${f(patchX1)} ${f(floorY - H * 0.02)}L${f(patchX0)} ${f(floorY - H * 0.1)}Z" fill="url(#daylight)"/>`,
  );

  // Skirting board and a wooden floor in perspective.
  body.push(`<rect y="${f(floorY - H * 0.02)}" width="${W}" height="${f(H * 0.02)}" fill="${lighten(wall, 0.35)}"/>`);
  body.push(`<rect y="${f(floorY - H * 0.021)}" width="${W}" height="${f(H * 0.002)}" fill="${darken(wall, 0.12)}"/>`);
  defs.push(
    linearGradient(
      'floor',
      [0, floorY],
      [0, H],
      [
        [0, darken(floor, 0.12)],
        [1, lighten(floor, 0.06)],
      ],
      true,
    ),
  );
  body.push(`<rect y="${f(floorY)}" width="${W}" height="${f(H - floorY)}" fill="url(#floor)"/>`);
  const vanishX = W * rng.range(0.42, 0.58);
  const boards: string[] = [];
  for (let x = -W * 0.8; x <= W * 1.8; x += W * 0.055) {
    boards.push(`M${f(vanishX + (x - vanishX) * 0.55)} ${f(floorY)}L${f(x)} ${H}`);
  }
  body.push(`<path d="${boards.join('')}" stroke="${darken(floor, 0.22)}" stroke-width="1.5" opacity="0.45"/>`);
  body.push(
    `<path d="M${f(lit(W * 0.05))} ${f(floorY + H * 0.01)}L${f(lit(W * 0.2))} ${f(floorY + H * 0.01)}L${f(lit(W * 0.5))} ${H}L${f(lit(W * 0.12))} ${H}Z" fill="url(#floorlight)"/>`,
  );

  // Furniture, kept low so the wall above it stays free for artwork.
  const cx = W * rng.range(0.47, 0.53);
  body.push(`<ellipse cx="${f(cx)}" cy="${f(H * 0.9)}" rx="${f(W * 0.3)}" ry="${f(H * 0.04)}" fill="url(#shadow)"/>`);
  body.push(furniture(roomType, rng, W, H, cx, { fabric, wood, accent, wall, side: windowLeft ? 1 : -1 }));

  const texture = grain(rng.int(1, 999), W, H, 0.08);
  defs.push(texture.def);
  body.push(texture.layer);
  return svgDocument(W, H, defs, body);
}

interface Furnishing {
  fabric: string;
  wood: string;
  accent: string;
  wall: string;
  /** 1 when the window is on the left, -1 when it is on the right. */
  side: 1 | -1;
}

function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ''): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"${rx ? ` rx="${f(rx)}"` : ''} fill="${fill}"${extra}/>`;
}

function lamp(x: number, baseY: number, H: number, shade: string): string {
  const h = H * 0.16;
  return (
    rect(x - H * 0.004, baseY - h, H * 0.008, h, '#3a3430') +
    `<path d="M${f(x - H * 0.045)} ${f(baseY - h + H * 0.02)}L${f(x + H * 0.045)} ${f(baseY - h + H * 0.02)}L${f(x + H * 0.03)} ${f(baseY - h - H * 0.06)}L${f(x - H * 0.03)} ${f(baseY - h - H * 0.06)}Z" fill="${shade}"/>` +
    `<circle cx="${f(x)}" cy="${f(baseY - h - H * 0.01)}" r="${f(H * 0.09)}" fill="url(#glow)"/>`
  );
}

function plant(x: number, floorY: number, H: number, rng: Rng): string {
  const pot = rect(x - H * 0.04, floorY - H * 0.09, H * 0.08, H * 0.09, '#d8d2c6', H * 0.008);
  const leaves: string[] = [];
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + rng.range(-1.1, 1.1);
    const len = H * rng.range(0.1, 0.2);
    const ex = x + Math.cos(a) * len,
      ey = floorY - H * 0.09 + Math.sin(a) * len;
    leaves.push(
      `<path d="M${f(x)} ${f(floorY - H * 0.09)}Q${f((x + ex) / 2 + rng.range(-1, 1) * H * 0.03)} ${f((floorY - H * 0.09 + ey) / 2)} ${f(ex)} ${f(ey)}" stroke="${rng.pick(['#4f6b4a', '#5f7d55', '#3f5a3d'])}" stroke-width="${f(H * rng.range(0.012, 0.022))}" stroke-linecap="round" fill="none"/>`,
    );
  }
  return leaves.join('') + pot;
}

function furniture(roomType: RoomType, rng: Rng, W: number, H: number, cx: number, p: Furnishing): string {
  const parts: string[] = [];
  const shade = lighten(p.fabric, 0.65);
  if (roomType === 'living_room') {
    const w = W * 0.46,
      left = cx - w / 2;
    const backTop = H * 0.56,
      seatY = H * 0.69,
      baseBottom = H * 0.84,
      arm = w * 0.08;
    parts.push(
      `<path d="M${f(left - W * 0.05)} ${f(H * 0.97)}L${f(left + w + W * 0.05)} ${f(H * 0.97)}L${f(left + w + W * 0.02)} ${f(H * 0.84)}L${f(left - W * 0.02)} ${f(H * 0.84)}Z" fill="${lighten(p.accent, 0.6)}" opacity="0.8"/>`,
    );
    parts.push(rect(left + arm * 0.6, backTop, w - arm * 1.2, seatY - backTop + H * 0.04, darken(p.fabric, 0.08), H * 0.02));
    for (let i = 0; i < 3; i++)
      parts.push(
        rect(
          left + arm + (i * (w - 2 * arm)) / 3 + W * 0.004,
          backTop + H * 0.02,
          (w - 2 * arm) / 3 - W * 0.008,
          seatY - backTop - H * 0.01,
          p.fabric,
          H * 0.018,
        ),
      );
    parts.push(rect(left, seatY, w, baseBottom - seatY, darken(p.fabric, 0.12), H * 0.015));
    for (let i = 0; i < 3; i++)
      parts.push(
        rect(left + arm + (i * (w - 2 * arm)) / 3 + W * 0.003, seatY - H * 0.012, (w - 2 * arm) / 3 - W * 0.006, H * 0.05, lighten(p.fabric, 0.06), H * 0.012),
      );
    parts.push(rect(left, seatY - H * 0.05, arm, baseBottom - seatY + H * 0.05, darken(p.fabric, 0.04), H * 0.02));
    parts.push(rect(left + w - arm, seatY - H * 0.05, arm, baseBottom - seatY + H * 0.05, darken(p.fabric, 0.04), H * 0.02));
    parts.push(
      rect(left + arm * 0.6, baseBottom, W * 0.008, H * 0.03, darken(p.wood, 0.3)) +
        rect(left + w - arm * 0.6 - W * 0.008, baseBottom, W * 0.008, H * 0.03, darken(p.wood, 0.3)),
    );
    parts.push(
      `<rect x="${f(left + arm + W * 0.01)}" y="${f(seatY - H * 0.08)}" width="${f(H * 0.1)}" height="${f(H * 0.09)}" rx="${f(H * 0.015)}" fill="${p.accent}" transform="rotate(-8 ${f(left + arm + W * 0.05)} ${f(seatY - H * 0.04)})"/>`,
    );
    parts.push(
      `<rect x="${f(left + w - arm - W * 0.01 - H * 0.1)}" y="${f(seatY - H * 0.08)}" width="${f(H * 0.1)}" height="${f(H * 0.09)}" rx="${f(H * 0.015)}" fill="${lighten(p.accent, 0.35)}" transform="rotate(7 ${f(left + w - arm - W * 0.05)} ${f(seatY - H * 0.04)})"/>`,
    );
    const tableX = cx + p.side * -1 * (w / 2 + W * 0.08);
    parts.push(rect(tableX - W * 0.035, H * 0.7, W * 0.07, H * 0.015, p.wood) + rect(tableX - W * 0.003, H * 0.715, W * 0.006, H * 0.13, darken(p.wood, 0.2)));
    parts.push(lamp(tableX, H * 0.7, H, shade));
    parts.push(plant(cx + p.side * (w / 2 + W * 0.1), H * 0.86, H, rng));
  } else if (roomType === 'bedroom') {
    const w = W * 0.4,
      left = cx - w / 2;
    parts.push(rect(left, H * 0.52, w, H * 0.22, darken(p.wood, 0.05), H * 0.012));
    parts.push(rect(left + w * 0.03, H * 0.54, w * 0.94, H * 0.2, p.fabric, H * 0.01));
    parts.push(rect(left + w * 0.08, H * 0.63, w * 0.38, H * 0.08, lighten(p.fabric, 0.7), H * 0.025));
    parts.push(rect(left + w * 0.54, H * 0.63, w * 0.38, H * 0.08, lighten(p.fabric, 0.7), H * 0.025));
    parts.push(
      `<path d="M${f(left - w * 0.02)} ${f(H * 0.7)}L${f(left + w * 1.02)} ${f(H * 0.7)}L${f(left + w * 1.1)} ${f(H * 0.95)}L${f(left - w * 0.1)} ${f(H * 0.95)}Z" fill="${lighten(p.fabric, 0.8)}"/>`,
    );
    parts.push(
      `<path d="M${f(left - w * 0.05)} ${f(H * 0.8)}L${f(left + w * 1.05)} ${f(H * 0.8)}L${f(left + w * 1.1)} ${f(H * 0.95)}L${f(left - w * 0.1)} ${f(H * 0.95)}Z" fill="${p.accent}" opacity="0.85"/>`,
    );
    parts.push(rect(left - w * 0.1, H * 0.95, w * 1.2, H * 0.03, darken(p.wood, 0.25)));
    for (const side of [-1, 1]) {
      const nx = cx + side * (w / 2 + W * 0.06);
      parts.push(
        rect(nx - W * 0.04, H * 0.7, W * 0.08, H * 0.14, p.wood, H * 0.006) + rect(nx - W * 0.035, H * 0.75, W * 0.07, H * 0.003, darken(p.wood, 0.25)),
      );
      parts.push(lamp(nx, H * 0.7, H, shade));
    }
  } else if (roomType === 'office') {
    const w = W * 0.42,
      left = cx - w / 2,
      top = H * 0.66;
    parts.push(
      rect(left, top, w, H * 0.025, p.wood) +
        rect(left + W * 0.01, top + H * 0.025, W * 0.008, H * 0.2, darken(p.wood, 0.35)) +
        rect(left + w - W * 0.018, top + H * 0.025, W * 0.008, H * 0.2, darken(p.wood, 0.35)),
    );
    const drawerX = p.side > 0 ? left + w - W * 0.12 : left + W * 0.02;
    parts.push(
      rect(drawerX, top + H * 0.025, W * 0.1, H * 0.15, darken(p.wood, 0.1)) +
        rect(drawerX + W * 0.01, top + H * 0.07, W * 0.08, H * 0.003, darken(p.wood, 0.35)) +
        rect(drawerX + W * 0.01, top + H * 0.12, W * 0.08, H * 0.003, darken(p.wood, 0.35)),
    );
    parts.push(
      `<path d="M${f(cx - W * 0.07)} ${f(top)}L${f(cx + W * 0.07)} ${f(top)}L${f(cx + W * 0.06)} ${f(top - H * 0.008)}L${f(cx - W * 0.06)} ${f(top - H * 0.008)}Z" fill="#5a5e63"/>`,
    );
    parts.push(
      `<path d="M${f(cx - W * 0.055)} ${f(top - H * 0.008)}L${f(cx - W * 0.045)} ${f(top - H * 0.1)}L${f(cx + W * 0.045)} ${f(top - H * 0.1)}L${f(cx + W * 0.055)} ${f(top - H * 0.008)}Z" fill="#2e3236"/>`,
    );
    parts.push(
      rect(left + W * 0.03, top - H * 0.06, W * 0.05, H * 0.02, p.accent) +
        rect(left + W * 0.034, top - H * 0.04, W * 0.045, H * 0.018, lighten(p.accent, 0.4)) +
        rect(left + W * 0.03, top - H * 0.022, W * 0.055, H * 0.022, darken(p.accent, 0.2)),
    );
    parts.push(
      `<path d="M${f(left + w - W * 0.05)} ${f(top)}L${f(left + w - W * 0.07)} ${f(top - H * 0.14)}L${f(left + w - W * 0.03)} ${f(top - H * 0.19)}" stroke="#2b2b2b" stroke-width="${f(H * 0.006)}" fill="none"/>`,
    );
    parts.push(
      `<path d="M${f(left + w - W * 0.045)} ${f(top - H * 0.2)}L${f(left + w - W * 0.01)} ${f(top - H * 0.17)}L${f(left + w - W * 0.03)} ${f(top - H * 0.15)}Z" fill="#2b2b2b"/>`,
    );
    parts.push(rect(cx - W * 0.06, H * 0.62, W * 0.12, H * 0.14, darken(p.fabric, 0.15), H * 0.02));
    parts.push(
      rect(cx - W * 0.07, H * 0.76, W * 0.14, H * 0.03, p.fabric, H * 0.01) +
        rect(cx - W * 0.004, H * 0.79, W * 0.008, H * 0.09, '#3a3a3a') +
        rect(cx - W * 0.05, H * 0.88, W * 0.1, H * 0.008, '#3a3a3a'),
    );
    parts.push(plant(cx - p.side * (w / 2 + W * 0.08), H * 0.88, H, rng));
  } else {
    const w = W * 0.5,
      left = cx - w / 2,
      top = H * 0.66;
    for (const x of [left + w * 0.18, left + w * 0.5, left + w * 0.82]) {
      parts.push(
        rect(x - W * 0.035, H * 0.55, W * 0.07, top - H * 0.55, darken(p.wood, 0.15), H * 0.01) +
          rect(x - W * 0.028, H * 0.565, W * 0.056, H * 0.035, lighten(p.fabric, 0.2), H * 0.006),
      );
    }
    parts.push(rect(left, top, w, H * 0.03, p.wood));
    parts.push(
      rect(left + W * 0.02, top + H * 0.03, W * 0.012, H * 0.2, darken(p.wood, 0.3)) +
        rect(left + w - W * 0.032, top + H * 0.03, W * 0.012, H * 0.2, darken(p.wood, 0.3)),
    );
    for (const side of [-1, 1]) {
      const x = cx + side * (w / 2 + W * 0.03);
      parts.push(
        rect(x - W * 0.006, H * 0.57, W * 0.012, H * 0.32, darken(p.wood, 0.2)) +
          rect(side < 0 ? x - W * 0.006 : x - W * 0.05, H * 0.74, W * 0.056, H * 0.02, darken(p.wood, 0.1)) +
          rect(side < 0 ? x + W * 0.04 : x - W * 0.05, H * 0.76, W * 0.008, H * 0.13, darken(p.wood, 0.25)),
      );
    }
    parts.push(
      `<path d="M${f(cx - W * 0.015)} ${f(top)}L${f(cx + W * 0.015)} ${f(top)}L${f(cx + W * 0.02)} ${f(top - H * 0.07)}L${f(cx - W * 0.02)} ${f(top - H * 0.07)}Z" fill="${lighten(p.accent, 0.3)}"/>`,
    );
    for (let i = 0; i < 5; i++) {
      const a = -Math.PI / 2 + rng.range(-0.6, 0.6);
      parts.push(
        `<path d="M${f(cx)} ${f(top - H * 0.07)}L${f(cx + Math.cos(a) * H * 0.12)} ${f(top - H * 0.07 + Math.sin(a) * H * 0.12)}" stroke="#5b4a3a" stroke-width="2" fill="none"/>`,
      );
    }
    parts.push(
      rect(left + w * 0.15, top - H * 0.012, W * 0.05, H * 0.012, '#f1ede6', H * 0.006) +
        rect(left + w * 0.75, top - H * 0.012, W * 0.05, H * 0.012, '#f1ede6', H * 0.006),
    );
  }
  return parts.join('');
}

function portraitSvg(image: DemoImage): string {
  const { width: W, height: H } = image;
  const rng = new Rng(image.seed);
  const palette = paletteFor({ ...image, palette: image.palette ?? 'ember' });
  const mirrored = rng.chance(0.5);
  const defs: string[] = [];
  const body: string[] = [];
  const floorY = H * 0.8;

  defs.push(
    linearGradient(
      'studio',
      [0, 0],
      [W, H],
      [
        [0, '#d9d3c9'],
        [1, '#a9a194'],
      ],
      true,
    ),
  );
  body.push(`<rect width="${W}" height="${H}" fill="url(#studio)"/>`);
  body.push(`<rect y="${f(floorY)}" width="${W}" height="${f(H - floorY)}" fill="#8e857a"/>`);
  defs.push(
    linearGradient(
      'shaft',
      [0, 0],
      [W * 0.6, H],
      [
        [0, '#fffaf0', 0.3],
        [1, '#fffaf0', 0.04],
      ],
      true,
    ),
  );
  body.push(`<path d="M0 0L${f(W * 0.45)} 0L${f(W * 0.95)} ${H}L${f(W * 0.35)} ${H}Z" fill="url(#shaft)"/>`);

  // Canvases leaning against the back wall, each a tiny abstract of its own.
  for (let i = 0; i < 3; i++) {
    const w = W * rng.range(0.16, 0.26),
      h = H * rng.range(0.22, 0.36);
    const x = W * (0.04 + i * 0.27) + rng.range(0, W * 0.04);
    const y = floorY - h;
    body.push(rect(x + w, y + H * 0.01, W * 0.012, h - H * 0.01, '#6d6458'));
    body.push(rect(x, y, w, h, rng.pick(palette.fields)));
    body.push(rect(x, y + h * rng.range(0.2, 0.6), w, h * rng.range(0.15, 0.35), rng.pick([palette.light, ...palette.fields]), 0, ' opacity="0.85"'));
    body.push(
      `<circle cx="${f(x + w * rng.range(0.3, 0.7))}" cy="${f(y + h * rng.range(0.3, 0.7))}" r="${f(w * rng.range(0.12, 0.25))}" fill="${rng.pick(palette.fields)}" opacity="0.8"/>`,
    );
  }

  // Easel with a painting in progress.
  const ex = W * 0.74;
  body.push(
    `<path d="M${f(ex)} ${f(H * 0.16)}L${f(ex - W * 0.1)} ${f(H * 0.98)}M${f(ex)} ${f(H * 0.16)}L${f(ex + W * 0.1)} ${f(H * 0.98)}M${f(ex)} ${f(H * 0.16)}L${f(ex + W * 0.02)} ${f(H * 0.95)}" stroke="#5e4634" stroke-width="${f(W * 0.012)}" stroke-linecap="round"/>`,
  );
  body.push(rect(ex - W * 0.15, H * 0.24, W * 0.3, H * 0.34, palette.ground[1]));
  body.push(rect(ex - W * 0.15, H * 0.3, W * 0.3, H * 0.1, palette.fields[1]!, 0, ' opacity="0.85"'));
  body.push(rect(ex - W * 0.08, H * 0.42, W * 0.02, H * 0.12, '#d4a843'));
  body.push(rect(ex - W * 0.17, H * 0.58, W * 0.34, H * 0.015, '#5e4634'));

  // The painter: flat, stylised shapes turned toward the easel.
  const fx = W * 0.4;
  const skin = '#c9a58c';
  const hair = '#2b211c';
  const smock = palette.light;
  body.push(rect(fx - W * 0.055, H * 0.72, W * 0.045, H * 0.25, '#2e3440', W * 0.015));
  body.push(rect(fx + W * 0.015, H * 0.72, W * 0.045, H * 0.25, '#2e3440', W * 0.015));
  body.push(
    `<path d="M${f(fx - W * 0.12)} ${f(H * 0.46)}Q${f(fx)} ${f(H * 0.4)} ${f(fx + W * 0.12)} ${f(H * 0.46)}L${f(fx + W * 0.1)} ${f(H * 0.78)}L${f(fx - W * 0.11)} ${f(H * 0.78)}Z" fill="${smock}"/>`,
  );
  for (let i = 0; i < 6; i++) {
    body.push(
      `<circle cx="${f(fx + W * rng.range(-0.08, 0.08))}" cy="${f(H * rng.range(0.5, 0.75))}" r="${f(W * rng.range(0.004, 0.012))}" fill="${rng.pick(palette.fields)}" opacity="0.9"/>`,
    );
  }
  body.push(
    `<path d="M${f(fx + W * 0.1)} ${f(H * 0.48)}Q${f(fx + W * 0.2)} ${f(H * 0.5)} ${f(ex - W * 0.1)} ${f(H * 0.38)}" stroke="${smock}" stroke-width="${f(W * 0.05)}" stroke-linecap="round" fill="none"/>`,
  );
  body.push(`<circle cx="${f(ex - W * 0.1)}" cy="${f(H * 0.38)}" r="${f(W * 0.022)}" fill="${skin}"/>`);
  body.push(
    `<path d="M${f(ex - W * 0.11)} ${f(H * 0.39)}L${f(ex - W * 0.06)} ${f(H * 0.33)}" stroke="#3a2a1e" stroke-width="${f(W * 0.007)}" stroke-linecap="round"/>`,
  );
  body.push(`<circle cx="${f(ex - W * 0.058)}" cy="${f(H * 0.328)}" r="${f(W * 0.007)}" fill="${palette.fields[0]}"/>`);
  body.push(
    `<path d="M${f(fx - W * 0.1)} ${f(H * 0.48)}Q${f(fx - W * 0.15)} ${f(H * 0.62)} ${f(fx - W * 0.06)} ${f(H * 0.68)}" stroke="${darken(smock, 0.08)}" stroke-width="${f(W * 0.045)}" stroke-linecap="round" fill="none"/>`,
  );
  body.push(rect(fx - W * 0.022, H * 0.36, W * 0.044, H * 0.06, darken(skin, 0.1)));
  body.push(`<ellipse cx="${f(fx + W * 0.01)}" cy="${f(H * 0.31)}" rx="${f(W * 0.062)}" ry="${f(H * 0.072)}" fill="${skin}"/>`);
  body.push(
    `<path d="M${f(fx - W * 0.06)} ${f(H * 0.33)}Q${f(fx - W * 0.07)} ${f(H * 0.22)} ${f(fx + W * 0.02)} ${f(H * 0.23)}Q${f(fx + W * 0.07)} ${f(H * 0.24)} ${f(fx + W * 0.065)} ${f(H * 0.28)}Q${f(fx + W * 0.01)} ${f(H * 0.27)} ${f(fx - W * 0.02)} ${f(H * 0.36)}Z" fill="${hair}"/>`,
  );
  body.push(`<circle cx="${f(fx - W * 0.05)}" cy="${f(H * 0.24)}" r="${f(W * 0.032)}" fill="${hair}"/>`);
  body.push(
    `<path d="M${f(fx + W * 0.07)} ${f(H * 0.27)}Q${f(fx + W * 0.078)} ${f(H * 0.31)} ${f(fx + W * 0.066)} ${f(H * 0.35)}" stroke="#fff3dc" stroke-width="${f(W * 0.006)}" fill="none" opacity="0.6"/>`,
  );

  const texture = grain(rng.int(1, 999), W, H, 0.12);
  defs.push(texture.def);
  const scene = mirrored ? [`<g transform="matrix(-1 0 0 1 ${W} 0)">`, ...body, '</g>'] : body;
  return svgDocument(W, H, defs, [...scene, texture.layer]);
}

/** The picture as SVG text. The same image always gives byte-identical output. */
export function renderSvg(image: DemoImage): string {
  switch (image.kind) {
    case 'artwork':
      return artworkSvg(image);
    case 'room':
      return roomSvg(image);
    case 'portrait':
      return portraitSvg(image);
  }
}

/**
 * The picture as WebP. With `width`, the SVG is rasterised at that width directly (not scaled after the
 * fact), so small variants stay sharp and large ones are not blurry.
 */
export async function renderWebp(image: DemoImage, width?: number): Promise<Buffer> {
  const svg = Buffer.from(renderSvg(image));
  // Effort 2 encodes several times faster than the default 4, for files only a few percent larger.
  const webp = { quality: 82, effort: 2 };
  if (width === undefined) return sharp(svg).webp(webp).toBuffer();
  if (!Number.isInteger(width) || width < 1) throw new Error(`Width must be a positive whole number, got ${width}`);
  const density = (72 * width) / image.width;
  return sharp(svg, { density }).resize({ width }).webp(webp).toBuffer();
}
