import { describe, expect, it } from 'vitest';
import { initials } from './format';

describe('initials', () => {
  it('are the first letters of the first two words, in capitals', () => {
    expect(initials('Ann Lee')).toBe('AL');
    expect(initials('mary  ann lee')).toBe('MA');
    expect(initials('Cher')).toBe('C');
  });

  it('are a question mark for a blank name', () => {
    expect(initials('')).toBe('?');
    expect(initials('   ')).toBe('?');
  });
});
