/** How long the web waits for each domain's answers, and how often its screens read again. */

export const TIMEOUTS_MS = {
  auth: 15_000,
  notifications: 30_000,
  products: 30_000,
  orders: 30_000,
  users: 30_000,
  profile: 30_000,
  carts: 15_000,
  payments: 15_000,
  invoices: 30_000,
  reports: 30_000,
  fulfilment: 30_000,
  legal: 15_000,
  openapi: 15_000,
  reviews: 15_000,
  withdrawals: 30_000,
  subscriptions: 15_000,
  // The pick list's PDF is drawn on request.
  harvest: 30_000,
  health: 5_000,
  producerAccessCheck: 10_000,
  userNameCheck: 10_000,
} as const;

export const NAME_CHECK_CACHE_MS = 30_000;
export const ADMIN_STATS_REFRESH_MS = 15 * 60_000;
export const CONSUMER_ORDERS_INITIAL_DELAY_MS = 500;
