import { describe, expect, it } from 'vitest';
import type { CheckoutQuote, PaymentIntentAnswer, SavedAddress } from '@artshop/contracts';
import { ApiError } from '@artshop/ui';
import { savePayment, saveSoldNotice } from './checkout';
import { SETUP_FAILED_TEXT, blockedMessage, holdsAddress, initialStep, paymentSetupFailure, shownMethod } from './checkout-page';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const customer = {
  customerName: 'Ann Lee',
  customerEmail: 'ann@example.com',
  shippingAddress: { street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701', country: 'United States' },
};
const payment = { paymentIntentId: 'pi_1', clientSecret: 'pi_1_secret', provider: 'stripe' } as PaymentIntentAnswer;

describe('the step the checkout opens on', () => {
  it('is the shipping step, with the notice of an item just sold when this tab keeps one', () => {
    const storage = memoryStorage();
    expect(initialStep(null, storage)).toEqual({ step: { kind: 'info' }, error: null, customer: null });
    saveSoldNotice(storage, 'The Blue Hour has just been sold.');
    expect(initialStep(null, storage).error).toBe('The Blue Hour has just been sold.');
  });

  it("is the payment step again, with the 3-D Secure page's message, when the payment was kept", () => {
    const storage = memoryStorage();
    savePayment(storage, { payment, customer });
    expect(initialStep({ paymentIntentId: 'pi_1', paymentError: 'Authentication failed.' }, storage)).toEqual({
      step: { kind: 'payment', payment, customer, error: 'Authentication failed.' },
      error: null,
      customer,
    });
  });

  it('is the shipping step with that message when the payment is not kept (another tab, another payment)', () => {
    expect(initialStep({ paymentIntentId: 'pi_2', paymentError: 'Authentication failed.' }, memoryStorage())).toEqual({
      step: { kind: 'info' },
      error: 'Authentication failed.',
      customer: null,
    });
  });
});

describe('a saved address in the form', () => {
  const address: SavedAddress = {
    id: 'a1',
    label: 'Home',
    recipientName: 'Ann Lee',
    phone: null,
    ...customer.shippingAddress,
    isDefault: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };

  it('is the one held when name and address match, case and spaces aside', () => {
    expect(holdsAddress(customer, address)).toBe(true);
    expect(holdsAddress({ customerName: ' ann lee ', shippingAddress: { ...customer.shippingAddress, city: 'AUSTIN' } }, address)).toBe(true);
  });

  it('is not held once a field differs', () => {
    expect(holdsAddress({ ...customer, customerName: 'Bo Lee' }, address)).toBe(false);
    expect(holdsAddress({ ...customer, shippingAddress: { ...customer.shippingAddress, zipCode: '78702' } }, address)).toBe(false);
  });
});

describe('what stops the order', () => {
  const line = { productName: 'The Blue Hour', tierDisplayName: null, availability: 'available' as const, reservedUntil: null };

  it('is nothing while every line can be bought', () => {
    expect(blockedMessage([line])).toBeNull();
    expect(blockedMessage([])).toBeNull();
  });

  it('names the lines to remove, and whether the rest can then be bought', () => {
    expect(blockedMessage([{ ...line, availability: 'sold' }])).toBe(
      '“The Blue Hour” has been sold to someone else. Please remove it from your order to check out.',
    );
    expect(blockedMessage([{ ...line, availability: 'sold' }, line])).toMatch(/Please remove it from your order to check out the rest\.$/);
    expect(
      blockedMessage([
        { ...line, availability: 'sold' },
        { ...line, productName: 'Dusk', availability: 'unavailable' },
      ]),
    ).toMatch(/Please remove them/);
  });
});

describe('the shipping method shown as chosen', () => {
  const quote = {
    shippingMethod: 'standard',
    shippingOptions: [
      { method: 'standard', price: '10.00' },
      { method: 'expedited', price: '25.00' },
    ],
  } as unknown as Pick<CheckoutQuote, 'shippingOptions' | 'shippingMethod'>;

  it("is the buyer's while the quote offers it, else the quote's, else standard", () => {
    expect(shownMethod('expedited', quote)).toBe('expedited');
    expect(shownMethod('pickup', quote)).toBe('standard');
    expect(shownMethod(undefined, { ...quote, shippingMethod: 'pickup' })).toBe('pickup');
    expect(shownMethod('expedited', undefined)).toBe('standard');
  });
});

describe("a refused 'Continue to Payment'", () => {
  const answer = (status: number, body: object) => new ApiError(status, 'Refused', JSON.stringify(body));

  it('is an item just sold when the refusal says the cart changed, not for any 409', () => {
    expect(paymentSetupFailure(answer(409, { message: 'The Blue Hour has just been sold.', code: 'SoldOut' }))).toEqual({
      kind: 'sold',
      message: 'The Blue Hour has just been sold.',
    });
    expect(paymentSetupFailure(answer(409, { message: 'You already have 2 checkouts waiting for payment.', code: 'TooManyCheckouts' }))).toEqual({
      kind: 'refused',
      message: 'You already have 2 checkouts waiting for payment.',
      refreshCart: false,
    });
  });

  it("puts a 400's reasons under the fields and the shipping choice, and the rest above the button", () => {
    const failure = paymentSetupFailure(
      answer(400, {
        message: 'Invalid',
        errors: { 'customerInfo.shippingAddress.zipCode': 'ZIP code is required', shippingMethod: 'Choose a method', note: 'Too long' },
      }),
    );
    expect(failure).toEqual({
      kind: 'fields',
      fields: [['shippingAddress.zipCode', 'ZIP code is required']],
      shippingMethod: 'Choose a method',
      other: 'Too long',
    });
  });

  it("shows a refusal's reason and reads the cart again after a 400 or 404; a server failure only says to try again", () => {
    expect(paymentSetupFailure(answer(400, { message: 'We do not ship to Mars.' }))).toEqual({
      kind: 'refused',
      message: 'We do not ship to Mars.',
      refreshCart: true,
    });
    expect(paymentSetupFailure(answer(422, { message: 'Too many items.' }))).toEqual({ kind: 'refused', message: 'Too many items.', refreshCart: false });
    expect(paymentSetupFailure(answer(502, { message: 'Upstream down' }))).toEqual({ kind: 'refused', message: SETUP_FAILED_TEXT, refreshCart: false });
    expect(paymentSetupFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'refused', message: SETUP_FAILED_TEXT, refreshCart: false });
  });
});
