import { describe, expect, it } from 'vitest';
import { FARM_A, FARM_B, FISCAL_A, orderItem, pricedLines } from './testing.js';
import { invoiceLineOf } from './invoice-document.js';
import { planInvoices } from './invoice-plan.js';
import { originalInvoiceId, rectifyingInvoiceId, type StoredInvoice } from './invoice-record.js';

type Item = Record<string, unknown>;
const fiscal = (a = true, b = true) =>
  new Map([
    [FARM_A, a ? FISCAL_A : null],
    [FARM_B, b ? { ...FISCAL_A, legalName: 'Finca B, S.C.' } : null],
  ]);
const withStatus = (lines: Item[], statuses: Record<string, string>) =>
  lines.map((line) => ({ ...line, status: statuses[String(line.id)] ?? line.status }));

function issued(farm: string, lines: Item[], extra: Partial<StoredInvoice> = {}): StoredInvoice {
  const own = lines.filter((line) => line.producerId === farm);
  return {
    id: originalInvoiceId('o-1', farm),
    orderId: 'o-1',
    producerId: farm,
    userId: 'u-consumer',
    role: 'original',
    kind: 'simplified',
    number: 'F3F6C2A-2026-1',
    issuedAt: '2026-03-01T10:06:00.000Z',
    total: 10,
    lineIds: own.map((line) => String(line.id)),
    orderCreatedAt: '2026-03-01T10:00:00.000Z',
    createdAt: '2026-03-01T10:06:00.000Z',
    document: {
      kind: 'simplified',
      number: 'F3F6C2A-2026-1',
      issuedAt: '2026-03-01T10:06:00.000Z',
      orderId: 'o-1',
      orderReference: 'O1',
      issuer: FISCAL_A,
      buyer: null,
      lines: own.map(invoiceLineOf),
      shippingRows: [],
      breakdown: [],
      total: 10,
    },
    ...extra,
  };
}

describe('when invoices are due', () => {
  it('a paid card or transfer order: one invoice per farm with lines not cancelled', () => {
    const lines = pricedLines();
    const actions = planInvoices({ order: orderItem(), lines, invoices: [], fiscal: fiscal() });
    expect(actions).toEqual([
      expect.objectContaining({ type: 'issue', producerId: FARM_A, fromPending: false }),
      expect.objectContaining({ type: 'issue', producerId: FARM_B, fromPending: false }),
    ]);
    expect(actions[0]?.invoiceId).toBe(originalInvoiceId('o-1', FARM_A));
    // A farm whose lines were all cancelled before payment has nothing to invoice.
    const cancelledB = withStatus(lines, { 'po-3': 'cancelled' });
    expect(
      planInvoices({ order: orderItem(), lines: cancelledB, invoices: [], fiscal: fiscal() }),
    ).toHaveLength(1);
  });

  it('an unpaid order: nothing; refunded after it was paid still counts as paid', () => {
    const unpaid = orderItem({ payment: { method: 'bank_transfer', status: 'pending', paidAt: null } });
    expect(planInvoices({ order: unpaid, lines: pricedLines(), invoices: [], fiscal: fiscal() })).toEqual([]);
    const failed = orderItem({ payment: { method: 'card', status: 'failed', paidAt: null } });
    expect(planInvoices({ order: failed, lines: pricedLines(), invoices: [], fiscal: fiscal() })).toEqual([]);
    const partly = orderItem({
      payment: { method: 'card', status: 'partially_refunded', paidAt: '2026-03-01T10:05:00Z' },
    });
    expect(
      planInvoices({ order: partly, lines: pricedLines(), invoices: [], fiscal: fiscal() }),
    ).toHaveLength(2);
  });

  it('pay on delivery: a farm issues once all its lines not cancelled are delivered', () => {
    const cash = orderItem({ payment: { method: 'cash_on_delivery', status: 'pending', paidAt: null } });
    const some = withStatus(pricedLines(), { 'po-1': 'delivered', 'po-3': 'delivered' });
    expect(planInvoices({ order: cash, lines: some, invoices: [], fiscal: fiscal() })).toEqual([
      expect.objectContaining({ type: 'issue', producerId: FARM_B }),
    ]);
    const rest = withStatus(some, { 'po-2': 'cancelled' });
    expect(planInvoices({ order: cash, lines: rest, invoices: [], fiscal: fiscal() })).toHaveLength(2);
  });

  it('a farm without fiscal data: a pending record (with its amount now), issued once it has them', () => {
    const lines = pricedLines();
    const actions = planInvoices({ order: orderItem(), lines, invoices: [], fiscal: fiscal(false) });
    expect(actions[0]).toEqual(
      expect.objectContaining({
        type: 'pending',
        producerId: FARM_A,
        total: 33.64,
        invoiceId: originalInvoiceId('o-1', FARM_A),
      }),
    );
    const pending = { ...issued(FARM_A, lines), kind: 'pending' as const, number: null, issuedAt: null };
    delete pending.document;
    // Still without: nothing more. With them: issued from the pending record.
    expect(
      planInvoices({ order: orderItem(), lines, invoices: [pending], fiscal: fiscal(false, true) }),
    ).toEqual([expect.objectContaining({ type: 'issue', producerId: FARM_B })]);
    expect(planInvoices({ order: orderItem(), lines, invoices: [pending], fiscal: fiscal() })[0]).toEqual(
      expect.objectContaining({ type: 'issue', producerId: FARM_A, fromPending: true }),
    );
    // All its lines cancelled before that: nothing was invoiced, the pending record goes.
    const cancelled = withStatus(lines, { 'po-1': 'cancelled', 'po-2': 'cancelled' });
    expect(
      planInvoices({
        order: orderItem(),
        lines: cancelled,
        invoices: [pending],
        fiscal: fiscal(false, true),
      })[0],
    ).toEqual(expect.objectContaining({ type: 'drop-pending', producerId: FARM_A }));
  });

  it('a line cancelled after its invoice: one rectifying invoice for the lines not yet rectified', () => {
    const lines = withStatus(pricedLines(), { 'po-2': 'cancelled' });
    const original = issued(FARM_A, pricedLines());
    const b = issued(FARM_B, pricedLines(), { number: 'FB0B0B0-2026-1' });
    const actions = planInvoices({ order: orderItem(), lines, invoices: [original, b], fiscal: fiscal() });
    expect(actions).toEqual([
      {
        type: 'rectify',
        invoiceId: rectifyingInvoiceId('o-1', FARM_A, ['po-2']),
        producerId: FARM_A,
        producerName: 'Finca El Sur',
        original,
        lineIds: ['po-2'],
      },
    ]);
    // Once written, a replay plans nothing; a later cancel rectifies only the new line.
    const rectifying: StoredInvoice = {
      ...issued(FARM_A, []),
      id: rectifyingInvoiceId('o-1', FARM_A, ['po-2']),
      role: 'rectifying',
      kind: 'rectifying',
      lineIds: ['po-2'],
      rectifiesId: original.id,
    };
    const invoices = [original, b, rectifying];
    expect(planInvoices({ order: orderItem(), lines, invoices, fiscal: fiscal() })).toEqual([]);
    const later = withStatus(lines, { 'po-1': 'cancelled' });
    expect(planInvoices({ order: orderItem(), lines: later, invoices, fiscal: fiscal() })).toEqual([
      expect.objectContaining({ type: 'rectify', lineIds: ['po-1'] }),
    ]);
  });

  it('delivered lines given back (a return) are rectified like cancelled ones, and never invoiced', () => {
    const original = issued(FARM_A, pricedLines());
    const b = issued(FARM_B, pricedLines(), { number: 'FB0B0B0-2026-1' });
    const returned = pricedLines().map((line) =>
      line.id === 'po-1' ? { ...line, status: 'delivered', returnedAt: '2026-03-05T10:00:00.000Z' } : line,
    );
    expect(
      planInvoices({ order: orderItem(), lines: returned, invoices: [original, b], fiscal: fiscal() }),
    ).toEqual([expect.objectContaining({ type: 'rectify', producerId: FARM_A, lineIds: ['po-1'] })]);
    // Given back before its farm's invoice: the invoice leaves it out.
    const fresh = planInvoices({ order: orderItem(), lines: returned, invoices: [], fiscal: fiscal() });
    expect(fresh.map((action) => action.type)).toEqual(['issue', 'issue']);
  });
});
