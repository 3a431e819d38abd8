import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import {
  CERTIFICATE_CODE_ALPHABET,
  CERTIFICATE_LINK_INVALID_MESSAGE,
  CERTIFICATE_NOT_FOUND_MESSAGE,
  certificateLinkPath,
  ContentRpc,
  editionLabel,
  itemLabel,
  normalizeCertificateCode,
  siteSettingValue,
  type ArtworkFacts,
  type CertificateRef,
  type CertificateVerification,
  type FileAnswer,
  type ReceiptCertificate,
  type RequestContext,
} from '@artshop/contracts';
import { run } from '@artshop/persistence';
import { AppError, loadConfig, publicUrlFromEnv, type ServiceClient } from '@artshop/service-kit';
import { CONTENT } from '../clients.js';
import { renderCertificatePdf } from './certificate-pdf.js';
import { Certificate } from './certificate.entity.js';
import {
  CERTIFIED_ORDER,
  ISSUE_CERTIFICATE,
  LINE_CERTIFICATES,
  LINES_HAVE_NUMBERED_CERTIFICATES,
  ORDER_CERTIFICATES,
  ORDER_HAS_CERTIFICATES,
  REVOKE_EDITION_NUMBERS,
  REVOKE_ORDER_CERTIFICATES,
} from './certificates.sql.js';

export const CERTIFICATE_SETTINGS = Symbol('CERTIFICATE_SETTINGS');

/**
 * What certificates read of an order (an Order with its lines is one): the orders issue and revoke
 * certificates, so certificates name only these fields rather than depend on the orders.
 */
export interface CertifiedOrder {
  id: string;
  lines: ReadonlyArray<{
    id: string;
    position: number;
    productId: string | null;
    tierId: string | null;
    quantity: number;
    productName: string;
    tierLabel: string | null;
  }>;
}

export interface CertificateSettings {
  /** e.g. https://shop.example.com, without a trailing slash: the certificate says where to verify it. */
  publicUrl: string;
  /** Signs the buyers' private links to their certificates: whoever knows it can make a link to any certificate. */
  linkSecret: string;
}

const certificateConfigSchema = z.object({
  NODE_ENV: z.string().default('development'),
  CERTIFICATE_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
});

export function certificateSettings(env: NodeJS.ProcessEnv = process.env): CertificateSettings {
  const config = loadConfig(certificateConfigSchema, env);
  // A shop on the internet signs with its own secret; a developer's machine and the tests with a known one.
  if (config.NODE_ENV === 'production' && !config.CERTIFICATE_LINK_SECRET) throw new Error('CERTIFICATE_LINK_SECRET must be set in production');
  return { publicUrl: publicUrlFromEnv(env), linkSecret: config.CERTIFICATE_LINK_SECRET ?? 'local-development-certificate-link-secret' };
}

/** The key of a certificate's private link: 144 bits of an HMAC of its id under the shop's secret (nothing is stored; it cannot be guessed). */
export function certificateLinkKey(settings: CertificateSettings, certificateId: string): string {
  return createHmac('sha256', settings.linkSecret).update(`certificate-link:${certificateId}`).digest('base64url').slice(0, 24);
}

/** A certificate as its page and PDF need it: with its line's picture, and its order's buyer account and date. */
interface FoundCertificate {
  certificate: Certificate;
  image: string | null;
  orderUserId: string | null;
  orderDate: Date;
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
 * Edition numbers are catalog's: it keeps each limited edition's ledger beside the stock (so the
 * stock never outgrows the numbers free, in one transaction), gives the lowest free numbers as an
 * order's stock is committed and takes them back when a refunded piece goes back (the certificate
 * here is revoked then). The certificate prints the number catalog gave.
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
  async issueForOrder(manager: EntityManager, order: CertifiedOrder, artworks: readonly ArtworkFacts[], artistName: string | null): Promise<Certificate[]> {
    if ((await run(manager, ORDER_HAS_CERTIFICATES, { orderId: order.id })).length > 0) return [];
    const facts = new Map(artworks.map((artwork) => [`${artwork.productId}:${artwork.tierId ?? ''}`, artwork]));
    // Catalog's numbers of each tier, handed out to the tier's lines in their order (a catalog of the
    // release before gives none: its prints are then left uncertified, and logged, rather than the payment failing).
    const numbersLeft = new Map(artworks.map((artwork) => [artwork, [...(artwork.editionNumbers ?? [])]]));
    const certificates: Certificate[] = [];
    for (const line of [...order.lines].sort((a, b) => a.position - b.position)) {
      const artwork = facts.get(`${line.productId}:${line.tierId ?? ''}`);
      if (!artwork || !(artwork.original || (artwork.editionSize !== null && artwork.tierId !== null))) continue;
      let numbers: Array<number | null> = Array.from({ length: line.quantity }, () => null);
      if (!artwork.original) {
        numbers = numbersLeft.get(artwork)!.splice(0, line.quantity);
        // Catalog commits a limited edition's stock only with a number for each print: a piece without one is not certified rather than misnumbered.
        if (numbers.length < line.quantity)
          this.logger.error({ msg: 'prints without an edition number', orderId: order.id, tierId: artwork.tierId, quantity: line.quantity, numbers });
        await this.revokeStale(manager, artwork.tierId!, numbers as number[]);
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
   * A number catalog gives again was freed by a refund: its earlier certificate was revoked in that
   * refund's transaction. Should that transaction not have committed (catalog freed the number, then
   * the refund failed and was never retried), the earlier certificate is revoked now: catalog's
   * ledger decides who holds a number, and two valid certificates never share one.
   */
  private async revokeStale(manager: EntityManager, tierId: string, numbers: number[]): Promise<void> {
    const codes = await run(manager, REVOKE_EDITION_NUMBERS, { tierId, numbers });
    if (codes.length > 0) this.logger.warn({ msg: 'a valid certificate held a number given again; revoked', tierId, codes });
  }

  /** Do these order lines hold numbered prints of a limited edition (valid certificates with a number)? Their refund must free the numbers. */
  async numbered(manager: EntityManager, lineIds: readonly string[]): Promise<boolean> {
    return (await run(manager, LINES_HAVE_NUMBERED_CERTIFICATES, { lineIds })).length > 0;
  }

  /**
   * Refunded pieces: their certificates are revoked (catalog frees their edition numbers when the
   * refund restocks). `lineIds` null revokes every certificate of the order. Call it in the refund's
   * transaction. Answers how many.
   */
  async revokeForLines(manager: EntityManager, orderId: string, lineIds: readonly string[] | null): Promise<number> {
    return (await run(manager, REVOKE_ORDER_CERTIFICATES, { orderId, lineIds })).length;
  }

  /**
   * The public verification: the artwork and whether the certificate stands; no buyer, no price.
   * With a private link's key, the key must be the certificate's (else the link's 404).
   */
  async verify(code: string, key: string | undefined, ctx: RequestContext): Promise<CertificateVerification> {
    const found = key === undefined ? await this.find(code) : await this.findByLink(code, key);
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

  /**
   * The certificate as a PDF: for whoever holds its private link (the buyer, with or without an
   * account), the buyer whose account placed the order, or the admin; to anyone else it does not exist.
   */
  async pdf(code: string, key: string | undefined, ctx: RequestContext): Promise<FileAnswer> {
    const { certificate, orderUserId, orderDate } = key === undefined ? await this.find(code) : await this.findByLink(code, key);
    const { caller } = ctx;
    const allowed = key !== undefined || caller.role === 'admin' || (caller.userId !== null && caller.userId === orderUserId);
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

  /**
   * The valid certificates of an order, each with its private link, for its buyer: the confirmation
   * mail and the success page. Originals first, then editions in number order, line by line.
   */
  async forReceipt(db: DataSource | EntityManager, order: CertifiedOrder): Promise<ReceiptCertificate[]> {
    const rows = await run(db, ORDER_CERTIFICATES, { orderId: order.id });
    const lines = [...order.lines].sort((a, b) => a.position - b.position);
    return lines.flatMap((line) =>
      rows
        .filter((row) => row.lineId === line.id)
        .map((row) => ({
          code: row.code,
          item: itemLabel(line.productName, line.tierLabel),
          edition: editionLabel(row.editionNumber, row.editionSize),
          link: certificateLinkPath(row.code, certificateLinkKey(this.settings, row.id)),
        })),
    );
  }

  /** A certificate by its private link: an unknown code and a wrong key answer the same 404, so the link tells nothing. */
  private async findByLink(code: string, key: string): Promise<FoundCertificate> {
    const found = await this.find(code).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    });
    const expected = found ? Buffer.from(certificateLinkKey(this.settings, found.certificate.id)) : null;
    const given = Buffer.from(key);
    if (!found || !expected || expected.length !== given.length || !timingSafeEqual(expected, given)) throw AppError.notFound(CERTIFICATE_LINK_INVALID_MESSAGE);
    return found;
  }

  private async find(text: string): Promise<FoundCertificate> {
    const code = normalizeCertificateCode(text);
    const certificate = code ? await this.dataSource.getRepository(Certificate).findOneBy({ code }) : null;
    if (!certificate) throw AppError.notFound(CERTIFICATE_NOT_FOUND_MESSAGE);
    const [order] = await run(this.dataSource, CERTIFIED_ORDER, certificate);
    return { certificate, image: order?.image ?? null, orderUserId: order?.userId ?? null, orderDate: order?.createdAt ?? certificate.issuedAt };
  }

  private async artistOf(certificate: Certificate, ctx: RequestContext): Promise<string> {
    return certificate.artistName ?? (await this.artistName(ctx)) ?? ARTIST_FALLBACK;
  }

  /** A new random code; drawn again in the rare case it is taken (ON CONFLICT keeps the transaction alive). */
  private async insert(manager: EntityManager, values: Omit<Certificate, 'id' | 'code' | 'issuedAt' | 'revokedAt'>): Promise<Certificate> {
    for (;;) {
      const code = newCertificateCode();
      const [issued] = await run(manager, ISSUE_CERTIFICATE, { ...values, code });
      if (issued) return { ...values, ...issued, revokedAt: null };
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
  for (const row of await run(db, LINE_CERTIFICATES, { lineIds })) {
    const refs = byLine.get(row.lineId) ?? [];
    refs.push({ code: row.code, edition: row.editionNumber === null ? null : editionLabel(row.editionNumber, row.editionSize) });
    byLine.set(row.lineId, refs);
  }
  return byLine;
}
