import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { allDemoImages, renderSvg, renderWebp, type DemoImage } from './index.js';

const artwork: DemoImage = { key: 'products/test-1', width: 900, height: 1200, kind: 'artwork', seed: 'test-painting' };

describe('renderSvg', () => {
  it('gives byte-identical output for the same image', () => {
    for (const image of [artwork, ...allDemoImages().filter((candidate) => candidate.kind !== 'artwork')]) {
      expect(renderSvg({ ...image })).toBe(renderSvg({ ...image }));
    }
  });

  it('draws a different picture for a different seed', () => {
    const other = renderSvg({ ...artwork, seed: 'another-painting' });
    expect(other).not.toBe(renderSvg(artwork));
  });

  it('keeps the palette across the detail shots of one painting', () => {
    const colours = (svg: string) => new Set(svg.match(/#[0-9a-f]{6}/g));
    const whole = renderSvg({ ...artwork, seed: 'ember-field', palette: 'ember' });
    const detail = renderSvg({ ...artwork, seed: 'ember-field#2', palette: 'ember' });
    expect(detail).not.toBe(whole);
    const shared = [...colours(detail)].filter((colour) => colours(whole).has(colour));
    expect(shared.length).toBeGreaterThan(4);
  });

  it('paints artworks with texture, gold leaf and brush strokes', () => {
    const svg = renderSvg(artwork);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="900" height="1200"/);
    expect(svg).toContain('<feTurbulence');
    expect(svg).toContain('url(#gold)');
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  });

  it('paints a room with the wall colour it is given', () => {
    const room = allDemoImages().find((image) => image.kind === 'room')!;
    expect(renderSvg(room)).toContain(room.room!.wallColor);
    expect(renderSvg({ ...room, room: { ...room.room!, wallColor: '#123456' } })).toContain('#123456');
  });

  it('refuses an unknown palette', () => {
    expect(() => renderSvg({ ...artwork, palette: 'neon' })).toThrow(/Unknown palette/);
  });
});

describe('renderWebp', () => {
  it('returns a real WebP at the requested width', async () => {
    const webp = await renderWebp(artwork, 300);
    const meta = await sharp(webp).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(300);
    expect(meta.height).toBe(400);
  });

  it('renders at the image size when no width is asked for', async () => {
    const portrait = allDemoImages().find((image) => image.kind === 'portrait')!;
    const meta = await sharp(await renderWebp(portrait)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 800]);
  });

  it('renders every demo image', async () => {
    for (const image of allDemoImages()) {
      const meta = await sharp(await renderWebp(image, 160)).metadata();
      expect(meta.format, image.key).toBe('webp');
      expect(meta.width, image.key).toBe(160);
    }
  });
});
