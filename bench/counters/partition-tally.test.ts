import { describe, expect, it } from 'vitest';
import type { Image } from './item-size.js';
import {
  PartitionTally,
  changeWrites,
  counterItemParts,
  ordersPerSecondAt,
  partitionGroup,
  projectedCounterBytes,
  queryPartition,
  requestKeys,
} from './partition-tally.js';

const s = (value: string) => ({ S: value });
const product = (stock: number, catalog: string | null): Image => ({
  PK: s('PRODUCT#p1'),
  SK: s('PRODUCT'),
  stock: { N: String(stock) },
  GSI1PK: s('PRODUCER#f1'),
  GSI1SK: s('PRODUCT#2026-11-01#p1'),
  ...(catalog
    ? {
        GSI2PK: s(catalog),
        GSI2SK: s('2026-11-01#p1'),
        GSI3PK: s(catalog),
        GSI3SK: s('000000000450#p1'),
        GSI4PK: s(catalog),
        GSI4SK: s('pitahaya#p1'),
        GSI5PK: s(`${catalog}#BAND#0`),
        GSI5SK: s('2026-11-01#p1'),
      }
    : {}),
});

describe('changeWrites', () => {
  it("a line's status change writes its keys-only copies only where a key moved, and its stage copy small", () => {
    const big = { S: 'x'.repeat(1500) };
    const line = (stage: string): Image => ({
      PK: s('ORDER#o1'),
      SK: s('PO#1'),
      status: s(stage),
      product: big,
      LINES1PK: s('PRODUCER#f1'),
      LINES1SK: s('PO#t#1'),
      LINES3PK: s(`PRODUCER#f1#STATUS#${stage}`),
      LINES3SK: s('t#1'),
      LINES4PK: s('PRODUCT_ORDERS#2026-11'),
      LINES4SK: s('t#1'),
    });
    const writes = changeWrites({ at: 0, oldImage: line('pending'), newImage: line('organizing') });
    expect(writes.map((write) => [write.partition, write.units])).toEqual([
      ['ORDER#o1', 2],
      ['LINES3 PRODUCER#f1#STATUS#pending', 1],
      ['LINES3 PRODUCER#f1#STATUS#organizing', 1],
      ['LINES4 PRODUCT_ORDERS#2026-11', 1],
    ]);
    // A change of what no copy projects (tracking, a note) writes the table item alone.
    const noted = { ...line('pending'), notes: s('Cosechando') };
    expect(changeWrites({ at: 0, oldImage: line('pending'), newImage: noted }).map((w) => w.index)).toEqual([
      'table',
    ]);
  });

  it('writes the table item and every index entry it has: a stock decrement rewrites the catalog partitions', () => {
    const writes = changeWrites({
      at: 0,
      oldImage: product(10, 'CATALOG#ACTIVE'),
      newImage: product(9, 'CATALOG#ACTIVE'),
    });
    expect(writes.map((write) => write.partition)).toEqual([
      'PRODUCT#p1',
      'GSI1 PRODUCER#f1',
      'GSI2 CATALOG#ACTIVE',
      'GSI3 CATALOG#ACTIVE',
      'GSI4 CATALOG#ACTIVE',
      'GSI5 CATALOG#ACTIVE#BAND#0',
    ]);
    expect(writes.every((write) => write.units === 1)).toBe(true);
  });

  it('a moved index key deletes in the old partition and puts in the new one; a sparse key only where present', () => {
    const moved = changeWrites({
      at: 0,
      oldImage: {
        PK: s('ORDER#o1'),
        SK: s('PO#1'),
        GSI3PK: s('PRODUCER#f1#STATUS#pending'),
        GSI3SK: s('t#1'),
      },
      newImage: {
        PK: s('ORDER#o1'),
        SK: s('PO#1'),
        GSI3PK: s('PRODUCER#f1#STATUS#shipped'),
        GSI3SK: s('t#1'),
      },
    });
    expect(moved.map((write) => write.partition)).toEqual([
      'ORDER#o1',
      'GSI3 PRODUCER#f1#STATUS#pending',
      'GSI3 PRODUCER#f1#STATUS#shipped',
    ]);
    const inserted = changeWrites({ at: 0, newImage: product(5, null) });
    expect(inserted.map((write) => write.partition)).toEqual(['PRODUCT#p1', 'GSI1 PRODUCER#f1']);
    // A partition key without its sort key indexes nothing.
    const sparse = changeWrites({
      at: 0,
      newImage: { PK: s('USER#u'), SK: s('PROFILE'), GSI3PK: s('ACTIVE#consumer') },
    });
    expect(sparse.map((write) => write.partition)).toEqual(['USER#u']);
    const removed = changeWrites({ at: 0, oldImage: product(5, 'CATALOG#INACTIVE') });
    expect(removed).toHaveLength(6);
  });

  it("an order item's later write: its consumer entry (LINES6, keys and status) rewritten only when its status moves", () => {
    const order = (status: string, version: number): Image => ({
      PK: s('ORDER#o1'),
      SK: s('ORDER'),
      status: s(status),
      version: { N: String(version) },
      blob: s('x'.repeat(2400)),
      LINES6PK: s('CONSUMER#u1'),
      LINES6SK: s('t#o1'),
      LINES4PK: s('ORDERS#2026-11'),
      LINES4SK: s('t#o1'),
      LINES3PK: s('ORDER_REF#00000001'),
      LINES3SK: s('t#o1'),
    });
    const bumped = changeWrites({ at: 0, oldImage: order('pending', 1), newImage: order('pending', 2) });
    expect(bumped.map((write) => [write.partition, write.units])).toEqual([['ORDER#o1', 3]]);
    const moved = changeWrites({ at: 0, oldImage: order('pending', 2), newImage: order('processing', 3) });
    expect(moved.map((write) => [write.partition, write.units])).toEqual([
      ['ORDER#o1', 3],
      ['LINES4 ORDERS#2026-11', 1],
      ['LINES6 CONSUMER#u1', 1],
    ]);
  });

  it('bills the larger image, one unit per started KB', () => {
    const big: Image = { PK: s('STATS#SHOP'), SK: s('MONTH#2026-11'), blob: s('x'.repeat(3000)) };
    const [write] = changeWrites({
      at: 0,
      oldImage: big,
      newImage: { PK: s('STATS#SHOP'), SK: s('MONTH#2026-11') },
    });
    expect(write?.units).toBe(3);
  });
});

describe('requestKeys', () => {
  it('reads the partitions of document and low-level requests', () => {
    expect(requestKeys('PutCommand', { Item: { PK: 'ORDER#1', SK: 'ORDER' } })).toEqual({
      writes: [{ partition: 'ORDER#1', transactional: false }],
      reads: [],
    });
    expect(
      requestKeys('UpdateItemCommand', { Key: { PK: { S: 'STATS#SHOP' }, SK: { S: 'TOTAL' } } }).writes,
    ).toEqual([{ partition: 'STATS#SHOP', transactional: false }]);
    const transaction = requestKeys('TransactWriteCommand', {
      TransactItems: [
        { Update: { Key: { PK: 'PRODUCT#p1', SK: 'PRODUCT' } } },
        { Put: { Item: { PK: 'ORDER#1', SK: 'ORDER' } } },
        { Delete: { Key: { PK: 'USER#u', SK: 'CART' } } },
        { ConditionCheck: { Key: { PK: 'X', SK: 'Y' } } },
      ],
    });
    expect(transaction.writes).toEqual([
      { partition: 'PRODUCT#p1', transactional: true },
      { partition: 'ORDER#1', transactional: true },
      { partition: 'USER#u', transactional: true },
    ]);
    expect(
      requestKeys('BatchWriteItemCommand', {
        RequestItems: {
          t: [
            { PutRequest: { Item: { PK: { S: 'SEARCH#roja' } } } },
            { DeleteRequest: { Key: { PK: { S: 'SEARCH#x' } } } },
          ],
        },
      }).writes.map((write) => write.partition),
    ).toEqual(['SEARCH#roja', 'SEARCH#x']);
    expect(
      requestKeys('BatchGetCommand', {
        RequestItems: { t: { Keys: [{ PK: 'PRODUCT#a' }, { PK: 'PRODUCT#b' }] } },
      }).reads,
    ).toEqual(['PRODUCT#a', 'PRODUCT#b']);
    expect(requestKeys('GetCommand', { Key: { PK: 'COUPON#X', SK: 'COUPON' } }).reads).toEqual(['COUPON#X']);
    expect(
      requestKeys('TransactGetCommand', { TransactItems: [{ Get: { Key: { PK: 'A' } } }] }).reads,
    ).toEqual(['A']);
    expect(requestKeys('ScanCommand', {}).reads).toEqual(['scan']);
    expect(requestKeys('DescribeTableCommand', {})).toEqual({ writes: [], reads: [] });
  });

  it("finds a Query's partition on the table or an index, by name or placeholder", () => {
    expect(
      queryPartition({
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': 'STATS#SHOP', ':from': 'a', ':to': 'b' },
      }),
    ).toBe('STATS#SHOP');
    expect(
      queryPartition({
        IndexName: 'GSI2',
        KeyConditionExpression: '#pk = :p AND #sk < :cursor',
        ExpressionAttributeNames: { '#pk': 'GSI2PK', '#sk': 'GSI2SK' },
        ExpressionAttributeValues: { ':p': { S: 'CATALOG#ACTIVE' }, ':cursor': { S: 'x' } },
      }),
    ).toBe('GSI2 CATALOG#ACTIVE');
    expect(
      queryPartition({ KeyConditionExpression: 'SK = :sk', ExpressionAttributeValues: { ':sk': 'x' } }),
    ).toBeUndefined();
  });
});

describe('PartitionTally', () => {
  it('adds per partition and finds the busiest second', () => {
    const tally = new PartitionTally();
    tally.addWrite('STATS#SHOP', 1_000, 2);
    tally.addWrite('STATS#SHOP', 1_500, 2);
    tally.addWrite('STATS#SHOP', 2_100, 2);
    tally.addWrite('GSI2 ORDERS#2026-11', 1_200, 1);
    tally.addRead('COUPON#X', 1_300, 0.5);
    tally.addRead('COUPON#X', 5_300, 1);
    const [stats, orders, coupon] = tally.rows();
    expect(stats).toMatchObject({
      partition: 'STATS#SHOP',
      group: 'stats counters',
      writes: 3,
      writeUnits: 6,
      peak: { second: 1, writes: 2, writeUnits: 4 },
    });
    expect(orders).toMatchObject({ group: 'month shards', writes: 1 });
    expect(coupon).toMatchObject({
      group: 'coupon',
      reads: 2,
      readUnits: 1.5,
      peak: { second: 5, readUnits: 1 },
    });
  });

  it('groups the partitions into the families the bench reports', () => {
    expect(partitionGroup('STATS#PRODUCER#f1')).toBe('stats counters');
    expect(partitionGroup('GSI4 PRODUCT_ORDERS#2026-11')).toBe('month shards');
    for (const catalog of ['GSI5 CATALOG#ACTIVE#BAND#400', 'SEARCH#roja', 'PRODUCT#p1'])
      expect(partitionGroup(catalog), catalog).toBe('catalog');
    expect(partitionGroup('COUPON#BIENVENIDA10')).toBe('coupon');
    expect(partitionGroup('GSI4 BUYERS')).toBe('other');
  });

  it('tells the order rate at a limit', () => {
    expect(ordersPerSecondAt(8, 1000)).toBe(125);
    expect(ordersPerSecondAt(0, 1000)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('counter items', () => {
  it('separates the per-product and per-farm counters and projects the size', () => {
    const image: Image = {
      PK: s('STATS#SHOP'),
      SK: s('MONTH#2026-11'),
      orders: { N: '12' },
      'pr#aaaa': { N: '1000' },
      'pu#aaaa': { N: '2' },
      'pr#bbbb': { N: '450' },
      'pu#bbbb': { N: '1' },
      'vr#farm': { N: '1450' },
    };
    const parts = counterItemParts(image);
    expect(parts.products).toBe(2);
    expect(parts.farms).toBe(1);
    expect(parts.productBytes).toBe(4 * 7 + 2 * 4);
    expect(parts.baseBytes + parts.productBytes + parts.farmBytes).toBe(parts.bytes);
    expect(projectedCounterBytes(parts, 2, 1)).toBe(parts.bytes);
    expect(projectedCounterBytes(parts, 200, 10)).toBe(
      Math.round(parts.baseBytes + (parts.productBytes / 2) * 200 + parts.farmBytes * 10),
    );
  });
});
