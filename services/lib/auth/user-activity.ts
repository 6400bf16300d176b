/**
 * User activity, kept in a small item of its own beside the directory item (`USER#<id>` / `ACTIVITY`), so the
 * admin figures are counted Queries, never a listing of every user, and recording an activity does not rewrite
 * the directory item and its role and e-mail index copies (docs/data-model.md, "User activity"; docs/cost.md):
 *
 * - `lastActiveAt` with GSI3 `ACTIVE#<role>` / `<lastActiveAt>#<id>`: moved forward on sign-in, on a session
 *   refresh and when the user places an order. "Active since X" = the entries of the role at or after X.
 * - `lastOrderAt` with GSI4 `BUYERS` / `<lastOrderAt>#<id>`: moved forward when a consumer places an order.
 *   "Bought since X" = the entries at or after X (always a subset of the consumers active since X).
 * - `lastLogin`: moved forward on sign-in (the admins' users list and detail show it).
 * - New users of a role since X: GSI1 `ROLE#<role>` (sorted by createdAt) at or after X.
 *
 * Each time only moves forward (a late or redelivered event never moves it back). A role change moves the
 * activity item's GSI3PK with the role (`moveActivityRole`).
 *
 * Both shapes: directory items written before kept these times and index keys themselves. A user's first
 * activity since then moves them into the activity item (one transaction: the item put, the directory item's
 * activity attributes removed), so each user has one GSI3 and one GSI4 entry at most, in the same partitions
 * with the same sort keys: the counts read both shapes alike, and a user never active again keeps the old entry.
 */
import type { Role } from '../../../shared/constants/roles.js';
import { ddb } from '../clients/dynamodb.js';
import { readEnv } from '../env.js';
import { userKeys } from '../data/keys.js';
import { writtenUnlessRefused } from '../data/condition-failure.js';
import { countQuery } from '../data/query-pages.js';
import { batchGetItems } from '../data/batch-get.js';
import { retryPause, transactUnlessCancelled } from '../data/transact.js';
import { getItem, putItem, updateItem } from '../data/item-commands.js';

/** The GSI3 partition of the users of a role, by last activity. */
export const activePartition = (role: Role): string => `ACTIVE#${role}`;
/** The GSI4 partition of consumers by their last order. */
export const BUYERS_PARTITION = 'BUYERS';
/** Sorts after every ISO date: the upper bound of an open range. */
const AFTER_ANY_DATE = '9999';
/** Runs of the first activity's move (read the directory item, write both) before giving up. */
const MOVE_ATTEMPTS = 3;

/** What an activity moves: always the last activity; the last order and the last sign-in when they happened. */
export interface ActivityKinds {
  ordered?: boolean;
  signedIn?: boolean;
}

/** Which times moved (a time already later, or a user without a directory item, moves none). */
export interface ActivityMoved {
  active: boolean;
  order: boolean;
  login: boolean;
}

const NONE: ActivityMoved = { active: false, order: false, login: false };

type Item = Record<string, unknown>;
type Group = keyof ActivityMoved;

/** The attribute each group moves, and its index entry. */
const GROUPS: Record<Group, { attribute: string; index?: 'GSI3' | 'GSI4' }> = {
  active: { attribute: 'lastActiveAt', index: 'GSI3' },
  order: { attribute: 'lastOrderAt', index: 'GSI4' },
  login: { attribute: 'lastLogin' },
};

const groupsOf = (kinds: ActivityKinds): Group[] => [
  'active',
  ...(kinds.ordered ? (['order'] as const) : []),
  ...(kinds.signedIn ? (['login'] as const) : []),
];

/** The SET clauses, condition and values that move `groups` forward to `at` on the activity item. */
function moveExpression(groups: readonly Group[], userId: string, role: Role, at: string) {
  const set = ['userId = :userId'];
  const conditions = ['attribute_exists(PK)'];
  const values: Item = { ':at': at, ':userId': userId };
  for (const group of groups) {
    const { attribute, index } = GROUPS[group];
    set.push(`${attribute} = :at`);
    conditions.push(`(attribute_not_exists(${attribute}) OR ${attribute} < :at)`);
    if (index) {
      set.push(`${index}PK = :${group}Pk`, `${index}SK = :sk`);
      values[`:${group}Pk`] = group === 'active' ? activePartition(role) : BUYERS_PARTITION;
      values[':sk'] = `${at}#${userId}`;
    }
  }
  return { update: `SET ${set.join(', ')}`, condition: conditions.join(' AND '), values };
}

/** Moves `groups` forward on an existing activity item in one write; false when the condition refused it. */
function moveOnItem(groups: readonly Group[], userId: string, role: Role, at: string): Promise<boolean> {
  const { update, condition, values } = moveExpression(groups, userId, role, at);
  return writtenUnlessRefused(
    updateItem({
      Key: userKeys.activity(userId),
      UpdateExpression: update,
      ConditionExpression: condition,
      ExpressionAttributeValues: values,
    }),
  );
}

const timeOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const later = (a: string | undefined, b: string | undefined) => (a && b ? (a > b ? a : b) : (a ?? b));

/** Attributes of the directory item written before the activity item: moved out by the first activity. */
const PROFILE_ACTIVITY = ['lastActiveAt', 'lastOrderAt', 'GSI3SK', 'GSI4PK', 'GSI4SK'] as const;

/**
 * The user's first activity item: its times are the later of the directory item's (written before the
 * activity item) and `at`. Put if absent; when the directory item still holds activity, it is removed from it
 * in the same transaction, conditioned on what was read. Null: the user has no directory item. Throws nothing
 * on a race: answers 'retry' (another write got there first).
 */
async function createActivity(
  groups: readonly Group[],
  userId: string,
  role: Role,
  at: string,
): Promise<ActivityMoved | null | 'retry'> {
  const { tableName } = readEnv();
  const { Item: profile } = await getItem({
    Key: userKeys.item(userId),
    ProjectionExpression: 'PK, lastActiveAt, lastOrderAt, lastLogin, GSI3SK, GSI4SK',
    ConsistentRead: true,
  });
  if (!profile) return null;
  const before = {
    active: timeOf(profile.lastActiveAt),
    order: timeOf(profile.lastOrderAt),
    login: timeOf(profile.lastLogin),
  };
  const moved: ActivityMoved = { ...NONE };
  const times: Partial<Record<Group, string>> = {};
  for (const group of ['active', 'order', 'login'] as const) {
    const old = before[group];
    const now = groups.includes(group) ? at : undefined;
    moved[group] = now !== undefined && (old === undefined || old < now);
    const time = later(old, now);
    if (time) times[group] = time;
  }
  const item: Item = { ...userKeys.activity(userId), entity: 'UserActivity', userId };
  if (times.active) {
    Object.assign(item, {
      lastActiveAt: times.active,
      GSI3PK: activePartition(role),
      GSI3SK: `${times.active}#${userId}`,
    });
  }
  if (times.order) {
    Object.assign(item, {
      lastOrderAt: times.order,
      GSI4PK: BUYERS_PARTITION,
      GSI4SK: `${times.order}#${userId}`,
    });
  }
  if (times.login) item.lastLogin = times.login;
  const put = { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(PK)' };
  const holdsActivity = typeof profile.GSI3SK === 'string' || typeof profile.GSI4SK === 'string';
  if (!holdsActivity) {
    // A directory item of today's shape: nothing to move out of it.
    return (await writtenUnlessRefused(putItem({ Item: item, ConditionExpression: put.ConditionExpression })))
      ? moved
      : 'retry';
  }
  const same = (attribute: string, value: string | undefined, name: string) =>
    value === undefined ? `attribute_not_exists(${attribute})` : `${attribute} = ${name}`;
  const written = await transactUnlessCancelled([
    { Put: put },
    {
      Update: {
        TableName: tableName,
        Key: userKeys.item(userId),
        UpdateExpression: `REMOVE ${PROFILE_ACTIVITY.join(', ')}`,
        ConditionExpression: [
          'attribute_exists(PK)',
          same('lastActiveAt', before.active, ':active'),
          same('lastOrderAt', before.order, ':order'),
        ].join(' AND '),
        ...(before.active || before.order
          ? {
              ExpressionAttributeValues: {
                ...(before.active ? { ':active': before.active } : {}),
                ...(before.order ? { ':order': before.order } : {}),
              },
            }
          : {}),
      },
    },
  ]);
  return written ? moved : 'retry';
}

/**
 * Moves the user's activity forward to `at` (ISO): the last activity always, the last order and sign-in when
 * `kinds` says so. One UpdateItem of the activity item when every time moves (the usual case); when one is
 * already later (a redelivered or late record), each is moved on its own; the user's first activity creates the
 * item (see above). Does nothing for a user without a directory item.
 */
export async function recordActivity(
  userId: string,
  role: Role,
  at: string,
  kinds: ActivityKinds = {},
): Promise<ActivityMoved> {
  const groups = groupsOf(kinds);
  for (let attempt = 0; attempt < MOVE_ATTEMPTS; attempt += 1) {
    if (attempt > 0) await retryPause(attempt);
    if (await moveOnItem(groups, userId, role, at)) {
      return { active: true, order: groups.includes('order'), login: groups.includes('login') };
    }
    const { Item: current } = await getItem({
      Key: userKeys.activity(userId),
      ProjectionExpression: 'PK',
      ConsistentRead: true,
    });
    if (current) {
      const moved: ActivityMoved = { ...NONE };
      for (const group of groups) moved[group] = await moveOnItem([group], userId, role, at);
      return moved;
    }
    const created = await createActivity(groups, userId, role, at);
    if (created === null) return { ...NONE };
    if (created !== 'retry') return created;
  }
  throw new Error(`The activity of ${userId} was not recorded after ${MOVE_ATTEMPTS} attempts`);
}

/**
 * Moves the user's last activity forward to `at` (ISO). Does nothing when the user has no directory item or
 * already has a later activity. Answers whether it moved.
 */
export async function markActive(userId: string, role: Role, at: string): Promise<boolean> {
  return (await recordActivity(userId, role, at)).active;
}

/** Records a sign-in at `at`: the last sign-in and the last activity. */
export async function markSignedIn(userId: string, role: Role, at: string): Promise<void> {
  await recordActivity(userId, role, at, { signedIn: true });
}

/**
 * Records a consumer's order placed at `at` (ISO): moves lastOrderAt and lastActiveAt forward. Does nothing for
 * a user without a directory item. Answers whether lastOrderAt moved.
 */
export async function markOrdered(userId: string, at: string): Promise<boolean> {
  return (await recordActivity(userId, 'consumer', at, { ordered: true })).order;
}

/**
 * After a role change of the directory item: the activity item's GSI3 entry follows the role. Nothing to do
 * for a user without an activity item (a directory item of before keeps its own GSI3PK, set with the role).
 */
export async function moveActivityRole(userId: string, role: Role): Promise<void> {
  await writtenUnlessRefused(
    updateItem({
      Key: userKeys.activity(userId),
      UpdateExpression: 'SET GSI3PK = :pk',
      ConditionExpression: 'attribute_exists(GSI3SK)',
      ExpressionAttributeValues: { ':pk': activePartition(role) },
    }),
  );
}

/**
 * The last sign-in of each of these users that has an activity item (one BatchGetItem per 100 users; 0.5 read
 * units per item, eventually consistent). A user without one is left out: their directory item's `lastLogin`
 * (written before the activity item) is theirs.
 */
export async function readLastLogins(userIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds.filter((id) => id !== ''))];
  const found = new Map<string, string>();
  if (ids.length === 0) return found;
  const items = await batchGetItems(
    readEnv().tableName,
    ids.map((id) => userKeys.activity(id)),
    { projection: 'userId, lastLogin', rounds: 4, pauseMs: 50 },
  );
  for (const item of items) {
    const login = timeOf(item.lastLogin);
    if (typeof item.userId === 'string' && login) found.set(item.userId, login);
  }
  return found;
}

/** A user's last sign-in: the activity item's, else the directory item's of before (`item`), else null. */
export const lastLoginOf = (logins: ReadonlyMap<string, string>, item: Item): string | null =>
  logins.get(String(item.id ?? '')) ?? timeOf(item.lastLogin) ?? null;

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
