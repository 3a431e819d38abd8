import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import lora from '@capsizecss/metrics/lora';
import playfairDisplay from '@capsizecss/metrics/playfairDisplay';
import sourceSans3 from '@capsizecss/metrics/sourceSans3';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { DEFAULT_THEME_SETTINGS, THEME_FONTS, type ThemeFont } from './theme.js';

// The storefront's stylesheets, which bundle these fonts and their fallbacks.
const fontsCss = readFileSync(new URL('../../../web/src/fonts.css', import.meta.url), 'utf8');
const indexCss = readFileSync(new URL('../../../web/src/index.css', import.meta.url), 'utf8');

const METRICS: Record<ThemeFont, [typeof lora, typeof lora]> = {
  Lora: [lora, timesNewRoman],
  'Playfair Display': [playfairDisplay, timesNewRoman],
  Inter: [inter, arial],
  'Source Sans 3': [sourceSans3, arial],
};

/** The four overrides of one @font-face rule, by property. */
function overrides(css: string, family: string): Record<string, string> {
  const rule = new RegExp(`@font-face\\s*{[^}]*font-family:\\s*['"]${family}['"];[^}]*}`).exec(css)?.[0] ?? '';
  return Object.fromEntries(
    [...rule.matchAll(/(ascent-override|descent-override|line-gap-override|size-adjust):\s*([\d.]+%)/g)].map(([, name, value]) => [name, value]),
  );
}

describe('the theme fonts', () => {
  it.each(Object.keys(THEME_FONTS) as ThemeFont[])('%s has a bundled face and a fallback sized to its metrics', (font) => {
    const [metrics, fallback] = METRICS[font];
    const { fontFaces } = createFontStack([metrics, fallback], { fontFaceFormat: 'styleString' });
    const fallbackName = `${font} Fallback`;
    expect(overrides(fontsCss, fallbackName)).toEqual(overrides(fontFaces, fallbackName));
    expect(Object.keys(overrides(fontsCss, fallbackName))).toHaveLength(4);
    // The stack the theme's stylesheet sets names the bundled variable font, then this fallback.
    expect(THEME_FONTS[font].family.startsWith(`'${font} Variable', '${fallbackName}'`)).toBe(true);
    expect(fontsCss).toContain(`@fontsource-variable/${font.toLowerCase().replace(/ /g, '-')}/wght.css`);
  });

  it('gives headings the default theme’s web font before the theme stylesheet arrives', () => {
    expect(indexCss).toContain(`--font-serif: ${THEME_FONTS[DEFAULT_THEME_SETTINGS.fontFamily].family};`);
  });
});
