import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDocumentClient } from '../data/testing.js';
import { readEnv } from '../env.js';
import {
  countActiveSince,
  countBuyersSince,
  countNewUsers,
  lastLoginOf,
  markActive,
  markOrdered,
  markSignedIn,
  moveActivityRole,
  readLastLogins,
} from './user-activity.js';

const ddbMock = mockDocumentClient();
const refused = () =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

beforeEach(() => {
  ddbMock.reset();
  delete process.env.LINE_INDEXES;
});

const at = '2026-11-22T10:00:00.000Z';
const updates = () => ddbMock.commandCalls(UpdateCommand).map((call) => call.args[0].input);
const transactions = () => ddbMock.commandCalls(TransactWriteCommand).map((call) => call.args[0].input);

/** An item of before holding the times with their GSI3/GSI4 sort keys (last activity `active`, last order `order`). */
const timesOfBefore = (active: string, order: string) => ({
  PK: 'USER#c1',
  lastActiveAt: active,
  GSI3SK: `${active}#c1`,
  lastOrderAt: order,
  GSI4SK: `${order}#c1`,
});

describe('markActive', () => {
  it('moves lastActiveAt and the ACTIVE#<role> entry of the activity item forward only', async () => {
    ddbMock.on(UpdateCommand).resolves({});
    expect(await markActive('u1', 'producer', at)).toBe(true);
    const input = updates()[0];
    expect(input?.Key).toEqual({ PK: 'USER#u1', SK: 'ACTIVITY' });
    // Only on an item of today's shape (its entries keys-only); one of before is written whole (below).
    expect(input?.ConditionExpression).toBe(
      'attribute_exists(PK) AND (attribute_not_exists(lastActiveAt) OR lastActiveAt < :at)' +
        ' AND attribute_not_exists(GSI3SK) AND attribute_not_exists(GSI4SK)',
    );
    expect(input?.UpdateExpression).toBe(
      'SET userId = :userId, lastActiveAt = :at, LINES1PK = :activePk, LINES1SK = :sk',
    );
    expect(input?.ExpressionAttributeValues).toMatchObject({
      ':activePk': 'ACTIVE#producer',
      ':sk': `${at}#u1`,
    });
    expect(ddbMock.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('answers false when a later activity is already recorded', async () => {
    ddbMock.on(UpdateCommand).rejects(refused());
    ddbMock.on(GetCommand, { Key: { PK: 'USER#u1', SK: 'ACTIVITY' } }).resolves({ Item: { PK: 'USER#u1' } });
    expect(await markActive('u1', 'consumer', at)).toBe(false);
    expect(updates()).toHaveLength(2);
  });

  it('does nothing for a user without a directory item', async () => {
    ddbMock.on(UpdateCommand).rejects(refused());
    ddbMock.on(GetCommand).resolves({});
    expect(await markActive('u1', 'consumer', at)).toBe(false);
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('rethrows other failures', async () => {
    ddbMock.on(UpdateCommand).rejects(new Error('boom'));
    await expect(markActive('u1', 'consumer', at)).rejects.toThrow('boom');
  });
});

describe("a user's first activity", () => {
  it("puts the activity item when the directory item holds none (today's shape)", async () => {
    ddbMock.on(UpdateCommand).rejects(refused());
    ddbMock.on(GetCommand, { Key: { PK: 'USER#u1', SK: 'ACTIVITY' } }).resolves({});
    ddbMock.on(GetCommand, { Key: { PK: 'USER#u1', SK: 'PROFILE' } }).resolves({ Item: { PK: 'USER#u1' } });
    ddbMock.on(PutCommand).resolves({});
    await markSignedIn('u1', 'producer', at);
    const put = ddbMock.commandCalls(PutCommand)[0]?.args[0].input;
    expect(put?.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(put?.Item).toEqual({
      PK: 'USER#u1',
      SK: 'ACTIVITY',
      entity: 'UserActivity',
      userId: 'u1',
      lastActiveAt: at,
      LINES1PK: 'ACTIVE#producer',
      LINES1SK: `${at}#u1`,
      lastLogin: at,
    });
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('moves the activity of a directory item of before out of it, keeping the later times', async () => {
    const older = '2026-11-01T09:00:00.000Z';
    const newer = '2026-11-30T09:00:00.000Z';
    ddbMock.on(UpdateCommand).rejects(refused());
    ddbMock.on(GetCommand, { Key: { PK: 'USER#c1', SK: 'ACTIVITY' } }).resolves({});
    ddbMock.on(GetCommand, { Key: { PK: 'USER#c1', SK: 'PROFILE' } }).resolves({
      Item: { ...timesOfBefore(newer, older), lastLogin: older },
    });
    ddbMock.on(TransactWriteCommand).resolves({});
    // An order placed between the two: its time is the last order's, the last activity stays the later one.
    expect(await markOrdered('c1', at)).toBe(true);
    const [put, update] = transactions()[0]?.TransactItems ?? [];
    expect(put?.Put?.Item).toEqual({
      PK: 'USER#c1',
      SK: 'ACTIVITY',
      entity: 'UserActivity',
      userId: 'c1',
      lastActiveAt: newer,
      LINES1PK: 'ACTIVE#consumer',
      LINES1SK: `${newer}#c1`,
      lastOrderAt: at,
      LINES2PK: 'BUYERS',
      LINES2SK: `${at}#c1`,
      lastLogin: older,
    });
    expect(update?.Update?.Key).toEqual({ PK: 'USER#c1', SK: 'PROFILE' });
    expect(update?.Update?.UpdateExpression).toBe('REMOVE lastActiveAt, lastOrderAt, GSI3SK, GSI4PK, GSI4SK');
    expect(update?.Update?.ConditionExpression).toBe(
      'attribute_exists(PK) AND lastActiveAt = :active AND lastOrderAt = :order',
    );
    expect(update?.Update?.ExpressionAttributeValues).toEqual({ ':active': newer, ':order': older });
  });

  it('runs again when another write got there first (the transaction cancelled)', async () => {
    ddbMock.on(UpdateCommand).rejectsOnce(refused()).resolves({});
    ddbMock.on(GetCommand, { Key: { PK: 'USER#c1', SK: 'ACTIVITY' } }).resolves({});
    ddbMock.on(GetCommand, { Key: { PK: 'USER#c1', SK: 'PROFILE' } }).resolves({
      Item: { PK: 'USER#c1', lastActiveAt: '2026-11-01T09:00:00.000Z', GSI3SK: 'x' },
    });
    ddbMock.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );
    expect(await markOrdered('c1', at)).toBe(true);
    expect(updates()).toHaveLength(2);
  });
});

describe('the keys-only entries', () => {
  it('an activity item of before (GSI3/GSI4 entries) is written whole: later times, keys-only entries, old keys gone', async () => {
    const older = '2026-11-01T09:00:00.000Z';
    const newer = '2026-11-30T09:00:00.000Z';
    ddbMock.on(UpdateCommand).rejectsOnce(refused()).resolves({});
    ddbMock.on(GetCommand, { Key: { PK: 'USER#c1', SK: 'ACTIVITY' } }).resolves({
      Item: timesOfBefore(newer, older),
    });
    // A sign-in between the two: the last sign-in moves, the last activity stays the later one.
    await markSignedIn('c1', 'consumer', at);
    const whole = updates()[1];
    expect(whole?.UpdateExpression).toBe(
      'SET lastActiveAt = :v0, LINES1PK = :v1, LINES1SK = :v2, lastOrderAt = :v3, LINES2PK = :v4, LINES2SK = :v5,' +
        ' lastLogin = :v6 REMOVE GSI3PK, GSI3SK, GSI4PK, GSI4SK',
    );
    expect(whole?.ExpressionAttributeValues).toEqual({
      ':v0': newer,
      ':v1': 'ACTIVE#consumer',
      ':v2': `${newer}#c1`,
      ':v3': older,
      ':v4': 'BUYERS',
      ':v5': `${older}#c1`,
      ':v6': at,
      ':wasactive': newer,
      ':wasorder': older,
    });
    expect(whole?.ConditionExpression).toBe(
      'attribute_exists(PK) AND lastActiveAt = :wasactive AND lastOrderAt = :wasorder AND attribute_not_exists(lastLogin)',
    );
    expect(updates()).toHaveLength(2);
  });

  it("while the table is given the lines' indexes (LINE_INDEXES=legacy): GSI3/GSI4 as before, no shape condition", async () => {
    process.env.LINE_INDEXES = 'legacy';
    ddbMock.on(UpdateCommand).resolves({});
    await markOrdered('c1', at);
    expect(updates()[0]?.UpdateExpression).toBe(
      'SET userId = :userId, lastActiveAt = :at, GSI3PK = :activePk, GSI3SK = :sk, lastOrderAt = :at,' +
        ' GSI4PK = :orderPk, GSI4SK = :sk',
    );
    expect(updates()[0]?.ConditionExpression).not.toContain('GSI3SK');
  });
});

describe('markOrdered', () => {
  it('moves lastOrderAt (BUYERS entry) and the consumer activity forward in one write', async () => {
    ddbMock.on(UpdateCommand).resolves({});
    expect(await markOrdered('c1', at)).toBe(true);
    const calls = updates();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.Key).toEqual({ PK: 'USER#c1', SK: 'ACTIVITY' });
    expect(calls[0]?.ConditionExpression).toContain('lastOrderAt < :at');
    expect(calls[0]?.ConditionExpression).toContain('lastActiveAt < :at');
    expect(calls[0]?.UpdateExpression).toContain('LINES2PK = :orderPk, LINES2SK = :sk');
    expect(calls[0]?.UpdateExpression).toContain('LINES1PK = :activePk, LINES1SK = :sk');
    expect(calls[0]?.ExpressionAttributeValues).toMatchObject({
      ':orderPk': 'BUYERS',
      ':activePk': 'ACTIVE#consumer',
      ':sk': `${at}#c1`,
    });
  });

  it('moves each time on its own when either is already later (never moving one back)', async () => {
    // The joint write refused, the item exists, lastActiveAt moved, lastOrderAt refused (a later order).
    ddbMock.on(UpdateCommand).rejectsOnce(refused()).resolvesOnce({}).rejectsOnce(refused());
    ddbMock.on(GetCommand).resolves({ Item: { PK: 'USER#c1' } });
    expect(await markOrdered('c1', at)).toBe(false);
    const calls = updates();
    expect(calls).toHaveLength(3);
    expect(calls[1]?.UpdateExpression).toContain('lastActiveAt = :at');
    expect(calls[2]?.ExpressionAttributeValues).toMatchObject({ ':orderPk': 'BUYERS' });
  });

  it('rethrows other failures', async () => {
    ddbMock.on(UpdateCommand).rejects(new Error('boom'));
    await expect(markOrdered('c1', at)).rejects.toThrow('boom');
  });
});

describe('moveActivityRole and readLastLogins', () => {
  it("moves the activity item's ACTIVE entry with the role, under the name it has; nothing without one", async () => {
    ddbMock.on(UpdateCommand).resolves({});
    await moveActivityRole('u1', 'admin');
    expect(updates()).toEqual([
      expect.objectContaining({
        Key: { PK: 'USER#u1', SK: 'ACTIVITY' },
        UpdateExpression: 'SET LINES1PK = :pk',
        ConditionExpression: 'attribute_exists(LINES1SK)',
        ExpressionAttributeValues: { ':pk': 'ACTIVE#admin' },
      }),
    ]);
    // An item of before: its GSI3 entry moves; an item without an entry: both refused, nothing.
    ddbMock.reset();
    ddbMock.on(UpdateCommand).rejectsOnce(refused()).resolves({});
    await moveActivityRole('u1', 'admin');
    expect(updates()[1]).toMatchObject({
      UpdateExpression: 'SET GSI3PK = :pk',
      ConditionExpression: 'attribute_exists(GSI3SK)',
    });
    ddbMock.reset();
    ddbMock.on(UpdateCommand).rejects(refused());
    await expect(moveActivityRole('u1', 'admin')).resolves.toBeUndefined();
    expect(updates()).toHaveLength(2);
  });

  it("reads a page's last sign-ins in one BatchGetItem, the directory item's of before as a fallback", async () => {
    ddbMock.on(BatchGetCommand).resolves({
      Responses: { [readEnv().tableName]: [{ userId: 'a', lastLogin: at }, { userId: 'b' }] },
    });
    const logins = await readLastLogins(['a', 'b', 'c', 'a']);
    expect(ddbMock.commandCalls(BatchGetCommand)).toHaveLength(1);
    expect(
      ddbMock.commandCalls(BatchGetCommand)[0]?.args[0].input.RequestItems?.[readEnv().tableName]?.Keys,
    ).toHaveLength(3);
    expect(lastLoginOf(logins, { id: 'a', lastLogin: '2020-01-01T00:00:00.000Z' })).toBe(at);
    expect(lastLoginOf(logins, { id: 'b', lastLogin: '2020-01-01T00:00:00.000Z' })).toBe(
      '2020-01-01T00:00:00.000Z',
    );
    expect(lastLoginOf(logins, { id: 'c', lastLogin: null })).toBeNull();
  });
});

describe('counts', () => {
  it('adds the Count of every page of a counted Query on the right index and range', async () => {
    ddbMock
      .on(QueryCommand)
      .resolvesOnce({ Count: 3, LastEvaluatedKey: { PK: 'x' } })
      .resolvesOnce({ Count: 2 });
    process.env.LINE_INDEXES = 'legacy';
    expect(await countActiveSince('consumer', '2026-11-01')).toBe(5);
    const inputs = ddbMock.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(inputs[0]).toMatchObject({
      IndexName: 'GSI3',
      Select: 'COUNT',
      ExpressionAttributeValues: { ':pk': 'ACTIVE#consumer', ':from': '2026-11-01', ':to': '9999' },
    });
    expect(inputs[1]?.ExclusiveStartKey).toEqual({ PK: 'x' });
  });

  it('adds up the entries of before (GSI3, GSI4) and the keys-only ones (LINES1, LINES2)', async () => {
    ddbMock.on(QueryCommand, { IndexName: 'GSI3' }).resolves({ Count: 2 });
    ddbMock.on(QueryCommand, { IndexName: 'LINES1' }).resolves({ Count: 5 });
    ddbMock.on(QueryCommand, { IndexName: 'GSI4' }).resolves({ Count: 1 });
    ddbMock.on(QueryCommand, { IndexName: 'LINES2' }).resolves({ Count: 3 });
    expect(await countActiveSince('producer', '2026-11-01')).toBe(7);
    expect(await countBuyersSince('2026-11-01')).toBe(4);
    const inputs = ddbMock.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(inputs.map((input) => [input.IndexName, input.ExpressionAttributeValues?.[':pk']])).toEqual([
      ['GSI3', 'ACTIVE#producer'],
      ['LINES1', 'ACTIVE#producer'],
      ['GSI4', 'BUYERS'],
      ['LINES2', 'BUYERS'],
    ]);
    expect(inputs[1]).toMatchObject({
      KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
      ExpressionAttributeNames: { '#pk': 'LINES1PK', '#sk': 'LINES1SK' },
    });
  });

  it('counts buyers on GSI4 and new users of a role on GSI1 within a window', async () => {
    process.env.LINE_INDEXES = 'legacy';
    ddbMock.on(QueryCommand).resolves({ Count: 4 });
    expect(await countBuyersSince('2026-11-01')).toBe(4);
    expect(await countNewUsers('producer', '2026-10-01', '2026-11-01')).toBe(4);
    const inputs = ddbMock.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(inputs[0]).toMatchObject({ IndexName: 'GSI4', ExpressionAttributeValues: { ':pk': 'BUYERS' } });
    expect(inputs[1]).toMatchObject({
      IndexName: 'GSI1',
      ExpressionAttributeValues: { ':pk': 'ROLE#producer', ':from': '2026-10-01', ':to': '2026-11-01' },
    });
  });
});
