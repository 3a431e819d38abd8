/**
 * Which requests are a person viewing a storefront page, for the visitor count: a GET of a page the
 * gateway answers with the storefront's HTML, not a file (a path with an extension), not the API or
 * the admin, not a crawler, a link-preview fetcher or a monitor, and not a browser's prefetch (the
 * person has not opened the page).
 */
export interface PageRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
}

/** Crawlers, link previews, monitors and scripts say so in their user agent (or send none). */
const AUTOMATED_AGENT =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|lighthouse|pingdom|uptime|monitor|headless|phantomjs|curl|wget|python|java\/|go-http|okhttp|node-fetch|axios|undici|postman|httpclient|libwww|scrapy/i;

function header(headers: PageRequest['headers'], name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

export function isPageView({ method, path, headers }: PageRequest): boolean {
  if (method !== 'GET') return false;
  if (path.startsWith('/api/') || path === '/admin' || path.startsWith('/admin/') || path.startsWith('/objects/')) return false;
  // A file (/favicon.ico, /assets/app.js, /sitemap.xml), not a page.
  if (/\.[a-z0-9]+$/i.test(path)) return false;
  const agent = header(headers, 'user-agent');
  if (!agent || AUTOMATED_AGENT.test(agent)) return false;
  // Chrome's Sec-Purpose / Purpose, Firefox's X-Moz, Safari's X-Purpose: fetched ahead, maybe never seen.
  const purpose = `${header(headers, 'sec-purpose')} ${header(headers, 'purpose')} ${header(headers, 'x-moz')} ${header(headers, 'x-purpose')}`;
  return !/prefetch|prerender|preview/i.test(purpose);
}
