import { createHash, randomBytes } from 'node:crypto';
import { newsletterTokenQuerySchema } from '@artshop/contracts';

/** How long a double opt-in's confirmation link works. */
export const CONFIRMATION_VALID_SECONDS = 7 * 24 * 3600;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new confirmation link's token (mailed) and its hash (kept: the table holds nothing a link could be made from). */
export function confirmationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}

/** The kept hash of a followed link's ?token=, or null for anything that is not one (an invalid link). */
export function followedTokenHash(query: unknown): string | null {
  const parsed = newsletterTokenQuerySchema.safeParse(query);
  return parsed.success ? sha256(parsed.data.token) : null;
}
