import { describe, expect, it } from 'vitest';
import { checkoutCustomerSchema } from './checkout.js';
import { emailChangeSchema, savedAddressSchema } from './account.js';

const ADDRESS = { recipientName: ' Ann Lee ', street: '1 Harbour Road', city: 'Portland', state: 'ME', zipCode: '04101', country: 'United States' };

describe('a saved address', () => {
  it('is trimmed, labelled “Address” when left empty, and keeps no empty phone', () => {
    expect(savedAddressSchema.parse({ ...ADDRESS, label: '  ', phone: '' })).toEqual({
      ...ADDRESS,
      recipientName: 'Ann Lee',
      label: 'Address',
      phone: null,
      isDefault: false,
    });
  });

  it('is refused with the very words of checkout’s shipping form', () => {
    const saved = savedAddressSchema.safeParse({ ...ADDRESS, recipientName: '', city: ' ', zipCode: '9'.repeat(21) });
    const checkout = checkoutCustomerSchema.safeParse({
      customerName: '',
      customerEmail: 'ann@example.com',
      shippingAddress: { ...ADDRESS, city: ' ', zipCode: '9'.repeat(21) },
    });
    const messages = (result: typeof saved | typeof checkout) => result.error!.issues.map((issue) => issue.message).sort();
    expect(messages(saved)).toEqual(messages(checkout));
    expect(messages(saved)).toEqual(['City is required', 'Name is required', 'ZIP code is too long (at most 20 characters)']);
  });
});

describe('an e-mail change', () => {
  it('lowercases the new address and needs the current password', () => {
    expect(emailChangeSchema.parse({ email: ' Ann@Example.com ', currentPassword: 'secret words' })).toEqual({
      email: 'ann@example.com',
      currentPassword: 'secret words',
    });
    expect(emailChangeSchema.safeParse({ email: 'ann@example.com', currentPassword: '' }).error!.issues[0]!.message).toBe('Please enter your current password');
  });
});
