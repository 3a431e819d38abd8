import { THEME_FONTS, THEME_VARIABLES, themePalette, type ThemeSettings } from '@artshop/contracts';

/**
 * GET /api/theme.css: the theme as the stylesheet the storefront links from every page's head (after
 * its own, so the theme wins): the palette as the CSS variables the storefront paints with, the
 * headings' font, then the artist's custom CSS. It is only ever served as text/css, never put into a
 * page, so nothing in it can run as script; '<' is still written as the CSS escape \3c (the same
 * character to CSS) so no '</style>' or HTML survives even if someone pasted the file into a page.
 */
export function themeStylesheet(theme: ThemeSettings): string {
  const palette = themePalette(theme);
  const variables = THEME_VARIABLES.map((name) => `  --${name}: ${palette[name]};`).join('\n');
  // With dark mode offered, visitors who choose dark keep the shop's dark palette; without it, these colours are the only
  // ones (important: the page's early script sets color-scheme inline for a visitor who had chosen dark).
  const selector = theme.darkMode ? ':root:not(.dark)' : ':root:root';
  const lines = [
    "/* The artist's theme (admin: Site Settings, Theme). */",
    `${selector} {\n${variables}${theme.darkMode ? '' : '\n  color-scheme: light !important;'}\n}`,
    `:root {\n  --font-serif: ${THEME_FONTS[theme.fontFamily].family};\n}`,
  ];
  if (theme.headerLayout === 'centered') lines.push(CENTERED_HEADER);
  const custom = theme.customCSS.trim();
  if (custom) lines.push("/* The artist's custom CSS. */", custom.replace(/</g, '\\3c '));
  return `${lines.join('\n')}\n`;
}

/**
 * The 'centered' header on wide screens (the storefront's lg breakpoint): the name centred on the top row,
 * the links on a row of their own below it. Set here rather than by the app, so the header has its final
 * shape at the first paint. Unlayered, so it wins over the header's Tailwind utilities.
 */
const CENTERED_HEADER = `/* Header layout: centered. */
@media (min-width: 64rem) {
  .header-row { flex-wrap: wrap; height: auto; row-gap: 0; }
  .header-mark { position: absolute; top: 0; left: 50%; height: 4rem; max-width: 40%; transform: translateX(-50%); }
  .header-actions { height: 4rem; margin-left: auto; }
  .header-links { order: 1; flex-basis: 100%; height: 3rem; border-top: 1px solid var(--border); }
}`;
