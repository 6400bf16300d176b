/**
 * The local stack's payment hooks (local only, never in AWS), answered by the gateway:
 *   POST /_local/payments/pay {"url": "<redirectUrl>", "card": "4242424242424242"}: pays the Checkout Session
 *     behind `url` as its hosted page would (infra/local/stripe/) and answers {"status": "succeeded" |
 *     "declined"}; 400 for a URL that is not one of the local Stripe server's sessions or a card that is not a
 *     test card, 409 for a session that is expired or already paid ({message, reason}).
 *   POST /_local/payments/webhooks {"paused": true | false}: stops or resumes the Stripe server's webhook
 *     deliveries; the events made while paused are never sent (as with an endpoint disabled at Stripe): a lost
 *     webhook, for tests of what the shop does without it (the sweeper asking the provider, the reconciliation).
 *     Answers {"paused": <bool>}.
 */
import { PayError } from './stripe/checkout.js';

/** Largest body of these hooks. */
export const PAY_POST_MAX_BYTES = 8 * 1024;

/** The local Stripe server as these hooks use it. */
export interface LocalPayments {
  /** Pays a hosted page with a test card; throws PayError when it cannot be paid. */
  pay(url: string, card: string): Promise<{ status: 'succeeded' | 'declined' }>;
  /** Stops (true) or resumes (false) the webhook deliveries. */
  pauseWebhooks(paused: boolean): void;
}

export interface PaymentsHookAnswer {
  statusCode: number;
  body: unknown;
}

const parse = (text: string): Record<string, unknown> => {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** Answers one of the hooks (`path` under /_local/payments/) for a body already read as text. */
export async function paymentsHook(
  payments: LocalPayments,
  path: string,
  text: string,
): Promise<PaymentsHookAnswer> {
  const input = parse(text);
  if (path === '/_local/payments/webhooks') {
    if (typeof input.paused !== 'boolean')
      return { statusCode: 400, body: { message: 'Expected {"paused": true | false}' } };
    payments.pauseWebhooks(input.paused);
    return { statusCode: 200, body: { paused: input.paused } };
  }
  const { url, card } = input;
  if (typeof url !== 'string' || typeof card !== 'string')
    return {
      statusCode: 400,
      body: { message: 'Expected {"url": "<the session\'s url>", "card": "4242424242424242"}' },
    };
  try {
    const { status } = await payments.pay(url, card);
    return { statusCode: 200, body: { status } };
  } catch (error) {
    if (!(error instanceof PayError)) throw error;
    const conflict = error.reason === 'expired' || error.reason === 'already_paid';
    return { statusCode: conflict ? 409 : 400, body: { message: error.message, reason: error.reason } };
  }
}
