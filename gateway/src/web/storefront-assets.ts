import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_FONT_NAMES, type ThemeFont } from '@artshop/contracts';

/** What the storefront's pages preload from its build (the files are named by their content). */
export interface StorefrontAssets {
  /** The latin file of each theme font. */
  fonts: Partial<Record<ThemeFont, string>>;
  /**
   * Each lazily loaded module's own scripts (a page's, by its module as web/src/App.tsx names it):
   * those the first load does not already bring.
   */
  lazyScripts: Record<string, string[]>;
  /** The script that starts the app (web/src/start.ts), when the build has one. */
  startScript?: string;
}

type Manifest = Record<string, { file: string; imports?: string[]; isDynamicEntry?: boolean }>;

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
  const lazyScripts: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isDynamicEntry) lazyScripts[key] = [...staticImports(manifest, key)].filter((one) => !entry.has(one)).map((one) => `/${manifest[one]!.file}`);
  }
  const start = manifest['src/start.ts'];
  return { fonts, lazyScripts, ...(start && { startScript: `/${start.file}` }) };
}

/** A module and every chunk it imports statically, directly or not (none for a module the build lacks). */
function staticImports(manifest: Manifest, key: string, found = new Set<string>()): Set<string> {
  if (found.has(key) || !manifest[key]) return found;
  found.add(key);
  for (const imported of manifest[key].imports ?? []) staticImports(manifest, imported, found);
  return found;
}

/**
 * The storefront's index.html with its built stylesheets inlined: the page paints with the HTML alone,
 * without a render-blocking request first (on a phone's network, a round trip). The scripts stay
 * files: they do not hold the first paint.
 */
export function inlineStylesheets(indexHtml: string, root: string): string {
  return indexHtml.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (link, href: string) => {
    const path = join(root, href);
    return existsSync(path) ? `<style>${styleText(readFileSync(path, 'utf8'))}</style>` : link;
  });
}

/**
 * The storefront's index.html with its app started by the start script (web/src/start.ts) instead of
 * its own tag, and every script asked for at once at low priority: the app's script and what it
 * imports as modulepreloads with fetchpriority="low" (found by the browser's preload scanner while the
 * page is still arriving, and fetched after the page's largest image, which is preloaded high), and
 * the start script, which runs the app as soon as the page is parsed. Until then the page's forms
 * work as plain HTML forms. An index.html without a module script, or a build without a start
 * script, is left as it is.
 */
export function startAppAtOnce(indexHtml: string, startScript: string | undefined): string {
  const app = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(indexHtml);
  if (!startScript || !app) return indexHtml;
  const html = indexHtml.replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_link, href: string) => lowPriorityPreload(href));
  return html.replace(
    app[0],
    () => `${lowPriorityPreload(app[1]!)}<script type="module" src="${startScript}" fetchpriority="low" data-app="${app[1]}"></script>`,
  );
}

/** A module asked for ahead, below the page's pictures and font. */
export function lowPriorityPreload(href: string): string {
  return `<link rel="modulepreload" crossorigin href="${href}" fetchpriority="low">`;
}

/** CSS safe inside a <style> element: nothing in it can close the element (CSS reads \3c as '<'). */
export function styleText(css: string): string {
  return css.replace(/<\/style/gi, '\\3c /style');
}
