import { z } from 'zod';
import { booleanField, moneyText, optionalId, wholeNumber } from './fields.js';
import { DISCOUNT_CODE_MAX, PRODUCT_KINDS, type ProductKind } from './discount-words.js';

export * from './discount-words.js';

/*
 * Discount codes the artist runs from the back office: a percentage or an amount off the goods, maybe
 * limited (to kinds of product, to Mail Club members, to a drop's works, from an order subtotal, in a
 * time window, to so many uses in all and per customer). The server prices and checks them; the
 * browser only sends the code.
 */

/** A code as typed by a shopper: matched case-insensitively (kept uppercase). */
export const discountCodeText = z
  .string({ error: 'Please enter a discount code' })
  .trim()
  .min(1, 'Please enter a discount code')
  .max(DISCOUNT_CODE_MAX, 'That is not a discount code')
  .transform((code) => code.toUpperCase());

const optionalInstant = (message: string) =>
  z
    .preprocess((value) => (value === '' ? null : value), z.iso.datetime({ offset: true, error: message }).nullish())
    .transform((value) => (value ? new Date(value).toISOString() : null));

const optionalCount = (message: string) =>
  z.preprocess((value) => (value === '' ? null : value), wholeNumber(message, 1, 1_000_000).nullish()).transform((value) => value ?? null);

const discountFields = z.object({
  code: z
    .string({ error: 'Please give the code' })
    .trim()
    .min(3, 'A code has at least 3 characters')
    .max(DISCOUNT_CODE_MAX, `A code has at most ${DISCOUNT_CODE_MAX} characters`)
    .regex(/^[A-Za-z0-9_-]+$/, 'A code has only letters, digits, - and _')
    .transform((code) => code.toUpperCase()),
  percentOff: z
    .preprocess((value) => (value === '' ? null : value), wholeNumber('The percentage off is a whole number from 1 to 100', 1, 100).nullish())
    .transform((value) => value ?? null),
  amountOff: z
    .preprocess((value) => (value === '' ? null : value), moneyText('The amount off', 'The amount off must be more than 0', { positive: true }).nullish())
    .transform((value) => value ?? null),
  /** Empty: every kind. */
  productKinds: z
    .array(z.enum(PRODUCT_KINDS, { error: `A product type is one of ${PRODUCT_KINDS.join(', ')}` }))
    .default([])
    .transform((kinds) => [...new Set(kinds)]),
  membersOnly: booleanField('Mail Club members only').default(false),
  dropId: optionalId('The drop is not a valid id'),
  minSubtotal: z
    .preprocess((value) => (value === '' ? null : value), moneyText('The minimum order', 'The minimum order must be an amount', { positive: false }).nullish())
    .transform((value) => value ?? null),
  startsAt: optionalInstant('The start is not a valid time'),
  endsAt: optionalInstant('The end is not a valid time'),
  maxUses: optionalCount('Total uses is a whole number of 1 or more'),
  maxUsesPerCustomer: optionalCount('Uses per customer is a whole number of 1 or more'),
  active: booleanField('Active').default(true),
});

type DiscountFields = z.output<typeof discountFields>;

function checkDiscount(input: DiscountFields, ctx: z.RefinementCtx) {
  if ((input.percentOff === null) === (input.amountOff === null))
    ctx.addIssue({ code: 'custom', path: ['percentOff'], message: 'Give either a percentage off or an amount off' });
  if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt)
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start' });
}

/** POST /api/discount-codes. */
export const discountCodeInputSchema = discountFields.superRefine(checkDiscount);
export type DiscountCodeInput = z.output<typeof discountCodeInputSchema>;
export type DiscountCodeForm = z.input<typeof discountCodeInputSchema>;

/** PUT /api/discount-codes/:id: the whole code again (deactivating is `active: false`). */
export const discountCodeUpdateSchema = discountFields.extend({ id: z.uuid({ error: 'Not a valid id' }) }).superRefine(checkDiscount);
export type DiscountCodeUpdate = z.output<typeof discountCodeUpdateSchema>;

/** A code as the back office lists it. */
export interface DiscountCode {
  id: string;
  code: string;
  percentOff: number | null;
  /** Decimal text in the shop's currency. */
  amountOff: string | null;
  productKinds: ProductKind[];
  membersOnly: boolean;
  dropId: string | null;
  minSubtotal: string | null;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  active: boolean;
  /** Orders paid with it, or waiting for payment with their hold running (each holds its use). */
  uses: number;
  createdAt: string;
}

/** The discount on an order or a quote: its code and the amount off the goods (decimal text). */
export interface OrderDiscount {
  code: string;
  amount: string;
}

// ── Between services ────────────────────────────────────────────────────────────────────────────

export const discountLineFactsSchema = z.object({
  lines: z.array(z.object({ productId: z.uuid(), tierId: z.uuid().nullable() })).max(500),
});

/** What a discount's limits read of a line (catalog's): a line whose product is gone has kind null. */
export interface DiscountLineFacts {
  productId: string;
  tierId: string | null;
  kind: ProductKind | null;
  dropIds: string[];
}
