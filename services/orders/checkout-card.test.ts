/**
 * A card checkout's steps (docs/payments.md, "Card"): the Checkout Session is made before the order's
 * transaction and written in the order's Put (no write after the provider answers); a refused transaction
 * expires that session; the provider out of reach writes the order without one; a replay answers the same
 * session without writing it again.
 */
import {
  BatchGetCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type GetCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_PAYMENT_MESSAGES } from '../../shared/messages/order-payment.js';
import { stripe } from '../lib/clients/stripe.js';
import { consumer } from '../lib/http/test-event.js';
import { callHandler, cancelled, cartRecord, ddbMock, productRecord } from '../carts/testing-mocked.js';
import { line, productState, storedCart } from '../carts/testing.js';
import { handler } from './handler.js';
import { newPayment } from './payment/payment.js';

vi.mock('../lib/clients/stripe.js', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  stripe: vi.fn(),
  stripeReady: vi.fn(async () => true),
}));

const SHIPPING = { fullName: 'Ana', address: 'Calle 1', city: 'Murcia', postalCode: '30001' };
const product = productState({ productId: 'p-1', stock: 5, price: 4 });
const cart = storedCart([line(product, 2)], { userId: 'u-consumer' });
const CARD_SETTINGS = { PK: 'SETTINGS', SK: 'PAYMENTS', methods: ['card'], defaultMethod: 'card' };

/** What happened, in order: the provider's calls and the transactions. */
let steps: string[] = [];
let made = 0;
const create = vi.fn(
  async (params: { metadata: { orderId: string } }, options: { idempotencyKey: string }) => {
    made += 1;
    steps.push(`create ${options.idempotencyKey}`);
    return {
      id: `cs_${made}`,
      url: `https://pay.test/cs_${made}`,
      metadata: params.metadata,
    };
  },
);
const expire = vi.fn(async (id: string) => {
  steps.push(`expire ${id}`);
  return { id, status: 'expired', payment_status: 'unpaid', metadata: {} };
});

const unreachable = () => Object.assign(new Error('offline'), { type: 'StripeConnectionError' });

function gets(items: { cart?: unknown; idempotency?: unknown }) {
  ddbMock.on(GetCommand).callsFake((input: GetCommandInput) => {
    const sk = input.Key?.SK;
    if (sk === 'CART') return { Item: items.cart };
    if (sk === 'CHECKOUT') return { Item: items.idempotency };
    if (sk === 'PAYMENTS') return { Item: CARD_SETTINGS };
    return {};
  });
}

const checkout = (headers: Record<string, string> = {}) =>
  callHandler(handler, 'POST', '/v1/orders/checkout', {
    body: { shippingInfo: SHIPPING, paymentMethod: 'card' },
    headers,
    authorizer: consumer,
  });

/** The order items the transactions put, in order. */
const orderPuts = () =>
  ddbMock
    .commandCalls(TransactWriteCommand)
    .map(
      (call) => call.args[0].input.TransactItems?.find((item) => item.Put?.Item?.SK === 'ORDER')?.Put?.Item,
    );

beforeEach(() => {
  ddbMock.reset();
  steps = [];
  made = 0;
  create.mockClear();
  expire.mockClear();
  vi.mocked(stripe).mockReset();
  vi.mocked(stripe).mockResolvedValue({ checkout: { sessions: { create, expire } } } as never);
  gets({ cart: cartRecord(cart) });
  ddbMock.on(BatchGetCommand).resolves({ Responses: { pitahaya: [productRecord(product)] } });
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => vi.restoreAllMocks());

describe('a card checkout', () => {
  it("makes the session before the transaction and writes its id in the order's Put, with no write after", async () => {
    ddbMock.on(TransactWriteCommand).callsFake(() => {
      steps.push('transaction');
      return {};
    });
    const { status, body } = await checkout();
    expect(status, JSON.stringify(body)).toBe(201);
    const order = body.data.order;
    expect(steps).toEqual([`create order-${order.id}-payment-0`, 'transaction']);
    expect(body.status.message).toBe(ORDER_PAYMENT_MESSAGES.paymentPending);
    expect(body.data.payment).toEqual({ redirectUrl: 'https://pay.test/cs_1' });
    // The session is the planned order's: its id, its amount (2 x 4 € + 4,90 € shipping), its deadline.
    const [params] = create.mock.calls[0] ?? [];
    expect(params).toMatchObject({
      client_reference_id: order.id,
      metadata: { orderId: order.id, attempt: '0' },
      line_items: [{ price_data: { unit_amount: 1290, currency: 'eur' } }],
    });
    expect(orderPuts()).toEqual([
      expect.objectContaining({ id: order.id, paymentSessionIds: new Set(['cs_1']) }),
    ]);
    expect(body.data.order).not.toHaveProperty('paymentSessionIds');
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('expires the session of a refused transaction: a new one for the next run, none left for a refusal', async () => {
    ddbMock
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['TransactionConflict', 'None', 'None', 'None']))
      .resolves({});
    const placed = await checkout();
    expect(placed.status).toBe(201);
    // The first run's order was never written: its session expired; the order written has the second one.
    const [first, second] = create.mock.calls.map(([params]) => params.metadata.orderId);
    expect(first).not.toBe(second);
    expect(placed.body.data.order.id).toBe(second);
    expect(expire.mock.calls.map(([id]) => id)).toEqual(['cs_1']);
    expect(orderPuts().map((item) => item?.paymentSessionIds)).toEqual([
      new Set(['cs_1']),
      new Set(['cs_2']),
    ]);
    expect(placed.body.data.payment).toEqual({ redirectUrl: 'https://pay.test/cs_2' });

    // Short of stock when the transaction runs: 409, and its session expired before the answer.
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None', 'None', 'None']));
    let reads = 0;
    ddbMock.on(BatchGetCommand).callsFake(() => {
      reads += 1;
      const state = reads <= 2 ? product : { ...product, stock: 1 };
      return { Responses: { pitahaya: [productRecord(state)] } };
    });
    expire.mockClear();
    const refused = await checkout();
    expect(refused.status).toBe(409);
    expect(refused.body.status.message).toBe('Algunos productos ya no están disponibles. Revisa tu carrito.');
    expect(expire.mock.calls.map(([id]) => id)).toEqual(['cs_3']);
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('answers a refusal even when the expiry cannot reach the provider', async () => {
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None', 'None', 'None']));
    expire.mockRejectedValue(unreachable());
    let reads = 0;
    ddbMock.on(BatchGetCommand).callsFake(() => {
      reads += 1;
      return { Responses: { pitahaya: [productRecord(reads <= 2 ? product : { ...product, stock: 0 })] } };
    });
    const refused = await checkout();
    expect(refused.status).toBe(409);
    expect(expire).toHaveBeenCalledWith('cs_1');
  });

  it('writes the order without a session when the provider is out of reach, and says so', async () => {
    create.mockRejectedValueOnce(unreachable());
    ddbMock.on(TransactWriteCommand).resolves({});
    const { status, body } = await checkout();
    expect(status).toBe(201);
    expect(body.status.message).toBe(ORDER_PAYMENT_MESSAGES.providerUnavailable);
    expect(body.data).not.toHaveProperty('payment');
    expect(orderPuts()).toHaveLength(1);
    expect(orderPuts()[0]).not.toHaveProperty('paymentSessionIds');
    expect(expire).not.toHaveBeenCalled();
  });

  it('leaves the session alone when the transaction fails otherwise (the order may be written)', async () => {
    ddbMock.on(TransactWriteCommand).rejects(new Error('socket hang up'));
    const { status } = await checkout();
    expect(status).toBe(500);
    expect(create).toHaveBeenCalledTimes(1);
    expect(expire).not.toHaveBeenCalled();
  });

  it('answers a replay the same session, writing it only when the order does not list it yet', async () => {
    const payment = newPayment('card', 1290, 'P-1', new Date(Date.now() + 3600_000).toISOString());
    const stored = {
      PK: 'ORDER#o-1',
      SK: 'ORDER',
      id: 'o-1',
      orderId: 'o-1',
      userId: 'u-consumer',
      status: 'pending',
      paymentMethod: 'card',
      payment,
      consumerInfo: { userId: 'u-consumer' },
      createdAt: '2026-06-01T10:00:00.000Z',
    };
    gets({ cart: undefined, idempotency: { orderId: 'o-1', expiresAt: Date.now() / 1000 + 60 } });
    ddbMock.on(QueryCommand).resolves({ Items: [{ ...stored, paymentSessionIds: new Set(['cs_1']) }] });
    ddbMock.on(UpdateCommand).resolves({});
    const replayed = await checkout({ 'idempotency-key': 'k-1' });
    expect(replayed.status).toBe(200);
    expect(replayed.body.data.payment).toEqual({ redirectUrl: 'https://pay.test/cs_1' });
    expect(create.mock.calls[0]?.[1]).toEqual({ idempotencyKey: 'order-o-1-payment-0' });
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(0);

    // An order written while the provider was out of reach: its session is recorded before it is answered.
    made = 0;
    ddbMock.on(QueryCommand).resolves({ Items: [stored] });
    const late = await checkout({ 'idempotency-key': 'k-1' });
    expect(late.status).toBe(200);
    expect(late.body.data.payment).toEqual({ redirectUrl: 'https://pay.test/cs_1' });
    const [update] = ddbMock.commandCalls(UpdateCommand);
    expect(update?.args[0].input).toMatchObject({
      Key: { PK: 'ORDER#o-1', SK: 'ORDER' },
      UpdateExpression: 'ADD paymentSessionIds :ids',
      ExpressionAttributeValues: { ':ids': new Set(['cs_1']) },
    });
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
