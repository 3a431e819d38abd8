import { describe, expect, it } from 'vitest';
import { descriptionParagraphs, shopPathFrom, stockText } from './products';

describe('Back to Shop', () => {
  it('leads to the shop screen the visitor came from, with its filters, else Shop All', () => {
    expect(shopPathFrom({ from: '/prints?sort=name' })).toBe('/prints?sort=name');
    expect(shopPathFrom({ from: '/account' })).toBe('/shop-all');
    expect(shopPathFrom({ from: 'https://elsewhere.example/shop-all' })).toBe('/shop-all');
    expect(shopPathFrom(null)).toBe('/shop-all');
  });
});

describe("the product page's stock line", () => {
  it('tells an original, a print in stock, and the last one', () => {
    expect(stockText(1, true, null)).toBe('Available — one of a kind');
    expect(stockText(5, false, null)).toBe('5 in stock');
    expect(stockText(1, false, null)).toBe('Only 1 left in stock');
  });

  it('tells sold from reserved, with when it may come back', () => {
    expect(stockText(0, true, null)).toBe('Sold');
    expect(stockText(0, false, null)).toBe('Sold out');
    expect(stockText(0, true, "back on sale if they don't pay")).toBe("Reserved: another buyer is paying for it; back on sale if they don't pay");
  });
});

describe("the product's description", () => {
  it('is a paragraph a line, blank lines left out', () => {
    expect(descriptionParagraphs('Oil on linen.\n\nSigned on the back.\nFramed.\n \n')).toEqual(['Oil on linen.', 'Signed on the back.', 'Framed.']);
  });
});
