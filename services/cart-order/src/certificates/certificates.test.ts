import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartOrderRpc, DB_SCHEMAS, type ArtworkFacts } from '@artshop/contracts';
import { dataSourceOptions } from '@artshop/persistence';
import { CALLERS, ServiceTestbed, pdfText } from '@artshop/testing';
import { Certificate } from './certificate.entity.js';
import { CertificatesService, certificateLinkKey, certificateSettings, type CertifiedOrder } from './certificates.service.js';

const LINK_SECRET = 'certificate-links-of-the-service-test-0123456789';

let cartOrder: ServiceTestbed<'cart-order'>;
/** The issuing and revoking code itself, in this process, on the service's database: payments and refunds call it inside their transactions. */
let dataSource: DataSource;
let certificates: CertificatesService;

beforeAll(async () => {
  cartOrder = await ServiceTestbed.start('cart-order', { env: { PUBLIC_URL: 'https://shop.example.com', CERTIFICATE_LINK_SECRET: LINK_SECRET } });
  dataSource = new DataSource(
    dataSourceOptions({
      url: cartOrder.env.DATABASE_URL!,
      schema: DB_SCHEMAS['cart-order'],
      applicationName: 'certificates-test',
      entities: [Certificate],
      migrations: [],
      poolSize: 25,
    }),
  );
  await dataSource.initialize();
  const contentAway = { call: () => Promise.reject(new Error('content is not running in this test')) };
  certificates = new CertificatesService(dataSource, contentAway as never, { publicUrl: 'https://shop.example.com', linkSecret: LINK_SECRET });
});

afterAll(async () => {
  await dataSource?.destroy();
  await cartOrder?.close();
});

/** A paid order of one buyer's account with one line, and the certificates issued for it (as payment issues them). */
async function paidOrder(certificates: Array<{ code: string; editionNumber: number | null; editionSize: number | null; revoked?: boolean }>) {
  const buyerId = randomUUID();
  const [order] = await cartOrder.query<{ id: string }>(
    `INSERT INTO orders (user_id, customer_name, customer_email, subtotal_cents, total_cents, status, payment_status, paid_at, created_at)
     VALUES ($1, 'Ann Buyer', 'ann.buyer@example.com', 17000, 17000, 'pending', 'paid', now(), '2026-11-20T10:00:00Z') RETURNING id`,
    [buyerId],
  );
  const productId = randomUUID();
  const [line] = await cartOrder.query<{ id: string }>(
    `INSERT INTO order_lines (order_id, product_id, tier_id, product_name, tier_label, image, unit_price_cents, quantity)
     VALUES ($1, $2, $3, 'Morning Tide', 'Print 12x16', '/objects/demo/products/morning-tide-1.webp', 8500, $4) RETURNING id`,
    [order!.id, productId, randomUUID(), certificates.length],
  );
  for (const certificate of certificates)
    await cartOrder.query(
      `INSERT INTO certificates (code, order_id, order_line_id, product_id, title, artist_name, year, medium, dimensions, edition_number, edition_size, revoked_at)
       VALUES ($1, $2, $3, $4, 'Morning Tide', 'Mara Ellison', 2024, 'Print after the original (Oil on linen)', '12x16', $5, $6, $7)`,
      [certificate.code, order!.id, line!.id, productId, certificate.editionNumber, certificate.editionSize, certificate.revoked ? new Date() : null],
    );
  return { buyerId, orderId: order!.id, lineId: line!.id };
}

describe('verifying a certificate', () => {
  it('shows anyone the artwork and that it is authentic, without the buyer, whatever way the code is typed', async () => {
    await paidOrder([{ code: 'ART-7K3Q-9XWM', editionNumber: 3, editionSize: 25 }]);
    const expected = {
      code: 'ART-7K3Q-9XWM',
      status: 'valid',
      title: 'Morning Tide',
      artistName: 'Mara Ellison',
      year: 2024,
      medium: 'Print after the original (Oil on linen)',
      dimensions: '12x16',
      edition: '3/25',
      image: '/objects/demo/products/morning-tide-1.webp',
      revokedAt: null,
    };
    const answer = await cartOrder.call(CartOrderRpc.verifyCertificate, { code: 'ART-7K3Q-9XWM' });
    expect(answer).toMatchObject(expected);
    expect(JSON.stringify(answer)).not.toMatch(/Ann|buyer|example\.com|85\.00|8500/i);
    for (const typed of ['art-7k3q-9xwm', ' ART 7K3Q 9XWM ', '7K3Q9XWM'])
      expect(await cartOrder.call(CartOrderRpc.verifyCertificate, { code: typed })).toMatchObject(expected);
  });

  it('says a revoked certificate was revoked, and knows no other code', async () => {
    await paidOrder([{ code: 'ART-RVKD-2222', editionNumber: null, editionSize: null, revoked: true }]);
    expect(await cartOrder.call(CartOrderRpc.verifyCertificate, { code: 'ART-RVKD-2222' })).toMatchObject({ status: 'revoked', edition: 'Original' });
    for (const code of ['ART-ZZZZ-ZZZZ', 'ART-0000-1111', 'hello', ''])
      expect(await cartOrder.refusal(CartOrderRpc.verifyCertificate, { code })).toMatchObject({ status: 404, message: 'No certificate has this code' });
  });
});

describe('the certificate as a PDF', () => {
  it('gives the buyer who owns the order and the admin a one-page PDF with the artwork, the edition and where to verify it; nobody else', async () => {
    const { buyerId } = await paidOrder([{ code: 'ART-PDF2-TEST', editionNumber: 7, editionSize: 50 }]);
    for (const caller of [CALLERS.customer(buyerId), CALLERS.admin]) {
      const file = await cartOrder.call(CartOrderRpc.downloadCertificate, { code: 'art-pdf2-test' }, caller);
      expect(file).toMatchObject({ contentType: 'application/pdf', filename: 'certificate-ART-PDF2-TEST.pdf', encoding: 'base64' });
      const pdf = Buffer.from(file.body, 'base64');
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdf);
      for (const expected of [
        'CERTIFICATE OF AUTHENTICITY',
        'Morning Tide',
        'Mara Ellison',
        '2024',
        '12x16',
        '7/50',
        'November 20, 2026',
        'ART-PDF2-TEST',
        'Verify at https://shop.example.com/certificate/ART-PDF2-TEST',
        'Signature of the artist',
      ])
        expect(text).toContain(expected);
      expect(text).not.toContain('Ann Buyer');
    }
    for (const caller of [CALLERS.visitor, CALLERS.customer(), CALLERS.guest()])
      expect(await cartOrder.refusal(CartOrderRpc.downloadCertificate, { code: 'ART-PDF2-TEST' }, caller)).toMatchObject({
        status: 404,
        message: 'No certificate has this code',
      });
  });
});

describe("the buyer's private link", () => {
  it('is signed with CERTIFICATE_LINK_SECRET, which a shop in production must set (32 characters or more)', () => {
    expect(() => certificateSettings({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' })).toThrow(/CERTIFICATE_LINK_SECRET must be set/);
    expect(() => certificateSettings({ NODE_ENV: 'production', CERTIFICATE_LINK_SECRET: 'short' })).toThrow(/at least 32 characters/);
    expect(certificateSettings({ NODE_ENV: 'production', CERTIFICATE_LINK_SECRET: LINK_SECRET }).linkSecret).toBe(LINK_SECRET);
  });

  it('opens the certificate and its PDF to anyone holding it; a key altered, of another certificate or for an unknown code is the same 404', async () => {
    await paidOrder([{ code: 'ART-LNK2-AAAA', editionNumber: 4, editionSize: 30 }]);
    await paidOrder([{ code: 'ART-LNK2-BBBB', editionNumber: null, editionSize: null }]);
    const [first, second] = await cartOrder.query<{ id: string }>(`SELECT id FROM certificates WHERE code = ANY($1) ORDER BY code`, [
      ['ART-LNK2-AAAA', 'ART-LNK2-BBBB'],
    ]);
    const key = certificateLinkKey({ publicUrl: '', linkSecret: LINK_SECRET }, first!.id);
    expect(await cartOrder.call(CartOrderRpc.verifyCertificate, { code: 'ART-LNK2-AAAA', key }, CALLERS.visitor)).toMatchObject({ edition: '4/30' });
    const file = await cartOrder.call(CartOrderRpc.downloadCertificate, { code: 'art lnk2 aaaa', key }, CALLERS.visitor);
    expect(pdfText(Buffer.from(file.body, 'base64'))).toContain('4/30');

    const secondKey = certificateLinkKey({ publicUrl: '', linkSecret: LINK_SECRET }, second!.id);
    const otherSecret = certificateLinkKey({ publicUrl: '', linkSecret: 'another-shop-secret-of-thirty-two-chars' }, first!.id);
    const altered = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    for (const [code, wrong] of [
      ['ART-LNK2-AAAA', altered],
      ['ART-LNK2-AAAA', secondKey],
      ['ART-LNK2-AAAA', otherSecret],
      ['ART-LNK2-AAAA', ''],
      ['ART-ZZZZ-ZZZZ', key],
      ['not a code', key],
    ] as const)
      for (const call of [CartOrderRpc.verifyCertificate, CartOrderRpc.downloadCertificate])
        expect(await cartOrder.refusal(call, { code, key: wrong }, CALLERS.visitor)).toMatchObject({
          status: 404,
          message: 'This certificate link is not valid. Check that the whole link was copied from the e-mail.',
        });
  });
});

describe('certificates in the order', () => {
  it("lists each line's valid certificates in edition order for the admin, leaving out revoked ones", async () => {
    const { orderId, lineId } = await paidOrder([
      { code: 'ART-EDNB-BBBB', editionNumber: 12, editionSize: 25 },
      { code: 'ART-EDNA-AAAA', editionNumber: 11, editionSize: 25 },
      { code: 'ART-EDNC-CCCC', editionNumber: 13, editionSize: 25, revoked: true },
    ]);
    const order = (await cartOrder.call(CartOrderRpc.listOrders, { pageSize: 100 }, CALLERS.admin)).orders.find((listed) => listed.id === orderId)!;
    expect(order.items.find((line) => line.id === lineId)!.certificates).toEqual([
      { code: 'ART-EDNA-AAAA', edition: '11/25' },
      { code: 'ART-EDNB-BBBB', edition: '12/25' },
    ]);
  });
});

/** An order awaiting payment with these lines (product, tier, quantity), as checkout writes it. */
async function orderOf(lines: Array<{ productId: string; tierId: string | null; quantity: number }>): Promise<CertifiedOrder> {
  const [order] = await cartOrder.query<{ id: string }>(
    `INSERT INTO orders (customer_name, customer_email, subtotal_cents, total_cents) VALUES ('Ann Buyer', 'ann@example.com', 100, 100) RETURNING id`,
  );
  const rows = [];
  for (const [position, line] of lines.entries()) {
    const [row] = await cartOrder.query<{ id: string }>(
      `INSERT INTO order_lines (order_id, product_id, tier_id, product_name, unit_price_cents, quantity, position) VALUES ($1, $2, $3, 'A piece', 100, $4, $5) RETURNING id`,
      [order!.id, line.productId, line.tierId, line.quantity, position],
    );
    rows.push({ id: row!.id, ...line, position });
  }
  return { id: order!.id, lines: rows } as unknown as CertifiedOrder;
}

const facts = (productId: string, tierId: string | null, fields: Partial<ArtworkFacts>): ArtworkFacts => ({
  productId,
  tierId,
  title: 'Tide Line',
  year: 2024,
  medium: 'Oil on linen',
  dimensions: '36 x 48 in',
  original: false,
  editionSize: null,
  editionNumbers: [],
  ...fields,
});

const issue = (order: CertifiedOrder, artworks: ArtworkFacts[]) =>
  dataSource.transaction((manager) => certificates.issueForOrder(manager, order, artworks, 'Mara Ellison'));

describe('issuing certificates at payment', () => {
  it('gives an original one certificate without a number, each limited print its own number, and an open edition none; twice issues nothing more', async () => {
    const product = randomUUID();
    const [original, limited, open] = [randomUUID(), randomUUID(), randomUUID()];
    const artworks = [
      facts(product, original, { original: true }),
      facts(product, limited, { editionSize: 25, editionNumbers: [1, 2, 3], dimensions: '12x16' }),
      facts(product, open, { dimensions: '8x10' }),
    ];
    const order = await orderOf([
      { productId: product, tierId: original, quantity: 1 },
      { productId: product, tierId: limited, quantity: 3 },
      { productId: product, tierId: open, quantity: 2 },
    ]);
    const issued = await issue(order, artworks);
    expect(issued.map((certificate) => [certificate.tierId, certificate.editionNumber, certificate.editionSize])).toEqual([
      [original, null, null],
      [limited, 1, 25],
      [limited, 2, 25],
      [limited, 3, 25],
    ]);
    expect(new Set(issued.map((certificate) => certificate.code)).size).toBe(4);
    expect(issued.every((certificate) => /^ART-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/.test(certificate.code))).toBe(true);
    expect(await issue(order, artworks)).toEqual([]);
    expect(await cartOrder.query(`SELECT 1 FROM certificates WHERE order_id = $1`, [order.id])).toHaveLength(4);

    // A product without tiers marked original is one of one too; one not marked original gets nothing.
    const untiered = randomUUID();
    const plain = randomUUID();
    const second = await orderOf([
      { productId: untiered, tierId: null, quantity: 1 },
      { productId: plain, tierId: null, quantity: 1 },
    ]);
    expect(
      (await issue(second, [facts(untiered, null, { original: true }), facts(plain, null, {})])).map((certificate) => [
        certificate.productId,
        certificate.editionNumber,
      ]),
    ).toEqual([[untiered, null]]);
  });

  it('prints the numbers catalog gave, and revokes a valid certificate still holding a number catalog gives again', async () => {
    const product = randomUUID();
    const tier = randomUUID();
    const first = await orderOf([{ productId: product, tierId: tier, quantity: 2 }]);
    expect((await issue(first, [facts(product, tier, { editionSize: 5, editionNumbers: [2, 4] })])).map((certificate) => certificate.editionNumber)).toEqual([
      2, 4,
    ]);
    // Catalog freed 4 in a refund whose transaction here never committed: the next holder's certificate stands, the stale one does not.
    const next = await orderOf([{ productId: product, tierId: tier, quantity: 1 }]);
    const [reissued] = await issue(next, [facts(product, tier, { editionSize: 5, editionNumbers: [4] })]);
    const valid = await cartOrder.query<{ order_id: string; edition_number: number }>(
      `SELECT order_id, edition_number FROM certificates WHERE tier_id = $1 AND revoked_at IS NULL ORDER BY edition_number`,
      [tier],
    );
    expect(valid).toEqual([
      { order_id: first.id, edition_number: 2 },
      { order_id: next.id, edition_number: 4 },
    ]);
    expect((await cartOrder.call(CartOrderRpc.verifyCertificate, { code: reissued!.code })).edition).toBe('4/5');
  });

  it("revokes the certificates of refunded lines or of the whole order; a revoked print's number may be printed again", async () => {
    const product = randomUUID();
    const [original, limited] = [randomUUID(), randomUUID()];
    const artworks = [facts(product, original, { original: true }), facts(product, limited, { editionSize: 10, editionNumbers: [1, 2] })];
    const order = await orderOf([
      { productId: product, tierId: original, quantity: 1 },
      { productId: product, tierId: limited, quantity: 2 },
    ]);
    const issued = await issue(order, artworks);
    const printLine = order.lines[1]!.id;
    expect(await dataSource.transaction((manager) => certificates.revokeForLines(manager, order.id, [printLine]))).toBe(2);
    const status = async (code: string) => (await cartOrder.call(CartOrderRpc.verifyCertificate, { code })).status;
    expect(await Promise.all(issued.map((certificate) => status(certificate.code)))).toEqual(['valid', 'revoked', 'revoked']);
    // Another order's refund touches nothing of this one.
    expect(await dataSource.transaction((manager) => certificates.revokeForLines(manager, randomUUID(), null))).toBe(0);
    expect(await dataSource.transaction((manager) => certificates.revokeForLines(manager, order.id, null))).toBe(1);
    expect(await status(issued[0]!.code)).toBe('revoked');

    // Catalog freed 1 and 2 with the refund; the next sale takes 1.
    const next = await orderOf([{ productId: product, tierId: limited, quantity: 1 }]);
    expect((await issue(next, [facts(product, limited, { editionSize: 10, editionNumbers: [1] })])).map((certificate) => certificate.editionNumber)).toEqual([
      1,
    ]);
    expect(await status(issued[1]!.code)).toBe('revoked');
  });
});
