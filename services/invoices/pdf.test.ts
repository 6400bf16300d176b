import { describe, expect, it } from 'vitest';
import { invoiceLineOf, kindAndBuyer, negatedLines, totalsOf } from './invoice-document.js';
import type { InvoiceDocument } from './invoice-document.js';
import { FARM_A, FISCAL_A, orderItem, pricedLines } from './testing.js';
import { winAnsi } from '../../shared/utils/win-ansi.js';
import { renderInvoicePdf } from './pdf.js';
import { pdfTextRuns } from './pdf-text.js';

function document(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const lines = pricedLines()
    .filter((line) => line.producerId === FARM_A)
    .map(invoiceLineOf);
  const totals = totalsOf(lines);
  const billing = { nif: '12345678Z', name: 'Lucía Pérez García', address: 'Calle Mayor 1, 28013 Madrid' };
  return {
    ...kindAndBuyer(orderItem({ billing }), totals.total),
    number: 'F3F6C2A-2026-1',
    issuedAt: '2026-03-01T10:06:00.000Z',
    orderId: 'o-1',
    orderReference: 'ABC12345',
    issuer: FISCAL_A,
    lines,
    ...totals,
    ...overrides,
  };
}

describe('invoice PDF', () => {
  it('is a PDF whose text (real text, Helvetica/WinAnsi) carries what an invoice must say', async () => {
    const bytes = await renderInvoicePdf(document());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const latin = Buffer.from(bytes).toString('latin1');
    expect(latin).toContain('/BaseFont /Helvetica');
    expect(latin).not.toMatch(/\/Subtype\s*\/Image/);
    const text = pdfTextRuns(bytes);
    // Issuer, kind and number, date of issue (Spain's calendar), buyer.
    for (const expected of [
      'Pitahayas del Sur, S.L.',
      'NIF: B12345674',
      'Camino de la Vega 12, 29700 Vélez-Málaga (Málaga)',
      'Factura',
      'Número: F3F6C2A-2026-1',
      'Fecha de expedición: 01/03/2026',
      'Pedido: ABC12345',
      'Destinatario',
      'Lucía Pérez García',
      'NIF: 12345678Z',
      'Calle Mayor 1, 28013 Madrid',
      // The lines: description, quantity, unit price, base, rate, IVA, total; the coupon's share.
      'Pitahaya roja fresca',
      '3 kg',
      '6,50\u00a0€',
      '17,16\u00a0€',
      '4 %',
      '0,69\u00a0€',
      '17,85\u00a0€',
      'descuento -1,65\u00a0€',
      'Mermelada de pitahaya «extra»',
      '10 %',
      // Shipping as its own rows per rate, the breakdown per rate and the total.
      'Envío (IVA 4 %)',
      'Envío (IVA 10 %)',
      'Desglose por tipo de IVA',
      '20,08\u00a0€',
      '0,81\u00a0€',
      '11,59\u00a0€',
      '1,16\u00a0€',
      'Total factura (IVA incluido)',
      '33,64\u00a0€',
    ])
      expect(text, expected).toContain(expected);
  });

  it('a simplified invoice names no recipient; a rectifying one says what it rectifies, with negative amounts', async () => {
    const simplified = pdfTextRuns(await renderInvoicePdf(document({ kind: 'simplified', buyer: null })));
    expect(simplified).toContain('Factura simplificada');
    expect(simplified).not.toContain('Destinatario');

    const original = document({ kind: 'simplified', buyer: null });
    const cancelled = negatedLines(original.lines.slice(1));
    const rectifying = pdfTextRuns(
      await renderInvoicePdf({
        ...original,
        kind: 'rectifying',
        number: 'F3F6C2A-2026-2',
        lines: cancelled,
        ...totalsOf(cancelled),
        rectifies: { id: 'x', number: 'F3F6C2A-2026-1', issuedAt: original.issuedAt },
      }),
    );
    expect(rectifying).toContain('Factura rectificativa');
    expect(rectifying).toContain('Número: F3F6C2A-2026-2');
    expect(rectifying).toContain('Rectifica la factura F3F6C2A-2026-1 (01/03/2026)');
    expect(rectifying).toContain('-2 tarro');
    expect(rectifying).toContain(
      `-${totalsOf(original.lines.slice(1)).total.toFixed(2).replace('.', ',')}\u00a0€`,
    );
  });

  it('writes what the standard fonts cannot as "?" instead of failing', async () => {
    expect(winAnsi('Piña 🍍 «ñ» €')).toBe('Piña ? «ñ» €');
    const bytes = await renderInvoicePdf(document({ issuer: { ...FISCAL_A, legalName: 'Finca 🌵 Ω' } }));
    expect(pdfTextRuns(bytes)).toContain('Finca ? ?');
  });

  it('continues on further pages when the lines do not fit on one', async () => {
    const one = document().lines[0]!;
    const many = Array.from({ length: 80 }, (_, index) => ({
      ...one,
      lineId: `l-${index}`,
      description: `Producto ${index}`,
    }));
    const bytes = await renderInvoicePdf(document({ lines: many, ...totalsOf(many) }));
    const text = pdfTextRuns(bytes);
    expect(text).toContain('Producto 0');
    expect(text).toContain('Producto 79');
    expect(
      Buffer.from(bytes)
        .toString('latin1')
        .match(/\/Type \/Page\b/g)?.length,
    ).toBeGreaterThan(1);
  });
});
