import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDocumentClient } from '../data/testing.js';
import type { CognitoUser } from './cognito-users.js';
import { mirrorsCognito, readPayoutAccount, upsertDirectoryUser } from './user-directory.js';
import { directoryItemWritten } from './testing.js';

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

describe('upsertDirectoryUser', () => {
  const entry = {
    id: 'u1',
    email: 'Ana@Correo.es',
    fullName: 'Ana',
    role: 'consumer' as const,
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  const updates = () => ddbMock.commandCalls(UpdateCommand).map((call) => call.args[0].input);

  it('mirrors the user without any activity (that goes to the activity item)', async () => {
    ddbMock.on(UpdateCommand).resolves({ Attributes: { role: 'consumer' } });
    await upsertDirectoryUser(entry);
    expect(updates()).toHaveLength(1);
    expect(updates()[0]?.UpdateExpression).not.toMatch(/lastActiveAt|lastLogin|GSI3SK/);
    expect(updates()[0]?.ConditionExpression).toBeUndefined();
    expect(updates()[0]?.ExpressionAttributeValues).toMatchObject({
      ':email': 'ana@correo.es',
      ':gsi3pk': 'ACTIVE#consumer',
    });
  });

  it("moves the activity item's entry when the role changed", async () => {
    ddbMock
      .on(UpdateCommand)
      .resolvesOnce({ Attributes: { role: 'producer' } })
      .resolves({});
    await upsertDirectoryUser(entry);
    expect(updates()).toHaveLength(2);
    expect(updates()[1]).toMatchObject({
      Key: { PK: 'USER#u1', SK: 'ACTIVITY' },
      ExpressionAttributeValues: { ':pk': 'ACTIVE#consumer' },
    });
  });
});

describe('mirrorsCognito', () => {
  const user = {
    sub: 'u1',
    username: 'u1',
    email: 'Ana@Correo.es',
    fullName: 'Ana',
    role: 'consumer' as const,
    enabled: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  };

  it('answers true only for an item a refresh would not change', async () => {
    ddbMock.on(UpdateCommand).resolves({});
    await upsertDirectoryUser({ ...user, id: 'u1', isActive: true });
    const values = ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input.ExpressionAttributeValues ?? {};
    const item = directoryItemWritten(values);
    expect(mirrorsCognito(item, user as CognitoUser)).toBe(true);
    expect(mirrorsCognito(null, user as CognitoUser)).toBe(false);
    expect(mirrorsCognito({ ...item, fullName: 'Ana M.' }, user as CognitoUser)).toBe(false);
    expect(mirrorsCognito({ ...item, isActive: false }, user as CognitoUser)).toBe(false);
    expect(mirrorsCognito({ ...item, role: 'producer' }, user as CognitoUser)).toBe(false);
    expect(mirrorsCognito({ ...item, searchText: undefined }, user as CognitoUser)).toBe(false);
  });
});
