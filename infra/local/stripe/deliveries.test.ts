import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { startStripeServer, type RunningStripeServer } from './server';

/** An endpoint that answers `status()` and keeps what it received. */
async function endpoint(status: (eventId: string, attempt: number) => number) {
  const received: { id: string; type: string; signature: string }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string; type: string };
      received.push({ ...event, signature: String(request.headers['stripe-signature']) });
      const attempt = received.filter((earlier) => earlier.id === event.id).length;
      response.writeHead(status(event.id, attempt)).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const until = async (check: () => boolean, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the local Stripe server keeps undelivered events', () => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function paidSession(server: RunningStripeServer) {
    const sdk = new Stripe(server.secretKey, { host: '127.0.0.1', port: server.port, protocol: 'http' });
    const session = await sdk.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { quantity: 1, price_data: { currency: 'eur', unit_amount: 990, product_data: { name: 'P' } } },
      ],
      metadata: { orderId: 'o-keep' },
    });
    await server.pay(session.url ?? '', '4242424242424242');
    return session;
  }

  it('retries a failed delivery until the endpoint answers 2xx, then marks the event delivered', async () => {
    const hook = await endpoint((_id, attempt) => (attempt <= 2 ? 500 : 200));
    cleanups.push(hook.close);
    const server = await startStripeServer({
      webhookUrl: hook.url,
      retryDelaysMs: [20, 20, 20],
      webhookWaitMs: 0,
    });
    cleanups.push(server.close);
    await paidSession(server);
    await until(() => server.undelivered().length === 0);
    const completed = server.events().find((event) => event.type === 'checkout.session.completed');
    expect(completed?.pending_webhooks).toBe(0);
    expect(hook.received.filter((event) => event.id === completed?.id)).toHaveLength(3);
  });

  it('sends the events still undelivered after a restart (the queue is in the data file)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'stripe-keep-'));
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    const dataFile = join(folder, 'stripe.json');
    // The endpoint is down: every attempt fails, and the next one is an hour away (Stripe's schedule would wait).
    const down = await endpoint(() => 500);
    const first = await startStripeServer({ dataFile, webhookUrl: down.url, retryDelaysMs: [3_600_000] });
    await paidSession(first);
    await until(() => down.received.length >= 2);
    const kept = first.undelivered();
    expect(kept.length).toBeGreaterThanOrEqual(2);
    await first.close();
    await down.close();

    // Restarted with the endpoint up: nothing is due yet (the next attempt is in an hour), so nothing is sent...
    const up = await endpoint(() => 200);
    cleanups.push(up.close);
    const second = await startStripeServer({ dataFile, retryDelaysMs: [3_600_000] });
    cleanups.push(second.close);
    expect(second.undelivered()).toEqual(kept);
    second.setWebhookUrl(up.url);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(up.received).toHaveLength(0);
    await second.close();

    // ... and once the hour has passed (a clock an hour ahead), each kept event goes out, signed afresh.
    const later = await startStripeServer({
      dataFile,
      webhookUrl: up.url,
      retryDelaysMs: [3_600_000],
      now: () => Date.now() + 3_600_000 + 1_000,
    });
    cleanups.push(later.close);
    await until(() => later.undelivered().length === 0);
    expect(up.received.map((event) => event.id).sort()).toEqual([...kept].sort());
    for (const delivery of up.received) expect(delivery.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });

  it('sends at once, after a restart, an event whose first attempt never happened', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'stripe-keep-'));
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    const dataFile = join(folder, 'stripe.json');
    const hook = await endpoint(() => 200);
    cleanups.push(hook.close);
    // The payment is made and its events queued, but the server stops before their first attempt ends (the
    // endpoint never answers: as if the process were killed right after the payment).
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => {
      silent.closeAllConnections();
      return new Promise((resolve) => silent.close(resolve));
    });
    const before = await startStripeServer({
      dataFile,
      webhookUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/hook`,
      webhookWaitMs: 0,
    });
    await paidSession(before);
    const kept = before.undelivered();
    expect(kept.length).toBeGreaterThan(0);
    await before.close();

    const after = await startStripeServer({ dataFile, webhookUrl: hook.url });
    cleanups.push(after.close);
    await until(() => after.undelivered().length === 0, 10_000);
    expect(hook.received.map((event) => event.id)).toEqual(expect.arrayContaining(kept));
  });
});
