import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { isStripeUnavailable, verifyWebhook, WebhookVerificationError } from './stripe.js';

const EVENT = JSON.stringify({ id: 'evt_1', object: 'event', type: 'account.updated', data: { object: {} } });
const sign = (secret: string, payload = EVENT) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });
const saved = { ...process.env };

describe('the Stripe client', () => {
  afterEach(() => {
    process.env = { ...saved };
  });

  it("verifies a webhook over its raw body with the endpoint's secret, or the connected accounts' one", async () => {
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_platform';
    expect((await verifyWebhook(EVENT, sign('whsec_platform'))).id).toBe('evt_1');
    await expect(verifyWebhook(EVENT, sign('whsec_connect'))).rejects.toBeInstanceOf(
      WebhookVerificationError,
    );
    process.env.STRIPE_CONNECT_WEBHOOK_SECRET = 'whsec_connect';
    expect((await verifyWebhook(EVENT, sign('whsec_connect'))).id).toBe('evt_1');
    await expect(verifyWebhook(`${EVENT} `, sign('whsec_platform'))).rejects.toBeInstanceOf(
      WebhookVerificationError,
    );
    await expect(verifyWebhook(EVENT, undefined)).rejects.toBeInstanceOf(WebhookVerificationError);
  });

  it('tells an outage from a refusal', () => {
    expect(isStripeUnavailable({ type: 'StripeConnectionError' })).toBe(true);
    expect(isStripeUnavailable({ type: 'StripeCardError' })).toBe(false);
  });
});
