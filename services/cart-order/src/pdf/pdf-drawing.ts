import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

/*
 * What the shop's printed papers (certificates, packing slips, invoices) draw with: the standard
 * fonts (nothing to embed), the same ink, dates written out, and text that always fits its place.
 */

export const INK = rgb(0.13, 0.12, 0.11);
export const MUTED = rgb(0.42, 0.39, 0.35);
export const RULE = rgb(0.8, 0.78, 0.74);

export interface PdfFonts {
  serif: PDFFont;
  serifBold: PDFFont;
  serifItalic: PDFFont;
  sans: PDFFont;
  sansBold: PDFFont;
}

/** A new PDF with its title and date, and the standard fonts the papers draw with. */
export async function newPdf(meta: { title: string; author: string; subject?: string; createdAt: Date }): Promise<{ pdf: PDFDocument; fonts: PdfFonts }> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(meta.title);
  pdf.setAuthor(meta.author);
  if (meta.subject) pdf.setSubject(meta.subject);
  pdf.setCreationDate(meta.createdAt);
  const [serif, serifBold, serifItalic, sans, sansBold] = await Promise.all(
    [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold, StandardFonts.TimesRomanItalic, StandardFonts.Helvetica, StandardFonts.HelveticaBold].map((font) =>
      pdf.embedFont(font),
    ),
  );
  return { pdf, fonts: { serif: serif!, serifBold: serifBold!, serifItalic: serifItalic!, sans: sans!, sansBold: sansBold! } };
}

/** 'November 20, 2026' in the given time zone (UTC unless told). */
export const longDate = (date: Date, timeZone = 'UTC') => date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone });

/** Text centred on the page; a long one gets smaller (down to 8 pt), then is cut, rather than running off the page. */
export function centered(page: PDFPage, text: string, font: PDFFont, size: number, y: number, color: RGB, maxWidth: number) {
  const safe = encodable(text, font);
  let fitted = size;
  while (fitted > 8 && font.widthOfTextAtSize(safe, fitted) > maxWidth) fitted -= 1;
  const line = fit(safe, font, fitted, maxWidth);
  page.drawText(line, { x: (page.getWidth() - font.widthOfTextAtSize(line, fitted)) / 2, y, size: fitted, font, color });
}

/** Text from `x` (or ending at `x` when `align` is 'right'), cut to `maxWidth`. */
export function text(
  page: PDFPage,
  value: string,
  at: { x: number; y: number; font: PDFFont; size: number; color?: RGB; maxWidth?: number; align?: 'left' | 'right' },
) {
  const line = fit(value, at.font, at.size, at.maxWidth);
  const x = at.align === 'right' ? at.x - at.font.widthOfTextAtSize(line, at.size) : at.x;
  page.drawText(line, { x, y: at.y, size: at.size, font: at.font, color: at.color ?? INK });
}

/** Cut with an ellipsis to fit the width. */
export function fit(value: string, font: PDFFont, size: number, maxWidth = Infinity): string {
  let line = encodable(value, font);
  if (font.widthOfTextAtSize(line, size) <= maxWidth) return line;
  while (line.length > 1 && font.widthOfTextAtSize(`${line}…`, size) > maxWidth) line = line.slice(0, -1);
  return `${line.trimEnd()}…`;
}

/** Words broken into lines no wider than `maxWidth` (a word too long for one is cut). */
export function wrap(value: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of encodable(value, font).split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= maxWidth || !current) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines.map((line) => fit(line, font, size, maxWidth));
}

/**
 * The PDF's standard fonts know only Latin-1 and a few more (WinAnsi): accents are kept when the font
 * has them, dropped from letters it has not ('ł' → 'l'), and anything else becomes '?'.
 */
export function encodable(value: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  let out = '';
  for (const char of value.replace(/\s+/g, ' ')) {
    if (supported.has(char.codePointAt(0)!)) out += char;
    else {
      const bare = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += [...bare].every((part) => supported.has(part.codePointAt(0)!)) && bare ? bare : '?';
    }
  }
  return out;
}
