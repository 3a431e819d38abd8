import { statement } from '@artshop/persistence';

/*
 * The provider's notifications as received (billing_events): each recorded once by its id, processed
 * once, and a failure kept on its row for the sweep.
 */

/** A notification as received; one already recorded (a duplicate delivery) is left as it is. */
export const RECORD_BILLING_EVENT = statement({
  name: 'billing.record-event',
  values: (event: { id: string; type: string; subscriptionId: string | null; checkoutSessionId: string | null; paymentId: string | null }) => [
    event.id,
    event.type,
    event.subscriptionId,
    event.checkoutSessionId,
    event.paymentId,
  ],
  text: `INSERT INTO billing_events (id, type, subscription_id, checkout_session_id, payment_intent_id) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
});

/** A recorded notification: what it is about, and whether it was processed. */
export const BILLING_EVENT = statement({
  name: 'billing.event',
  values: (event: { id: string }) => [event.id],
  text: `SELECT id, type, subscription_id AS "subscriptionId", checkout_session_id AS "checkoutSessionId", processed_at AS "processedAt"
           FROM billing_events WHERE id = $1`,
  map: (row: { id: string; type: string; subscriptionId: string | null; checkoutSessionId: string | null; processedAt: Date | null }) => row,
});

/** Processed: the attempt that went through is counted and an earlier failure cleared. */
export const MARK_BILLING_EVENT_PROCESSED = statement({
  name: 'billing.mark-event-processed',
  values: (event: { id: string }) => [event.id],
  text: `UPDATE billing_events SET processed_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1`,
});

/** An attempt that failed, with its error, for the sweep and for a person to read. */
export const RECORD_BILLING_EVENT_FAILURE = statement({
  name: 'billing.record-event-failure',
  values: (failure: { id: string; error: string }) => [failure.id, failure.error],
  text: `UPDATE billing_events SET attempts = attempts + 1, last_error = $2 WHERE id = $1`,
});

/** The oldest notifications still unprocessed, received over 5 seconds ago, and tried fewer than maxAttempts times. */
export const UNPROCESSED_BILLING_EVENTS = statement({
  name: 'billing.unprocessed-events',
  values: (asked: { limit: number; maxAttempts: number }) => [asked.limit, asked.maxAttempts],
  text: `SELECT id FROM billing_events
          WHERE processed_at IS NULL AND attempts < $2 AND received_at < now() - interval '5 seconds'
          ORDER BY received_at LIMIT $1`,
  map: (row: { id: string }) => row.id,
});
