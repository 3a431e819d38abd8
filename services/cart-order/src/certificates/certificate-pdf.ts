import { rgb } from 'pdf-lib';
import { INK, MUTED, centered, fit, longDate, newPdf } from '../pdf/pdf-drawing.js';

/** What the printed certificate says. */
export interface CertificateSheet {
  code: string;
  title: string;
  artistName: string;
  year: number | null;
  medium: string | null;
  dimensions: string | null;
  /** '3/25' or 'Original'. */
  edition: string;
  orderDate: Date;
  issuedAt: Date;
  /** e.g. https://shop.example.com/certificate/ART-7K3Q-9XWM */
  verifyUrl: string;
  revoked: boolean;
}

// US Letter, landscape: what a frame shop or a home printer takes.
const WIDTH = 792;
const HEIGHT = 612;
const GOLD = rgb(0.66, 0.53, 0.29);

/** One page: a double frame, the heading, the artwork's particulars, the code and where to check it, and a line for the artist's signature. */
export async function renderCertificatePdf(sheet: CertificateSheet): Promise<Uint8Array> {
  const { pdf, fonts } = await newPdf({
    title: `Certificate of Authenticity: ${sheet.title}`,
    author: sheet.artistName,
    subject: `Certificate ${sheet.code}`,
    createdAt: sheet.issuedAt,
  });
  const { serif, serifBold, serifItalic, sans, sansBold } = fonts;
  const page = pdf.addPage([WIDTH, HEIGHT]);

  page.drawRectangle({ x: 24, y: 24, width: WIDTH - 48, height: HEIGHT - 48, borderColor: GOLD, borderWidth: 2.5 });
  page.drawRectangle({ x: 34, y: 34, width: WIDTH - 68, height: HEIGHT - 68, borderColor: GOLD, borderWidth: 0.75 });

  centered(page, 'CERTIFICATE OF AUTHENTICITY', serifBold, 30, 520, INK, 640);
  page.drawLine({ start: { x: WIDTH / 2 - 90, y: 505 }, end: { x: WIDTH / 2 + 90, y: 505 }, thickness: 0.75, color: GOLD });
  const kind = sheet.edition === 'Original' ? 'an original work' : `print ${sheet.edition} of a limited edition`;
  centered(page, `This certifies that the work described below is ${kind} by`, serifItalic, 13, 478, MUTED, 640);
  centered(page, sheet.artistName, serifBold, 22, 450, INK, 640);
  centered(page, sheet.title, serifItalic, 26, 405, INK, 640);

  const rows: Array<[string, string]> = [
    ['Artist', sheet.artistName],
    ['Year', sheet.year === null ? '—' : String(sheet.year)],
    ['Medium', sheet.medium ?? '—'],
    ['Dimensions', sheet.dimensions ?? '—'],
    ['Edition', sheet.edition],
    ['Order date', longDate(sheet.orderDate)],
    ['Certificate', sheet.code],
  ];
  let y = 362;
  for (const [label, value] of rows) {
    const labelText = label.toUpperCase();
    page.drawText(labelText, { x: WIDTH / 2 - 12 - sans.widthOfTextAtSize(labelText, 9), y: y + 1, size: 9, font: sans, color: MUTED });
    page.drawText(fit(value, serif, 13, 300), { x: WIDTH / 2 + 12, y, size: 13, font: serif, color: INK });
    y -= 22;
  }

  // The artist's signature and the date, by hand.
  page.drawLine({ start: { x: 96, y: 112 }, end: { x: 336, y: 112 }, thickness: 0.75, color: INK });
  page.drawText('Signature of the artist', { x: 96, y: 98, size: 9, font: sans, color: MUTED });
  page.drawLine({ start: { x: 456, y: 112 }, end: { x: 696, y: 112 }, thickness: 0.75, color: INK });
  page.drawText('Date', { x: 456, y: 98, size: 9, font: sans, color: MUTED });
  page.drawText(fit(longDate(sheet.issuedAt), serif, 12), { x: 456, y: 118, size: 12, font: serif, color: INK });

  centered(page, `Verify at ${sheet.verifyUrl}`, sans, 9, 62, MUTED, 680);
  if (sheet.revoked) centered(page, 'REVOKED: this certificate is no longer valid', sansBold, 11, 78, rgb(0.7, 0.1, 0.1), 680);
  return pdf.save();
}
