import { describe, expect, it } from 'vitest';
import { inlineStylesheets, startAppAtOnce, storefrontAssets, styleText } from './storefront-assets.js';

describe('the storefront build’s assets a page preloads', () => {
  // A build's manifest in small: the product page is lazy, shares a chunk with the entry and has one of its own.
  const manifest = {
    'src/start.ts': { file: 'assets/start-z9.js' },
    'index.html': { file: 'assets/index-a1.js', imports: ['_react-b2.js'] },
    '_react-b2.js': { file: 'assets/react-b2.js' },
    'src/features/catalog/ProductPage.tsx': {
      file: 'assets/ProductPage-c3.js',
      imports: ['index.html', '_react-b2.js', '_gallery-d4.js'],
      isDynamicEntry: true,
    },
    'src/features/pages/BioPage.tsx': { file: 'assets/BioPage-h8.js', imports: ['index.html'], isDynamicEntry: true },
    '_gallery-d4.js': { file: 'assets/gallery-d4.js', imports: ['_react-b2.js'] },
    '../node_modules/@fontsource-variable/lora/files/lora-latin-wght-normal.woff2': { file: 'assets/lora-latin-wght-normal-e5.woff2' },
    '../node_modules/@fontsource-variable/lora/files/lora-latin-ext-wght-normal.woff2': { file: 'assets/lora-latin-ext-wght-normal-f6.woff2' },
    '../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2': {
      file: 'assets/source-sans-3-latin-wght-normal-g7.woff2',
    },
  };

  it('names each theme font’s latin file, and each lazy page’s scripts the first load does not bring', () => {
    expect(storefrontAssets(manifest)).toEqual({
      fonts: { Lora: '/assets/lora-latin-wght-normal-e5.woff2', 'Source Sans 3': '/assets/source-sans-3-latin-wght-normal-g7.woff2' },
      lazyScripts: {
        'src/features/catalog/ProductPage.tsx': ['/assets/ProductPage-c3.js', '/assets/gallery-d4.js'],
        'src/features/pages/BioPage.tsx': ['/assets/BioPage-h8.js'],
      },
      startScript: '/assets/start-z9.js',
    });
  });

  it('preloads nothing from a build without a manifest', () => {
    expect(storefrontAssets({})).toEqual({ fonts: {}, lazyScripts: {} });
  });
});

describe('stylesheets inlined in the page', () => {
  it('puts the build’s stylesheet into the page, and nothing in it can close its element', async () => {
    const { mkdtemp, mkdir, writeFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const root = await mkdtemp(join(tmpdir(), 'storefront-'));
    await mkdir(join(root, 'assets'));
    await writeFile(join(root, 'assets/index-a1.css'), 'body{color:red}');
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-a1.css"><link rel="stylesheet" href="/assets/missing.css"></head>';
    expect(inlineStylesheets(html, root)).toBe('<head><style>body{color:red}</style><link rel="stylesheet" href="/assets/missing.css"></head>');
    expect(styleText('a{content:"</style><script>x()</script>"}')).toBe('a{content:"\\3c /style><script>x()</script>"}');
    expect(styleText('a{}</STYLE>')).not.toMatch(/<\/style/i);
  });
});

describe('the app started by the start script', () => {
  const built = [
    '<head>',
    '    <script type="module" crossorigin src="/assets/index-a1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">',
    '    <link rel="modulepreload" crossorigin href="/assets/router-c3.js">',
    '    <style>body{}</style>',
    '</head>',
  ].join('\n');

  it('asks for the app’s script and what it imports at once, at low priority, and runs the start script in its place', () => {
    const html = startAppAtOnce(built, '/assets/start-z9.js');
    expect(html).not.toContain('crossorigin src="/assets/index-a1.js"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-a1.js" fetchpriority="low">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-b2.js" fetchpriority="low">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/router-c3.js" fetchpriority="low">');
    expect(html).toContain('<script type="module" src="/assets/start-z9.js" fetchpriority="low" data-app="/assets/index-a1.js"></script>');
    expect(html).toContain('<style>body{}</style>');
  });

  it('leaves the page as built without a start script', () => {
    expect(startAppAtOnce(built, undefined)).toBe(built);
  });
});
