import { centsToDecimal, type DiscountCode, type ProductKind } from '@artshop/contracts';
import { statement } from '@artshop/persistence';

/*
 * Discount codes' statements. A code's uses are its orders that hold one: paid (whatever happened
 * after, but cancelled), or waiting for payment while their hold runs. A checkout that is cancelled or
 * whose hold runs out gives its use back by no longer matching; nothing has to be undone.
 */

/** A code as checkout reads it. */
export interface DiscountCodeRow {
  id: string;
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  productKinds: ProductKind[];
  membersOnly: boolean;
  dropId: string | null;
  minSubtotalCents: number;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  active: boolean;
}

interface CodeColumns {
  id: string;
  code: string;
  percent_off: number | null;
  amount_off_cents: number | null;
  product_kinds: ProductKind[];
  members_only: boolean;
  drop_id: string | null;
  min_subtotal_cents: number;
  starts_at: Date | null;
  ends_at: Date | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  active: boolean;
}

const codeRow = (row: CodeColumns): DiscountCodeRow => ({
  id: row.id,
  code: row.code,
  percentOff: row.percent_off,
  amountOffCents: row.amount_off_cents,
  productKinds: row.product_kinds,
  membersOnly: row.members_only,
  dropId: row.drop_id,
  minSubtotalCents: row.min_subtotal_cents,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  maxUses: row.max_uses,
  maxUsesPerCustomer: row.max_uses_per_customer,
  active: row.active,
});

const listed = (row: CodeColumns & { uses: number; created_at: Date }): DiscountCode => ({
  id: row.id,
  code: row.code,
  percentOff: row.percent_off,
  amountOff: row.amount_off_cents === null ? null : centsToDecimal(row.amount_off_cents),
  productKinds: row.product_kinds,
  membersOnly: row.members_only,
  dropId: row.drop_id,
  minSubtotal: row.min_subtotal_cents > 0 ? centsToDecimal(row.min_subtotal_cents) : null,
  startsAt: row.starts_at?.toISOString() ?? null,
  endsAt: row.ends_at?.toISOString() ?? null,
  maxUses: row.max_uses,
  maxUsesPerCustomer: row.max_uses_per_customer,
  active: row.active,
  uses: row.uses,
  createdAt: row.created_at.toISOString(),
});

const CODE_COLUMNS = `id, code, percent_off, amount_off_cents, product_kinds, members_only, drop_id, min_subtotal_cents, starts_at, ends_at,
                      max_uses, max_uses_per_customer, active`;

/** An order that holds a use of its code (the alias o). */
const HOLDS_A_USE = `o.status <> 'cancelled' AND (o.payment_status NOT IN ('awaiting_payment', 'failed') OR o.reserved_until > now())`;

/** Every code, newest first, with its uses so far. */
export const LIST_DISCOUNT_CODES = statement({
  name: 'discounts.list',
  text: `SELECT ${CODE_COLUMNS}, created_at,
                (SELECT count(*)::int FROM orders o WHERE o.discount_code_id = d.id AND ${HOLDS_A_USE}) AS uses
           FROM discount_codes d ORDER BY created_at DESC, id`,
  map: listed,
});

/** One code with its uses, as the back office lists it. */
export const DISCOUNT_CODE_BY_ID = statement({
  name: 'discounts.by-id',
  values: (code: { id: string }) => [code.id],
  text: `SELECT ${CODE_COLUMNS}, created_at,
                (SELECT count(*)::int FROM orders o WHERE o.discount_code_id = d.id AND ${HOLDS_A_USE}) AS uses
           FROM discount_codes d WHERE id = $1`,
  map: listed,
});

/** What the back office saves of a code (all in cents). */
export interface SavedCode {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  productKinds: ProductKind[];
  membersOnly: boolean;
  dropId: string | null;
  minSubtotalCents: number;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  active: boolean;
}

const savedValues = (code: SavedCode) => [
  code.code,
  code.percentOff,
  code.amountOffCents,
  code.productKinds,
  code.membersOnly,
  code.dropId,
  code.minSubtotalCents,
  code.startsAt,
  code.endsAt,
  code.maxUses,
  code.maxUsesPerCustomer,
  code.active,
];

export const INSERT_DISCOUNT_CODE = statement({
  name: 'discounts.insert',
  values: (code: SavedCode) => savedValues(code),
  text: `INSERT INTO discount_codes (code, percent_off, amount_off_cents, product_kinds, members_only, drop_id, min_subtotal_cents, starts_at, ends_at,
                                     max_uses, max_uses_per_customer, active)
         VALUES ($1, $2, $3, $4::text[], $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
  map: (row: { id: string }) => row.id,
});

export const UPDATE_DISCOUNT_CODE = statement({
  name: 'discounts.update',
  values: (code: SavedCode & { id: string }) => [...savedValues(code), code.id],
  text: `UPDATE discount_codes SET code = $1, percent_off = $2, amount_off_cents = $3, product_kinds = $4::text[], members_only = $5, drop_id = $6,
                                   min_subtotal_cents = $7, starts_at = $8, ends_at = $9, max_uses = $10, max_uses_per_customer = $11, active = $12,
                                   updated_at = now()
          WHERE id = $13 RETURNING id`,
  map: (row: { id: string }) => row.id,
});

/** A code by its text, whatever the case. */
export const DISCOUNT_CODE_BY_TEXT = statement({
  name: 'discounts.by-text',
  values: (code: { code: string }) => [code.code],
  text: `SELECT ${CODE_COLUMNS} FROM discount_codes WHERE upper(code) = upper($1)`,
  map: codeRow,
});

/**
 * Held until the transaction ends: the code's row, so two checkouts taking its last use are counted
 * one after the other (the second sees the first's order).
 */
export const LOCK_DISCOUNT_CODE = statement({
  name: 'discounts.lock',
  values: (code: { id: string }) => [code.id],
  text: `SELECT ${CODE_COLUMNS} FROM discount_codes WHERE id = $1 FOR UPDATE`,
  map: codeRow,
});

/** The code's uses held now: in all, and by this customer (the signed-in account, or the e-mail address). */
export const DISCOUNT_CODE_USES = statement({
  name: 'discounts.uses',
  values: (uses: { codeId: string; userId: string | null; email: string | null }) => [uses.codeId, uses.userId, uses.email],
  text: `SELECT count(*)::int AS total,
                (count(*) FILTER (WHERE o.user_id = $2::uuid OR lower(o.customer_email) = lower($3::text)))::int AS customer
           FROM orders o WHERE o.discount_code_id = $1 AND ${HOLDS_A_USE}`,
  map: (row: { total: number; customer: number }) => row,
});
