/**
 * The pick list as files (docs/harvest-calendar.md): a CSV a Spanish spreadsheet opens with a double click
 * (semicolons, decimal commas, UTF-8 with BOM: shared/utils/csv.ts), and a printable A4 PDF drawn with pdf-lib's
 * standard fonts (loaded on first use; in AWS from the pdf-lib layer, as the invoices do).
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import type { Picklist, PicklistDelivery } from '../../shared/contracts/harvest/entities.js';
import { PICKLIST_TEXTS as T } from '../../shared/messages/calendar.js';
import { slotText } from '../../shared/messages/calendar.js';
import { weekdayDayAndMonth } from '../../shared/utils/spanish-dates.js';
import { csvText, type CsvCell } from '../../shared/utils/csv.js';
import { winAnsi } from '../../shared/utils/win-ansi.js';

/** Where a box goes, in one line of text. */
export function deliveryText(delivery: PicklistDelivery): string {
  if (delivery.mode === 'pickup') {
    const slot = delivery.pickupSlot ? `${slotText(delivery.pickupSlot)}` : T.pickupNoSlot;
    return `${T.pickup}: ${slot}${delivery.address ? ` (${delivery.address})` : ''}`;
  }
  const place = [delivery.address, [delivery.postalCode, delivery.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return `${T.delivery}: ${place}`;
}

const quantityOf = (quantity: number, unit?: string): string =>
  `${String(quantity).replace('.', ',')}${unit ? ` ${unit}` : ''}`;

/** Two tables in one file: by product, then by order (one row per line), with a blank row between. */
export function picklistCsv(picklist: Picklist): string {
  const rows: CsvCell[][] = [
    [T.csvByProduct],
    [T.product, T.quantity, T.unit, T.orders],
    ...picklist.byProduct.map((p) => [p.name, p.quantity, p.unit ?? '', p.orders]),
    [],
    [T.csvByOrder],
    [T.order, T.customer, T.product, T.quantity, T.unit, T.deliveryColumn, T.phone, T.notes],
  ];
  for (const order of picklist.byOrder) {
    for (const line of order.lines) {
      rows.push([
        order.reference,
        order.customer,
        line.name,
        line.quantity,
        line.unit ?? '',
        deliveryText(order.delivery),
        order.delivery.phone ?? '',
        order.delivery.notes ?? '',
      ]);
    }
  }
  return csvText(rows);
}

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const LINE = 14;

/** Cuts `text` to fit `width` points. */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  let value = winAnsi(text);
  while (value.length > 1 && font.widthOfTextAtSize(value, size) > width) value = value.slice(0, -2) + '…';
  return value;
}

export async function picklistPdf(picklist: Picklist): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(`${T.title} ${picklist.date}`));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const width = PAGE[0] - 2 * MARGIN;
  const write = (text: string, options: { font?: PDFFont; size?: number; x?: number } = {}) => {
    const size = options.size ?? 10;
    if (y < MARGIN + LINE) {
      page = pdf.addPage(PAGE);
      y = PAGE[1] - MARGIN;
    }
    const x = MARGIN + (options.x ?? 0);
    page.drawText(fit(text, options.font ?? regular, size, width - (options.x ?? 0)), {
      x,
      y,
      size,
      font: options.font ?? regular,
    });
  };
  const next = (lines = 1) => {
    y -= LINE * lines;
  };

  write(`${T.title}: ${weekdayDayAndMonth(picklist.date)} de ${picklist.date.slice(0, 4)}`, {
    font: bold,
    size: 15,
  });
  next(1.4);
  if (picklist.producerName) {
    write(picklist.producerName, { size: 11 });
    next(1.4);
  }
  write(T.byProduct, { font: bold, size: 12 });
  next();
  if (picklist.byProduct.length === 0) {
    write(T.empty);
    next();
  }
  for (const product of picklist.byProduct) {
    write(`[  ]  ${quantityOf(product.quantity, product.unit)}`, { font: bold });
    write(`${product.name} (${product.orders} ${product.orders === 1 ? T.orderOne : T.orderMany})`, {
      x: 110,
    });
    next();
  }
  next(0.6);
  write(T.byOrder, { font: bold, size: 12 });
  next();
  for (const order of picklist.byOrder) {
    write(`${T.order} ${order.reference} · ${order.customer}`, { font: bold });
    next();
    write(deliveryText(order.delivery), { x: 12, size: 9 });
    next();
    if (order.delivery.phone || order.delivery.notes) {
      write([order.delivery.phone, order.delivery.notes].filter(Boolean).join(' · '), { x: 12, size: 9 });
      next();
    }
    for (const line of order.lines) {
      write(`[  ]  ${quantityOf(line.quantity, line.unit)}  ${line.name}`, { x: 12 });
      next();
    }
    next(0.5);
  }
  return pdf.save();
}
