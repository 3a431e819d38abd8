import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartOrderRpc } from '@artshop/contracts';
import { CALLERS, ServiceTestbed, pdfText } from '@artshop/testing';

let cartOrder: ServiceTestbed<'cart-order'>;

beforeAll(async () => {
  cartOrder = await ServiceTestbed.start('cart-order', { env: { PUBLIC_URL: 'https://shop.example.com' } });
});

afterAll(async () => {
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

describe('certificates in the order', () => {
  it("lists each line's valid certificates in edition order for the admin, leaving out revoked ones", async () => {
    const { orderId, lineId } = await paidOrder([
      { code: 'ART-EDNB-BBBB', editionNumber: 12, editionSize: 25 },
      { code: 'ART-EDNA-AAAA', editionNumber: 11, editionSize: 25 },
      { code: 'ART-EDNC-CCCC', editionNumber: 13, editionSize: 25, revoked: true },
    ]);
    const order = (await cartOrder.call(CartOrderRpc.listOrders, {}, CALLERS.admin)).find((listed) => listed.id === orderId)!;
    expect(order.items.find((line) => line.id === lineId)!.certificates).toEqual([
      { code: 'ART-EDNA-AAAA', edition: '11/25' },
      { code: 'ART-EDNB-BBBB', edition: '12/25' },
    ]);
  });
});
