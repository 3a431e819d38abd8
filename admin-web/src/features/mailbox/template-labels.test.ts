import { describe, expect, it } from 'vitest';
import { templateLabel } from './template-labels';

describe('the name of a mail in the Mailbox', () => {
  it('is the artist’s words for the order and account mails, never the template key', () => {
    expect(templateLabel('order-shipped')).toBe('Order shipped');
    expect(templateLabel('order-refunded-artist')).toBe('Order refund (your copy)');
    expect(templateLabel('password-reset')).toBe('Password reset');
    expect(templateLabel('new-order')).toBe('New order');
  });

  it('reads as words for a mail it has no name for yet', () => {
    expect(templateLabel('gift-card_issued')).toBe('Gift card issued');
  });
});
