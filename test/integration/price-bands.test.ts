/**
 * Price ranges on the newest sort by price band (GSI5, docs/search.md) over the real DynamoDB Local of the test
 * stack: a table of its own with the stack's design, 600 products written as the products service writes them
 * (most of them between 16 and 25 €, so a range's edge band holds more than BAND_EDGE_CAP of it and is read
 * with a filter) plus the search entries of one word, read by the products service's list function. Every range paged
 * to its end answers each product in it once, newest first, never an empty page with a token, and reads a
 * bounded number of items per page; the backfill gives the band keys to items written before they existed.
 */
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalClients } from '../../infra/local/clients.js';
import { ensureTable } from '../../infra/local/provision.js';
import { backfillPriceBands } from '../../services/migrations/price-bands.js';
import {
  InvalidMigrationsEvent,
  runMigrations,
  type MigrationsEvent,
} from '../../services/migrations/run.js';
import { searchEntries, type Item } from '../../services/products/catalog-entry.js';
import { listProducts } from '../../services/products/list-products.js';
import { toItem } from '../../services/products/product-item.js';
import type { Product } from '../../shared/contracts/products/entities.js';
import type { ProductListQuery } from '../../shared/contracts/products/schemas.js';
import { noStack, stack } from './helpers.js';
import { stackClients } from './table.js';

const COUNT = 600;
const tableName = `bands-test-${randomUUID().slice(0, 8)}`;
const WORDS = ['roja', 'amarilla', 'blanca'];

/** Two in three products between 16.00 and 24.99 €, the rest from 1 to 100 €; one a minute, newest last. */
function benchProduct(n: number): Product {
  const id = `b-${String(n).padStart(4, '0')}`;
  const price = n % 3 === 0 ? 1 + ((n * 7919) % 9900) / 100 : 16 + ((n * 13) % 900) / 100;
  const createdAt = new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
  return {
    productId: id,
    id,
    name: `Pitahaya ${WORDS[n % 3]} ${n}`,
    shortDescription: 'Fruta del dragón de la prueba de bandas.',
    price: Math.round(price * 100) / 100,
    stock: 10,
    unit: 'kg',
    taxRate: 4,
    thumbnailUrl: `/images/products/${id}/a.webp`,
    imageUrls: [`/images/products/${id}/a.webp`],
    isActive: true,
    active: true,
    producerId: 'u-bands',
    producerName: 'Finca de las bandas',
    createdAt,
    updatedAt: createdAt,
  };
}

/** An item as written before the band index existed. */
const withoutBands = (item: Item): Item =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !name.startsWith('GSI5')));

describe.skipIf(noStack)('price ranges on the newest sort, by price band', () => {
  let clients: LocalClients;
  const products = Array.from({ length: COUNT }, (_, n) => benchProduct(n));

  async function write(items: Item[], table = tableName): Promise<void> {
    for (let i = 0; i < items.length; i += 25) {
      const requests = items.slice(i, i + 25).map((item) => ({ PutRequest: { Item: item } }));
      let pending: typeof requests = requests;
      while (pending.length > 0) {
        const answer = await clients.documents.send(
          new BatchWriteCommand({ RequestItems: { [table]: pending } }),
        );
        pending = (answer.UnprocessedItems?.[table] ?? []) as typeof requests;
      }
    }
  }

  beforeAll(async () => {
    // The products service reads its table and endpoint from the environment at its first call.
    process.env.TABLE_NAME = tableName;
    process.env.DYNAMODB_ENDPOINT = stack.dynamodbEndpoint;
    process.env.AWS_REGION = 'eu-west-1';
    process.env.AWS_ACCESS_KEY_ID ??= 'local';
    process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
    process.env.PITAHAYA_LOCAL = 'true';
    clients = stackClients();
    await ensureTable(clients.dynamodb, tableName);
    const items = products.map((product) => toItem(product));
    // The search entries of the one word the test searches (the others would only slow the setup).
    const roja = items
      .flatMap((item) => [...searchEntries(item).values()])
      .filter((e) => e.PK === 'SEARCH#roja');
    await write([...items, ...roja]);
  }, 120_000);

  afterAll(async () => {
    await clients?.dynamodb.send(new DeleteTableCommand({ TableName: tableName })).catch(() => undefined);
  });

  /** One page through the products service, with its DynamoDB work (server-timing). */
  async function page(query: Partial<ProductListQuery>) {
    const answer = await listProducts({
      query: { sort: 'newest', limit: 10, ...query } as ProductListQuery,
      principal: null,
      event: { headers: {} } as unknown as APIGatewayProxyEventV2,
    } as Parameters<typeof listProducts>[0]);
    const data = answer.data as { products: Product[]; nextToken: string | null };
    const timing = String(answer.headers?.['server-timing'] ?? '');
    const items = Number(/items=(\d+)/.exec(timing)?.[1]);
    const queries = Number(/queries=(\d+)/.exec(timing)?.[1]);
    return { ...data, items, queries };
  }

  /** Every page to the end: the ids in order, and the most items read by one page. */
  async function walk(query: Partial<ProductListQuery>) {
    const ids: string[] = [];
    let token: string | undefined;
    let most = 0;
    let pages = 0;
    do {
      const answer = await page({ ...query, ...(token ? { nextToken: token } : {}) });
      pages += 1;
      if (answer.nextToken) expect(answer.products.length).toBeGreaterThan(0);
      ids.push(...answer.products.map((product) => product.productId));
      most = Math.max(most, answer.items);
      token = answer.nextToken ?? undefined;
    } while (token && pages < 200);
    return { ids, most, pages };
  }

  const expected = (low = 0, high = Infinity, word?: string) =>
    products
      .filter((product) => product.price >= low && product.price <= high)
      .filter((product) => word === undefined || product.name.split(' ').includes(word))
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))
      .map((product) => product.productId);

  it.each([
    ['narrow, in two bands (one part read by price, one filtered)', 20, 25],
    ['inside one band', 17.5, 18.25],
    ['wide, whole bands between its edges', 5, 80],
    ['from a price up', 50, undefined],
    ['up to a price', undefined, 3],
  ])('%s: every product once, newest first, bounded reads per page', async (_, min, max) => {
    const want = expected(min, max);
    expect(want.length).toBeGreaterThan(0);
    const { ids, most } = await walk({
      ...(min !== undefined ? { minPrice: min } : {}),
      ...(max !== undefined ? { maxPrice: max } : {}),
    });
    expect(ids).toEqual(want);
    // Every band in parallel, two rounds at most: far below the 600 products, whatever the range.
    expect(most).toBeLessThanOrEqual(250);
  });

  it('reads a range wider than the old 500-item cap by key condition: about a page per page', async () => {
    const all = await walk({ minPrice: 1, maxPrice: 100, limit: 12 });
    expect(all.ids).toEqual(expected(1, 100));
    expect(all.most).toBeLessThanOrEqual(120);
  });

  it('answers an empty range with no token', async () => {
    const answer = await page({ minPrice: 150, maxPrice: 200 });
    expect(answer.products).toEqual([]);
    expect(answer.nextToken).toBeNull();
  });

  it('combines a search word with a price range', async () => {
    const { ids } = await walk({ q: 'roja', minPrice: 10, maxPrice: 60 });
    expect(ids).toEqual(expected(10, 60, 'roja'));
  });

  it('backfills the band keys of products and search entries written before them, once', async () => {
    const oldTable = `${tableName}-old`;
    await ensureTable(clients.dynamodb, oldTable);
    try {
      const items = products.slice(0, 5).map((product) => toItem(product));
      const entries = items.flatMap((item) => [...searchEntries(item).values()]);
      await write([...items, ...entries].map(withoutBands), oldTable);
      const inBand = async (entry: Item) =>
        (
          await clients.documents.send(
            new QueryCommand({
              TableName: oldTable,
              IndexName: 'GSI5',
              KeyConditionExpression: 'GSI5PK = :pk AND GSI5SK = :sk',
              ExpressionAttributeValues: { ':pk': entry.GSI5PK, ':sk': entry.GSI5SK },
            }),
          )
        ).Items ?? [];
      expect(await inBand(items[0] as Item)).toEqual([]);

      const report = await backfillPriceBands(clients.documents, oldTable);
      expect(report).toEqual({ done: false, products: items.length, entries: entries.length });
      for (const item of [...items, ...entries]) {
        expect((await inBand(item)).map((found) => found.productId)).toEqual([item.productId]);
      }
      expect(await backfillPriceBands(clients.documents, oldTable)).toEqual({
        done: true,
        products: 0,
        entries: 0,
      });
    } finally {
      await clients.dynamodb.send(new DeleteTableCommand({ TableName: oldTable })).catch(() => undefined);
    }
  });

  it('goes on where a run paused, in a new run, as the migrations function does near its timeout', async () => {
    const oldTable = `${tableName}-slices`;
    await ensureTable(clients.dynamodb, oldTable);
    try {
      const items = products
        .slice(10, 16)
        .map((product, n) => toItem(n < 2 ? { ...product, isActive: false, active: false } : product));
      const entries = items.flatMap((item) => [...searchEntries(item).values()]);
      await write([...items, ...entries].map(withoutBands), oldTable);

      const started: MigrationsEvent[] = [];
      const deps = {
        documents: clients.documents,
        tableName: oldTable,
        timeLeftMs: () => 0, // always near the end: every run stops after its page
        continueWith: async (event: MigrationsEvent) => {
          started.push(event);
        },
      };
      await expect(runMigrations({ from: { partition: 'todas' } }, deps)).rejects.toBeInstanceOf(
        InvalidMigrationsEvent,
      );
      expect(started).toEqual([]);

      const reports = [await runMigrations({}, deps)];
      while (started.length === reports.length) {
        reports.push(await runMigrations(JSON.parse(JSON.stringify(started.at(-1))), deps));
      }
      // The active partition's page, then the inactive one's: two runs, the first handing on its cursor (then
      // the migrations after the price bands, each in runs of its own: services/migrations/run.ts).
      expect(started[0]).toEqual({ from: { migration: 'price-bands', cursor: { partition: 'inactive' } } });
      const priceBands = reports.flatMap((report) => report.migrations['price-bands'] ?? []);
      expect(priceBands.map((outcome) => outcome.counts.products)).toEqual([4, 2]);
      expect(priceBands.reduce((sum, outcome) => sum + (outcome.counts.entries ?? 0), 0)).toBe(
        entries.length,
      );
      expect(reports.at(-1)?.next).toBeUndefined();
      expect((await runMigrations({}, deps)).migrations['price-bands']).toEqual({
        done: true,
        counts: { products: 0, entries: 0 },
      });
    } finally {
      await clients.dynamodb.send(new DeleteTableCommand({ TableName: oldTable })).catch(() => undefined);
    }
  });
});
