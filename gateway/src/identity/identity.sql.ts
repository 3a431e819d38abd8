import type { SavedAddress, SavedAddressInput } from '@artshop/contracts';
import { statement } from '@artshop/persistence';

/*
 * The accounts' statements: users, the links mailed to them (registration, password reset, e-mail
 * change), their saved addresses and their sessions. Sessions live in identity.sessions
 * (connect-pg-simple), the user id inside the `sess` JSON; a session is named to its owner by a hash
 * of its id (encode(sha256(…))), which is what its cookie holds and must not reach a page.
 */

/** A new account from a confirmed registration; answers nothing when the address has an account already. */
export const CREATE_USER = statement({
  name: 'users.create',
  values: (user: { email: string; firstName: string; lastName: string; passwordHash: string }) => [
    user.email,
    user.firstName,
    user.lastName,
    user.passwordHash,
  ],
  text: `INSERT INTO users (email, first_name, last_name, password_hash, role) VALUES ($1, $2, $3, $4, 'user') ON CONFLICT (email) DO NOTHING RETURNING id`,
  map: (row: { id: string }) => row.id,
});

export const DELETE_USER = statement({
  name: 'users.delete',
  values: (user: { userId: string }) => [user.userId],
  text: `DELETE FROM users WHERE id = $1`,
});

/** Locks a user's row (none: no such user). */
export const LOCK_USER = statement({
  name: 'users.lock',
  values: (user: { userId: string }) => [user.userId],
  text: `SELECT id FROM users WHERE id = $1 FOR UPDATE`,
});

/** Drops the registrations waiting on an address: a newer request replaces an older one. */
export const DELETE_PENDING_REGISTRATIONS = statement({
  name: 'registrations.delete-pending',
  values: (registration: { email: string }) => [registration.email],
  text: `DELETE FROM pending_registrations WHERE email = $1`,
});

export const RECORD_PENDING_REGISTRATION = statement({
  name: 'registrations.record-pending',
  values: (pending: { tokenHash: string; email: string; firstName: string; lastName: string; passwordHash: string; hours: number }) => [
    pending.tokenHash,
    pending.email,
    pending.firstName,
    pending.lastName,
    pending.passwordHash,
    pending.hours,
  ],
  text: `INSERT INTO pending_registrations (token_hash, email, first_name, last_name, password_hash, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(hours => $6))`,
});

/** Takes a registration by its link's token, if it has not expired; it is used up. */
export const TAKE_PENDING_REGISTRATION = statement({
  name: 'registrations.take-pending',
  values: (link: { tokenHash: string }) => [link.tokenHash],
  text: `DELETE FROM pending_registrations WHERE token_hash = $1 AND expires_at > now() RETURNING email, first_name, last_name, password_hash`,
  map: (row: { email: string; first_name: string; last_name: string; password_hash: string }) => ({
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    passwordHash: row.password_hash,
  }),
});

/** A user's password reset link; a newer one replaces the older. */
export const RECORD_PASSWORD_RESET = statement({
  name: 'password-resets.record',
  values: (reset: { tokenHash: string; userId: string; minutes: number }) => [reset.tokenHash, reset.userId, reset.minutes],
  text: `INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))
         ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, expires_at = EXCLUDED.expires_at, created_at = now()`,
});

/** Locks the password reset of a link's token, if it has not expired; answers its user. */
export const LOCK_PASSWORD_RESET = statement({
  name: 'password-resets.lock',
  values: (link: { tokenHash: string }) => [link.tokenHash],
  text: `SELECT user_id FROM password_resets WHERE token_hash = $1 AND expires_at > now() FOR UPDATE`,
  map: (row: { user_id: string }) => row.user_id,
});

export const DELETE_PASSWORD_RESETS = statement({
  name: 'password-resets.delete-of-user',
  values: (user: { userId: string }) => [user.userId],
  text: `DELETE FROM password_resets WHERE user_id = $1`,
});

/** A user's e-mail change waiting for the new address to confirm it; a newer one replaces the older. */
export const RECORD_EMAIL_CHANGE = statement({
  name: 'email-changes.record',
  values: (change: { tokenHash: string; userId: string; newEmail: string; hours: number }) => [change.tokenHash, change.userId, change.newEmail, change.hours],
  text: `INSERT INTO email_changes (token_hash, user_id, new_email, expires_at) VALUES ($1, $2, $3, now() + make_interval(hours => $4))
         ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, new_email = EXCLUDED.new_email, expires_at = EXCLUDED.expires_at, created_at = now()`,
});

/** Takes the e-mail change of a link's token, if it has not expired; it is used up. */
export const TAKE_EMAIL_CHANGE = statement({
  name: 'email-changes.take',
  values: (link: { tokenHash: string }) => [link.tokenHash],
  text: `DELETE FROM email_changes WHERE token_hash = $1 AND expires_at > now() RETURNING user_id, new_email`,
  map: (row: { user_id: string; new_email: string }) => ({ userId: row.user_id, newEmail: row.new_email }),
});

export const DELETE_EMAIL_CHANGES = statement({
  name: 'email-changes.delete-of-user',
  values: (user: { userId: string }) => [user.userId],
  text: `DELETE FROM email_changes WHERE user_id = $1`,
});

interface AddressRow {
  id: string;
  label: string;
  recipient_name: string;
  phone: string | null;
  street: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  is_default: boolean;
  created_at: Date;
  updated_at: Date;
}

/** A saved address as the API answers it. */
const savedAddress = (row: AddressRow): SavedAddress => ({
  id: row.id,
  label: row.label,
  recipientName: row.recipient_name,
  phone: row.phone,
  street: row.street,
  city: row.city,
  state: row.state,
  zipCode: row.zip_code,
  country: row.country,
  isDefault: row.is_default,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** An address written by its owner: what they typed, and whether it is their default. */
type AddressWrite = SavedAddressInput & { userId: string; isDefault: boolean };

/** A user's addresses, the default first, then in the order they were saved. */
export const USER_ADDRESSES = statement({
  name: 'addresses.of-user',
  values: (user: { userId: string }) => [user.userId],
  text: `SELECT id, label, recipient_name, phone, street, city, state, zip_code, country, is_default, created_at, updated_at
           FROM saved_addresses WHERE user_id = $1 ORDER BY is_default DESC, created_at, id`,
  map: savedAddress,
});

export const COUNT_USER_ADDRESSES = statement({
  name: 'addresses.count-of-user',
  values: (user: { userId: string }) => [user.userId],
  text: `SELECT count(*)::int AS count FROM saved_addresses WHERE user_id = $1`,
  map: (row: { count: number }) => row.count,
});

export const ADD_ADDRESS = statement({
  name: 'addresses.add',
  values: (address: AddressWrite) => [
    address.userId,
    address.label,
    address.recipientName,
    address.phone,
    address.street,
    address.city,
    address.state,
    address.zipCode,
    address.country,
    address.isDefault,
  ],
  text: `INSERT INTO saved_addresses (user_id, label, recipient_name, phone, street, city, state, zip_code, country, is_default)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         RETURNING id, label, recipient_name, phone, street, city, state, zip_code, country, is_default, created_at, updated_at`,
  map: savedAddress,
});

/** Locks one of a user's addresses; answers whether it is their default (none: not theirs, or gone). */
export const LOCK_ADDRESS = statement({
  name: 'addresses.lock',
  values: (address: { id: string; userId: string }) => [address.id, address.userId],
  text: `SELECT is_default FROM saved_addresses WHERE id = $1 AND user_id = $2 FOR UPDATE`,
  map: (row: { is_default: boolean }) => ({ isDefault: row.is_default }),
});

export const UPDATE_ADDRESS = statement({
  name: 'addresses.update',
  values: (address: AddressWrite & { id: string }) => [
    address.id,
    address.userId,
    address.label,
    address.recipientName,
    address.phone,
    address.street,
    address.city,
    address.state,
    address.zipCode,
    address.country,
    address.isDefault,
  ],
  text: `UPDATE saved_addresses SET label = $3, recipient_name = $4, phone = $5, street = $6, city = $7, state = $8, zip_code = $9, country = $10,
                is_default = $11, updated_at = now()
          WHERE id = $1 AND user_id = $2
         RETURNING id, label, recipient_name, phone, street, city, state, zip_code, country, is_default, created_at, updated_at`,
  map: savedAddress,
});

/** Deletes one of a user's addresses; answers whether it was their default (none: not theirs, or gone). */
export const DELETE_ADDRESS = statement({
  name: 'addresses.delete',
  values: (address: { id: string; userId: string }) => [address.id, address.userId],
  text: `DELETE FROM saved_addresses WHERE id = $1 AND user_id = $2 RETURNING is_default`,
  map: (row: { is_default: boolean }) => ({ wasDefault: row.is_default }),
});

/** The user's first saved address becomes their default. */
export const DEFAULT_FIRST_ADDRESS = statement({
  name: 'addresses.default-first',
  values: (user: { userId: string }) => [user.userId],
  text: `UPDATE saved_addresses SET is_default = true WHERE id = (SELECT id FROM saved_addresses WHERE user_id = $1 ORDER BY created_at, id LIMIT 1)`,
});

export const CLEAR_DEFAULT_ADDRESS = statement({
  name: 'addresses.clear-default',
  values: (user: { userId: string }) => [user.userId],
  text: `UPDATE saved_addresses SET is_default = false WHERE user_id = $1 AND is_default`,
});

/** A user's live sessions, the one asking first, then the newest; times are the ms the session recorded. */
export const USER_SESSIONS = statement({
  name: 'sessions.of-user',
  values: (user: { userId: string; currentSessionId: string }) => [user.userId, user.currentSessionId],
  text: `SELECT encode(sha256(convert_to(sid, 'UTF8')), 'hex') AS id, sid = $2 AS current,
                sess->>'userAgent' AS "userAgent", sess->>'signedInAt' AS "signedInAt", sess->>'renewedAt' AS "renewedAt"
           FROM identity.sessions
          WHERE sess->>'userId' = $1 AND expire > now()
          ORDER BY sid = $2 DESC, (sess->>'signedInAt')::bigint DESC NULLS LAST`,
  map: (row: { id: string; current: boolean; userAgent: string | null; signedInAt: string | null; renewedAt: string | null }) => row,
});

/** Ends one of a user's sessions by its public id; answers a row when it ended one. */
export const END_SESSION = statement({
  name: 'sessions.end',
  values: (session: { userId: string; id: string }) => [session.userId, session.id],
  text: `DELETE FROM identity.sessions WHERE sess->>'userId' = $1 AND encode(sha256(convert_to(sid, 'UTF8')), 'hex') = $2 RETURNING 1`,
});

/** Ends every session of a user but the one kept (null: every one). */
export const END_OTHER_SESSIONS = statement({
  name: 'sessions.end-others',
  values: (user: { userId: string; keepSessionId: string | null }) => [user.userId, user.keepSessionId],
  text: `DELETE FROM identity.sessions WHERE sess->>'userId' = $1 AND sid IS DISTINCT FROM $2`,
});
