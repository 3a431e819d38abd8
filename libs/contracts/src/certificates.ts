/*
 * Certificates of authenticity (issue 13): one for every original sold and for every print of a
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

/** The storefront's verification page of a certificate. */
export const certificatePagePath = (code: string) => `/certificate/${encodeURIComponent(code)}`;
/** The certificate's PDF (the order's buyer, signed in, or the admin): a plain link downloads it. */
export const certificatePdfPath = (code: string) => `/api/certificates/${encodeURIComponent(code)}.pdf`;
