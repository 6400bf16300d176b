/** The constants the web's app shell reads: the shop's name, the toasts and the local storage keys. */

export const SHOP_NAME = 'Pitahaya Marketplace';

export const TOAST_DURATION_MS = 5_000;
export const TOAST_MAX_VISIBLE = 5;

/** Local storage keys. */
export const TOKEN_STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  idToken: 'id_token',
  expiresAt: 'expires_at',
  metadata: 'token_metadata',
} as const;
export const CART_STORAGE_KEYS = {
  cart: 'cart',
  backup: 'cart_backup',
  localCart: 'local_cart',
  timestamp: 'cart_timestamp',
} as const;
