/**
 * Moves the per-product and per-farm counters out of the stats counter items written before figure items had
 * items of their own (issue 35, docs/scale.md "The stats counters"): a day or month bucket item of the shop or
 * of a producer carried `pr#<productId>` (revenue cents), `pu#<productId>` (units) and, the shop's, `vr#<producerId>`
 * (a farm's revenue cents), so it grew with the catalog. Each goes to the figure item of its product or farm in the
 * same scope and bucket (keys.ts statsShardKeys.figure), as `legacyRevenueCents` / `legacyUnits` (the readers add them
 * to the product's figures; a shop product's moved revenue is not its farm's, which the farm's figure item has
 * from `vr#`: services/stats/stats-report.ts).
 *
 *   1. the shop: its counter partition of before sharding (`STATS#SHOP`, shard 0: the only one with such
 *      counters), a page of buckets at a time;
 *   2. the producers: the directory by role (GSI1 `ROLE#producer`), a page at a time, each producer's
 *      partition of before sharding read whole.
 *
 * Per bucket item, in transactions of at most FIGURES_PER_MOVE figure items: the bucket's counters REMOVEd on the
 * condition that each still has the value read, and the same amounts ADDed to the figure items. So a counter moves
 * exactly once (a second run finds it gone), a transaction cut short moves nothing, and a bucket changed meanwhile
 * is read again (at most CHANGED_RETRIES times; after that it is left as it is, and still read right: the readers
 * add up counters left in a bucket item too). Readers never see a counter twice or not at all.
 *
 * Idempotent, resumable (a cursor `{ phase, startKey }` when paused), ends with its marker
 * (`MIGRATION#stats-figures`). No Scan. A producer whose directory item is gone (an erased account) keeps its
 * counters where they are: read right, just not moved.
 */
import {
  type DynamoDBDocumentClient,
  GetCommand,
  type GetCommandOutput,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { cancellationCodes } from '../lib/data/transactions.js';
import {
  STATS_SHOP_SCOPE,
  statsKeys,
  statsShardKeys,
  userKeys,
  type StatsFigureKind,
} from '../lib/data/keys.js';
import { queryAll } from '../lib/data/query-pages.js';
import { LEGACY_REVENUE, LEGACY_UNITS } from '../stats/index.js';
import { migration, type ResumeOptions } from './marker.js';

export const STATS_FIGURES_MIGRATION = 'stats-figures';
export const STATS_FIGURES_PHASES = ['shop', 'producers'] as const;
/** Bucket items (shop) or producers read per page. */
const PAGE_SIZE = 25;
/** Figure items per transaction (with the bucket's update: at most 100 items, expressions under 4 KB). */
export const FIGURES_PER_MOVE = 40;
/** Fresh reads of a bucket that changed between our read and our move. */
const CHANGED_RETRIES = 3;

const LEGACY = /^(pr|pu|vr)#(.+)$/;

export interface StatsFiguresCursor {
  phase: (typeof STATS_FIGURES_PHASES)[number];
  startKey?: Record<string, string | number>;
}

export interface StatsFiguresReport {
  done: boolean;
  /** Bucket items whose counters moved. */
  buckets: number;
  /** Counters moved. */
  counters: number;
  /** Bucket items left as they were (changed more often than the retries). */
  skipped: number;
  next?: StatsFiguresCursor;
}

export type StatsFiguresOptions = ResumeOptions<StatsFiguresCursor>;

type Item = Record<string, unknown>;

interface FigureMove {
  key: { PK: string; SK: string };
  kind: StatsFigureKind;
  id: string;
  /** Bucket attributes it takes, with the value read. */
  taken: [string, number][];
  revenue: number;
  units: number;
}

/** The figure items a bucket item's per-product and per-farm counters go to (empty: nothing to move). */
export function figureMoves(scope: string, bucket: Item): FigureMove[] {
  const sortKey = String(bucket.SK ?? '');
  if (!/^(DAY|MONTH)#/.test(sortKey)) return [];
  const moves = new Map<string, FigureMove>();
  for (const [name, value] of Object.entries(bucket)) {
    const match = LEGACY.exec(name);
    if (!match || typeof value !== 'number') continue;
    const [, prefix, id] = match as unknown as [string, 'pr' | 'pu' | 'vr', string];
    const kind: StatsFigureKind = prefix === 'vr' ? 'F' : 'P';
    const key = statsShardKeys.figure(scope, sortKey, kind, id);
    const move = moves.get(key.SK) ?? { key, kind, id, taken: [], revenue: 0, units: 0 };
    move.taken.push([name, value]);
    if (prefix === 'pu') move.units += value;
    else move.revenue += value;
    moves.set(key.SK, move);
  }
  return [...moves.values()];
}

/** One transaction: the bucket's counters of `moves` removed (if unchanged), their amounts added to the figures. */
function moveTransaction(tableName: string, scope: string, bucket: Item, moves: readonly FigureMove[]) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const removed: string[] = [];
  const conditions: string[] = [];
  for (const [name, value] of moves.flatMap((move) => move.taken)) {
    const index = removed.length;
    names[`#a${index}`] = name;
    values[`:a${index}`] = value;
    removed.push(`#a${index}`);
    conditions.push(`#a${index} = :a${index}`);
  }
  const figureUpdates = moves
    .filter((move) => move.revenue !== 0 || move.units !== 0)
    .map((move) => {
      const adds = [
        ...(move.revenue !== 0 ? [[LEGACY_REVENUE, move.revenue] as const] : []),
        ...(move.units !== 0 ? [[LEGACY_UNITS, move.units] as const] : []),
      ];
      const idName = move.kind === 'P' ? 'productId' : 'producerId';
      return {
        Update: {
          TableName: tableName,
          Key: move.key,
          UpdateExpression: `SET entity = :entity, #id = :id ADD ${adds.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
          ExpressionAttributeNames: {
            '#id': idName,
            ...Object.fromEntries(adds.map(([name], i) => [`#c${i}`, name])),
          },
          ExpressionAttributeValues: {
            ':entity': 'OrderStatsFigure',
            ':id': move.id,
            ...Object.fromEntries(adds.map(([, value], i) => [`:c${i}`, value])),
          },
        },
      };
    });
  return new TransactWriteCommand({
    TransactItems: [
      {
        Update: {
          TableName: tableName,
          Key: { PK: statsKeys.partition(scope), SK: bucket.SK },
          UpdateExpression: `REMOVE ${removed.join(', ')}`,
          ConditionExpression: conditions.join(' AND '),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      },
      ...figureUpdates,
    ],
  });
}

/** Moves one bucket item's counters: the counters moved, or null when it kept changing. */
async function moveBucket(
  documents: DynamoDBDocumentClient,
  tableName: string,
  scope: string,
  first: Item,
): Promise<number | null> {
  let bucket: Item | undefined = first;
  let moved = 0;
  for (let attempt = 0; bucket && attempt <= CHANGED_RETRIES; attempt += 1) {
    const moves = figureMoves(scope, bucket);
    if (moves.length === 0) return moved;
    try {
      for (let start = 0; start < moves.length; start += FIGURES_PER_MOVE) {
        const chunk = moves.slice(start, start + FIGURES_PER_MOVE);
        await documents.send(moveTransaction(tableName, scope, bucket, chunk));
        moved += chunk.reduce((sum, move) => sum + move.taken.length, 0);
      }
      return moved;
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes || !(codes[0] === 'ConditionalCheckFailed' || codes.includes('TransactionConflict')))
        throw error;
      // Changed meanwhile (a counter written by code of before the deployment, or a concurrent write of the
      // events function's): read it again.
      const key: { PK: string; SK: string } = { PK: statsKeys.partition(scope), SK: String(bucket.SK) };
      const answer: GetCommandOutput = await documents.send(
        new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }),
      );
      bucket = answer.Item;
    }
  }
  return bucket ? null : moved;
}

export const backfillStatsFigures = migration<StatsFiguresReport, StatsFiguresOptions>(
  STATS_FIGURES_MIGRATION,
  { buckets: 0, counters: 0, skipped: 0 },
  async ({ documents, tableName, options }, report) => {
    const moveAll = async (scope: string, buckets: readonly Item[]) => {
      for (const bucket of buckets) {
        if (figureMoves(scope, bucket).length === 0) continue;
        const moved = await moveBucket(documents, tableName, scope, bucket);
        if (moved === null) report.skipped += 1;
        else if (moved > 0) {
          report.buckets += 1;
          report.counters += moved;
        }
      }
    };
    let cursor: StatsFiguresCursor | null = options.from ?? { phase: 'shop' };
    while (cursor) {
      let startKey: Record<string, string | number> | undefined;
      if (cursor.phase === 'shop') {
        const page = await documents.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'PK = :pk',
            ExpressionAttributeValues: { ':pk': statsKeys.partition(STATS_SHOP_SCOPE) },
            ExclusiveStartKey: cursor.startKey,
            Limit: PAGE_SIZE,
          }),
        );
        await moveAll(STATS_SHOP_SCOPE, page.Items ?? []);
        startKey = page.LastEvaluatedKey as typeof startKey;
      } else {
        const page = await documents.send(
          new QueryCommand({
            TableName: tableName,
            IndexName: 'GSI1',
            KeyConditionExpression: 'GSI1PK = :role',
            FilterExpression: 'SK = :profile',
            ExpressionAttributeValues: {
              ':role': userKeys.byRole('producer').GSI1PK,
              ':profile': 'PROFILE',
            },
            ProjectionExpression: 'id',
            ExclusiveStartKey: cursor.startKey,
            Limit: PAGE_SIZE,
          }),
        );
        for (const producer of page.Items ?? []) {
          if (typeof producer.id !== 'string' || producer.id === '') continue;
          const buckets = await queryAll(documents, {
            TableName: tableName,
            KeyConditionExpression: 'PK = :pk',
            ExpressionAttributeValues: { ':pk': statsKeys.partition(producer.id) },
          });
          await moveAll(producer.id, buckets);
        }
        startKey = page.LastEvaluatedKey as typeof startKey;
      }
      cursor = startKey
        ? { phase: cursor.phase, startKey }
        : cursor.phase === 'shop'
          ? { phase: 'producers' }
          : null;
      if (cursor && options.shouldPause?.()) return { ...report, next: cursor };
    }
    return report;
  },
);
