import {
  BatchGetCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  type BatchGetCommandInput,
  type GetCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consumer, admin } from '../lib/http/test-event.js';
import { callHandler, cancelled, cartRecord, ddbMock, productRecord } from '../carts/testing-mocked.js';
import { line, productState, storedCart } from '../carts/testing.js';
import { handler } from './handler.js';

const SHIPPING = { fullName: 'Ana', address: 'Calle 1', city: 'Murcia', postalCode: '30001' };
const product = productState({ productId: 'p-1', stock: 5, price: 4 });
const cart = storedCart([line(product, 2)], { userId: 'u-consumer' });

const checkout = (headers: Record<string, string> = {}, body: unknown = { shippingInfo: SHIPPING }) =>
  callHandler(handler, 'POST', '/v1/orders/checkout', { body, headers, authorizer: consumer });

/** GetItem answers by sort key: the cart, the directory entry, the idempotency item. */
function gets(items: { cart?: unknown; idempotency?: unknown }) {
  ddbMock.on(GetCommand).callsFake((input: GetCommandInput) => {
    const sk = input.Key?.SK;
    if (sk === 'CART') return { Item: items.cart };
    if (sk === 'CHECKOUT') return { Item: items.idempotency };
    if (sk === 'PROFILE') return { Item: { PK: 'USER#u-consumer', SK: 'PROFILE', fullName: 'Ana Ruiz' } };
    return {};
  });
}

const stock = (state = product) =>
  ddbMock.on(BatchGetCommand).resolves({ Responses: { pitahaya: [productRecord(state)] } });

beforeEach(() => {
  ddbMock.reset();
  // The backoff after a TransactionConflict waits random() x its cap: no wait in tests.
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => vi.restoreAllMocks());

describe('POST /v1/orders/checkout', () => {
  it('writes the order in one transaction and answers 201 with it', async () => {
    gets({ cart: cartRecord(cart) });
    stock();
    ddbMock.on(TransactWriteCommand).resolves({});
    const { status, body } = await checkout({ 'idempotency-key': 'k-1' });
    expect(status).toBe(201);
    expect(body.status.message).toBe('Pedido creado correctamente. Pagarás al recibirlo.');
    expect(body.data.order).toMatchObject({
      status: 'pending',
      // 2 x 4 € and the shop's default shipping (4,90 €: below its 40 € threshold).
      totalPrice: 12.9,
      itemsTotal: 8,
      shippingTotal: 4.9,
      consumerInfo: { userId: 'u-consumer', fullName: 'Ana Ruiz', email: 'cliente@pitahaya.test' },
      productOrders: [{ productId: 'p-1', quantity: 2, status: 'pending' }],
    });
    expect(body.data.order).not.toHaveProperty('producerIds');
    expect(body.data.order).not.toHaveProperty('idempotencyKey');
    const items = ddbMock.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items).toHaveLength(5);
    expect(items[3]?.Put?.Item).toMatchObject({ PK: 'IDEMPOTENCY#u-consumer#k-1' });
  });

  it('answers the stored order to a known key without writing', async () => {
    gets({ cart: undefined, idempotency: { orderId: 'o-1', expiresAt: Date.now() / 1000 + 60 } });
    ddbMock.on(QueryCommand).resolves({
      Items: [
        { PK: 'ORDER#o-1', SK: 'ORDER', id: 'o-1', orderId: 'o-1', userId: 'u-consumer', status: 'pending' },
      ],
    });
    const { status, headers, body } = await checkout({ 'idempotency-key': 'k-1' });
    expect(status).toBe(200);
    expect(headers['idempotent-replayed']).toBe('true');
    expect(body.data.order).toMatchObject({ id: 'o-1', productOrders: [] });
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('treats an expired key as new', async () => {
    gets({ cart: undefined, idempotency: { orderId: 'o-1', expiresAt: Date.now() / 1000 - 1 } });
    const { status, body } = await checkout({ 'idempotency-key': 'k-1' });
    expect(status).toBe(404);
    expect(body.status.message).toBe(
      'Tu carrito no fue encontrado. Agrega productos antes de hacer checkout.',
    );
  });

  it('refuses without writing: empty cart 403, short stock 409, changed price 409', async () => {
    gets({ cart: cartRecord({ ...cart, items: [] }) });
    expect((await checkout()).status).toBe(403);

    gets({ cart: cartRecord(cart) });
    stock({ ...product, stock: 1 });
    const short = await checkout();
    expect(short.status).toBe(409);
    expect(short.body.status.message).toBe('Algunos productos ya no están disponibles. Revisa tu carrito.');

    stock({ ...product, price: 4.5 });
    const repriced = await checkout();
    expect(repriced.status).toBe(409);
    expect(repriced.body.status.message).toBe('Los precios han cambiado. Revisa tu carrito.');
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('runs again on fresh reads after a conflict and answers what is true then', async () => {
    gets({ cart: cartRecord(cart) });
    // The products' reads (the farms' shipping terms are read beside them): twice in stock, then short.
    let productReads = 0;
    ddbMock.on(BatchGetCommand).callsFake((input: BatchGetCommandInput) => {
      const keys = input.RequestItems?.pitahaya?.Keys ?? [];
      if (keys.some((key) => String(key.PK).startsWith('USER#'))) return { Responses: { pitahaya: [] } };
      productReads += 1;
      const state = productReads <= 2 ? product : { ...product, stock: 1 };
      return { Responses: { pitahaya: [productRecord(state)] } };
    });
    ddbMock
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['TransactionConflict', 'None', 'None', 'None']))
      .rejects(cancelled(['ConditionalCheckFailed', 'None', 'None', 'None']));
    const { status, body } = await checkout();
    expect(status).toBe(409);
    expect(body.status.message).toBe('Algunos productos ya no están disponibles. Revisa tu carrito.');
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('gives up with 409 after repeated conflicts, never a 5xx', async () => {
    gets({ cart: cartRecord(cart) });
    stock();
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['TransactionConflict', 'None', 'None', 'None']));
    const { status, body } = await checkout();
    expect(status).toBe(409);
    expect(body.status.message).toBe(
      'Hay mucha demanda en este momento. Inténtalo de nuevo en unos segundos.',
    );
  });

  it('is for consumers, with a valid key and the original shipping messages', async () => {
    expect(
      (await callHandler(handler, 'POST', '/v1/orders/checkout', { body: {}, authorizer: admin })).status,
    ).toBe(403);
    const badKey = await checkout({ 'idempotency-key': 'x'.repeat(129) });
    expect(badKey.status).toBe(422);
    expect(badKey.body.errors[0].field).toBe('idempotency-key');
    const shipping = await checkout({}, { shippingInfo: { ...SHIPPING, phone: 'abc' } });
    expect(shipping.body.status.message).toBe('Formato de teléfono inválido');
    expect(ddbMock.calls()).toHaveLength(0);
  });
});
