import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateRef, OrderView, OutgoingMailEntry, PaymentIntentAnswer, Product } from '@artshop/contracts';
import { type ApiAnswer, ApiClient, confirmWithTestCard, payForCart, pdfText, registerCustomer, runPartCommand, TestSystem } from '@artshop/testing';

/*
 * Certificates of authenticity through the real shop: bought at the Stripe emulator, issued
 * when the order is paid, numbered once per limited edition in payment order, verified by anyone,
 * and downloaded as a PDF only by the buyer and the artist.
 */

let system: TestSystem;
let admin: ApiClient;

beforeAll(async () => {
  // Twenty buyers at once come from this one address here: what one client may hold unpaid is tested in checkout-races.test.ts.
  system = await TestSystem.start({ env: { CHECKOUTS_PER_CLIENT: '100', PIECES_PER_CLIENT: '1000', CHECKOUT_RATE_LIMIT: '100000' } });
  admin = new ApiClient(system.baseUrl);
  expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
  expect((await admin.post('/api/site-settings/artist_artistName', { value: 'Mara Ellison' })).status).toBe(200);
});

afterAll(async () => {
  await system?.close();
});

const CUSTOMER = {
  customerName: 'Ann Buyer',
  customerEmail: 'ann.buyer@example.com',
  shippingAddress: { street: '1 Harbour Road', city: 'Portland', state: 'ME', zipCode: '04101', country: 'United States' },
};

let customers = 0;
async function customer(): Promise<ApiClient> {
  const api = new ApiClient(system.baseUrl);
  const registered = await registerCustomer(system, api, {
    email: `certificate-buyer-${++customers}@example.com`,
    password: 'correct horse battery',
    firstName: 'Ann',
    lastName: 'Buyer',
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  return api;
}

/** A painting with its original, a limited edition of prints and an open edition. */
async function painting(name: string, editionSize: number): Promise<{ product: Product; original: string; limited: string; open: string }> {
  const answer = await admin.post('/api/products', {
    name,
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    price: '900',
    year: 2024,
    medium: 'Oil on linen',
    dimensions: '36 x 48 in',
    isOriginal: true,
    pricingTiers: [
      { size: '36x48', price: '2400', type: 'Original', stock: 1, description: 'The painting' },
      { size: '12x16', price: '85', type: 'Print', stock: editionSize, editionSize: String(editionSize), description: 'Signed limited print' },
      { size: '8x10', price: '40', type: 'Print', stock: 100, editionSize: '', description: 'Open edition print' },
    ],
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const product = answer.body as Product;
  const [original, limited, open] = product.pricingTiers;
  return { product, original: original!.id, limited: limited!.id, open: open!.id };
}

/** Adds the lines, starts the payment, pays with 4242 and confirms as the success page does; answers the order id. */
async function buy(buyer: ApiClient, lines: Array<{ productId: string; tierId: string; quantity?: number }>): Promise<string> {
  for (const line of lines) {
    const added = await buyer.post('/api/cart', { quantity: 1, ...line });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  const { receipt } = await payForCart(buyer, CUSTOMER);
  return receipt.orderId;
}

/** The admin's order list, as a list or as the paginated answer. */
async function adminOrder(orderId: string): Promise<OrderView> {
  const answer: ApiAnswer = await admin.get(`/api/orders?pageSize=100`);
  expect(answer.status).toBe(200);
  const orders = (Array.isArray(answer.body) ? answer.body : answer.body.orders) as OrderView[];
  return orders.find((order) => order.id === orderId)!;
}

function pdfOf(client: ApiClient | null, code: string): Promise<Response> {
  return fetch(`${system.baseUrl}/api/certificates/${code}.pdf`, { headers: client?.sessionCookie ? { cookie: client.sessionCookie } : {} });
}

describe('certificates of authenticity', () => {
  it('issues one for the original and one per limited print when the order is paid, none for an open edition; verified by anyone, the PDF for the buyer and the artist only', async () => {
    const { product, original, limited, open } = await painting('Salt Marsh', 25);
    const buyer = await customer();
    const orderId = await buy(buyer, [
      { productId: product.id, tierId: original },
      { productId: product.id, tierId: limited, quantity: 2 },
      { productId: product.id, tierId: open },
    ]);

    const order = await adminOrder(orderId);
    const certificatesOf = (tierId: string): CertificateRef[] => order.items.find((line) => line.tierId === tierId)!.certificates;
    expect(certificatesOf(original)).toEqual([{ code: expect.stringMatching(/^ART-[A-Z2-9]{4}-[A-Z2-9]{4}$/), edition: null }]);
    expect(certificatesOf(limited).map((certificate) => certificate.edition)).toEqual(['1/25', '2/25']);
    expect(certificatesOf(open)).toEqual([]);
    const originalCode = certificatesOf(original)[0]!.code;
    const printCode = certificatesOf(limited)[1]!.code;
    // The buyer's own order page lists the same certificates.
    const own = (await buyer.get(`/api/account/orders/${orderId}`)).body as OrderView;
    expect(own.items.map((line) => line.certificates)).toEqual(order.items.map((line) => line.certificates));

    // Anyone can check it: the artwork, not the buyer.
    const visitor = new ApiClient(system.baseUrl);
    const verified = await visitor.get(`/api/certificates/${printCode.toLowerCase()}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      code: printCode,
      status: 'valid',
      title: 'Salt Marsh',
      artistName: 'Mara Ellison',
      year: 2024,
      medium: 'Print after the original (Oil on linen)',
      dimensions: '12x16',
      edition: '2/25',
      revokedAt: null,
    });
    expect(JSON.stringify(verified.body)).not.toMatch(/Ann|Buyer|example\.com|Harbour|85\.00/);
    expect((await visitor.get(`/api/certificates/${originalCode}`)).body).toMatchObject({
      edition: 'Original',
      dimensions: '36 x 48 in',
      medium: 'Oil on linen',
    });
    expect(await visitor.get('/api/certificates/ART-ZZZZ-ZZZZ')).toMatchObject({ status: 404, body: { message: 'No certificate has this code' } });

    // What was certified stays as it was when paid, whatever the product becomes.
    // (Sent as it is now: the stock it was created with is more than is left of the edition.)
    const current = (await admin.get(`/api/products/${product.id}`)).body as Product;
    expect((await admin.put(`/api/products/${product.id}`, { ...current, name: 'Salt Marsh (renamed)' })).status).toBe(200);
    expect((await visitor.get(`/api/certificates/${printCode}`)).body.title).toBe('Salt Marsh');

    for (const owner of [buyer, admin]) {
      const download = await pdfOf(owner, printCode);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toBe(`attachment; filename="certificate-${printCode}.pdf"`);
      const pdf = new Uint8Array(await download.arrayBuffer());
      expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdf);
      for (const expected of ['Salt Marsh', 'Mara Ellison', '2/25', printCode, `/certificate/${printCode}`]) expect(text).toContain(expected);
    }
    const stranger = await customer();
    for (const other of [stranger, null]) expect((await pdfOf(other, printCode)).status).toBe(404);
  });

  it('numbers twenty prints of a limited edition paid at the same time 1 to 20, each number once', async () => {
    const { product, limited } = await painting('Tide Line', 20);
    const buyers = Array.from({ length: 20 }, () => new ApiClient(system.baseUrl));
    const started = await Promise.all(
      buyers.map(async (buyer) => {
        expect((await buyer.post('/api/cart', { productId: product.id, tierId: limited, quantity: 1 })).status).toBe(201);
        const answer = await buyer.post('/api/create-payment-intent', { customerInfo: CUSTOMER, shippingMethod: 'standard' });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        return answer.body as PaymentIntentAnswer;
      }),
    );
    // Every card goes through at once; the provider's notifications and the buyers' success pages then settle the orders side by side.
    const paid = await Promise.all(started.map((intent) => confirmWithTestCard(intent)));
    expect(paid.map((answer) => answer.status)).toEqual(started.map(() => 'succeeded'));
    const receipts = await Promise.all(started.map((intent, index) => buyers[index]!.post('/api/orders', { paymentIntentId: intent.paymentIntentId })));
    for (const receipt of receipts) expect(receipt.body.paymentStatus, JSON.stringify(receipt.body)).toBe('paid');
    const numbers = await system.query<{ edition_number: number; edition_size: number; order_id: string }>(
      `SELECT edition_number, edition_size, order_id FROM cart_order.certificates WHERE tier_id = $1 ORDER BY edition_number`,
      [limited],
    );
    expect(numbers.map((row) => row.edition_number)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(new Set(numbers.map((row) => row.order_id))).toEqual(new Set(started.map((intent) => intent.orderId)));
    expect(numbers.every((row) => row.edition_size === 20)).toBe(true);
  });
});

/** The tier of a product as the admin edits it, with `changes`; answers the PUT's answer. */
async function editTier(productId: string, tierId: string, changes: Record<string, unknown>): Promise<ApiAnswer> {
  const product = (await admin.get(`/api/products/${productId}`)).body as Product;
  const pricingTiers = product.pricingTiers.map((tier) =>
    tier.id === tierId ? { ...tier, editionSize: tier.editionSize ?? '', ...changes } : { ...tier, editionSize: tier.editionSize ?? '' },
  );
  return admin.put(`/api/products/${productId}`, { ...product, pricingTiers });
}

async function tierStock(productId: string, tierId: string): Promise<number> {
  const product = (await admin.get(`/api/products/${productId}`)).body as Product;
  return product.pricingTiers.find((tier) => tier.id === tierId)!.stock;
}

describe('limited editions as a ledger of numbers', () => {
  it('sells an edition of one again after a refund with return to stock as 1/1, the first certificate revoked; stock never above the numbers left', async () => {
    const { product, limited } = await painting('Still Water', 1);
    const firstOrder = await buy(new ApiClient(system.baseUrl), [{ productId: product.id, tierId: limited }]);
    const [first] = (await adminOrder(firstOrder)).items[0]!.certificates;
    expect(first!.edition).toBe('1/1');

    // The only print is sold: the artist cannot put one more on sale.
    const refused = await editTier(product.id, limited, { stock: 1 });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.message).toBe('Every print of this edition of 1 is sold: stock can be at most 0');
    expect(await tierStock(product.id, limited)).toBe(0);

    // Refunded and the print back in the studio: on sale again, its number free again.
    const refunded = await admin.post(`/api/orders/${firstOrder}/refunds`, { returnToStock: true });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(201);
    expect(await tierStock(product.id, limited)).toBe(1);
    expect((await admin.get(`/api/certificates/${first!.code}`)).body.status).toBe('revoked');

    const secondOrder = await buy(new ApiClient(system.baseUrl), [{ productId: product.id, tierId: limited }]);
    const [second] = (await adminOrder(secondOrder)).items[0]!.certificates;
    expect(second!.edition).toBe('1/1');
    expect(second!.code).not.toBe(first!.code);
    const visitor = new ApiClient(system.baseUrl);
    expect((await visitor.get(`/api/certificates/${second!.code}`)).body).toMatchObject({ status: 'valid', edition: '1/1' });
    expect((await visitor.get(`/api/certificates/${first!.code}`)).body).toMatchObject({ status: 'revoked', edition: '1/1' });
    expect(await tierStock(product.id, limited)).toBe(0);
    expect((await editTier(product.id, limited, { stock: 1 })).status).toBe(400);

    // Refunded without the print coming back: its number is free, and the artist decides to sell it again.
    expect((await admin.post(`/api/orders/${secondOrder}/refunds`, { returnToStock: false })).status).toBe(201);
    expect(await tierStock(product.id, limited)).toBe(0);
    expect((await visitor.get(`/api/certificates/${second!.code}`)).body.status).toBe('revoked');
    const restocked = await editTier(product.id, limited, { stock: 1 });
    expect(restocked.status, JSON.stringify(restocked.body)).toBe(200);
    expect(await tierStock(product.id, limited)).toBe(1);
  });

  it('refuses a stock or an edition size above what is left of the edition, in plain words, and changes nothing', async () => {
    const { product, limited } = await painting('Low Tide', 5);
    const orderId = await buy(new ApiClient(system.baseUrl), [{ productId: product.id, tierId: limited, quantity: 2 }]);
    expect((await adminOrder(orderId)).items[0]!.certificates.map((certificate) => certificate.edition)).toEqual(['1/5', '2/5']);
    expect(await tierStock(product.id, limited)).toBe(3);

    const tooMany = await editTier(product.id, limited, { stock: 4 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Only 3 of this edition of 5 are not sold: stock can be at most 3');
    const smaller = await editTier(product.id, limited, { editionSize: '4' });
    expect(smaller.status).toBe(400);
    expect(smaller.body.message).toBe('Only 2 of this edition of 4 are not sold: stock can be at most 2');
    const belowSold = await editTier(product.id, limited, { editionSize: '1', stock: 0 });
    expect(belowSold.status).toBe(400);
    expect(belowSold.body.message).toBe('Print 2 of this edition is sold: the edition size cannot be less than 2');
    const product2 = (await admin.get(`/api/products/${product.id}`)).body as Product;
    expect(product2.pricingTiers.find((tier) => tier.id === limited)).toMatchObject({ stock: 3, editionSize: 5 });
    // What fits is taken.
    expect((await editTier(product.id, limited, { editionSize: '4', stock: 2 })).status).toBe(200);
  });

  it('never numbers concurrent sales of an edition beyond its size, reusing the numbers of refunded prints from the lowest', async () => {
    const { product, limited } = await painting('Rain Study', 5);
    const refundedOrder = await buy(new ApiClient(system.baseUrl), [{ productId: product.id, tierId: limited, quantity: 2 }]);
    expect((await admin.post(`/api/orders/${refundedOrder}/refunds`, { returnToStock: true })).status).toBe(201);
    expect(await tierStock(product.id, limited)).toBe(5);

    const buyers = Array.from({ length: 7 }, () => new ApiClient(system.baseUrl));
    const started = await Promise.all(
      buyers.map(async (buyer) => {
        expect((await buyer.post('/api/cart', { productId: product.id, tierId: limited, quantity: 1 })).status).toBe(201);
        return buyer.post('/api/create-payment-intent', { customerInfo: CUSTOMER, shippingMethod: 'standard' });
      }),
    );
    const holding = started.flatMap((answer, index) => (answer.status === 200 ? [{ buyer: buyers[index]!, intent: answer.body }] : []));
    expect(holding).toHaveLength(5);
    for (const answer of started.filter((candidate) => candidate.status !== 200)) expect(answer.status).toBe(409);
    await Promise.all(
      holding.map(async ({ buyer, intent }) => {
        expect((await confirmWithTestCard(intent)).status).toBe('succeeded');
        expect((await buyer.post('/api/orders', { paymentIntentId: intent.paymentIntentId })).body.paymentStatus).toBe('paid');
      }),
    );
    const valid = await system.query<{ edition_number: number; edition_size: number }>(
      `SELECT edition_number, edition_size FROM cart_order.certificates WHERE tier_id = $1 AND revoked_at IS NULL ORDER BY edition_number`,
      [limited],
    );
    expect(valid.map((row) => `${row.edition_number}/${row.edition_size}`)).toEqual(['1/5', '2/5', '3/5', '4/5', '5/5']);
    expect(await tierStock(product.id, limited)).toBe(0);
    expect((await editTier(product.id, limited, { stock: 1 })).status).toBe(400);
  });
});

describe('the edition numbers certified before the ledger', () => {
  it('stay taken when catalog takes the ledger over, the numbers of revoked certificates are free, and no stock is left above what is free', async () => {
    const { product, limited } = await painting('Old Edition', 6);
    const kept = await buy(new ApiClient(system.baseUrl), [{ productId: product.id, tierId: limited, quantity: 2 }]);
    const refunded = await buy(new ApiClient(system.baseUrl), [{ productId: product.id, tierId: limited }]);
    const later = await buy(new ApiClient(system.baseUrl), [{ productId: product.id, tierId: limited }]);
    expect((await admin.post(`/api/orders/${refunded}/refunds`, { returnToStock: false })).status).toBe(201);
    const editions = async (orderId: string) => (await adminOrder(orderId)).items[0]!.certificates.map((certificate) => certificate.edition);
    expect([await editions(kept), await editions(later)]).toEqual([['1/6', '2/6'], ['4/6']]);
    // As the shop was before: no ledger, only cart-order's certificates, and a stock set too high (the over-selling one).
    await system.query(`DROP TABLE catalog.edition_numbers`);
    await system.query(`DELETE FROM catalog.migrations WHERE name = 'EditionNumbers1764600000100'`);
    await system.query(`UPDATE catalog.pricing_tiers SET stock = 6 WHERE id = $1`, [limited]);
    await runPartCommand('catalog', 'migrate', system.env);

    const ledger = await system.query<{ number: number; order_id: string }>(
      `SELECT number, order_id FROM catalog.edition_numbers WHERE tier_id = $1 ORDER BY number`,
      [limited],
    );
    expect(ledger).toEqual([
      { number: 1, order_id: kept },
      { number: 2, order_id: kept },
      { number: 4, order_id: later },
    ]);
    expect(await tierStock(product.id, limited)).toBe(3);
    // The refunded print's number is the next one sold.
    const next = await buy(new ApiClient(system.baseUrl), [{ productId: product.id, tierId: limited }]);
    expect((await adminOrder(next)).items[0]!.certificates.map((certificate) => certificate.edition)).toEqual(['3/6']);
  });
});

describe('certificates for guest buyers', () => {
  it('mails a guest buyer each certificate with its code and a signed link that opens it and its PDF without an account; an altered link is a 404', async () => {
    const { product, original, limited } = await painting('Harbour Fog', 10);
    const guest = new ApiClient(system.baseUrl);
    for (const line of [
      { productId: product.id, tierId: original, quantity: 1 },
      { productId: product.id, tierId: limited, quantity: 1 },
    ])
      expect((await guest.post('/api/cart', line)).status).toBe(201);
    const email = 'guest.collector@example.com';
    const { receipt } = await payForCart(guest, { ...CUSTOMER, customerEmail: email });
    const certificates = (await adminOrder(receipt.orderId)).items.flatMap((line) => line.certificates);
    expect(certificates).toHaveLength(2);

    // The success page's answer carries them (for this buyer's own order).
    expect(receipt.certificates.map((certificate) => certificate.code).sort()).toEqual(certificates.map((certificate) => certificate.code).sort());

    const mail = await system.eventually(async () => {
      const log = (await admin.get('/api/admin/outgoing-mail')).body as OutgoingMailEntry[];
      return log.find((entry) => entry.to === email && entry.template === 'order-confirmation');
    }, 'the confirmation mail');
    const links = [...mail.text.matchAll(/(https?:\/\/\S+\/certificate\/(ART-[A-Z2-9]{4}-[A-Z2-9]{4})\?key=([\w-]+))/g)];
    expect(links.map((link) => link[2]).sort()).toEqual(certificates.map((certificate) => certificate.code).sort());
    expect(mail.text).toContain('1/10');
    for (const certificate of certificates) expect(mail.html).toContain(certificate.code);

    const stranger = new ApiClient(system.baseUrl);
    for (const [, , code, key] of links) {
      const opened = await stranger.get(`/api/certificates/${code}?key=${key}`);
      expect(opened.status).toBe(200);
      expect(opened.body).toMatchObject({ code, status: 'valid', title: 'Harbour Fog' });
      const pdf = await fetch(`${system.baseUrl}/api/certificates/${code}.pdf?key=${key}`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain(code!);
      // Without the key, or with one changed by a letter, a stranger has no PDF, and the link tells nothing.
      expect((await pdfOf(null, code!)).status).toBe(404);
      const altered = `${key!.slice(0, -1)}${key!.endsWith('A') ? 'B' : 'A'}`;
      for (const answer of [
        await stranger.get(`/api/certificates/${code}?key=${altered}`),
        await stranger.get(`/api/certificates/${code}.pdf?key=${altered}`),
        await stranger.get(`/api/certificates/ART-ZZZZ-ZZZZ?key=${key}`),
        await stranger.get(`/api/certificates/ART-ZZZZ-ZZZZ.pdf?key=${key}`),
      ]) {
        expect(answer.status).toBe(404);
        expect(answer.body.message).toBe('This certificate link is not valid. Check that the whole link was copied from the e-mail.');
      }
    }
  });
});
