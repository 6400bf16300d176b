import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { handler } from './handler.js';
import { PAUSE_MARGIN_MS } from './run.js';

const ddbMock = mockClient(DynamoDBDocumentClient);
const lambdaMock = mockClient(LambdaClient);

const context = (timeLeftMs: number) =>
  ({ functionName: 'Pitahaya-migrations', getRemainingTimeInMillis: () => timeLeftMs }) as unknown as Context;

afterEach(() => {
  ddbMock.reset();
  lambdaMock.reset();
});

describe('migrations handler', () => {
  it('goes on in an asynchronous invocation of itself when its time is nearly up, with the cursor', async () => {
    ddbMock.on(GetCommand).resolves({});
    ddbMock.on(QueryCommand).resolves({ Items: [], LastEvaluatedKey: { PK: 'PRODUCT#p-9', SK: 'PRODUCT' } });
    lambdaMock.on(InvokeCommand).resolves({ StatusCode: 202 });
    const answer = await handler({}, context(PAUSE_MARGIN_MS - 1));
    expect(answer).toEqual({ done: false, products: 0, entries: 0, paused: true });
    const invokes = lambdaMock.commandCalls(InvokeCommand);
    expect(invokes).toHaveLength(1);
    const input = invokes[0]!.args[0].input;
    expect(input).toMatchObject({ FunctionName: 'Pitahaya-migrations', InvocationType: 'Event' });
    expect(JSON.parse(String(input.Payload))).toEqual({
      from: { partition: 'active', startKey: { PK: 'PRODUCT#p-9', SK: 'PRODUCT' } },
    });
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0); // no marker before the end
  });

  it('finishes within its time: the marker, and no other invocation', async () => {
    ddbMock.on(GetCommand).resolves({});
    ddbMock.on(QueryCommand).resolves({ Items: [] });
    ddbMock.on(PutCommand).resolves({});
    const answer = await handler({}, context(600_000));
    expect(answer).toEqual({ done: false, products: 0, entries: 0, paused: false });
    expect(ddbMock.commandCalls(QueryCommand)).toHaveLength(2); // both catalog partitions
    expect(ddbMock.commandCalls(PutCommand)[0]!.args[0].input.Item).toMatchObject({
      PK: 'MIGRATION#price-bands',
      SK: 'DONE',
    });
    expect(lambdaMock.commandCalls(InvokeCommand)).toHaveLength(0);
  });

  it('refuses an event that is not a cursor before any work', async () => {
    await expect(
      handler({ from: { partition: 'active', startKey: { PK: 'x'.repeat(2000) } } }, context(600_000)),
    ).rejects.toThrow('Invalid migrations event');
    expect(ddbMock.calls()).toHaveLength(0);
  });
});
