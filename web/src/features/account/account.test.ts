import { describe, expect, it } from 'vitest';
import { certificateLinks, greetingName, hasRefund, orderCertificates, orderDate, orderPath } from './account';

describe('the account screens', () => {
  it('greet by first name, else by e-mail, else as “there”', () => {
    expect(greetingName({ firstName: 'Ann', email: 'ann@example.com' })).toBe('Ann');
    expect(greetingName({ firstName: '  ', email: 'ann@example.com' })).toBe('ann@example.com');
    expect(greetingName({ firstName: null, email: '' })).toBe('there');
    expect(greetingName(null)).toBe('there');
  });

  it('link an order and its certificates by their codes, escaped', () => {
    expect(orderPath('5b1c')).toBe('/orders/5b1c');
    expect(certificateLinks('AB-12 34')).toEqual({ pdf: '/api/certificates/AB-12%2034.pdf', page: '/certificate/AB-12%2034' });
    const certificates = orderCertificates({
      items: [
        { productName: 'Blue Hour', tierDisplayName: 'Print 12x16', certificates: [{ code: 'C1', edition: '3/25' }] },
        { productName: 'Mug', tierDisplayName: null, certificates: [] },
      ] as never,
    });
    expect(certificates).toEqual([{ code: 'C1', edition: '3/25', productName: 'Blue Hour', tierDisplayName: 'Print 12x16' }]);
  });

  it('read dates and refunds as a person would', () => {
    expect(orderDate('2026-11-24T12:00:00.000Z')).toBe('November 24, 2026');
    expect(orderDate('not a date')).toBe('');
    expect(hasRefund({ refundedAmount: '0.00' })).toBe(false);
    expect(hasRefund({ refundedAmount: '12.50' })).toBe(true);
  });
});
