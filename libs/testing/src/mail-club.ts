import { randomUUID } from 'node:crypto';
import type { EventPayloads, LocalCheckoutOutcome, SubscriptionShippingAddress, UserSubscription } from '@artshop/contracts';
import type { ApiAnswer, ApiClient } from './http.js';
import { PAYING_TEST_CARD } from './checkout.js';

/** Where the tests' Mail Club packages go, as typed on the hosted checkout page. */
export const TEST_SHIPPING_ADDRESS = {
  name: 'Mia Member',
  line1: '7 Lighthouse Lane',
  line2: 'Apt 2',
  city: 'Camden',
  state: 'ME',
  postalCode: '04843',
  country: 'US',
} satisfies Partial<SubscriptionShippingAddress>;

export interface MailClubSignup {
  /** The hosted checkout page the shop sent the customer to. */
  checkoutUrl: string;
  sessionId: string;
  /** What the hosted page answered to the card. */
  outcome: LocalCheckoutOutcome;
}

/**
 * Joins a Mail Club plan as a signed-in customer does with the local test provider: starts the checkout
 * (POST /api/checkout/subscription), pays on the hosted page with the card and shipping address
 * (its API route), and answers where that left it. A step that fails throws with its answer.
 */
export async function startMailClubSignup(
  customer: ApiClient,
  planId: string,
  card: { cardNumber: string; expiry: string; cvc: string } = PAYING_TEST_CARD,
  shippingAddress: Record<string, string> = TEST_SHIPPING_ADDRESS,
): Promise<MailClubSignup> {
  const started = expectOk('starting the Mail Club checkout', await customer.post('/api/checkout/subscription', { planId }));
  const checkoutUrl = String(started.url);
  const sessionId = decodeURIComponent(new URL(checkoutUrl, customer.baseUrl).pathname.split('/').pop() ?? '');
  const outcome = expectOk(
    'paying on the hosted checkout page',
    await customer.post(`/api/billing/local/checkout/${encodeURIComponent(sessionId)}/pay`, { ...card, shippingAddress }),
  ) as LocalCheckoutOutcome;
  return { checkoutUrl, sessionId, outcome };
}

/**
 * {@link startMailClubSignup} with the card that pays, then the success page's check
 * (GET /api/checkout/subscription/{sessionId}): answers the member's active subscription.
 */
export async function joinMailClub(
  customer: ApiClient,
  planId: string,
  shippingAddress: Record<string, string> = TEST_SHIPPING_ADDRESS,
): Promise<{ sessionId: string; subscription: UserSubscription }> {
  const { sessionId, outcome } = await startMailClubSignup(customer, planId, PAYING_TEST_CARD, shippingAddress);
  if (outcome.status !== 'complete') throw new Error(`the test card did not pay for the Mail Club: ${JSON.stringify(outcome)}`);
  const verified = expectOk('verifying the checkout session', await customer.get(`/api/checkout/subscription/${encodeURIComponent(sessionId)}`));
  return { sessionId, subscription: verified.subscription as UserSubscription };
}

function expectOk(step: string, answer: ApiAnswer) {
  if (answer.status !== 200 && answer.status !== 201) throw new Error(`${step} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** A Mail Club subscription's change as the subscription service tells it (a new active member unless overridden). */
export function subscriptionChange(overrides: Partial<EventPayloads['subscription.changed']> = {}): EventPayloads['subscription.changed'] {
  return {
    subscriptionId: randomUUID(),
    userId: randomUUID(),
    email: 'mia.member@example.com',
    customerName: null,
    planId: randomUUID(),
    planName: 'Collector Box',
    amount: '25.00',
    previousAmount: null,
    currency: 'USD',
    change: 'started',
    from: 'incomplete',
    to: 'active',
    currentPeriodEnd: null,
    cancelAt: null,
    fixPaymentUrl: null,
    ...overrides,
  };
}
