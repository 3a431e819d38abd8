import { z } from 'zod';
import { IMAGE_ADDRESS_MESSAGE, imageAddressProblem } from './images.js';
import { centsToDecimal, decimalToCents } from './money.js';

/*
 * Building blocks of the catalog and cart request schemas. Forms send numbers as text and empty
 * inputs as '', so each block reads both and says what is wrong in words a person understands.
 */

export const tooLong = (label: string, max: number) => `${label} is too long (at most ${max} characters)`;

/** A required text: trimmed, at least one character, else `missing`. */
export const requiredText = (label: string, max: number, missing: string) => z.string({ error: missing }).trim().min(1, missing).max(max, tooLong(label, max));

/** Optional text: '' and null both mean "not given" (null). */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((value) => value || null);

/** '12' → 12 (a number input read as text); '' and null stay for the schema to judge. */
const numberFromText = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);

/** A whole number from `min` up; every problem (missing, not a number, a fraction, too small) gets `message`. */
export const wholeNumber = (message: string, min: number, max: number, tooLarge = message) =>
  z.preprocess(numberFromText, z.number({ error: message }).int(message).min(min, message).max(max, tooLarge));

export const booleanField = (label: string) => z.boolean({ error: `${label} must be yes or no` });

const MAX_PRICE_CENTS = 1_000_000_000; // 10,000,000.00: keeps cents inside a PostgreSQL integer

/**
 * An amount of money as the admin types it ('185', '185.5', 185.5), answered as a decimal string
 * with two decimals ('185.50'); the server converts that to cents without going through floats.
 */
export const moneyText = (label: string, message: string, { positive }: { positive: boolean }) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .pipe(
      z
        .string()
        .regex(/^\d+(\.\d+)?$/, message)
        .regex(/^\d+(\.\d{1,2})?$/, `${label} can have at most two decimals`),
    )
    .transform((value) => decimalToCents(value))
    .refine((cents) => !positive || cents > 0, message)
    .refine((cents) => cents <= MAX_PRICE_CENTS, `${label} is too large`)
    .transform((cents) => centsToDecimal(cents));

/** A uuid that may be left out; '' and null mean "none" (null). */
export const optionalId = (message: string) =>
  z.preprocess((value) => (value === '' ? null : value), z.uuid({ error: message }).nullish()).transform((value) => value ?? null);

/** A product's picture as the server takes it: trimmed, then imageAddressProblem's rule (images.ts, kept free of zod: the storefront's first load uses it). */
export const imageAddressSchema = z
  .string({ error: IMAGE_ADDRESS_MESSAGE })
  .trim()
  .superRefine((url, context) => {
    const problem = imageAddressProblem(url);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
