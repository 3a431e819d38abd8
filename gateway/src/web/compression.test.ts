import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './compression.js';

describe('the encoding a kept answer is sent in', () => {
  it('prefers Brotli, then gzip, and honours a refusal (q=0)', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('br;q=0.0, gzip;q=0')).toBeUndefined();
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});
