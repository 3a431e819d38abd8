/*
 * How the full-screen viewer steps through its pictures: by the arrow keys and
 * buttons, wrapping around at both ends, and by a swipe on a touch screen.
 */

/** A picture's position after stepping, wrapping around at both ends. */
export function wrapIndex(index: number, count: number): number {
  return count === 0 ? 0 : ((index % count) + count) % count;
}

/** How far a finger must travel sideways to count as a swipe, in CSS pixels (the shop's toasts use 50 too). */
export const SWIPE_DISTANCE = 50;

/**
 * The step a pointer's movement from press to release asks for: a swipe to the left shows the next
 * picture (+1), to the right the previous one (-1). Short or mostly vertical movements are no swipe (0),
 * so a tap on a button or a scroll does not turn the page.
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  return dx < 0 ? 1 : -1;
}
