import { z } from 'zod';

/*
 * Where a customer is signed in: each session of their account, so they can end those they do not
 * know (GET /api/auth/sessions, DELETE /api/auth/sessions/{id}, POST /api/auth/sessions/sign-out-others).
 */

export const SESSION_NOT_FOUND_MESSAGE = 'This session has already ended.';

/**
 * One of the account's sessions. Its id names it for these routes only (a hash of the session's
 * id): the session's own id is what its cookie holds, and a page never sees another device's.
 */
export interface SignedInSession {
  id: string;
  /** The browser and system in a person's words, e.g. 'Chrome on Windows'. */
  device: string;
  /** ISO times; null for a session signed in before they were kept. */
  signedInAt: string | null;
  /** When it was last used, to the day (a session is written at most once a day). */
  lastSeenAt: string | null;
  /** The session of the browser asking. */
  current: boolean;
}

export const signedInSessionIdSchema = z.object({ id: z.string({ error: SESSION_NOT_FOUND_MESSAGE }).regex(/^[0-9a-f]{64}$/, SESSION_NOT_FOUND_MESSAGE) });
export type SignedInSessionId = z.infer<typeof signedInSessionIdSchema>;
