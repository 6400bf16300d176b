/**
 * User activity kept on the directory item so the admin figures are counted Queries, never a listing of every
 * user (docs/data-model.md, "User activity"):
 *
 * - `lastActiveAt` with GSI3 `ACTIVE#<role>` / `<lastActiveAt>#<id>`: moved forward on sign-in, on a session
 *   refresh and when the user places an order. "Active since X" = the entries of the role at or after X.
 * - `lastOrderAt` with GSI4 `BUYERS` / `<lastOrderAt>#<id>`: moved forward when a consumer places an order.
 *   "Bought since X" = the entries at or after X (always a subset of the consumers active since X).
 * - New users of a role since X: GSI1 `ROLE#<role>` (sorted by createdAt) at or after X.
 *
 * Each time only moves forward (a late or redelivered event never moves it back). A role change must move
 * GSI3PK with the role (`activityRoleKeys`).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../../../shared/constants/roles.js';
import { ddb } from '../clients/dynamodb.js';
import { readEnv } from '../env.js';
import { userKeys } from '../data/keys.js';
import { isConditionFailure, writtenUnlessRefused } from '../data/condition-failure.js';
import { countQuery } from '../data/query-pages.js';

/** The GSI3 partition of the users of a role, by last activity. */
export const activePartition = (role: Role): string => `ACTIVE#${role}`;
/** The GSI4 partition of consumers by their last order. */
export const BUYERS_PARTITION = 'BUYERS';
/** Sorts after every ISO date: the upper bound of an open range. */
const AFTER_ANY_DATE = '9999';

/** The attributes a role change sets on a directory item that already has an activity entry. */
export function activityRoleKeys(role: Role): { GSI3PK: string } {
  return { GSI3PK: activePartition(role) };
}

/**
 * Moves one time of the user's directory item (and its index entry, `<index>PK` = partition, `<index>SK` =
 * `<at>#<id>`) forward to `at`. Answers false when the user has no directory item or the time is already
 * later; any other failure is thrown.
 */
async function moveForward(
  userId: string,
  attribute: 'lastActiveAt' | 'lastOrderAt',
  index: 'GSI3' | 'GSI4',
  partition: string,
  at: string,
): Promise<boolean> {
  return writtenUnlessRefused(
    ddb().send(
      new UpdateCommand({
        TableName: readEnv().tableName,
        Key: userKeys.item(userId),
        UpdateExpression: `SET ${attribute} = :at, ${index}PK = :pk, ${index}SK = :sk`,
        ConditionExpression: `attribute_exists(PK) AND (attribute_not_exists(${attribute}) OR ${attribute} < :at)`,
        ExpressionAttributeValues: { ':at': at, ':pk': partition, ':sk': `${at}#${userId}` },
      }),
    ),
  );
}

/**
 * Moves the user's last activity forward to `at` (ISO). Does nothing when the user has no directory item or
 * already has a later activity. Answers whether it moved.
 */
export function markActive(userId: string, role: Role, at: string): Promise<boolean> {
  return moveForward(userId, 'lastActiveAt', 'GSI3', activePartition(role), at);
}

/**
 * Records a consumer's order placed at `at` (ISO): moves lastOrderAt and lastActiveAt forward. Does nothing for
 * a user without a directory item. Answers whether lastOrderAt moved.
 *
 * One write when both times move (the usual case: the order is the buyer's newest act), which is half the
 * units of two (each write of the directory item rewrites its four index entries, docs/cost.md); when either
 * is already later (a redelivered or late record, a sign-in after the order), each is moved on its own.
 */
export async function markOrdered(userId: string, at: string): Promise<boolean> {
  const sk = `${at}#${userId}`;
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: readEnv().tableName,
        Key: userKeys.item(userId),
        UpdateExpression:
          'SET lastOrderAt = :at, GSI4PK = :buyers, GSI4SK = :sk, lastActiveAt = :at, GSI3PK = :active, GSI3SK = :sk',
        ConditionExpression:
          'attribute_exists(PK) AND (attribute_not_exists(lastOrderAt) OR lastOrderAt < :at) AND (attribute_not_exists(lastActiveAt) OR lastActiveAt < :at)',
        ExpressionAttributeValues: {
          ':at': at,
          ':sk': sk,
          ':buyers': BUYERS_PARTITION,
          ':active': activePartition('consumer'),
        },
      }),
    );
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const moved = await moveForward(userId, 'lastOrderAt', 'GSI4', BUYERS_PARTITION, at);
  await markActive(userId, 'consumer', at);
  return moved;
}

/** Counts the index entries of a partition from `since` (inclusive) to `until` (exclusive; open when absent). */
function countRange(
  indexName: 'GSI1' | 'GSI3' | 'GSI4',
  partition: string,
  since: string,
  until?: string,
): Promise<number> {
  return countQuery(ddb(), {
    TableName: readEnv().tableName,
    IndexName: indexName,
    KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
    ExpressionAttributeNames: { '#pk': `${indexName}PK`, '#sk': `${indexName}SK` },
    ExpressionAttributeValues: {
      ':pk': partition,
      ':from': since,
      // `until` is exclusive: entries are `<iso>#<id>`, and every one of them at `until` sorts after `until`.
      ':to': until ?? AFTER_ANY_DATE,
    },
  });
}

/**
 * Users of a role active (signed in, refreshed their session or ordered) at or after `since`. Only a window
 * that ends now can be counted: a user active then and again later is filed under the later time.
 */
export function countActiveSince(role: Role, since: string): Promise<number> {
  return countRange('GSI3', activePartition(role), since);
}

/** Consumers whose last order is at or after `since` (a window that ends now, as above). */
export function countBuyersSince(since: string): Promise<number> {
  return countRange('GSI4', BUYERS_PARTITION, since);
}

/** Users of a role created at or after `since` (and before `until` when given). */
export function countNewUsers(role: Role, since: string, until?: string): Promise<number> {
  return countRange('GSI1', userKeys.byRole(role).GSI1PK, since, until);
}
