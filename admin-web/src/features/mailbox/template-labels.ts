/** What each mail the shop sends is, in the artist's words: the Mailbox never shows a template's key. */
const TEMPLATE_LABELS: Record<string, string> = {
  welcome: 'Welcome',
  'registration-confirmation': 'Account confirmation',
  'registration-existing-account': 'Sign-up with an existing account',
  'password-reset': 'Password reset',
  'password-changed': 'Password changed',
  'email-change-confirmation': 'E-mail change confirmation',
  'email-change-address-taken': 'E-mail change: address in use',
  'email-change-requested': 'E-mail change requested',
  'contact-message': 'Contact message',
  'corporate-inquiry': 'Corporate inquiry',
  'newsletter-confirmation': 'Newsletter confirmation',
  reply: 'Reply',
  'order-confirmation': 'Order confirmation',
  'new-order': 'New order',
  'order-refunded': 'Order refund',
  'order-refunded-artist': 'Order refund (your copy)',
  'order-shipped': 'Order shipped',
  'order-delivered': 'Order delivered',
  'order-cancelled': 'Order cancelled',
  'mail-club-welcome': 'Mail Club welcome',
  'mail-club-new-member': 'New Mail Club member',
  'mail-club-renewal-receipt': 'Mail Club receipt',
  'mail-club-payment-failed': 'Mail Club payment failed',
  'mail-club-recovered': 'Mail Club active again',
  'mail-club-cancel-scheduled': 'Mail Club cancellation',
  'mail-club-ended': 'Mail Club ended',
  'mail-club-member-left': 'Mail Club member left',
  'mail-club-price-changed': 'Mail Club price change',
};

/** 'order-shipped' → 'Order shipped'; a mail added later without a label still reads as words. */
export function templateLabel(template: string): string {
  const known = TEMPLATE_LABELS[template];
  if (known) return known;
  const words = template.replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : template;
}
