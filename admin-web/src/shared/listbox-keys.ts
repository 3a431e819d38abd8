/**
 * Where the highlight of an open list of `count` options goes on a key (a combobox's ↓ ↑ Home End),
 * -1 meaning none; null for a key that does not move it. It wraps at either end, as the ARIA
 * combobox pattern allows, so the last option is one ↑ away.
 */
export function movedHighlight(current: number, key: string, count: number): number | null {
  if (count === 0) return key === 'ArrowDown' || key === 'ArrowUp' || key === 'Home' || key === 'End' ? -1 : null;
  switch (key) {
    case 'ArrowDown':
      return current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 || current >= count ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
