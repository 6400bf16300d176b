import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockDocumentClient, testDocumentClient } from '../lib/data/testing.js';
import { backfillFarmPages } from './farm-pages.js';
import { expectDoneOnceMarked, expectMarkerWritten } from './testing.js';

const ddbMock = mockDocumentClient();
const documents = testDocumentClient();
const TABLE = 'pitahaya';

beforeAll(() => {
  process.env.TABLE_NAME = TABLE;
});
afterEach(() => ddbMock.reset());

/** A producer stored before farm pages: no `farm`, a pickup point in Almería. */
const OLD_PRODUCER = {
  PK: 'USER#u-old',
  SK: 'PROFILE',
  id: 'u-old',
  role: 'producer',
  fullName: 'Finca Los Almendros',
  email: 'almendros@example.es',
  shipping: { pickup: { address: 'Camino del Sur 4, 04700 El Ejido', hours: 'L-V 9-14' } },
  GSI1PK: 'ROLE#producer',
};
/** One that made its page since the index answered (the consistent read sees it). */
const MADE_MEANWHILE = {
  ...OLD_PRODUCER,
  PK: 'USER#u-new',
  id: 'u-new',
  farm: {
    slug: 'finca-nueva',
    story: '',
    imageUrls: [],
    verifiedImageUrls: [],
    updatedAt: '2026-11-20T00:00:00Z',
  },
};

function table() {
  ddbMock.on(GetCommand).resolves({});
  ddbMock.on(GetCommand, { Key: { PK: 'USER#u-old', SK: 'PROFILE' } }).resolves({ Item: OLD_PRODUCER });
  ddbMock.on(GetCommand, { Key: { PK: 'USER#u-new', SK: 'PROFILE' } }).resolves({ Item: MADE_MEANWHILE });
  ddbMock.on(QueryCommand).resolves({ Items: [{ id: 'u-old' }, { id: 'u-new' }, { id: 'u-gone' }] });
  ddbMock.on(TransactWriteCommand).resolves({});
  ddbMock.on(PutCommand).resolves({});
}

describe('farm pages backfill', () => {
  it("gives each producer without a page its page as the profile's first read does, then its marker", async () => {
    table();
    const report = await backfillFarmPages(documents, TABLE);
    expect(report).toEqual({ done: false, farms: 1 });
    expect(ddbMock.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      TableName: TABLE,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :role',
      FilterExpression: 'SK = :profile AND attribute_not_exists(farm)',
      ExpressionAttributeValues: { ':role': 'ROLE#producer', ':profile': 'PROFILE' },
    });
    // Each read consistently before the write.
    const reads = ddbMock.commandCalls(GetCommand).map((call) => call.args[0].input);
    expect(reads.filter((input) => input.ConsistentRead)).toHaveLength(3);
    const writes = ddbMock.commandCalls(TransactWriteCommand).map((call) => call.args[0].input);
    expect(writes).toHaveLength(1);
    const [guard, page] = writes[0]!.TransactItems!;
    expect(guard?.Put?.Item).toMatchObject({
      PK: 'FARM_SLUG#finca-los-almendros',
      SK: 'FARM_SLUG',
      producerId: 'u-old',
    });
    expect(page?.Update).toMatchObject({
      Key: { PK: 'USER#u-old', SK: 'PROFILE' },
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(farm)',
    });
    expect(page?.Update?.ExpressionAttributeValues).toMatchObject({
      ':farm': { slug: 'finca-los-almendros', story: '', provinceCode: '04' },
      ':pk': 'FARMS',
      ':sk': 'finca los almendros#u-old',
    });
    expectMarkerWritten(ddbMock, 'farm-pages', { farms: 1 });
  });

  it('pauses between pages with the start key and goes on from it; done once marked', async () => {
    table();
    ddbMock
      .on(QueryCommand)
      .resolvesOnce({ Items: [{ id: 'u-old' }], LastEvaluatedKey: { PK: 'USER#u-old', SK: 'PROFILE' } })
      .resolves({ Items: [] });
    const paused = await backfillFarmPages(documents, TABLE, { shouldPause: () => true });
    expect(paused).toEqual({
      done: false,
      farms: 1,
      next: { startKey: { PK: 'USER#u-old', SK: 'PROFILE' } },
    });
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
    await backfillFarmPages(documents, TABLE, { from: paused.next! });
    expect(ddbMock.commandCalls(QueryCommand).at(-1)?.args[0].input.ExclusiveStartKey).toEqual({
      PK: 'USER#u-old',
      SK: 'PROFILE',
    });
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(1);

    await expectDoneOnceMarked(ddbMock, 'farm-pages', () => backfillFarmPages(documents, TABLE), {
      farms: 0,
    });
  });

  it('refuses to make pages in another table than the one the farm store writes', async () => {
    table();
    await expect(backfillFarmPages(documents, 'otra-tabla')).rejects.toThrow('TABLE_NAME');
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
