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
  const custom = theme.customCSS.trim();
  if (custom) lines.push("/* The artist's custom CSS. */", custom.replace(/</g, '\\3c '));
  return `${lines.join('\n')}\n`;
}
