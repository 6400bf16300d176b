/**
 * What `npm run bench:counters` watches on the local stack, which runs in the bench's own process:
 *   - the DynamoDB requests of every handler (the clients' `send` wrapped while recording): which partitions each
 *     writes and reads, whether in a transaction, the read units DynamoDB Local answers, and the requests that
 *     failed (a transaction cancelled by a condition or a conflict, with its reasons);
 *   - the Cognito calls the handlers make (by command: the authorizer's AdminGetUser, ...);
 *   - the table's stream, read from its newest records on (a reader of its own beside the events function's
 *     poller): every item change with both images, which tells the index partitions written and the item sizes.
 * The bench's own clients are left out (exclude()).
 */
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type DynamoDBStreamsClient,
} from '@aws-sdk/client-dynamodb-streams';
import type { Image } from './item-size.js';
import { requestKeys, type ItemChange, type RequestKeys } from './partition-tally.js';

export interface Attempt extends RequestKeys {
  at: number;
  command: string;
  ok: boolean;
  error?: string;
  /** A cancelled transaction's reasons (ConditionalCheckFailed, TransactionConflict, None...). */
  reasons?: string[];
  readUnits: number;
  writeUnits: number;
}

interface Capacity {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}
type Command = { input: Record<string, unknown>; constructor: { name: string } };
type Send = (this: unknown, command: Command, ...rest: unknown[]) => Promise<unknown>;

const CAPACITY =
  /^(GetItem|PutItem|UpdateItem|DeleteItem|Query|Scan|BatchGetItem|BatchWriteItem|TransactGetItems|TransactWriteItems|Get|Put|Update|Delete|BatchGet|BatchWrite|TransactGet|TransactWrite)Command$/;
const WRITE = /^(Put|Update|Delete|BatchWrite|TransactWrite)/;

export class RequestTap {
  recording = false;
  readonly attempts: Attempt[] = [];
  /** Cognito calls by command (AdminGetUser, InitiateAuth...) while recording. */
  readonly cognitoCalls = new Map<string, number>();
  private readonly excluded = new WeakSet<object>();

  exclude(client: object): void {
    this.excluded.add(client);
  }

  /**
   * The share of each partition's answered writes that were transactional (a table item written in a
   * transaction costs twice): answers it for a partition (0 where none was written).
   */
  transactionalShare(): (partition: string) => number {
    const shares = new Map<string, { all: number; tx: number }>();
    for (const attempt of this.attempts.filter((candidate) => candidate.ok))
      for (const write of attempt.writes) {
        const entry = shares.get(write.partition) ?? { all: 0, tx: 0 };
        entry.all += 1;
        if (write.transactional) entry.tx += 1;
        shares.set(write.partition, entry);
      }
    return (partition) => {
      const entry = shares.get(partition);
      return entry && entry.all > 0 ? entry.tx / entry.all : 0;
    };
  }

  async send(client: unknown, original: Send, command: Command, rest: unknown[]): Promise<unknown> {
    const name = command.constructor.name;
    if (!this.recording || this.excluded.has(client as object) || !CAPACITY.test(name))
      return original.call(client, command, ...rest);
    command.input.ReturnConsumedCapacity ??= 'TOTAL';
    const attempt: Attempt = {
      at: Date.now(),
      command: name,
      ok: true,
      readUnits: 0,
      writeUnits: 0,
      ...requestKeys(name, command.input),
    };
    this.attempts.push(attempt);
    try {
      const output = (await original.call(client, command, ...rest)) as {
        ConsumedCapacity?: Capacity | Capacity[];
      };
      const consumed = output?.ConsumedCapacity;
      for (const entry of Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) {
        const isWrite = WRITE.test(name);
        attempt.readUnits += entry.ReadCapacityUnits ?? (isWrite ? 0 : (entry.CapacityUnits ?? 0));
        attempt.writeUnits += entry.WriteCapacityUnits ?? (isWrite ? (entry.CapacityUnits ?? 0) : 0);
      }
      return output;
    } catch (error) {
      attempt.ok = false;
      attempt.error = (error as Error).name;
      const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
      if (reasons) attempt.reasons = reasons.map((reason) => reason.Code ?? 'None');
      throw error;
    }
  }
}

/** Wraps the DynamoDB clients' `send` (low-level and document) and the Cognito client's of this process. */
export async function installRequestTap(): Promise<RequestTap> {
  const tap = new RequestTap();
  const [{ DynamoDBClient }, { DynamoDBDocumentClient }] = await Promise.all([
    import('@aws-sdk/client-dynamodb'),
    import('@aws-sdk/lib-dynamodb'),
  ]);
  for (const prototype of [DynamoDBClient.prototype, DynamoDBDocumentClient.prototype] as unknown as {
    send: Send;
  }[]) {
    const original = prototype.send;
    prototype.send = function send(this: unknown, command: Command, ...rest: unknown[]) {
      return tap.send(this, original, command, rest);
    };
  }
  const { CognitoIdentityProviderClient } = await import('@aws-sdk/client-cognito-identity-provider');
  const cognito = CognitoIdentityProviderClient.prototype as unknown as { send: Send };
  const originalCognito = cognito.send;
  cognito.send = function send(this: unknown, command: Command, ...rest: unknown[]) {
    if (tap.recording) {
      const name = command.constructor.name.replace(/Command$/, '');
      tap.cognitoCalls.set(name, (tap.cognitoCalls.get(name) ?? 0) + 1);
    }
    return originalCognito.call(this, command, ...rest);
  };
  return tap;
}

export interface TappedChange extends ItemChange {
  pk: string;
  sk: string;
  eventName: string;
}

export interface StreamTap {
  readonly changes: TappedChange[];
  /** When the last record was read (ms), 0 before any. */
  lastReadAt(): number;
  stop(): Promise<void>;
}

/**
 * More sockets for every SDK client of this process (the SDK's default is 50 per client). In AWS each Lambda
 * instance serves one request at a time, so its client never queues; the local stack serves every concurrent
 * invocation of a function with one module and one client, and 200 checkouts at once queue for its 50 sockets
 * past the 1 s connect timeout (services/lib/clients/dynamodb.ts), answering 503: a local artefact, not what AWS
 * would do. Call before the stack makes its clients.
 */
export async function widenSdkSockets(maxSockets: number): Promise<void> {
  const { NodeHttpHandler } = await import('@smithy/node-http-handler');
  type Resolve = (this: unknown, options?: { httpAgent?: object }) => unknown;
  const prototype = NodeHttpHandler.prototype as unknown as { resolveDefaultConfig: Resolve };
  const original = prototype.resolveDefaultConfig;
  prototype.resolveDefaultConfig = function resolveDefaultConfig(this: unknown, options) {
    const agent = options?.httpAgent;
    const isAgent = agent !== undefined && typeof (agent as { destroy?: unknown }).destroy === 'function';
    return original.call(this, isAgent ? options : { ...options, httpAgent: { maxSockets, ...agent } });
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads the table's stream from now on (every open shard from LATEST, new shards from their start). */
export async function startStreamTap(
  dynamodb: DynamoDBClient,
  streams: DynamoDBStreamsClient,
  tableName: string,
): Promise<StreamTap> {
  const table = await dynamodb.send(new DescribeTableCommand({ TableName: tableName }));
  const streamArn = table.Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`Table ${tableName} has no stream`);
  const changes: TappedChange[] = [];
  const iterators = new Map<string, string | null>();
  let lastReadAt = 0;
  let running = true;

  const describe = async (first: boolean) => {
    const shards = (await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }))).StreamDescription
      ?.Shards;
    for (const shard of shards ?? []) {
      const id = shard.ShardId as string;
      if (iterators.has(id)) continue;
      // At the start only the open shards matter (from their newest record); later shards from their start.
      if (first && shard.SequenceNumberRange?.EndingSequenceNumber) {
        iterators.set(id, null);
        continue;
      }
      const answer = await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: id,
          ShardIteratorType: first ? 'LATEST' : 'TRIM_HORIZON',
        }),
      );
      iterators.set(id, answer.ShardIterator ?? null);
    }
  };

  await describe(true);
  const loop = (async () => {
    let describedAt = Date.now();
    while (running) {
      let busy = false;
      for (const [id, iterator] of iterators) {
        if (!iterator) continue;
        const answer = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
        for (const record of answer.Records ?? []) {
          const data = record.dynamodb ?? {};
          changes.push({
            // When this reader saw it (polled every 100 ms when idle): DynamoDB Local's
            // ApproximateCreationDateTime is rounded to the minute.
            at: Date.now(),
            pk: (data.Keys?.PK as { S?: string } | undefined)?.S ?? '',
            sk: (data.Keys?.SK as { S?: string } | undefined)?.S ?? '',
            eventName: record.eventName ?? '',
            ...(data.OldImage ? { oldImage: data.OldImage as unknown as Image } : {}),
            ...(data.NewImage ? { newImage: data.NewImage as unknown as Image } : {}),
          });
          busy = true;
          lastReadAt = Date.now();
        }
        iterators.set(id, answer.NextShardIterator ?? null);
      }
      if (Date.now() - describedAt > 2_000) {
        await describe(false);
        describedAt = Date.now();
      }
      if (!busy) await sleep(100);
    }
  })();
  return {
    changes,
    lastReadAt: () => lastReadAt,
    async stop() {
      running = false;
      await loop;
    },
  };
}
