import { describe, expect, it } from 'vitest';
import { swipeStep, wrapIndex } from './viewer';

describe('the full-screen viewer', () => {
  it('wraps around at both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(0, 0)).toBe(0);
  });

  it('takes a swipe to the left for the next picture and to the right for the previous one', () => {
    expect(swipeStep(-120, 10)).toBe(1);
    expect(swipeStep(80, -20)).toBe(-1);
    expect(swipeStep(-50, 0)).toBe(1);
  });

  it('ignores taps, short moves and mostly vertical ones', () => {
    expect(swipeStep(0, 0)).toBe(0);
    expect(swipeStep(-49, 0)).toBe(0);
    expect(swipeStep(-90, 80)).toBe(0);
    expect(swipeStep(10, 200)).toBe(0);
  });
});
