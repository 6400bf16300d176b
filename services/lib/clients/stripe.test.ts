import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import {
  isLiveKey,
  isStripeUnavailable,
  signatureTimestamp,
  verifyWebhook,
  WebhookVerificationError,
} from './stripe.js';

const eventOf = (livemode: boolean) =>
  JSON.stringify({ id: 'evt_1', object: 'event', type: 'account.updated', livemode, data: { object: {} } });
const EVENT = eventOf(false);
const sign = (secret: string, payload = EVENT, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
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

  it('refuses a signature dated beyond the tolerance in either direction (300 s), and accepts one within it', async () => {
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_platform';
    const now = Math.floor(Date.now() / 1000);
    for (const offset of [-301, 301, 600]) {
      await expect(verifyWebhook(EVENT, sign('whsec_platform', EVENT, now + offset))).rejects.toThrow(
        /tolerance/,
      );
    }
    for (const offset of [-290, 0, 290])
      expect((await verifyWebhook(EVENT, sign('whsec_platform', EVENT, now + offset))).id).toBe('evt_1');
    expect(signatureTimestamp('t=1700000000,v1=ab,v0=cd')).toBe(1700000000);
    expect(signatureTimestamp('v1=ab')).toBeNull();
  });

  it("refuses an event of the other mode than the key's (livemode)", async () => {
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_platform';
    process.env.STRIPE_SECRET_KEY = 'sk_test_123';
    const live = eventOf(true);
    await expect(verifyWebhook(live, sign('whsec_platform', live))).rejects.toThrow(/live mode event/);
    process.env.STRIPE_SECRET_KEY = 'sk_live_123';
    expect((await verifyWebhook(live, sign('whsec_platform', live))).livemode).toBe(true);
    await expect(verifyWebhook(EVENT, sign('whsec_platform'))).rejects.toThrow(/test mode event/);
    expect(isLiveKey('rk_live_x')).toBe(true);
    expect(isLiveKey('sk_test_x')).toBe(false);
  });

  it('tells an outage from a refusal', () => {
    expect(isStripeUnavailable({ type: 'StripeConnectionError' })).toBe(true);
    expect(isStripeUnavailable({ type: 'StripeCardError' })).toBe(false);
  });
});
