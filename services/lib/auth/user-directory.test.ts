import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDocumentClient } from '../data/testing.js';
import { readPayoutAccount, upsertDirectoryUser } from './user-directory.js';

const ddbMock = mockDocumentClient();

beforeEach(() => ddbMock.reset());

describe('readPayoutAccount', () => {
  it("reads only the directory item's payoutAccount", async () => {
    const account = { iban: 'ES9121000418450200051332', holder: 'Finca Las Palmas' };
    ddbMock.on(GetCommand).resolves({ Item: { payoutAccount: account } });
    expect(await readPayoutAccount('u1')).toEqual(account);
    const input = ddbMock.commandCalls(GetCommand)[0]?.args[0].input;
    expect(input?.Key).toEqual({ PK: 'USER#u1', SK: 'PROFILE' });
    expect(input?.ProjectionExpression).toBe('payoutAccount');
  });

  it('answers null for a farm without an account, or without a directory item', async () => {
    ddbMock.on(GetCommand).resolves({ Item: {} });
    expect(await readPayoutAccount('u1')).toBeNull();
    ddbMock.on(GetCommand).resolves({});
    expect(await readPayoutAccount('u1')).toBeNull();
    ddbMock.on(GetCommand).resolves({ Item: { payoutAccount: { holder: 'Sin IBAN' } } });
    expect(await readPayoutAccount('u1')).toBeNull();
  });
});

describe('upsertDirectoryUser with a sign-in', () => {
  const entry = {
    id: 'u1',
    email: 'Ana@Correo.es',
    fullName: 'Ana',
    role: 'consumer' as const,
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  const at = '2026-11-29T10:00:00.000Z';
  const updates = () => ddbMock.commandCalls(UpdateCommand).map((call) => call.args[0].input);

  it('moves the activity forward in the same write (one write of the item)', async () => {
    ddbMock.on(UpdateCommand).resolves({});
    await upsertDirectoryUser(entry, at, at);
    expect(updates()).toHaveLength(1);
    expect(updates()[0]?.UpdateExpression).toContain('lastActiveAt = :activeAt, GSI3SK = :activitySk');
    expect(updates()[0]?.ConditionExpression).toBe(
      'attribute_not_exists(lastActiveAt) OR lastActiveAt < :activeAt',
    );
    expect(updates()[0]?.ExpressionAttributeValues).toMatchObject({
      ':lastLogin': at,
      ':gsi3pk': 'ACTIVE#consumer',
      ':activitySk': `${at}#u1`,
    });
  });

  it('refreshes the item without the activity when a later one is recorded; none asked, no condition', async () => {
    ddbMock
      .on(UpdateCommand)
      .rejectsOnce(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }))
      .resolves({});
    await upsertDirectoryUser(entry, at, at);
    expect(updates()).toHaveLength(2);
    expect(updates()[1]?.UpdateExpression).not.toContain('lastActiveAt');
    expect(updates()[1]?.ConditionExpression).toBeUndefined();
    ddbMock.reset();
    ddbMock.on(UpdateCommand).resolves({});
    await upsertDirectoryUser(entry);
    expect(updates()[0]?.ConditionExpression).toBeUndefined();
    expect(updates()[0]?.UpdateExpression).not.toContain('lastActiveAt');
  });
});
