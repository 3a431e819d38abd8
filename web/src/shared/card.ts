/*
 * Input masks of the local test provider's card form. They only shape what is typed; the server
 * checks the card (contracts' localCardPaymentSchema) and says whether it is accepted.
 */

const MAX_CARD_DIGITS = 19;

/** '4242424242424242' → '4242 4242 4242 4242': digits only, at most 19, in groups of four. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The expiry as 'MM / YY' while it is typed: '1' stays '1', '4' becomes '04 / ' (no month starts
 * with 4), '12' becomes '12 / ', '1229' '12 / 29'. Deleting the separator ('12 /') leaves '12', so
 * Backspace is never trapped by the mask.
 */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 0) return '';
  if (digits.length === 1) return digits > '1' ? `0${digits} / ` : digits;
  const month = digits.slice(0, 2);
  const year = digits.slice(2);
  if (year) return `${month} / ${year}`;
  return input.includes('/') ? month : `${month} / `;
}

/** The security code: digits only, at most 4. */
export function formatCvc(input: string): string {
  return input.replace(/\D/g, '').slice(0, 4);
}
