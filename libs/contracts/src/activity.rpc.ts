import { z } from 'zod';
import { wholeNumber } from './fields.js';
import { answer, rpcContracts } from './rpc.js';
import { ACTIVITY_ROUTES } from './activity.routes.js';
import { SERVICE_NAMES } from './services.js';

/** Where in the shop a change was made: the part that answered it (the gateway: accounts and sign-in). */
export const ACTIVITY_AREAS = ['gateway', ...SERVICE_NAMES] as const;
export type ActivityArea = (typeof ACTIVITY_AREAS)[number];

/** GET /api/activity?q=&area=&page=&pageSize=: newest first. */
export const activityQuerySchema = z.object({
  q: z
    .string({ error: 'The search must be text' })
    .trim()
    .max(200, 'The search is too long (at most 200 characters)')
    .optional()
    .transform((value) => value || undefined),
  area: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(ACTIVITY_AREAS, { error: `The area must be one of ${ACTIVITY_AREAS.join(', ')}` }).optional(),
  ),
  page: wholeNumber('The page must be a whole number from 1', 1, 10_000).default(1),
  pageSize: wholeNumber('The page size must be a whole number from 1 to 100', 1, 100).default(50),
});
export type ActivityQuery = z.output<typeof activityQuerySchema>;

/** One change the artist (or another admin) made in the back office. */
export interface ActivityEntry {
  id: string;
  at: string;
  /** Who made it, as their account read then (an account deleted since keeps its name here). */
  actor: { id: string | null; name: string; email: string };
  area: ActivityArea;
  /** The call, as the contracts name it ('updateProduct', 'refundOrder'). */
  action: string;
  /** What it was made to: a product's name, an order's number (#1062), or the id the route named; null when none. */
  subject: string | null;
  /** What was set, in short lines ('price: 185.00', 'Print 18x24: 225.00, 25 in stock'); secrets never. */
  details: string[];
}

export interface ActivityPage {
  entries: ActivityEntry[];
  total: number;
  page: number;
  pageSize: number;
}

/** The back office's activity log (the gateway records every admin change it forwards). */
export const ActivityRpc = rpcContracts('gateway', ACTIVITY_ROUTES, {
  listActivity: { input: activityQuerySchema, output: answer<ActivityPage>() },
});
