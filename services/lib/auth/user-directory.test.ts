import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDocumentClient } from '../data/testing.js';
import { readPayoutAccount } from './user-directory.js';

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
