import type { CardPaymentResult, CheckoutCustomer, OrderReceipt, PaymentIntentAnswer, Product, ShippingMethod } from '@artshop/contracts';
import type { ApiAnswer, ApiClient } from './http.js';

/** Stripe's test card that pays, as a shopper types it. */
export const PAYING_TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

/** Where the payment's Stripe answers: the emulator whose Stripe.js the checkout loads. */
function stripeOrigin(payment: Pick<PaymentIntentAnswer, 'stripeJsUrl'>): string {
  if (!payment.stripeJsUrl) throw new Error('The shop loads Stripe.js from js.stripe.com: a test pays only through the Stripe emulator');
  return new URL(payment.stripeJsUrl).origin;
}

/**
 * Pays a started checkout with a card as the Payment Element does when the shopper presses Pay: the
 * card goes straight to Stripe (the emulator) with the publishable key and the payment's client
 * secret, never through the shop. Answers the payment's status, the card's refusal in Stripe's words,
 * and the 3-D Secure challenge's page when the card asks for one.
 */
export async function confirmWithTestCard(
  payment: Pick<PaymentIntentAnswer, 'paymentIntentId' | 'clientSecret' | 'publishableKey' | 'stripeJsUrl'>,
  cardNumber: string = PAYING_TEST_CARD.cardNumber,
  card: { expiry?: string; cvc?: string } = {},
): Promise<CardPaymentResult> {
  const [month, year] = (card.expiry ?? PAYING_TEST_CARD.expiry).split('/').map((part) => part.trim());
  const response = await fetch(`${stripeOrigin(payment)}/v1/payment_intents/${encodeURIComponent(payment.paymentIntentId)}/confirm`, {
    method: 'POST',
    headers: { authorization: `Bearer ${payment.publishableKey}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_secret: payment.clientSecret,
      return_url: 'http://shop.test/checkout/success',
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': cardNumber,
      'payment_method_data[card][exp_month]': month ?? '',
      'payment_method_data[card][exp_year]': year ? `20${year.slice(-2)}` : '',
      'payment_method_data[card][cvc]': card.cvc ?? PAYING_TEST_CARD.cvc,
    }),
  });
  const body = (await response.json()) as {
    status?: CardPaymentResult['status'];
    next_action?: { redirect_to_url?: { url?: string } } | null;
    error?: { message?: string; payment_intent?: { status?: CardPaymentResult['status'] } };
  };
  if (body.error)
    return { status: body.error.payment_intent?.status ?? 'requires_payment_method', errorMessage: body.error.message ?? 'refused', redirectUrl: null };
  return { status: body.status!, errorMessage: null, redirectUrl: body.next_action?.redirect_to_url?.url ?? null };
}

/** The cardholder's answer on the 3-D Secure challenge page a card led to ({@link confirmWithTestCard}'s redirectUrl). */
export async function answerChallenge(redirectUrl: string, outcome: 'complete' | 'fail'): Promise<void> {
  const url = new URL(redirectUrl);
  const response = await fetch(new URL(url.pathname, url.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_secret: url.searchParams.get('client_secret') ?? '', outcome }),
  });
  if (!response.ok) throw new Error(`the 3-D Secure page answered ${response.status}`);
}

/**
 * Pays for the client's cart as a shopper does: starts the payment, pays with the test card at Stripe
 * (the emulator) and comes back as the success page does. A step that does not succeed throws with its
 * answer, so a test reads the purchase as one step and its failure says which.
 */
export async function payForCart(
  client: ApiClient,
  customerInfo: CheckoutCustomer,
  shippingMethod: ShippingMethod = 'standard',
): Promise<{ started: PaymentIntentAnswer; receipt: OrderReceipt }> {
  const started = expectOk('starting the payment', await client.post('/api/create-payment-intent', { customerInfo, shippingMethod })) as PaymentIntentAnswer;
  const paid = await confirmWithTestCard(started);
  if (paid.status !== 'succeeded') throw new Error(`the test card did not pay: ${JSON.stringify(paid)}`);
  const receipt = expectOk('confirming the order', await client.post('/api/orders', { paymentIntentId: started.paymentIntentId }));
  if (receipt.paymentStatus !== 'paid') throw new Error(`the order is not paid: ${JSON.stringify(receipt)}`);
  return { started, receipt };
}

function expectOk(step: string, answer: ApiAnswer) {
  if (answer.status !== 200) throw new Error(`${step} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/**
 * The business settings the checkout tests price with: USD, 8.25 % tax, $15 standard and $25
 * expedited shipping, free only from $5,000 (so a print pays its shipping), no pickup, domestic only.
 */
export async function useTestShopSettings(admin: ApiClient): Promise<void> {
  expectOk(
    'saving the business settings',
    await admin.put('/api/business-settings', {
      currency: 'USD',
      taxRate: 8.25,
      shippingEnabled: true,
      localPickup: false,
      internationalShipping: false,
      freeShippingThreshold: '5000',
      standardShippingRate: '15',
      expeditedShippingRate: '25',
    }),
  );
}

/** A painting for sale: its original (one piece, $2,400) and a print run ($225 each); answers the product and the two tiers' ids. */
export async function createPainting(admin: ApiClient, name: string, printStock = 5): Promise<{ product: Product; original: string; print: string }> {
  const product = expectCreated(
    `creating the painting ${name}`,
    await admin.post('/api/products', {
      name,
      slug: name.toLowerCase().replace(/\W+/g, '-'),
      price: '900',
      pricingTiers: [
        { size: '36x48', price: '2400', type: 'Original', stock: 1, description: 'The painting' },
        { size: '18x24', price: '225', type: 'Print', stock: printStock, description: 'Archival print' },
      ],
    }),
  ) as Product;
  return { product, original: product.pricingTiers[0]!.id, print: product.pricingTiers[1]!.id };
}

function expectCreated(step: string, answer: ApiAnswer) {
  if (answer.status !== 201) throw new Error(`${step} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}
