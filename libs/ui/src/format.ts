// Money is shown the same on the shop's pages and in its mails: the one formatter lives in the contracts.
export { DEFAULT_CURRENCY, formatMoney } from '@artshop/contracts';

/** Up to two initials of a name, for an avatar without a picture: 'Ann Lee' → 'AL', none → '?'. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}
