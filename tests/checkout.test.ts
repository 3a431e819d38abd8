import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMailEntry, Product } from '@artshop/contracts';
import { answerChallenge, ApiClient, confirmWithTestCard, createPainting, TestSystem, useTestShopSettings, type ApiAnswer } from '@artshop/testing';

/*
 * Buying, through the real gateway, cart-order, catalog, content and messaging, paying at the Stripe
 * emulator: totals are the server's, an original sells once, every notification counts once, and a
 * payment is never lost or kept for something that was not sold.
 */

let system: TestSystem;
let admin: ApiClient;

/** Stands between the Stripe emulator and the gateway's webhook route, so a test can make deliveries fail. */
let relay: Server;
let relayTarget = '';
let relayRefuses = false;

beforeAll(async () => {
  relay = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (relayRefuses || !relayTarget) {
        response.writeHead(503).end();
        return;
      }
      fetch(relayTarget, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': String(request.headers['stripe-signature']) },
        body: Buffer.concat(chunks),
      })
        .then(async (answer) => response.writeHead(answer.status).end(await answer.text()))
        .catch(() => response.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}/`;
  system = await TestSystem.start({
    stripeWebhookUrl: relayUrl,
    env: {
      // A hundred buyers at once come from this one address here: what one client may hold is tested in checkout-races.test.ts.
      CHECKOUTS_PER_CLIENT: '1000',
      PIECES_PER_CLIENT: '1000',
      CHECKOUT_RATE_LIMIT: '100000',
    },
  });
  relayTarget = `${system.baseUrl}/api/webhooks/stripe`;
  admin = new ApiClient(system.baseUrl);
  expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
  await useTestShopSettings(admin);
});

afterAll(async () => {
  await system?.close();
  relay?.close();
});

let products = 0;
/** A painting: its original (one) and a print run. */
const painting = (printStock = 5) => createPainting(admin, `Checkout Painting ${++products}`, printStock);

const CUSTOMER = {
  customerName: 'Ann Buyer',
  customerEmail: 'Ann.Buyer@example.com',
  shippingAddress: { street: '1 Harbour Road', city: 'Portland', state: 'ME', zipCode: '04101', country: 'United States' },
};

async function buyerWith(lines: Array<{ productId: string; tierId: string; quantity?: number }>): Promise<ApiClient> {
  const buyer = new ApiClient(system.baseUrl);
  for (const line of lines) {
    const added = await buyer.post('/api/cart', { quantity: 1, ...line });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  return buyer;
}

function startPayment(buyer: ApiClient, customer: Record<string, unknown> = CUSTOMER, extra: Record<string, unknown> = {}): Promise<ApiAnswer> {
  return buyer.post('/api/create-payment-intent', { customerInfo: customer, shippingMethod: 'standard', ...extra });
}

/** The buyer's card, sent to Stripe (the emulator) as the Payment Element sends it. */
async function payWith(_buyer: ApiClient, intent: { paymentIntentId: string; clientSecret: string }, cardNumber: string) {
  return {
    body: await confirmWithTestCard({ ...intent, publishableKey: system.env.STRIPE_PUBLISHABLE_KEY!, stripeJsUrl: system.env.STRIPE_JS_URL! }, cardNumber),
  };
}

const orderOf = async (paymentIntentId: string) =>
  (
    await system.query<{ id: string; payment_status: string; status: string; order_number: string }>(
      `SELECT id, payment_status, status, order_number FROM cart_order.orders WHERE payment_intent_id = $1`,
      [paymentIntentId],
    )
  )[0]!;

const tierStock = async (tierId: string) =>
  (await system.query<{ stock: number }>('SELECT stock FROM catalog.pricing_tiers WHERE id = $1', [tierId]))[0]!.stock;

const completedEvents = async (orderId: string) =>
  Number(
    (
      await system.query<{ count: string }>(`SELECT count(*) FROM cart_order.outbox_events WHERE type = 'order.completed' AND data->>'orderId' = $1`, [orderId])
    )[0]!.count,
  );

function signed(type: string, paymentIntentId: string, id = `evt_test_${Math.random().toString(36).slice(2)}`) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: paymentIntentId, object: 'payment_intent', status: 'succeeded' } },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: system.env.STRIPE_WEBHOOK_SECRET! }) };
}

/**
 * Waits until Stripe has posted every event so far (payment_intent.created among them), so a test that
 * then makes deliveries fail knows which notifications the shop got: the shop reads the payment from
 * Stripe on any of them, so a late 'created' would settle a payment made since.
 */
const deliveredSoFar = () =>
  system.eventually(
    async () => system.stripe!.events.every((event) => system.stripe!.deliveries.some((delivery) => delivery.eventId === event.id)),
    'every event posted',
  );

function postWebhook({ payload, signature }: { payload: string; signature: string }): Promise<Response> {
  return fetch(`${system.baseUrl}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
}

describe('checkout totals and the shipping form', () => {
  it('prices the order on the server whatever the browser sends, and answers the same totals before the card step', async () => {
    const { product, original, print } = await painting();
    const buyer = await buyerWith([
      { productId: product.id, tierId: original },
      { productId: product.id, tierId: print, quantity: 2 },
    ]);
    const quote = await buyer.get('/api/checkout/quote?country=United%20States&shippingMethod=standard');
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ currency: 'USD', subtotal: '2850.00', shipping: '15.00', tax: '235.13', total: '3100.13', shippingMethod: 'standard' });
    expect(quote.body.shippingOptions).toEqual([
      { method: 'standard', label: 'Standard shipping', amount: '15.00' },
      { method: 'expedited', label: 'Expedited shipping', amount: '25.00' },
    ]);

    const started = await startPayment(buyer, CUSTOMER, {
      items: [{ productId: product.id, price: 1, quantity: 1 }],
      totalAmount: '1.00',
      status: 'completed',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({
      provider: 'stripe',
      publishableKey: system.env.STRIPE_PUBLISHABLE_KEY,
      totals: { subtotal: '2850.00', shipping: '15.00', tax: '235.13', total: '3100.13' },
    });
    expect(started.body.clientSecret).toMatch(/_secret_/);
    // An order payload alone creates nothing.
    const spec = await buyer.post('/api/orders', {
      customerName: 'Ann',
      customerEmail: 'ann@example.com',
      totalAmount: '1.00',
      items: [],
      status: 'completed',
    });
    expect(spec.status).toBe(400);
    expect(spec.body.message).toBe('The payment to confirm is missing');
    expect((await orderOf(started.body.paymentIntentId)).payment_status).toBe('awaiting_payment');
  });

  it('refuses a shipping form with every message of the form, and a country the shop does not ship to, storing nothing', async () => {
    const { product, print } = await painting();
    const buyer = await buyerWith([{ productId: product.id, tierId: print }]);
    const before = await system.query('SELECT id FROM cart_order.orders');
    const empty = await startPayment(buyer, {
      customerName: '',
      customerEmail: 'nope',
      shippingAddress: { street: '', city: '', state: '', zipCode: '', country: '' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      'customerInfo.customerName': 'Name is required',
      'customerInfo.customerEmail': 'Valid email is required',
      'customerInfo.shippingAddress.street': 'Street address is required',
      'customerInfo.shippingAddress.city': 'City is required',
      'customerInfo.shippingAddress.state': 'State is required',
      'customerInfo.shippingAddress.zipCode': 'ZIP code is required',
      'customerInfo.shippingAddress.country': 'Country is required',
    });
    const abroad = await startPayment(buyer, { ...CUSTOMER, shippingAddress: { ...CUSTOMER.shippingAddress, country: 'France' } });
    expect(abroad.status).toBe(400);
    expect(abroad.body.message).toBe("We don't ship to France yet.");
    expect((await buyer.get('/api/checkout/quote?country=France')).body).toMatchObject({
      shippingOptions: [],
      shippingProblem: "We don't ship to France yet.",
    });
    expect(await system.query('SELECT id FROM cart_order.orders')).toHaveLength(before.length);
    expect(await tierStock(print)).toBe(5);
  });
});

describe('paying', () => {
  it('pays with 4242, commits the stock, empties the cart and mails the buyer and the artist once', async () => {
    const { product, original, print } = await painting();
    const buyer = await buyerWith([
      { productId: product.id, tierId: original },
      { productId: product.id, tierId: print },
    ]);
    const started = await startPayment(buyer);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    // Held while the buyer pays: none left for anyone else.
    expect(await tierStock(original)).toBe(0);
    const paid = await payWith(buyer, started.body, '4242 4242 4242 4242');
    expect(paid.body).toEqual({ status: 'succeeded', errorMessage: null, redirectUrl: null });

    const receipt = await buyer.post('/api/orders', { paymentIntentId: started.body.paymentIntentId });
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(200);
    expect(receipt.body).toMatchObject({
      orderNumber: started.body.orderNumber,
      paymentStatus: 'paid',
      status: 'pending',
      customerEmail: 'ann.buyer@example.com',
      total: '2856.56',
      lines: [
        { productName: product.name, tierDisplayName: 'Original 36x48', quantity: 1, unitPrice: '2400.00', lineTotal: '2400.00' },
        { productName: product.name, tierDisplayName: 'Print 18x24', quantity: 1, unitPrice: '225.00', lineTotal: '225.00' },
      ],
    });
    expect((await buyer.get('/api/cart')).body).toEqual([]);
    expect(await tierStock(original)).toBe(0);
    expect(await tierStock(print)).toBe(4);
    // Another visitor sees it sold.
    const shown = (await new ApiClient(system.baseUrl).get(`/api/products/${product.id}`)).body as Product;
    expect(shown.pricingTiers[0]!.stock).toBe(0);
    // Reloading the success page changes nothing: the same receipt, read without settling again.
    expect((await buyer.post('/api/orders', { paymentIntentId: started.body.paymentIntentId })).body).toEqual(receipt.body);
    // Nobody else can read the order.
    expect((await new ApiClient(system.baseUrl).post('/api/orders', { paymentIntentId: started.body.paymentIntentId })).status).toBe(404);

    const mails = await system.eventually(async () => {
      const log = ((await admin.get('/api/admin/outgoing-mail')).body as OutgoingMailEntry[]).filter((mail) =>
        mail.text.includes(`#${started.body.orderNumber}`),
      );
      return log.length >= 2 ? log : undefined;
    }, 'the order mails');
    const confirmation = mails.find((mail) => mail.to === 'ann.buyer@example.com')!;
    expect(confirmation.subject).toContain(`#${started.body.orderNumber}`);
    for (const text of ['Original 36x48', 'Print 18x24', '$2,856.56', '1 Harbour Road', 'Portland']) expect(confirmation.text).toContain(text);
    expect(mails.filter((mail) => mail.to !== 'ann.buyer@example.com')).toHaveLength(1);
    expect(await completedEvents((await orderOf(started.body.paymentIntentId)).id)).toBe(1);
  });

  it('keeps a declined card and insufficient funds on the payment step with the reason, then takes another card', async () => {
    const { product, print } = await painting();
    const buyer = await buyerWith([{ productId: product.id, tierId: print }]);
    const started = (await startPayment(buyer)).body;
    const declined = await payWith(buyer, started, '4000 0000 0000 0002');
    expect(declined.body).toEqual({ status: 'requires_payment_method', errorMessage: 'Your card was declined.', redirectUrl: null });
    const poor = await payWith(buyer, started, '4000000000009995');
    expect(poor.body.errorMessage).toBe('Your card has insufficient funds.');
    const pending = await buyer.post('/api/orders', { paymentIntentId: started.paymentIntentId });
    expect(pending.body).toMatchObject({ paymentStatus: 'failed', paymentMessage: 'Your card has insufficient funds.' });
    expect(await tierStock(print)).toBe(4);

    expect((await payWith(buyer, started, '4242424242424242')).body.status).toBe('succeeded');
    expect((await buyer.post('/api/orders', { paymentIntentId: started.paymentIntentId })).body.paymentStatus).toBe('paid');
  });

  it('sends a 3-D Secure card to its challenge: completing it pays, failing it does not', async () => {
    const { product, print } = await painting();
    const buyer = await buyerWith([{ productId: product.id, tierId: print }]);
    const started = (await startPayment(buyer)).body;
    const challenged = await payWith(buyer, started, '4000 0027 6000 3184');
    expect(challenged.body.status).toBe('requires_action');
    expect(challenged.body.redirectUrl).toContain(`/3ds/${started.paymentIntentId}`);
    await answerChallenge(challenged.body.redirectUrl!, 'fail');
    expect(system.stripe!.paymentIntents.get(started.paymentIntentId)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { message: expect.stringMatching(/unable to authenticate/) },
    });

    const again = await payWith(buyer, started, '4000 0027 6000 3184');
    await answerChallenge(again.body.redirectUrl!, 'complete');
    expect(system.stripe!.paymentIntents.get(started.paymentIntentId)?.status).toBe('succeeded');
    expect((await buyer.post('/api/orders', { paymentIntentId: started.paymentIntentId })).body.paymentStatus).toBe('paid');
  });
});

describe('the provider’s notifications', () => {
  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { product, print } = await painting();
    const buyer = await buyerWith([{ productId: product.id, tierId: print }]);
    const started = (await startPayment(buyer)).body;
    const event = signed('payment_intent.succeeded', started.paymentIntentId);
    for (const signature of ['', 't=1,v1=deadbeef', event.signature.replace(/v1=(.)/, (_, first: string) => `v1=${first === '0' ? '1' : '0'}`)]) {
      const answer = await postWebhook({ payload: event.payload, signature });
      expect(answer.status).toBe(400);
    }
    expect(await system.query('SELECT id FROM cart_order.payment_events WHERE id = $1', [JSON.parse(event.payload).id])).toEqual([]);
    expect((await orderOf(started.paymentIntentId)).payment_status).toBe('awaiting_payment');
  });

  it('reads the payment from the provider rather than the event: a forged "succeeded" for an unpaid payment pays nothing', async () => {
    const { product, print } = await painting();
    const buyer = await buyerWith([{ productId: product.id, tierId: print }]);
    const started = (await startPayment(buyer)).body;
    expect((await postWebhook(signed('payment_intent.succeeded', started.paymentIntentId))).status).toBe(200);
    expect((await orderOf(started.paymentIntentId)).payment_status).toBe('awaiting_payment');
  });

  it('handles duplicates and a late "failed" after "succeeded" as one paid order', async () => {
    const { product, print } = await painting();
    const buyer = await buyerWith([{ productId: product.id, tierId: print }]);
    const started = (await startPayment(buyer)).body;
    await payWith(buyer, started, '4242424242424242');
    const succeeded = signed('payment_intent.succeeded', started.paymentIntentId);
    const answers = await Promise.all([postWebhook(succeeded), postWebhook(succeeded), postWebhook(succeeded)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await postWebhook(signed('payment_intent.payment_failed', started.paymentIntentId))).status).toBe(200);
    const order = await orderOf(started.paymentIntentId);
    expect(order.payment_status).toBe('paid');
    expect(await completedEvents(order.id)).toBe(1);
    expect(await system.query('SELECT id FROM cart_order.payment_events WHERE id = $1', [JSON.parse(succeeded.payload).id])).toHaveLength(1);
  });

  it('settles once when the browser’s return and the notification arrive at the same moment', async () => {
    const { product, original } = await painting();
    const buyer = await buyerWith([{ productId: product.id, tierId: original }]);
    const started = (await startPayment(buyer)).body;
    await payWith(buyer, started, '4242424242424242');
    const receipts = await Promise.all([
      ...Array.from({ length: 5 }, () => buyer.post('/api/orders', { paymentIntentId: started.paymentIntentId })),
      postWebhook(signed('payment_intent.succeeded', started.paymentIntentId)),
    ]);
    expect(receipts.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const order = await orderOf(started.paymentIntentId);
    expect(order.payment_status).toBe('paid');
    expect(await completedEvents(order.id)).toBe(1);
    expect(await tierStock(original)).toBe(0);
    expect(system.stripe!.paymentIntents.get(started.paymentIntentId)?.status).toBe('succeeded');
  });

  it('keeps a notification it could not process, answers that it has it, and processes it once catalog is back', async () => {
    const { product, print } = await painting();
    const buyer = await buyerWith([{ productId: product.id, tierId: print }]);
    const started = (await startPayment(buyer)).body;
    const event = signed('payment_intent.succeeded', started.paymentIntentId);
    const eventId = JSON.parse(event.payload).id as string;
    await deliveredSoFar();
    relayRefuses = true;
    try {
      expect((await payWith(buyer, started, '4242424242424242')).body.status).toBe('succeeded');
      await system.part('catalog').stop();
      expect((await postWebhook(event)).status).toBe(200);
      const [kept] = await system.query<{ processed_at: Date | null; last_error: string | null }>(
        'SELECT processed_at, last_error FROM cart_order.payment_events WHERE id = $1',
        [eventId],
      );
      expect(kept!.processed_at).toBeNull();
      expect(kept!.last_error).toBeTruthy();
      expect((await orderOf(started.paymentIntentId)).payment_status).toBe('awaiting_payment');
      await system.part('catalog').start();
      await system.eventually(async () => (await orderOf(started.paymentIntentId)).payment_status === 'paid', 'the kept notification processed');
    } finally {
      relayRefuses = false;
    }
    const [processed] = await system.query<{ processed_at: Date | null }>('SELECT processed_at FROM cart_order.payment_events WHERE id = $1', [eventId]);
    expect(processed!.processed_at).not.toBeNull();
    expect(await completedEvents((await orderOf(started.paymentIntentId)).id)).toBe(1);
  });

  it('loses nothing when cart-order restarts between the payment and its notification', async () => {
    const { product, print } = await painting();
    const buyer = await buyerWith([{ productId: product.id, tierId: print }]);
    const started = (await startPayment(buyer)).body;
    await deliveredSoFar();
    relayRefuses = true;
    try {
      expect((await payWith(buyer, started, '4242424242424242')).body.status).toBe('succeeded');
      // The buyer closes the tab: no POST /api/orders. The notification cannot get through yet.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect((await orderOf(started.paymentIntentId)).payment_status).toBe('awaiting_payment');
      await system.part('cart-order').stop();
      await system.part('cart-order').start();
    } finally {
      relayRefuses = false;
    }
    await system.eventually(async () => (await orderOf(started.paymentIntentId)).payment_status === 'paid', 'the order paid after the restart', 30_000);
    expect(await completedEvents((await orderOf(started.paymentIntentId)).id)).toBe(1);
  });
});

describe('an original never sells twice', () => {
  it('lets exactly one of 100 buyers at once pay for an original, and tells the 99 others another buyer has it reserved', async () => {
    const { product, original } = await painting();
    const buyers = await Promise.all(Array.from({ length: 100 }, () => buyerWith([{ productId: product.id, tierId: original }])));
    const attempts = await Promise.all(buyers.map((buyer) => startPayment(buyer)));
    const winners = attempts.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    const refusals = attempts.filter((answer) => answer.status !== 200);
    expect(refusals).toHaveLength(99);
    for (const refusal of refusals) {
      expect(refusal.status).toBe(409);
      expect(refusal.body.message).toMatch(
        /^“.+” \(Original 36x48\) is reserved by another buyer for up to \d+ more minutes?; it comes back on sale if they don't pay$/,
      );
      expect(refusal.body.message).toContain(product.name);
    }
    const winner = buyers[attempts.indexOf(winners[0]!)]!;
    expect((await payWith(winner, winners[0]!.body, '4242424242424242')).body.status).toBe('succeeded');
    expect((await winner.post('/api/orders', { paymentIntentId: winners[0]!.body.paymentIntentId })).body.paymentStatus).toBe('paid');
    expect(await tierStock(original)).toBe(0);
    const paid = await system.query(
      `SELECT o.id FROM cart_order.orders o JOIN cart_order.order_lines l ON l.order_id = o.id WHERE l.tier_id = $1 AND o.payment_status = 'paid'`,
      [original],
    );
    expect(paid).toHaveLength(1);
  });

  it('names each refusal with a code beside its words, as the storefront reads it: a piece reserved, then sold, a country not shipped to', async () => {
    const { product, original } = await painting();
    const [first, second] = await Promise.all([0, 1].map(() => buyerWith([{ productId: product.id, tierId: original }])));
    const held = await startPayment(first);
    expect(held.status).toBe(200);
    const reserved = await startPayment(second);
    expect(reserved.status).toBe(409);
    expect(reserved.body).toMatchObject({
      code: 'ItemReserved',
      message: expect.stringContaining(`“${product.name}” (Original 36x48) is reserved by another buyer`),
    });
    expect((await payWith(first, held.body, '4242424242424242')).body.status).toBe('succeeded');
    expect((await first.post('/api/orders', { paymentIntentId: held.body.paymentIntentId })).body.paymentStatus).toBe('paid');
    const sold = await startPayment(second);
    expect(sold.status).toBe(409);
    expect(sold.body).toEqual({ code: 'SoldOut', message: `“${product.name}” (Original 36x48) has just been sold` });
    const abroad = await startPayment(second, { ...CUSTOMER, shippingAddress: { ...CUSTOMER.shippingAddress, country: 'France' } });
    expect(abroad.status).toBe(400);
    expect(abroad.body).toMatchObject({ code: 'ShippingNotOffered', message: "We don't ship to France yet." });
  });

  it('sells a print run of 5 to exactly 5 of 100 buyers at once', async () => {
    const { product, print } = await painting(5);
    const buyers = await Promise.all(Array.from({ length: 100 }, () => buyerWith([{ productId: product.id, tierId: print }])));
    const attempts = await Promise.all(buyers.map((buyer) => startPayment(buyer)));
    const winners = attempts.flatMap((answer, index) => (answer.status === 200 ? [{ buyer: buyers[index]!, intent: answer.body }] : []));
    expect(winners).toHaveLength(5);
    expect(attempts.filter((answer) => answer.status === 409)).toHaveLength(95);
    await Promise.all(winners.map(({ buyer, intent }) => payWith(buyer, intent, '4242424242424242')));
    await Promise.all(winners.map(({ buyer, intent }) => buyer.post('/api/orders', { paymentIntentId: intent.paymentIntentId })));
    const paid = await system.query(
      `SELECT o.id FROM cart_order.orders o JOIN cart_order.order_lines l ON l.order_id = o.id WHERE l.tier_id = $1 AND o.payment_status = 'paid'`,
      [print],
    );
    expect(paid).toHaveLength(5);
    expect(await tierStock(print)).toBe(0);
  });

  it('gives the stock back when the time to pay runs out, and the late payment is refused', async () => {
    const { product, original } = await painting();
    const buyer = await buyerWith([{ productId: product.id, tierId: original }]);
    const started = (await startPayment(buyer)).body;
    expect(await tierStock(original)).toBe(0);
    await system.query(`UPDATE cart_order.orders SET reserved_until = now() - interval '1 second' WHERE payment_intent_id = $1`, [started.paymentIntentId]);
    await system.eventually(async () => (await tierStock(original)) === 1, 'the original back on sale');
    // The hold is given back inside cart-order's closing transaction, so the order's row commits a moment later.
    const closed = await system.eventually(async () => {
      const order = await orderOf(started.paymentIntentId);
      return order.status === 'cancelled' && order;
    }, 'the order closed');
    expect(closed).toMatchObject({ payment_status: 'failed', status: 'cancelled' });
    const late = await payWith(buyer, started, '4242424242424242');
    expect(late.body.status).toBe('canceled');
    expect(await tierStock(original)).toBe(1);
  });

  it('refunds at once a payment that arrives after the hold expired and the original was sold to someone else', async () => {
    const { product, original } = await painting();
    const slow = await buyerWith([{ productId: product.id, tierId: original }]);
    const slowIntent = (await startPayment(slow)).body;
    // catalog gives the hold back before cart-order closes the order (its own hold ends later).
    await system.query(`UPDATE catalog.stock_reservations SET expires_at = now() - interval '1 second' WHERE order_id = $1`, [slowIntent.orderId]);
    await system.eventually(async () => (await tierStock(original)) === 1, 'the original back on sale');
    const quick = await buyerWith([{ productId: product.id, tierId: original }]);
    const quickIntent = (await startPayment(quick)).body;
    await payWith(quick, quickIntent, '4242424242424242');
    expect((await quick.post('/api/orders', { paymentIntentId: quickIntent.paymentIntentId })).body.paymentStatus).toBe('paid');

    expect((await payWith(slow, slowIntent, '4242424242424242')).body.status).toBe('succeeded');
    const refunded = await slow.post('/api/orders', { paymentIntentId: slowIntent.paymentIntentId });
    expect(refunded.body).toMatchObject({ paymentStatus: 'refunded', status: 'cancelled' });
    expect(refunded.body.paymentMessage).toContain('refunded in full');
    const refunds = [...system.stripe!.refunds.values()].filter((refund) => refund.payment_intent === slowIntent.paymentIntentId);
    expect(refunds.map((refund) => refund.amount)).toEqual([261_300]);
    expect(await tierStock(original)).toBe(0);
    await system.eventually(async () => {
      const log = (await admin.get('/api/admin/outgoing-mail')).body as OutgoingMailEntry[];
      return log.some((mail) => mail.to === 'ann.buyer@example.com' && mail.text.includes('refunded')) || undefined;
    }, 'the refund mail to the buyer');
  });
});
