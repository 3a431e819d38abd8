import { useHydrating } from '@artshop/ui';
import { clockTime } from '../../shared/cart/cart';

/**
 * When an empty stock held for another buyer comes back on sale if they do not pay. The time is the
 * reader's own clock, so the server's markup (and the browser while it takes it over) leaves it out.
 */
export function useComesBack(reservedUntil: string | null): string {
  const hydrating = useHydrating();
  return reservedUntil && !hydrating ? `back on sale at ${clockTime(reservedUntil)} if they don't pay` : "back on sale if they don't pay";
}
