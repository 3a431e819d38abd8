import type { FastifyRequest } from 'fastify';
import {
  CatalogRpc,
  ContentRpc,
  IMAGE_SIZES,
  SHOP_SCREEN_RULES,
  STOREFRONT_PAGES,
  idSchema,
  storefrontPage,
  type PageName,
  type Drop,
  type Product,
  type ProductPage,
  type RequestContext,
  DEFAULT_BUSINESS_SETTINGS,
  FORM_TOKEN_META,
  FORM_TOKEN_PLACEHOLDER,
  type FormResult,
  DEFAULT_THEME_SETTINGS,
  type ThemeSettings,
  type Currency,
  type SiteSetting,
  siteSettingValue,
  type SocialSettings,
  type StorefrontPage,
  type ThemeFont,
} from '@artshop/contracts';
import { AppError, parseInput } from '@artshop/service-kit';
import type { GatewayConfig } from '../config.js';
import { htmlAnswer, jsonAnswer, type CachedAnswer, type ResponseCache } from '../routing/response-cache.js';
import type { AppRenderer } from '../web/app-renderer.js';
import type { ServiceClients } from '../routing/service-clients.js';
import { styleText, type StorefrontAssets } from '../web/storefront-assets.js';
import { escapeHtml, headTags, productStructuredData, summary, type PageMeta, type PreloadImage } from './page-meta.js';
import { robotsTxt, sitemapXml, type SitemapEntry } from './site-files.js';

// The storefront's title rule (web/src/shared/title.ts, libs/ui's DEFAULT_ARTIST_NAME), so that the
// title a crawler reads is the one the page shows once it runs.
const SITE_TAGLINE = 'Contemporary Abstract Art';
const DEFAULT_ARTIST_NAME = 'The Artist';
const TWITTER_CARDS = new Set(['summary', 'summary_large_image']);

const PRODUCT_PATH = /^\/product\/([^/]+)$/;
const DROP_PATH = /^\/drops\/([^/]+)$/;
/**
 * Where the theme's stylesheet goes, last in the head: inline, read with each page rendered, so the
 * first paint has the artist's colours without a request first, and after the app's rules, so its win.
 */
const THEME_STYLE = '<!--theme-style-->';
/** The theme's stylesheet as a file, when content cannot give it for the page (the browser then asks for it). */
const THEME_STYLESHEET_LINK = '<link rel="stylesheet" href="/api/theme.css" />';

/** Pages are described as a signed-out visitor sees the shop: active products only, whoever asks. */
function asVisitor(requestId: string): RequestContext {
  return { requestId, caller: { userId: null, role: null, sessionId: null } };
}

/** What every page's tags start from: the artist and the social settings. */
interface SiteInfo {
  artistName: string;
  /** The theme's site name, else the artist's: what titles and link previews are signed with. */
  siteName: string;
  /** The theme's favicon, as stored (none: the shop's own). */
  favicon?: string;
  description: string;
  /** The preview picture: as stored (a path of the shop or a web address), made absolute per request. */
  image?: string;
  twitterCard: string;
  /** Social sharing (social settings): off, shared links carry no preview. */
  sharing: boolean;
  /** The home page's hero picture, as stored. */
  heroImage?: string;
  /** The business settings' currency, for product offers. */
  currency: Currency;
  /** The theme's font for headings and the site name. */
  font: ThemeFont;
}

/**
 * The storefront's index.html with each page's own title, description, canonical link, Open
 * Graph and Twitter tags (and JSON-LD on product pages), so links shared on social networks and
 * pages read by search engines describe themselves without running the app. Also the sitemap and
 * robots.txt. Products come through the gateway's catalog cache (the same entries as
 * GET /api/products…, cleared on product.changed), so a change shows at once.
 */
/** The storefront's root element as built (web/index.html): the server's markup goes inside. */
const EMPTY_ROOT = '<div id="root"></div>';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export class SharedPages {
  private readonly headStart: string;
  /** From the end of the head to the app's root element, and from there on. */
  private readonly headEnd: string;
  private readonly bodyEnd: string;
  /** Pages being rendered now (at most PAGE_RENDERS_AT_ONCE). */
  private rendering = 0;
  /** The built page's own favicon link, for pages of a theme without a favicon. */
  private readonly defaultIcon: string;
  private readonly defaultDescription: string;
  private productList?: { body: Buffer; products: Product[] };

  constructor(
    indexHtml: string,
    private readonly clients: ServiceClients,
    private readonly cache: ResponseCache,
    private readonly config: GatewayConfig,
    /** From the storefront's build: each theme font's file, preloaded by every page, and each lazy page's scripts. */
    private readonly assets: StorefrontAssets = { fonts: {}, lazyScripts: {} },
    /** The storefront's server renderer; without one (no server build) the browser renders each page. */
    private readonly renderApp?: AppRenderer,
  ) {
    // The built page's own title and description are replaced by each page's.
    this.defaultDescription = decodeEntities(/<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/i.exec(indexHtml)?.[1] ?? '');
    this.defaultIcon = /<link\s+rel="icon"[^>]*>/i.exec(indexHtml)?.[0] ?? '';
    const html = indexHtml
      .replace(/\s*<meta\s+name="description"[^>]*>/i, '')
      .replace(/\s*<link\s+rel="icon"[^>]*>/i, '')
      .replace(/<\/head>/i, `  ${THEME_STYLE}\n  </head>`);
    const title = /<title>[\s\S]*?<\/title>/i.exec(html);
    const at = title ? title.index : html.indexOf('</head>');
    this.headStart = html.slice(0, at);
    const rest = html.slice(title ? at + title[0].length : at);
    const root = rest.indexOf(EMPTY_ROOT);
    if (root < 0) throw new Error(`The storefront's index.html has no ${EMPTY_ROOT} for its pages' markup.`);
    this.headEnd = rest.slice(0, root);
    this.bodyEnd = rest.slice(root + EMPTY_ROOT.length);
  }

  /**
   * The base of absolute links: PUBLIC_URL (required in production). Without it (development) the
   * address this request came to, if its host is this machine or PUBLIC_ORIGIN's; any other Host
   * header is a stranger's, and a shared page or a cache must never carry links to it.
   */
  baseUrl(request: FastifyRequest): string {
    if (this.config.PUBLIC_URL) return this.config.PUBLIC_URL.replace(/\/+$/, '');
    const own = new URL(this.config.PUBLIC_ORIGIN);
    const known = request.hostname === own.hostname || LOCAL_HOSTS.has(request.hostname);
    return known ? `${request.protocol}://${request.host}` : own.origin;
  }

  /**
   * The page at the request's address (its query too: a shop screen's filters), as a signed-out
   * visitor sees it, kept with the catalog's cached reads and cleared with them: a product.changed
   * event or an admin's write.
   */
  async render(request: FastifyRequest): Promise<CachedAnswer> {
    const base = this.baseUrl(request);
    return this.cache.get(`page ${base}${request.url}`, () => this.build(request, base, request.url));
  }

  /**
   * The page at a path of the shop with a form's result shown (the notice of a post that redirected
   * here, or the refused form with its message and fields): this visitor's own, so never kept.
   */
  async renderWithResult(request: FastifyRequest, url: string, result: FormResult): Promise<CachedAnswer> {
    return this.build(request, this.baseUrl(request), url, result);
  }

  private async build(request: FastifyRequest, base: string, url: string, result?: FormResult): Promise<CachedAnswer> {
    const [{ status, meta }, app, themeStyle] = await Promise.all([
      this.describe(request, base, url),
      this.appMarkup(request, url, result),
      this.themeStyle(request),
    ]);
    const headEnd = this.headEnd.replace(THEME_STYLE, () => themeStyle);
    const answer = htmlAnswer(status, `${this.headStart}${this.headOf(meta)}${headEnd}${app.markup}${this.bodyEnd}`);
    return app.rendered ? answer : { ...answer, transient: true };
  }

  /** The theme's stylesheet as a <style> element, or its link if content does not give it now. */
  private async themeStyle(request: FastifyRequest): Promise<string> {
    try {
      const file = await this.clients.call(ContentRpc.getThemeStylesheet, {}, asVisitor(request.id));
      return `<style id="theme-style">${styleText(file.body)}</style>`;
    } catch (error) {
      request.log.warn({ err: error }, 'theme stylesheet not read; the page links it');
      return THEME_STYLESHEET_LINK;
    }
  }

  /**
   * The page's markup and data, for the browser to hydrate. An empty root (the browser renders the
   * page, and it is not kept) if rendering fails, or while PAGE_RENDERS_AT_ONCE pages are being
   * rendered already: a burst of new addresses must not take the gateway's CPU from the visitors.
   */
  private async appMarkup(request: FastifyRequest, url: string, result?: FormResult): Promise<{ markup: string; rendered: boolean }> {
    // Without a server build, the page as built is the page.
    if (!this.renderApp) return { markup: EMPTY_ROOT, rendered: true };
    if (this.rendering >= this.config.PAGE_RENDERS_AT_ONCE) return { markup: EMPTY_ROOT, rendered: false };
    this.rendering += 1;
    try {
      const { html, stateElement } = await this.renderApp(
        url,
        (error) => request.log.warn({ err: error }, 'a part of a storefront page not rendered on the server; the browser renders it'),
        result,
      );
      return { markup: `<div id="root">${html}</div>${stateElement}`, rendered: true };
    } catch (error) {
      request.log.error({ err: error }, 'storefront page not rendered on the server; the browser renders it');
      return { markup: EMPTY_ROOT, rendered: false };
    } finally {
      this.rendering -= 1;
    }
  }

  private async describe(request: FastifyRequest, base: string, url: string): Promise<{ status: number; meta: PageMeta }> {
    // Routes match case-insensitively and with or without a trailing slash, as in the app.
    const path = url
      .split('?')[0]!
      .replace(/(.)\/+$/, '$1')
      .toLowerCase();
    const productId = PRODUCT_PATH.exec(path)?.[1];
    const [stored, product] = await Promise.all([
      this.siteInfo(request.id),
      productId ? this.product(productId, request.id).catch((error: unknown) => error as Error) : undefined,
    ]);
    const site = { ...stored, image: stored.image && absoluteUrl(stored.image, base) };
    if (product instanceof Error) {
      // The catalog is away and this product is not cached: the app shows its own error; crawlers come back later.
      request.log.warn({ err: product }, 'product page described without its product');
      return this.page(503, this.siteMeta(site, 'Product'));
    }
    if (productId) return product ? this.page(200, this.productMeta(product, site, base)) : this.page(404, this.siteMeta(site, 'Product not found'));
    const dropSlug = DROP_PATH.exec(path)?.[1];
    if (dropSlug) return this.dropPage(dropSlug, site, base, request);
    const page = storefrontPage(path);
    if (!page || (page.setting && !(await this.pageEnabled(page.setting, request)))) return this.page(404, this.siteMeta(site, 'Page Not Found'));
    if (page.own) return this.page(200, this.siteMeta(site));
    return this.page(200, {
      ...this.siteMeta(site, page.title, page.description?.(site.artistName)),
      url: `${base}${path}`,
      preloadImage: path === '/' ? this.heroImage(site) : await this.firstCardImage(page, url, request),
    });
  }

  private heroImage(site: SiteInfo): PreloadImage | undefined {
    return site.heroImage ? { src: site.heroImage, sizes: IMAGE_SIZES.homeHero } : undefined;
  }

  /**
   * A shop screen's first card picture, as the app will show it: the screen's first product in the artist's shop order. Only
   * for the screen as it opens: the visitor's search, filters, sort or layout (in the query) change it.
   */
  private async firstCardImage(page: StorefrontPage, url: string, request: FastifyRequest): Promise<PreloadImage | undefined> {
    if (!page.screen || url.includes('?')) return undefined;
    const input = { ...SHOP_SCREEN_RULES[page.screen].query, pageSize: '1' };
    const path = `${CatalogRpc.productPage.route.path}?${new URLSearchParams(input).toString()}`;
    try {
      const { body } = await this.cache.get(path, async () =>
        jsonAnswer(await this.clients.callForJson(CatalogRpc.productPage, parseInput(CatalogRpc.productPage.input, input), asVisitor(request.id))),
      );
      const first = (JSON.parse(body.toString()) as ProductPage).products[0];
      return first?.images[0] ? { src: first.images[0], sizes: IMAGE_SIZES.shopCard } : undefined;
    } catch {
      return undefined;
    }
  }

  /** The active products through the catalog cache, parsed once per cached answer. */
  private async activeProducts(requestId: string): Promise<Product[]> {
    const { body } = await this.cache.get('/api/products', async () =>
      jsonAnswer(await this.clients.callForJson(CatalogRpc.listProducts, {}, asVisitor(requestId))),
    );
    if (this.productList?.body !== body) this.productList = { body, products: JSON.parse(body.toString()) as Product[] };
    return this.productList.products;
  }

  /**
   * Whether the artist has this page switched on, read at each request (one small read; the answer is
   * the app's 404 page the moment the page is switched off). If content does not answer, the page shows.
   */
  private async pageEnabled(setting: PageName, request: FastifyRequest): Promise<boolean> {
    try {
      const settings = await this.clients.call(ContentRpc.listPageSettings, {}, asVisitor(request.id));
      return settings.find((candidate) => candidate.page === setting)?.enabled !== false;
    } catch (error) {
      request.log.warn({ err: error }, 'page settings not read; the page is described as enabled');
      return true;
    }
  }

  /** Every live page: home, shop screens, enabled content pages, corporate buyers, each active product. */
  async sitemap(request: FastifyRequest): Promise<string> {
    const base = this.baseUrl(request);
    const [products, pageSettings] = await Promise.all([
      this.activeProducts(request.id),
      this.clients.call(ContentRpc.listPageSettings, {}, asVisitor(request.id)),
    ]);
    const disabled = new Set(pageSettings.filter((setting) => setting.enabled === false).map((setting) => setting.page));
    const entries: SitemapEntry[] = (Object.entries(STOREFRONT_PAGES) as Array<[string, StorefrontPage]>)
      .filter(([, page]) => !page.own && (!page.setting || !disabled.has(page.setting)))
      .map(([path]) => ({ url: `${base}${path}` }));
    for (const product of products) entries.push({ url: `${base}/product/${product.id}`, lastModified: product.updatedAt });
    return sitemapXml(entries);
  }

  robots(request: FastifyRequest): string {
    return robotsTxt(this.baseUrl(request));
  }

  private page(status: number, meta: PageMeta): { status: number; meta: PageMeta } {
    return { status, meta };
  }

  private headOf(meta: PageMeta): string {
    const icon = meta.icon ? `<link rel="icon" href="${escapeHtml(meta.icon)}" />` : this.defaultIcon;
    // The visitor's form token goes in as the page is sent (FormTokens), for the forms the app renders itself.
    return `${icon}\n    <meta name="${FORM_TOKEN_META}" content="${FORM_TOKEN_PLACEHOLDER}" />\n    ${headTags(meta)}`;
  }

  private siteMeta(site: SiteInfo, pageTitle?: string, description?: string): PageMeta {
    return {
      title: pageTitle ? `${pageTitle} | ${site.siteName}` : `${site.siteName} — ${SITE_TAGLINE}`,
      description: description ?? site.description,
      type: 'website',
      image: site.image,
      siteName: site.siteName,
      twitterCard: site.twitterCard,
      sharePreview: site.sharing,
      icon: site.favicon,
      preloadFont: this.assets.fonts[site.font],
    };
  }

  private productMeta(product: Product, site: SiteInfo, base: string): PageMeta {
    const url = `${base}/product/${product.id}`;
    const images = product.images.map((image) => absoluteUrl(image, base)).filter((image): image is string => !!image);
    return {
      ...this.siteMeta(site, product.name, summary(product.shortDescription || product.description || site.description)),
      url,
      type: 'product',
      image: images[0] ?? site.image,
      imageAlt: product.name,
      preloadImage: product.images[0] ? { src: product.images[0], sizes: IMAGE_SIZES.productMain } : undefined,
      structuredData: productStructuredData(product, { url, images, artistName: site.artistName, currency: site.currency }),
    };
  }

  /** A drop's page: its name, story and cover; 404 for a draft or an unknown one. */
  private async dropPage(slug: string, site: SiteInfo, base: string, request: FastifyRequest): Promise<{ status: number; meta: PageMeta }> {
    let drop: Drop;
    try {
      drop = await this.cached<Drop>(`${CatalogRpc.getDrop.route.path.replace(':slug', encodeURIComponent(slug))}`, () =>
        this.clients.callForJson(CatalogRpc.getDrop, { slug }, asVisitor(request.id)),
      );
    } catch (error) {
      if (error instanceof AppError && error.status < 500) return this.page(404, this.siteMeta(site, 'Page Not Found'));
      request.log.warn({ err: error }, 'drop page described without its drop');
      return this.page(503, this.siteMeta(site, 'Drop'));
    }
    return this.page(200, {
      ...this.siteMeta(site, drop.name, summary(drop.story || site.description)),
      url: `${base}/drops/${drop.slug}`,
      image: (drop.coverImage && absoluteUrl(drop.coverImage, base)) || site.image,
    });
  }

  /** An active product, or null for an unknown, draft or archived one. */
  private async product(id: string, requestId: string): Promise<Product | null> {
    if (!idSchema.safeParse(id).success) return null;
    try {
      return await this.cached<Product>(`/api/products/${id}`, () => this.clients.callForJson(CatalogRpc.getProduct, { id }, asVisitor(requestId)));
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    }
  }

  /**
   * The artist's name and the social, shop and theme settings: read for each page rendered (pages are
   * kept, and cleared when the artist saves), so a page never carries older settings than its body.
   * A content service that does not answer leaves the defaults.
   */
  private async siteInfo(requestId: string): Promise<SiteInfo> {
    const [settings, social, shop, theme] = await Promise.all([
      this.clients.call(ContentRpc.listSiteSettings, {}, asVisitor(requestId)).catch(() => [] as SiteSetting[]),
      this.clients.call(ContentRpc.getSocialSettings, {}, asVisitor(requestId)).catch(() => ({}) as Partial<SocialSettings>),
      this.clients.call(ContentRpc.getShopSettings, {}, asVisitor(requestId)).catch(() => ({ currency: DEFAULT_BUSINESS_SETTINGS.currency })),
      this.clients.call(ContentRpc.getThemeSettings, {}, asVisitor(requestId)).catch((): ThemeSettings => DEFAULT_THEME_SETTINGS),
    ]);
    const artistName = siteSettingValue(settings, 'artist_artistName') ?? DEFAULT_ARTIST_NAME;
    return {
      artistName,
      siteName: text(theme.siteName) ?? artistName,
      favicon: text(theme.favicon),
      description: text(social.metaDescription) ?? this.defaultDescription,
      image: text(social.ogImage) ?? siteSettingValue(settings, 'home_heroImageUrl') ?? siteSettingValue(settings, 'artist_profileImage'),
      twitterCard: TWITTER_CARDS.has(social.twitterCard ?? '') ? social.twitterCard! : 'summary_large_image',
      sharing: social.socialSharing !== false,
      heroImage: siteSettingValue(settings, 'home_heroImageUrl'),
      currency: shop.currency,
      font: theme.fontFamily,
    };
  }

  /** A public catalog read through the gateway's cache, under the key its API route uses. */
  private async cached<T>(key: string, load: () => Promise<unknown>): Promise<T> {
    return JSON.parse((await this.cache.get(key, async () => jsonAnswer(await load()))).body.toString()) as T;
  }
}

function text(value: string | null | undefined): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** An image of the shop (/objects/…) made absolute; a web address as it is; anything else dropped. */
function absoluteUrl(url: string, base: string): string | undefined {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return `${base}${url}`;
  return undefined;
}

function decodeEntities(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|#39);/g, (_entity, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);
}
