import type { ProductKind } from '@artshop/contracts';

/** What a code takes off, as cart-order keeps it (integer cents). */
export interface DiscountRule {
  percentOff: number | null;
  amountOffCents: number | null;
  /** Empty: every kind. */
  productKinds: readonly ProductKind[];
  dropId: string | null;
  minSubtotalCents: number;
}

/** A line of the order as a code reads it: its price and what catalog says the work is. */
export interface DiscountLine {
  unitPriceCents: number;
  quantity: number;
  kind: ProductKind | null;
  dropIds: readonly string[];
}

export type DiscountOutcome = { applies: true; discountCents: number; lineDiscounts: number[] } | { applies: false; reason: 'minimum' | 'not-applicable' };

/**
 * The discount of a code on an order's goods: the minimum is on the whole cart's goods; a percentage
 * (rounded half up to the cent) or a fixed amount (never more than them) is taken off the lines the
 * code applies to, and spread over those lines by their value, so each line records what was paid for
 * it and a refund of one line gives back that.
 */
export function discountOf(rule: DiscountRule, lines: readonly DiscountLine[]): DiscountOutcome {
  const values = lines.map((line) => line.unitPriceCents * line.quantity);
  const subtotal = values.reduce((sum, cents) => sum + cents, 0);
  if (subtotal < rule.minSubtotalCents) return { applies: false, reason: 'minimum' };
  const eligible = values.map((cents, index) => (applies(rule, lines[index]!) ? cents : 0));
  const base = eligible.reduce((sum, cents) => sum + cents, 0);
  if (base <= 0) return { applies: false, reason: 'not-applicable' };
  const discountCents = rule.percentOff !== null ? Math.min(base, Math.round((base * rule.percentOff) / 100)) : Math.min(base, rule.amountOffCents ?? 0);
  return { applies: true, discountCents, lineDiscounts: spreadOver(discountCents, eligible) };
}

function applies(rule: DiscountRule, line: DiscountLine): boolean {
  if (rule.productKinds.length > 0 && (line.kind === null || !rule.productKinds.includes(line.kind))) return false;
  if (rule.dropId !== null && !line.dropIds.includes(rule.dropId)) return false;
  return true;
}

/**
 * `total` cents shared by `weights`, each share rounded down, the cents left over on the last line
 * with a weight: the shares add up to the total exactly.
 */
export function spreadOver(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  let last = -1;
  weights.forEach((weight, index) => {
    if (weight > 0) last = index;
  });
  shares[last] = shares[last]! + total - shares.reduce((acc, share) => acc + share, 0);
  return shares;
}
