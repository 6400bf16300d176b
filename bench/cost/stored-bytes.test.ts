import { describe, expect, it } from 'vitest';
import {
  dynamoStoredBytes,
  indexesOf,
  jsonStoredBytes,
  storedBreakdown,
  storedTable,
  sumRows,
} from './stored-bytes.js';

const s = (value: string) => ({ S: value });
const now = new Date('2026-11-30T00:00:00Z');
const inDays = (days: number) => ({ N: String(now.getTime() / 1000 + days * 86_400) });

describe('stored bytes', () => {
  it("prices an item by DynamoDB's rule: size + 100 in the table and in each index whose two keys it has", () => {
    // PK 2 + 7, SK 2 + 5, GSI1PK 6 + 1, GSI1SK 6 + 1: 30 bytes; GSI2PK without GSI2SK is in no index.
    const item = { PK: s('ORDER#1'), SK: s('ORDER'), GSI1PK: s('a'), GSI1SK: s('b'), GSI2PK: s('c') };
    expect(indexesOf(item)).toEqual(['GSI1']);
    expect(dynamoStoredBytes(item)).toBe((30 + 6 + 1 + 100) * 2);
    // The first measure: the JSON + 100, per copy in GSI1..GSI5 by partition key alone.
    expect(jsonStoredBytes(item)).toBe((JSON.stringify(item).length + 100) * 3);
  });

  it('adds what a purchase wrote by kind: new items, changed ones by their difference, removed ones less', () => {
    const cart = { PK: s('USER#u'), SK: s('CART'), lines: s('x'.repeat(50)) };
    const profile = { PK: s('USER#u'), SK: s('PROFILE'), n: { N: '1' } };
    const untouched = { PK: s('PRODUCT#p'), SK: s('PRODUCT') };
    const before = [cart, profile, untouched];
    const order = { PK: s('ORDER#1'), SK: s('ORDER') };
    const marker = { PK: s('EVENT#e'), SK: s('APPLIED'), expiresAt: inDays(7) };
    const after = [{ ...profile, n: { N: '12345' } }, untouched, order, marker];
    const rows = storedBreakdown(before, after, now);
    const byKind = Object.fromEntries(rows.map((row) => [row.kind, row]));
    expect(Object.keys(byKind).sort()).toEqual([
      'EVENT · APPLIED',
      'ORDER · ORDER',
      'USER · CART',
      'USER · PROFILE',
    ]);
    expect(byKind['ORDER · ORDER']).toMatchObject({ items: 1, dynamo: 2 + 7 + 2 + 5 + 100 });
    // 1 → 12345: 2 bytes → 4 bytes, the same item.
    expect(byKind['USER · PROFILE']).toMatchObject({ items: 0, dynamo: 2, dynamoAfterTtl: 2 });
    expect(byKind['USER · CART']!.items).toBe(-1);
    expect(byKind['USER · CART']!.dynamo).toBe(-dynamoStoredBytes(cart));
    // The marker counts as measured, not once its TTL has run.
    expect(byKind['EVENT · APPLIED']).toMatchObject({
      items: 1,
      dynamoAfterTtl: 0,
      jsonAfterTtl: 0,
      ttlDays: 7,
    });
    expect(byKind['EVENT · APPLIED']!.dynamo).toBe(dynamoStoredBytes(marker));
  });

  it('sums purchases by kind and prints the means per order', () => {
    const order = (id: string) => ({ PK: s(`ORDER#${id}`), SK: s('ORDER') });
    const rows = sumRows([storedBreakdown([], [order('1')], now), storedBreakdown([], [order('2')], now)]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'ORDER · ORDER', items: 2, dynamo: 2 * 116 });
    const table = storedTable(rows, 2);
    expect(table).toContain('| ORDER · ORDER | 1 | none |  | 116 | 116 |');
    expect(table).toContain('| **all** | 1 |');
  });
});
