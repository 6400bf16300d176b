import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { mockDocumentClient } from '../lib/data/testing.js';
import { handler } from './handler.js';
import { PAUSE_MARGIN_MS } from './run.js';

const ddbMock = mockDocumentClient();
const lambdaMock = mockClient(LambdaClient);

const context = (timeLeftMs: number) =>
  ({ functionName: 'Pitahaya-migrations', getRemainingTimeInMillis: () => timeLeftMs }) as unknown as Context;

/** Each migration, in the order they run, with its counts when it found nothing to do. */
const NOTHING_DONE = {
  'price-bands': { products: 0, entries: 0 },
  'order-keys': { orders: 0, skipped: 0 },
  'farm-pages': { farms: 0 },
  'origin-keys': { products: 0, entries: 0 },
  'refund-history': { refunds: 0 },
  'rating-keys': { products: 0, entries: 0 },
  'stats-figures': { buckets: 0, counters: 0, skipped: 0 },
  'product-stock': { products: 0, skipped: 0 },
  'line-indexes': { lines: 0, skipped: 0 },
};
/** The reports of the migrations from `first` on, each done (its marker was there) or not. */
const reportsFrom = (first: keyof typeof NOTHING_DONE, done: boolean) => {
  const names = Object.keys(NOTHING_DONE) as (keyof typeof NOTHING_DONE)[];
  return Object.fromEntries(
    names.slice(names.indexOf(first)).map((name) => [name, { done, counts: NOTHING_DONE[name] }]),
  );
};

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
    expect(answer).toEqual({
      migrations: { 'price-bands': { done: false, counts: { products: 0, entries: 0 } } },
      paused: true,
    });
    const invokes = lambdaMock.commandCalls(InvokeCommand);
    expect(invokes).toHaveLength(1);
    const input = invokes[0]!.args[0].input;
    expect(input).toMatchObject({ FunctionName: 'Pitahaya-migrations', InvocationType: 'Event' });
    expect(JSON.parse(String(input.Payload))).toEqual({
      from: {
        migration: 'price-bands',
        cursor: { partition: 'active', startKey: { PK: 'PRODUCT#p-9', SK: 'PRODUCT' } },
      },
    });
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0); // no marker before the end
  });

  it('runs every migration in order within its time: their markers, and no other invocation', async () => {
    ddbMock.on(GetCommand).resolves({});
    ddbMock.on(QueryCommand).resolves({ Items: [] });
    ddbMock.on(PutCommand).resolves({});
    const answer = await handler({}, context(600_000));
    expect(answer).toEqual({
      migrations: reportsFrom('price-bands', false),
      paused: false,
    });
    const queried = ddbMock.commandCalls(QueryCommand).map((call) => call.args[0].input.IndexName);
    // Last, the line-indexes months: the shop's first stats month (the table), then each month to this one, its
    // lines (the old GSI4), its orders (the old GSI2) and its orders' entries on the new LINES4 (their GSI1 key).
    const lineStart = queried.lastIndexOf(undefined);
    const lineMonths = queried.slice(lineStart + 1);
    expect(lineMonths.length).toBeGreaterThan(0);
    expect(lineMonths).toEqual(lineMonths.map((_, i) => ['GSI4', 'GSI2', 'LINES4'][i % 3]));
    const indexes = queried.slice(0, lineStart);
    expect(indexes.slice(0, 2)).toEqual(['GSI2', 'GSI2']); // both catalog partitions
    // The producers, the catalog again, the refunds of each status they could have, the catalog for the rating keys,
    // the shop's stats buckets and the producers (their stats buckets), the catalog for the products' stock.
    expect(indexes.slice(-13)).toEqual([
      'GSI1',
      'GSI2',
      'GSI2',
      'GSI1',
      'GSI1',
      'GSI1',
      'GSI1',
      'GSI2',
      'GSI2',
      undefined,
      'GSI1',
      'GSI2',
      'GSI2',
    ]);
    expect(ddbMock.commandCalls(PutCommand).map((call) => call.args[0].input.Item?.PK)).toEqual([
      'MIGRATION#price-bands',
      'MIGRATION#order-keys',
      'MIGRATION#farm-pages',
      'MIGRATION#origin-keys',
      'MIGRATION#refund-history',
      'MIGRATION#rating-keys',
      'MIGRATION#stats-figures',
      'MIGRATION#product-stock',
      'MIGRATION#line-indexes-6',
    ]);
    expect(lambdaMock.commandCalls(InvokeCommand)).toHaveLength(0);
  });

  it('goes on from the migration an event names (skipping those before it), and takes the earlier price bands cursor', async () => {
    ddbMock.on(GetCommand).resolves({ Item: { SK: 'DONE' } }); // every marker there
    const answer = await handler({ from: { migration: 'farm-pages' } }, context(600_000));
    expect(answer).toEqual({
      migrations: reportsFrom('farm-pages', true),
      paused: false,
    });
    expect(ddbMock.commandCalls(GetCommand)[0]?.args[0].input.Key).toEqual({
      PK: 'MIGRATION#farm-pages',
      SK: 'DONE',
    });
    const legacy = await handler({ from: { partition: 'inactive' } }, context(600_000));
    expect(Object.keys(legacy.migrations)).toEqual([
      'price-bands',
      'order-keys',
      'farm-pages',
      'origin-keys',
      'refund-history',
      'rating-keys',
      'stats-figures',
      'product-stock',
      'line-indexes',
    ]);
  });

  it('starts the next migration in a new invocation when its time is nearly up between two', async () => {
    ddbMock.on(GetCommand).resolves({ Item: { SK: 'DONE' } });
    lambdaMock.on(InvokeCommand).resolves({ StatusCode: 202 });
    const answer = await handler({}, context(PAUSE_MARGIN_MS - 1));
    expect(answer.paused).toBe(true);
    expect(Object.keys(answer.migrations)).toEqual(['price-bands']);
    const payload = lambdaMock.commandCalls(InvokeCommand)[0]?.args[0].input.Payload;
    expect(JSON.parse(String(payload))).toEqual({ from: { migration: 'order-keys' } });
  });

  it('refuses an event that is not a cursor before any work', async () => {
    await expect(
      handler({ from: { partition: 'active', startKey: { PK: 'x'.repeat(2000) } } }, context(600_000)),
    ).rejects.toThrow('Invalid migrations event');
    for (const from of [
      { migration: 'otra' },
      { migration: 'order-keys', cursor: { month: '2026-13' } },
      { migration: 'farm-pages', cursor: { startKey: { PK: 'x'.repeat(2000) } } },
    ]) {
      await expect(handler({ from }, context(600_000))).rejects.toThrow('Invalid migrations event');
    }
    expect(ddbMock.calls()).toHaveLength(0);
  });
});
