import { describe, expect, it } from 'vitest';
import { isPageView } from './page-views.js';
import { dayKey } from './visitor-counter.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const view = (path: string, headers: Record<string, string> = { 'user-agent': FIREFOX }, method = 'GET') => isPageView({ method, path, headers });

describe('page views', () => {
  it('counts a person opening a storefront page', () => {
    expect(view('/')).toBe(true);
    expect(view('/prints')).toBe(true);
    expect(view('/products/blue-hour')).toBe(true);
  });

  it('leaves out the API, the admin, media and files', () => {
    for (const path of [
      '/api/products',
      '/admin',
      '/admin/',
      '/admin/orders',
      '/objects/uploads/a.webp',
      '/favicon.ico',
      '/assets/index-3f2a.js',
      '/sitemap.xml',
    ])
      expect(view(path), path).toBe(false);
  });

  it('leaves out crawlers, link previews, scripts and requests without a user agent', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'facebookexternalhit/1.1',
      'Slackbot-LinkExpanding 1.0',
      'curl/8.5.0',
      'python-requests/2.32',
      'Mozilla/5.0 HeadlessChrome/130.0',
      '',
    ])
      expect(view('/', { 'user-agent': agent }), agent).toBe(false);
    expect(view('/', {})).toBe(false);
  });

  it('leaves out prefetches and anything but GET', () => {
    expect(view('/', { 'user-agent': FIREFOX, 'sec-purpose': 'prefetch;prerender' })).toBe(false);
    expect(view('/', { 'user-agent': FIREFOX, purpose: 'prefetch' })).toBe(false);
    expect(view('/', { 'user-agent': FIREFOX, 'x-moz': 'prefetch' })).toBe(false);
    expect(view('/', { 'user-agent': FIREFOX }, 'HEAD')).toBe(false);
  });

  it('names each day in the shop’s time zone', () => {
    const now = new Date('2026-03-01T00:30:00Z');
    expect(dayKey(now, 'UTC')).toBe('2026-03-01');
    expect(dayKey(now, 'UTC', 1)).toBe('2026-02-28');
    expect(dayKey(now, 'UTC', 7)).toBe('2026-02-22');
    // Still the last of February in New York; already 1:30 on the first of March in Berlin.
    expect(dayKey(now, 'America/New_York')).toBe('2026-02-28');
    expect(dayKey(now, 'America/New_York', 1)).toBe('2026-02-27');
    expect(dayKey(new Date('2026-02-28T23:30:00Z'), 'Europe/Berlin')).toBe('2026-03-01');
    // A day of 23 hours (clocks go forward in Berlin on 29 March) is still one day back.
    expect(dayKey(new Date('2026-03-30T00:30:00Z'), 'Europe/Berlin', 1)).toBe('2026-03-29');
    expect(dayKey(new Date('2026-03-30T00:30:00Z'), 'Europe/Berlin', 2)).toBe('2026-03-28');
  });
});
