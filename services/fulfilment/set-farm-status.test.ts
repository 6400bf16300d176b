import { BatchGetCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { callHandler, cancelled, ddbMock } from '../carts/testing-mocked.js';
import { fixtureLine, fixtureOrder, fixturePayment } from '../orders/testing.js';
import { admin, consumer, otherProducer, producer } from '../lib/http/test-event.js';
import { handler } from './handler.js';

const PATH = '/v1/orders/producer/o-1/status';

/** Farm A (u-producer) has po-a1, po-a2 (and po-a3 when given); farm B has po-b. */
function farmOrder(statuses: Parameters<typeof fixtureLine>[2][] = ['pending', 'pending']) {
  return fixtureOrder([
    ...statuses.map((status, index) => fixtureLine(`po-a${index + 1}`, 'u-producer', status)),
    fixtureLine('po-b', 'u-farm-b'),
  ]);
}

const mockReads = (...orders: ReturnType<typeof farmOrder>[]) => {
  let reads = 0;
  ddbMock
    .on(QueryCommand)
    .callsFake(() => ({ Items: (orders[Math.min(reads++, orders.length - 1)] ?? farmOrder()).items }));
};

const transactItems = (call = 0) =>
  ddbMock.commandCalls(TransactWriteCommand)[call]?.args[0].input.TransactItems ?? [];

beforeEach(() => {
  ddbMock.reset();
  ddbMock.on(GetCommand).resolves({});
  ddbMock.on(BatchGetCommand).resolves({ Responses: {} });
});

const patch = (body: unknown, authorizer = producer, query?: Record<string, string>) =>
  callHandler(handler, 'PATCH', PATH, { body, authorizer, ...(query ? { query } : {}) });

/** The change to `status` is refused with 409 and `message`. */
const expectConflict = async (status: string, message: string) => {
  const answer = await patch({ status });
  expect(answer.status).toBe(409);
  expect(answer.body.status.message).toBe(message);
};

describe('PATCH /v1/orders/producer/{id}/status (all of a farm’s lines at once)', () => {
  it('moves every line of the farm in one transaction with the same change id, and records the change on the order', async () => {
    mockReads(farmOrder());
    ddbMock.on(TransactWriteCommand).resolves({});
    const answer = await patch({ status: 'organizing', notes: 'Cosechamos hoy' });
    expect(answer.status).toBe(200);
    expect(answer.body.status.message).toBe('2 productos pasaron a «En preparación».');
    expect(answer.body.data.productOrders.map((line: { id: string }) => line.id)).toEqual(['po-a1', 'po-a2']);
    expect(answer.body.data.orderStatus).toBe('pending'); // farm B's line is still pending
    const items = transactItems();
    expect(items).toHaveLength(3);
    const lineKeys = items.slice(0, 2).map((item) => item.Update?.Key);
    expect(lineKeys).toEqual([
      { PK: 'ORDER#o-1', SK: 'PO#po-a1' },
      { PK: 'ORDER#o-1', SK: 'PO#po-a2' },
    ]);
    const changeIds = items.slice(0, 2).map((item) => item.Update?.ExpressionAttributeValues?.[':changeId']);
    expect(changeIds[0]).toEqual(expect.any(String));
    expect(changeIds[1]).toBe(changeIds[0]);
    for (const item of items.slice(0, 2)) expect(item.Update?.ConditionExpression).toBe('#status = :from');
    const farmChange = items[2]?.Update?.ExpressionAttributeValues?.[':farmChange'];
    expect(farmChange).toMatchObject({
      id: changeIds[0],
      producerId: 'u-producer',
      by: 'u-producer',
      to: 'organizing',
      notes: 'Cosechamos hoy',
      lines: [
        { id: 'po-a1', name: 'Producto po-a1', quantity: 2 },
        { id: 'po-a2', name: 'Producto po-a2', quantity: 2 },
      ],
    });
  });

  it('stores the tracking on each shipped line and in the change; leaves lines already there and cancelled ones', async () => {
    mockReads(farmOrder(['ready_to_ship', 'shipped', 'cancelled']));
    ddbMock.on(TransactWriteCommand).resolves({});
    const answer = await patch({ status: 'shipped', tracking: { carrier: 'seur', number: 'ab 1234-5678' } });
    expect(answer.status).toBe(200);
    expect(answer.body.status.message).toBe('1 producto pasó a «Enviado».');
    expect(answer.body.data.productOrders).toMatchObject([
      { id: 'po-a1', status: 'shipped', tracking: { carrier: 'seur', number: 'AB12345678' } },
    ]);
    const items = transactItems();
    expect(items).toHaveLength(2);
    expect(items[0]?.Update?.ExpressionAttributeValues?.[':tracking']).toEqual({
      carrier: 'seur',
      number: 'AB12345678',
    });
    expect(items[1]?.Update?.ExpressionAttributeValues?.[':farmChange']).toMatchObject({
      tracking: { carrier: 'seur', number: 'AB12345678' },
    });
  });

  it('refuses with a Spanish 409 when no line can move, or when a line is more than one step behind, writing nothing', async () => {
    mockReads(farmOrder(['shipped', 'cancelled']));
    await expectConflict(
      'shipped',
      'Ningún producto de tu finca en este pedido puede pasar a «Enviado»: ya están ahí, más adelante o cancelados.',
    );
    mockReads(farmOrder(['pending', 'ready_to_ship']));
    await expectConflict(
      'shipped',
      'Algunos productos de tu finca aún no pueden pasar a «Enviado»: avanza antes los que van más atrás.',
    );
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses to move the lines of an unpaid card or transfer order (409), writing nothing', async () => {
    const { items } = fixtureOrder(
      [fixtureLine('po-a1', 'u-producer'), fixtureLine('po-a2', 'u-producer')],
      fixturePayment('card', 'pending', '2026-06-01T10:30:00.000Z'),
    );
    ddbMock.on(QueryCommand).resolves({ Items: items });
    await expectConflict(
      'organizing',
      'Este pedido aún no está pagado: no se prepara hasta que llegue el pago. Te avisaremos en cuanto esté pagado.',
    );
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses bad input with 422 and Spanish field messages', async () => {
    mockReads(farmOrder(['ready_to_ship', 'ready_to_ship']));
    const cases: [unknown, string, string][] = [
      [
        { status: 'cancelled' },
        'status',
        'Elige el siguiente paso: en preparación, listo para envío, enviado o entregado.',
      ],
      [
        { status: 'pending' },
        'status',
        'Elige el siguiente paso: en preparación, listo para envío, enviado o entregado.',
      ],
      [
        { status: 'shipped', tracking: { carrier: 'tnt', number: 'ABC123' } },
        'tracking.carrier',
        'Elige la empresa de transporte de la lista (o «Otro»).',
      ],
      [
        { status: 'shipped', tracking: { carrier: 'seur', number: '12345' } },
        'tracking.number',
        'El número de seguimiento tiene entre 6 y 40 letras o cifras, sin otros signos.',
      ],
      [
        { status: 'shipped', tracking: { carrier: 'seur', number: 'AB/123456' } },
        'tracking.number',
        'El número de seguimiento tiene entre 6 y 40 letras o cifras, sin otros signos.',
      ],
      [
        { status: 'shipped', tracking: { carrier: 'seur', number: '1'.repeat(41) } },
        'tracking.number',
        'El número de seguimiento tiene entre 6 y 40 letras o cifras, sin otros signos.',
      ],
      [
        { status: 'shipped', tracking: { carrier: 'seur', number: '   ' } },
        'tracking.number',
        'Escribe el número de seguimiento del envío.',
      ],
      [
        { status: 'shipped', tracking: 'SEUR 123' },
        'tracking',
        'Indica la empresa de transporte y el número de seguimiento.',
      ],
      [
        { status: 'ready_to_ship', tracking: { carrier: 'seur', number: 'ABC123' } },
        'tracking',
        'El seguimiento del envío solo se indica al marcar los productos como enviados.',
      ],
      [
        { status: 'shipped', notes: 'x'.repeat(501) },
        'notes',
        'Las notas no pueden superar los 500 caracteres',
      ],
    ];
    for (const [body, field, message] of cases) {
      const answer = await patch(body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.errors?.[0], JSON.stringify(body)).toEqual({ field, message });
    }
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('is 404 for an order without lines of the farm; 403 for consumers and for a producer naming another farm', async () => {
    mockReads(fixtureOrder([fixtureLine('po-b', 'u-farm-b')]));
    expect((await patch({ status: 'organizing' })).status).toBe(404);
    expect((await patch({ status: 'organizing' }, otherProducer)).status).toBe(404);
    expect((await patch({ status: 'organizing' }, consumer)).status).toBe(403);
    expect((await patch({ status: 'organizing' }, producer, { producerId: 'u-farm-b' })).status).toBe(403);
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('lets an admin move a named farm’s lines, and asks an admin which farm', async () => {
    mockReads(farmOrder());
    ddbMock.on(TransactWriteCommand).resolves({});
    const unnamed = await patch({ status: 'organizing' }, admin);
    expect(unnamed.status).toBe(422);
    expect(unnamed.body.status.message).toBe(
      'Indica de qué finca son los productos que quieres mover (producerId).',
    );
    const named = await patch({ status: 'organizing' }, admin, { producerId: 'u-farm-b' });
    expect(named.status).toBe(200);
    expect(named.body.data.productOrders.map((line: { id: string }) => line.id)).toEqual(['po-b']);
  });

  it('plans again on a fresh read when the transaction is cancelled: a line moved meanwhile is left', async () => {
    mockReads(farmOrder(), farmOrder(['organizing', 'pending']));
    ddbMock
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['ConditionalCheckFailed', 'None', 'None']))
      .resolves({});
    const answer = await patch({ status: 'organizing' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.productOrders.map((line: { id: string }) => line.id)).toEqual(['po-a2']);
    expect(transactItems(1)).toHaveLength(2);
    // The same change on both runs.
    expect(transactItems(1)[0]?.Update?.ExpressionAttributeValues?.[':changeId']).toBe(
      transactItems(0)[0]?.Update?.ExpressionAttributeValues?.[':changeId'],
    );
  });

  it('gives up with the busy 409 after four cancelled runs', async () => {
    mockReads(farmOrder());
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['None', 'None', 'ConditionalCheckFailed']));
    await expectConflict(
      'organizing',
      'Hay mucha demanda en este momento. Inténtalo de nuevo en unos segundos.',
    );
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(4);
  });
});
