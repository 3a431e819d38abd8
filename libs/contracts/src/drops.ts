import { z } from 'zod';
import { blankableSlug, withSlug } from './catalog.js';
import { imageAddressSchema, optionalText, requiredText, wholeNumber } from './fields.js';

/*
 * Drops: a body of work released at a set time. Before it opens its works are shown as coming and
 * cannot be bought; Mail Club members may buy from an earlier time when the artist chooses so. The
 * release time is an instant (ISO, UTC): the back office enters and shows it in the artist's time zone.
 */

/** draft: the artist's alone, nothing is held back; scheduled: its works wait for the release; released: on sale. */
export const DROP_STATUSES = ['draft', 'scheduled', 'released'] as const;
export type DropStatus = (typeof DROP_STATUSES)[number];

export const DROP_NAME_MAX = 120;
export const DROP_STORY_MAX = 10_000;
export const DROP_WORKS_MAX = 60;
/** Members' early access may start up to a week before the public release. */
export const DROP_EARLY_ACCESS_MAX_HOURS = 168;

export const DROP_RELEASE_MESSAGE = 'Please choose when the drop opens';

const dropFields = z.object({
  name: requiredText('The name', DROP_NAME_MAX, 'Please give the drop a name'),
  slug: blankableSlug,
  story: optionalText('The story', DROP_STORY_MAX),
  coverImage: imageAddressSchema.nullish().transform((value) => value || null),
  releaseAt: z.iso.datetime({ offset: true, error: DROP_RELEASE_MESSAGE }).transform((value) => new Date(value).toISOString()),
  /** Hours before the release when Mail Club members may buy; null: no early access. */
  earlyAccessHours: z
    .preprocess(
      (value) => (value === '' ? null : value),
      wholeNumber(`Early access is a whole number of hours, 1 to ${DROP_EARLY_ACCESS_MAX_HOURS}`, 1, DROP_EARLY_ACCESS_MAX_HOURS).nullish(),
    )
    .transform((value) => value ?? null),
  productIds: z
    .array(z.uuid({ error: 'A chosen work is not a valid id' }))
    .max(DROP_WORKS_MAX, `A drop holds at most ${DROP_WORKS_MAX} works`)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  /** A draft holds nothing back; scheduling it makes its works wait for the release. */
  status: z.enum(['draft', 'scheduled'], { error: 'Status must be draft or scheduled' }).default('scheduled'),
});

/** POST /api/drops: a blank slug is made from the name. */
export const dropInputSchema = dropFields.transform(withSlug);
export type DropInput = z.output<typeof dropInputSchema>;
export type DropForm = z.input<typeof dropInputSchema>;

/** PUT /api/drops/:id: the whole drop again. */
export const dropUpdateSchema = dropFields.extend({ id: z.uuid({ error: 'Not a valid id' }) }).transform(withSlug);

/** A work of a drop as its page shows it. */
export interface DropWork {
  id: string;
  name: string;
  slug: string;
  image: string | null;
  /** The lowest price it is offered at (decimal text). */
  price: string;
  soldOut: boolean;
}

/** A drop as the back office and the storefront read it. */
export interface Drop {
  id: string;
  slug: string;
  name: string;
  story: string | null;
  coverImage: string | null;
  status: DropStatus;
  /** The public release (ISO). */
  releaseAt: string;
  /** When Mail Club members may buy (ISO), or null: no early access. */
  earlyAccessAt: string | null;
  earlyAccessHours: number | null;
  /** Whether the public can buy now, by the server's clock when it was read. */
  open: boolean;
  /** Whether members can buy now (early access open, or the drop open). */
  openToMembers: boolean;
  works: DropWork[];
  /** The chosen works in their order (the back office's picker; a work taken off sale is here, not in works). */
  productIds: string[];
}

/** The drop a product belongs to, as its page shows it ("Coming …"): absent when it is in none that waits. */
export interface ProductDrop {
  slug: string;
  name: string;
  releaseAt: string;
  earlyAccessAt: string | null;
}

/** What a visitor sees about a drop's opening: members' early access first, then everyone. */
export function dropPhase(drop: Pick<Drop, 'releaseAt' | 'earlyAccessAt'>, now: number): 'coming' | 'early-access' | 'open' {
  if (Date.parse(drop.releaseAt) <= now) return 'open';
  if (drop.earlyAccessAt && Date.parse(drop.earlyAccessAt) <= now) return 'early-access';
  return 'coming';
}

export const DROP_SLUG_TAKEN_MESSAGE = 'Another drop already has this slug';

// ── Notify me ───────────────────────────────────────────────────────────────────────────────────

export const DROP_ALERT_EMAIL_MESSAGE = 'Please enter a valid email address';

const alertEmail = z
  .string({ error: DROP_ALERT_EMAIL_MESSAGE })
  .trim()
  .min(1, DROP_ALERT_EMAIL_MESSAGE)
  .max(254, DROP_ALERT_EMAIL_MESSAGE)
  .pipe(z.email({ error: DROP_ALERT_EMAIL_MESSAGE }))
  .transform((email) => email.toLowerCase());

/** POST /api/drops/:slug/notify: tell this address when the drop opens (double opt-in). */
export const dropAlertSchema = z.object({ slug: z.string().trim().min(1).max(100), email: alertEmail });
export type DropAlertInput = z.input<typeof dropAlertSchema>;

/** POST /api/products/:id/notify: tell this address when a sold-out work (or one tier of it) is back (double opt-in). */
export const stockAlertSchema = z.object({
  id: z.uuid({ error: 'Not a valid id' }),
  tierId: z
    .uuid({ error: 'Not a valid size or type' })
    .nullish()
    .transform((value) => value ?? null),
  email: alertEmail,
});
export type StockAlertInput = z.input<typeof stockAlertSchema>;

export const STOCK_ALERT_ACCEPTED = 'Thank you! Please check your inbox and confirm, and we will write when it is back.';

/** The same answer whoever asks, so the form tells nobody who asked before. */
export const DROP_ALERT_ACCEPTED = 'Thank you! Please check your inbox and confirm, and we will write when the drop opens.';

/** Where a confirmation link sends the browser: the drop's or the work's page, saying what happened. */
export const alertLanding = (path: string | null, outcome: 'confirmed' | 'invalid') => `${path ?? '/'}?notify=${outcome}`;
