/**
 * Per-route throttles of the HTTP API stage (requests per second and burst), tighter than the stage's default
 * on the calls an attacker would hammer: sign-in and the account calls, the contact form, product writes, and
 * the calls that reach Stripe (a card payment's retry, a producer's onboarding link; Stripe's own limit is 100
 * requests per second in live mode, 25 in test mode). Stripe's webhook gets room for its bursts (a batch of
 * payouts, a day's refunds): what API Gateway refuses with 429 Stripe sends again later, with backoff, for up
 * to 3 days.
 * They cap the load on Cognito and the table for everybody together; the per-address and per-username abuse
 * limits (services/auth/attempt-limits.ts) and the WAF rate rules (constructs/web-acl.ts) act per client.
 */
export interface RouteThrottle {
  rateLimit: number;
  burstLimit: number;
}

export const ROUTE_THROTTLES: Readonly<Record<string, RouteThrottle>> = {
  'auth.login': { rateLimit: 10, burstLimit: 20 },
  'auth.signup': { rateLimit: 2, burstLimit: 5 },
  'auth.confirm': { rateLimit: 5, burstLimit: 10 },
  'auth.resendCode': { rateLimit: 2, burstLimit: 5 },
  'auth.forgotPassword': { rateLimit: 2, burstLimit: 5 },
  'auth.resetPassword': { rateLimit: 2, burstLimit: 5 },
  'auth.refreshToken': { rateLimit: 20, burstLimit: 40 },
  'auth.changePassword': { rateLimit: 2, burstLimit: 5 },
  'notifications.contact': { rateLimit: 2, burstLimit: 5 },
  'products.create': { rateLimit: 5, burstLimit: 10 },
  'products.update': { rateLimit: 10, burstLimit: 20 },
  'payments.webhook': { rateLimit: 20, burstLimit: 50 },
  'orders.retryPayment': { rateLimit: 5, burstLimit: 10 },
  'payments.connectLink': { rateLimit: 2, burstLimit: 5 },
};
