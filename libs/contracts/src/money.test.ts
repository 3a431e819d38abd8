import { describe, expect, it } from 'vitest';
import { centsToDecimal, decimalToCents } from './money.js';

describe('money', () => {
  it('shows cents as a decimal string with two decimals', () => {
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(18_500)).toBe('185.00');
    expect(centsToDecimal(123_456_789)).toBe('1234567.89');
    expect(centsToDecimal(-250)).toBe('-2.50');
  });

  it('reads amounts as the admin and the API write them', () => {
    expect(decimalToCents('185')).toBe(18_500);
    expect(decimalToCents('185.5')).toBe(18_550);
    expect(decimalToCents(' 0.07 ')).toBe(7);
    expect(decimalToCents(19.99)).toBe(1_999);
  });

  it('adds up without floating-point drift', () => {
    expect(centsToDecimal(decimalToCents('0.10') + decimalToCents('0.20'))).toBe('0.30');
  });

  it('refuses what is not an amount of money', () => {
    for (const bad of ['', 'abc', '1.234', '1,50', '1e3', '$5']) expect(() => decimalToCents(bad)).toThrow(/Not an amount of money/);
    expect(() => centsToDecimal(1.5)).toThrow(/whole cents/);
  });
});
