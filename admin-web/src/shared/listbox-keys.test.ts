import { describe, expect, it } from 'vitest';
import { movedHighlight } from './listbox-keys';

describe('the highlight in a list of works', () => {
  it('goes down and up one option at a time, from none to the first or the last', () => {
    expect(movedHighlight(-1, 'ArrowDown', 3)).toBe(0);
    expect(movedHighlight(0, 'ArrowDown', 3)).toBe(1);
    expect(movedHighlight(-1, 'ArrowUp', 3)).toBe(2);
    expect(movedHighlight(2, 'ArrowUp', 3)).toBe(1);
  });

  it('wraps at either end, and Home and End go to the first and the last', () => {
    expect(movedHighlight(2, 'ArrowDown', 3)).toBe(0);
    expect(movedHighlight(0, 'ArrowUp', 3)).toBe(2);
    expect(movedHighlight(1, 'Home', 3)).toBe(0);
    expect(movedHighlight(1, 'End', 3)).toBe(2);
    // A shorter list came back: from past its end, up goes to its last.
    expect(movedHighlight(7, 'ArrowUp', 3)).toBe(2);
  });

  it('highlights nothing in an empty list, and other keys do not move it', () => {
    expect(movedHighlight(-1, 'ArrowDown', 0)).toBe(-1);
    expect(movedHighlight(1, 'a', 3)).toBeNull();
    expect(movedHighlight(1, 'Enter', 3)).toBeNull();
  });
});
