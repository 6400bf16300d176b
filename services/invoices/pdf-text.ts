/**
 * Test helper (not a test file): the text a PDF made by pdf.ts shows, read from its bytes without a PDF
 * library. Every content stream (FlateDecode) is inflated with node:zlib and the strings of its text operators
 * (`<hex> Tj`, as pdf-lib writes Helvetica's WinAnsi codes) are decoded, one string per drawn text. So the test
 * checks what a reader shows, not how pdf-lib happens to lay out the file.
 */
import { inflateSync } from 'node:zlib';

/** WinAnsiEncoding's 0x80-0x9F (the rest is Latin-1). */
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

const decodeWinAnsi = (bytes: Buffer): string =>
  [...bytes].map((byte) => WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte)).join('');

/** The strings drawn by every page's content streams, in drawing order. */
export function pdfTextRuns(pdf: Uint8Array): string[] {
  const data = Buffer.from(pdf);
  const latin = data.toString('latin1');
  const runs: string[] = [];
  const streams = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = streams.exec(latin); match; match = streams.exec(latin)) {
    const start = match.index + match[0].length;
    const end = latin.indexOf('endstream', start);
    let body = data.subarray(start, end);
    if (/\/FlateDecode/.test(match[1] ?? '')) {
      try {
        body = inflateSync(body);
      } catch {
        continue; // not a content stream we can read (none of pdf.ts's)
      }
    }
    const content = body.toString('latin1');
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      runs.push(decodeWinAnsi(Buffer.from(text[1] ?? '', 'hex')));
  }
  return runs;
}
