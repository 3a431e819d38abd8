import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Manifest, Plugin } from 'vite';
import { BROTLI_OPTIONS, GZIP_OPTIONS } from './precompress';

/**
 * The JavaScript a page needs before it shows: the entry's static imports, followed through the
 * chunks they import, and the page's own lazy chunk (with its static imports) for a route loaded
 * on demand. Each page names its route's module as the manifest keys it (App.tsx's lazy imports).
 */
export const MEASURED_PAGES: ReadonlyArray<{ path: string; modules: string[]; budget?: number }> = [
  { path: '/', modules: [], budget: 100_000 },
  { path: '/shop-all', modules: [], budget: 100_000 },
  { path: '/product/:id', modules: ['src/features/catalog/ProductPage.tsx'] },
  { path: '/contact', modules: ['src/features/contact/ContactPage.tsx'] },
  { path: '/corporate-buyers', modules: ['src/features/corporate/CorporateBuyersPage.tsx'] },
  { path: '/mail-club', modules: ['src/features/mail-club/MailClubPage.tsx'] },
  { path: '/art-wall', modules: ['src/features/art-wall/ArtWallPage.tsx'] },
  { path: '/checkout', modules: ['src/features/checkout/CheckoutPage.tsx'] },
  { path: '/account', modules: ['src/features/account/AccountPage.tsx'] },
];

const START_SCRIPT = 'src/start.ts';

/** The script files loaded, in order, for the entry plus the given lazy modules (manifest keys). */
export function initialScripts(manifest: Manifest, modules: readonly string[], entry = 'index.html'): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest (renamed or no longer lazy?)`);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
  };
  // The gateway's pages start the app with src/start.ts (at once, or once a server-rendered page has painted).
  for (const key of [START_SCRIPT, entry, ...modules]) visit(key);
  return files;
}

export interface PageWeight {
  path: string;
  files: number;
  gzip: number;
  brotli: number;
  budget?: number;
}

/** Each measured page's initial scripts, compressed as the gateway sends them (scripts/precompress.ts). */
export function pageWeights(manifest: Manifest, source: (file: string) => Uint8Array, pages = MEASURED_PAGES): PageWeight[] {
  const sizes = new Map<string, { gzip: number; brotli: number }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const bytes = source(file);
      size = {
        gzip: gzipSync(bytes, GZIP_OPTIONS).length,
        brotli: brotliCompressSync(bytes, BROTLI_OPTIONS).length,
      };
      sizes.set(file, size);
    }
    return size;
  };
  return pages.map(({ path, modules, budget }) => {
    const files = initialScripts(manifest, modules).map(sizeOf);
    const sum = (key: 'gzip' | 'brotli') => files.reduce((total, size) => total + size[key], 0);
    return { path, files: files.length, gzip: sum('gzip'), brotli: sum('brotli'), budget };
  });
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The table the build prints; a page over its budget is marked. */
export function weightTable(weights: readonly PageWeight[]): string {
  const lines = [`${'page'.padEnd(20)}${'scripts'.padStart(8)}${'gzip'.padStart(11)}${'brotli'.padStart(11)}  budget (brotli)`];
  for (const { path, files, gzip, brotli, budget } of weights) {
    const verdict = budget === undefined ? '' : `${kB(budget)}${brotli > budget ? ', OVER' : ''}`;
    lines.push(`${path.padEnd(20)}${String(files).padStart(8)}${kB(gzip).padStart(11)}${kB(brotli).padStart(11)}  ${verdict}`.trimEnd());
  }
  return lines.join('\n');
}

/**
 * Prints, after each production build, the initial JavaScript of each measured page (needs
 * build.manifest). The budget is a target the table marks, not a failure: a dependency's new
 * version must not stop the shop from building.
 */
export function initialJsReport(): Plugin {
  return {
    name: 'artshop:initial-js',
    apply: 'build',
    writeBundle(_options, bundle) {
      const manifestAsset = bundle['.vite/manifest.json'];
      if (manifestAsset?.type !== 'asset') return this.warn('no manifest: set build.manifest to see the initial JavaScript per page');
      const manifest = JSON.parse(String(manifestAsset.source)) as Manifest;
      const source = (file: string) => {
        const output = bundle[file];
        if (output?.type !== 'chunk') throw new Error(`${file} is not a chunk of this build`);
        return Buffer.from(output.code);
      };
      console.log(`\nInitial JavaScript per page (compressed):\n${weightTable(pageWeights(manifest, source))}\n`);
    },
  };
}
