/*
 * Stripe's test cards (https://docs.stripe.com/testing) and the checks Stripe.js makes before a card
 * reaches a payment: the one place the shop's development and tests decide what a card does.
 */

/** What a card that passed the checks does to a payment. */
export type CardOutcome =
  { outcome: 'succeed' } | { outcome: 'authenticate' } | { outcome: 'decline'; code: string; declineCode: string | null; message: string };

/** A card refused before it reaches a payment (Stripe.js' validation_error): nothing about the payment changes. */
export interface CardProblem {
  code: 'incomplete_number' | 'invalid_number' | 'incomplete_expiry' | 'invalid_expiry_year_past' | 'incomplete_cvc';
  message: string;
}

export interface CardInput {
  number: string;
  /** 1–12. */
  expMonth: number;
  /** Four digits (or two, as typed). */
  expYear: number;
  cvc: string;
}

const DECLINED: CardOutcome = { outcome: 'decline', code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' };

const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': { outcome: 'succeed' },
  '5555555555554444': { outcome: 'succeed' },
  '4000000000000002': DECLINED,
  '4000000000009995': { outcome: 'decline', code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { outcome: 'decline', code: 'expired_card', declineCode: null, message: 'Your card has expired.' },
  '4000000000000127': { outcome: 'decline', code: 'incorrect_cvc', declineCode: null, message: "Your card's security code is incorrect." },
  // Saving it succeeds, charging it fails (a subscription's first invoice is a charge).
  '4000000000000341': DECLINED,
  '4000002760003184': { outcome: 'authenticate' },
  '4000002500003155': { outcome: 'authenticate' },
};

/** Stripe's test PaymentMethods (`payment_method: 'pm_card_visa'`), for server-side confirmation in tests. */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_authenticationRequired: '4000002760003184',
  // Attaches to a customer, then every charge to it fails (a renewal that fails).
  pm_card_chargeCustomerFail: '4000000000000341',
};

/** Test mode refuses a real card this way. */
const NON_TEST_CARD: CardOutcome = {
  outcome: 'decline',
  code: 'card_declined',
  declineCode: 'test_mode_live_card',
  message:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
};

/** A 3-D Secure challenge the cardholder failed. */
export const AUTHENTICATION_FAILED = {
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

/** What Stripe.js says of an incomplete or impossible card, or null when it may be sent. */
export function cardProblem(card: CardInput, now = new Date()): CardProblem | null {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) return { code: 'incomplete_number', message: 'Your card number is incomplete.' };
  if (!luhnValid(number)) return { code: 'invalid_number', message: 'Your card number is invalid.' };
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12 || !Number.isInteger(card.expYear))
    return { code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." };
  // A card is valid to the end of its month.
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (year < now.getFullYear() || (year === now.getFullYear() && card.expMonth < now.getMonth() + 1))
    return { code: 'invalid_expiry_year_past', message: "Your card's expiration date is in the past." };
  if (!/^\d{3,4}$/.test(card.cvc)) return { code: 'incomplete_cvc', message: "Your card's security code is incomplete." };
  return null;
}

/** What a card that passed cardProblem does. */
export function cardOutcome(number: string): CardOutcome {
  return TEST_CARDS[number.replace(/[\s-]/g, '')] ?? NON_TEST_CARD;
}

/** The last four digits and brand Stripe shows for a card. */
export function cardSummary(number: string): { brand: string; last4: string } {
  const digits = number.replace(/[\s-]/g, '');
  return { brand: digits.startsWith('5') ? 'mastercard' : digits.startsWith('3') ? 'amex' : 'visa', last4: digits.slice(-4) };
}

function luhnValid(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
