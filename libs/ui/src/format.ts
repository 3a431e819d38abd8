const formatters = new Map<string, Intl.NumberFormat>();

/** The shop's currency when nothing else is known (contracts' DEFAULT_BUSINESS_SETTINGS). */
export const DEFAULT_CURRENCY = 'USD';

function moneyFormat(currency: string): Intl.NumberFormat {
  let format = formatters.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    } catch {
      // Not an ISO 4217 code: the shop's default rather than a broken page.
      format = moneyFormat(DEFAULT_CURRENCY);
    }
    formatters.set(currency, format);
  }
  return format;
}

/**
 * '$1,234.00' from a decimal string or number, in the given currency ('€1,234.00' for EUR; USD when
 * none is given); anything unreadable gives an em dash.
 */
export function formatMoney(value: string | number | null | undefined, currency: string = DEFAULT_CURRENCY): string {
  if (value === null || value === undefined || value === '') return '—';
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? moneyFormat(currency).format(amount) : '—';
}

/** Up to two initials of a name, for an avatar without a picture: 'Ann Lee' → 'AL', none → '?'. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}
