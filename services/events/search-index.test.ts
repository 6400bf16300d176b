import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDocumentClient } from '../lib/data/testing.js';
import { createLogger } from '../lib/logger.js';
import type { ChangeRecord } from './change-record.js';
import { indexChanges, searchIndexProcessor } from './search-index.js';

process.env.TABLE_NAME = 'pitahaya';
process.env.AWS_REGION = 'eu-west-1';
const ddbMock = mockDocumentClient();
const logger = createLogger('events-test');

const product = (fields: Record<string, unknown> = {}) => ({
  PK: 'PRODUCT#p1',
  SK: 'PRODUCT',
  productId: 'p1',
  producerId: 'u1',
  name: 'Pitahaya roja',
  shortDescription: 'Dulce y jugosa',
  price: 6.9,
  stock: 10,
  isActive: true,
  imageStatus: 'verified',
  createdAt: '2026-01-10T00:00:00.000Z',
  ...fields,
});

let seq = 0;
const change = (oldImage?: Record<string, unknown>, newImage?: Record<string, unknown>): ChangeRecord => {
  seq += 1;
  return {
    eventId: `e${seq}`,
    kind: !oldImage ? 'INSERT' : !newImage ? 'REMOVE' : 'MODIFY',
    sequenceNumber: String(seq),
    at: new Date(),
    keys: { PK: 'PRODUCT#p1', SK: 'PRODUCT' },
    ...(oldImage ? { oldImage } : {}),
    ...(newImage ? { newImage } : {}),
  };
};

const puts = (index: ReturnType<typeof indexChanges>) =>
  [...index.writes.values()].flatMap((write) => ('put' in write ? [String(write.put.PK)] : [])).sort();
const deletes = (index: ReturnType<typeof indexChanges>) =>
  [...index.writes.values()].flatMap((write) => ('delete' in write ? [write.delete.PK] : [])).sort();

beforeEach(() => {
  ddbMock.reset();
  ddbMock.on(BatchWriteCommand).resolves({});
  ddbMock.on(UpdateCommand).resolves({});
});

describe('search index from product changes', () => {
  it('a new storefront product: one entry per word, newest first under PK, by price (GSI3), name (GSI4) and price band (GSI5)', () => {
    const index = indexChanges([change(undefined, product())]);
    expect(puts(index)).toEqual(['SEARCH#dulc', 'SEARCH#jugosa', 'SEARCH#pitahaya', 'SEARCH#roja']);
    const entry = [...index.writes.values()].find(
      (write) => 'put' in write && write.put.PK === 'SEARCH#roja',
    );
    expect(entry).toEqual({
      put: {
        PK: 'SEARCH#roja',
        SK: '2026-01-10T00:00:00.000Z#p1',
        GSI3PK: 'SEARCH#roja',
        GSI3SK: '000000000690#p1',
        GSI4PK: 'SEARCH#roja',
        GSI4SK: 'pitahaya roja#p1',
        GSI5PK: 'SEARCH#roja#BAND#630',
        GSI5SK: '2026-01-10T00:00:00.000Z#p1',
        // The rating order (docs/reviews.md): unrated, last.
        GSI6PK: 'SEARCH#roja',
        GSI6SK: '00#000000#2026-01-10T00:00:00.000Z#p1',
        entity: 'SearchEntry',
        productId: 'p1',
        producerId: 'u1',
        // Issue 23: the catalog's filters and counts read the category (none stored: 'otros').
        category: 'otros',
        price: 6.9,
        words: ' pitahaya roja dulc jugosa ',
      },
    });
    expect(Object.fromEntries(index.counts)).toEqual({ pitahaya: 1, roja: 1, dulc: 1, jugosa: 1 });
  });

  it('entries carry the origin with its filter key and the harvest date; a change of either rewrites them', () => {
    const placed = product({ origin: 'Níjar, Almería', harvestDate: '2026-01-08' });
    const index = indexChanges([change(undefined, placed)]);
    for (const write of index.writes.values()) {
      expect(write).toMatchObject({
        put: { origin: 'Níjar, Almería', originKey: 'nijar almeria', harvestDate: '2026-01-08' },
      });
    }
    expect(puts(indexChanges([change(placed, { ...placed, origin: 'La Palma' })]))).toHaveLength(4);
    expect(puts(indexChanges([change(placed, { ...placed, harvestDate: '2026-01-09' })]))).toHaveLength(4);
    const cleared = indexChanges([change(placed, product())]);
    for (const write of cleared.writes.values()) {
      expect(write).toHaveProperty('put');
      expect('put' in write && write.put).not.toHaveProperty('originKey');
    }
  });

  it('not on the storefront (photo not checked, inactive): no entries', () => {
    expect(indexChanges([change(undefined, product({ imageStatus: 'pending' }))]).writes.size).toBe(0);
    expect(indexChanges([change(undefined, product({ isActive: false }))]).writes.size).toBe(0);
  });

  it('a stock change (a checkout) writes nothing', () => {
    const index = indexChanges([change(product(), product({ stock: 3 }))]);
    expect(index.writes.size).toBe(0);
    expect(index.counts.size).toBe(0);
  });

  it('a rename deletes the words that left and puts the new ones and the rest (their word list changed)', () => {
    const index = indexChanges([change(product(), product({ name: 'Pitahaya amarilla' }))]);
    expect(deletes(index)).toEqual(['SEARCH#roja']);
    expect(puts(index)).toEqual(['SEARCH#amarilla', 'SEARCH#dulc', 'SEARCH#jugosa', 'SEARCH#pitahaya']);
    expect(Object.fromEntries(index.counts)).toEqual({ roja: -1, amarilla: 1 });
  });

  it('a price change rewrites every entry (the price order), counts unchanged', () => {
    const index = indexChanges([change(product(), product({ price: 8 }))]);
    expect(puts(index)).toHaveLength(4);
    expect(index.counts.size).toBe(0);
  });

  it('deactivation and deletion remove every entry', () => {
    expect(deletes(indexChanges([change(product(), product({ isActive: false }))]))).toHaveLength(4);
    const removed = indexChanges([change(product(), undefined)]);
    expect(deletes(removed)).toHaveLength(4);
    expect([...removed.counts.values()]).toEqual([-1, -1, -1, -1]);
  });

  it('merges a batch in order: the last change of an entry wins', () => {
    const renamed = product({ name: 'Pitahaya blanca' });
    const index = indexChanges([
      change(undefined, product()),
      change(product(), renamed),
      change(renamed, product({ name: 'Pitahaya blanca', isActive: false })),
    ]);
    expect(puts(index)).toEqual([]);
    expect(deletes(index)).toEqual([
      'SEARCH#blanca',
      'SEARCH#dulc',
      'SEARCH#jugosa',
      'SEARCH#pitahaya',
      'SEARCH#roja',
    ]);
  });

  it('ignores items that are not products (name guards, orders)', () => {
    const guard = {
      ...change(undefined, { PK: 'PRODUCER#u1', SK: 'PRODUCT_NAME#x' }),
      keys: { PK: 'PRODUCER#u1', SK: 'PRODUCT_NAME#x' },
    };
    expect(indexChanges([guard]).writes.size).toBe(0);
  });

  it('writes 25 at a time and adds each word count once per batch', async () => {
    const many = product({
      shortDescription: Array.from(
        { length: 30 },
        (_, i) => `palabra${String.fromCharCode(97 + (i % 26))}${i}`,
      ).join(' '),
    });
    await searchIndexProcessor.handleBatch([change(undefined, many)], logger);
    const batches = ddbMock
      .commandCalls(BatchWriteCommand)
      .map((call) => call.args[0].input.RequestItems?.pitahaya?.length);
    expect(batches.reduce((a = 0, b = 0) => a + b, 0)).toBe(32);
    expect(Math.max(...(batches as number[]))).toBeLessThanOrEqual(25);
    const counts = ddbMock.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(counts).toHaveLength(32);
    expect(counts[0]).toMatchObject({
      Key: { PK: 'SEARCHCOUNT#pitahaya', SK: 'COUNT' },
      UpdateExpression: 'ADD #products :delta SET #word = :word',
      ExpressionAttributeValues: { ':delta': 1, ':word': 'pitahaya' },
    });
  });

  it('asks again for the writes DynamoDB left unprocessed', async () => {
    ddbMock
      .on(BatchWriteCommand)
      .resolvesOnce({
        UnprocessedItems: { pitahaya: [{ DeleteRequest: { Key: { PK: 'SEARCH#roja', SK: 'x' } } }] },
      })
      .resolves({});
    await searchIndexProcessor.handleBatch([change(undefined, product())], logger);
    expect(ddbMock.commandCalls(BatchWriteCommand)).toHaveLength(2);
    expect(ddbMock.commandCalls(BatchWriteCommand)[1]?.args[0].input.RequestItems?.pitahaya).toEqual([
      { DeleteRequest: { Key: { PK: 'SEARCH#roja', SK: 'x' } } },
    ]);
  });
});

describe('search index and ratings', () => {
  it("moves a product's entries in the rating order when its rating changes", () => {
    const before = product();
    const after = { ...before, rating: { average: 4.5, count: 12 } };
    const index = indexChanges([change(before, after)]);
    const entry = [...index.writes.values()].find(
      (write) => 'put' in write && write.put.PK === 'SEARCH#roja',
    );
    expect(entry && 'put' in entry ? entry.put.GSI6SK : null).toBe('45#000012#2026-01-10T00:00:00.000Z#p1');
    expect(Object.fromEntries(index.counts)).toEqual({});
  });
});
