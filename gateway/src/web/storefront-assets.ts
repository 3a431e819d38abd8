import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_FONT_NAMES, type ThemeFont } from '@artshop/contracts';

/** What the storefront's pages preload from its build (the files are named by their content). */
export interface StorefrontAssets {
  /** The latin file of each theme font. */
  fonts: Partial<Record<ThemeFont, string>>;
  /** The product page's own scripts, which it loads lazily: those the first load does not already bring. */
  productPageScripts: string[];
}

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The product page's module as the storefront's build names it (web/src/App.tsx imports it lazily). */
const PRODUCT_PAGE = 'src/features/catalog/ProductPage.tsx';

/** The storefront build's assets, by Vite's manifest; none from a build without one. */
export function readStorefrontAssets(root: string): StorefrontAssets {
  const path = join(root, '.vite/manifest.json');
  return storefrontAssets(existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : {});
}

export function storefrontAssets(manifest: Manifest): StorefrontAssets {
  const fonts: Partial<Record<ThemeFont, string>> = {};
  for (const font of THEME_FONT_NAMES) {
    // @fontsource-variable's file of the font's latin letters, e.g. …/lora/files/lora-latin-wght-normal.woff2.
    const source = `/${font.toLowerCase().replaceAll(' ', '-')}-latin-wght-normal.woff2`;
    const key = Object.keys(manifest).find((candidate) => candidate.endsWith(source));
    if (key) fonts[font] = `/${manifest[key]!.file}`;
  }
  const entry = staticImports(manifest, 'index.html');
  const productPageScripts = [...staticImports(manifest, PRODUCT_PAGE)].filter((key) => !entry.has(key)).map((key) => `/${manifest[key]!.file}`);
  return { fonts, productPageScripts };
}

/** A module and every chunk it imports statically, directly or not (none for a module the build lacks). */
function staticImports(manifest: Manifest, key: string, found = new Set<string>()): Set<string> {
  if (found.has(key) || !manifest[key]) return found;
  found.add(key);
  for (const imported of manifest[key].imports ?? []) staticImports(manifest, imported, found);
  return found;
}
