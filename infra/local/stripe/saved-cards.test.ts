import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeServer, type RunningStripeServer } from './server';

/** Saved cards through the official SDK: a setup session, its SetupIntent, off-session charges. */
describe('local Stripe server: saved cards', () => {
  let server: RunningStripeServer;
  let sdk: Stripe;

  beforeAll(async () => {
    server = await startStripeServer({ retryDelaysMs: [10] });
    sdk = new Stripe(server.secretKey, {
      host: '127.0.0.1',
      port: server.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  });
  afterAll(() => server.close());

  async function savedCard(card: string) {
    const customer = await sdk.customers.create({ email: 'ana@example.com', metadata: { userId: 'u1' } });
    const session = await sdk.checkout.sessions.create({
      mode: 'setup',
      currency: 'eur',
      customer: customer.id,
      success_url: 'http://localhost:3000/suscripciones',
      cancel_url: 'http://localhost:3000/suscripciones',
      metadata: { subscriptionId: 's1' },
      setup_intent_data: { metadata: { subscriptionId: 's1' } },
    });
    expect(session).toMatchObject({
      mode: 'setup',
      status: 'open',
      customer: customer.id,
      setup_intent: null,
    });
    const paid = await server.pay(session.url ?? '', card);
    const done = await sdk.checkout.sessions.retrieve(session.id);
    return { customer, paid, done };
  }

  it('saves a card through a setup session and charges it off-session', async () => {
    const { customer, paid, done } = await savedCard('4242 4242 4242 4242');
    expect(paid.status).toBe('succeeded');
    expect(done.status).toBe('complete');
    const setup = await sdk.setupIntents.retrieve(String(done.setup_intent));
    expect(setup).toMatchObject({
      status: 'succeeded',
      customer: customer.id,
      usage: 'off_session',
      metadata: { subscriptionId: 's1' },
    });
    const method = await sdk.paymentMethods.retrieve(String(setup.payment_method));
    expect(method.card?.last4).toBe('4242');
    const intent = await sdk.paymentIntents.create({
      amount: 2350,
      currency: 'eur',
      customer: customer.id,
      payment_method: method.id,
      off_session: true,
      confirm: true,
      metadata: { orderId: 'o1' },
    });
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: 2350, metadata: { orderId: 'o1' } });
    const types = server.events().map((event) => event.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'setup_intent.succeeded',
        'checkout.session.completed',
        'payment_intent.succeeded',
      ]),
    );
  });

  it('saves the card that always needs authentication, whose off-session charge fails with authentication_required', async () => {
    const { customer, done } = await savedCard('4000002760003184');
    const setup = await sdk.setupIntents.retrieve(String(done.setup_intent));
    const failure = await sdk.paymentIntents
      .create({
        amount: 1000,
        currency: 'eur',
        customer: customer.id,
        payment_method: String(setup.payment_method),
        off_session: true,
        confirm: true,
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Stripe.errors.StripeCardError);
    const card = failure as Stripe.errors.StripeCardError;
    expect(card.code).toBe('authentication_required');
    expect(card.payment_intent?.status).toBe('requires_payment_method');
  });

  it('saves nothing with a declined card (the session stays open)', async () => {
    const { paid, done } = await savedCard('4000000000000002');
    expect(paid.status).toBe('declined');
    expect(done.status).toBe('open');
  });
});
