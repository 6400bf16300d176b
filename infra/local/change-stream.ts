/**
 * The local stand-in for Lambda's DynamoDB stream event source mapping: it reads the table's stream on
 * DynamoDB Local and invokes the events function (services/events/handler.ts, the code deployed to AWS) with
 * batches shaped like Lambda's, honouring the same rules:
 *   - only items of STREAMED_KEY_PREFIXES and STREAMED_ITEMS are delivered (AWS: the event filters of the mapping);
 *   - records of a shard in order, a parent shard before its children;
 *   - ReportBatchItemFailures: a reported record is delivered again with everything after it, up to
 *     MAX_ATTEMPTS times with a growing pause, then skipped with an error in the log (AWS: the on-failure queue);
 *   - where each shard was read up to is kept in <dataDir>/stream-checkpoint.json, so a restart neither loses
 *     nor repeats changes (the events function is idempotent anyway).
 * A fresh table starts at TRIM_HORIZON: the seed's orders go through the same processors as real ones.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
  type DynamoDBStreamsClient,
  type Shard,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { isStreamed } from '../../services/lib/data/change-stream.js';
import { lambdaContext, type StreamHandler } from './handlers.js';
import type { Logger } from './log.js';
import { repairImage } from './stream-images.js';

export const MAX_ATTEMPTS = 5;
/** Lambda's default batch size for a DynamoDB stream. */
export const BATCH_SIZE = 100;
/** How often the shard list is read again (new shards appear when DynamoDB rolls them over). */
const DESCRIBE_EVERY_MS = 5_000;

export interface ChangeStreamOptions {
  dynamodb: DynamoDBClient;
  streams: DynamoDBStreamsClient;
  tableName: string;
  handler: () => Promise<StreamHandler>;
  checkpointFile: string;
  log: Logger;
  /** Pause between polls when nothing was new (ms). */
  idleMs?: number;
  /** Pause before the first retry of a failed record (ms); doubles each time. */
  retryBaseMs?: number;
}

export interface RunningChangeStream {
  /** Records delivered and handled, and records skipped after MAX_ATTEMPTS. */
  readonly stats: { delivered: number; skipped: number; polls: number };
  stop(): Promise<void>;
}

interface Checkpoint {
  streamArn: string;
  /** Last sequence number handled per shard. */
  shards: Record<string, string>;
  /** Shards read to their end. */
  closed: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readCheckpoint(file: string, streamArn: string): Checkpoint {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Checkpoint>;
    if (stored.streamArn === streamArn && stored.shards && Array.isArray(stored.closed))
      return { streamArn, shards: { ...stored.shards }, closed: [...stored.closed] };
  } catch {
    // No checkpoint yet, or unreadable: start at the stream's beginning.
  }
  return { streamArn, shards: {}, closed: [] };
}

/** The SDK's stream record as Lambda hands it to a function (same field names; dates as epoch seconds). */
export function toLambdaRecord(record: StreamRecord, streamArn: string): DynamoDBRecord {
  const data = record.dynamodb ?? {};
  const created = data.ApproximateCreationDateTime;
  return {
    eventID: record.eventID,
    eventName: record.eventName as DynamoDBRecord['eventName'],
    eventVersion: record.eventVersion ?? '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: record.awsRegion ?? 'local',
    eventSourceARN: streamArn,
    dynamodb: {
      ...(created ? { ApproximateCreationDateTime: Math.floor(new Date(created).getTime() / 1000) } : {}),
      Keys: data.Keys as never,
      // Empty maps come back typeless from the Streams client: put them back (stream-images.ts).
      ...(data.NewImage ? { NewImage: repairImage(data.NewImage) as never } : {}),
      ...(data.OldImage ? { OldImage: repairImage(data.OldImage) as never } : {}),
      SequenceNumber: data.SequenceNumber,
      SizeBytes: data.SizeBytes,
      StreamViewType: data.StreamViewType as never,
    },
  };
}

const partitionKeyOf = (record: StreamRecord): string | undefined => {
  const pk = record.dynamodb?.Keys?.PK;
  return pk && 'S' in pk ? pk.S : undefined;
};
const sortKeyOf = (record: StreamRecord): string | undefined => {
  const sk = record.dynamodb?.Keys?.SK;
  return sk && 'S' in sk ? sk.S : undefined;
};

export async function startChangeStream(options: ChangeStreamOptions): Promise<RunningChangeStream> {
  const { dynamodb, streams, tableName, log } = options;
  const idleMs = options.idleMs ?? 100;
  const retryBaseMs = options.retryBaseMs ?? 200;
  const table = await dynamodb.send(new DescribeTableCommand({ TableName: tableName }));
  const streamArn = table.Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`Table ${tableName} has no stream`);
  const checkpoint = readCheckpoint(options.checkpointFile, streamArn);
  const iterators = new Map<string, string>();
  const stats = { delivered: 0, skipped: 0, polls: 0 };
  let running = true;

  const save = () => writeFileSync(options.checkpointFile, JSON.stringify(checkpoint));

  const openIterator = async (shardId: string): Promise<string | undefined> => {
    const after = checkpoint.shards[shardId];
    const answer = await streams.send(
      new GetShardIteratorCommand({
        StreamArn: streamArn,
        ShardId: shardId,
        ...(after
          ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after }
          : { ShardIteratorType: 'TRIM_HORIZON' }),
      }),
    );
    return answer.ShardIterator;
  };

  /** Delivers records (already filtered) in order; answers when each was handled or skipped. */
  const deliver = async (records: StreamRecord[]): Promise<void> => {
    let pending = records;
    let attempt = 1;
    while (pending.length > 0 && running) {
      const event: DynamoDBStreamEvent = {
        Records: pending.map((record) => toLambdaRecord(record, streamArn)),
      };
      let answer: DynamoDBBatchResponse | void;
      try {
        answer = await (await options.handler())(event, lambdaContext('pitahaya-events'));
      } catch (error) {
        // A thrown error fails the whole batch, as in Lambda.
        log.warn(`The events function failed (attempt ${attempt}): ${(error as Error).message}`);
        answer = { batchItemFailures: [{ itemIdentifier: pending[0]?.dynamodb?.SequenceNumber ?? '' }] };
      }
      const failed = answer?.batchItemFailures?.[0]?.itemIdentifier;
      const index = failed ? pending.findIndex((r) => r.dynamodb?.SequenceNumber === failed) : -1;
      const handled = index < 0 ? pending.length : index;
      stats.delivered += handled;
      pending = pending.slice(handled);
      if (pending.length === 0) return;
      if (handled > 0) attempt = 1;
      if (attempt >= MAX_ATTEMPTS) {
        const [dropped] = pending;
        log.error(
          `Change ${dropped?.eventID} of ${partitionKeyOf(dropped ?? {})} skipped after ${MAX_ATTEMPTS} attempts`,
        );
        stats.skipped += 1;
        pending = pending.slice(1);
        attempt = 1;
        continue;
      }
      await sleep(retryBaseMs * 2 ** (attempt - 1));
      attempt += 1;
    }
  };

  /** Reads one shard once; answers whether it returned anything. */
  const pollShard = async (shard: Shard): Promise<boolean> => {
    const shardId = shard.ShardId as string;
    let iterator = iterators.get(shardId) ?? (await openIterator(shardId));
    if (!iterator) return false;
    let answer;
    try {
      answer = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: BATCH_SIZE }));
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'ExpiredIteratorException') {
        iterators.delete(shardId);
        return true;
      }
      if (name === 'TrimmedDataAccessException') {
        log.warn(
          `Stream shard ${shardId}: records past the checkpoint were trimmed; reading from the oldest`,
        );
        delete checkpoint.shards[shardId];
        iterators.delete(shardId);
        return true;
      }
      throw error;
    }
    const records = answer.Records ?? [];
    const wanted = records.filter((record) => isStreamed(partitionKeyOf(record), sortKeyOf(record)));
    if (wanted.length > 0) await deliver(wanted);
    const last = records.at(-1)?.dynamodb?.SequenceNumber;
    if (last) checkpoint.shards[shardId] = last;
    iterator = answer.NextShardIterator;
    if (iterator) iterators.set(shardId, iterator);
    else {
      iterators.delete(shardId);
      checkpoint.closed.push(shardId);
    }
    if (last || !iterator) save();
    return records.length > 0;
  };

  let shards: Shard[] = [];
  let describedAt = 0;
  const loop = async () => {
    while (running) {
      let busy = false;
      try {
        const closedBefore = checkpoint.closed.length;
        if (Date.now() - describedAt > DESCRIBE_EVERY_MS) {
          const description = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
          shards = description.StreamDescription?.Shards ?? [];
          describedAt = Date.now();
        }
        const open = shards.filter((shard) => !checkpoint.closed.includes(shard.ShardId as string));
        const openIds = new Set(open.map((shard) => shard.ShardId));
        for (const shard of open) {
          // A child shard waits until its parent has been read to the end.
          if (shard.ParentShardId && openIds.has(shard.ParentShardId)) continue;
          if (!running) break;
          busy = (await pollShard(shard)) || busy;
        }
        // A shard read to its end has children to find now.
        if (checkpoint.closed.length > closedBefore) describedAt = 0;
        stats.polls += 1;
      } catch (error) {
        if (!running) break;
        log.warn(`Reading the table's stream failed: ${(error as Error).message}`);
        await sleep(1_000);
      }
      if (!busy && running) await sleep(idleMs);
    }
  };

  const done = loop();
  return {
    stats,
    async stop() {
      running = false;
      await done;
    },
  };
}
