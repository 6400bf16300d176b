/** The order figures of the reports function (GET /v1/orders/producer/stats, GET /v1/orders/stats). */
import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { callHandler, ddbMock, productRecord } from '../carts/testing-mocked.js';
import { productState } from '../carts/testing.js';
import { admin, producer } from '../lib/http/test-event.js';
import { handler } from './handler.js';

beforeEach(() => {
  ddbMock.reset();
  ddbMock.on(GetCommand).resolves({});
  ddbMock.on(BatchGetCommand).resolves({ Responses: {} });
});

describe('stats routes', () => {
  it("GET /v1/orders/producer/stats reads the producer's day buckets (a Query per shard) and product figures", async () => {
    const today = new Date().toISOString().slice(0, 10);
    ddbMock.on(QueryCommand).resolves({ Items: [] });
    ddbMock
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'STATS#PRODUCER#u-producer' } })
      .resolves({ Items: [{ SK: `DAY#${today}`, bucket: today, orders: 1, revenueCents: 1000 }] });
    ddbMock
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'STATS#PRODUCER#u-producer#2' } })
      .resolves({ Items: [{ SK: `DAY#${today}`, bucket: today, orders: 1, revenueCents: 234 }] });
    ddbMock
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'STATS#PRODUCER#u-producer#FIGURES#0' } })
      .resolves({ Items: [{ SK: `DAY#${today}#P#p-1`, revenueCents: 1234, units: 2 }] });
    ddbMock.on(BatchGetCommand).resolves({
      Responses: { pitahaya: [productRecord(productState({ productId: 'p-1', name: 'Pitahaya roja' }))] },
    });
    const answer = await callHandler(handler, 'GET', '/v1/orders/producer/stats', {
      authorizer: producer,
      query: { period: '7d' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.stats).toMatchObject({
      period: '7d',
      producerId: 'u-producer',
      totalOrders: 2,
      totalRevenue: 12.34,
      averageOrderValue: 6.17,
      topProducts: [{ productId: 'p-1', name: 'Pitahaya roja', revenue: 12.34, units: 2 }],
    });
    expect(answer.body.data.stats.series).toHaveLength(7);
    expect(answer.body.data.stats.series.at(-1)).toEqual({ date: today, orders: 2, revenue: 12.34 });
    const inputs = ddbMock.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(inputs.map((input) => input.ExpressionAttributeValues?.[':pk'])).toEqual([
      'STATS#PRODUCER#u-producer',
      'STATS#PRODUCER#u-producer#1',
      'STATS#PRODUCER#u-producer#2',
      'STATS#PRODUCER#u-producer#3',
      'STATS#PRODUCER#u-producer#FIGURES#0',
    ]);
    for (const input of inputs)
      expect(input.KeyConditionExpression).toBe('PK = :pk AND SK BETWEEN :from AND :to');
    expect(String(inputs[0]?.ExpressionAttributeValues?.[':from'])).toMatch(/^DAY#/);
    expect(inputs[4]?.ExpressionAttributeValues?.[':to']).toBe(`DAY#${today}$`);
  });

  it('defaults to 30d, reads months for 12m and refuses other periods', async () => {
    ddbMock.on(QueryCommand).resolves({ Items: [] });
    const month = await callHandler(handler, 'GET', '/v1/orders/producer/stats', { authorizer: producer });
    expect(month.body.data.stats).toMatchObject({ period: '30d', granularity: 'day', totalOrders: 0 });
    const year = await callHandler(handler, 'GET', '/v1/orders/producer/stats', {
      authorizer: producer,
      query: { period: '12m' },
    });
    expect(year.body.data.stats.series).toHaveLength(12);
    const bad = await callHandler(handler, 'GET', '/v1/orders/producer/stats', {
      authorizer: producer,
      query: { period: '1y' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.status.message).toBe('El periodo debe ser 7d, 30d, 90d o 12m');
  });

  it('GET /v1/orders/stats is the whole shop, for admins only', async () => {
    ddbMock.on(QueryCommand).resolves({ Items: [] });
    ddbMock
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'STATS#SHOP' } })
      .resolves({ Items: [{ SK: 'DAY#x', bucket: 'x', orders: 3, revenueCents: 3000, 'ost#pending': 3 }] });
    const answer = await callHandler(handler, 'GET', '/v1/orders/stats', { authorizer: admin });
    expect(answer.body.data.stats).toMatchObject({
      producerId: null,
      totalOrders: 3,
      totalRevenue: 30,
      orderStatusCounts: { pending: 3 },
      topProducers: [],
    });
    expect(ddbMock.commandCalls(QueryCommand)[0]?.args[0].input.ExpressionAttributeValues?.[':pk']).toBe(
      'STATS#SHOP',
    );
    expect((await callHandler(handler, 'GET', '/v1/orders/stats', { authorizer: producer })).status).toBe(
      403,
    );
  });
});
