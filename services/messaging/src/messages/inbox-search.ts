/*
 * What the inbox and the newsletter list search, each as one text expression: the migration indexes
 * exactly these expressions (pg_trgm GIN), so `expression ILIKE '%…%'` is answered from the index
 * however many messages or subscribers there are. Change one only with a migration that rebuilds its index.
 */

/** A message's sender name and e-mail, subject and text. */
export const MESSAGE_SEARCH_TEXT = `(name || ' ' || email || ' ' || coalesce(subject, '') || ' ' || message)`;

/** A subscriber's e-mail and name. */
export const SUBSCRIBER_SEARCH_TEXT = `(email || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, ''))`;
