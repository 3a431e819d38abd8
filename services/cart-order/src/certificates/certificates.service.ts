import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  CERTIFICATE_CODE_ALPHABET,
  CERTIFICATE_NOT_FOUND_MESSAGE,
  ContentRpc,
  editionLabel,
  normalizeCertificateCode,
  siteSettingValue,
  type ArtworkFacts,
  type CertificateRef,
  type CertificateVerification,
  type FileAnswer,
  type RequestContext,
} from '@artshop/contracts';
import { AppError, publicUrlFromEnv, type ServiceClient } from '@artshop/service-kit';
import { CONTENT } from '../clients.js';
import type { Order } from '../orders/order.entity.js';
import { renderCertificatePdf } from './certificate-pdf.js';
import { Certificate } from './certificate.entity.js';

export const CERTIFICATE_SETTINGS = Symbol('CERTIFICATE_SETTINGS');

export interface CertificateSettings {
  /** e.g. https://shop.example.com, without a trailing slash: the certificate says where to verify it. */
  publicUrl: string;
}

export function certificateSettings(env: NodeJS.ProcessEnv = process.env): CertificateSettings {
  return { publicUrl: publicUrlFromEnv(env) };
}

/** How long the artist's name is kept: certificates are issued inside payments, which should not wait on content each time. */
const ARTIST_NAME_KEPT_MS = 60_000;
const ARTIST_RETRY_MS = 5_000;
const ARTIST_FALLBACK = 'The artist';

/**
 * Certificates of authenticity: issued in the transaction that marks an order paid (one per original
 * piece, one per print of a limited edition and per unit), revoked when the piece is refunded, read
 * by anyone through their code and downloaded as a PDF by the buyer or the admin.
 *
 * Edition numbers come from one counter row per limited tier, raised by an upsert in the paying
 * transaction: the row stays locked until that transaction commits, so concurrent payments get
 * distinct numbers in the order they commit, and a number once given is never given again.
 */
@Injectable()
export class CertificatesService {
  private readonly logger = new Logger('certificates');
  private artist: { name: Promise<string | null>; until: number } | undefined;
  private lastArtistName: string | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONTENT) private readonly content: ServiceClient<'content'>,
    @Inject(CERTIFICATE_SETTINGS) private readonly settings: CertificateSettings,
  ) {}

  /**
   * The artist's name from the site settings (artist_artistName), kept a minute. Read before an
   * order's payment transaction, never inside it; never fails: if content does not answer, the last
   * name read stands in, or null (the certificate then shows the current name when it is read).
   */
  artistName(ctx: RequestContext): Promise<string | null> {
    if (!this.artist || this.artist.until <= Date.now()) {
      const name = this.content.call(ContentRpc.listSiteSettings, {}, ctx).then(
        (settings) => (this.lastArtistName = siteSettingValue(settings, 'artist_artistName') ?? this.lastArtistName),
        (error: unknown) => {
          this.logger.warn({ msg: 'site settings unavailable; the artist name is read again later', error: String((error as Error)?.message ?? error) });
          // Asked again a little later, so payments do not each wait for a content that is away.
          this.artist = { name: Promise.resolve(this.lastArtistName), until: Date.now() + ARTIST_RETRY_MS };
          return this.lastArtistName;
        },
      );
      this.artist = { name, until: Date.now() + ARTIST_NAME_KEPT_MS };
    }
    return this.artist.name;
  }

  /**
   * Issues the certificates of a paid order, in its payment's transaction (`manager`): `artworks`
   * are catalog's facts of its pieces as the stock was committed. Issuing twice issues nothing more.
   */
  async issueForOrder(manager: EntityManager, order: Order, artworks: readonly ArtworkFacts[], artistName: string | null): Promise<Certificate[]> {
    const [issued] = await manager.query(`SELECT 1 FROM certificates WHERE order_id = $1 LIMIT 1`, [order.id]);
    if (issued) return [];
    const facts = new Map(artworks.map((artwork) => [`${artwork.productId}:${artwork.tierId ?? ''}`, artwork]));
    const certificates: Certificate[] = [];
    for (const line of [...order.lines].sort((a, b) => a.position - b.position)) {
      const artwork = facts.get(`${line.productId}:${line.tierId ?? ''}`);
      if (!artwork || !(artwork.original || (artwork.editionSize !== null && artwork.tierId !== null))) continue;
      let numbers: Array<number | null> = Array.from({ length: line.quantity }, () => null);
      if (!artwork.original) {
        const [{ last }]: [{ last: number }] = await manager.query(
          `INSERT INTO edition_counters (product_id, tier_id, last) VALUES ($1, $2, $3)
           ON CONFLICT (product_id, tier_id) DO UPDATE SET last = edition_counters.last + EXCLUDED.last
           RETURNING last`,
          [artwork.productId, artwork.tierId, line.quantity],
        );
        numbers = numbers.map((_, unit) => last - line.quantity + 1 + unit);
        if (last > artwork.editionSize!)
          this.logger.error({
            msg: 'more prints sold than the edition size',
            productId: artwork.productId,
            tierId: artwork.tierId,
            last,
            size: artwork.editionSize,
          });
      }
      for (const editionNumber of numbers)
        certificates.push(
          await this.insert(manager, {
            orderId: order.id,
            orderLineId: line.id,
            productId: artwork.productId,
            tierId: artwork.tierId,
            title: artwork.title,
            artistName,
            year: artwork.year,
            medium: artwork.medium,
            dimensions: artwork.dimensions,
            editionNumber,
            editionSize: editionNumber === null ? null : artwork.editionSize,
          }),
        );
    }
    return certificates;
  }

  /**
   * Refunded pieces: their certificates are revoked (their edition numbers stay used). `lineIds` null
   * revokes every certificate of the order. Call it in the refund's transaction. Answers how many.
   */
  async revokeForLines(manager: EntityManager, orderId: string, lineIds: readonly string[] | null): Promise<number> {
    const [, count]: [unknown, number] = await manager.query(
      `UPDATE certificates SET revoked_at = now()
        WHERE order_id = $1 AND revoked_at IS NULL AND ($2::uuid[] IS NULL OR order_line_id = ANY($2::uuid[]))`,
      [orderId, lineIds],
    );
    return count;
  }

  /** The public verification: the artwork and whether the certificate stands; no buyer, no price. */
  async verify(code: string, ctx: RequestContext): Promise<CertificateVerification> {
    const found = await this.find(code);
    return {
      code: found.certificate.code,
      status: found.certificate.revokedAt ? 'revoked' : 'valid',
      title: found.certificate.title,
      artistName: await this.artistOf(found.certificate, ctx),
      year: found.certificate.year,
      medium: found.certificate.medium,
      dimensions: found.certificate.dimensions,
      edition: editionLabel(found.certificate.editionNumber, found.certificate.editionSize),
      image: found.image,
      issuedAt: found.certificate.issuedAt.toISOString(),
      revokedAt: found.certificate.revokedAt?.toISOString() ?? null,
    };
  }

  /** The certificate as a PDF: for the buyer whose account placed the order, or the admin; to anyone else it does not exist. */
  async pdf(code: string, ctx: RequestContext): Promise<FileAnswer> {
    const { certificate, orderUserId, orderDate } = await this.find(code);
    const { caller } = ctx;
    const allowed = caller.role === 'admin' || (caller.userId !== null && caller.userId === orderUserId);
    if (!allowed) throw AppError.notFound(CERTIFICATE_NOT_FOUND_MESSAGE);
    const bytes = await renderCertificatePdf({
      code: certificate.code,
      title: certificate.title,
      artistName: await this.artistOf(certificate, ctx),
      year: certificate.year,
      medium: certificate.medium,
      dimensions: certificate.dimensions,
      edition: editionLabel(certificate.editionNumber, certificate.editionSize),
      orderDate,
      issuedAt: certificate.issuedAt,
      verifyUrl: `${this.settings.publicUrl}/certificate/${certificate.code}`,
      revoked: certificate.revokedAt !== null,
    });
    return { contentType: 'application/pdf', filename: `certificate-${certificate.code}.pdf`, body: Buffer.from(bytes).toString('base64'), encoding: 'base64' };
  }

  private async find(text: string): Promise<{ certificate: Certificate; image: string | null; orderUserId: string | null; orderDate: Date }> {
    const code = normalizeCertificateCode(text);
    const certificate = code ? await this.dataSource.getRepository(Certificate).findOneBy({ code }) : null;
    if (!certificate) throw AppError.notFound(CERTIFICATE_NOT_FOUND_MESSAGE);
    const [order]: Array<{ userId: string | null; createdAt: Date; image: string | null }> = await this.dataSource.query(
      `SELECT o.user_id AS "userId", o.created_at AS "createdAt", l.image
         FROM orders o JOIN order_lines l ON l.id = $2 WHERE o.id = $1`,
      [certificate.orderId, certificate.orderLineId],
    );
    return { certificate, image: order?.image ?? null, orderUserId: order?.userId ?? null, orderDate: order?.createdAt ?? certificate.issuedAt };
  }

  private async artistOf(certificate: Certificate, ctx: RequestContext): Promise<string> {
    return certificate.artistName ?? (await this.artistName(ctx)) ?? ARTIST_FALLBACK;
  }

  /** A new random code; drawn again in the rare case it is taken (ON CONFLICT keeps the transaction alive). */
  private async insert(manager: EntityManager, values: Omit<Certificate, 'id' | 'code' | 'issuedAt' | 'revokedAt'>): Promise<Certificate> {
    for (;;) {
      const code = newCertificateCode();
      const rows: Certificate[] = await manager.query(
        `INSERT INTO certificates (code, order_id, order_line_id, product_id, tier_id, title, artist_name, year, medium, dimensions, edition_number, edition_size)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (code) DO NOTHING
         RETURNING id, code, issued_at AS "issuedAt"`,
        [
          code,
          values.orderId,
          values.orderLineId,
          values.productId,
          values.tierId,
          values.title,
          values.artistName,
          values.year,
          values.medium,
          values.dimensions,
          values.editionNumber,
          values.editionSize,
        ],
      );
      if (rows[0]) return { ...values, ...rows[0], revokedAt: null };
    }
  }
}

/** 'ART-' and eight letters of a 32-letter alphabet from the system's random source: 40 bits, typable, never guessed in sequence. */
export function newCertificateCode(): string {
  const letters = [...randomBytes(8)].map((byte) => CERTIFICATE_CODE_ALPHABET[byte % 32]!).join('');
  return `ART-${letters.slice(0, 4)}-${letters.slice(4)}`;
}

/** The valid certificates of order lines, for OrderView's lines: editions in number order. */
export async function certificatesByLine(db: DataSource | EntityManager, lineIds: readonly string[]): Promise<Map<string, CertificateRef[]>> {
  const byLine = new Map<string, CertificateRef[]>();
  if (!lineIds.length) return byLine;
  const rows: Array<{ lineId: string; code: string; editionNumber: number | null; editionSize: number | null }> = await db.query(
    `SELECT order_line_id AS "lineId", code, edition_number AS "editionNumber", edition_size AS "editionSize"
       FROM certificates WHERE order_line_id = ANY($1::uuid[]) AND revoked_at IS NULL
      ORDER BY edition_number NULLS FIRST, issued_at, code`,
    [lineIds],
  );
  for (const row of rows) {
    const refs = byLine.get(row.lineId) ?? [];
    refs.push({ code: row.code, edition: row.editionNumber === null ? null : editionLabel(row.editionNumber, row.editionSize) });
    byLine.set(row.lineId, refs);
  }
  return byLine;
}
