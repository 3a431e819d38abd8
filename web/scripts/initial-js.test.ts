import { describe, expect, it } from 'vitest';
import type { Manifest } from 'vite';
import { initialScripts, pageWeights, weightTable } from './initial-js';

// A build's manifest in small: the entry imports two shared chunks; the contact page is lazy and
// imports the form chunk, which imports a shared chunk again; the stylesheet is not a script.
const manifest: Manifest = {
  'src/start.ts': { file: 'assets/start.js', isEntry: true },
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_router.js'],
    dynamicImports: ['src/ContactPage.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_router.js': { file: 'assets/router.js', imports: ['_react.js'] },
  'src/ContactPage.tsx': { file: 'assets/ContactPage.js', isDynamicEntry: true, imports: ['index.html', '_form.js'] },
  '_form.js': { file: 'assets/form.js', imports: ['_react.js'] },
  'style.css': { file: 'assets/index.css' },
};

describe('initial JavaScript per page', () => {
  it('follows static imports from the entry, each file once, and leaves lazy chunks out', () => {
    expect(initialScripts(manifest, [])).toEqual(['assets/start.js', 'assets/react.js', 'assets/router.js', 'assets/index.js']);
  });

  it("adds a lazy page's chunk and what it imports", () => {
    expect(initialScripts(manifest, ['src/ContactPage.tsx'])).toEqual([
      'assets/start.js',
      'assets/react.js',
      'assets/router.js',
      'assets/index.js',
      'assets/form.js',
      'assets/ContactPage.js',
    ]);
  });

  it('fails on a page module the build does not have, rather than measuring less', () => {
    expect(() => initialScripts(manifest, ['src/Gone.tsx'])).toThrow('src/Gone.tsx is not in the build');
  });

  it('sums compressed sizes per page and marks a page over its budget', () => {
    // Random bytes do not compress: each file weighs about its own size.
    const bytes = (size: number) => Uint8Array.from({ length: size }, () => Math.floor(Math.random() * 256));
    const files: Record<string, Uint8Array> = {
      'assets/start.js': bytes(1_000),
      'assets/index.js': bytes(29_000),
      'assets/react.js': bytes(60_000),
      'assets/router.js': bytes(5_000),
      'assets/form.js': bytes(20_000),
      'assets/ContactPage.js': bytes(1_000),
    };
    const weights = pageWeights(manifest, (file) => files[file]!, [
      { path: '/', modules: [], budget: 100_000 },
      { path: '/contact', modules: ['src/ContactPage.tsx'], budget: 100_000 },
    ]);
    expect(weights.map(({ path, files }) => [path, files])).toEqual([
      ['/', 4],
      ['/contact', 6],
    ]);
    expect(weights[0]!.brotli).toBeGreaterThan(95_000);
    expect(weights[0]!.brotli).toBeLessThan(100_000);
    expect(weights[1]!.gzip).toBeGreaterThan(116_000);
    const [header, home, contact] = weightTable(weights).split('\n');
    expect(header).toContain('budget');
    expect(home).not.toContain('OVER');
    expect(contact).toMatch(/^\/contact\s+6\s+.*OVER$/);
  });
});
