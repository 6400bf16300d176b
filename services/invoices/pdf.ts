/**
 * An invoice as a PDF, rendered on request from the invoice's snapshot (invoice-document.ts) with pdf-lib: A4,
 * the standard Helvetica fonts (WinAnsi: Spanish letters and € included; nothing embedded), real text that can
 * be selected and searched. pdf-lib (~500 KB) is loaded with a dynamic import on first use: in AWS it comes from
 * a Lambda layer and is external to the invoices bundle (infra/cdk/constructs/pdf-lib-layer.ts).
 *
 * What it prints (RD 1619/2012 art. 6 for a complete invoice, art. 7 for a simplified one, art. 15 for a
 * rectifying one): the issuer (legal name, NIF, fiscal address), the kind and number (and the number it
 * rectifies), the date of issue, the recipient (complete invoices), the lines (description, quantity, unit
 * price, base, IVA rate, IVA, total), the shipping (a row per rate), base and IVA per rate, and the total.
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import { INVOICE_PDF_TEXTS as T } from '../../shared/messages/invoice.js';
import { formatMoney } from '../../shared/utils/money.js';
import type { InvoiceDocument, InvoiceLine } from './invoice-document.js';
import { issueDateOf } from './numbering.js';
import { winAnsi } from '../../shared/utils/win-ansi.js';

const percent = (rate: number): string => `${String(rate).replace('.', ',')} %`;
const quantityText = (line: InvoiceLine): string =>
  `${String(line.quantity).replace('.', ',')}${line.unit ? ` ${line.unit}` : ''}`;

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const LINE = 13;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Words of `text` in lines of at most `width` points. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of winAnsi(text).split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** Columns of the lines' table: x of the left edge (description) or right edge (amounts). */
const COLUMNS = {
  description: MARGIN,
  quantity: 300,
  unitPrice: 365,
  base: 425,
  rate: 465,
  tax: 515,
  total: PAGE[0] - MARGIN,
};
const DESCRIPTION_WIDTH = 215;

export async function renderInvoicePdf(document: InvoiceDocument): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const title =
    document.kind === 'rectifying' ? T.rectifying : document.kind === 'complete' ? T.complete : T.simplified;
  pdf.setTitle(`${title} ${document.number}`);
  pdf.setAuthor(winAnsi(document.issuer.legalName));
  pdf.setCreator('Pitahaya Marketplace');
  pdf.setProducer('Pitahaya Marketplace');
  pdf.setCreationDate(new Date(document.issuedAt));
  pdf.setModificationDate(new Date(document.issuedAt));
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const grey = rgb(0.35, 0.35, 0.35);
  let page: PDFPage = pdf.addPage(PAGE);
  let y = PAGE[1] - MARGIN;

  const text = (
    value: string,
    x: number,
    options: { bold?: boolean; size?: number; right?: boolean } = {},
  ) => {
    const font = options.bold ? fonts.bold : fonts.regular;
    const size = options.size ?? 9;
    const safe = winAnsi(value);
    const left = options.right ? x - font.widthOfTextAtSize(safe, size) : x;
    page.drawText(safe, { x: left, y, size, font });
  };
  const rule = () => {
    page.drawLine({
      start: { x: MARGIN, y: y + 4 },
      end: { x: PAGE[0] - MARGIN, y: y + 4 },
      thickness: 0.5,
      color: grey,
    });
  };
  const tableHeader = () => {
    text(T.description, COLUMNS.description, { bold: true });
    text(T.quantity, COLUMNS.quantity, { bold: true, right: true });
    text(T.unitPrice, COLUMNS.unitPrice, { bold: true, right: true });
    text(T.base, COLUMNS.base, { bold: true, right: true });
    text(T.rate, COLUMNS.rate, { bold: true, right: true });
    text(T.tax, COLUMNS.tax, { bold: true, right: true });
    text(T.total, COLUMNS.total, { bold: true, right: true });
    y -= 8;
    rule();
    y -= LINE;
  };
  /** Room for `lines` more lines, or a new page (with the table's header when inside the table). */
  const room = (lines: number, inTable: boolean) => {
    if (y - lines * LINE >= MARGIN + LINE) return;
    page = pdf.addPage(PAGE);
    y = PAGE[1] - MARGIN;
    text(`${title} ${document.number}`, MARGIN, { bold: true });
    y -= LINE * 2;
    if (inTable) tableHeader();
  };

  // Issuer (left) and the invoice's kind, number, date and order (right).
  const top = y;
  text(document.issuer.legalName, MARGIN, { bold: true, size: 13 });
  y -= LINE + 3;
  text(`${T.nif}: ${document.issuer.nif}`, MARGIN);
  y -= LINE;
  for (const part of wrap(document.issuer.address, fonts.regular, 9, 260)) {
    text(part, MARGIN);
    y -= LINE;
  }
  const leftBottom = y;
  y = top;
  const right = PAGE[0] - MARGIN;
  text(title, right, { bold: true, size: 15, right: true });
  y -= LINE + 5;
  text(`${T.number}: ${document.number}`, right, { right: true });
  y -= LINE;
  text(`${T.issuedAt}: ${issueDateOf(new Date(document.issuedAt))}`, right, { right: true });
  y -= LINE;
  text(`${T.order}: ${document.orderReference}`, right, { right: true });
  y -= LINE;
  y = Math.min(y, leftBottom) - LINE;

  if (document.rectifies) {
    text(
      `${T.rectifies} ${document.rectifies.number} (${issueDateOf(new Date(document.rectifies.issuedAt))})`,
      MARGIN,
      { bold: true },
    );
    y -= LINE;
    text(T.rectifyingReason, MARGIN);
    y -= LINE * 1.5;
  }

  if (document.buyer) {
    text(T.buyer, MARGIN, { bold: true });
    y -= LINE;
    text(document.buyer.name, MARGIN);
    y -= LINE;
    if (document.buyer.nif) {
      text(`${T.nif}: ${document.buyer.nif}`, MARGIN);
      y -= LINE;
    }
    if (document.buyer.address)
      for (const part of wrap(document.buyer.address, fonts.regular, 9, 400)) {
        text(part, MARGIN);
        y -= LINE;
      }
    y -= LINE / 2;
  }

  y -= LINE / 2;
  tableHeader();
  for (const line of document.lines) {
    const described = wrap(line.description, fonts.regular, 9, DESCRIPTION_WIDTH);
    const discountNote = line.discount !== 0 ? `${T.discount} ${formatMoney(-line.discount)}` : null;
    room(described.length + (discountNote ? 1 : 0), true);
    text(described[0] ?? '', COLUMNS.description);
    text(quantityText(line), COLUMNS.quantity, { right: true });
    text(formatMoney(line.unitPrice), COLUMNS.unitPrice, { right: true });
    text(formatMoney(line.goods.base), COLUMNS.base, { right: true });
    text(percent(line.taxRate), COLUMNS.rate, { right: true });
    text(formatMoney(line.goods.tax), COLUMNS.tax, { right: true });
    text(formatMoney(line.goods.total), COLUMNS.total, { right: true });
    y -= LINE;
    for (const more of described.slice(1)) {
      text(more, COLUMNS.description);
      y -= LINE;
    }
    if (discountNote) {
      text(discountNote, COLUMNS.description + 8, { size: 8 });
      y -= LINE;
    }
  }
  for (const row of document.shippingRows) {
    room(1, true);
    text(T.shipping(row.rate), COLUMNS.description);
    text(formatMoney(row.base), COLUMNS.base, { right: true });
    text(percent(row.rate), COLUMNS.rate, { right: true });
    text(formatMoney(row.tax), COLUMNS.tax, { right: true });
    text(formatMoney(row.total), COLUMNS.total, { right: true });
    y -= LINE;
  }

  // Base and IVA per rate, then the total.
  room(document.breakdown.length + 5, false);
  y -= LINE / 2;
  rule();
  y -= LINE;
  text(T.breakdown, MARGIN, { bold: true });
  text(T.base, COLUMNS.base, { bold: true, right: true });
  text(T.rate, COLUMNS.rate, { bold: true, right: true });
  text(T.tax, COLUMNS.tax, { bold: true, right: true });
  text(T.total, COLUMNS.total, { bold: true, right: true });
  y -= LINE;
  for (const row of document.breakdown) {
    text(formatMoney(row.base), COLUMNS.base, { right: true });
    text(percent(row.rate), COLUMNS.rate, { right: true });
    text(formatMoney(row.tax), COLUMNS.tax, { right: true });
    text(formatMoney(Math.round((row.base + row.tax) * 100) / 100), COLUMNS.total, { right: true });
    y -= LINE;
  }
  y -= LINE / 2;
  text(`${T.grandTotal} (${T.ivaIncluded})`, COLUMNS.base - 60, { bold: true, size: 11 });
  text(formatMoney(document.total), COLUMNS.total, { bold: true, size: 11, right: true });
  y -= LINE * 2;
  text(T.unitPriceNote, MARGIN, { size: 8 });
  y -= LINE;
  if (document.breakdown.some((row) => row.rate === 0)) {
    room(1, false);
    text(T.exempt, MARGIN, { size: 8 });
  }
  // Object streams off: a plain cross-reference table, readable by any PDF reader and by the tests.
  return pdf.save({ useObjectStreams: false });
}
