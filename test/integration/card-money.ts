/**
 * Helpers of the card money suites (card payments, one-charge, reconciliation, refunds, withdrawals): a card order
 * placed over HTTP, its hosted page
 * paid through the gateway's POST /_local/payments/pay, webhooks paused (lost) and resumed, signed events made
 * from real sessions, the local Stripe server read through the official SDK, and the refund items of an order
 * read from the table.
 */
import Stripe from 'stripe';
import { expect } from 'vitest';
import type { PlacedOrderAnswer } from '../../shared/contracts/orders/contract.js';
import type { Order } from '../../shared/contracts/orders/entities.js';
import { LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } from '../../infra/local/stripe/keys.js';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  SHIPPING,
  addItem,
  api,
  deliverLine,
  freshConsumer,
  freshProducer,
  freshProduct,
} from './commerce.js';
import { baseUrl, eventually, postJson, stack } from './helpers.js';
import { table } from './table.js';

export const PAYS = '4242424242424242';
export const DECLINED = '4000000000000002';

/** Pays a hosted page as a browser would; answers the hook's status and body (200 {status}, 409 {reason}). */
export async function payPage(url: string, card = PAYS): Promise<{ status: number; outcome: string }> {
  const answer = await postJson('/_local/payments/pay', { url, card });
  const body = answer.body as { status?: string; reason?: string };
  return { status: answer.status, outcome: body.status ?? body.reason ?? '' };
}

/** Stops (true) or resumes the local Stripe server's webhooks: events made meanwhile are lost. */
export async function pauseWebhooks(paused: boolean): Promise<void> {
  const answer = await postJson('/_local/payments/webhooks', { paused });
  expect(answer.status, answer.text).toBe(200);
}

/** Pays `url` at the stand-in while its webhooks are held back: Stripe has the money, the shop is never told. */
export async function payUnheard(url: string): Promise<void> {
  await pauseWebhooks(true);
  expect(await payPage(url)).toEqual({ status: 200, outcome: 'succeeded' });
  await pauseWebhooks(false);
}

/** Pays a hosted page, answered 200; answers the outcome (`succeeded`, `declined`, ...). */
export async function pay(url: string, card = PAYS): Promise<string> {
  const { status, outcome } = await payPage(url, card);
  expect(status, outcome).toBe(200);
  return outcome;
}

/** The session id of a hosted page's URL (`.../pay/<id>`). */
export const sessionIdOf = (url: string): string =>
  decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');

/** The official SDK pointed at this stack's Stripe server (as the handlers use it). */
export function stripeSdk(): Stripe {
  const url = new URL(stack.stripeUrl);
  return new Stripe(LOCAL_STRIPE_SECRET_KEY, {
    host: '127.0.0.1',
    port: Number(url.port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

/**
 * A card order of a fresh product of the given farm, checked out with the Idempotency-Key `key` when given. Of 2
 * units: 2 x 12,50 € = 25 € of goods + 4,90 € shipping (the seeded farm's own terms and the shop's default for a
 * fresh farm alike: 4,90 €, free only from 40 €): 29,90 € to pay. The shop's 10 % commission is taken on the
 * goods only (2,50 €), so the farm's net is 29,90 - 2,50 = 27,40 €.
 */
export async function cardOrder(producerToken: string, units = 2, key?: string) {
  const buyer = await freshConsumer('charge');
  const product = await freshProduct(producerToken, { stock: 5, price: 12.5 });
  await addItem(buyer.token, product.productId, units);
  const placed = await api<PlacedOrderAnswer>('/v1/orders/checkout', buyer.token, {
    method: 'POST',
    body: { shippingInfo: SHIPPING, paymentMethod: 'card' },
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  });
  expect(placed.status, placed.text).toBe(201);
  return {
    buyer,
    product,
    placed,
    order: placed.body.data.order,
    url: placed.body.data.payment?.redirectUrl ?? '',
  };
}

export const orderOf = async (id: string, token: string): Promise<Order> =>
  (await api<{ order: Order }>(`/v1/orders/${id}`, token)).body.data.order;

export const paymentBecomes = (id: string, token: string, status: string, timeoutMs = 20_000) =>
  eventually(async () => {
    const order = await orderOf(id, token);
    expect(order.payment.status).toBe(status);
    return order;
  }, timeoutMs);

/**
 * The buyer of `token` cancels its paid card order: answered 200 with nothing moved yet (the refund pending), then
 * refunded in full once Stripe's webhook confirms the refund; answers the order refunded.
 */
export async function cancelPaidCardOrder(order: Order, token: string): Promise<Order> {
  const cancelled = await api<{ order: Order }>(`/v1/orders/${order.id}`, token, { method: 'DELETE' });
  expect(cancelled.status, cancelled.text).toBe(200);
  expect(cancelled.body.data.order.payment).toMatchObject({
    status: 'refund_pending',
    refundedAmount: 0,
    refundPendingAmount: order.totalPrice,
  });
  const refunded = await paymentBecomes(order.id, token, 'refunded');
  expect(refunded.payment).toMatchObject({ refundedAmount: order.totalPrice, refundPendingAmount: 0 });
  return refunded;
}

/** POSTs `event` to the webhook, signed with the endpoint's secret at `timestamp` (default now). */
export function signedWebhook(event: object, timestamp?: number) {
  const body = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: LOCAL_STRIPE_WEBHOOK_SECRET,
    ...(timestamp ? { timestamp } : {}),
  });
  return fetch(`${baseUrl}/v1/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body,
  });
}

/** A checkout.session.completed event for `session` as the provider holds it now, with `overrides` on top. */
export async function completedEvent(
  sessionId: string,
  overrides: Record<string, unknown> = {},
  event: object = {},
) {
  const session = await stripeSdk().checkout.sessions.retrieve(sessionId);
  return {
    id: `evt_test_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
    object: 'event',
    type: 'checkout.session.completed',
    livemode: false,
    created: Math.floor(Date.now() / 1000),
    data: { object: { ...session, ...overrides } },
    ...event,
  };
}

/** The refund items of an order, straight from the table. */
export async function refundItemsOf(orderId: string): Promise<Record<string, unknown>[]> {
  const { Items } = await table().send(
    new QueryCommand({
      TableName: stack.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :refund)',
      ExpressionAttributeValues: { ':pk': `ORDER#${orderId}`, ':refund': 'REFUND#' },
      ConsistentRead: true,
    }),
  );
  return Items ?? [];
}

/** The provider's sessions made for an order (newest first). */
export async function sessionsOfOrder(orderId: string): Promise<Stripe.Checkout.Session[]> {
  const found: Stripe.Checkout.Session[] = [];
  for await (const session of stripeSdk().checkout.sessions.list({ limit: 100 }))
    if (session.metadata?.orderId === orderId) found.push(session);
  return found;
}

/** A fresh farm with an active Stripe Connect account (onboarded through the local Stripe server's link). */
export async function connectedFarm(prefix = 'connected') {
  const farm = await freshProducer(prefix);
  const link = await api<{ url: string; connect: { accountId: string } }>(
    '/v1/payments/connect',
    farm.token,
    {
      method: 'POST',
    },
  );
  expect(link.status, link.text).toBe(200);
  expect((await fetch(link.body.data.url, { redirect: 'manual' })).status).toBe(302);
  await eventually(async () => {
    const connect = await api<{ connect: { status: string } }>('/v1/payments/connect', farm.token);
    expect(connect.body.data.connect.status).toBe('active');
  });
  return { ...farm, accountId: link.body.data.connect.accountId };
}

/** Moves every line of an order to delivered, as its farm does. */
export async function deliver(farmToken: string, order: Order): Promise<void> {
  for (const line of order.productOrders) await deliverLine(farmToken, order.id, line.id);
}

/** `buyer` orders 2 units of each product and checks out paying by `method` (201); answers the answer's data. */
export async function placeWith(buyer: { token: string }, method: string, products: { productId: string }[]) {
  for (const product of products) expect((await addItem(buyer.token, product.productId, 2)).status).toBe(200);
  const answer = await api<PlacedOrderAnswer>('/v1/orders/checkout', buyer.token, {
    method: 'POST',
    body: { shippingInfo: SHIPPING, paymentMethod: method },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body.data;
}
