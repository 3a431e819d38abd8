import { describe, expect, it } from 'vitest';
import type { EventPayloads, OrderReceipt } from '@artshop/contracts';
import {
  MAIL_TEMPLATES,
  renderMail,
  type InboxMessageMail,
  type MailContext,
  type MailTemplateData,
  type MailTemplateName,
  type RenderedMail,
} from './templates.js';

// Every mail rendered from sample data, as a reader would check it: each fact of its data is in both
// the text and the HTML, nothing reads "undefined", every link goes to the shop (or the carrier's or
// payment page the data gave, or a mailbox), and the text gives the same links as the HTML.

const context: MailContext = {
  shopUrl: 'https://shop.example.com',
  shopName: 'Harbour Light Studio',
  artistEmail: 'artist@studio.example',
  shopAddress: '4 Pier Lane, Camden, ME 04843',
};

interface Sample<Name extends MailTemplateName = MailTemplateName> {
  name: Name;
  label: string;
  data: MailTemplateData[Name];
  /** What a reader must find in both parts. */
  shows: string[];
  /** Links to somewhere else than the shop that the data gave (a carrier's page, a payment page). */
  external?: string[];
}

const sample = <Name extends MailTemplateName>(name: Name, label: string, data: MailTemplateData[Name], shows: string[], external: string[] = []): Sample =>
  ({ name, label, data, shows, external }) as Sample;

const receipt = (overrides: Partial<OrderReceipt> = {}): OrderReceipt => ({
  orderId: '6a1d2c4e-0000-4000-8000-000000000001',
  orderNumber: '1042',
  paymentStatus: 'paid',
  status: 'processing',
  customerName: 'Zoë <b>Bold</b> & Co',
  customerEmail: 'zoe@example.com',
  shippingAddress: { street: '3 Rue <script>', city: 'Lyon', state: 'Rhône', zipCode: '69001', country: 'France' },
  lines: [
    {
      productId: '6a1d2c4e-0000-4000-8000-000000000002',
      productName: 'Ember Field',
      tierDisplayName: 'Original 36x48',
      image: null,
      quantity: 1,
      unitPrice: '1100.00',
      lineTotal: '1100.00',
    },
    {
      productId: '6a1d2c4e-0000-4000-8000-000000000003',
      productName: 'Tide Notes',
      tierDisplayName: null,
      image: null,
      quantity: 2,
      unitPrice: '25.00',
      lineTotal: '50.00',
    },
  ],
  currency: 'EUR',
  subtotal: '1150.00',
  shipping: '25.00',
  tax: '94.88',
  total: '1269.88',
  shippingMethod: 'expedited',
  paymentMessage: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  paidAt: '2026-05-01T10:01:00.000Z',
  certificates: [{ code: 'ART-7K3Q-9XWM', item: '“Ember Field” (Original 36x48)', edition: 'Original', link: '/certificate/ART-7K3Q-9XWM?key=abc_-1&v=2' }],
  ...overrides,
});
const orderFacts = [
  '1042',
  'Zoë <b>Bold</b> & Co',
  'Ember Field',
  'Original 36x48',
  'Tide Notes',
  '€1,100.00',
  '€50.00',
  '€1,150.00',
  'Expedited shipping',
  '€25.00',
  '€94.88',
  '€1,269.88',
];
const addressFacts = ['3 Rue <script>', 'Lyon, Rhône 69001', 'France'];

const refund = (overrides: Partial<EventPayloads['order.refunded']> = {}): EventPayloads['order.refunded'] => ({
  ...receipt({ paymentStatus: 'refunded', paidAt: null, lines: receipt().lines.slice(0, 1), certificates: [] }),
  reason: 'Sold to <another> buyer first',
  amount: '1100.00',
  full: true,
  line: null,
  ...overrides,
});

const statusChange = (overrides: Partial<EventPayloads['order.status-changed']> = {}): EventPayloads['order.status-changed'] => ({
  orderId: '6a1d2c4e-0000-4000-8000-000000000001',
  orderNumber: '1050',
  customerName: 'Ann <i>Buyer</i>',
  customerEmail: 'ann@example.com',
  from: 'processing',
  to: 'shipped',
  tracking: null,
  note: null,
  ...overrides,
});
const tracking = {
  carrier: 'fedex' as const,
  carrierName: 'FedEx',
  trackingNumber: '7712 3456',
  url: 'https://www.fedex.com/fedextrack/?trknbr=77123456&locale=en',
};

const member = (overrides: Partial<EventPayloads['subscription.changed']> = {}): EventPayloads['subscription.changed'] => ({
  subscriptionId: '6a1d2c4e-0000-4000-8000-000000000004',
  userId: null,
  email: 'mia.member@example.com',
  customerName: 'Mia <em>Member</em>',
  planId: '6a1d2c4e-0000-4000-8000-000000000005',
  planName: 'Collector Box',
  amount: '25.00',
  previousAmount: null,
  currency: 'USD',
  change: 'started',
  from: 'incomplete',
  to: 'active',
  currentPeriodEnd: '2026-12-24T10:00:00.000Z',
  cancelAt: null,
  fixPaymentUrl: null,
  ...overrides,
});

const message = (overrides: Partial<InboxMessageMail> = {}): InboxMessageMail => ({
  id: '6a1d2c4e-0000-4000-8000-000000000006',
  name: 'Ann <Reader>',
  email: 'ann.reader@example.com',
  phone: '(207) 555-0100',
  subject: 'Framing & <hanging>',
  message: 'Do the prints come framed?\nThanks, Ann\n\n<script>alert(1)</script>',
  createdAt: new Date('2026-05-02T09:30:00.000Z'),
  details: null,
  ...overrides,
});
const inquiry = message({
  subject: null,
  details: {
    company: 'Harbor & Co',
    projectType: 'Hotel / Resort',
    budget: '$15,000–$50,000',
    pieces: 24,
    style: ['Abstract', 'Nature-Inspired'],
    location: 'Portland, ME',
    timeline: 'Spring 2027',
    consent: true,
    source: '/corporate',
  },
});

const SAMPLES: Sample[] = [
  sample('welcome', 'a new account', { userId: 'u1', email: 'ann@example.com', firstName: 'Ann <3', lastName: 'Lee' }, ['Ann <3', '/shop-all']),
  sample('registration-confirmation', 'a new address', { firstName: 'Ann', confirmPath: '/register/confirm?token=abc-123' }, [
    'Ann',
    '/register/confirm?token=abc-123',
    'Harbour Light Studio',
  ]),
  sample('registration-existing-account', 'an address with an account', { firstName: 'Ann' }, ['Ann', '/login']),
  sample('password-reset', 'a reset asked', { email: 'ann@example.com', firstName: 'Ann', resetPath: '/reset-password?token=t-1' }, [
    'Ann',
    '/reset-password?token=t-1',
  ]),
  sample('password-reset', 'an owner without a name', { email: 'ann@example.com', firstName: null, resetPath: '/reset-password?token=t-2' }, [
    'Hello,',
    '/reset-password?token=t-2',
  ]),
  sample('password-changed', 'a password set', { email: 'ann@example.com', firstName: 'Ann' }, ['Ann', '/forgot-password']),
  sample('email-change-confirmation', 'a free address', { firstName: 'Ann', confirmPath: '/account/email/confirm?token=e-1' }, [
    'Ann',
    '/account/email/confirm?token=e-1',
  ]),
  sample('email-change-address-taken', 'a taken address', {}, ['/login']),
  sample('email-change-requested', 'the current address', { firstName: null, newEmail: 'new.ann@example.com' }, ['new.ann@example.com', '/forgot-password']),
  sample('contact-message', 'a message', message(), [
    'Ann <Reader>',
    'ann.reader@example.com',
    '(207) 555-0100',
    'Framing & <hanging>',
    'Do the prints come framed?',
    'Thanks, Ann',
    '<script>alert(1)</script>',
    '/admin/messages',
  ]),
  sample('contact-message', 'an empty message without subject or phone', message({ subject: null, phone: null, message: '' }), ['No subject', '(no message)']),
  sample('corporate-inquiry', 'an inquiry', inquiry, [
    'Harbor & Co',
    'Hotel / Resort',
    '$15,000–$50,000',
    '24',
    'Abstract, Nature-Inspired',
    'Portland, ME',
    'Spring 2027',
    'Yes',
    '/corporate',
    'Do the prints come framed?',
  ]),
  sample(
    'campaign',
    'an announcement with a picture and a work',
    {
      subject: 'New harbour paintings',
      text: 'Three new **paintings**, see [the shop](https://shop.example.com/shop-all).\n\n<b>Bold</b> <script>alert(1)</script>',
      imageUrls: ['https://shop.example.com/media/harbour.jpg'],
      works: [
        { name: 'Harbour at Dusk', price: 'From $45.00', imageUrl: 'https://shop.example.com/media/dusk.jpg', url: 'https://shop.example.com/product/p-1' },
      ],
      recipient: 'ann@example.com',
      unsubscribeUrl: 'https://shop.example.com/api/list/unsubscribe/t-1',
    },
    ['Three new', 'Harbour at Dusk', 'From $45.00', 'https://shop.example.com/product/p-1', 'https://shop.example.com/api/list/unsubscribe/t-1'],
  ),
  sample(
    'newsletter-confirmation',
    'a signup',
    {
      firstName: 'Rita',
      confirmUrl: 'https://shop.example.com/api/newsletter/confirm?token=n-1',
      unsubscribeUrl: 'https://shop.example.com/api/newsletter/unsubscribe?token=n-2',
    },
    ['Rita', 'https://shop.example.com/api/newsletter/confirm?token=n-1', 'https://shop.example.com/api/newsletter/unsubscribe?token=n-2'],
  ),
  sample(
    'drop-alert-confirmation',
    'a notify-me request',
    { dropName: 'Harbour <Lights>', confirmUrl: 'https://shop.example.com/api/drop-alerts/confirm?token=d-1' },
    ['Harbour <Lights>', 'https://shop.example.com/api/drop-alerts/confirm?token=d-1'],
  ),
  sample('drop-opened', 'members first', { dropName: 'Harbour', dropUrl: 'https://shop.example.com/drops/harbour', phase: 'early-access' }, [
    "Members' early access is open",
    'https://shop.example.com/drops/harbour',
  ]),
  sample('drop-opened', 'everyone', { dropName: 'Harbour', dropUrl: 'https://shop.example.com/drops/harbour', phase: 'public' }, [
    'The drop is open',
    'https://shop.example.com/drops/harbour',
  ]),
  sample(
    'stock-alert-confirmation',
    'a notify-me request for a print',
    { item: '“Tide <Notes>” (Print 18x24)', confirmUrl: 'https://shop.example.com/api/stock-alerts/confirm?token=s-1' },
    ['“Tide <Notes>” (Print 18x24)', 'https://shop.example.com/api/stock-alerts/confirm?token=s-1'],
  ),
  sample('stock-back', 'a print back', { item: '“Tide Notes” (Print 18x24)', productUrl: 'https://shop.example.com/product/p-1' }, [
    'Back in stock',
    'https://shop.example.com/product/p-1',
  ]),
  sample('reply', 'an answer quoting the message', { original: message(), subject: null, body: 'Yes, they come <framed>.\n\nBest, Mara' }, [
    'Yes, they come <framed>.',
    'Best, Mara',
    'Ann <Reader>',
    'Do the prints come framed?',
  ]),
  sample('order-confirmation', 'an order shipped abroad with a certificate', receipt(), [
    ...orderFacts,
    ...addressFacts,
    'ART-7K3Q-9XWM',
    '“Ember Field” (Original 36x48)',
    '/certificate/ART-7K3Q-9XWM?key=abc_-1&v=2',
    '14–28 days',
  ]),
  sample(
    'order-confirmation',
    'a pickup in dollars',
    receipt({ currency: 'USD', shippingMethod: 'pickup', shipping: '0.00', total: '1244.88', certificates: [] }),
    ['$1,244.88', 'Local pickup', 'Free', 'Local pickup at the studio'],
  ),
  sample('new-order', 'the artist’s notice', receipt(), [...orderFacts, ...addressFacts, 'zoe@example.com', '/admin/orders']),
  sample('order-refunded', 'sold before the payment', refund(), [
    '1042',
    'Zoë <b>Bold</b> & Co',
    'Ember Field (Original 36x48)',
    '€1,100.00',
    'Sold to <another> buyer first',
    '/shop-all',
  ]),
  sample('order-refunded', 'a line the artist refunded', refund({ paidAt: '2026-05-01T10:01:00.000Z', full: false, line: '“Tide Notes”', amount: '54.13' }), [
    '1042',
    '“Tide Notes”',
    '€54.13',
    'Sold to <another> buyer first',
  ]),
  sample('order-refunded-artist', 'the artist told of a refund', refund(), [
    '1042',
    'Zoë <b>Bold</b> & Co',
    'zoe@example.com',
    '€1,269.88',
    'Sold to <another> buyer first',
    'Ember Field',
    '/admin/orders',
  ]),
  sample(
    'stock-low',
    'a print run down to its threshold',
    { productId: 'p1', productName: 'Salt <Marsh>', tierId: 't1', tier: 'Print 12x16', left: 2, threshold: 3 },
    ['Running low', 'Salt <Marsh>', 'Print 12x16', '2 are left', '/admin/products?q=Salt%20%3CMarsh%3E'],
  ),
  sample('stock-low', 'sold out', { productId: 'p1', productName: 'Salt Marsh', tierId: 't1', tier: 'Print 12x16', left: 0, threshold: null }, [
    'Sold out',
    'Salt Marsh',
    'Print 12x16',
  ]),
  sample('order-shipped', 'with tracking', statusChange({ tracking }), ['1050', 'Ann <i>Buyer</i>', 'FedEx', '7712 3456', tracking.url], [tracking.url]),
  sample('order-shipped', 'without tracking, with a note', statusChange({ note: 'Wrapped <twice>' }), ['1050', 'Wrapped <twice>']),
  sample('order-delivered', 'arrived', statusChange({ from: 'shipped', to: 'delivered' }), ['1050', 'Ann <i>Buyer</i>']),
  sample('order-cancelled', 'cancelled with a note', statusChange({ from: 'pending', to: 'cancelled', note: 'The <b>painting</b> was damaged' }), [
    '1050',
    'The <b>painting</b> was damaged',
  ]),
  sample(
    'order-tracking-corrected',
    'a corrected number',
    {
      orderId: 'o1',
      orderNumber: '1051',
      customerName: 'Ann',
      customerEmail: 'ann@example.com',
      tracking,
      previous: { carrier: 'ups', carrierName: 'UPS', trackingNumber: '1Z999AA1', url: null },
    },
    ['1051', 'FedEx', '7712 3456', '1Z999AA1', 'UPS', tracking.url],
    [tracking.url],
  ),
  sample('order-payment-link', 'a studio sale to pay by link', { ...receipt(), payPath: '/pay/tok-123', expiresAt: '2026-12-05T10:00:00.000Z' }, [
    ...orderFacts,
    '/pay/tok-123',
    'December 5, 2026',
  ]),
  sample('mail-club-welcome', 'a new member', member(), ['Mia <em>Member</em>', 'Collector Box', '$25.00/month', 'December 24, 2026', '/account']),
  sample('mail-club-welcome', 'a member without a name', member({ customerName: null }), ['Hello,', 'Collector Box']),
  sample('mail-club-new-member', 'the artist told', member({ amount: '42.50', currency: 'EUR' }), [
    'Mia <em>Member</em>',
    'mia.member@example.com',
    'Collector Box',
    '€42.50/month',
    '/admin/subscriptions',
  ]),
  sample('mail-club-renewal-receipt', 'a month paid', member({ change: 'renewed', currentPeriodEnd: '2027-01-24T10:00:00.000Z' }), [
    '$25.00',
    'Collector Box',
    'January 24, 2027',
  ]),
  sample(
    'mail-club-payment-failed',
    'with a payment page',
    member({ change: 'payment_failed', to: 'past_due', fixPaymentUrl: 'https://pay.example.net/invoice/in_1?x=1&y=2' }),
    ['$25.00', 'Collector Box', 'https://pay.example.net/invoice/in_1?x=1&y=2'],
    ['https://pay.example.net/invoice/in_1?x=1&y=2'],
  ),
  sample('mail-club-payment-failed', 'without a payment page', member({ change: 'payment_failed', to: 'past_due' }), ['$25.00', '/account']),
  sample('mail-club-recovered', 'paid again', member({ change: 'recovered', from: 'past_due' }), ['$25.00', 'Collector Box', 'December 24, 2026']),
  sample('mail-club-cancel-scheduled', 'set to end', member({ change: 'cancel_scheduled', cancelAt: '2026-12-24T10:00:00.000Z' }), [
    'Collector Box',
    'December 24, 2026',
    '/account',
  ]),
  sample('mail-club-ended', 'unpaid', member({ change: 'ended', from: 'past_due', to: 'canceled', cancelAt: '2027-01-01T10:00:00.000Z' }), [
    'Collector Box',
    'January 1, 2027',
    '/mail-club',
  ]),
  sample('mail-club-member-left', 'the artist told', member({ change: 'ended', to: 'canceled' }), ['Mia <em>Member</em>', 'Collector Box', '$25.00/month']),
  sample('mail-club-price-changed', 'a new price', member({ change: 'price_changed', amount: '30.00', previousAmount: '25.00' }), [
    '$25.00',
    '$30.00',
    'December 24, 2026',
    'Collector Box',
  ]),
  sample(
    'mail-club-price-changed',
    'a new price for a membership set to end',
    member({ change: 'price_changed', amount: '20.00', previousAmount: '25.00', cancelAt: '2027-03-01T00:00:00.000Z' }),
    ['$20.00', 'March 1, 2027'],
  ),
];

/** A value as React writes it into the HTML. */
const inHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));

describe('every mail, rendered from sample data', () => {
  it('has samples of every template', () => {
    expect(new Set(SAMPLES.map((entry) => entry.name))).toEqual(new Set(Object.keys(MAIL_TEMPLATES)));
  });

  describe.each(SAMPLES)('$name ($label)', ({ name, data, shows, external = [] }) => {
    let mail: RenderedMail;
    const rendered = async () => (mail ??= await renderMail(name, data as never, context));

    it('shows each fact in the text and in the HTML, escaped, and nothing unset', async () => {
      const { subject, text, html } = await rendered();
      expect(subject.trim()).not.toBe('');
      for (const fact of shows) {
        expect(text, fact).toContain(fact);
        expect(html, fact).toContain(inHtml(fact));
      }
      for (const part of [subject, text, html]) expect(part).not.toMatch(/undefined|null|NaN|\[object Object\]/);
      // What people typed never becomes markup.
      expect(html).not.toMatch(/<script>|<b>Bold|<b>painting|<i>Buyer|<em>Member|<(Reader|another|hanging|framed|twice)>/);
      // Every mail says who it is from.
      expect(html).toContain(context.shopName);
      expect(text).toContain(context.shopName);
    });

    it('links only to the shop, a mailbox or a page its data gave, and the text gives the same links', async () => {
      const { text, html } = await rendered();
      const links = hrefs(html);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        if (link.startsWith('mailto:')) {
          expect(text, link).toContain(link.slice('mailto:'.length));
          continue;
        }
        expect(link, link).toMatch(/^https?:\/\//);
        expect(link.startsWith(`${context.shopUrl}/`) || link === context.shopUrl || external.includes(link), link).toBe(true);
        expect(text, link).toContain(link);
      }
    });
  });

  it('signs the buyer’s mails in the text, with the address, as mail programs expect a signature', async () => {
    const { text } = await renderMail('welcome', { userId: 'u1', email: 'a@example.com', firstName: 'Ann', lastName: 'Lee' }, context);
    expect(text).toContain(`-- \n${context.shopName}\n${context.shopUrl}\n${context.artistEmail}\n${context.shopAddress}`);
  });

  it('gives a list mail its unsubscribe link in both parts and as the List-Unsubscribe header', async () => {
    const unsubscribeUrl = 'https://shop.example.com/api/newsletter/unsubscribe?token=n-2';
    const mail = await renderMail('newsletter-confirmation', { firstName: null, confirmUrl: 'https://shop.example.com/c', unsubscribeUrl }, context);
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribeUrl}>` });
    expect(mail.text).toContain(`Unsubscribe: ${unsubscribeUrl}`);
    expect(mail.html).toContain(`<a href="${unsubscribeUrl}">Unsubscribe</a>`);
    // Only list mail carries it.
    expect((await renderMail('email-change-address-taken', {}, context)).headers).toBeUndefined();
  });

  it('gives a campaign the https and mailto List-Unsubscribe addresses and the one-click post (RFC 8058)', async () => {
    const unsubscribeUrl = 'https://shop.example.com/api/list/unsubscribe/t-1';
    const data = { subject: 'News', text: 'Hello', imageUrls: [], works: [], recipient: 'ann@example.com', unsubscribeUrl };
    const mail = await renderMail('campaign', data, context);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribeUrl}>, <mailto:${context.artistEmail}?subject=Unsubscribe%20ann%40example.com>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.html).toContain(`<a href="${unsubscribeUrl}">Unsubscribe</a>`);
  });
});
