/*
 * Certificates of authenticity: one for every original sold and for every print of a
 * limited edition, issued when its order is paid. Its code is printed on the certificate and checked
 * by anyone at /certificate/{code}; the verification shows the artwork, never the buyer.
 */

/** The letters of a code: no I, O, 0 or 1, which people misread; 32 of them, so each random byte gives one evenly. */
export const CERTIFICATE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** e.g. 'ART-7K3Q-9XWM'. */
export const CERTIFICATE_CODE_PATTERN = /^ART-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

/**
 * A code as a person may type it ('art 7k3q 9xwm', '7K3Q9XWM', with O for 0…) in its one written
 * form, or null when it cannot be one.
 */
export function normalizeCertificateCode(text: string): string | null {
  let letters = text.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (letters.startsWith('ART') && letters.length === 11) letters = letters.slice(3);
  if (letters.length !== 8) return null;
  const code = `ART-${letters.slice(0, 4)}-${letters.slice(4)}`;
  return CERTIFICATE_CODE_PATTERN.test(code) ? code : null;
}

/** '3/25' for a print of a limited edition, 'Original' for a piece that is one of one. */
export function editionLabel(editionNumber: number | null, editionSize: number | null): string {
  return editionNumber !== null && editionSize !== null ? `${editionNumber}/${editionSize}` : 'Original';
}

/** GET /api/certificates/{code}: what the public verification page shows. No buyer, no price. */
export interface CertificateVerification {
  code: string;
  status: 'valid' | 'revoked';
  title: string;
  artistName: string;
  year: number | null;
  medium: string | null;
  dimensions: string | null;
  /** '3/25' or 'Original'. */
  edition: string;
  image: string | null;
  issuedAt: string;
  revokedAt: string | null;
}

export const CERTIFICATE_NOT_FOUND_MESSAGE = 'No certificate has this code';
/** A certificate's private link that does not open (altered, cut short, or for no certificate at all): the same words whichever. */
export const CERTIFICATE_LINK_INVALID_MESSAGE = 'This certificate link is not valid. Check that the whole link was copied from the e-mail.';

/** The storefront's verification page of a certificate. */
export const certificatePagePath = (code: string) => `/certificate/${encodeURIComponent(code)}`;
/**
 * The certificate's PDF (the order's buyer, signed in, or the admin; or anyone with the certificate's
 * private key from its buyer's link): a plain link downloads it.
 */
export const certificatePdfPath = (code: string, key?: string | null) =>
  `/api/certificates/${encodeURIComponent(code)}.pdf${key ? `?key=${encodeURIComponent(key)}` : ''}`;
/** The buyer's private link to a certificate: its page, which then offers the PDF too. */
export const certificateLinkPath = (code: string, key: string) => `${certificatePagePath(code)}?key=${encodeURIComponent(key)}`;
