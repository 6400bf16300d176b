import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDocumentClient } from '../data/testing.js';
import {
  activityRoleKeys,
  countActiveSince,
  countBuyersSince,
  countNewUsers,
  markActive,
  markOrdered,
} from './user-activity.js';

const ddbMock = mockDocumentClient();
const refused = () =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

beforeEach(() => ddbMock.reset());

describe('markActive', () => {
  it('moves lastActiveAt and the ACTIVE#<role> entry forward only', async () => {
    ddbMock.on(UpdateCommand).resolves({});
    expect(await markActive('u1', 'producer', '2026-11-22T10:00:00.000Z')).toBe(true);
    const input = ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(input?.Key).toEqual({ PK: 'USER#u1', SK: 'PROFILE' });
    expect(input?.ConditionExpression).toContain('lastActiveAt < :at');
    expect(input?.ExpressionAttributeValues).toMatchObject({
      ':pk': 'ACTIVE#producer',
      ':sk': '2026-11-22T10:00:00.000Z#u1',
    });
  });

  it('answers false when a later activity is already recorded (or there is no directory item)', async () => {
    ddbMock.on(UpdateCommand).rejects(refused());
    expect(await markActive('u1', 'consumer', '2026-11-22T10:00:00.000Z')).toBe(false);
  });

  it('rethrows other failures', async () => {
    ddbMock.on(UpdateCommand).rejects(new Error('boom'));
    await expect(markActive('u1', 'consumer', '2026-11-22T10:00:00.000Z')).rejects.toThrow('boom');
  });
});

describe('markOrdered', () => {
  it('moves lastOrderAt (BUYERS entry) and the consumer activity forward in one write', async () => {
    ddbMock.on(UpdateCommand).resolves({});
    expect(await markOrdered('c1', '2026-11-22T10:00:00.000Z')).toBe(true);
    const calls = ddbMock.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.ConditionExpression).toContain('lastOrderAt < :at');
    expect(calls[0]?.ConditionExpression).toContain('lastActiveAt < :at');
    expect(calls[0]?.UpdateExpression).toContain('GSI4PK = :buyers, GSI4SK = :sk');
    expect(calls[0]?.UpdateExpression).toContain('GSI3PK = :active, GSI3SK = :sk');
    expect(calls[0]?.ExpressionAttributeValues).toMatchObject({
      ':buyers': 'BUYERS',
      ':active': 'ACTIVE#consumer',
      ':sk': '2026-11-22T10:00:00.000Z#c1',
    });
  });

  it('moves each time on its own when either is already later (never moving one back)', async () => {
    // The joint write refused, lastOrderAt refused (older than the last order), the activity moved.
    ddbMock.on(UpdateCommand).rejectsOnce(refused()).rejectsOnce(refused()).resolves({});
    expect(await markOrdered('c1', '2026-11-22T10:00:00.000Z')).toBe(false);
    const calls = ddbMock.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(calls).toHaveLength(3);
    expect(calls[1]?.ExpressionAttributeValues).toMatchObject({ ':pk': 'BUYERS' });
    expect(calls[2]?.ExpressionAttributeValues).toMatchObject({ ':pk': 'ACTIVE#consumer' });
    // A sign-in after the order: the order moves alone.
    ddbMock.reset();
    ddbMock.on(UpdateCommand).rejectsOnce(refused()).resolves({});
    expect(await markOrdered('c1', '2026-11-22T10:00:00.000Z')).toBe(true);
  });

  it('rethrows other failures', async () => {
    ddbMock.on(UpdateCommand).rejects(new Error('boom'));
    await expect(markOrdered('c1', '2026-11-22T10:00:00.000Z')).rejects.toThrow('boom');
  });
});

describe('counts', () => {
  it('adds the Count of every page of a counted Query on the right index and range', async () => {
    ddbMock
      .on(QueryCommand)
      .resolvesOnce({ Count: 3, LastEvaluatedKey: { PK: 'x' } })
      .resolvesOnce({ Count: 2 });
    expect(await countActiveSince('consumer', '2026-11-01')).toBe(5);
    const inputs = ddbMock.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(inputs[0]).toMatchObject({
      IndexName: 'GSI3',
      Select: 'COUNT',
      ExpressionAttributeValues: { ':pk': 'ACTIVE#consumer', ':from': '2026-11-01', ':to': '9999' },
    });
    expect(inputs[1]?.ExclusiveStartKey).toEqual({ PK: 'x' });
  });

  it('counts buyers on GSI4 and new users of a role on GSI1 within a window', async () => {
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

  it('names the partition a role change moves the activity entry to', () => {
    expect(activityRoleKeys('admin')).toEqual({ GSI3PK: 'ACTIVE#admin' });
  });
});
