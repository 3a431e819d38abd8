import { z } from 'zod';
import { wholeNumber } from './fields.js';

/*
 * The query fields every paged back-office list shares (?q=&page=&pageSize=), so each list says the
 * same thing about a bad value.
 */

/** ?page=, from 1. */
export const listPage = wholeNumber('The page must be a whole number from 1', 1, 10_000).default(1);

/** ?pageSize=, 1 to 100, with the screen's usual size when absent. */
export const listPageSize = (fallback: number) => wholeNumber('The page size must be a whole number from 1 to 100', 1, 100).default(fallback);

/** ?q=, trimmed; blank is no search. */
export const listSearch = z
  .string({ error: 'The search must be text' })
  .trim()
  .max(200, 'The search is too long (at most 200 characters)')
  .optional()
  .transform((value) => value || undefined);
