/*
 * The home page's featured artworks never leave one card alone on a row: the number of
 * columns is chosen by how many there are, at each width where the grid has several columns, and when
 * no choice works, one card fewer is shown ('View All Artworks' is right there).
 */

/** Column counts the layout may use: two or three on a tablet, three or four on a wide screen. */
const TABLET_COLUMNS = [2, 3] as const;
const WIDE_COLUMNS = [3, 4] as const;

// Written out whole, so that Tailwind finds every class it must generate.
const TABLET_CLASSES: Record<(typeof TABLET_COLUMNS)[number], string> = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' };
const WIDE_CLASSES: Record<(typeof WIDE_COLUMNS)[number], string> = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' };

export interface FeaturedLayout {
  /** How many of the featured artworks are shown (the first ones). */
  shown: number;
  tabletColumns: (typeof TABLET_COLUMNS)[number];
  wideColumns: (typeof WIDE_COLUMNS)[number];
  /** The grid's classes: one column on a phone, then the chosen counts. */
  className: string;
}

/** A last row holding one card under fuller rows. A single row is never that, however short. */
export function leavesLoneCard(cards: number, columns: number): boolean {
  return cards > columns && cards % columns === 1;
}

export function featuredLayout(count: number): FeaturedLayout {
  for (let shown = count; shown > 0; shown--) {
    const tablet = TABLET_COLUMNS.find((columns) => !leavesLoneCard(shown, columns));
    const wide = WIDE_COLUMNS.find((columns) => !leavesLoneCard(shown, columns));
    if (tablet && wide) return layout(shown, tablet, wide);
  }
  return layout(0, TABLET_COLUMNS[0], WIDE_COLUMNS[0]);
}

function layout(shown: number, tabletColumns: FeaturedLayout['tabletColumns'], wideColumns: FeaturedLayout['wideColumns']): FeaturedLayout {
  return { shown, tabletColumns, wideColumns, className: `grid grid-cols-1 gap-6 ${TABLET_CLASSES[tabletColumns]} ${WIDE_CLASSES[wideColumns]}` };
}
