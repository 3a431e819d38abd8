import { statement } from '@artshop/persistence';

/*
 * Manual orders' statements. The order itself is placed with checkout's PLACE_ORDER (source 'manual',
 * its link's token, held for as long as the link is valid: the expiry sweep closes it when that runs out).
 */

/** A line of a manual order as placed: a catalog work (productId) or a custom line (productId null). */
export interface ManualLine {
  productId: string | null;
  tierId: string | null;
  productName: string;
  tierDisplayName: string | null;
  image: string | null;
  unitPriceCents: number;
  quantity: number;
  position: number;
}

/**
 * The back office's manual orders: those awaiting payment, and those paid, expired or cancelled in the
 * last `recentDays` (so the artist sees what became of a link), newest first, at most 100.
 */
export const MANUAL_ORDERS = statement({
  name: 'manual-orders.list',
  values: (query: { recentDays: number }) => [query.recentDays],
  text: `SELECT id FROM orders
          WHERE source = 'manual'
            AND ((payment_status IN ('awaiting_payment', 'failed') AND status <> 'cancelled') OR updated_at > now() - make_interval(days => $1))
          ORDER BY created_at DESC LIMIT 100`,
  map: (row: { id: string }) => row.id,
});
