/**
 * Per-route throttles of the HTTP API stage (requests per second and burst), tighter than the stage's default
 * on the calls an attacker would hammer: sign-in and the account calls, the contact form, product writes.
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
  'auth.forgotPassword': { rateLimit: 2, burstLimit: 5 },
  'auth.resetPassword': { rateLimit: 2, burstLimit: 5 },
  'auth.refreshToken': { rateLimit: 20, burstLimit: 40 },
  'notifications.contact': { rateLimit: 2, burstLimit: 5 },
  'products.create': { rateLimit: 5, burstLimit: 10 },
  'products.update': { rateLimit: 10, burstLimit: 20 },
};
