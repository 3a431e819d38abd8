import { inflateSync } from 'node:zlib';

/**
 * The text drawn on a PDF's pages, as a reader would check it: each content stream is inflated when
 * compressed, and the strings shown by Tj/TJ (hex, as pdf-lib writes the standard fonts, or literal)
 * are decoded and joined by spaces. Enough for PDFs written with the standard fonts (WinAnsi).
 */
export function pdfText(pdf: Uint8Array): string {
  const bytes = Buffer.from(pdf);
  const texts: string[] = [];
  let at = 0;
  for (;;) {
    const start = bytes.indexOf('stream', at, 'latin1');
    if (start < 0) break;
    const dataStart = start + (bytes[start + 6] === 0x0d ? 8 : 7);
    const end = bytes.indexOf('endstream', dataStart, 'latin1');
    if (end < 0) break;
    const header = bytes.subarray(Math.max(0, start - 200), start).toString('latin1');
    let data = bytes.subarray(dataStart, end);
    if (header.includes('/FlateDecode')) {
      try {
        data = inflateSync(data);
      } catch {
        data = Buffer.alloc(0);
      }
    }
    const content = data.toString('latin1');
    for (const match of content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      texts.push(match[1] !== undefined ? Buffer.from(match[1].replace(/\s/g, ''), 'hex').toString('latin1') : match[2]!.replace(/\\(.)/g, '$1'));
    }
    at = end + 9;
  }
  return texts.join(' ');
}
