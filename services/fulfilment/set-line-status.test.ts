import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  callHandler,
  cancelled,
  ddbMock,
  mockOrderPartition,
  productRecord,
  resetToEmptyReads,
} from '../carts/testing-mocked.js';
import { productState } from '../carts/testing.js';
import { admin, consumer, producer } from '../lib/http/test-event.js';
import { handler } from './handler.js';
import { fixtureLine, fixtureOrder, fixturePayment } from '../orders/testing.js';

const farmB = { ...producer, sub: 'u-farm-b', username: 'u-farm-b' };
const PATH = '/v1/orders/o-1/products/po-a/status';

/** The order partition Query answers the fixture; other Queries answer nothing. */
const mockOrder = (items = fixtureOrder().items) => mockOrderPartition(items);

beforeEach(resetToEmptyReads);

describe('PATCH /v1/orders/{id}/products/{productOrderId}/status', () => {
  const patch = (body: unknown, authorizer = producer, path = PATH) =>
    callHandler(handler, 'PATCH', path, { body, authorizer });
  /** The PATCH's status and how many transactions it sent. */
  const statusAndWrites = async (body: unknown) => [
    (await patch(body)).status,
    ddbMock.commandCalls(TransactWriteCommand).length,
  ];

  it("moves the producer's own line one step on and answers data.productOrder", async () => {
    mockOrder();
    ddbMock.on(TransactWriteCommand).resolves({});
    const answer = await patch({ status: 'organizing', notes: 'Cosechando' });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toEqual({ code: 'SUCCESS', message: 'Estado actualizado.' });
    expect(answer.body.data.productOrder).toMatchObject({
      id: 'po-a',
      status: 'organizing',
      notes: 'Cosechando',
    });
    expect(answer.body.data.orderStatus).toBe('pending');
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it("refuses another producer's line with the original API's 403, writing nothing", async () => {
    mockOrder();
    const answer = await patch({ status: 'organizing' }, farmB);
    expect(answer.status).toBe(403);
    expect(answer.body.status.message).toBe('No tienes permisos para actualizar este ProductOrder.');
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('lets an admin move any line', async () => {
    mockOrder();
    ddbMock.on(TransactWriteCommand).resolves({});
    expect((await patch({ status: 'cancelled' }, admin)).status).toBe(200);
  });

  it("answers the original API's 409 for a move the rules do not allow, and 422 for an unknown status", async () => {
    mockOrder();
    const skip = await patch({ status: 'shipped' });
    expect(skip.status).toBe(409);
    expect(skip.body.status.message).toBe(
      'El estado del ProductOrder no puede ser cambiado en su estado actual.',
    );
    const same = await patch({ status: 'pending' });
    expect(same.status).toBe(409);
    const invalid = await patch({ status: 'perdido' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.status.message).toBe('Estado inválido para el ProductOrder.');
    const notes = await patch({ status: 'organizing', notes: 'x'.repeat(501) });
    expect(notes.status).toBe(422);
    expect(notes.body.errors).toEqual([
      { field: 'notes', message: 'Las notas no pueden superar los 500 caracteres' },
    ]);
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses to move a line of a card or transfer order not paid yet beyond pending (409), but lets it be cancelled', async () => {
    for (const payment of [
      fixturePayment('bank_transfer', 'pending', '2026-06-06T10:00:00.000Z'),
      fixturePayment('card', 'failed'),
    ]) {
      mockOrder(fixtureOrder(undefined, payment).items);
      const answer = await patch({ status: 'organizing' });
      expect(answer.status).toBe(409);
      expect(answer.body.status.message).toBe(
        'Este pedido aún no está pagado: no se prepara hasta que llegue el pago. Te avisaremos en cuanto esté pagado.',
      );
    }
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
    ddbMock.on(TransactWriteCommand).resolves({});
    expect((await patch({ status: 'cancelled' })).status).toBe(200);
    mockOrder(fixtureOrder(undefined, fixturePayment('card', 'paid')).items);
    expect((await patch({ status: 'organizing' })).status).toBe(200);
  });

  it('answers 404 for an unknown order or line, and 403 to consumers', async () => {
    mockOrder();
    expect(
      (await patch({ status: 'organizing' }, producer, '/v1/orders/o-1/products/po-x/status')).status,
    ).toBe(404);
    expect(
      (await patch({ status: 'organizing' }, producer, '/v1/orders/o-2/products/po-a/status')).status,
    ).toBe(404);
    expect((await patch({ status: 'organizing' }, consumer)).status).toBe(403);
  });

  it('applies only from the status the client saw, when it says which (expectedStatus)', async () => {
    mockOrder();
    const stale = await patch({ status: 'cancelled', expectedStatus: 'organizing' });
    expect(stale.status).toBe(409);
    expect((await patch({ status: 'cancelled', expectedStatus: 'lista' })).status).toBe(422);
    ddbMock.on(TransactWriteCommand).resolves({});
    expect((await patch({ status: 'cancelled', expectedStatus: 'pending' })).status).toBe(200);
  });

  it('answers 409 when the line changed between the read and the write (no retry)', async () => {
    mockOrder();
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None']));
    expect(await statusAndWrites({ status: 'organizing' })).toEqual([409, 1]);
  });

  it("runs again on a fresh read when another line of the order changed (the order's version)", async () => {
    mockOrder();
    ddbMock
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['None', 'ConditionalCheckFailed']))
      .resolves({});
    expect(await statusAndWrites({ status: 'organizing' })).toEqual([200, 2]);
  });

  it('on the rerun, a line that moved meanwhile is a 409 even when the new move would be allowed', async () => {
    const first = fixtureOrder();
    const moved = fixtureOrder([
      fixtureLine('po-a', 'u-producer', 'organizing'),
      fixtureLine('po-b', 'u-farm-b'),
    ]);
    let reads = 0;
    ddbMock.on(QueryCommand).callsFake(() => ({ Items: (reads++ === 0 ? first : moved).items }));
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['None', 'TransactionConflict']));
    expect(await statusAndWrites({ status: 'cancelled' })).toEqual([409, 1]);
  });

  it('reads the product before a cancel so the units go back only to a product that exists', async () => {
    mockOrder();
    ddbMock.on(GetCommand).resolves({ Item: productRecord(productState({ productId: 'p-po-a' })) });
    ddbMock.on(TransactWriteCommand).resolves({});
    await patch({ status: 'cancelled' });
    const items = ddbMock.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items.map((item) => item.Update?.Key)).toContainEqual({ PK: 'PRODUCT#p-po-a', SK: 'PRODUCT' });
  });
});

describe('PATCH /v1/orders/{id}/products/{productOrderId}/status: the farm change and tracking (issue 23)', () => {
  const patch = (body: unknown, authorizer = producer) =>
    callHandler(handler, 'PATCH', PATH, { body, authorizer });
  const items = () => ddbMock.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];

  it('records a forward move as a farm change of one line (the consumer hears of it once)', async () => {
    mockOrder();
    ddbMock.on(TransactWriteCommand).resolves({});
    expect((await patch({ status: 'organizing' })).status).toBe(200);
    const [line, order] = items();
    const changeId = line?.Update?.ExpressionAttributeValues?.[':changeId'];
    expect(changeId).toEqual(expect.any(String));
    expect(order?.Update?.ExpressionAttributeValues?.[':farmChange']).toMatchObject({
      id: changeId,
      producerId: 'u-producer',
      to: 'organizing',
      lines: [{ id: 'po-a', name: 'Producto po-a', quantity: 2 }],
    });
  });

  it('keeps a cancel out of farm changes (its notices stay per line)', async () => {
    mockOrder();
    ddbMock.on(TransactWriteCommand).resolves({});
    expect((await patch({ status: 'cancelled' })).status).toBe(200);
    const [line, order] = items();
    expect(line?.Update?.ExpressionAttributeValues).not.toHaveProperty(':changeId');
    expect(order?.Update?.ExpressionAttributeValues).not.toHaveProperty(':farmChange');
  });

  it('takes the tracking with a move to shipped only', async () => {
    mockOrder(
      fixtureOrder([fixtureLine('po-a', 'u-producer', 'ready_to_ship'), fixtureLine('po-b', 'u-farm-b')])
        .items,
    );
    const early = await patch({ status: 'cancelled', tracking: { carrier: 'mrw', number: '0123456789' } });
    expect(early.status).toBe(422);
    expect(early.body.errors).toEqual([
      {
        field: 'tracking',
        message: 'El seguimiento del envío solo se indica al marcar los productos como enviados.',
      },
    ]);
    ddbMock.on(TransactWriteCommand).resolves({});
    const shipped = await patch({ status: 'shipped', tracking: { carrier: 'mrw', number: '0123456789' } });
    expect(shipped.status).toBe(200);
    expect(shipped.body.data.productOrder.tracking).toEqual({ carrier: 'mrw', number: '0123456789' });
    expect(items()[0]?.Update?.UpdateExpression).toContain('tracking = :tracking');
  });
});
