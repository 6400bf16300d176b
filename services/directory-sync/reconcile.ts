/**
 * The periodic reconciliation of the user directory with the Cognito pool (docs/data-model.md, "Directory
 * reconciliation"): incremental, within a budget of Cognito calls per run, never a DynamoDB Scan.
 *
 * A sweep has two phases, carried across runs by the cursor item (DIRECTORY_SYNC / CURSOR):
 *   1. pool: ListUsers pages of 60 (PaginationToken in the cursor), at most `pagesPerRun` per run; each page's
 *      directory rows are read by id (BatchGetItem of its subs), planned (plan.ts) and brought in line
 *      (apply.ts); the page's subs are written down as the sweep's "seen" set (DIRECTORY_SYNC#<sweep> / SEEN#);
 *   2. gone: the directory's role partitions (GSI1 `ROLE#<role>`) are walked page by page (the Query's
 *      LastEvaluatedKey in the cursor); a row whose sub the sweep did not see is checked with AdminGetUser (at
 *      most `checksPerRun` per run) and removed when Cognito no longer has it (a user created after their page
 *      was listed is only brought in line).
 * At most one sweep ends per run; the next run starts a new one. Two runs at once: the cursor is written on the
 * version read, so the slower one stops (every step is idempotent, nothing is done twice in a harmful way).
 */
import { ListUsersCommand, type UserType } from '@aws-sdk/client-cognito-identity-provider';
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ROLES } from '../../shared/constants/roles.js';
import { cognito } from '../lib/clients/cognito.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { toCognitoUser } from '../lib/auth/cognito-users.js';
import { writtenUnlessRefused } from '../lib/data/condition-failure.js';
import { directorySyncKeys, userKeys } from '../lib/data/keys.js';
import { queryAll } from '../lib/data/query-pages.js';
import { readEnv } from '../lib/env.js';
import { applyPlanned, readRows, ROW_PROJECTION, syncRow, type SyncContext } from './apply.js';
import { changes, planPage, unseenRows, type DirectoryRow } from './plan.js';
import { getItem, putItem } from '../lib/data/item-commands.js';

/** ListUsers' largest page. */
export const POOL_PAGE_SIZE = 60;
/** Directory rows per Query of a role partition in the gone phase. */
export const ROLE_PAGE_SIZE = 100;
/** Subs per "seen" item (36 characters each: about 40 KB, far below the item limit). */
const SEEN_CHUNK = 1000;
/** How long a sweep's "seen" items are kept (a sweep takes minutes). */
const SEEN_TTL_SECONDS = 24 * 60 * 60;

export interface SyncCursor {
  /** The sweep's start (ISO), its id. */
  sweepId: string;
  phase: 'pool' | 'gone';
  /** ListUsers' PaginationToken of the next pool page (null: the first). */
  poolToken: string | null;
  /** Pool pages read in this sweep. */
  pages: number;
  /** The role partition being walked (index in ROLES) and where its walk stands. */
  roleIndex: number;
  roleKey: Record<string, unknown> | null;
  /** Bumped by each write (optimistic lock). */
  version: number;
}

export const newCursor = (now: Date, version = 0): SyncCursor => ({
  sweepId: now.toISOString(),
  phase: 'pool',
  poolToken: null,
  pages: 0,
  roleIndex: 0,
  roleKey: null,
  version,
});

export interface ReconcileOptions {
  /** ListUsers calls at most per run. */
  pagesPerRun: number;
  /** AdminGetUser calls at most per run for rows the pool walk did not see (one role page may exceed it). */
  checksPerRun: number;
  now?: Date;
}

export interface ReconcileReport {
  sweepId: string;
  poolPages: number;
  rolePages: number;
  sweepCompleted: boolean;
  /** The cursor moved on by another run meanwhile: this one stopped. */
  overtaken: boolean;
}

async function readCursor(): Promise<SyncCursor | null> {
  const { Item } = await getItem({ Key: directorySyncKeys.cursor(), ConsistentRead: true });
  return Item ? (Item.cursor as SyncCursor) : null;
}

/** Writes the cursor on the version read; false when another run wrote it meanwhile. */
async function saveCursor(cursor: SyncCursor, readVersion: number | null): Promise<boolean> {
  return writtenUnlessRefused(
    putItem({
      Item: { ...directorySyncKeys.cursor(), entity: 'DirectorySyncCursor', cursor },
      ...(readVersion === null
        ? { ConditionExpression: 'attribute_not_exists(PK)' }
        : {
            // `cursor` is a reserved word.
            ConditionExpression: '#cursor.#version = :version',
            ExpressionAttributeNames: { '#cursor': 'cursor', '#version': 'version' },
            ExpressionAttributeValues: { ':version': readVersion },
          }),
    }),
  );
}

async function writeSeen(sweepId: string, page: number, subs: readonly string[], now: Date): Promise<void> {
  const expiresAt = Math.floor(now.getTime() / 1000) + SEEN_TTL_SECONDS;
  const puts = [];
  for (let chunk = 0; chunk * SEEN_CHUNK < subs.length || chunk === 0; chunk += 1) {
    const part = subs.slice(chunk * SEEN_CHUNK, (chunk + 1) * SEEN_CHUNK);
    puts.push({
      PutRequest: { Item: { ...directorySyncKeys.seen(sweepId, page, chunk), subs: part, expiresAt } },
    });
  }
  const table = readEnv().tableName;
  for (let start = 0; start < puts.length; start += 25) {
    let requests: unknown[] = puts.slice(start, start + 25);
    for (let round = 0; round < 5 && requests.length > 0; round += 1) {
      const answer = await ddb().send(
        new BatchWriteCommand({ RequestItems: { [table]: requests as never } }),
      );
      requests = answer.UnprocessedItems?.[table] ?? [];
      if (requests.length > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** round));
    }
    if (requests.length > 0) throw new Error('Seen subs still unprocessed');
  }
}

async function readSeen(sweepId: string): Promise<Set<string>> {
  const items = await queryAll(ddb(), {
    TableName: readEnv().tableName,
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': directorySyncKeys.seenPartition(sweepId) },
    ConsistentRead: true,
  });
  return new Set(items.flatMap((item) => (Array.isArray(item.subs) ? (item.subs as string[]) : [])));
}

/** One ListUsers page, paced, retried when throttled. */
async function listPoolPage(token: string | null, context: SyncContext) {
  context.tally.cognitoCalls += 1;
  return context.pace(() =>
    cognito().send(
      new ListUsersCommand({
        UserPoolId: readEnv().userPoolId,
        Limit: POOL_PAGE_SIZE,
        ...(token ? { PaginationToken: token } : {}),
      }),
    ),
  );
}

const poolUserOf = (user: UserType) => toCognitoUser({ ...user, attributes: user.Attributes });

/** One pool page: read, planned against its rows, applied, written down as seen. Answers the next token. */
async function poolStep(cursor: SyncCursor, context: SyncContext, now: Date): Promise<string | null> {
  let answer;
  try {
    answer = await listPoolPage(cursor.poolToken, context);
  } catch (error) {
    // A token Cognito no longer accepts (expired between runs): the sweep starts over.
    if (cursor.poolToken && (error as { name?: string }).name === 'InvalidParameterException') {
      context.logger.warn('ListUsers token refused: the sweep starts over');
      Object.assign(cursor, newCursor(now, cursor.version));
      return null;
    }
    throw error;
  }
  const users = (answer.Users ?? []).map(poolUserOf);
  const rows = await readRows(users.map((user) => user.sub));
  for (const planned of changes(planPage(users, rows))) await applyPlanned(planned, context);
  await writeSeen(
    cursor.sweepId,
    cursor.pages,
    users.map((user) => user.sub),
    now,
  );
  cursor.pages += 1;
  return answer.PaginationToken ?? null;
}

/** One page of a role partition: rows the sweep did not see are checked with Cognito. */
async function goneStep(
  cursor: SyncCursor,
  seen: ReadonlySet<string>,
  context: SyncContext,
): Promise<Record<string, unknown> | null> {
  const role = ROLES[cursor.roleIndex] as string;
  const answer = await ddb().send(
    new QueryCommand({
      TableName: readEnv().tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': userKeys.byRole(role).GSI1PK },
      ExpressionAttributeNames: { '#role': 'role' },
      ProjectionExpression: ROW_PROJECTION,
      Limit: ROLE_PAGE_SIZE,
      ...(cursor.roleKey ? { ExclusiveStartKey: cursor.roleKey } : {}),
    }),
  );
  const rows = (answer.Items ?? []).filter(
    (item) => typeof item.id === 'string',
  ) as unknown as DirectoryRow[];
  for (const row of unseenRows(rows, seen)) await syncRow(row, context);
  return answer.LastEvaluatedKey ?? null;
}

/** One run of the reconciliation (see the top of this file). */
export async function reconcile(options: ReconcileOptions, context: SyncContext): Promise<ReconcileReport> {
  const now = options.now ?? new Date();
  const stored = await readCursor();
  let readVersion = stored ? stored.version : null;
  const cursor: SyncCursor = stored ? { ...stored } : newCursor(now);
  const report: ReconcileReport = {
    sweepId: cursor.sweepId,
    poolPages: 0,
    rolePages: 0,
    sweepCompleted: false,
    overtaken: false,
  };
  const save = async (): Promise<boolean> => {
    cursor.version = (readVersion ?? 0) + 1;
    if (!(await saveCursor(cursor, readVersion))) {
      report.overtaken = true;
      return false;
    }
    readVersion = cursor.version;
    return true;
  };
  let seen: Set<string> | null = null;
  const checksAtStart = context.tally.cognitoCalls;
  for (;;) {
    if (cursor.phase === 'pool') {
      if (report.poolPages >= options.pagesPerRun) break;
      const next = await poolStep(cursor, context, now);
      report.poolPages += 1;
      if (next) cursor.poolToken = next;
      else if (cursor.pages > 0)
        Object.assign(cursor, { phase: 'gone', poolToken: null, roleIndex: 0, roleKey: null });
      if (!(await save())) break;
      continue;
    }
    const checks = context.tally.cognitoCalls - checksAtStart - report.poolPages;
    if (checks >= options.checksPerRun) break;
    seen ??= await readSeen(cursor.sweepId);
    const next = await goneStep(cursor, seen, context);
    report.rolePages += 1;
    if (next) cursor.roleKey = next;
    else if (cursor.roleIndex + 1 < ROLES.length)
      Object.assign(cursor, { roleIndex: cursor.roleIndex + 1, roleKey: null });
    else {
      // The sweep is complete: the next run starts the next one.
      Object.assign(cursor, newCursor(new Date(Math.max(Date.now(), now.getTime()))));
      report.sweepCompleted = true;
      await save();
      break;
    }
    if (!(await save())) break;
  }
  return report;
}
