import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventQueueName, type EventEnvelope, type EventPayloads, type OrderReceipt } from '@artshop/contracts';
import { ServiceTestbed } from '@artshop/testing';

// The order mails as messaging writes them from order.completed and order.refunded, delivered to its
// event queue as the relay would (cart-order is not running; content neither, so mails are signed
// with the configured SHOP_NAME and ARTIST_EMAIL).
const ARTIST_EMAIL = 'artist@studio.example';
const SHOP_NAME = 'Harbour Light Studio';

interface MailRow {
  template: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
}

let messaging: ServiceTestbed<'messaging'>;
let events: Queue;

beforeAll(async () => {
  messaging = await ServiceTestbed.start('messaging', { env: { ARTIST_EMAIL, SHOP_NAME } });
  events = new Queue(eventQueueName('messaging'), { connection: { url: messaging.env.REDIS_URL! }, prefix: messaging.env.BULL_PREFIX ?? 'artshop' });
});

afterAll(async () => {
  await events?.close();
  await messaging?.close();
});

function receipt(overrides: Partial<OrderReceipt> = {}): OrderReceipt {
  return {
    orderId: randomUUID(),
    orderNumber: '1042',
    paymentStatus: 'paid',
    status: 'processing',
    customerName: 'Ann Buyer',
    customerEmail: 'ann@example.com',
    shippingAddress: { street: '12 Harbor Road', city: 'Camden', state: 'ME', zipCode: '04843', country: 'United States' },
    lines: [
      {
        productId: randomUUID(),
        productName: 'Ember Field',
        tierDisplayName: 'Original 36x48',
        image: '/objects/demo/ember-field.webp',
        quantity: 1,
        unitPrice: '1100.00',
        lineTotal: '1100.00',
      },
      {
        productId: randomUUID(),
        productName: 'Tide Notes',
        tierDisplayName: 'Print 18x24',
        image: null,
        quantity: 2,
        unitPrice: '25.00',
        lineTotal: '50.00',
      },
    ],
    currency: 'USD',
    subtotal: '1150.00',
    shipping: '0.00',
    tax: '94.88',
    total: '1244.88',
    shippingMethod: 'standard',
    paymentMessage: null,
    createdAt: new Date().toISOString(),
    paidAt: new Date().toISOString(),
    certificates: [],
    ...overrides,
  };
}

function envelope<T extends 'order.completed' | 'order.refunded' | 'order.status-changed'>(type: T, data: EventPayloads[T]): EventEnvelope<T> {
  return { id: randomUUID(), type, occurredAt: new Date().toISOString(), source: 'cart-order', data };
}

/** Hands the event to messaging's queue as the relay does (`jobId` as given: the event id, or another for a second delivery). */
async function deliver(event: EventEnvelope, jobId: string = event.id): Promise<void> {
  await events.add(event.type, event, { jobId });
  await expect.poll(async () => ['completed', 'failed'].includes(await events.getJobState(jobId)), { timeout: 15_000 }).toBe(true);
  expect(await events.getJobState(jobId)).toBe('completed');
}

async function mailsOf(event: EventEnvelope): Promise<MailRow[]> {
  return messaging.query<MailRow>(`SELECT template, to_address, reply_to, subject, text, html FROM outgoing_mail WHERE event_id = $1 ORDER BY template`, [
    event.id,
  ]);
}

const mail = (mails: MailRow[], template: string) => {
  const found = mails.find((row) => row.template === template);
  if (!found) throw new Error(`no ${template} mail among ${mails.map((row) => row.template).join(', ')}`);
  return found;
};

describe('order.completed', () => {
  it('sends the buyer a confirmation with every line, its tier, the totals and the address', async () => {
    const event = envelope('order.completed', receipt());
    await deliver(event);
    const confirmation = mail(await mailsOf(event), 'order-confirmation');
    expect(confirmation).toMatchObject({ to_address: 'ann@example.com', subject: 'Your order #1042 is confirmed' });
    const { text, html } = confirmation;
    expect(text).toContain('Hello Ann Buyer,');
    expect(text).toContain('- Ember Field (Original 36x48): 1 × $1,100.00 = $1,100.00');
    expect(text).toContain('- Tide Notes (Print 18x24): 2 × $25.00 = $50.00');
    expect(text).toContain('Subtotal: $1,150.00');
    expect(text).toContain('Standard shipping: Free');
    expect(text).toContain('Tax: $94.88');
    expect(text).toContain('Total: $1,244.88');
    expect(text).toContain('Shipping to:\nAnn Buyer\n12 Harbor Road\nCamden, ME 04843\nUnited States');
    expect(text).toContain('We will e-mail you when your artwork ships. Delivery within the US takes up to 14 days.');
    expect(text).toContain(SHOP_NAME);
    for (const shown of ['Order #1042', 'Ember Field', 'Original 36x48', '$1,244.88', '12 Harbor Road', 'Standard shipping']) expect(html).toContain(shown);
  });

  it('shows a discount code’s line between the subtotal and shipping, the total as paid', async () => {
    const event = envelope(
      'order.completed',
      receipt({ discount: { code: 'SPRING10', amount: '115.00' }, tax: '85.39', total: '1120.39', orderNumber: '1043' }),
    );
    await deliver(event);
    const { text, html } = mail(await mailsOf(event), 'order-confirmation');
    expect(text).toContain('Subtotal: $1,150.00\nDiscount (SPRING10): −$115.00\nStandard shipping: Free\nTax: $85.39\nTotal: $1,120.39');
    expect(html).toContain('Discount (SPRING10)');
  });

  it("lists each certificate of authenticity with its code, edition and private link; the artist's mail does not", async () => {
    const certificates = [
      { code: 'ART-7K3Q-9XWM', item: '“Ember Field” (Original 36x48)', edition: 'Original', link: '/certificate/ART-7K3Q-9XWM?key=abcDEF123_-xyz' },
      { code: 'ART-2222-3333', item: '“Tide Notes” (Print 18x24)', edition: '4/50', link: '/certificate/ART-2222-3333?key=k2' },
    ];
    const event = envelope('order.completed', receipt({ orderNumber: '1044', certificates }));
    await deliver(event);
    const mails = await mailsOf(event);
    const { text, html } = mail(mails, 'order-confirmation');
    const shopUrl = /(https?:\/\/[^/\s]+)\/certificate\/ART-7K3Q-9XWM/.exec(text)?.[1];
    expect(shopUrl).toBeDefined();
    expect(text).toContain(
      `Certificates of authenticity:\n- “Ember Field” (Original 36x48), Original: ART-7K3Q-9XWM\n  ${shopUrl}/certificate/ART-7K3Q-9XWM?key=abcDEF123_-xyz\n- “Tide Notes” (Print 18x24), 4/50: ART-2222-3333\n  ${shopUrl}/certificate/ART-2222-3333?key=k2`,
    );
    expect(text).toContain('Keep this e-mail: each link opens the certificate and its PDF, no account needed.');
    expect(html).toContain(`<a href="${shopUrl}/certificate/ART-7K3Q-9XWM?key=abcDEF123_-xyz">ART-7K3Q-9XWM</a>`);
    expect(mail(mails, 'new-order').text).not.toContain('key=');
    // An order without certificates (an open edition print) says nothing of them.
    const plain = envelope('order.completed', receipt({ orderNumber: '1045' }));
    await deliver(plain);
    expect(mail(await mailsOf(plain), 'order-confirmation').text).not.toContain('Certificates of authenticity');
  });

  it('tells the artist who ordered what, for how much, and lets them reply to the buyer', async () => {
    const event = envelope('order.completed', receipt({ orderNumber: '1043' }));
    await deliver(event);
    const notice = mail(await mailsOf(event), 'new-order');
    expect(notice).toMatchObject({ to_address: ARTIST_EMAIL, reply_to: 'ann@example.com', subject: 'New order #1043 from Ann Buyer ($1,244.88)' });
    expect(notice.text).toContain('Buyer: Ann Buyer <ann@example.com>');
    expect(notice.text).toContain('- Ember Field (Original 36x48): 1 × $1,100.00 = $1,100.00');
    expect(notice.text).toContain('Total: $1,244.88');
    expect(notice.text).toContain('/admin/orders');
  });

  it('shows amounts in the order’s currency, the international delivery time, and escapes what the buyer typed', async () => {
    const order = receipt({
      orderNumber: '1044',
      currency: 'EUR',
      customerName: 'Zoë <b>Bold</b>',
      shippingMethod: 'expedited',
      shipping: '25.00',
      total: '1269.88',
      shippingAddress: { street: '3 Rue <script>', city: 'Lyon', state: 'Rhône', zipCode: '69001', country: 'France' },
    });
    const event = envelope('order.completed', order);
    await deliver(event);
    const confirmation = mail(await mailsOf(event), 'order-confirmation');
    expect(confirmation.text).toContain('Total: €1,269.88');
    expect(confirmation.text).toContain('Expedited shipping: €25.00');
    expect(confirmation.text).toContain('International delivery takes 14–28 days.');
    expect(confirmation.html).toContain('Zoë &lt;b&gt;Bold&lt;/b&gt;');
    expect(confirmation.html).toContain('3 Rue &lt;script&gt;');
    expect(confirmation.html).not.toContain('<script>');
    expect(mail(await mailsOf(event), 'new-order').html).not.toContain('<b>Bold</b>');
  });

  it('writes one mail of each kind when the same event is delivered twice', async () => {
    const event = envelope('order.completed', receipt({ orderNumber: '1045' }));
    // Two jobs for one event, as after a relay pass that published but crashed before marking it.
    await deliver(event, `${event.id}-a`);
    await deliver(event, `${event.id}-b`);
    expect((await mailsOf(event)).map((row) => [row.template, row.to_address])).toEqual([
      ['new-order', ARTIST_EMAIL],
      ['order-confirmation', 'ann@example.com'],
    ]);
  });
});

describe('order.refunded', () => {
  const reason = 'Ember Field (Original 36x48) was sold to another buyer before your payment went through.';

  it('apologises to the buyer and says the whole payment went back, and tells the artist', async () => {
    // Never completed (no paidAt): the shop refunded on its own.
    const order = {
      ...receipt({ orderNumber: '1046', paymentStatus: 'refunded', lines: receipt().lines.slice(0, 1), total: '1100.00', paidAt: null }),
      reason,
      amount: '1100.00',
      full: true,
      line: null,
    };
    const event = envelope('order.refunded', order);
    await deliver(event);
    const mails = await mailsOf(event);
    const buyer = mail(mails, 'order-refunded');
    expect(buyer).toMatchObject({ to_address: 'ann@example.com', subject: 'Your payment for order #1046 has been refunded' });
    expect(buyer.text).toContain(
      "We're sorry — Ember Field (Original 36x48) was sold just before your payment went through, so we could not complete order #1046. Your payment of $1,100.00 has been refunded in full",
    );
    expect(buyer.text).toContain(`Reason: ${reason}`);
    expect(buyer.html).toContain('We&#39;re sorry');

    const artist = mail(mails, 'order-refunded-artist');
    expect(artist).toMatchObject({
      to_address: ARTIST_EMAIL,
      reply_to: 'ann@example.com',
      subject: 'Order #1046 refunded: sold before the payment went through',
    });
    expect(artist.text).toContain(`Ann Buyer <ann@example.com> paid $1,100.00 for order #1046, but it could not be completed: ${reason}`);
    expect(artist.text).toContain('The payment of $1,100.00 has been refunded in full');
  });

  it('writes one mail of each kind when the same event is delivered twice', async () => {
    const event = envelope('order.refunded', {
      ...receipt({ orderNumber: '1047', paymentStatus: 'refunded', paidAt: null }),
      reason,
      amount: '1244.88',
      full: true,
      line: null,
    });
    await deliver(event, `${event.id}-a`);
    await deliver(event, `${event.id}-b`);
    const mails = await mailsOf(event);
    expect(mails.map((row) => [row.template, row.to_address])).toEqual([
      ['order-refunded', 'ann@example.com'],
      ['order-refunded-artist', ARTIST_EMAIL],
    ]);
    // Which piece was sold is the reason's to say.
    expect(mail(mails, 'order-refunded').text).toContain(`We're sorry — a piece in your order was sold just before your payment went through`);
  });
});

describe('refunds the artist makes', () => {
  it('tells the buyer the amount and which line went back, without a notice to the artist who made it', async () => {
    const event = envelope('order.refunded', {
      ...receipt({ orderNumber: '1048', paymentStatus: 'partially_refunded' }),
      reason: 'The frame arrived cracked',
      amount: '54.13',
      full: false,
      line: '“Tide Notes” (Print 18x24)',
    });
    await deliver(event);
    const mails = await mailsOf(event);
    expect(mails.map((row) => row.template)).toEqual(['order-refunded']);
    const [buyer] = mails;
    expect(buyer).toMatchObject({ to_address: 'ann@example.com', subject: 'A refund for your order #1048' });
    expect(buyer!.text).toContain('We have refunded $54.13 for “Tide Notes” (Print 18x24) from order #1048 to the card you paid with');
    expect(buyer!.text).toContain('Reason: The frame arrived cracked');
    expect(buyer!.text).not.toContain('sold just before');
  });

  it('says the whole order was refunded, with the amount', async () => {
    const event = envelope('order.refunded', {
      ...receipt({ orderNumber: '1049', paymentStatus: 'refunded' }),
      reason: 'Returned',
      amount: '1190.75',
      full: true,
      line: null,
    });
    await deliver(event);
    const [buyer] = await mailsOf(event);
    expect(buyer).toMatchObject({ template: 'order-refunded', subject: 'Your payment for order #1049 has been refunded' });
    expect(buyer!.text).toContain('We have refunded $1,190.75 for order #1049 to the card you paid with');
  });
});

describe('order.status-changed', () => {
  const change = (overrides: Partial<EventPayloads['order.status-changed']>): EventPayloads['order.status-changed'] => ({
    orderId: randomUUID(),
    orderNumber: '1050',
    customerName: 'Ann Buyer',
    customerEmail: 'ann@example.com',
    from: 'processing',
    to: 'shipped',
    tracking: null,
    note: null,
    ...overrides,
  });

  it('tells the buyer the order shipped, with the carrier, the tracking number and the link to follow it', async () => {
    const tracking = { carrier: 'ups' as const, carrierName: 'UPS', trackingNumber: '1Z999AA1', url: 'https://www.ups.com/track?tracknum=1Z999AA1' };
    const event = envelope('order.status-changed', change({ tracking }));
    await deliver(event);
    const [shipped, ...others] = await mailsOf(event);
    expect(others).toEqual([]);
    expect(shipped).toMatchObject({ template: 'order-shipped', to_address: 'ann@example.com', subject: 'Your order #1050 has shipped' });
    expect(shipped!.text).toContain('Hello Ann Buyer,');
    expect(shipped!.text).toContain('Carrier: UPS. Tracking number: 1Z999AA1.');
    expect(shipped!.text).toContain('Follow your parcel: https://www.ups.com/track?tracknum=1Z999AA1');
    expect(shipped!.html).toContain('<a href="https://www.ups.com/track?tracknum=1Z999AA1">Track your parcel with UPS</a>');
  });

  it('says when it was delivered, and when it was cancelled that the money goes back, with the studio’s note', async () => {
    const delivered = envelope('order.status-changed', change({ orderNumber: '1051', from: 'shipped', to: 'delivered' }));
    await deliver(delivered);
    const [arrived] = await mailsOf(delivered);
    expect(arrived).toMatchObject({ template: 'order-delivered', subject: 'Your order #1051 has been delivered' });
    expect(arrived!.text).toContain('Order #1051 has been delivered.');

    const cancelled = envelope(
      'order.status-changed',
      change({ orderNumber: '1052', from: 'pending', to: 'cancelled', note: 'The <b>painting</b> was damaged' }),
    );
    await deliver(cancelled);
    const [cancel] = await mailsOf(cancelled);
    expect(cancel).toMatchObject({ template: 'order-cancelled', subject: 'Your order #1052 has been cancelled' });
    expect(cancel!.text).toContain('the payment has been refunded in full to the card you paid with');
    expect(cancel!.text).toContain('A note from the studio: The <b>painting</b> was damaged');
    expect(cancel!.html).toContain('The &lt;b&gt;painting&lt;/b&gt; was damaged');
  });

  it('writes nothing for a move the buyer need not hear of, and one mail for an event delivered twice', async () => {
    const processing = envelope('order.status-changed', change({ orderNumber: '1053', from: 'pending', to: 'processing' }));
    await deliver(processing);
    expect(await mailsOf(processing)).toEqual([]);

    const shipped = envelope('order.status-changed', change({ orderNumber: '1054' }));
    await deliver(shipped, `${shipped.id}-a`);
    await deliver(shipped, `${shipped.id}-b`);
    expect((await mailsOf(shipped)).map((row) => row.template)).toEqual(['order-shipped']);
  });
});

describe('stock.low', () => {
  const running = (left: number, threshold: number | null): EventEnvelope<'stock.low'> => ({
    id: randomUUID(),
    type: 'stock.low',
    occurredAt: new Date().toISOString(),
    source: 'catalog',
    data: { productId: randomUUID(), productName: 'Salt Marsh', tierId: randomUUID(), tier: 'Print 12x16', left, threshold },
  });

  it('tells the artist a print run is running low, naming the work, the tier and what is left, with a link to it; once however often it arrives', async () => {
    const event = running(2, 3);
    await deliver(event);
    await deliver(event, `${event.id}-again`);
    const mails = await mailsOf(event);
    expect(mails).toHaveLength(1);
    const low = mail(mails, 'stock-low');
    expect(low).toMatchObject({ to_address: ARTIST_EMAIL, subject: 'Low stock: “Salt Marsh” (Print 12x16), 2 are left' });
    expect(low.text).toContain('A sale has just left “Salt Marsh” (Print 12x16) at 2: 2 are left (you asked to hear at 3 or fewer).');
    expect(low.html).toMatch(/href="https?:\/\/[^"]+\/admin\/products\?q=Salt%20Marsh"/);
  });

  it('tells the artist when it sells out', async () => {
    const event = running(0, null);
    await deliver(event);
    const soldOut = mail(await mailsOf(event), 'stock-low');
    expect(soldOut).toMatchObject({ to_address: ARTIST_EMAIL, subject: 'Sold out: “Salt Marsh” (Print 12x16)' });
    expect(soldOut.text).toContain('The last of “Salt Marsh” (Print 12x16) has just been sold');
  });
});
