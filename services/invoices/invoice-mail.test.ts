/** The consumer's one e-mail of an order's new invoices (invoice-mail.ts): its words and its transaction. */
import { describe, expect, it } from 'vitest';
import type { StoredInvoice } from './invoice-record.js';
import { invoicesMail, invoicesMailItems } from './invoice-mail.js';

/** Amounts are written with a no-break space before the euro sign. */
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

const ORDER = { id: 'o-12345678abcdef', userId: 'u-1', consumerInfo: { fullName: 'Lucía' } };

const invoice = (id: string, fields: Partial<StoredInvoice> = {}): StoredInvoice => ({
  id,
  orderId: ORDER.id,
  producerId: `farm-${id}`,
  producerName: `Finca ${id.toUpperCase()}`,
  userId: 'u-1',
  role: 'original',
  kind: 'simplified',
  number: `F${id.toUpperCase()}-2026-1`,
  issuedAt: '2026-06-01T10:00:00.000Z',
  total: 12.5,
  lineIds: [],
  orderCreatedAt: '2026-06-01T09:00:00.000Z',
  createdAt: '2026-06-01T10:00:00.000Z',
  mailPending: true,
  ...fields,
});

describe("the order's invoices e-mail", () => {
  it('reads as the single invoice e-mail for one invoice', () => {
    const mail = invoicesMail(ORDER, [invoice('a')]);
    expect(mail.subject).toBe('Tu factura del pedido 78ABCDEF');
    expect(spaced(mail.text)).toBe(
      'Hola, Lucía:\n\nFinca A emitió la factura FA-2026-1 de tu pedido por 12,50 €. Puedes descargarla en PDF desde la página de tu pedido, en «Facturas».',
    );
  });

  it('lists every farm’s invoice (and a rectifying one) in one message', () => {
    const mail = invoicesMail(ORDER, [
      invoice('a'),
      invoice('b', { total: 7 }),
      invoice('c', { role: 'rectifying', kind: 'rectifying', rectifies: 'FC-2026-1', total: -3 }),
    ]);
    expect(mail.subject).toBe('Las facturas de tu pedido 78ABCDEF');
    expect(spaced(mail.text)).toBe(
      [
        'Hola, Lucía:',
        '',
        'Ya tienes 3 facturas nuevas de tu pedido:',
        '- Finca A: factura FA-2026-1 por 12,50 €.',
        '- Finca B: factura FB-2026-1 por 7,00 €.',
        '- Finca C: factura rectificativa FC-2026-1, que corrige la FC-2026-1, por -3,00 €.',
        '',
        'Puedes descargarlas en PDF desde la página de tu pedido, en «Facturas».',
      ].join('\n'),
    );
  });

  it('clears each mark only if still set, and queues one e-mail whose id comes from the invoices', () => {
    const now = new Date('2026-06-01T10:00:00.000Z');
    const items = invoicesMailItems('t', ORDER, [invoice('b'), invoice('a')], 'lucia@example.com', now);
    expect(items).toHaveLength(3);
    expect(items.slice(0, 2).map((item) => item.Update?.ConditionExpression)).toEqual([
      'mailPending = :true',
      'mailPending = :true',
    ]);
    const again = invoicesMailItems('t', ORDER, [invoice('a'), invoice('b')], 'lucia@example.com', now);
    expect(again[2]?.Put?.Item?.PK).toBe(items[2]?.Put?.Item?.PK);
    expect(items[2]?.Put?.ConditionExpression).toBe('attribute_not_exists(PK)');
    // Without an address (a deleted account): only the marks go.
    expect(invoicesMailItems('t', ORDER, [invoice('a')], '', now)).toHaveLength(1);
  });
});
