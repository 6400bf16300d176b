import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { readEnv } from '../env.js';
import { deleteItem, getItem, putItem, updateItem } from './item-commands.js';
import { mockDocumentClient } from './testing.js';

const ddbMock = mockDocumentClient();
const Key = { PK: 'COUPON#VERANO', SK: 'COUPON' };

beforeEach(() => ddbMock.reset());

describe('item commands', () => {
  it.each([
    ['getItem', () => getItem({ Key, ConsistentRead: true }), GetCommand, { Key, ConsistentRead: true }],
    ['putItem', () => putItem({ Item: Key }), PutCommand, { Item: Key }],
    ['deleteItem', () => deleteItem({ Key }), DeleteCommand, { Key }],
  ] as const)('%s sends its input on the table of this environment', async (_, send, Command, input) => {
    ddbMock.onAnyCommand().resolves({});
    await send();
    const [call] = ddbMock.calls();
    expect(call?.args[0]).toBeInstanceOf(Command);
    expect(call?.args[0].input).toEqual({ TableName: readEnv().tableName, ...input });
  });

  it("updateItem gives back DynamoDB's answer as it is", async () => {
    ddbMock.on(UpdateCommand).resolves({ Attributes: { isActive: false } });
    const answer = await updateItem({ Key, UpdateExpression: 'SET isActive = :no', ReturnValues: 'ALL_NEW' });
    expect(answer.Attributes).toEqual({ isActive: false });
    expect(ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      TableName: readEnv().tableName,
      ReturnValues: 'ALL_NEW',
    });
  });

  it('lets a refused condition through to the caller', async () => {
    ddbMock
      .on(UpdateCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'refused', $metadata: {} }));
    await expect(
      updateItem({ Key, UpdateExpression: 'SET n = :n', ConditionExpression: 'attribute_exists(PK)' }),
    ).rejects.toBeInstanceOf(ConditionalCheckFailedException);
  });
});
