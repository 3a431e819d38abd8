import type { z } from 'zod';
import { HEX_COLOR, type HeaderLayout, type ThemeColors, type themeSettingsSchema } from '@artshop/contracts';

export type ThemeValues = z.input<typeof themeSettingsSchema>;
export type ColorName = keyof ThemeColors;

export const COLOR_FIELDS: ReadonlyArray<{ name: ColorName; label: string; hint: string }> = [
  { name: 'primaryColor', label: 'Primary colour', hint: 'Buttons and strong marks.' },
  { name: 'secondaryColor', label: 'Secondary colour', hint: 'Quiet buttons and chips.' },
  { name: 'accentColor', label: 'Accent colour', hint: 'Links, icons and highlights.' },
  { name: 'backgroundColor', label: 'Background colour', hint: 'The page behind everything.' },
  { name: 'textColor', label: 'Text colour', hint: 'Body text and headings.' },
];

export const HEADER_LAYOUT_LABELS: Record<HeaderLayout, string> = {
  standard: 'Standard: the name at the left, the links beside it',
  centered: 'Centered: the name centred above the links',
};

/** The five colours as the form holds them, once each is a #rrggbb colour; null while one is being typed. */
export function readyColors(values: Partial<ThemeValues>): ThemeColors | null {
  const colors = Object.fromEntries(COLOR_FIELDS.map(({ name }) => [name, values[name] ?? ''])) as unknown as ThemeColors;
  return Object.values(colors).every((value) => HEX_COLOR.test(value)) ? colors : null;
}

/** Whether the form's colours are a preset's (the case of the hex codes aside). */
export function isPresetActive(colors: ThemeColors | null, preset: ThemeColors): boolean {
  return colors !== null && COLOR_FIELDS.every(({ name }) => colors[name].toLowerCase() === preset[name]);
}

/** The colour picker's value: the code once it is a colour, black while it is being typed. */
export function pickerValue(code: string): string {
  return HEX_COLOR.test(code) ? code.toLowerCase() : '#000000';
}

/** A preset's test id: 'theme-preset-warm-neutral' for 'Warm Neutral'. */
export function presetTestId(name: string): string {
  return `theme-preset-${name.toLowerCase().replace(/ /g, '-')}`;
}
