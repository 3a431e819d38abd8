import { escapeHtml } from './page-meta.js';

export interface SitemapEntry {
  /** Absolute address. */
  url: string;
  /** When the page last changed (ISO 8601), where known. */
  lastModified?: string;
}

/** sitemaps.org XML; XML needs the same five escapes as HTML attributes. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    ({ url, lastModified }) => `  <url><loc>${escapeHtml(url)}</loc>${lastModified ? `<lastmod>${escapeHtml(lastModified)}</lastmod>` : ''}</url>`,
  );
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** Paths crawlers have no business in: the back office, the API, and each visitor's own screens (under /mail-club/: its success and payment pages, not the plans). */
export const PRIVATE_PATHS = ['/admin', '/api/', '/checkout', '/favorites', '/account', '/orders', '/profile', '/mail-club/'] as const;

export function robotsTxt(base: string): string {
  return ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}
