/**
 * Carries out a user's sync plan (plan.ts) with the same building blocks as the users service's own changes:
 * the directory row (user-directory.ts: syncDirectoryUser, deleteDirectoryUser) and the storefront
 * (product-activation.ts: hideProducerProducts, restoreProducerProducts, the `hiddenWithProducer` mark).
 * Order, so a failure half-way is finished by the next run: products are hidden before a row is removed (the
 * row is what tells the next run the user sold), restored after the row says they sell again.
 */
import type { Logger } from '@aws-lambda-powertools/logger';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../lib/clients/dynamodb.js';
import { getCognitoUser, type CognitoUser } from '../lib/auth/cognito-users.js';
import { hideProducerProducts, restoreProducerProducts } from '../products/index.js';
import { userKeys } from '../lib/data/keys.js';
import { deleteDirectoryUser, syncDirectoryUser } from '../lib/auth/user-directory.js';
import { readUserItems } from '../lib/data/user-items.js';
import { readEnv } from '../lib/env.js';
import type { Pacer } from './pacing.js';
import { planUser, type DirectoryRow, type PlannedUser } from './plan.js';

/** The row attributes reconciliation compares (`role` is a reserved word: read through readUserItems' names). */
export const ROW_PROJECTION = 'id, email, fullName, #role, isActive, createdAt';

export interface SyncTally {
  written: number;
  removed: number;
  hidden: number;
  restored: number;
  /** Cognito calls made (ListUsers and AdminGetUser). */
  cognitoCalls: number;
}

export const emptyTally = (): SyncTally => ({
  written: 0,
  removed: 0,
  hidden: 0,
  restored: 0,
  cognitoCalls: 0,
});

export interface SyncContext {
  pace: Pacer;
  logger: Logger;
  tally: SyncTally;
}

/** Cognito's user by username, sub or e-mail, paced and counted. */
export async function lookUp(identifier: string, context: SyncContext): Promise<CognitoUser | null> {
  context.tally.cognitoCalls += 1;
  return context.pace(() => getCognitoUser(identifier));
}

const toRow = (item: Record<string, unknown>): DirectoryRow => ({
  id: String(item.id),
  ...(typeof item.email === 'string' ? { email: item.email } : {}),
  ...(typeof item.fullName === 'string' ? { fullName: item.fullName } : {}),
  ...(typeof item.role === 'string' ? { role: item.role } : {}),
  ...(typeof item.isActive === 'boolean' ? { isActive: item.isActive } : {}),
  ...(typeof item.createdAt === 'string' ? { createdAt: item.createdAt } : {}),
});

/** Directory rows of these subs (BatchGetItem by id, never a Scan). */
export async function readRows(ids: readonly string[]): Promise<Map<string, DirectoryRow>> {
  const items = await readUserItems(ids, ROW_PROJECTION, { '#role': 'role' });
  return new Map([...items].map(([id, item]) => [id, toRow(item)]));
}

/** Directory rows holding this e-mail (GSI2 `USER_EMAIL`, exact). */
export async function rowsWithEmail(email: string): Promise<DirectoryRow[]> {
  const keys = userKeys.byEmail(email);
  const { Items = [] } = await ddb().send(
    new QueryCommand({
      TableName: readEnv().tableName,
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK = :email',
      ExpressionAttributeValues: { ':pk': keys.GSI2PK, ':email': keys.GSI2SK },
      ProjectionExpression: ROW_PROJECTION,
      ExpressionAttributeNames: { '#role': 'role' },
    }),
  );
  return Items.filter((item) => typeof item.id === 'string').map(toRow);
}

/** Carries out one planned user (see the order above). */
export async function applyPlanned(planned: PlannedUser, context: SyncContext): Promise<void> {
  const { user, row, plan } = planned;
  const { tally, logger } = context;
  const id = row?.id ?? user.sub;
  if (plan.storefront === 'hide') {
    tally.hidden += await hideProducerProducts(id);
  }
  if (plan.row === 'remove') {
    await deleteDirectoryUser(id);
    tally.removed += 1;
  } else if (plan.row === 'write') {
    await syncDirectoryUser(user as CognitoUser);
    tally.written += 1;
  }
  if (plan.storefront === 'restore') {
    tally.restored += await restoreProducerProducts(id);
  }
  if (plan.row !== 'none' || plan.storefront !== 'none')
    logger.info('Directory follows Cognito', { userId: id, row: plan.row, storefront: plan.storefront });
  if (plan.checkEmail && user.email) await dropStaleEmailRows(user.email.toLowerCase(), user.sub, context);
}

/**
 * An e-mail that signs up again is one user: rows of other subs holding the e-mail belong to accounts Cognito
 * no longer has (or that changed their e-mail there): each is brought in line with Cognito (removed or rewritten).
 */
async function dropStaleEmailRows(email: string, sub: string, context: SyncContext): Promise<void> {
  for (const stale of await rowsWithEmail(email)) {
    if (stale.id === sub) continue;
    const current = await lookUp(stale.id, context);
    const user = current && current.sub === stale.id ? current : null;
    await applyPlanned(
      { user: user ?? placeholder(stale), row: stale, plan: planUser(user, stale) },
      context,
    );
  }
}

/** A stand-in for a user Cognito no longer has (only its id is read when a row is removed). */
const placeholder = (row: DirectoryRow): CognitoUser => ({
  username: row.id,
  sub: row.id,
  email: row.email ?? '',
  fullName: row.fullName ?? '',
  role: 'consumer',
  enabled: false,
  status: 'GONE',
  createdAt: row.createdAt ?? '',
  attributes: {},
});

/** Checks a row against Cognito (AdminGetUser by its sub) and carries out what that calls for. */
export async function syncRow(row: DirectoryRow, context: SyncContext): Promise<void> {
  const current = await lookUp(row.id, context);
  const user = current && current.sub === row.id ? current : null;
  await applyPlanned({ user: user ?? placeholder(row), row, plan: planUser(user, row) }, context);
}

/**
 * One user named by an event (username, sub or e-mail): read from Cognito and its row brought in line; a user
 * Cognito no longer has is looked up in the directory by sub and by e-mail and removed.
 */
export async function syncOneUser(identifier: string, context: SyncContext): Promise<void> {
  const user = await lookUp(identifier, context);
  if (user) {
    const rows = await readRows([user.sub]);
    const row = rows.get(user.sub) ?? null;
    await applyPlanned({ user, row, plan: planUser(user, row) }, context);
    return;
  }
  const byId = [...(await readRows([identifier])).values()];
  const byEmail = identifier.includes('@') ? await rowsWithEmail(identifier.toLowerCase()) : [];
  for (const row of [...byId, ...byEmail]) {
    await applyPlanned({ user: placeholder(row), row, plan: planUser(null, row) }, context);
  }
}
