import { describe, expect, it } from 'vitest';
import { breakdownTable, kindOf, writeBreakdown, type KeyedChange } from './write-breakdown.js';

const s = (value: string) => ({ S: value });

describe('write breakdown', () => {
  it('names an item kind by the first segments of its keys, the stats figures apart', () => {
    expect(kindOf('ORDER#o-1', 'PO#p-1')).toBe('ORDER · PO');
    expect(kindOf('STATS#SHOP#3', 'DAY#2026-11-29')).toBe('STATS · DAY');
    expect(kindOf('STATS#SHOP#FIGURES#2', 'DAY#2026-11-29#P#x')).toBe('STATS FIGURES · DAY');
    expect(kindOf('MAIL#m', 'MAIL')).toBe('MAIL · MAIL');
    expect(kindOf('PAYMENT_DUE', '2026-12-04T17:33:54.433Z#o-1')).toBe('PAYMENT_DUE · <time>');
  });

  it('prices each change as DynamoDB bills it: table (twice in a transaction) and each index entry', () => {
    const order = { PK: s('ORDER#o-1'), SK: s('ORDER'), GSI1PK: s('CONSUMER#c'), GSI1SK: s('2026') };
    const changes: KeyedChange[] = [
      // Put in a transaction: table 1 x 2, GSI1 1.
      { at: 0, pk: 'ORDER#o-1', sk: 'ORDER', newImage: order },
      // A move of GSI1's key: a delete in the old partition and a put in the new one.
      {
        at: 0,
        pk: 'ORDER#o-1',
        sk: 'ORDER',
        oldImage: order,
        newImage: { ...order, GSI1SK: s('2027'), big: s('x'.repeat(1500)) },
      },
      { at: 0, pk: 'MAIL#m', sk: 'MAIL', newImage: { PK: s('MAIL#m'), SK: s('MAIL') } },
    ];
    const rows = writeBreakdown(changes, (pk) => (pk.startsWith('ORDER#') ? 1 : 0));
    expect(rows.map((row) => [row.kind, row.changes, row.table, row.indexes.GSI1, row.total])).toEqual([
      ['ORDER · ORDER', 2, 2 + 4, 1 + 1 + 2, 10],
      ['MAIL · MAIL', 1, 1, 0, 1],
    ]);
    const table = breakdownTable(rows, 2);
    expect(table).toContain('| ORDER · ORDER | 1 | 3 | 2 |');
    expect(table).toContain('| **all** | 1.5 | 3.5 | 2 |');
  });
});
