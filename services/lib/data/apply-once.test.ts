import { cancelled } from './cancelled-transaction.js';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDocumentClient } from './testing.js';
import { applyOnce, MARKER_TTL_SECONDS } from './apply-once.js';

const ddbMock = mockDocumentClient();
const counter = {
  Update: { TableName: 'pitahaya', Key: { PK: 'STATS', SK: 'X' }, UpdateExpression: 'ADD n :one' },
};

beforeEach(() => ddbMock.reset());

describe('applyOnce', () => {
  it('writes the effects with a marker conditional on the event not being applied yet', async () => {
    ddbMock.on(TransactWriteCommand).resolves({});
    const now = new Date('2026-11-22T10:00:00.000Z');
    expect(await applyOnce('evt-1#stats', [counter], now)).toBe('applied');
    const items = ddbMock.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items).toHaveLength(2);
    expect(items[0]?.Put).toMatchObject({
      Item: { PK: 'EVENT#evt-1#stats', SK: 'APPLIED', expiresAt: now.getTime() / 1000 + MARKER_TTL_SECONDS },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    expect(items[1]).toEqual(counter);
  });

  it('answers duplicate when the marker exists (a redelivered record changes nothing)', async () => {
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None']));
    expect(await applyOnce('evt-1#stats', [counter])).toBe('duplicate');
  });

  it('rethrows any other failure so the record is retried', async () => {
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['None', 'TransactionConflict']));
    await expect(applyOnce('evt-2#stats', [counter])).rejects.toThrow('Transaction cancelled');
  });

  it('writes nothing for a change without effects', async () => {
    expect(await applyOnce('evt-3#stats', [])).toBe('nothing');
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
