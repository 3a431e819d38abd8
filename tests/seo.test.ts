import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import type { PricingTier, Product, ThemeSettings } from '@artshop/contracts';
import { ApiClient, TestSystem, launchBrowser, pageReads, pageState, workspaceRoot } from '@artshop/testing';

// Pages people share, as a link preview or a search engine reads them: the HTML the server sends,
// without running the app (Chromium with JavaScript off parses it), plus sitemap.xml and robots.txt.
let system: TestSystem;
let browser: Browser;
let crawler: BrowserContext;
let admin: ApiClient;
let base: string;
let artist: string;
/** What every page's tags start from: the social settings, or the built page's own description. */
let site: { description: string; image: string; twitterCard: string };
let products: Product[];

beforeAll(async () => {
  [system, browser] = await Promise.all([TestSystem.start({ seed: true }), launchBrowser()]);
  base = system.baseUrl;
  crawler = await browser.newContext({ javaScriptEnabled: false });
  admin = new ApiClient(base);
  expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);

  const visitor = new ApiClient(base);
  const settings = (await visitor.get('/api/site-settings')).body as Array<{ key: string; value: string }>;
  const setting = (key: string) => settings.find((one) => one.key === key)!.value;
  artist = setting('artist_artistName');
  products = (await visitor.get('/api/products')).body as Product[];
  const social = await visitor.get('/api/social-settings');
  expect(social.status).toBe(200);
  site = { description: social.body.metaDescription, image: `${base}${social.body.ogImage}`, twitterCard: social.body.twitterCard };
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
});

/** The head of a page as the server sends it; each tag asked for must be there at most once. */
async function readPage(path: string) {
  const page = await crawler.newPage();
  try {
    const response = (await page.goto(`${base}${path}`))!;
    const attribute = async (selector: string, name = 'content') => {
      const found = page.locator(selector);
      const count = await found.count();
      if (count > 1) throw new Error(`${path}: ${count} elements match ${selector}`);
      return count === 1 ? found.getAttribute(name) : null;
    };
    const named = (name: string) => attribute(`head meta[name="${name}"]`);
    const property = (name: string) => attribute(`head meta[property="${name}"]`);
    return {
      status: response.status(),
      html: await response.text(),
      title: await page.title(),
      titles: await page.locator('title').count(),
      description: await named('description'),
      robots: await named('robots'),
      canonical: await attribute('head link[rel="canonical"]', 'href'),
      og: {
        title: await property('og:title'),
        description: await property('og:description'),
        url: await property('og:url'),
        image: await property('og:image'),
        type: await property('og:type'),
        siteName: await property('og:site_name'),
      },
      twitter: {
        card: await named('twitter:card'),
        title: await named('twitter:title'),
        description: await named('twitter:description'),
        image: await named('twitter:image'),
      },
      jsonLd: (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as StructuredProduct),
      scripts: await page.locator('script').count(),
      /** The app's own bundle: the page still loads the storefront. */
      appScripts: await page.locator('script[type="module"][src^="/assets/"]').count(),
    };
  } finally {
    await page.close();
  }
}

interface Offer {
  '@type': string;
  name?: string;
  price: string;
  priceCurrency: string;
  availability: string;
}

interface StructuredProduct {
  '@context': string;
  '@type': string;
  name: string;
  description?: string;
  image?: string[];
  sku?: string;
  url: string;
  brand: { '@type': string; name: string };
  offers: Offer | (Offer & { lowPrice: string; highPrice: string; offerCount: number; offers: Offer[] });
}

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

const originalTierOf = (product: Product): PricingTier | undefined => product.pricingTiers.find((tier) => tier.type === 'Original');

describe('shared pages carry their own tags in the HTML the server sends', () => {
  const shopPages: Array<[string, string]> = [
    ['/shop-all', 'Shop All Artworks'],
    ['/originals', 'Originals'],
    ['/prints', 'Prints'],
    ['/accessories', 'Accessories'],
  ];

  it('home: the artist and the tagline, the site description, a website card with an absolute picture', async () => {
    const page = await readPage('/');
    expect(page.status).toBe(200);
    expect(page.titles).toBe(1);
    expect(page.title).toBe(`${artist} — Contemporary Abstract Art`);
    expect(page.description).toBe(site.description);
    expect(page.canonical).toBe(`${base}/`);
    expect(page.og).toEqual({ title: page.title, description: site.description, url: `${base}/`, image: site.image, type: 'website', siteName: artist });
    expect(page.twitter).toEqual({ card: site.twitterCard, title: page.title, description: site.description, image: site.image });
    expect(page.robots).toBeNull();
    expect(page.jsonLd).toEqual([]);
    expect(page.appScripts).toBe(1);
    // The preview picture is really there.
    expect((await fetch(site.image)).status).toBe(200);
  });

  it.each(shopPages)('%s: its own title, description and canonical address', async (path, name) => {
    const page = await readPage(path);
    expect(page.status).toBe(200);
    expect(page.titles).toBe(1);
    expect(page.title).toBe(`${name} | ${artist}`);
    expect(page.description).toContain(artist);
    expect(page.canonical).toBe(`${base}${path}`);
    expect(page.og).toEqual({ title: page.title, description: page.description, url: `${base}${path}`, image: site.image, type: 'website', siteName: artist });
    expect(page.twitter).toEqual({ card: site.twitterCard, title: page.title, description: page.description, image: site.image });
    expect(page.appScripts).toBe(1);
  });

  it('matches shop routes as the app does: any letter case, with or without a trailing slash', async () => {
    const page = await readPage('/Shop-All/');
    expect(page.title).toBe(`Shop All Artworks | ${artist}`);
    expect(page.canonical).toBe(`${base}/shop-all`);
  });

  it('a product page: its name, picture and product card, and JSON-LD that agrees with the API', async () => {
    const product = products.find((one) => one.images.length > 0 && one.sku && one.pricingTiers.length > 1)!;
    const page = await readPage(`/product/${product.id}`);
    const url = `${base}/product/${product.id}`;
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${product.name} | ${artist}`);
    expect(page.canonical).toBe(url);
    expect(page.description).toBeTruthy();
    expect(page.og).toMatchObject({ title: page.title, url, type: 'product', siteName: artist, image: `${base}${product.images[0]}` });
    expect(page.twitter).toMatchObject({ card: site.twitterCard, image: `${base}${product.images[0]}` });
    expect((await fetch(page.og.image!)).status).toBe(200);

    expect(page.jsonLd).toHaveLength(1);
    const data = page.jsonLd[0]!;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.sku,
      url,
      image: product.images.map((image) => `${base}${image}`),
      brand: { name: artist },
    });
    const prices = product.pricingTiers.map((tier) => Number(tier.price));
    expect(data.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: Math.min(...prices).toFixed(2),
      highPrice: Math.max(...prices).toFixed(2),
      offerCount: product.pricingTiers.length,
    });
    const offers = (data.offers as { offers: Offer[] }).offers;
    expect(offers.map((offer) => [offer.price, offer.priceCurrency])).toEqual(product.pricingTiers.map((tier) => [tier.price, 'USD']));
  });

  it('a sold-out original is out of stock and an available one in stock, as the storefront shows them', async () => {
    const soldOut = products.find((one) => originalTierOf(one)?.stock === 0 && one.pricingTiers.some((tier) => tier.type === 'Print' && tier.stock > 0))!;
    const available = products.find((one) => (originalTierOf(one)?.stock ?? 0) > 0)!;
    expect(soldOut, 'a demo original that has sold, with prints').toBeDefined();
    expect(available, 'a demo original for sale').toBeDefined();

    const offersOf = async (product: Product) => {
      const [data] = (await readPage(`/product/${product.id}`)).jsonLd;
      return data!.offers as { availability: string; offers: Offer[] };
    };
    const sold = await offersOf(soldOut);
    expect(sold.offers.find((offer) => offer.name?.startsWith('Original'))!.availability).toBe(OUT_OF_STOCK);
    // Its prints can still be bought.
    expect(sold.availability).toBe(IN_STOCK);
    const forSale = await offersOf(available);
    expect(forSale.offers.find((offer) => offer.name?.startsWith('Original'))!.availability).toBe(IN_STOCK);
  });

  it('a product with one way to buy it has a single Offer; sold out, the whole product is out of stock', async () => {
    const created = await admin.post('/api/products', { name: 'Studio Candle', slug: 'studio-candle', price: '24.5', stock: 3, sku: 'AC-CANDLE' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const product = created.body as Product;
    const offer = async () => (await readPage(`/product/${product.id}`)).jsonLd[0]?.offers as Offer | undefined;
    expect(await system.eventually(offer, 'the new product described')).toMatchObject({
      '@type': 'Offer',
      price: '24.50',
      priceCurrency: 'USD',
      availability: IN_STOCK,
    });

    const original = await admin.post('/api/products', { name: 'Last Light', slug: 'last-light', price: '900', isOriginal: true, stock: 0 });
    expect(original.status).toBe(201);
    const soldOriginal = async () => (await readPage(`/product/${(original.body as Product).id}`)).jsonLd[0]?.offers as Offer | undefined;
    expect(await system.eventually(soldOriginal, 'the sold original described')).toMatchObject({
      '@type': 'Offer',
      price: '900.00',
      availability: OUT_OF_STOCK,
    });
  });

  it('escapes what the artist types: a name with quotes, tags and </script> stays text', async () => {
    const name = `Blue "Hour" </script><script>window.hacked = 1</script> & <b>Co</b> 'n'`;
    const description = 'Line one </script><!-- and a comment --> & more';
    const created = await admin.post('/api/products', { name, slug: 'escaped', price: '10', description });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body as Product).id;
    const home = await readPage('/');
    const page = await system.eventually(async () => {
      const read = await readPage(`/product/${id}`);
      return read.status === 200 && read;
    }, 'the new product page');
    expect(page.title).toBe(`${name} | ${artist}`);
    expect(page.og.title).toBe(`${name} | ${artist}`);
    expect(page.description).toBe(description);
    expect(page.jsonLd[0]).toMatchObject({ name, description });
    // Nothing the artist typed became an element: only the JSON-LD script is added to the page's own.
    expect(page.scripts).toBe(home.scripts + 1);
    expect(page.html).not.toContain('<script>window.hacked');
  });

  it('shows a product renamed by the artist at once', async () => {
    const product = products.find((one) => one.pricingTiers.length > 0)!;
    const renamed = await admin.put(`/api/products/${product.id}`, { name: `${product.name} (Reworked)` });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const page = await system.eventually(async () => {
      const read = await readPage(`/product/${product.id}`);
      return read.title === `${product.name} (Reworked) | ${artist}` && read;
    }, 'the new name in the product page title');
    expect(page.og.title).toBe(page.title);
    expect(page.jsonLd[0]!.name).toBe(`${product.name} (Reworked)`);
  });

  it('draft, archived, unknown and malformed product ids: 404 with a Product not found title, and the app still loads', async () => {
    const all = (await admin.get('/api/products')).body as Product[];
    const draft = all.find((one) => one.status === 'draft')!;
    const archived = all.find((one) => one.status === 'archived')!;
    expect(draft && archived, 'a draft and an archived demo product').toBeTruthy();
    for (const id of [draft.id, archived.id, '00000000-0000-4000-8000-000000000000', 'not-a-product']) {
      const page = await readPage(`/product/${id}`);
      expect(page.status, id).toBe(404);
      expect(page.title, id).toBe(`Product not found | ${artist}`);
      expect(page.robots, id).toBe('noindex');
      expect(page.canonical, id).toBeNull();
      expect(page.jsonLd, id).toEqual([]);
      expect(page.appScripts, id).toBe(1);
    }
  });

  it('an address the shop does not have: 404 with a Page Not Found title, not indexed, and the app still loads to say so', async () => {
    for (const path of ['/no-such-page', '/shop-all/extra', '/bio-of-someone']) {
      const page = await readPage(path);
      expect(page.status, path).toBe(404);
      expect(page.title, path).toBe(`Page Not Found | ${artist}`);
      expect(page.robots, path).toBe('noindex');
      expect(page.canonical, path).toBeNull();
      expect(page.appScripts, path).toBe(1);
    }
    // A visitor's own screens are the app's, not unknown.
    for (const path of [
      '/favorites',
      '/checkout',
      '/checkout/success',
      '/login',
      '/register',
      '/account',
      '/orders',
      '/profile',
      '/orders/8d0e7f54-2f4c-4c8e-9a51-3b1f0f3a6c11',
      '/mail-club/success',
    ])
      expect((await readPage(path)).status, path).toBe(200);
  });

  it('uses the social settings the artist saves for the description and card', async () => {
    const saved = await admin.put('/api/social-settings', { metaDescription: 'Paintings of the tide line.', twitterCard: 'summary' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The next visit shows the change: the gateway drops its kept pages when the artist saves.
    expect((await readPage('/')).description).toBe('Paintings of the tide line.');
    expect((await readPage('/')).twitter.card).toBe('summary');
  });
});

describe('the largest picture starts loading with the page, and its data comes in it', () => {
  // As Lighthouse's phone: each preload must name the very file the app then asks for.
  const productWithImages = () => products.find((one) => one.images.length > 0)!;
  let theme: ThemeSettings;
  beforeAll(async () => {
    theme = (await new ApiClient(base).get('/api/theme-settings')).body as ThemeSettings;
  });
  it.each([
    [
      'home',
      () => '/',
      () => [
        '/api/site-settings',
        '/api/shop-settings',
        '/api/categories',
        '/api/page-settings',
        '/api/products/page?featured=true&pageSize=12',
        '/api/home-settings',
      ],
    ],
    [
      'originals',
      () => '/originals',
      () => ['/api/site-settings', '/api/shop-settings', '/api/categories', '/api/page-settings', '/api/products/page?category=originals'],
    ],
    ['prints', () => '/prints', () => ['/api/site-settings', '/api/shop-settings', '/api/categories', '/api/page-settings', '/api/products/page?type=print']],
    [
      'product',
      () => `/product/${productWithImages().id}`,
      () => ['/api/site-settings', '/api/shop-settings', '/api/categories', '/api/page-settings', `/api/products/${productWithImages().id}`],
    ],
  ])(
    '%s: the page preloads its main picture and its headings’ font, the app uses those downloads, and it asks for none of its data',
    async (_name, path, data) => {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
      try {
        const page = await context.newPage();
        const images = new Set<string>();
        const reads: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'image') images.add(request.url());
          if (request.url().startsWith(`${base}/api/`)) reads.push(request.url().slice(base.length));
        });
        const response = await page.goto(`${base}${path()}`);
        const html = await response!.text();
        expect(html).toContain('<link rel="preload" as="image" fetchpriority="high"');
        // The theme's headings font too (latin letters), by its built file's name.
        const fontStem = theme.fontFamily.toLowerCase().replaceAll(' ', '-');
        const font = /<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin fetchpriority="low" \/>/.exec(html)?.[1];
        expect(font).toMatch(new RegExp(`^/assets/${fontStem}-latin-wght-normal-[\\w-]+\\.woff2$`));
        // Polled with page.evaluate: waitForFunction evaluates strings in a way the shop's CSP (rightly) refuses.
        const current = await system.eventually(
          async () =>
            (await page.evaluate(
              `(() => { const image = document.querySelector('main img[fetchpriority="high"]'); return (image && image.complete && image.currentSrc) || false; })()`,
            )) as string | false,
          'the main picture shown',
        );
        expect(await page.evaluate(`performance.getEntriesByName(${JSON.stringify(current)})[0]?.initiatorType`)).toBe('link');
        // The site name in the header is set in that font: its one download is the preload's, not a second one by the stylesheet.
        await system.eventually(
          async () => (await page.evaluate(`document.fonts.status === 'loaded' && document.fonts.check('1em "${theme.fontFamily} Variable"')`)) as boolean,
          'the font shown',
        );
        expect(await page.evaluate(`performance.getEntriesByName(${JSON.stringify(`${base}${font}`)}).map((entry) => entry.initiatorType)`)).toEqual(['link']);
        // No other size or format of that picture was fetched for it. A thumbnail of it is another picture:
        // 120 px wide, the 400 w file at this phone's density, which the browser may fetch ahead of showing it.
        const stem = current.replace(/(@\d+w)?\.\w+$/, '');
        const thumbnail = (await page.getByTestId('thumbnail').count()) > 0 ? `${stem}@400w.avif` : undefined;
        expect([...images].filter((url) => url.startsWith(stem) && (url === current || url !== thumbnail))).toEqual([current]);
        // The data the page was rendered with came in the page (the server's state block), and the app asked for none of it again.
        await page.waitForLoadState('networkidle');
        const brought = pageReads(html);
        for (const path of data()) {
          expect(brought.has(path), path).toBe(true);
          expect(reads, path).not.toContain(path);
        }
      } finally {
        await context.close();
      }
    },
  );
});

describe('the scripts of a server-rendered page', () => {
  it('are asked for at once at low priority, the app’s and the product page’s own, each once, before the page has loaded', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const html = await (await page.goto(`${base}/product/${products[0]!.id}`))!.text();
      // The start script holds the app's script; the head asks for it and what it imports, below the pictures.
      const app = /<script type="module" src="\/assets\/start-[\w-]+\.js"[^>]* data-app="([^"]+)"><\/script>/.exec(html)![1]!;
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="${app}" fetchpriority="low">`);
      const state = pageState(html);
      expect(state.scripts.some((script) => /\/ProductPage-[\w-]+\.js$/.test(script))).toBe(true);
      await page.getByRole('heading', { level: 1, name: products[0]!.name }).waitFor();
      await page.waitForLoadState('networkidle');
      const timing = async (path: string) =>
        (await page.evaluate(
          `performance.getEntriesByName(${JSON.stringify(`${base}${path}`)}).map((entry) => [entry.fetchStart, entry.responseEnd])`,
        )) as number[][];
      const loaded = (await page.evaluate(`performance.getEntriesByType('navigation')[0].loadEventStart`)) as number;
      for (const script of [app, ...state.scripts]) {
        const fetched = await timing(script);
        expect(fetched, script).toHaveLength(1);
        // Asked for while the page was still loading, not held back until it had.
        expect(fetched[0]![0], script).toBeLessThan(loaded);
      }
    } finally {
      await context.close();
    }
  });
});

describe('the first card’s picture of a shop screen', () => {
  it('is not preloaded when the newest product has none, nor when the visitor’s query changes the cards', async () => {
    // The newest product is the one made without a picture by the escaping test above; it shows on /shop-all only.
    const newest = ((await new ApiClient(base).get('/api/products')).body as Product[]).sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0]!;
    expect(newest.images).toEqual([]);
    const all = await (await fetch(`${base}/shop-all`)).text();
    expect(all).not.toContain('<link rel="preload" as="image"');
    // The cards themselves are in the page.
    expect(all).toContain('data-testid="product-card"');
    expect(await (await fetch(`${base}/originals`)).text()).toContain('<link rel="preload" as="image"');
    expect(await (await fetch(`${base}/originals?sort=name`)).text()).not.toContain('<link rel="preload" as="image"');
  });
});

describe('compression', () => {
  it('sends the page, the app’s script and the product list compressed for a browser that accepts it, and the same bytes once decoded', async () => {
    const first = await fetch(`${base}/`, { headers: { 'accept-encoding': 'identity' } });
    // One visitor throughout: each page carries the visitor's own form token, made from this cookie.
    const cookie = first.headers
      .getSetCookie()
      .map((set) => set.split(';')[0])
      .join('; ');
    const page = await first.text();
    // The app's own script, first of those the start script asks for.
    const script = /<script type="module" src="[^"]+"[^>]* data-app="([^" ]+)/.exec(page)![1]!;
    for (const path of ['/shop-all', script, '/api/products']) {
      const plain = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity', cookie } });
      expect(plain.headers.get('content-encoding'), path).toBeNull();
      const plainText = await plain.text();
      for (const encoding of ['br', 'gzip']) {
        // Twice: the second answer comes from what the gateway remembered.
        for (const _time of [1, 2]) {
          const compressed = await fetch(`${base}${path}`, { headers: { 'accept-encoding': encoding, cookie } });
          expect(compressed.headers.get('content-encoding'), `${path} ${encoding}`).toBe(encoding);
          expect(compressed.headers.get('vary'), path).toMatch(/accept-encoding/i);
          expect(await compressed.text(), `${path} ${encoding}`).toBe(plainText);
        }
      }
    }
  });

  it('sends the storefront’s scripts as its build compressed them, at the strongest settings', async () => {
    const page = await (await fetch(`${base}/`)).text();
    // The app's own script, first of those the start script asks for.
    const script = /<script type="module" src="[^"]+"[^>]* data-app="([^" ]+)/.exec(page)![1]!;
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const answer = await fetch(`${base}${script}`, { headers: { 'accept-encoding': encoding } });
      expect(answer.headers.get('content-encoding')).toBe(encoding);
      expect(answer.headers.get('cache-control')).toContain('immutable');
      // fetch decodes what it receives; the length sent is that of the build's compressed file.
      const built = join(workspaceRoot, 'web/dist', script);
      expect(Number(answer.headers.get('content-length'))).toBe((await stat(`${built}${suffix}`)).size);
      expect(await answer.text()).toBe(await readFile(built, 'utf8'));
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  /** The sitemap read by an XML parser (Chromium's): its namespace, and each url's loc and lastmod. */
  async function readSitemap() {
    const response = await fetch(`${base}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const page = await browser.newPage();
    try {
      return (await page.evaluate(`(() => {
        const doc = new DOMParser().parseFromString(${JSON.stringify(xml)}, 'application/xml');
        if (doc.querySelector('parsererror')) return { error: doc.querySelector('parsererror').textContent };
        const root = doc.documentElement;
        return {
          root: root.localName,
          namespace: root.namespaceURI,
          urls: [...root.children].map((url) => ({
            element: url.localName,
            loc: url.getElementsByTagName('loc')[0]?.textContent,
            lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
          })),
        };
      })()`)) as { error?: string; root: string; namespace: string; urls: Array<{ element: string; loc: string; lastmod: string | null }> };
    } finally {
      await page.close();
    }
  }

  it('lists the live pages and every active product with its last change, and no draft or archived one', async () => {
    const sitemap = await readSitemap();
    expect(sitemap.error).toBeUndefined();
    expect(sitemap.root).toBe('urlset');
    expect(sitemap.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(sitemap.urls.every((url) => url.element === 'url')).toBe(true);
    const locs = sitemap.urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    const pages = locs.filter((loc) => !loc.startsWith(`${base}/product/`));
    expect(pages.sort()).toEqual(
      [
        '/',
        '/shop-all',
        '/originals',
        '/prints',
        '/accessories',
        '/bio',
        '/cv',
        '/contact',
        '/corporate-buyers',
        '/certificate',
        '/mail-club',
        '/events',
        '/gallery',
        '/art-wall',
      ]
        .map((path) => `${base}${path}`)
        .sort(),
    );
    // Each is a screen of the app, not its 404 page.
    const visitor = await browser.newPage();
    try {
      for (const loc of pages) {
        await visitor.goto(loc);
        await expect.poll(() => visitor.locator('main h1').count(), { message: loc }).toBeGreaterThan(0);
        expect(await visitor.locator('main h1').first().textContent(), loc).not.toBe('404 Page Not Found');
      }
    } finally {
      await visitor.close();
    }

    const active = (await new ApiClient(base).get('/api/products')).body as Product[];
    for (const product of active) {
      expect(sitemap.urls).toContainEqual({ element: 'url', loc: `${base}/product/${product.id}`, lastmod: product.updatedAt });
    }
    const all = (await admin.get('/api/products')).body as Product[];
    const hidden = all.filter((product) => product.status !== 'active');
    expect(hidden.map((product) => product.status).sort()).toEqual(expect.arrayContaining(['archived', 'draft']));
    for (const product of hidden) expect(locs).not.toContain(`${base}/product/${product.id}`);
    expect(locs.filter((loc) => loc.startsWith(`${base}/product/`))).toHaveLength(active.length);
  });

  it('leaves out a page the artist disabled', async () => {
    expect((await admin.put('/api/page-settings/contact', { enabled: false })).status).toBe(200);
    try {
      expect((await new ApiClient(base).get('/api/page-settings')).body).toContainEqual({ page: 'contact', enabled: false });
      const locs = (await readSitemap()).urls.map((url) => url.loc);
      expect(locs).not.toContain(`${base}/contact`);
      expect(locs).toContain(`${base}/corporate-buyers`);
    } finally {
      expect((await admin.put('/api/page-settings/contact', { enabled: true })).status).toBe(200);
    }
  });

  it('robots.txt lets crawlers into the shop but not the admin, the API or a visitor’s own screens, and names the sitemap', async () => {
    const response = await fetch(`${base}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n').map((line) => line.trim());
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/admin', '/api/', '/checkout', '/favorites', '/account', '/orders', '/profile', '/mail-club/'])
      expect(lines).toContain(`Disallow: ${path}`);
    // The plans themselves are for everyone.
    expect(lines).not.toContain('Disallow: /mail-club');
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${base}/sitemap.xml`);
  });
});
