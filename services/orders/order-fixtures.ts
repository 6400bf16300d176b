/** Moved to lib/commerce/order-fixtures.ts (shared with the fulfilment function's tests). */
export * from '../lib/commerce/order-fixtures.js';
