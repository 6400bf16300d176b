import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeServer, type RunningStripeServer } from './server';

/** The local Stripe server as the handlers use it: through the official SDK, with signed webhooks. */
describe('local Stripe-compatible server', () => {
  let server: RunningStripeServer;
  let receiver: Server;
  const received: { body: string; signature: string | undefined }[] = [];
  let sdk: Stripe;

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          body: Buffer.concat(chunks).toString('utf8'),
          signature: request.headers['stripe-signature'] as string | undefined,
        });
        response.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    server = await startStripeServer({ retryDelaysMs: [10] });
    server.setWebhookUrl(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`);
    sdk = new Stripe(server.secretKey, {
      host: '127.0.0.1',
      port: server.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => receiver.close(resolve));
  });

  const session = (idempotencyKey?: string) =>
    sdk.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'eur', unit_amount: 1250, product_data: { name: 'Pedido 1' } },
          },
        ],
        success_url: 'http://localhost:3000/order-confirmation/o1',
        cancel_url: 'http://localhost:3000/order-confirmation/o1',
        metadata: { orderId: 'o1' },
        payment_intent_data: { metadata: { orderId: 'o1' }, transfer_group: 'o1' },
      },
      idempotencyKey ? { idempotencyKey } : undefined,
    );

  it('creates a session with a hosted page, replays an idempotent create, pays 4242 with a signed event', async () => {
    const created = await session('key-1');
    expect(created.url).toMatch(/^http:\/\/localhost:\d+\/pay\//);
    expect(created.amount_total).toBe(1250);
    expect((await session('key-1')).id).toBe(created.id);

    const paid = await server.pay(created.url ?? '', '4242424242424242');
    expect(paid.status).toBe('succeeded');
    const event = received
      .map((delivery) =>
        sdk.webhooks.constructEvent(delivery.body, delivery.signature ?? '', server.webhookSecret),
      )
      .find((candidate) => candidate.type === 'checkout.session.completed');
    expect(event).toBeDefined();
    const completed = event?.data.object as Stripe.Checkout.Session;
    expect(completed.metadata?.orderId).toBe('o1');
    expect(completed.payment_status).toBe('paid');
    await expect(server.pay(created.url ?? '', '4242424242424242')).rejects.toThrow();
  });

  it('declines 4000000000000002 and leaves the session open', async () => {
    const created = await session();
    expect((await server.pay(created.url ?? '', '4000000000000002')).status).toBe('declined');
    expect((await sdk.checkout.sessions.retrieve(created.id)).status).toBe('open');
  });

  it('refunds a payment intent, in part and then the rest', async () => {
    const created = await session();
    const paid = await server.pay(created.url ?? '', '4242424242424242');
    const part = await sdk.refunds.create({ payment_intent: paid.paymentIntentId, amount: 250 });
    expect(part.status).toBe('succeeded');
    await sdk.refunds.create({ payment_intent: paid.paymentIntentId });
    await expect(sdk.refunds.create({ payment_intent: paid.paymentIntentId, amount: 1 })).rejects.toThrow();
  });

  it('expires a session through the API', async () => {
    const created = await session();
    expect((await sdk.checkout.sessions.expire(created.id)).status).toBe('expired');
  });

  it('onboards an Express account and transfers to it', async () => {
    const account = await sdk.accounts.create({
      type: 'express',
      country: 'ES',
      email: 'finca@pitahaya.test',
    });
    const link = await sdk.accountLinks.create({
      account: account.id,
      type: 'account_onboarding',
      refresh_url: 'http://localhost:3000/producer/payouts',
      return_url: 'http://localhost:3000/producer/payouts',
    });
    expect(link.url).toMatch(/^http:\/\/localhost:\d+\//);
    const opened = await fetch(link.url, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect((await sdk.accounts.retrieve(account.id)).payouts_enabled).toBe(true);
    const transfer = await sdk.transfers.create({
      amount: 900,
      currency: 'eur',
      destination: account.id,
      metadata: { payoutId: 'p-1' },
    });
    expect(transfer.amount).toBe(900);
    const listed = await sdk.transfers.list({ destination: account.id });
    expect(listed.data).toEqual([
      expect.objectContaining({ id: transfer.id, metadata: { payoutId: 'p-1' } }),
    ]);
    expect((await sdk.transfers.list({ destination: 'acct_other' })).data).toEqual([]);
  });

  it('lists sessions, refunds and transfers newest first, filtered and paged as Stripe does', async () => {
    const first = await session();
    const second = await session();
    const paid = await server.pay(second.url ?? '', '4242424242424242');
    const complete = await sdk.checkout.sessions.list({ status: 'complete', limit: 100 });
    expect(complete.data.map((listed) => listed.id)).toContain(second.id);
    expect(complete.data.map((listed) => listed.id)).not.toContain(first.id);
    expect((await sdk.checkout.sessions.list({ payment_intent: paid.paymentIntentId })).data).toEqual([
      expect.objectContaining({ id: second.id, payment_status: 'paid', url: null }),
    ]);
    const since = second.created;
    const recent = await sdk.checkout.sessions.list({ created: { gte: since }, limit: 100 });
    expect(recent.data.every((listed) => listed.created >= since)).toBe(true);
    // Auto-pagination walks every page (limit 1: one session a page).
    const walked: string[] = [];
    for await (const listed of sdk.checkout.sessions.list({ created: { gte: since }, limit: 1 }))
      walked.push(listed.id);
    expect(walked).toEqual(recent.data.map((listed) => listed.id));

    const refund = await sdk.refunds.create(
      { payment_intent: paid.paymentIntentId, amount: 100, metadata: { refundId: 'r-1' } },
      { idempotencyKey: `refund-list-${second.id}` },
    );
    const refunds = await sdk.refunds.list({ payment_intent: paid.paymentIntentId });
    expect(refunds.data).toEqual([expect.objectContaining({ id: refund.id, metadata: { refundId: 'r-1' } })]);
    await expect(
      sdk.refunds.list({ payment_intent: paid.paymentIntentId, starting_after: 're_none' }),
    ).rejects.toThrow(/No such refund/);
  });

  it("refuses a wrong key with Stripe's error", async () => {
    const wrong = new Stripe('sk_test_wrong', { host: '127.0.0.1', port: server.port, protocol: 'http' });
    await expect(wrong.checkout.sessions.list()).rejects.toMatchObject({ type: 'StripeAuthenticationError' });
  });
});
