/**
 * kill -9 in the middle of each money write (docs/payments.md, "One order, one charge"; infra/local/faults.ts):
 * a stack of its own, in a process group of its own, on a kept data folder and fixed ports. For each point, the
 * test arms it (POST /_local/faults), makes the money move, the whole stack dies there (SIGKILL to its process
 * group: the gateway and handlers, the Stripe stand-in, DynamoDB Local, cognito-local), and the stack is started
 * again on what it left. The jobs that mend run as they would (the sweep, the reconciliation, as if a few
 * minutes later), and then nothing is lost (the order is paid, the farm paid, the buyer refunded), nothing is
 * doubled (one charge, one transfer, one refund at the provider) and nothing is stuck (no payout or refund left
 * pending, no event left undelivered):
 *   the webhook:  mid-handler (after asking Stripe for the session, before writing) / after it wrote, before
 *                 Stripe recorded its delivery (the answer lost: Stripe sends it again);
 *   a payout:     before Stripe's transfer (the payout and ledger written) / after it, before its record;
 *   a refund:     before Stripe's refund (its attempt claimed) / after it, before its record.
 */
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../shared/contracts/orders/entities.js';
import type { PayoutRunAnswer, PayoutsAnswer } from '../../shared/contracts/payments/contract.js';
import { orderReference } from '../../shared/rules/order-labels.js';
import type { Ports } from '../../infra/local/config.js';
import { LOCAL_STRIPE_SECRET_KEY } from '../../infra/local/stripe/keys.js';
import { pngImage } from '../support/images.js';
import { startTestStack, TEST_STACK_LIMITS, type TestStack } from '../support/stack.js';
import { PAYS } from './card-money.js';
import { SHIPPING } from './commerce.js';
import { eventually, noStack } from './helpers.js';

const MINUTE = 60_000;
const SCENARIO_MS = 300_000;

let folder = '';
let ports: Ports;
let stack: TestStack | undefined;
let base = '';

interface Answer<T> {
  status: number;
  body: { status: { message: string }; data: T };
  text: string;
}

async function http<T = Record<string, unknown>>(
  path: string,
  init: { token?: string; method?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {}, text };
}

/** eventually() with this file's pace: the check again every 250 ms, for up to `ms`. */
const until = <T>(check: () => Promise<T>, ms = 30_000): Promise<T> => eventually(check, ms, 250);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });

async function start(): Promise<void> {
  // What a killed stack held (DynamoDB Local's port above all) is free once its processes are gone.
  await until(async () => {
    for (const port of Object.values(ports)) if (!(await portFree(port))) throw new Error(`port ${port}`);
  }, 30_000);
  stack = await startTestStack(TEST_STACK_LIMITS, { dataDir: folder, ports, detached: true });
  base = stack.baseUrl;
}

const stripe = () =>
  new Stripe(LOCAL_STRIPE_SECRET_KEY, { host: '127.0.0.1', port: ports.stripe, protocol: 'http' });

const login = async (username: string, password: string) => {
  const answer = await fetch(`${base}/oauth/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return ((await answer.json()) as { access_token: string }).access_token;
};

/**
 * Arms `point`, starts `action` (its request dies with the stack: its answer is not awaited), waits for the
 * stack to be gone (at most a minute: a point never reached fails the test), starts it again and signs the
 * test's accounts in again.
 */
async function killDuring(point: string, action: () => Promise<unknown>): Promise<void> {
  const armed = await http('/_local/faults', { body: { killAt: point } });
  expect(armed.status, armed.text).toBe(200);
  const dead = stack?.exited ?? Promise.resolve();
  void action().catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    dead,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`The stack did not die at ${point}`)), MINUTE);
    }),
  ]).finally(() => clearTimeout(timer));
  await start();
  await signIn();
}

const runJob = async (job: string, offsetMs: number) => {
  const answer = await http('/_local/schedules/run', {
    body: { job, now: new Date(Date.now() + offsetMs).toISOString() },
  });
  expect(answer.status, answer.text).toBe(200);
};

/** The jobs that mend what a crash left, as they would run a few minutes later. */
async function mend(): Promise<void> {
  await runJob('payments-sweep', 2 * MINUTE);
  await runJob('payments-reconcile', 11 * MINUTE);
}

const tokens = { admin: '', consumer: '', farm: '' };
let farmId = '';
let accountId = '';
let productId = '';

async function signIn(): Promise<void> {
  tokens.admin = await login('admin@pitahaya.test', 'Admin123!');
  tokens.consumer = await login('cliente@pitahaya.test', 'Cliente123!');
  tokens.farm = await login(farmEmail, 'Pitahaya123!');
}
const farmEmail = `crash-${Date.now().toString(36)}@pitahaya.test`;

/** A farm of its own (sign-up, code from the outbox), with a product and an active Stripe Connect account. */
async function setUpFarm(): Promise<void> {
  expect(
    (
      await http('/oauth/auth/signup', {
        body: { username: farmEmail, password: 'Pitahaya123!', fullName: 'Finca Crash', role: 'producer' },
      })
    ).status,
  ).toBe(201);
  const code = await until(async () => {
    const outbox = await http<never>('/_local/outbox');
    const found = (outbox.body as unknown as { messages: { to: string; code?: string }[] }).messages.find(
      (message) => message.to === farmEmail && message.code,
    );
    if (!found?.code) throw new Error('no code yet');
    return found.code;
  });
  expect(
    (await http('/oauth/auth/confirm', { body: { username: farmEmail, confirmationCode: code } })).status,
  ).toBe(200);
  await signIn();
  farmId = JSON.parse(Buffer.from(tokens.farm.split('.')[1] ?? '', 'base64url').toString()).sub as string;
  const photo = pngImage(32, 32);
  const created = await http<{ product: { productId: string }; uploadUrls: { url: string }[] }>(
    '/v1/products',
    {
      token: tokens.farm,
      body: {
        name: `Pitahaya del choque ${Date.now().toString(36)}`,
        shortDescription: 'Para las pruebas de caídas',
        price: 12.5,
        stock: 50,
        unit: 'kg',
        imageTypes: [
          { filename: 'foto.png', contentType: 'image/png', isThumb: true, size: photo.byteLength },
        ],
      },
    },
  );
  expect(created.status, created.text).toBe(201);
  productId = created.body.data.product.productId;
  for (const upload of created.body.data.uploadUrls)
    await fetch(upload.url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: photo });
  await until(async () => {
    const read = await http<{ product: { imageStatus?: string } }>(`/v1/products/${productId}`, {
      token: tokens.farm,
    });
    expect(read.body.data.product.imageStatus).toBe('verified');
  });
  const link = await http<{ url: string; connect: { accountId: string } }>('/v1/payments/connect', {
    token: tokens.farm,
    method: 'POST',
  });
  expect(link.status, link.text).toBe(200);
  expect(link.body.data.connect.accountId).toMatch(/^acct_/);
  accountId = link.body.data.connect.accountId;
  expect((await fetch(link.body.data.url, { redirect: 'manual' })).status).toBe(302);
}

/** A card order of one product line (2 x 12,50 € + shipping), and its hosted page. */
async function cardOrder(): Promise<{ order: Order; url: string }> {
  const added = await http('/v1/carts/items', { token: tokens.consumer, body: { productId, quantity: 2 } });
  expect(added.status, added.text).toBe(200);
  const placed = await http<{ order: Order; payment: { redirectUrl: string } }>('/v1/orders/checkout', {
    token: tokens.consumer,
    body: { shippingInfo: SHIPPING, paymentMethod: 'card' },
  });
  expect(placed.status, placed.text).toBe(201);
  return { order: placed.body.data.order, url: placed.body.data.payment.redirectUrl };
}

const pay = (url: string) => http('/_local/payments/pay', { body: { url, card: PAYS } });
const orderOf = async (id: string) =>
  (await http<{ order: Order }>(`/v1/orders/${id}`, { token: tokens.consumer })).body.data.order;

/** A paid card order (paid without any fault armed). */
async function paidOrder(): Promise<Order> {
  const { order, url } = await cardOrder();
  expect((await pay(url)).status).toBe(200);
  await until(async () => expect((await orderOf(order.id)).payment.status).toBe('paid'));
  return order;
}

/** What the provider charged for an order: its paid sessions. */
async function chargesOf(orderId: string): Promise<Stripe.Checkout.Session[]> {
  const paid: Stripe.Checkout.Session[] = [];
  for await (const session of stripe().checkout.sessions.list({ status: 'complete', limit: 100 }))
    if (session.metadata?.orderId === orderId) paid.push(session);
  return paid;
}

/** Whether Stripe still has an event about `objectId` waiting for its delivery. */
async function undelivered(objectId: string): Promise<string[]> {
  const events = await stripe().events.list({ limit: 100 });
  return events.data
    .filter((event) => (event.data.object as { id?: string }).id === objectId && event.pending_webhooks > 0)
    .map((event) => event.type);
}

async function farmNotices(reference: string): Promise<number> {
  const notices = await http<{ notifications: { title: string }[] }>('/v1/notifications/mine?limit=100', {
    token: tokens.farm,
  });
  return notices.body.data.notifications.filter((notice) => notice.title === `Nuevo pedido ${reference}`)
    .length;
}

/** Expects the order paid by exactly one charge, its farm told once, and no event about it left to deliver. */
async function paidOnce(order: Order): Promise<void> {
  await until(async () => expect((await orderOf(order.id)).payment.status).toBe('paid'));
  const charges = await chargesOf(order.id);
  expect(charges).toHaveLength(1);
  expect((await stripe().refunds.list({ payment_intent: String(charges[0]?.payment_intent) })).data).toEqual(
    [],
  );
  await until(async () => expect(await undelivered(charges[0]!.id)).toEqual([]));
  await until(async () => expect(await farmNotices(orderReference(order.id))).toBe(1));
}

/** Moves every line of the order, as its farm, through to delivered: its money becomes available. */
async function deliver(order: Order): Promise<void> {
  for (const line of order.productOrders)
    for (const status of ['organizing', 'ready_to_ship', 'shipped', 'delivered']) {
      const moved = await http(`/v1/orders/${order.id}/products/${line.id}/status`, {
        token: tokens.farm,
        method: 'PATCH',
        body: { status },
      });
      expect(moved.status, moved.text).toBe(200);
    }
}

const payables = async () =>
  (await http<PayoutsAnswer>('/v1/payments/payouts', { token: tokens.admin })).body.data;

/**
 * A delivered card order, and the farm ready for a Stripe payout of it: its Connect account active in the shop
 * (Stripe's account.updated has arrived) and the order's money available. Answers the amount a run would pay.
 */
async function readyToPay(): Promise<number> {
  await deliver(await paidOrder());
  // The farm's page asks Stripe while its account is pending, and records it active once onboarded.
  await until(async () => {
    const connect = await http<{ connect: { status: string } }>('/v1/payments/connect', {
      token: tokens.farm,
    });
    expect(connect.body.data.connect.status).toBe('active');
  });
  return until(async () => {
    const farm = (await payables()).farms.find((one) => one.producerId === farmId);
    expect(farm?.connect).toEqual({ status: 'active', accountId });
    expect(farm?.destination).toBe('stripe_transfer');
    expect(farm?.balance.availableAmount).toBeGreaterThan(0);
    return farm?.balance.availableAmount ?? 0;
  });
}

const runPayout = () =>
  http<PayoutRunAnswer>('/v1/payments/payouts', { token: tokens.admin, body: { producerIds: [farmId] } });

const transfersOfFarm = async () =>
  (await stripe().transfers.list({ destination: accountId, limit: 100 })).data;

/**
 * Expects every payout of the farm paid, each by exactly one transfer of the provider (its reference, its
 * amount), no other transfer to the farm, nothing in payout and nothing left available.
 */
async function payoutsPaidOnce(expected: number): Promise<void> {
  const { payouts, farms } = await payables();
  const farmPayouts = payouts.filter((payout) => payout.producerId === farmId);
  expect(farmPayouts).toHaveLength(expected);
  const transfers = await transfersOfFarm();
  for (const payout of farmPayouts) {
    expect(payout.status).toBe('paid');
    const its = transfers.filter((transfer) => transfer.metadata?.payoutId === payout.id);
    expect(its.map((transfer) => transfer.id)).toEqual([payout.reference]);
    expect(its[0]?.amount).toBe(Math.round(payout.amount * 100));
  }
  expect(transfers).toHaveLength(expected);
  const balance = farms.find((one) => one.producerId === farmId)?.balance;
  expect(balance).toMatchObject({ availableAmount: 0, inPayoutAmount: 0 });
  expect(balance?.paidOutAmount).toBe(
    farmPayouts.reduce((sum, payout) => Math.round((sum + payout.amount) * 100) / 100, 0),
  );
}

/** Expects the cancelled order refunded whole, by exactly one refund of the provider, and none pending. */
async function refundedOnce(order: Order): Promise<void> {
  const [charge] = await chargesOf(order.id);
  await until(async () => {
    const refunds = await stripe().refunds.list({ payment_intent: String(charge?.payment_intent) });
    expect(refunds.data.map((refund) => refund.amount)).toEqual([charge?.amount_total]);
  });
  await until(async () => {
    const after = await orderOf(order.id);
    expect(after.payment).toMatchObject({ status: 'refunded', refundedAmount: order.totalPrice });
  });
}

describe.skipIf(noStack)('kill -9 in the middle of each money write', () => {
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'pitahaya-crash-'));
    ports = {
      gateway: await freePort(),
      dynamodb: await freePort(),
      cognito: await freePort(),
      s3: await freePort(),
      stripe: await freePort(),
    };
    await start();
    await setUpFarm();
  }, 240_000);

  afterAll(async () => {
    await stack?.stop();
    if (folder && !process.env.KEEP_TEST_STACK_DATA) rmSync(folder, { recursive: true, force: true });
  }, 60_000);

  it(
    'the webhook killed mid-handler (after asking Stripe, before writing): sent again after the restart, paid once',
    async () => {
      const { order, url } = await cardOrder();
      await killDuring('stripe:after:GET /v1/checkout/sessions/*', () => pay(url));
      await mend();
      await paidOnce(order);
    },
    SCENARIO_MS,
  );

  it(
    'the webhook killed after it wrote, before Stripe took its answer: sent again, applied once',
    async () => {
      const { order, url } = await cardOrder();
      await killDuring('stripe:delivered:checkout.session.completed', () => pay(url));
      // Written before the kill: already paid.
      expect((await orderOf(order.id)).payment.status).toBe('paid');
      await mend();
      await paidOnce(order);
    },
    SCENARIO_MS,
  );

  it(
    "a payout killed before Stripe's transfer (payout and ledger written): sent by the reconciliation, once",
    async () => {
      const amount = await readyToPay();
      await killDuring('stripe:before:POST /v1/transfers', runPayout);
      // Written before the kill: the payout, pending («En pago»), and no transfer at Stripe yet.
      const stuck = (await payables()).payouts.filter((payout) => payout.producerId === farmId);
      expect(stuck.map(({ status, amount: paid }) => ({ status, amount: paid }))).toEqual([
        { status: 'pending', amount },
      ]);
      expect(await transfersOfFarm()).toEqual([]);
      await mend();
      await payoutsPaidOnce(1);
    },
    SCENARIO_MS,
  );

  it(
    "a payout killed after Stripe's transfer, before its record: recorded with that transfer, never a second",
    async () => {
      const amount = await readyToPay();
      await killDuring('stripe:after:POST /v1/transfers', runPayout);
      // Stripe made the transfer; the shop's payout still says pending.
      const pending = (await payables()).payouts.filter(
        (payout) => payout.producerId === farmId && payout.status === 'pending',
      );
      expect(pending.map((payout) => payout.amount)).toEqual([amount]);
      const made = (await transfersOfFarm()).filter(
        (transfer) => transfer.metadata?.payoutId === pending[0]?.id,
      );
      expect(made.map((transfer) => transfer.amount)).toEqual([Math.round(amount * 100)]);
      await mend();
      await payoutsPaidOnce(2);
      // The payout is recorded with the transfer Stripe made before the kill, not with a new one.
      const recorded = (await payables()).payouts.find((payout) => payout.id === pending[0]?.id);
      expect(recorded?.reference).toBe(made[0]?.id);
    },
    SCENARIO_MS,
  );

  it.each([
    [
      "a refund killed before Stripe's refund (its attempt claimed): sent again by the sweep, once",
      'stripe:before:POST /v1/refunds',
    ],
    [
      "a refund killed after Stripe's refund, before its record: recorded with it, never a second",
      'stripe:after:POST /v1/refunds',
    ],
  ])(
    '%s',
    async (_what, point) => {
      const order = await paidOrder();
      // The refund goes to Stripe from the table's stream a moment after the cancel's answer.
      await killDuring(point, () =>
        http(`/v1/orders/${order.id}`, { token: tokens.consumer, method: 'DELETE' }),
      );
      await mend();
      await refundedOnce(order);
    },
    SCENARIO_MS,
  );
});
