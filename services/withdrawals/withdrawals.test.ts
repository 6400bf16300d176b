/**
 * The withdrawal function's service (docs/legal.md): who may withdraw from which lines (an exempt line 422, past
 * the period 409, another consumer's order 404), what one transaction writes (the withdrawal, the lines taken,
 * the acknowledgement e-mail), and the farm marking the goods received (its lines leave the order, the
 * withdrawal is received; another farm 403, twice 409).
 */
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WITHDRAWAL_MESSAGES as M } from '../../shared/messages/legal.js';
import { admin, callHandler, consumer, otherProducer, producer } from '../lib/http/test-event.js';
import { spainDay } from '../../shared/rules/withdrawal-rules.js';
import { fixtureLine, fixtureOrder } from '../orders/testing.js';
import { withdrawalItem } from '../orders/index.js';
import { handler } from './handler.js';
import { planWithdrawal } from './withdrawal-plan.js';

const ddbMock = mockClient(DynamoDBDocumentClient);
// Two days ago: within the 14 days of the withdrawal period.
const DELIVERED = new Date(Date.now() - 2 * 24 * 3_600_000).toISOString();

const delivered = (id: string, producerId: string, withdrawal?: 'allowed' | 'perishable') =>
  fixtureLine(id, producerId, 'delivered', {
    userId: 'u-consumer',
    history: [
      { status: 'pending', at: '2026-06-01T10:00:00.000Z', by: 'u-consumer' },
      { status: 'delivered', at: DELIVERED, by: producerId },
    ],
    ...(withdrawal ? { product: { ...fixtureLine(id, producerId).product, withdrawal } } : {}),
  });

function stored(
  lines = [delivered('po-a', 'u-producer', 'allowed'), delivered('po-b', 'u-farm-b', 'perishable')],
) {
  const fixture = fixtureOrder(lines);
  const order = { ...fixture.order, userId: 'u-consumer' };
  ddbMock.on(QueryCommand).resolves({ Items: fixture.items });
  return { ...fixture, order };
}

const post = (
  body: unknown,
  authorizer: object = { ...consumer, sub: 'u-consumer', username: 'u-consumer' },
) => callHandler(handler, 'POST', '/v1/orders/o-1/withdrawal', { authorizer, body });

beforeEach(() => {
  ddbMock.reset();
  process.env.TABLE_NAME = 'pitahaya';
  process.env.LOCAL_OUTBOX_URL = 'http://127.0.0.1:1/_local/outbox';
  ddbMock.on(TransactWriteCommand).resolves({});
  ddbMock.on(BatchGetCommand).resolves({
    Responses: {
      pitahaya: [{ id: 'u-consumer', email: 'ana@correo.es', fullName: 'Ana', isActive: true }],
    },
  });
  ddbMock.on(GetCommand).resolves({ Item: { fullName: 'Finca', fiscal: { address: 'Camino 1, Níjar' } } });
});
afterEach(() => {
  delete process.env.LOCAL_OUTBOX_URL;
});

describe('the withdrawal plan', () => {
  it('gives back what was paid for each line: nothing for a pay-on-delivery line not delivered', () => {
    const { order } = fixtureOrder([
      delivered('po-a', 'u-producer'),
      fixtureLine('po-c', 'u-producer', 'shipped'),
    ]);
    const plan = planWithdrawal({
      order,
      productOrderIds: ['po-a', 'po-c'],
      consumerId: 'u-consumer',
      now: new Date('2026-06-06T10:00:00.000Z'),
      newId: () => 'w-1',
    });
    expect(plan).toMatchObject({
      id: 'w-1',
      status: 'requested',
      refundAmount: 10,
      refundDueAt: '2026-06-20T10:00:00.000Z',
      lines: [
        { productOrderId: 'po-a', amount: 10 },
        { productOrderId: 'po-c', amount: 0 },
      ],
      producerIds: ['u-producer'],
    });
  });
});

describe('POST /v1/orders/{id}/withdrawal', () => {
  it('writes the withdrawal, the lines taken and the acknowledgement e-mail in one transaction', async () => {
    stored();
    const { status, body } = await post({ productOrderIds: ['po-a'], reason: 'No me convence' });
    expect(status).toBe(201);
    expect(body.status.message).toBe(M.requested);
    expect(body.data.withdrawal).toMatchObject({
      orderId: 'o-1',
      status: 'requested',
      productOrderIds: ['po-a'],
      refundAmount: 10,
      reason: 'No me convence',
      receivedAt: null,
    });
    const items = ddbMock.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items[0]?.Put?.Item).toMatchObject({
      SK: expect.stringMatching(/^WITHDRAWAL#/),
      GSI2PK: 'WITHDRAWALS#OPEN',
    });
    expect(items[1]?.Update?.Key).toEqual({ PK: 'ORDER#o-1', SK: 'PO#po-a' });
    expect(items[1]?.Update?.ConditionExpression).toContain('attribute_not_exists(withdrawalId)');
    expect(items[2]?.Put?.Item).toMatchObject({
      to: 'ana@correo.es',
      kind: 'withdrawal',
      subject: 'Acuse de recibo: desistimiento del pedido O1',
    });
    expect(String(items[2]?.Put?.Item?.text)).toContain('Camino 1, Níjar');
  });

  it('refuses an exempt line (422), a line of another order (422), writing nothing', async () => {
    stored();
    const exempt = await post({ productOrderIds: ['po-b'] });
    expect(exempt.status).toBe(422);
    expect(exempt.body.status.message).toMatch(
      /^No puedes desistir de «Producto po-b»: sin derecho de desistimiento/,
    );
    const unknown = await post({ productOrderIds: ['po-x'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.status.message).toBe(M.lineNotInOrder);
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses past the 14 days (409) and another consumer (404), writing nothing', async () => {
    stored(
      [delivered('po-a', 'u-producer', 'allowed')].map((line) => ({
        ...line,
        history: [{ status: 'delivered' as const, at: '2026-01-05T10:00:00.000Z', by: 'u-producer' }],
      })),
    );
    const late = await post({ productOrderIds: ['po-a'] });
    expect(late.status).toBe(409);
    expect(late.body.status.message).toBe(M.expired('19/01/2026'));
    const stranger = await post(
      { productOrderIds: ['po-a'] },
      { ...consumer, sub: 'u-other', username: 'u-other' },
    );
    expect(stranger.status).toBe(404);
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('lets an admin record a withdrawal the consumer sent by e-mail, counted from the day it was sent', async () => {
    stored();
    const yesterday = spainDay(new Date(Date.now() - 24 * 3_600_000).toISOString());
    const recorded = await post({ productOrderIds: ['po-a'], sentOn: yesterday }, admin);
    expect(recorded.status).toBe(201);
    expect(recorded.body.data.withdrawal).toMatchObject({ recordedBy: 'admin', productOrderIds: ['po-a'] });
    expect(spainDay(recorded.body.data.withdrawal.requestedAt)).toBe(yesterday);
    const items = ddbMock.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    // The acknowledgement goes to the order's consumer.
    expect(items[0]?.Put?.Item).toMatchObject({ consumerId: 'u-consumer', recordedBy: 'admin' });
    expect(items[2]?.Put?.Item).toMatchObject({ to: 'ana@correo.es', kind: 'withdrawal' });
  });

  it('refuses a farm (403), a day in the future or before the order (422), and a consumer giving a day', async () => {
    stored();
    const farm = await post({ productOrderIds: ['po-a'] }, producer);
    expect([farm.status, farm.body.status.message]).toEqual([403, M.notConsumerOrAdmin]);
    const tomorrow = spainDay(new Date(Date.now() + 36 * 3_600_000).toISOString());
    const future = await post({ productOrderIds: ['po-a'], sentOn: tomorrow }, admin);
    expect([future.status, future.body.status.message]).toEqual([422, M.sentOnFuture]);
    const before = await post({ productOrderIds: ['po-a'], sentOn: '2026-05-01' }, admin);
    expect([before.status, before.body.status.message]).toEqual([422, M.sentOnBeforeOrder]);
    const bogus = await post({ productOrderIds: ['po-a'], sentOn: '2026-02-30' }, admin);
    expect([bogus.status, bogus.body.status.message]).toEqual([422, M.sentOnInvalid]);
    const mine = await post({ productOrderIds: ['po-a'], sentOn: '2026-06-02' });
    expect([mine.status, mine.body.status.message]).toEqual([422, M.sentOnNotYours]);
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses an empty or repeated list in Spanish (422)', async () => {
    expect((await post({ productOrderIds: [] })).body.status.message).toBe(M.linesRequired);
    expect((await post({ productOrderIds: ['po-a', 'po-a'] })).body.status.message).toBe(M.linesInvalid);
    expect((await post({ productOrderIds: ['po-a'], iban: 'ES00' })).body.status.message).toBe(M.ibanInvalid);
  });
});

describe('PATCH /v1/orders/{id}/withdrawal/{withdrawalId}', () => {
  const patch = (authorizer: object, body: unknown = { status: 'received' }) =>
    callHandler(handler, 'PATCH', '/v1/orders/o-1/withdrawal/w-1', { authorizer, body });

  function withWithdrawal(received: string[] = []) {
    const fixture = stored([
      delivered('po-a', 'u-producer', 'allowed'),
      delivered('po-b', 'u-farm-b', 'allowed'),
    ]);
    const withdrawal = planWithdrawal({
      order: fixture.order,
      productOrderIds: ['po-a', 'po-b'],
      consumerId: 'u-consumer',
      now: new Date('2026-06-06T10:00:00.000Z'),
      newId: () => 'w-1',
    });
    ddbMock.on(GetCommand, { Key: { PK: 'ORDER#o-1', SK: 'WITHDRAWAL#w-1' } }).resolves({
      Item: { ...withdrawalItem(withdrawal), receivedProducerIds: received },
    });
    ddbMock.on(BatchGetCommand).resolves({ Responses: { pitahaya: [] } });
  }

  it("takes the farm's lines out of the order and records the farm received", async () => {
    withWithdrawal();
    const { status, body } = await patch(producer);
    expect(status).toBe(200);
    expect(body.status.message).toBe(M.received);
    // A farm sees only its own lines.
    expect(body.data.withdrawal).toMatchObject({ status: 'requested', productOrderIds: ['po-a'] });
    const items = ddbMock.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    // The delivered line is given back (it stays delivered), its money owed back in one refund.
    expect(items[0]?.Update).toMatchObject({
      Key: { PK: 'ORDER#o-1', SK: 'PO#po-a' },
      ExpressionAttributeValues: expect.objectContaining({ ':from': 'delivered' }),
    });
    expect(items[0]?.Update?.UpdateExpression).toContain('returnedAt');
    const refund = items.find((entry) => entry.Put?.Item?.entity === 'Refund')?.Put?.Item;
    expect(refund).toMatchObject({ reason: 'withdrawal', productOrderIds: ['po-a'], status: 'owed' });
    expect(items.some((entry) => entry.Update?.Key?.SK === 'PO#po-b')).toBe(false);
    expect(items.at(-1)?.Update?.ExpressionAttributeValues).toMatchObject({
      ':received': ['u-producer'],
      ':refunds': [refund?.id],
    });
  });

  it('is received once the last farm has its goods back', async () => {
    withWithdrawal(['u-farm-b']);
    const { body } = await patch(producer);
    expect(body.data.withdrawal).toMatchObject({ status: 'received', receivedAt: expect.any(String) });
  });

  it('refuses a farm without lines in it (403), twice (409) and another status (422)', async () => {
    withWithdrawal(['u-producer']);
    expect((await patch(otherProducer)).status).toBe(403);
    const twice = await patch(producer);
    expect(twice.status).toBe(409);
    expect(twice.body.status.message).toBe(M.alreadyReceived);
    expect((await patch(producer, { status: 'requested' })).body.status.message).toBe(M.statusInvalid);
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
