/**
 * The table operations of a restore: scan every item (parallel segments, strongly consistent), create an empty
 * table with the same keys and indexes as another, write items in batches of 25 (unprocessed items retried with
 * backoff), delete a table. Used by the local drill; the AWS drill restores with point-in-time recovery and
 * only scans here to count.
 */
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  ScanCommand,
  waitUntilTableExists,
  waitUntilTableNotExists,
  type AttributeValue,
  type DynamoDBClient,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';
import type { StoredItem } from './figures.js';

const SEGMENTS = 4;
const BATCH = 25;
const MAX_WAIT_SECONDS = 300;

/** Every item of the table (order not guaranteed). */
export async function scanAll(client: DynamoDBClient, tableName: string): Promise<StoredItem[]> {
  const segments = await Promise.all(
    Array.from({ length: SEGMENTS }, async (_, segment) => {
      const items: StoredItem[] = [];
      let start: Record<string, AttributeValue> | undefined;
      do {
        const page = await client.send(
          new ScanCommand({
            TableName: tableName,
            Segment: segment,
            TotalSegments: SEGMENTS,
            ConsistentRead: true,
            ExclusiveStartKey: start,
          }),
        );
        items.push(...(page.Items ?? []));
        start = page.LastEvaluatedKey;
      } while (start);
      return items;
    }),
  );
  return segments.flat();
}

/** Creates `target` empty, with the keys, attribute definitions and global indexes of `source`. */
export async function createTableLike(client: DynamoDBClient, source: string, target: string): Promise<void> {
  const { Table: table } = await client.send(new DescribeTableCommand({ TableName: source }));
  if (!table?.KeySchema || !table.AttributeDefinitions) throw new Error(`Table ${source} has no key schema.`);
  await client.send(
    new CreateTableCommand({
      TableName: target,
      KeySchema: table.KeySchema,
      AttributeDefinitions: table.AttributeDefinitions,
      BillingMode: 'PAY_PER_REQUEST',
      ...(table.GlobalSecondaryIndexes?.length
        ? {
            GlobalSecondaryIndexes: table.GlobalSecondaryIndexes.map((index) => ({
              IndexName: index.IndexName,
              KeySchema: index.KeySchema,
              Projection: index.Projection,
            })),
          }
        : {}),
    }),
  );
  await waitUntilTableExists(
    { client, maxWaitTime: MAX_WAIT_SECONDS, minDelay: 1, maxDelay: 10 },
    { TableName: target },
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes every item (PutRequest batches of 25); unprocessed items are sent again with backoff. */
export async function writeItems(
  client: DynamoDBClient,
  tableName: string,
  items: AsyncIterable<StoredItem> | Iterable<StoredItem>,
): Promise<number> {
  let written = 0;
  let batch: WriteRequest[] = [];
  const flush = async () => {
    let pending = batch;
    batch = [];
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt > 8)
        throw new Error(`${pending.length} items still unprocessed after ${attempt} attempts.`);
      if (attempt > 0) await pause(50 * 2 ** attempt);
      const answer = await client.send(new BatchWriteItemCommand({ RequestItems: { [tableName]: pending } }));
      written += pending.length - (answer.UnprocessedItems?.[tableName]?.length ?? 0);
      pending = answer.UnprocessedItems?.[tableName] ?? [];
    }
  };
  for await (const item of items) {
    batch.push({ PutRequest: { Item: item } });
    if (batch.length === BATCH) await flush();
  }
  await flush();
  return written;
}

export async function deleteTable(client: DynamoDBClient, tableName: string): Promise<void> {
  await client.send(new DeleteTableCommand({ TableName: tableName }));
  await waitUntilTableNotExists(
    { client, maxWaitTime: MAX_WAIT_SECONDS, minDelay: 1, maxDelay: 10 },
    { TableName: tableName },
  );
}
