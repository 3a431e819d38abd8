import { describe, expect, it } from 'vitest';
import type { PaymentIntentAnswer } from '@artshop/contracts';
import { ApiError } from '@artshop/ui';
import {
  CARD_DECLINED_FALLBACK,
  cartChanged,
  customerErrors,
  forgetPayment,
  isPaymentReturnState,
  paymentOutcome,
  readSavedPayment,
  savePayment,
  successPath,
  taxLabel,
} from './checkout';
import { cartVersion } from './hooks';

describe('customerErrors', () => {
  it("puts the server's messages under the shipping form's fields", () => {
    const sorted = customerErrors({
      'customerInfo.customerName': 'Name is required',
      'customerInfo.customerEmail': 'Valid email is required',
      'customerInfo.shippingAddress.zipCode': 'ZIP code is required',
      'customerInfo.shippingAddress.country': 'Country is required',
    });
    expect(sorted.fields).toEqual([
      ['customerName', 'Name is required'],
      ['customerEmail', 'Valid email is required'],
      ['shippingAddress.zipCode', 'ZIP code is required'],
      ['shippingAddress.country', 'Country is required'],
    ]);
    expect(sorted.shippingMethod).toBeNull();
    expect(sorted.other).toEqual([]);
  });

  it('keeps the shipping method apart, and anything unknown as other', () => {
    const sorted = customerErrors({ shippingMethod: 'Please choose a shipping method', items: 'Unexpected', 'customerInfo.phone': 'No' });
    expect(sorted.fields).toEqual([]);
    expect(sorted.shippingMethod).toBe('Please choose a shipping method');
    expect(sorted.other).toEqual(['Unexpected', 'No']);
  });

  it('accepts field names without the customerInfo prefix', () => {
    expect(customerErrors({ 'shippingAddress.city': 'City is required' }).fields).toEqual([['shippingAddress.city', 'City is required']]);
  });
});

describe('paymentOutcome', () => {
  const result = (status: 'succeeded' | 'processing' | 'requires_action' | 'requires_payment_method' | 'canceled', more = {}) => ({
    status,
    errorMessage: null,
    redirectUrl: null,
    ...more,
  });

  it('goes to the receipt when the payment succeeded or is processing', () => {
    expect(paymentOutcome(result('succeeded'), 'pi_1')).toEqual({ kind: 'success', path: '/checkout/success?payment_intent=pi_1' });
    expect(paymentOutcome(result('processing'), 'pi_1')).toEqual({ kind: 'success', path: '/checkout/success?payment_intent=pi_1' });
  });

  it('stays on the payment step with the provider’s message when the card is refused', () => {
    expect(paymentOutcome(result('requires_payment_method', { errorMessage: 'Your card was declined.' }), 'pi_1')).toEqual({
      kind: 'retry',
      message: 'Your card was declined.',
    });
    expect(paymentOutcome(result('requires_payment_method'), 'pi_1')).toEqual({ kind: 'retry', message: CARD_DECLINED_FALLBACK });
  });

  it('follows the 3-D Secure page, or stays when there is none', () => {
    expect(paymentOutcome(result('requires_action', { redirectUrl: '/checkout/authenticate?payment_intent=pi_1&client_secret=s' }), 'pi_1')).toEqual({
      kind: 'redirect',
      url: '/checkout/authenticate?payment_intent=pi_1&client_secret=s',
    });
    expect(paymentOutcome(result('requires_action'), 'pi_1').kind).toBe('retry');
  });

  it('says a canceled payment is over', () => {
    expect(paymentOutcome(result('canceled', { errorMessage: 'The payment expired.' }), 'pi_1')).toEqual({ kind: 'canceled', message: 'The payment expired.' });
  });
});

describe('successPath', () => {
  it('escapes the id', () => {
    expect(successPath('pi_1&x=2')).toBe('/checkout/success?payment_intent=pi_1%26x%3D2');
  });
});

describe('taxLabel', () => {
  it("shows the server's rate", () => {
    expect(taxLabel(8.25)).toBe('Tax (8.25%)');
    expect(taxLabel(0)).toBe('Tax (0%)');
    expect(taxLabel(7.125)).toBe('Tax (7.125%)');
    expect(taxLabel(null)).toBe('Tax');
  });
});

describe('the payment kept for the way back from 3-D Secure', () => {
  const payment = { paymentIntentId: 'pi_1', clientSecret: 'pi_1_secret', provider: 'stripe' } as PaymentIntentAnswer;
  const customer = {
    customerName: 'Ann Lee',
    customerEmail: 'ann@example.com',
    shippingAddress: { street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701', country: 'United States' },
  };
  function memoryStorage() {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  }

  it('is found again for the same payment only', () => {
    const storage = memoryStorage();
    savePayment(storage, { payment, customer });
    expect(readSavedPayment(storage, 'pi_1')).toEqual({ payment, customer });
    expect(readSavedPayment(storage, 'pi_2')).toBeNull();
    expect(readSavedPayment(storage, null)).toBeNull();
    forgetPayment(storage);
    expect(readSavedPayment(storage, 'pi_1')).toBeNull();
  });

  it('survives storage that refuses or holds nonsense', () => {
    const refusing = {
      getItem: () => '{not json',
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => savePayment(refusing, { payment, customer })).not.toThrow();
    expect(readSavedPayment(refusing, 'pi_1')).toBeNull();
    expect(() => forgetPayment(refusing)).not.toThrow();
    expect(readSavedPayment(undefined, 'pi_1')).toBeNull();
  });

  it('is handed back with the reason through router state', () => {
    expect(isPaymentReturnState({ paymentIntentId: 'pi_1', paymentError: 'Failed' })).toBe(true);
    expect(isPaymentReturnState(null)).toBe(false);
    expect(isPaymentReturnState({ paymentIntentId: 'pi_1' })).toBe(false);
  });
});

describe('cartVersion', () => {
  it('changes with the lines, their quantities and whether they can be bought', () => {
    const line = { id: 'a', quantity: 1, availability: 'available' as const };
    expect(cartVersion([line])).toBe('a:1:available');
    expect(cartVersion([{ ...line, quantity: 2 }])).not.toBe(cartVersion([line]));
    expect(cartVersion([{ ...line, availability: 'reserved' }])).not.toBe(cartVersion([line]));
    expect(cartVersion(undefined)).toBe('');
  });
});

describe('cartChanged', () => {
  const refusal = (status: number, body: object) => new ApiError(status, 'Refused', JSON.stringify(body));

  it('reads the refusal’s code: an item sold, held or no longer offered, or an earlier checkout paid, changed the cart', () => {
    expect(cartChanged(refusal(409, { message: '“Blue Hour” has just been sold', code: 'SoldOut' }))).toBe(true);
    expect(cartChanged(refusal(409, { message: '“Blue Hour” is reserved by another buyer…', code: 'ItemReserved' }))).toBe(true);
    expect(cartChanged(refusal(409, { message: '“Blue Hour” is no longer available', code: 'ItemUnavailable' }))).toBe(true);
    expect(cartChanged(refusal(409, { message: 'Your payment for order #1062 has just gone through…', code: 'CheckoutAlreadyPaid' }))).toBe(true);
  });

  it('is not fooled by the status: a cap on checkouts is a 409 too, and leaves the cart as it is', () => {
    expect(cartChanged(refusal(409, { message: 'You already have 2 checkouts waiting for payment…', code: 'TooManyCheckouts' }))).toBe(false);
    expect(cartChanged(refusal(409, { message: 'A product with this slug already exists' }))).toBe(false);
    expect(cartChanged(refusal(502, { message: 'Unable to setup payment. Please try again.', code: 'PaymentProviderUnavailable' }))).toBe(false);
    expect(cartChanged(new Error('Failed to fetch'))).toBe(false);
  });
});
