/**
 * Money is integer cents inside the system; the API shows decimal strings with two decimals.
 * Converting through strings (never floats) keeps 0.1 + 0.2 style errors out of totals.
 */
export function centsToDecimal(cents: number): string {
  if (!Number.isInteger(cents)) throw new Error(`Money must be whole cents, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** Parses '12', '12.5', '12.50' or 12.5 into cents; anything with more than two decimals is refused. */
export function decimalToCents(value: string | number): number {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new Error(`Not an amount of money: ${value}`);
  const [, minus, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minus ? -cents : cents;
}

export function isMoney(value: string | number): boolean {
  return DECIMAL.test(typeof value === 'number' ? String(value) : value.trim());
}

/** The shop's currency when nothing else is known (DEFAULT_BUSINESS_SETTINGS). */
export const DEFAULT_CURRENCY = 'USD';

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    } catch {
      // Not an ISO 4217 code: the shop's default rather than a broken page or mail.
      format = moneyFormat(DEFAULT_CURRENCY);
    }
    moneyFormats.set(currency, format);
  }
  return format;
}

/**
 * '$1,234.00' from a decimal string or number, in the given currency ('€1,234.00' for EUR; USD when
 * none is given); anything unreadable gives an em dash. The shop's one way of showing money: its pages
 * (libs/ui) and its mails (messaging).
 */
export function formatMoney(value: string | number | null | undefined, currency: string = DEFAULT_CURRENCY): string {
  if (value === null || value === undefined || value === '') return '—';
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? moneyFormat(currency).format(amount) : '—';
}
