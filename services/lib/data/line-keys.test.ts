import { afterEach, describe, expect, it } from 'vitest';
import { orderKeys } from './keys.js';
import { keyAssignments, lineIndex, lineIndexKeys, orderIndex } from './line-keys.js';
import { harvestKeys } from './selling-keys.js';

afterEach(() => {
  delete process.env.LINE_INDEXES;
});

describe("the order lines' index keys", () => {
  it('are the keys-only LINES1..LINES5, read there', () => {
    expect(orderKeys.productOrderIndexes('f1', 'pending', '2026-11-30T10:00:00.000Z', 'po1')).toEqual({
      LINES1PK: 'PRODUCER#f1',
      LINES1SK: 'PO#2026-11-30T10:00:00.000Z#po1',
      LINES3PK: 'PRODUCER#f1#STATUS#pending',
      LINES3SK: '2026-11-30T10:00:00.000Z#po1',
      LINES4PK: 'PRODUCT_ORDERS#2026-11',
      LINES4SK: '2026-11-30T10:00:00.000Z#po1',
    });
    expect(harvestKeys.dispatch('f1', '2026-12-02', '2026-11-30T10:00:00.000Z', 'po1')).toEqual({
      LINES2PK: 'DISPATCH#f1',
      LINES2SK: '2026-12-02#2026-11-30T10:00:00.000Z#po1',
    });
    expect(lineIndex('stage')).toEqual({
      indexName: 'LINES3',
      partitionKey: 'LINES3PK',
      sortKey: 'LINES3SK',
      keysOnly: true,
    });
  });

  it('while the table is given them (LINE_INDEXES=legacy): the same values under the old names too, read there', () => {
    process.env.LINE_INDEXES = 'legacy';
    expect(lineIndexKeys('pickup', 'PICKUP#f1', '2026-12-02#09:00#t#po1')).toEqual({
      LINES5PK: 'PICKUP#f1',
      LINES5SK: '2026-12-02#09:00#t#po1',
      GSI5PK: 'PICKUP#f1',
      GSI5SK: '2026-12-02#09:00#t#po1',
    });
    expect(lineIndex('farm')).toMatchObject({ indexName: 'GSI1', partitionKey: 'GSI1PK', keysOnly: false });
  });

  it("put the order item's consumer, month and reference on LINES6, LINES4 and LINES3 (GSI1..GSI3 too while legacy)", () => {
    const keys = orderKeys.indexes('u-1', '2026-11-30T10:00:00.000Z', '0b6f3c1e-1c2d-4a5b-9c8d-7e6f5a4b3c2d');
    expect(keys).toEqual({
      LINES6PK: 'CONSUMER#u-1',
      LINES6SK: '2026-11-30T10:00:00.000Z#0b6f3c1e-1c2d-4a5b-9c8d-7e6f5a4b3c2d',
      LINES4PK: 'ORDERS#2026-11',
      LINES4SK: '2026-11-30T10:00:00.000Z#0b6f3c1e-1c2d-4a5b-9c8d-7e6f5a4b3c2d',
      LINES3PK: 'ORDER_REF#5A4B3C2D',
      LINES3SK: '2026-11-30T10:00:00.000Z#0b6f3c1e-1c2d-4a5b-9c8d-7e6f5a4b3c2d',
    });
    expect(orderIndex('month')).toMatchObject({ indexName: 'LINES4', keysOnly: true });
    expect(orderIndex('consumer')).toEqual({
      indexName: 'LINES6',
      partitionKey: 'LINES6PK',
      sortKey: 'LINES6SK',
      keysOnly: true,
    });
    process.env.LINE_INDEXES = 'legacy';
    expect(orderKeys.indexes('u-1', '2026-11-30T10:00:00.000Z', 'o-1')).toMatchObject({
      GSI1PK: 'CONSUMER#u-1',
      GSI1SK: '2026-11-30T10:00:00.000Z#o-1',
      LINES6PK: 'CONSUMER#u-1',
      GSI2PK: 'ORDERS#2026-11',
      GSI3PK: 'ORDER_REF#O1',
      LINES4PK: 'ORDERS#2026-11',
    });
    expect(orderIndex('reference')).toMatchObject({ indexName: 'GSI3', keysOnly: false });
    expect(orderIndex('consumer')).toMatchObject({ indexName: 'GSI1', keysOnly: false });
  });

  it('while a table that has LINES1..LINES5 is given LINES6 (LINE_INDEXES=consumer-legacy): only the consumer entry both ways', () => {
    process.env.LINE_INDEXES = 'consumer-legacy';
    expect(orderKeys.indexes('u-1', '2026-11-30T10:00:00.000Z', 'o-1')).toEqual({
      LINES6PK: 'CONSUMER#u-1',
      LINES6SK: '2026-11-30T10:00:00.000Z#o-1',
      GSI1PK: 'CONSUMER#u-1',
      GSI1SK: '2026-11-30T10:00:00.000Z#o-1',
      LINES4PK: 'ORDERS#2026-11',
      LINES4SK: '2026-11-30T10:00:00.000Z#o-1',
      LINES3PK: 'ORDER_REF#O1',
      LINES3SK: '2026-11-30T10:00:00.000Z#o-1',
    });
    expect(orderIndex('consumer')).toMatchObject({ indexName: 'GSI1', keysOnly: false });
    expect(orderIndex('month')).toMatchObject({ indexName: 'LINES4' });
    expect(lineIndex('farm')).toMatchObject({ indexName: 'LINES1' });
  });

  it("set a line's keys in an update through placeholders", () => {
    expect(keyAssignments({ LINES3PK: 'a', LINES3SK: 'b' })).toEqual({
      assignments: 'LINES3PK = :lk0, LINES3SK = :lk1',
      values: { ':lk0': 'a', ':lk1': 'b' },
    });
  });
});
