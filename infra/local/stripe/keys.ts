/**
 * The fixed keys of the local Stripe-compatible server (test mode only, nothing secret: they open nothing but
 * this machine's server), the API version it speaks, and the environment that points the handlers' Stripe
 * SDK at it (services/lib/clients/stripe.ts reads it; in AWS only the keys are set, and the SDK talks to Stripe).
 */

/** The secret key the server accepts (`Authorization: Bearer <key>`). */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_pitahaya_local_0000000000000000';
/** The signing secret of the webhook endpoint (`Stripe-Signature`). */
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_pitahaya_local_0000000000000000';
/**
 * The API version of the objects and events, the one of the pinned SDK (stripe@23.1.0's Stripe.API_VERSION;
 * keep them alike when the SDK is upgraded).
 */
export const LOCAL_STRIPE_API_VERSION = '2026-10-28.endive';

/** The variables services/lib/clients/stripe.ts reads, pointing the SDK at the local server. */
export function stripeClientEnvironment(port: number, host = '127.0.0.1'): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: LOCAL_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_HOST: host,
    STRIPE_API_PORT: String(port),
    STRIPE_API_PROTOCOL: 'http',
  };
}
