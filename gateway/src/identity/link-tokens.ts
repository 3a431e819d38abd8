import { createHash, randomBytes } from 'node:crypto';

/** What the database keeps of a mailed link's token: its sha256, so a copy of the table opens nothing. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A mailed link's one-time token (32 random bytes, 43 base64url characters) and the hash to store. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}
