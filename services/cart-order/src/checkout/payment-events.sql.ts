import { statement } from '@artshop/persistence';

/*
 * The provider's notifications as received (payment_events): recorded once by their id, marked processed in
 * the transaction of the change they cause, and counted with their error while they fail.
 */

/** Records a notification; one already recorded (a duplicate delivery) is left as it is. */
export const RECORD_PAYMENT_EVENT = statement({
  name: 'payment-events.record',
  values: (event: { id: string; type: string; paymentId: string | null }) => [event.id, event.type, event.paymentId],
  text: `INSERT INTO payment_events (id, type, payment_intent_id) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`,
});

/** A recorded notification: what it is about, and whether it was processed. */
export const PAYMENT_EVENT = statement({
  name: 'payment-events.one',
  values: (event: { eventId: string }) => [event.eventId],
  text: `SELECT type, payment_intent_id, processed_at FROM payment_events WHERE id = $1`,
  map: (row: { type: string; payment_intent_id: string | null; processed_at: Date | null }) => ({
    type: row.type,
    paymentId: row.payment_intent_id,
    processed: row.processed_at !== null,
  }),
});

/** The notification is processed, in the transaction of what it changed. */
export const MARK_PAYMENT_EVENT_PROCESSED = statement({
  name: 'payment-events.mark-processed',
  values: (event: { eventId: string }) => [event.eventId],
  text: `UPDATE payment_events SET processed_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1`,
});

/** A try at processing the notification failed: counted, with its error. */
export const NOTE_PAYMENT_EVENT_FAILURE = statement({
  name: 'payment-events.note-failure',
  values: (failure: { eventId: string; error: string }) => [failure.eventId, failure.error],
  text: `UPDATE payment_events SET attempts = attempts + 1, last_error = $2 WHERE id = $1`,
});

/** Notifications received more than a few seconds ago, not processed, tried fewer than maxAttempts times; oldest first, at most limit. */
export const UNPROCESSED_PAYMENT_EVENTS = statement({
  name: 'payment-events.unprocessed',
  values: (query: { limit: number; maxAttempts: number }) => [query.limit, query.maxAttempts],
  text: `SELECT id FROM payment_events
          WHERE processed_at IS NULL AND attempts < $2 AND received_at < now() - interval '5 seconds'
          ORDER BY received_at LIMIT $1`,
  map: (row: { id: string }) => row.id,
});
