import { describe, expect, it } from 'vitest';
import type { ChangeRecord } from './change-record.js';
import { cardStockChange } from './stock-display.js';

const change = (before: number, after: number, overrides: Partial<ChangeRecord> = {}): ChangeRecord => ({
  eventId: 'e1',
  kind: 'MODIFY',
  sequenceNumber: '1',
  at: new Date('2026-11-30T00:00:00Z'),
  keys: { PK: 'PRODUCT#p1', SK: 'STOCK' },
  oldImage: { PK: 'PRODUCT#p1', SK: 'STOCK', stock: before },
  newImage: { PK: 'PRODUCT#p1', SK: 'STOCK', stock: after },
  ...overrides,
});

describe("the card's stock from the stock item's changes", () => {
  it('writes the new figure only when what a card shows changes', () => {
    expect(cardStockChange(change(120, 118))).toBeNull();
    expect(cardStockChange(change(6, 5))).toEqual({ productId: 'p1', stock: 5 });
    expect(cardStockChange(change(2, 0))).toEqual({ productId: 'p1', stock: 0 });
    expect(cardStockChange(change(0, 30))).toEqual({ productId: 'p1', stock: 30 });
  });

  it("ignores new and removed stock items and every other item's changes", () => {
    expect(cardStockChange(change(6, 5, { kind: 'INSERT' }))).toBeNull();
    expect(cardStockChange(change(6, 5, { kind: 'REMOVE' }))).toBeNull();
    expect(cardStockChange(change(6, 5, { keys: { PK: 'PRODUCT#p1', SK: 'PRODUCT' } }))).toBeNull();
    expect(cardStockChange(change(6, 5, { keys: { PK: 'ORDER#o1', SK: 'STOCK' } }))).toBeNull();
  });
});
