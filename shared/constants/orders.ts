/** Orders: the checkout's idempotency window and how far back the admin's list goes. */

/** A checkout retried with the same Idempotency-Key within this window answers the same order. */
export const IDEMPOTENCY_WINDOW_HOURS = 24;
/** How many months back the admin's order list (and its count) goes without fromDate. */
export const ADMIN_ORDERS_MONTHS_BACK = 24;
