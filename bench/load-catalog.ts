/**
 * Loads generated products (bench/catalog-data.ts) into a running local stack, written exactly as the products
 * service writes them (services/products/product-item.ts: the product item with its keys and its name guard),
 * by the seeded producers, with the seed's photos.
 *
 *   npm run bench:load -- 10000            # into the stack of `npm start` (reads .local/stack.json)
 *   npm run bench:load -- 100000 <dataDir> # into the stack whose data folder is <dataDir>
 *
 * Products 0..N-1 are written; the ones already there are written again unchanged, so loading 100,000 after
 * 10,000 only adds. BatchWriteItem, 25 items a call, a few calls at a time.
 */
import { join } from 'node:path';
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { createClients, type LocalClients } from '../infra/local/clients.js';
import { readStackFile, type StackDetails } from '../infra/local/stack-file.js';
import { REPO_ROOT } from '../infra/local/config.js';
import { nameGuardItem, toItem } from '../services/products/product-item.js';
import { benchProduct, type BenchProducer } from './catalog-data.js';
import { runIfMain } from './run-main.js';

const BATCH = 25;
const PARALLEL = 2;

type Item = Record<string, unknown>;

/** The items of one partition of an index (at most `limit` of them, when given). */
async function indexPartition(
  clients: LocalClients,
  table: string,
  index: 'GSI1' | 'GSI2',
  key: string,
  limit?: number,
): Promise<Item[]> {
  const answer = await clients.documents.send(
    new QueryCommand({
      TableName: table,
      IndexName: index,
      KeyConditionExpression: `${index}PK = :key`,
      ExpressionAttributeValues: { ':key': key },
      ...(limit ? { Limit: limit } : {}),
    }),
  );
  return answer.Items ?? [];
}

async function producers(clients: LocalClients, table: string): Promise<BenchProducer[]> {
  const found = (await indexPartition(clients, table, 'GSI1', 'ROLE#producer')).map((item) => ({
    id: String(item.id),
    name: String(item.fullName ?? 'Finca'),
  }));
  if (found.length === 0) throw new Error('No producers in the table: is the stack seeded?');
  return found.sort((a, b) => a.id.localeCompare(b.id));
}

/** Photos of the seeded products (they exist in the bucket). */
async function photos(clients: LocalClients, table: string): Promise<string[]> {
  const seeded = await indexPartition(clients, table, 'GSI2', 'CATALOG#ACTIVE', 50);
  return [
    ...new Set(
      seeded
        .map((item) => item.thumbnailUrl)
        .filter((url): url is string => typeof url === 'string' && url.startsWith('/images/')),
    ),
  ].sort();
}

async function writeAll(clients: LocalClients, table: string, items: Item[]): Promise<void> {
  let pending: Item[] = items;
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt > 10) throw new Error('DynamoDB Local keeps refusing writes');
    const answer = await clients.documents.send(
      new BatchWriteCommand({ RequestItems: { [table]: pending.map((Item) => ({ PutRequest: { Item } })) } }),
    );
    pending = (answer.UnprocessedItems?.[table] ?? []).map((request) => request.PutRequest?.Item as Item);
    if (pending.length > 0) await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
  }
}

export interface LoadOptions {
  /** Products [from, to) are written. */
  from?: number;
  to: number;
  onProgress?: (written: number) => void;
}

/** Writes bench products [from, to) into the stack's table; answers the number written. */
export async function loadCatalog(details: StackDetails, options: LoadOptions): Promise<number> {
  const clients = createClients(details.endpoints, details.region);
  try {
    const table = details.tableName;
    const [farms, images] = await Promise.all([producers(clients, table), photos(clients, table)]);
    const now = Date.now();
    const from = options.from ?? 0;
    let next = from;
    let written = 0;
    const worker = async () => {
      while (next < options.to) {
        const start = next;
        const end = Math.min(options.to, start + Math.floor(BATCH / 2));
        next = end;
        const items: Item[] = [];
        for (let n = start; n < end; n += 1) {
          const product = benchProduct(n, farms, images, now);
          items.push(toItem(product), nameGuardItem(product.producerId, product.name, product.productId));
        }
        for (const item of items) item.verifiedImageUrls = item.imageUrls;
        await writeAll(clients, table, items);
        written += end - start;
        if (options.onProgress && Math.floor(written / 5000) !== Math.floor((written - (end - start)) / 5000))
          options.onProgress(written);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    return written;
  } finally {
    clients.destroy();
  }
}

async function main(): Promise<number> {
  const count = Number(process.argv[2]);
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
    console.error(
      'Usage: npm run bench:load -- <products, 1..1000000> [dataDir of the stack, default .local]',
    );
    return 1;
  }
  const dataDir = process.argv[3] ?? join(REPO_ROOT, '.local');
  const details = readStackFile(join(dataDir, 'stack.json'));
  if (!details) {
    console.error(`No running stack found (${join(dataDir, 'stack.json')}): start it with npm start.`);
    return 1;
  }
  const started = performance.now();
  const written = await loadCatalog(details, {
    to: count,
    onProgress: (done) => console.log(`  ${done} products written`),
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(`${written} products written in ${seconds.toFixed(1)} s (${(written / seconds).toFixed(0)}/s)`);
  return 0;
}

runIfMain(import.meta.url, main);
