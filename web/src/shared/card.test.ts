import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry } from './card';

describe('formatCardNumber', () => {
  it('groups the digits by four as they are typed or pasted', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0027-6000-3184')).toBe('4000 0027 6000 3184');
  });

  it('keeps digits only, at most 19', () => {
    expect(formatCardNumber('4242 abcd 4242')).toBe('4242 4242');
    expect(formatCardNumber('1234567890123456789012')).toBe('1234 5678 9012 3456 789');
    expect(formatCardNumber('')).toBe('');
  });
});

describe('formatExpiry', () => {
  it("writes 'MM / YY' as the digits come", () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12 / ');
    expect(formatExpiry('12 / 2')).toBe('12 / 2');
    expect(formatExpiry('12 / 29')).toBe('12 / 29');
    expect(formatExpiry('1229')).toBe('12 / 29');
  });

  it('puts a 0 before a month that can only be one digit', () => {
    expect(formatExpiry('4')).toBe('04 / ');
    expect(formatExpiry('0')).toBe('0');
    expect(formatExpiry('1')).toBe('1');
  });

  it('lets Backspace remove the separator and then the month', () => {
    expect(formatExpiry('12 /')).toBe('12');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('')).toBe('');
  });

  it('ignores anything but four digits', () => {
    expect(formatExpiry('12/345')).toBe('12 / 34');
    expect(formatExpiry('ab')).toBe('');
  });
});

describe('formatCvc', () => {
  it('keeps up to four digits', () => {
    expect(formatCvc('12a3')).toBe('123');
    expect(formatCvc('12345')).toBe('1234');
  });
});
