/**
 * The users' activity in an item of its own (services/lib/auth/user-activity.ts, docs/data-model.md "User
 * activity"): a sign-in and an order write the activity item, not the directory item; a directory item written
 * before, which kept its activity itself, is still read (the admins' lastLogin, the activity counts) and its
 * activity is moved out by the user's next activity, so the user is counted once all along. Since issue 35 the
 * activity item's entries are keys-only (LINES1 `ACTIVE#<role>`, LINES2 `BUYERS`); an activity item of before
 * (its entries on GSI3/GSI4) is moved to them by its next write, and the counts add up both names: the user is
 * in exactly one of them at every step.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { User, UserListResult } from '../../shared/contracts/users/entities.js';
import { login } from './accounts.js';
import { api, freshConsumer, freshProducer, freshProduct, placeOrder } from './commerce.js';
import { deleteItem, getItem, putItem, table, updateItem } from './table.js';
import { seededSuite } from './suite.js';
import { eventually, noStack, stack } from './helpers.js';

type EntryIndex = 'GSI3' | 'GSI4' | 'LINES1' | 'LINES2';

/** The user's entries in an activity partition of one index, whichever item holds them. */
async function entriesIn(index: EntryIndex, partition: string, userId: string) {
  const { Items = [] } = await table().send(
    new QueryCommand({
      TableName: stack.tableName,
      IndexName: index,
      KeyConditionExpression: `${index}PK = :pk AND ${index}SK BETWEEN :from AND :to`,
      FilterExpression: 'PK = :user',
      ExpressionAttributeValues: {
        ':pk': partition,
        ':from': '2000',
        ':to': '9999',
        ':user': `USER#${userId}`,
      },
    }),
  );
  return Items.map((item) => ({ index, SK: item.SK, key: item[`${index}SK`] }));
}

/**
 * The user's entries in `ACTIVE#<role>` (GSI3 before, LINES1 keys-only) or `BUYERS` (GSI4, LINES2), under both
 * names: what the counts add up.
 */
async function entriesOf(group: 'active' | 'buyers', partition: string, userId: string) {
  const [before, keysOnly] =
    group === 'active' ? (['GSI3', 'LINES1'] as const) : (['GSI4', 'LINES2'] as const);
  return [...(await entriesIn(before, partition, userId)), ...(await entriesIn(keysOnly, partition, userId))];
}

describe.skipIf(noStack)("users' activity apart from the directory item", () => {
  const tokens = seededSuite();
  const run = Date.now().toString(36);

  it('a sign-in writes the activity item and leaves the directory item as it was', async () => {
    const account = await freshConsumer(`act-${run}`);
    const profile = await getItem({ PK: `USER#${account.userId}`, SK: 'PROFILE' });
    const before = await getItem({ PK: `USER#${account.userId}`, SK: 'ACTIVITY' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await login(account.email, account.password)).status).toBe(200);
    expect(await getItem({ PK: `USER#${account.userId}`, SK: 'PROFILE' })).toEqual(profile);
    const after = await getItem({ PK: `USER#${account.userId}`, SK: 'ACTIVITY' });
    expect(String(after?.lastLogin) > String(before?.lastLogin)).toBe(true);
    expect(after).toMatchObject({
      entity: 'UserActivity',
      userId: account.userId,
      lastActiveAt: after?.lastLogin,
      LINES1PK: 'ACTIVE#consumer',
      LINES1SK: `${String(after?.lastLogin)}#${account.userId}`,
    });
    expect(after?.GSI3SK).toBeUndefined();
    expect(await entriesOf('active', 'ACTIVE#consumer', account.userId)).toEqual([
      { index: 'LINES1', SK: 'ACTIVITY', key: `${String(after?.lastLogin)}#${account.userId}` },
    ]);
    const listed = await api<{ user: User }>(`/v1/users/${account.userId}`, tokens.admin);
    expect(listed.body.data.user.lastLogin).toBe(after?.lastLogin);
  });

  it('a directory item of before is read, then moved by the next activity: one entry per index all along', async () => {
    const farm = await freshProducer(`actf-${run}`);
    const product = await freshProduct(farm.token, { stock: 10 });
    const buyer = await freshConsumer(`acto-${run}`);
    const { userId } = buyer;
    // The shape of before: the times and their index keys on the directory item, no activity item.
    const old = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    await deleteItem({ PK: `USER#${userId}`, SK: 'ACTIVITY' });
    await updateItem(
      { PK: `USER#${userId}`, SK: 'PROFILE' },
      {
        UpdateExpression:
          'SET lastLogin = :old, lastActiveAt = :old, GSI3SK = :sk, lastOrderAt = :old, GSI4PK = :buyers, GSI4SK = :sk',
        ExpressionAttributeValues: { ':old': old, ':sk': `${old}#${userId}`, ':buyers': 'BUYERS' },
      },
    );
    expect(await entriesOf('active', 'ACTIVE#consumer', userId)).toEqual([
      { index: 'GSI3', SK: 'PROFILE', key: `${old}#${userId}` },
    ]);
    expect(await entriesOf('buyers', 'BUYERS', userId)).toEqual([
      { index: 'GSI4', SK: 'PROFILE', key: `${old}#${userId}` },
    ]);
    // The admins' list and detail answer the directory item's lastLogin.
    const page = await api<UserListResult>(
      `/v1/users?${new URLSearchParams({ filter: `email = "${buyer.email}"` }).toString()}`,
      tokens.admin,
    );
    expect(page.body.data.users).toEqual([expect.objectContaining({ id: userId, lastLogin: old })]);
    expect((await api<{ user: User }>(`/v1/users/${userId}`, tokens.admin)).body.data.user.lastLogin).toBe(
      old,
    );

    // The next order moves everything into the activity item: the last order and activity to the order's time,
    // the sign-in kept; the directory item keeps none of it.
    const order = await placeOrder(buyer.token, [[product.productId, 1]]);
    await eventually(async () => {
      expect(await getItem({ PK: `USER#${userId}`, SK: 'ACTIVITY' })).toMatchObject({
        lastOrderAt: order.createdAt,
        lastActiveAt: order.createdAt,
        lastLogin: old,
      });
    });
    const profile = await getItem({ PK: `USER#${userId}`, SK: 'PROFILE' });
    for (const moved of ['lastActiveAt', 'lastOrderAt', 'GSI3SK', 'GSI4PK', 'GSI4SK'])
      expect(profile?.[moved]).toBeUndefined();
    expect(await entriesOf('active', 'ACTIVE#consumer', userId)).toEqual([
      { index: 'LINES1', SK: 'ACTIVITY', key: `${order.createdAt}#${userId}` },
    ]);
    expect(await entriesOf('buyers', 'BUYERS', userId)).toEqual([
      { index: 'LINES2', SK: 'ACTIVITY', key: `${order.createdAt}#${userId}` },
    ]);
    expect((await api<{ user: User }>(`/v1/users/${userId}`, tokens.admin)).body.data.user.lastLogin).toBe(
      old,
    );

    // A sign-in then moves the activity item alone.
    const profileBefore = await getItem({ PK: `USER#${userId}`, SK: 'PROFILE' });
    expect((await login(buyer.email, buyer.password)).status).toBe(200);
    const activity = await getItem({ PK: `USER#${userId}`, SK: 'ACTIVITY' });
    expect(String(activity?.lastLogin) > order.createdAt).toBe(true);
    expect(activity?.lastOrderAt).toBe(order.createdAt);
    expect(await getItem({ PK: `USER#${userId}`, SK: 'PROFILE' })).toEqual(profileBefore);
    expect(await entriesOf('active', 'ACTIVE#consumer', userId)).toHaveLength(1);
  });

  it('an activity item of before (entries on GSI3/GSI4) is counted once, then moved keys-only by a sign-in', async () => {
    const buyer = await freshConsumer(`actk-${run}`);
    const { userId } = buyer;
    const old = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    // The activity item as written before the keys-only entries.
    await deleteItem({ PK: `USER#${userId}`, SK: 'ACTIVITY' });
    await putItem({
      PK: `USER#${userId}`,
      SK: 'ACTIVITY',
      entity: 'UserActivity',
      userId,
      lastActiveAt: old,
      GSI3PK: 'ACTIVE#consumer',
      GSI3SK: `${old}#${userId}`,
      lastOrderAt: old,
      GSI4PK: 'BUYERS',
      GSI4SK: `${old}#${userId}`,
      lastLogin: old,
    });
    expect(await entriesOf('active', 'ACTIVE#consumer', userId)).toEqual([
      { index: 'GSI3', SK: 'ACTIVITY', key: `${old}#${userId}` },
    ]);
    expect(await entriesOf('buyers', 'BUYERS', userId)).toEqual([
      { index: 'GSI4', SK: 'ACTIVITY', key: `${old}#${userId}` },
    ]);
    expect((await login(buyer.email, buyer.password)).status).toBe(200);
    const activity = await getItem({ PK: `USER#${userId}`, SK: 'ACTIVITY' });
    const signedIn = String(activity?.lastLogin);
    expect(signedIn > old).toBe(true);
    expect(activity).toMatchObject({ lastActiveAt: signedIn, lastOrderAt: old });
    for (const gone of ['GSI3PK', 'GSI3SK', 'GSI4PK', 'GSI4SK']) expect(activity?.[gone]).toBeUndefined();
    // One entry each all along: the last activity moved, the last order kept (now keys-only).
    expect(await entriesOf('active', 'ACTIVE#consumer', userId)).toEqual([
      { index: 'LINES1', SK: 'ACTIVITY', key: `${signedIn}#${userId}` },
    ]);
    expect(await entriesOf('buyers', 'BUYERS', userId)).toEqual([
      { index: 'LINES2', SK: 'ACTIVITY', key: `${old}#${userId}` },
    ]);
  });
});
