import { randomUUID } from 'node:crypto';
import type { EventPayloads, SubscriptionShippingAddress, UserSubscription } from '@artshop/contracts';
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

/** What Stripe's hosted page (Checkout, or an invoice's page) did with the card: where it sent the browser, or why it refused. */
export interface HostedPageOutcome {
  /** complete/paid: went on to redirectUrl; requires_action: the 3-D Secure page at redirectUrl; open: refused, errorMessage says why. */
  status: 'complete' | 'paid' | 'requires_action' | 'open' | 'expired';
  errorMessage: string | null;
  redirectUrl: string | null;
}

export interface MailClubSignup {
  /** The hosted checkout page the shop sent the customer to. */
  checkoutUrl: string;
  sessionId: string;
  /** What the hosted page answered to the card. */
  outcome: HostedPageOutcome;
}

/**
 * Submits one of Stripe's hosted pages (the emulator's) as a browser does, without following where it
 * sends the browser next. `paid` names what a 303 to another page means (complete for Checkout).
 */
export async function submitHostedPage(url: string, fields: Record<string, string>, paid: 'complete' | 'paid' = 'complete'): Promise<HostedPageOutcome> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  if (response.status === 303 && location) {
    if (/\/hosted\/authenticate\//.test(location)) return { status: 'requires_action', errorMessage: null, redirectUrl: location };
    const refused = new URL(location).searchParams.get('error');
    if (refused) return { status: 'open', errorMessage: refused, redirectUrl: location };
    return { status: paid, errorMessage: null, redirectUrl: location };
  }
  const text = await response.text();
  if (response.status === 402)
    return { status: 'open', errorMessage: decodeHtml(/<p role="alert"[^>]*>([^<]*)<\/p>/.exec(text)?.[1] ?? ''), redirectUrl: null };
  if (response.status === 409) return { status: 'expired', errorMessage: null, redirectUrl: null };
  throw new Error(`the hosted page answered ${response.status}: ${text.slice(0, 300)}`);
}

function decodeHtml(text: string): string {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/**
 * Joins a Mail Club plan as a signed-in customer does: starts the checkout (POST
 * /api/checkout/subscription), pays on Stripe's hosted checkout page (the emulator's) with the card and
 * shipping address, and answers where that left it. A step that fails throws with its answer.
 */
export async function startMailClubSignup(
  customer: ApiClient,
  planId: string,
  card: { cardNumber: string; expiry: string; cvc: string } = PAYING_TEST_CARD,
  shippingAddress: Record<string, string> = TEST_SHIPPING_ADDRESS,
): Promise<MailClubSignup> {
  const started = expectOk('starting the Mail Club checkout', await customer.post('/api/checkout/subscription', { planId }));
  const checkoutUrl = String(started.url);
  const sessionId = decodeURIComponent(new URL(checkoutUrl).pathname.split('/').pop() ?? '');
  const outcome = await submitHostedPage(checkoutUrl, { ...card, ...shippingAddress });
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
