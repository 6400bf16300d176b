/** The cart: its bounds, the local cart's ids and the web cart's timers. */

/** Units of one product in one cart line or order line. */
export const CART_QUANTITY_MAX = 999;
/** Different products in one cart: checkout must fit one DynamoDB transaction (100 items). */
export const CART_MAX_LINES = 40;
/** Server carts untouched for this long are removed (DynamoDB TTL). */
export const CART_RETENTION_DAYS = 60;

export const LOCAL_CART_ID = 'local-cart';
export const LOCAL_CART_USER_ID = 'anonymous';

export const CART_BACKUP_TTL_MS = 24 * 60 * 60_000;
export const CART_INIT_DELAY_MS = 100;
export const CART_CLEAR_AFTER_CHECKOUT_MS = 10_000;
export const CART_ERROR_CLEAR_MS = 5_000;
