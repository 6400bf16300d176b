import { describe, expect, it } from 'vitest';
import { isStreamed } from '../lib/data/change-stream.js';
import { orderItem } from '../invoices/testing.js';
import type { ChangeRecord } from './change-record.js';
import { fiscalCompleted, mayHaveInvoicesDue } from './invoices.js';

const fiscal = { legalName: 'Finca, S.L.', nif: 'B12345674', address: 'Camino 1, Almería' };
const userChange = (oldFiscal: unknown, newFiscal: unknown): ChangeRecord => ({
  eventId: 'e1',
  kind: 'MODIFY',
  sequenceNumber: '1',
  at: new Date(),
  keys: { PK: 'USER#p1', SK: 'PROFILE' },
  oldImage: { PK: 'USER#p1', SK: 'PROFILE', ...(oldFiscal ? { fiscal: oldFiscal } : {}) },
  newImage: { PK: 'USER#p1', SK: 'PROFILE', ...(newFiscal ? { fiscal: newFiscal } : {}) },
});

describe('invoices processor', () => {
  it('reads an order only when invoices may be due: paid by card or transfer, or a delivered cash line', () => {
    expect(mayHaveInvoicesDue(orderItem())).toBe(true);
    expect(
      mayHaveInvoicesDue(orderItem({ payment: { method: 'card', status: 'pending', paidAt: null } })),
    ).toBe(false);
    const cash = { method: 'cash_on_delivery', status: 'pending', paidAt: null };
    expect(mayHaveInvoicesDue(orderItem({ payment: cash, completedProductOrders: 0 }))).toBe(false);
    expect(mayHaveInvoicesDue(orderItem({ payment: cash, completedProductOrders: 1 }))).toBe(true);
  });

  it('issues pending invoices when a farm completes (or changes) its fiscal data, not on other changes', () => {
    expect(fiscalCompleted(userChange(undefined, fiscal))).toBe(true);
    expect(fiscalCompleted(userChange(fiscal, { ...fiscal, address: 'Otra calle 2' }))).toBe(true);
    expect(fiscalCompleted(userChange(fiscal, fiscal))).toBe(false);
    expect(fiscalCompleted(userChange(fiscal, undefined))).toBe(false);
    expect(fiscalCompleted(userChange(undefined, { ...fiscal, nif: '' }))).toBe(false);
  });

  it("streams a user's directory item, not the rest of their partition", () => {
    expect(isStreamed('USER#p1', 'PROFILE')).toBe(true);
    expect(isStreamed('USER#p1', 'CART')).toBe(false);
    expect(isStreamed('USER#p1')).toBe(false);
    expect(isStreamed('ORDER#o1', 'INVOICE#x')).toBe(true);
  });
});
