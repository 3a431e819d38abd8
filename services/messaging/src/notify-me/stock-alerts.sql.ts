import { statement } from '@artshop/persistence';

/** An address asks about a sold-out work (or tier): one waiting ask per work, tier and address; a second ask finds the first. */
export const ASK_STOCK_ALERT = statement({
  name: 'stock-alerts.ask',
  values: (ask: { productId: string; tierId: string | null; productName: string; tier: string | null; email: string }) => [
    ask.productId,
    ask.tierId,
    ask.productName,
    ask.tier,
    ask.email,
  ],
  text: `INSERT INTO stock_alerts (product_id, tier_id, product_name, tier, email) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (product_id, coalesce(tier_id, '00000000-0000-0000-0000-000000000000'), email) WHERE mailed_at IS NULL
         DO UPDATE SET product_name = excluded.product_name, tier = excluded.tier
         RETURNING id, status`,
  map: (row: { id: string; status: 'pending' | 'confirmed' }) => row,
});

export const SET_STOCK_ALERT_TOKEN = statement({
  name: 'stock-alerts.set-token',
  values: (alert: { id: string; tokenHash: string; validSeconds: number }) => [alert.id, alert.tokenHash, alert.validSeconds],
  text: `UPDATE stock_alerts SET confirm_token_hash = $2, confirm_token_expires_at = now() + make_interval(secs => $3) WHERE id = $1 AND status = 'pending'`,
});

/** Confirms the ask of a valid link; answers its work (also for a link followed again). */
export const CONFIRM_STOCK_ALERT = statement({
  name: 'stock-alerts.confirm',
  values: (link: { tokenHash: string }) => [link.tokenHash],
  text: `UPDATE stock_alerts SET status = 'confirmed', confirmed_at = coalesce(confirmed_at, now())
          WHERE confirm_token_hash = $1 AND (status = 'confirmed' OR confirm_token_expires_at > now())
          RETURNING product_id AS "productId"`,
  map: (row: { productId: string }) => row.productId,
});

/** The confirmed asks waiting for this stock, locked: a tier's, and the work's own for a work without tiers. */
export const STOCK_ALERTS_TO_MAIL = statement({
  name: 'stock-alerts.to-mail',
  values: (stock: { productId: string; tierId: string | null }) => [stock.productId, stock.tierId],
  text: `SELECT a.id, a.email FROM stock_alerts a
          WHERE a.product_id = $1 AND a.tier_id IS NOT DISTINCT FROM $2::uuid AND a.status = 'confirmed' AND a.mailed_at IS NULL
          ORDER BY a.created_at, a.id
          FOR UPDATE OF a SKIP LOCKED`,
  map: (row: { id: string; email: string }) => row,
});

export const MARK_STOCK_ALERT_MAILED = statement({
  name: 'stock-alerts.mark-mailed',
  values: (alert: { id: string; mailId: string }) => [alert.id, alert.mailId],
  text: `UPDATE stock_alerts SET mailed_at = now(), mail_id = $2 WHERE id = $1 AND mailed_at IS NULL`,
});
