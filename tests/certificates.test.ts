import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateRef, OrderView, Product } from '@artshop/contracts';
import { ApiClient, TestSystem, payForCart, pdfText, registerCustomer, type ApiAnswer } from '@artshop/testing';

/*
 * Certificates of authenticity through the real shop: bought with the local test provider, issued
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
    expect((await admin.put(`/api/products/${product.id}`, { ...product, name: 'Salt Marsh (renamed)' })).status).toBe(200);
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
        return answer.body as { paymentIntentId: string; clientSecret: string; orderId: string };
      }),
    );
    // Every card goes through at once; the provider's notifications and the buyers' success pages then settle the orders side by side.
    const paid = await Promise.all(
      started.map((intent, index) =>
        buyers[index]!.post('/api/payments/local/confirm', { ...intent, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' }),
      ),
    );
    expect(paid.map((answer) => answer.body.status)).toEqual(started.map(() => 'succeeded'));
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
