import { statement } from '@artshop/persistence';

/** The certificates of authenticity's statements. */

/** Whether an order has certificates issued already. */
export const ORDER_HAS_CERTIFICATES = statement({
  name: 'certificates.order-has-some',
  values: (order: { orderId: string }) => [order.orderId],
  text: `SELECT 1 FROM certificates WHERE order_id = $1 LIMIT 1`,
});

/** A new certificate with a random code; answers nothing when the code is taken (the transaction lives on). */
export const ISSUE_CERTIFICATE = statement({
  name: 'certificates.issue',
  values: (certificate: {
    code: string;
    orderId: string;
    orderLineId: string;
    productId: string;
    tierId: string | null;
    title: string;
    artistName: string | null;
    year: number | null;
    medium: string | null;
    dimensions: string | null;
    editionNumber: number | null;
    editionSize: number | null;
  }) => [
    certificate.code,
    certificate.orderId,
    certificate.orderLineId,
    certificate.productId,
    certificate.tierId,
    certificate.title,
    certificate.artistName,
    certificate.year,
    certificate.medium,
    certificate.dimensions,
    certificate.editionNumber,
    certificate.editionSize,
  ],
  text: `INSERT INTO certificates (code, order_id, order_line_id, product_id, tier_id, title, artist_name, year, medium, dimensions, edition_number, edition_size)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (code) DO NOTHING
         RETURNING id, code, issued_at AS "issuedAt"`,
  map: (row: { id: string; code: string; issuedAt: Date }) => row,
});

/** Revokes the valid certificates holding these numbers of an edition's tier; answers their codes. */
export const REVOKE_EDITION_NUMBERS = statement({
  name: 'certificates.revoke-edition-numbers',
  values: (edition: { tierId: string; numbers: readonly number[] }) => [edition.tierId, edition.numbers],
  text: `UPDATE certificates SET revoked_at = now() WHERE tier_id = $1 AND edition_number = ANY($2::int[]) AND revoked_at IS NULL RETURNING code`,
  map: (row: { code: string }) => row.code,
});

/** Revokes an order's valid certificates, of these lines only unless lineIds is null; answers their ids. */
export const REVOKE_ORDER_CERTIFICATES = statement({
  name: 'certificates.revoke-of-order',
  values: (order: { orderId: string; lineIds: readonly string[] | null }) => [order.orderId, order.lineIds],
  text: `UPDATE certificates SET revoked_at = now()
          WHERE order_id = $1 AND revoked_at IS NULL AND ($2::uuid[] IS NULL OR order_line_id = ANY($2::uuid[]))
         RETURNING id`,
  map: (row: { id: string }) => row.id,
});

/** Whether these order lines hold a valid certificate with an edition number. */
export const LINES_HAVE_NUMBERED_CERTIFICATES = statement({
  name: 'certificates.lines-have-numbered',
  values: (lines: { lineIds: readonly string[] }) => [lines.lineIds],
  text: `SELECT 1 FROM certificates WHERE order_line_id = ANY($1::uuid[]) AND edition_number IS NOT NULL AND revoked_at IS NULL LIMIT 1`,
});

/** An order's valid certificates, originals first, then editions in number order. */
export const ORDER_CERTIFICATES = statement({
  name: 'certificates.of-order',
  values: (order: { orderId: string }) => [order.orderId],
  text: `SELECT id, code, order_line_id AS "lineId", edition_number AS "editionNumber", edition_size AS "editionSize"
           FROM certificates WHERE order_id = $1 AND revoked_at IS NULL
          ORDER BY edition_number NULLS FIRST, issued_at, code`,
  map: (row: { id: string; code: string; lineId: string; editionNumber: number | null; editionSize: number | null }) => row,
});

/** The valid certificates of order lines, originals first, then editions in number order. */
export const LINE_CERTIFICATES = statement({
  name: 'certificates.of-lines',
  values: (lines: { lineIds: readonly string[] }) => [lines.lineIds],
  text: `SELECT order_line_id AS "lineId", code, edition_number AS "editionNumber", edition_size AS "editionSize"
           FROM certificates WHERE order_line_id = ANY($1::uuid[]) AND revoked_at IS NULL
          ORDER BY edition_number NULLS FIRST, issued_at, code`,
  map: (row: { lineId: string; code: string; editionNumber: number | null; editionSize: number | null }) => row,
});

/** Who placed a certificate's order and when, and its line's picture. */
export const CERTIFIED_ORDER = statement({
  name: 'certificates.order',
  values: (certificate: { orderId: string; orderLineId: string }) => [certificate.orderId, certificate.orderLineId],
  text: `SELECT o.user_id AS "userId", o.created_at AS "createdAt", l.image
           FROM orders o JOIN order_lines l ON l.id = $2 WHERE o.id = $1`,
  map: (row: { userId: string | null; createdAt: Date; image: string | null }) => row,
});
