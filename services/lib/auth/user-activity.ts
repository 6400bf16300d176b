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
 *
 * Keys-only entries (issue 35, docs/cost.md "The activity's entries keys-only"): the two entries are on the
 * keys-only indexes LINES1 (`ACTIVE#<role>`) and LINES2 (`BUYERS`) instead of GSI3 and GSI4 (all attributes
 * projected), same partitions and sort keys (they never meet the lines' partitions there: `PRODUCER#`,
 * `DISPATCH#`). Their readers only count, and a keys-only entry is rewritten only when its key moves: a sign-in
 * no longer rewrites the BUYERS entry. An activity item of before (GSI3/GSI4 keys) is moved to the new keys by its
 * next write (the fast write is conditioned on the item holding no old key; refused, the item is read and written
 * again whole, conditioned on what was read), so an item has its entries under one set of names, never both; the
 * counts add up the old index's entries and the new one's. While the table is being given the lines' indexes
 * (LINE_INDEXES=legacy) the entries stay on GSI3/GSI4 and are counted there only.
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
import { lineIndexesLegacy } from '../data/line-keys.js';

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

/** The attribute each group moves (the active and order groups have an index entry too). */
const GROUPS: Record<Group, { attribute: string }> = {
  active: { attribute: 'lastActiveAt' },
  order: { attribute: 'lastOrderAt' },
  login: { attribute: 'lastLogin' },
};

type EntryIndex = 'LINES1' | 'LINES2' | 'GSI3' | 'GSI4';
/** Where each entry is: keys only since issue 35 (see the header), all attributes before. */
const ENTRY_INDEX: Record<'active' | 'order', { keysOnly: EntryIndex; before: EntryIndex }> = {
  active: { keysOnly: 'LINES1', before: 'GSI3' },
  order: { keysOnly: 'LINES2', before: 'GSI4' },
};
/** The old entries' keys, which an activity item of today never holds. */
const OLD_ENTRY_KEYS = ['GSI3PK', 'GSI3SK', 'GSI4PK', 'GSI4SK'] as const;

/** The index an entry is written to (the counts read the old one too: countedIndexes). */
const entryIndex = (group: 'active' | 'order', legacy = lineIndexesLegacy()): EntryIndex =>
  legacy ? ENTRY_INDEX[group].before : ENTRY_INDEX[group].keysOnly;

/** The indexes an entry's count reads: the old one, and the keys-only one unless legacy. */
const countedIndexes = (group: 'active' | 'order'): EntryIndex[] =>
  lineIndexesLegacy()
    ? [ENTRY_INDEX[group].before]
    : [ENTRY_INDEX[group].before, ENTRY_INDEX[group].keysOnly];

/** The entry's key attributes for a time (`<at>#<id>`). */
function entryKeys(group: 'active' | 'order', userId: string, role: Role, at: string): Item {
  const index = entryIndex(group);
  return {
    [`${index}PK`]: group === 'active' ? activePartition(role) : BUYERS_PARTITION,
    [`${index}SK`]: `${at}#${userId}`,
  };
}

/** Whether an item holds an entry under the old names (GSI3/GSI4), which the keys-only shape moves. */
const holdsOldEntries = (item: Item): boolean =>
  typeof item.GSI3SK === 'string' || typeof item.GSI4SK === 'string';

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
    const { attribute } = GROUPS[group];
    set.push(`${attribute} = :at`);
    conditions.push(`(attribute_not_exists(${attribute}) OR ${attribute} < :at)`);
    if (group !== 'login') {
      const index = entryIndex(group);
      set.push(`${index}PK = :${group}Pk`, `${index}SK = :sk`);
      values[`:${group}Pk`] = group === 'active' ? activePartition(role) : BUYERS_PARTITION;
      values[':sk'] = `${at}#${userId}`;
    }
  }
  // Keys-only: an item still holding the old entries is written whole instead (moveOldItem).
  if (!lineIndexesLegacy()) conditions.push('attribute_not_exists(GSI3SK)', 'attribute_not_exists(GSI4SK)');
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

/** The activity attributes of these times: each time, and its entry's keys. */
function activityOf(times: Partial<Record<Group, string>>, userId: string, role: Role): Item {
  return {
    ...(times.active
      ? { lastActiveAt: times.active, ...entryKeys('active', userId, role, times.active) }
      : {}),
    ...(times.order ? { lastOrderAt: times.order, ...entryKeys('order', userId, role, times.order) } : {}),
    ...(times.login ? { lastLogin: times.login } : {}),
  };
}

/** The times after moving `groups` to `at` (each the later of before and `at`), and which of them moved. */
function movedTimes(
  before: Partial<Record<Group, string | undefined>>,
  groups: readonly Group[],
  at: string,
): { moved: ActivityMoved; times: Partial<Record<Group, string>> } {
  const moved: ActivityMoved = { ...NONE };
  const times: Partial<Record<Group, string>> = {};
  for (const group of ['active', 'order', 'login'] as const) {
    const old = before[group];
    const now = groups.includes(group) ? at : undefined;
    moved[group] = now !== undefined && (old === undefined || old < now);
    const time = later(old, now);
    if (time) times[group] = time;
  }
  return { moved, times };
}

/**
 * An activity item of before (its entries on GSI3/GSI4) moved forward and to the keys-only entries in one write:
 * its times the later of the read ones and `at`, the old keys removed, conditioned on the times read. False: it
 * changed since the read (the caller runs again).
 */
async function moveOldItem(
  current: Item,
  groups: readonly Group[],
  userId: string,
  role: Role,
  at: string,
): Promise<ActivityMoved | false> {
  const before = {
    active: timeOf(current.lastActiveAt),
    order: timeOf(current.lastOrderAt),
    login: timeOf(current.lastLogin),
  };
  const { moved, times } = movedTimes(before, groups, at);
  const attributes = activityOf(times, userId, role);
  const values: Item = {};
  const set = Object.entries(attributes).map(([name, value], index) => {
    values[`:v${index}`] = value;
    return `${name} = :v${index}`;
  });
  const conditions = ['attribute_exists(PK)'];
  for (const group of ['active', 'order', 'login'] as const) {
    const attribute = GROUPS[group].attribute;
    const time = before[group];
    if (time === undefined) conditions.push(`attribute_not_exists(${attribute})`);
    else {
      conditions.push(`${attribute} = :was${group}`);
      values[`:was${group}`] = time;
    }
  }
  const written = await writtenUnlessRefused(
    updateItem({
      Key: userKeys.activity(userId),
      UpdateExpression: `SET ${set.join(', ')} REMOVE ${OLD_ENTRY_KEYS.join(', ')}`,
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeValues: values,
    }),
  );
  return written ? moved : false;
}

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
  const { moved, times } = movedTimes(before, groups, at);
  const item: Item = {
    ...userKeys.activity(userId),
    entity: 'UserActivity',
    userId,
    ...activityOf(times, userId, role),
  };
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
      ProjectionExpression: 'PK, lastActiveAt, lastOrderAt, lastLogin, GSI3SK, GSI4SK',
      ConsistentRead: true,
    });
    if (current && !lineIndexesLegacy() && holdsOldEntries(current)) {
      const moved = await moveOldItem(current, groups, userId, role, at);
      if (moved) return moved;
      continue;
    }
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
  // The entry is under one of the two names (see the header): the keys-only one first, unless legacy.
  for (const index of new Set([entryIndex('active'), ENTRY_INDEX.active.before])) {
    const moved = await writtenUnlessRefused(
      updateItem({
        Key: userKeys.activity(userId),
        UpdateExpression: `SET ${index}PK = :pk`,
        ConditionExpression: `attribute_exists(${index}SK)`,
        ExpressionAttributeValues: { ':pk': activePartition(role) },
      }),
    );
    if (moved) return;
  }
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
  indexName: 'GSI1' | EntryIndex,
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

/** The entries of both names added up: an item holds its entry under one of them only (see the header). */
const sum = async (counts: Promise<number>[]): Promise<number> =>
  (await Promise.all(counts)).reduce((total, count) => total + count, 0);

/**
 * Users of a role active (signed in, refreshed their session or ordered) at or after `since`. Only a window
 * that ends now can be counted: a user active then and again later is filed under the later time.
 */
export async function countActiveSince(role: Role, since: string): Promise<number> {
  return sum(countedIndexes('active').map((index) => countRange(index, activePartition(role), since)));
}

/** Consumers whose last order is at or after `since` (a window that ends now, as above). */
export async function countBuyersSince(since: string): Promise<number> {
  return sum(countedIndexes('order').map((index) => countRange(index, BUYERS_PARTITION, since)));
}

/** Users of a role created at or after `since` (and before `until` when given). */
export function countNewUsers(role: Role, since: string, until?: string): Promise<number> {
  return countRange('GSI1', userKeys.byRole(role).GSI1PK, since, until);
}
