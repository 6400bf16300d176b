import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { mockDocumentClient, testDocumentClient } from '../lib/data/testing.js';
import { searchEntries } from '../products/index.js';
import { backfillOriginKeys } from './origin-keys.js';
import { expectDoneOnceMarked, expectMarkerWritten } from './testing.js';

const ddbMock = mockDocumentClient();
const documents = testDocumentClient();
const TABLE = 'pitahaya';

afterEach(() => ddbMock.reset());

/** A storefront product saved with an origin and a harvest date before the filters existed. */
const OLD = {
  PK: 'PRODUCT#p1',
  SK: 'PRODUCT',
  productId: 'p1',
  producerId: 'u1',
  name: 'Pitahaya roja',
  shortDescription: '',
  price: 6.9,
  isActive: true,
  imageStatus: 'verified',
  createdAt: '2026-01-10T00:00:00.000Z',
  GSI2PK: 'CATALOG#ACTIVE',
  origin: 'Níjar, Almería',
  harvestDate: '2026-01-08',
};

const updates = () => ddbMock.commandCalls(UpdateCommand).map((call) => call.args[0].input);
/** An update's SET as {attribute: value}. */
const setOf = (input: ReturnType<typeof updates>[number]) =>
  Object.fromEntries(
    Object.entries(input.ExpressionAttributeNames ?? {})
      .filter(([placeholder]) => placeholder.startsWith('#s'))
      .map(([placeholder, name]) => [name, input.ExpressionAttributeValues?.[`:${placeholder.slice(1)}`]]),
  );

describe('origin keys backfill', () => {
  it('gives the product its origin key and its search entries their facts, conditioned on what was read, then its marker', async () => {
    ddbMock.on(GetCommand).resolves({});
    ddbMock
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'CATALOG#ACTIVE', ':product': 'PRODUCT' } })
      .resolves({
        Items: [
          OLD,
          {
            ...OLD,
            PK: 'PRODUCT#p2',
            productId: 'p2',
            origin: 'La Palma',
            originKey: 'la palma',
            harvestDate: undefined,
          },
        ],
      });
    ddbMock
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'CATALOG#INACTIVE', ':product': 'PRODUCT' } })
      .resolves({
        Items: [{ ...OLD, PK: 'PRODUCT#p3', productId: 'p3', isActive: false, GSI2PK: 'CATALOG#INACTIVE' }],
      });
    ddbMock.on(UpdateCommand).resolves({});
    ddbMock.on(PutCommand).resolves({});

    const report = await backfillOriginKeys(documents, TABLE);

    expect(ddbMock.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      FilterExpression: 'SK = :product AND (attribute_exists(origin) OR attribute_exists(harvestDate))',
    });
    // p1 and the inactive p3 get their key; p2 has it. Entries: p1's two words and p2's two (origin only).
    expect(report).toEqual({ done: false, products: 2, entries: 4 });
    const product = updates().find((input) => input.Key?.PK === 'PRODUCT#p1');
    expect(setOf(product!)).toEqual({ originKey: 'nijar almeria' });
    expect(product?.ConditionExpression).toBe('attribute_exists(PK) AND #e0 = :e0');
    expect(product?.ExpressionAttributeValues?.[':e0']).toBe('Níjar, Almería');

    const entry = updates().find(
      (input) => input.Key?.PK === 'SEARCH#roja' && String(input.Key?.SK).endsWith('#p1'),
    );
    expect(setOf(entry!)).toEqual({
      origin: 'Níjar, Almería',
      originKey: 'nijar almeria',
      harvestDate: '2026-01-08',
    });
    expect(entry?.ConditionExpression).toBe(
      'attribute_exists(PK) AND #e0 = :e0 AND #e1 = :e1 AND attribute_not_exists(#m0) AND attribute_not_exists(#m1)',
    );
    const expected = searchEntries(OLD).get('roja');
    expect(entry?.ExpressionAttributeValues).toMatchObject({
      ':e0': expected?.price,
      ':e1': expected?.words,
    });
    // Nothing for the inactive product's entries (it has none).
    expect(updates().filter((input) => String(input.Key?.SK).endsWith('#p3'))).toHaveLength(0);
    expectMarkerWritten(ddbMock, 'origin-keys');
  });

  it('skips what changed meanwhile, pauses with a cursor, and does nothing once its marker is there', async () => {
    ddbMock.on(GetCommand).resolves({});
    ddbMock.on(QueryCommand).resolves({
      Items: [OLD],
      LastEvaluatedKey: { PK: 'PRODUCT#p1', SK: 'PRODUCT', GSI2PK: 'CATALOG#ACTIVE', GSI2SK: 'x' },
    });
    ddbMock
      .on(UpdateCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'changed', $metadata: {} }));
    const paused = await backfillOriginKeys(documents, TABLE, { shouldPause: () => true });
    expect(paused).toMatchObject({ done: false, products: 0, entries: 0 });
    expect(paused.next).toEqual({
      partition: 'active',
      startKey: { PK: 'PRODUCT#p1', SK: 'PRODUCT', GSI2PK: 'CATALOG#ACTIVE', GSI2SK: 'x' },
    });
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);

    await expectDoneOnceMarked(ddbMock, 'origin-keys', () => backfillOriginKeys(documents, TABLE), {
      products: 0,
      entries: 0,
    });
  });
});
