import { describe, expect, it } from 'vitest';
import { featuredLayout, leavesLoneCard } from './featured';

describe('the featured artworks grid', () => {
  it('never leaves one card alone on a row at tablet or wide widths, for 1 to 40 artworks', () => {
    for (let count = 1; count <= 40; count++) {
      const layout = featuredLayout(count);
      expect(leavesLoneCard(layout.shown, layout.tabletColumns), `${count} on a tablet`).toBe(false);
      expect(leavesLoneCard(layout.shown, layout.wideColumns), `${count} on a wide screen`).toBe(false);
      // At most one artwork is left for 'View All Artworks'.
      expect(layout.shown, `${count} shown`).toBeGreaterThanOrEqual(count - 1);
      expect(layout.shown).toBeLessThanOrEqual(count);
    }
  });

  it('picks the columns by how many there are, and the classes say so', () => {
    expect(featuredLayout(3)).toMatchObject({ shown: 3, tabletColumns: 3, wideColumns: 3 });
    expect(featuredLayout(4)).toMatchObject({ shown: 4, tabletColumns: 2, wideColumns: 4 });
    expect(featuredLayout(5)).toMatchObject({ shown: 5, tabletColumns: 3, wideColumns: 3 });
    // 7 leaves one alone in rows of 2 and of 3 on a tablet: six are shown, in rows of 2 and 3.
    expect(featuredLayout(7)).toMatchObject({ shown: 6, tabletColumns: 2, wideColumns: 3 });
    expect(featuredLayout(4).className).toBe('grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4');
    expect(featuredLayout(0).shown).toBe(0);
  });

  it('counts a single short row as fine, and a last row of one under fuller rows as lone', () => {
    expect(leavesLoneCard(1, 3)).toBe(false);
    expect(leavesLoneCard(2, 3)).toBe(false);
    expect(leavesLoneCard(4, 3)).toBe(true);
    expect(leavesLoneCard(5, 2)).toBe(true);
    expect(leavesLoneCard(6, 3)).toBe(false);
  });
});
