/**
 * Backfill of the price band index (GSI5, docs/search.md "Price ranges on the default sort") for a table
 * written before it existed. New writes already carry the band keys (every writer sets them through
 * services/lib/catalog/catalog-entry.ts); this gives them to the items written before:
 *
 *   1. every product of both catalog partitions (GSI2 `CATALOG#ACTIVE` / `CATALOG#INACTIVE`, paged): SET
 *      GSI5PK/GSI5SK, conditioned on the price, date and partition read (a product changed meanwhile already
 *      got its keys from its writer);
 *   2. every search entry of the storefront products: SET GSI5PK/GSI5SK on the entries that exist with the
 *      price read (never creates one: the events function owns the index; entries follow the products'
 *      changes as before). The stream sees the product's update but derives the same entries (no write).
 *
 * Idempotent and resumable (items that have their keys are skipped). When done it writes a marker item
 * (`PK=MIGRATION#price-bands`); the local stack runs it on every start and returns at once once the marker
 * is there. In AWS: `TABLE_NAME=<table> npm run migrate:price-bands` with the deployer's credentials, after
 * the deployment that adds GSI5 (DynamoDB builds the index from the items as they get the keys).
 */
import { fileURLToPath } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { catalogKeys, searchEntries, type Item } from '../../services/lib/catalog/catalog-entry.js';
import { catalogPartition, migrationKeys } from '../../services/lib/data/keys.js';

export const PRICE_BANDS_MIGRATION = 'price-bands';
/** Updates in flight at once. */
const PARALLEL_UPDATES = 16;

/** Runs `fn` over `items` with at most `limit` at a time. */
async function mapLimit<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      await fn(items[index] as T);
    }
  });
  await Promise.all(workers);
}

export interface BackfillReport {
  /** The marker was there: nothing to do. */
  done: boolean;
  products: number;
  entries: number;
}

const isConditionFailure = (error: unknown): boolean =>
  (error as { name?: string } | null)?.name === 'ConditionalCheckFailedException';

async function* catalogProducts(documents: DynamoDBDocumentClient, tableName: string): AsyncGenerator<Item> {
  for (const isActive of [true, false]) {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await documents.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: 'GSI2',
          KeyConditionExpression: 'GSI2PK = :pk',
          ExpressionAttributeValues: { ':pk': catalogPartition(isActive) },
          ExclusiveStartKey: startKey,
          Limit: 200,
        }),
      );
      for (const item of page.Items ?? []) if (item.SK === 'PRODUCT') yield item;
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  }
}

/** SET the band keys of `key` if the item is still what was read (`expected`); false if it changed. */
async function setBandKeys(
  documents: DynamoDBDocumentClient,
  tableName: string,
  key: { PK: unknown; SK: unknown },
  bandKeys: { GSI5PK: unknown; GSI5SK: unknown },
  expected: Record<string, unknown>,
): Promise<boolean> {
  const names = Object.keys(expected);
  try {
    await documents.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: 'SET GSI5PK = :bandPk, GSI5SK = :bandSk',
        ConditionExpression: ['attribute_exists(PK)', ...names.map((_, i) => `#e${i} = :e${i}`)].join(
          ' AND ',
        ),
        ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#e${i}`, name])),
        ExpressionAttributeValues: {
          ':bandPk': bandKeys.GSI5PK,
          ':bandSk': bandKeys.GSI5SK,
          ...Object.fromEntries(names.map((name, i) => [`:e${i}`, expected[name]])),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function backfillPriceBands(
  documents: DynamoDBDocumentClient,
  tableName: string,
): Promise<BackfillReport> {
  const marker = await documents.send(
    new GetCommand({ TableName: tableName, Key: migrationKeys.item(PRICE_BANDS_MIGRATION) }),
  );
  if (marker.Item) return { done: true, products: 0, entries: 0 };
  const report: BackfillReport = { done: false, products: 0, entries: 0 };
  let batch: (() => Promise<void>)[] = [];
  const flush = async () => {
    await mapLimit(batch, PARALLEL_UPDATES, (update) => update());
    batch = [];
  };
  for await (const item of catalogProducts(documents, tableName)) {
    const keys = catalogKeys(item).set;
    if (keys.GSI5PK === undefined) continue;
    if (item.GSI5PK !== keys.GSI5PK || item.GSI5SK !== keys.GSI5SK) {
      batch.push(async () => {
        const set = await setBandKeys(
          documents,
          tableName,
          { PK: item.PK, SK: item.SK },
          { GSI5PK: keys.GSI5PK, GSI5SK: keys.GSI5SK },
          { price: item.price, createdAt: item.createdAt, GSI2PK: item.GSI2PK },
        );
        if (set) report.products += 1;
      });
    }
    for (const entry of searchEntries(item).values()) {
      batch.push(async () => {
        const set = await setBandKeys(
          documents,
          tableName,
          { PK: entry.PK, SK: entry.SK },
          { GSI5PK: entry.GSI5PK, GSI5SK: entry.GSI5SK },
          { price: entry.price },
        );
        if (set) report.entries += 1;
      });
    }
    if (batch.length >= 500) await flush();
  }
  await flush();
  await documents.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...migrationKeys.item(PRICE_BANDS_MIGRATION), doneAt: new Date().toISOString(), ...report },
    }),
  );
  return report;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tableName = process.env.TABLE_NAME;
  if (!tableName) {
    console.error('TABLE_NAME is required (the deployed table, e.g. from the stack outputs).');
    process.exit(1);
  }
  const documents = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  const report = await backfillPriceBands(documents, tableName);
  console.log(
    report.done
      ? 'Price bands: already done.'
      : `Price bands: ${report.products} products and ${report.entries} search entries updated.`,
  );
}
