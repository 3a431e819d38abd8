import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from './security.js';

describe('the cross-site check on writes', () => {
  const own = new Set(['https://shop.example']);
  const post = (headers: Record<string, string>) => ({ method: 'POST', headers, protocol: 'https', host: 'shop.example' }) as never;

  it('lets the shop’s own form posts by, which say Origin: null with the browser’s same-origin mark', () => {
    expect(isCrossSiteRequest(post({ origin: 'null', 'sec-fetch-site': 'same-origin' }), own)).toBe(false);
    expect(isCrossSiteRequest(post({ origin: 'https://shop.example' }), own)).toBe(false);
  });

  it('refuses a null origin from anywhere else, or without the mark, and another site’s origin', () => {
    expect(isCrossSiteRequest(post({ origin: 'null', 'sec-fetch-site': 'cross-site' }), own)).toBe(true);
    expect(isCrossSiteRequest(post({ origin: 'null' }), own)).toBe(true);
    expect(isCrossSiteRequest(post({ origin: 'https://elsewhere.example', 'sec-fetch-site': 'same-origin' }), own)).toBe(true);
  });
});
