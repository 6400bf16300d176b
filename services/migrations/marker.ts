/**
 * Every data migration runs once: its marker item (`PK=MIGRATION#<name>`) says it is done. A run reads the
 * marker first (there: nothing to do), works, and writes the marker with its report when the work has ended
 * (not when it paused: a paused report carries `next`, where the next run goes on from).
 */
import { type DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { WholeQuery } from '../lib/data/query-pages.js';
import { migrationKeys } from '../lib/data/keys.js';

/** What every migration's report has: done (the marker was there), and where to go on from when paused. */
export interface MigrationReport {
  done: boolean;
  next?: unknown;
}

/**
 * Runs `work` from the report `empty` unless the marker of `migration` is there (then answers `empty`, done).
 * A report that comes back without `next` is the end: the marker is written with it.
 */
export async function runOnce<R extends MigrationReport>(
  documents: DynamoDBDocumentClient,
  tableName: string,
  migration: string,
  empty: Omit<R, 'done'>,
  work: (report: R) => Promise<R>,
): Promise<R> {
  const marker = await documents.send(
    new GetCommand({ TableName: tableName, Key: migrationKeys.item(migration) }),
  );
  if (marker.Item) return { ...empty, done: true } as R;
  const report = await work({ ...empty, done: false } as R);
  if (report.next !== undefined) return report;
  await documents.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...migrationKeys.item(migration), doneAt: new Date().toISOString(), ...report },
    }),
  );
  return report;
}

/** What a resumable migration is run with (`C`: its cursor, the `next` of a paused report). */
export interface ResumeOptions<C> {
  /** Go on from here (a previous run's `next`) instead of the start. */
  from?: C;
  /** Asked after each page: true stops there and returns `next`. */
  shouldPause?: () => boolean;
}

/** What a migration's work is handed: the table (through `documents`) and the run's options. */
export interface MigrationRun<O> {
  documents: DynamoDBDocumentClient;
  tableName: string;
  options: O;
}

/**
 * A migration's function, `(documents, tableName, options)`, that runs `work` once (runOnce) from the report
 * `empty`: what run.ts calls in order, and the tests one by one.
 */
export const migration =
  <R extends MigrationReport, O extends object>(
    name: string,
    empty: Omit<R, 'done'>,
    work: (run: MigrationRun<O>, report: R) => Promise<R>,
  ) =>
  (documents: DynamoDBDocumentClient, tableName: string, options: O = {} as O): Promise<R> =>
    runOnce<R>(documents, tableName, name, empty, (report) =>
      work({ documents, tableName, options }, report),
    );

/** Where in a Query a paused migration goes on from (its LastEvaluatedKey). */
export type StartKey = Record<string, string | number>;

/**
 * Sends the Query `input` a page at a time from `startKey`, handing each page's items to `work`; after a page
 * with more to come, pauses when `shouldPause` says so. Answers the start key to go on from (paused), or
 * undefined at the Query's end.
 */
export async function walkPages(
  documents: DynamoDBDocumentClient,
  input: WholeQuery,
  startKey: StartKey | undefined,
  work: (items: Record<string, unknown>[]) => Promise<unknown>,
  shouldPause?: () => boolean,
): Promise<StartKey | undefined> {
  let next = startKey;
  for (;;) {
    const page = await documents.send(new QueryCommand({ ...input, ExclusiveStartKey: next }));
    await work(page.Items ?? []);
    next = page.LastEvaluatedKey as StartKey | undefined;
    if (!next || shouldPause?.()) return next;
  }
}
