/**
 * The local stream poller (infra/local/change-stream.ts) on the real DynamoDB Local of the test stack: a table
 * of its own with the stack's design (stream on), real writes, and a recording handler in place of the events
 * function. Delivery in order, the prefix filter, ReportBatchItemFailures redelivery, skipping after the last
 * attempt, and a restart that resumes from the checkpoint without repeating anything.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startChangeStream,
  MAX_ATTEMPTS,
  type RunningChangeStream,
} from '../../infra/local/change-stream.js';
import { type LocalClients } from '../../infra/local/clients.js';
import { createLogger } from '../../infra/local/log.js';
import { ensureTable } from '../../infra/local/provision.js';
import { noStack } from './helpers.js';
import { stackClients } from './table.js';

const log = createLogger('silent');

async function until(what: string, check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(noStack)('local change stream', () => {
  let clients: LocalClients;
  let folder: string;
  const tableName = `stream-test-${randomUUID().slice(0, 8)}`;
  const delivered: DynamoDBRecord[] = [];
  /** Sequence numbers to refuse, with how many times each is still refused. */
  const refuse = new Map<string, number>();
  const refuseKey = new Map<string, number>();
  let poller: RunningChangeStream | undefined;

  const handler = async (event: { Records: DynamoDBRecord[] }): Promise<DynamoDBBatchResponse> => {
    for (const record of event.Records) {
      const pk = String(unmarshall(record.dynamodb?.Keys as never).PK);
      const left = refuseKey.get(pk) ?? 0;
      if (left > 0) {
        refuseKey.set(pk, left - 1);
        refuse.set(pk, (refuse.get(pk) ?? 0) + 1);
        return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
      }
      delivered.push(record);
    }
    return { batchItemFailures: [] };
  };
  const start = () =>
    startChangeStream({
      dynamodb: clients.dynamodb,
      streams: clients.streams,
      tableName,
      handler: async () => handler,
      checkpointFile: join(folder, 'checkpoint.json'),
      log,
      idleMs: 20,
      retryBaseMs: 1,
    });
  const put = (PK: string, extra: Record<string, unknown> = {}) =>
    clients.documents.send(new PutCommand({ TableName: tableName, Item: { PK, SK: 'ORDER', ...extra } }));
  const keysOf = () => delivered.map((record) => unmarshall(record.dynamodb?.Keys as never).PK as string);

  beforeAll(async () => {
    clients = stackClients();
    folder = mkdtempSync(join(tmpdir(), 'pitahaya-stream-'));
    await ensureTable(clients.dynamodb, tableName);
  });

  afterAll(async () => {
    await poller?.stop();
    await clients?.dynamodb.send(new DeleteTableCommand({ TableName: tableName })).catch(() => undefined);
    clients?.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  it('delivers order changes in order with both images, Lambda-shaped, and nothing else', async () => {
    await put('ORDER#1', { status: 'pending' });
    await put('USER#u1', { note: 'a cart is not streamed' });
    await clients.documents.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { PK: 'ORDER#1', SK: 'ORDER' },
        UpdateExpression: 'SET #s = :s',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':s': 'cancelled' },
      }),
    );
    poller = await start();
    await until('two records', () => delivered.length >= 2);
    expect(keysOf()).toEqual(['ORDER#1', 'ORDER#1']);
    const [insert, modify] = delivered;
    expect(insert).toMatchObject({ eventName: 'INSERT', eventSource: 'aws:dynamodb' });
    expect(insert?.dynamodb?.ApproximateCreationDateTime).toEqual(expect.any(Number));
    expect(unmarshall(modify?.dynamodb?.OldImage as never)).toMatchObject({ status: 'pending' });
    expect(unmarshall(modify?.dynamodb?.NewImage as never)).toMatchObject({ status: 'cancelled' });
  });

  it('delivers a reported record again, with what follows it, without losing or repeating any', async () => {
    refuseKey.set('ORDER#2', 2);
    await put('ORDER#2');
    await put('ORDER#3');
    await until('ORDER#3', () => keysOf().includes('ORDER#3'));
    expect(keysOf().slice(2)).toEqual(['ORDER#2', 'ORDER#3']);
    expect(refuse.get('ORDER#2')).toBe(2);
    expect(poller?.stats.skipped).toBe(0);
  });

  it(`skips a record refused ${MAX_ATTEMPTS} times and goes on`, async () => {
    refuseKey.set('ORDER#4', 1_000);
    await put('ORDER#4');
    await put('ORDER#5');
    await until('ORDER#5', () => keysOf().includes('ORDER#5'));
    expect(keysOf()).not.toContain('ORDER#4');
    expect(refuse.get('ORDER#4')).toBe(MAX_ATTEMPTS);
    expect(poller?.stats.skipped).toBe(1);
  });

  it('resumes after a restart from its checkpoint: nothing repeated, nothing lost', async () => {
    await poller?.stop();
    const before = delivered.length;
    await put('ORDER#6');
    poller = await start();
    await until('ORDER#6', () => keysOf().includes('ORDER#6'));
    expect(keysOf().slice(before)).toEqual(['ORDER#6']);
  });
});
