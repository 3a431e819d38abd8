/**
 * The storefront's colours from the artist's theme, and the contrast check the admin form runs as
 * the artist picks and content runs again on save. Free of zod: the storefront and the admin's live
 * preview use it without loading the schemas.
 */

/** The colours the artist picks; every other colour of the storefront is worked out from them. */
export interface ThemeColors {
  primaryColor: string;
  secondaryColor: string;
  accentColor: string;
  backgroundColor: string;
  textColor: string;
}

/** The CSS variables the storefront paints with (libs/ui/src/styles.css), for its light look. */
export const THEME_VARIABLES = [
  'background',
  'foreground',
  'card',
  'card-foreground',
  'popover',
  'popover-foreground',
  'primary',
  'primary-foreground',
  'secondary',
  'secondary-foreground',
  'muted',
  'muted-foreground',
  'accent',
  'accent-foreground',
  'success',
  'success-foreground',
  'info',
  'info-foreground',
  'destructive',
  'destructive-foreground',
  'border',
  'input',
  'ring',
] as const;
export type ThemeVariable = (typeof THEME_VARIABLES)[number];
export type ThemePalette = Record<ThemeVariable, string>;

/** The shop's own light palette, exactly as libs/ui/src/styles.css's :root (keep the two in step). */
export const DEFAULT_PALETTE: ThemePalette = {
  background: '#faf8f5',
  foreground: '#1d1b18',
  card: '#ffffff',
  'card-foreground': '#1d1b18',
  popover: '#ffffff',
  'popover-foreground': '#1d1b18',
  primary: '#1d1b18',
  'primary-foreground': '#faf8f5',
  secondary: '#ece8e1',
  'secondary-foreground': '#1d1b18',
  muted: '#f0ede8',
  'muted-foreground': '#5c574f',
  accent: '#8a3b22',
  'accent-foreground': '#ffffff',
  success: '#1f6b43',
  'success-foreground': '#ffffff',
  info: '#1d4f7a',
  'info-foreground': '#ffffff',
  destructive: '#b42318',
  'destructive-foreground': '#ffffff',
  border: '#e3ded6',
  input: '#8f877b',
  ring: '#8a3b22',
};

/** The dark palette's status colours (styles.css's .dark), used when the artist's background is dark. */
const DARK_STATUS = {
  success: '#4cb67e',
  'success-foreground': '#131211',
  info: '#7fb2e5',
  'info-foreground': '#131211',
  destructive: '#ef6b5f',
  'destructive-foreground': '#131211',
} as const;

/** The theme's colours before the artist picks any: the shop as it looks without a theme. */
export const DEFAULT_THEME_COLORS: ThemeColors = {
  primaryColor: DEFAULT_PALETTE.primary,
  secondaryColor: DEFAULT_PALETTE.secondary,
  accentColor: DEFAULT_PALETTE.accent,
  backgroundColor: DEFAULT_PALETTE.background,
  textColor: DEFAULT_PALETTE.foreground,
};

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function hex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2.1 relative luminance of a #rrggbb colour (0 black … 1 white). */
export function relativeLuminance(color: string): number {
  const [r, g, b] = rgb(color).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 contrast ratio of two colours, 1 … 21, whichever is lighter. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `share` of `other` mixed into `color` (0 is `color`, 1 is `other`), in sRGB as CSS color-mix does. */
export function mixColors(color: string, other: string, share: number): string {
  const [a, b] = [rgb(color), rgb(other)];
  return hex(a.map((channel, index) => channel + (b[index]! - channel) * share) as Rgb);
}

function isDark(color: string): boolean {
  return relativeLuminance(color) < 0.18;
}

/** The first candidate that reads on `color` at 4.5:1, else the one that reads best. */
function readableOn(color: string, candidates: string[]): string {
  return (
    candidates.find((candidate) => contrastRatio(candidate, color) >= 4.5) ??
    candidates.reduce((best, next) => (contrastRatio(next, color) > contrastRatio(best, color) ? next : best))
  );
}

/**
 * The storefront's light palette for the artist's colours. A colour left as the default keeps the
 * shop's own hand-tuned companions (so the default theme is today's look exactly); a changed one gets
 * companions worked out from it: surfaces a touch off the background, borders and secondary text
 * mixed from the text colour just far enough to stay readable, and button text that reads on its button.
 */
export function themePalette(colors: ThemeColors): ThemePalette {
  const palette: ThemePalette = { ...DEFAULT_PALETTE };
  const background = colors.backgroundColor.toLowerCase();
  const text = colors.textColor.toLowerCase();
  const changed = (key: keyof ThemeColors) => colors[key].toLowerCase() !== DEFAULT_THEME_COLORS[key];
  palette.background = background;
  palette.foreground = text;
  palette['card-foreground'] = palette['popover-foreground'] = palette['secondary-foreground'] = text;

  if (changed('backgroundColor') || changed('textColor')) {
    const dark = isDark(background);
    palette.card = palette.popover = dark ? mixColors(background, text, 0.05) : mixColors(background, '#ffffff', 0.7);
    palette.muted = mixColors(background, text, 0.05);
    palette.border = mixColors(background, text, 0.14);
    // Secondary text: as much of the background as keeps 4.5:1 on every surface it sits on.
    const surfaces = [background, palette.card, palette.muted];
    const steps = [0.4, 0.35, 0.3, 0.25, 0.2, 0.15, 0.1, 0.05, 0];
    const readable = (share: number) => surfaces.every((surface) => contrastRatio(mixColors(text, background, share), surface) >= 4.5);
    palette['muted-foreground'] = mixColors(text, background, steps.find(readable) ?? 0);
    // Input borders: 3:1 against the background (WCAG 1.4.11), with as little ink as that takes.
    const inputShares = [0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.8, 0.9, 1];
    palette.input = mixColors(background, text, inputShares.find((share) => contrastRatio(mixColors(background, text, share), background) >= 3) ?? 1);
    if (dark) Object.assign(palette, DARK_STATUS);
  }

  palette.primary = colors.primaryColor.toLowerCase();
  if (changed('primaryColor') || changed('backgroundColor') || changed('textColor'))
    palette['primary-foreground'] = readableOn(palette.primary, [background, text, '#ffffff', '#000000']);
  palette.secondary = colors.secondaryColor.toLowerCase();
  palette.accent = palette.ring = colors.accentColor.toLowerCase();
  if (changed('accentColor') || changed('backgroundColor') || changed('textColor'))
    palette['accent-foreground'] = readableOn(palette.accent, ['#ffffff', background, text, '#000000']);
  return palette;
}

/** The colour pairs the storefront really draws, each with the theme field to change when it is too faint. */
export const THEME_CONTRAST_PAIRS: ReadonlyArray<{ label: string; text: ThemeVariable; on: ThemeVariable; field: keyof ThemeColors }> = [
  { label: 'Text on the background', text: 'foreground', on: 'background', field: 'textColor' },
  { label: 'Text on cards', text: 'card-foreground', on: 'card', field: 'textColor' },
  { label: 'Secondary text on the background', text: 'muted-foreground', on: 'background', field: 'textColor' },
  { label: 'Button text on the primary colour', text: 'primary-foreground', on: 'primary', field: 'primaryColor' },
  { label: 'The primary colour as text on the background', text: 'primary', on: 'background', field: 'primaryColor' },
  { label: 'Links (the accent colour) on the background', text: 'accent', on: 'background', field: 'accentColor' },
  { label: 'Text on the accent colour', text: 'accent-foreground', on: 'accent', field: 'accentColor' },
  { label: 'Text on the secondary colour', text: 'secondary-foreground', on: 'secondary', field: 'secondaryColor' },
  { label: 'Error messages on the background', text: 'destructive', on: 'background', field: 'backgroundColor' },
];

/** WCAG 2.1 AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

export interface ContrastProblem {
  label: string;
  field: keyof ThemeColors;
  /** Rounded down to one decimal, so a ratio shown as 4.5 really is at least 4.5. */
  ratio: number;
  message: string;
}

/** Each pair the storefront draws that reads below 4.5:1, with what to tell the artist. */
export function themeContrastProblems(colors: ThemeColors): ContrastProblem[] {
  const palette = themePalette(colors);
  return THEME_CONTRAST_PAIRS.flatMap(({ label, text, on, field }) => {
    const exact = contrastRatio(palette[text], palette[on]);
    if (exact >= MIN_TEXT_CONTRAST) return [];
    const ratio = Math.floor(exact * 10) / 10;
    return [{ label, field, ratio, message: `Not enough contrast: ${label.charAt(0).toLowerCase()}${label.slice(1)} is ${ratio}:1; it needs at least 4.5:1` }];
  });
}
