import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { callHandler, ddbMock, mockOrderPartition, resetToEmptyReads } from '../carts/testing-mocked.js';
import { admin, consumer, producer } from '../lib/http/test-event.js';
import { handler } from './handler.js';
import { fixtureLine, fixtureOrder } from './testing.js';

const TABLE = 'pitahaya';

/** BatchGetItem answers the items of `stored` it is asked for (the lines of a keys-only page, the orders). */
function answerBatchGets(stored: Record<string, unknown>[]) {
  ddbMock
    .on(BatchGetCommand)
    .callsFake((input: { RequestItems: Record<string, { Keys: Record<string, unknown>[] }> }) => ({
      Responses: {
        [TABLE]: (input.RequestItems[TABLE]?.Keys ?? []).flatMap((key) =>
          stored.filter((item) => item.PK === key.PK && item.SK === key.SK),
        ),
      },
    }));
}
const keysOf = (item: Record<string, unknown>, index: string) => ({
  PK: item.PK,
  SK: item.SK,
  [`${index}PK`]: item[`${index}PK`],
  [`${index}SK`]: item[`${index}SK`],
});

/** The order partition Query answers the fixture; other Queries answer nothing. */
const mockOrder = (items = fixtureOrder().items) => mockOrderPartition(items);

beforeEach(resetToEmptyReads);

describe('GET /v1/orders/producer/{id}', () => {
  const get = (authorizer = producer, query?: Record<string, string>) =>
    callHandler(handler, 'GET', '/v1/orders/producer/o-1', { authorizer, ...(query ? { query } : {}) });

  it("shows the shipping info and only the producer's own lines and totals", async () => {
    mockOrder(
      fixtureOrder([
        fixtureLine('po-a', 'u-producer', 'organizing'),
        fixtureLine('po-b', 'u-farm-b', 'shipped', { totalPrice: 99 }),
      ]).items,
    );
    const answer = await get();
    expect(answer.status).toBe(200);
    const order = answer.body.data.order;
    expect(order.productOrders.map((po: { id: string }) => po.id)).toEqual(['po-a']);
    expect(order).toMatchObject({
      id: 'o-1',
      status: 'organizing',
      totalPrice: 10,
      productOrdersCount: 1,
      shippingInfo: { city: 'Murcia' },
      consumerInfo: { userId: 'u-consumer', fullName: 'Ana Ruiz' },
    });
    expect(JSON.stringify(order)).not.toContain('po-b');
    expect(order).not.toHaveProperty('items');
    expect(order).not.toHaveProperty('subtotal');
  });

  it("answers the order's payment on the view and on each line, and each live line's commission", async () => {
    const { items } = fixtureOrder([
      fixtureLine('po-a', 'u-producer', 'pending', { totalPrice: 12, subtotal: 10, shipping: 2 }),
      fixtureLine('po-c', 'u-producer', 'cancelled'),
    ]);
    const stored = items.map((item) =>
      item.SK === 'ORDER'
        ? {
            ...item,
            payment: {
              ...(item.payment as object),
              method: 'bank_transfer',
              dueAt: '2026-06-06T10:00:00.000Z',
            },
          }
        : { ...item, commissionRate: 10, commission: 1, net: 11 },
    );
    mockOrder(stored);
    const order = (await get()).body.data.order;
    const payment = {
      method: 'bank_transfer',
      status: 'pending',
      dueAt: '2026-06-06T10:00:00.000Z',
      paidAt: null,
    };
    expect(order.payment).toEqual(payment);
    expect(order.productOrders[0]).toMatchObject({ payment, commissionRate: 10, commission: 1, net: 11 });
    // A cancelled line: nothing is charged on it.
    expect(order.productOrders[1].payment).toEqual(payment);
    expect(order.productOrders[1]).not.toHaveProperty('commission');
  });

  it('is 404 for a producer without lines in it; an admin sees every line, or one producer', async () => {
    mockOrder(fixtureOrder([fixtureLine('po-b', 'u-farm-b')]).items);
    expect((await get()).status).toBe(404);
    mockOrder();
    expect((await get(admin)).body.data.order.productOrders).toHaveLength(2);
    expect((await get(admin, { producerId: 'u-farm-b' })).body.data.order.productOrders).toHaveLength(1);
    const other = await get(producer, { producerId: 'u-farm-b' });
    expect(other.status).toBe(403);
    expect(other.body.status.message).toBe('No tienes permisos para realizar esta acción.');
  });
});

describe('GET /v1/orders/producer', () => {
  const list = (query: Record<string, string> = {}, authorizer = producer) =>
    callHandler(handler, 'GET', '/v1/orders/producer', { authorizer, query });

  it("pages the producer's lines' keys on LINES1 newest first, dates as a key condition, with tab counts", async () => {
    const { items } = fixtureOrder();
    ddbMock.on(QueryCommand).resolves({ Items: [keysOf(items[1] as Record<string, unknown>, 'LINES1')] });
    answerBatchGets(items as Record<string, unknown>[]);
    ddbMock.on(GetCommand).resolves({ Item: { 'st#pending': 3, 'st#shipped': 1 } });
    const answer = await list({ fromDate: '2026-06-01', toDate: '2026-06-30' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.orders[0]).toMatchObject({
      id: 'po-a',
      buyerName: 'Ana Ruiz',
      buyerCity: 'Murcia',
    });
    expect(answer.body.data.orders[0]).not.toHaveProperty('LINES1PK');
    // The page's lines read by key in one BatchGetItem.
    const lineReads = ddbMock
      .commandCalls(BatchGetCommand)
      .filter((call) => call.args[0].input.RequestItems?.[TABLE]?.Keys?.[0]?.SK !== 'ORDER');
    expect(lineReads.map((call) => call.args[0].input.RequestItems?.[TABLE]?.Keys)).toEqual([
      [{ PK: 'ORDER#o-1', SK: 'PO#po-a' }],
    ]);
    const query = ddbMock.commandCalls(QueryCommand).map((call) => call.args[0].input);
    const page = query.find((input) => input.IndexName === 'LINES1');
    expect(page).toMatchObject({
      KeyConditionExpression: 'LINES1PK = :pk AND LINES1SK BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': 'PRODUCER#u-producer',
        ':from': 'PO#2026-06-01T00:00:00.000Z',
        ':to': 'PO#2026-06-30T23:59:59.999Z#\uffff',
      },
      ScanIndexForward: false,
    });
    // With dates the counts come from the day buckets of that range.
    const days = query.find((input) => input.IndexName === undefined);
    expect(days?.ExpressionAttributeValues).toEqual({
      ':pk': 'STATS#PRODUCER#u-producer',
      ':from': 'DAY#2026-06-01',
      ':to': 'DAY#2026-06-30',
    });
  });

  it("gives each listed line its order's payment, read in one BatchGetItem of the page's orders", async () => {
    const { items } = fixtureOrder();
    const lines = [items[1], items[2]] as Record<string, unknown>[];
    ddbMock.on(QueryCommand).resolves({ Items: lines.map((line) => keysOf(line, 'LINES3')) });
    answerBatchGets([
      ...lines,
      {
        PK: 'ORDER#o-1',
        SK: 'ORDER',
        status: 'pending',
        totalPrice: 20,
        payment: {
          method: 'card',
          status: 'paid',
          amount: 20,
          currency: 'EUR',
          paidAt: '2026-06-01T10:05:00.000Z',
          refundedAmount: 0,
        },
      },
    ]);
    const answer = await list({ status: 'awaiting_payment' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.orders.map((line: { payment: unknown }) => line.payment)).toEqual([
      { method: 'card', status: 'paid', paidAt: '2026-06-01T10:05:00.000Z' },
      { method: 'card', status: 'paid', paidAt: '2026-06-01T10:05:00.000Z' },
    ]);
    const batch = ddbMock
      .commandCalls(BatchGetCommand)
      .filter((call) => call.args[0].input.RequestItems?.[TABLE]?.Keys?.[0]?.SK === 'ORDER');
    expect(batch).toHaveLength(1);
    expect(batch[0]?.args[0].input.RequestItems?.[TABLE]?.Keys).toEqual([{ PK: 'ORDER#o-1', SK: 'ORDER' }]);
    expect(ddbMock.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      IndexName: 'LINES3',
      ExpressionAttributeValues: { ':pk': 'PRODUCER#u-producer#STATUS#awaiting_payment' },
    });
  });

  it("reads a status from LINES3 and the counts from every month of the running total's shards, added up", async () => {
    const months: Record<string, Record<string, unknown>[]> = {
      'STATS#PRODUCER#u-producer': [
        { PK: 'STATS#PRODUCER#u-producer', SK: 'MONTH#2026-05', 'st#pending': 2, orders: 3 },
        { PK: 'STATS#PRODUCER#u-producer', SK: 'MONTH#2026-06', 'st#awaiting_payment': 2 },
      ],
      'STATS#PRODUCER#u-producer#3': [
        { PK: 'STATS#PRODUCER#u-producer#3', SK: 'MONTH#2026-06', 'st#pending': 1, 'st#shipped': 1 },
      ],
    };
    ddbMock.on(QueryCommand).callsFake((input: { ExpressionAttributeValues?: Record<string, unknown> }) => ({
      Items: months[String(input.ExpressionAttributeValues?.[':pk'])] ?? [],
    }));
    const answer = await list({ status: 'shipped' });
    expect(answer.body.data.counts).toEqual({
      pending: 3,
      organizing: 0,
      ready_to_ship: 0,
      shipped: 1,
      delivered: 0,
      cancelled: 0,
      awaiting_payment: 2,
      all: 6,
    });
    const queries = ddbMock.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries[0]).toMatchObject({
      IndexName: 'LINES3',
      ExpressionAttributeValues: { ':pk': 'PRODUCER#u-producer#STATUS#shipped' },
    });
    const stats = queries.filter((input) => input.IndexName === undefined);
    expect(stats.map((input) => input.ExpressionAttributeValues)).toEqual(
      ['', '#1', '#2', '#3'].map((shard) => ({
        ':pk': `STATS#PRODUCER#u-producer${shard}`,
        ':from': 'MONTH#0000-00',
        ':to': 'MONTH#9999-99',
      })),
    );
    expect(ddbMock.commandCalls(BatchGetCommand)).toHaveLength(0);
  });

  it('gives an admin every producer from the month shards of LINES4, or one producer by producerId', async () => {
    ddbMock.on(QueryCommand).resolves({ Items: [] });
    await list({ status: 'pending', toDate: '2026-06-30', fromDate: '2026-06-01' }, admin);
    // The farms' work: pending lines not waiting for their money.
    expect(ddbMock.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      IndexName: 'LINES4',
      FilterExpression: '#status = :status AND (attribute_not_exists(#awaiting) OR #awaiting = :false)',
      ExpressionAttributeValues: { ':pk': 'PRODUCT_ORDERS#2026-06', ':status': 'pending', ':false': false },
    });
    ddbMock.resetHistory();
    await list({ status: 'awaiting_payment', toDate: '2026-06-30', fromDate: '2026-06-01' }, admin);
    expect(ddbMock.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      FilterExpression: '#status = :status AND #awaiting = :true',
      ExpressionAttributeValues: { ':status': 'pending', ':true': true },
    });
    ddbMock.resetHistory();
    await list({ status: 'shipped', toDate: '2026-06-30', fromDate: '2026-06-01' }, admin);
    expect(ddbMock.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      FilterExpression: '#status = :status',
      ExpressionAttributeValues: { ':status': 'shipped' },
    });
    ddbMock.resetHistory();
    await list({ producerId: 'u-farm-b' }, admin);
    expect(ddbMock.commandCalls(QueryCommand)[0]?.args[0].input.ExpressionAttributeValues?.[':pk']).toBe(
      'PRODUCER#u-farm-b',
    );
  });

  it('reads the old indexes, whole lines and no BatchGetItem of them, while the table is upgraded (legacy)', async () => {
    process.env.LINE_INDEXES = 'legacy';
    try {
      const { items } = fixtureOrder();
      ddbMock.on(QueryCommand).resolves({ Items: [items[1] as Record<string, unknown>] });
      const answer = await list({ status: 'pending' });
      expect(answer.body.data.orders.map((line: { id: string }) => line.id)).toEqual(['po-a']);
      expect(ddbMock.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
        IndexName: 'GSI3',
        KeyConditionExpression: 'GSI3PK = :pk AND GSI3SK BETWEEN :from AND :to',
      });
      const lineReads = ddbMock
        .commandCalls(BatchGetCommand)
        .filter((call) => call.args[0].input.RequestItems?.[TABLE]?.Keys?.[0]?.SK !== 'ORDER');
      expect(lineReads).toHaveLength(0);
    } finally {
      delete process.env.LINE_INDEXES;
    }
  });

  it('refuses bad filters, foreign tokens and another producer with a Spanish message', async () => {
    ddbMock.on(QueryCommand).resolves({ Items: [] });
    const completed = await list({ status: 'completed' });
    expect(completed.status).toBe(422);
    expect(completed.body.status.message).toBe('Estado inválido para el ProductOrder.');
    const token = Buffer.from(
      JSON.stringify({ PK: 'ORDER#x', SK: 'PO#y', GSI1PK: 'PRODUCER#u-farm-b', GSI1SK: 'PO#z' }),
    ).toString('base64url');
    expect((await list({ nextToken: token })).status).toBe(422);
    expect((await list({ producerId: 'u-farm-b' })).status).toBe(403);
    expect((await list({ producerId: 'x'.repeat(200) }, admin)).body.status.message).toBe(
      'El id del productor no es válido',
    );
    expect((await list({}, consumer)).status).toBe(403);
  });
});
