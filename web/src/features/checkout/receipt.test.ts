import { describe, expect, it } from 'vitest';
import type { OrderReceipt } from '@artshop/contracts';
import { ApiError } from '@artshop/ui';
import { awaitingText, receiptView } from './receipt';

const answered = (paymentStatus: OrderReceipt['paymentStatus']) => ({ isError: false, error: null, data: { paymentStatus } as OrderReceipt });
const failed = (status: number) => ({ isError: true, error: new ApiError(status, 'Failed', '{}'), data: undefined });

describe('the order confirmation page', () => {
  it('has no order to show without a payment, or for one the server does not know or refuses', () => {
    expect(receiptView(null, answered('paid'))).toBe('not-found');
    expect(receiptView('pi_1', failed(404))).toBe('not-found');
    expect(receiptView('pi_1', failed(400))).toBe('not-found');
  });

  it('says the order could not be confirmed after any other failure', () => {
    expect(receiptView('pi_1', failed(500))).toBe('error');
    expect(receiptView('pi_1', { isError: true, error: new TypeError('Failed to fetch'), data: undefined })).toBe('error');
  });

  it('waits for the answer, then follows the payment', () => {
    expect(receiptView('pi_1', { isError: false, error: null, data: undefined })).toBe('loading');
    expect(receiptView('pi_1', answered('awaiting_payment'))).toBe('awaiting');
    expect(receiptView('pi_1', answered('failed'))).toBe('failed');
    expect(receiptView('pi_1', answered('refunded'))).toBe('refunded');
    expect(receiptView('pi_1', answered('paid'))).toBe('paid');
  });

  it('updates by itself while the bank confirms, then says it will write', () => {
    const receipt = { orderNumber: '1062', customerEmail: 'ann@example.com' };
    expect(awaitingText(receipt, true)).toBe('Order #1062: your bank is still confirming the payment. This page updates by itself.');
    expect(awaitingText(receipt, false)).toMatch(/We'll e-mail ann@example.com as soon as it does\.$/);
  });
});
