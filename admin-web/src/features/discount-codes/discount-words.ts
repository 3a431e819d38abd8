import { PRODUCT_KIND_LABELS, type DiscountCode } from '@artshop/contracts';

/** What a code takes off, as the list says it: '10% off', '$20.00 off'. */
export function discountAmountText(code: Pick<DiscountCode, 'percentOff' | 'amountOff'>, formatMoney: (value: string) => string): string {
  return code.percentOff !== null ? `${code.percentOff}% off` : `${formatMoney(code.amountOff ?? '0')} off`;
}

/** The code's limits in a few words: 'Prints · Mail Club members · from $50.00', or 'Any order'. */
export function discountLimitsText(code: DiscountCode, formatMoney: (value: string) => string, dropName: (id: string) => string): string {
  const limits = [
    ...(code.productKinds.length ? [code.productKinds.map((kind) => PRODUCT_KIND_LABELS[kind]).join(', ')] : []),
    ...(code.membersOnly ? ['Mail Club members'] : []),
    ...(code.dropId ? [`Drop: ${dropName(code.dropId)}`] : []),
    ...(code.minSubtotal ? [`from ${formatMoney(code.minSubtotal)}`] : []),
  ];
  return limits.length ? limits.join(' · ') : 'Any order';
}

/** Uses so far and the cap: '3 of 100', '3'. */
export function usesText(code: Pick<DiscountCode, 'uses' | 'maxUses'>): string {
  return code.maxUses === null ? String(code.uses) : `${code.uses} of ${code.maxUses}`;
}

/** Whether the code can be used now: off, not started, ended, used up, or active. */
export function discountState(code: DiscountCode, now = new Date()): { label: string; badge: 'default' | 'secondary' | 'success' | 'info' } {
  if (!code.active) return { label: 'Off', badge: 'secondary' };
  if (code.startsAt && new Date(code.startsAt) > now) return { label: 'Scheduled', badge: 'info' };
  if (code.endsAt && new Date(code.endsAt) <= now) return { label: 'Ended', badge: 'secondary' };
  if (code.maxUses !== null && code.uses >= code.maxUses) return { label: 'Used up', badge: 'secondary' };
  return { label: 'Active', badge: 'success' };
}
