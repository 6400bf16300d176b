import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readExportFile, writeExportFile, exportLine, parseExportLine } from './export-file.js';
import { canonical, compareFigures, figuresOf, kindOf, type StoredItem } from './figures.js';

const order: StoredItem = {
  PK: { S: 'ORDER#o-1' },
  SK: { S: 'ORDER' },
  totalPrice: { N: '27.45' },
  items: { L: [{ M: { productId: { S: 'p-1' }, quantity: { N: '2' } } }] },
};
const line = (id: string, status: string, total: string): StoredItem => ({
  PK: { S: 'ORDER#o-1' },
  SK: { S: `PO#${id}` },
  status: { S: status },
  totalPrice: { N: total },
});
const product: StoredItem = {
  PK: { S: 'PRODUCT#p-1' },
  SK: { S: 'PRODUCT' },
  stock: { N: '7' },
  tags: { SS: ['b', 'a'] },
  photo: { B: new Uint8Array([1, 2, 3, 250]) },
};
const payout: StoredItem = { PK: { S: 'PAYOUT#x' }, SK: { S: 'PAYOUT' }, amount: { N: '10.1' } };
const refund: StoredItem = { PK: { S: 'ORDER#o-1' }, SK: { S: 'REFUND#r' }, amount: { N: '0.3' } };
const invoice: StoredItem = { PK: { S: 'ORDER#o-1' }, SK: { S: 'INVOICE#i' }, total: { N: '-4.95' } };
const items = [
  order,
  line('a', 'delivered', '12.45'),
  line('b', 'pending', '15'),
  product,
  payout,
  refund,
  invoice,
];

describe('restore figures', () => {
  it('counts kinds and adds the money in cents', () => {
    const figures = figuresOf(items);
    expect(figures.items).toBe(7);
    expect(figures.kinds).toEqual({ INVOICE: 1, ORDER: 1, PAYOUT: 1, PO: 2, PRODUCT: 1, REFUND: 1 });
    expect(figures.orders).toEqual({ count: 1, cents: 2745 });
    expect(figures.productOrders).toEqual({ count: 2, cents: 2745, byStatus: { delivered: 1, pending: 1 } });
    expect(figures.products).toEqual({ count: 1, stock: 7 });
    // A product whose stock is apart: its stock item's units, not the figure its card shows.
    const apart = figuresOf([
      { ...product, PK: { S: 'PRODUCT#p-2' }, stock: { N: '40' }, stockApart: { BOOL: true } },
      { PK: { S: 'PRODUCT#p-2' }, SK: { S: 'STOCK' }, stock: { N: '38' } },
      product,
    ]);
    expect(apart.products).toEqual({ count: 2, stock: 45 });
    expect(figures.payouts.cents).toBe(1010);
    expect(figures.refunds.cents).toBe(30);
    expect(figures.invoices.cents).toBe(-495);
    expect(kindOf(line('a', 'x', '1'))).toBe('PO');
  });

  it('gives the same digest whatever the order of items, attributes and set members', () => {
    const shuffled = [...items].reverse().map((item) => Object.fromEntries(Object.entries(item).reverse()));
    const reordered = shuffled.map((item) => (item.tags ? { ...item, tags: { SS: ['a', 'b'] } } : item));
    expect(figuresOf(reordered).digest).toBe(figuresOf(items).digest);
    expect(canonical({ M: { b: { N: '1' }, a: { S: 'x' } } })).toBe(
      canonical({ M: { a: { S: 'x' }, b: { N: '1' } } }),
    );
  });

  it('finds a lost item, a changed stock and a changed amount', () => {
    const before = figuresOf(items);
    expect(compareFigures(before, figuresOf(items))).toEqual([]);
    const lost = compareFigures(before, figuresOf(items.slice(1))).map((d) => d.figure);
    expect(lost).toEqual(
      expect.arrayContaining(['items', 'kinds.ORDER', 'orders.count', 'orders.cents', 'digest']),
    );
    const changed = items.map((item) => (item === product ? { ...product, stock: { N: '8' } } : item));
    expect(compareFigures(before, figuresOf(changed)).map((d) => d.figure)).toEqual([
      'digest',
      'products.stock',
    ]);
    const cent = items.map((item) => (item === payout ? { ...payout, amount: { N: '10.11' } } : item));
    expect(compareFigures(before, figuresOf(cent)).map((d) => d.figure)).toEqual(['digest', 'payouts.cents']);
  });
});

describe('export file (DYNAMODB_JSON)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'pitahaya-export-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('writes lines as AWS exports them and reads back the same items, binary included', async () => {
    expect(JSON.parse(exportLine(product))).toEqual({
      Item: {
        PK: { S: 'PRODUCT#p-1' },
        SK: { S: 'PRODUCT' },
        stock: { N: '7' },
        tags: { SS: ['b', 'a'] },
        photo: { B: 'AQID+g==' },
      },
    });
    expect(parseExportLine(exportLine(product))).toEqual({
      ...product,
      photo: { B: Buffer.from([1, 2, 3, 250]) },
    });
    const file = join(folder, 'data.json.gz');
    async function* all() {
      yield* items;
    }
    expect(await writeExportFile(file, all())).toBe(items.length);
    const read: StoredItem[] = [];
    for await (const item of readExportFile(file)) read.push(item);
    expect(figuresOf(read)).toEqual(figuresOf(items));
  });
});
