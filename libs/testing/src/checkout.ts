import type { CheckoutCustomer, OrderReceipt, PaymentIntentAnswer, Product, ShippingMethod } from '@artshop/contracts';
import type { ApiAnswer, ApiClient } from './http.js';

/** Stripe's test card that pays (the local test provider takes the same numbers). */
export const PAYING_TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

/**
 * Pays for the client's cart as a shopper does with the local test provider: starts the payment,
 * pays with the test card and comes back as the success page does. A step that does not succeed
 * throws with its answer, so a test reads the purchase as one step and its failure says which.
 */
export async function payForCart(
  client: ApiClient,
  customerInfo: CheckoutCustomer,
  shippingMethod: ShippingMethod = 'standard',
): Promise<{ started: PaymentIntentAnswer; receipt: OrderReceipt }> {
  const started = expectOk('starting the payment', await client.post('/api/create-payment-intent', { customerInfo, shippingMethod }));
  const card = { paymentIntentId: started.paymentIntentId, clientSecret: started.clientSecret, ...PAYING_TEST_CARD };
  const paid = expectOk('paying with the test card', await client.post('/api/payments/local/confirm', card));
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
