/**
 * Everything the shop stores in a visitor's browser, and why (LSSI art. 22.2; docs/legal.md, "Cookies and
 * storage"): /cookies lists it whatever its editable text says, and web/src/lib/storage/browser-storage.test.ts
 * fails when the web writes a key that is not here. No cookie at all; only local storage, and only what the
 * visitor's own requests need (strictly necessary: no consent is asked, none is needed).
 */
import { CART_STORAGE_KEYS, TOKEN_STORAGE_KEYS } from './app-shell.js';

export interface StoredEntry {
  /** The local storage key. */
  key: string;
  /** What it holds and why, in Spanish. */
  purpose: string;
  /** How long it stays. */
  lasts: string;
}

const SESSION = 'Hasta que cierras sesión o vence la sesión.';

export const BROWSER_STORAGE: readonly StoredEntry[] = [
  {
    key: TOKEN_STORAGE_KEYS.accessToken,
    purpose: 'Tu sesión: el pase que identifica tus peticiones.',
    lasts: SESSION,
  },
  {
    key: TOKEN_STORAGE_KEYS.refreshToken,
    purpose: 'Tu sesión: renueva el pase sin pedirte la contraseña.',
    lasts: SESSION,
  },
  {
    key: TOKEN_STORAGE_KEYS.idToken,
    purpose: 'Tu sesión: tu nombre, correo y tipo de cuenta.',
    lasts: SESSION,
  },
  { key: TOKEN_STORAGE_KEYS.expiresAt, purpose: 'Tu sesión: cuándo vence el pase.', lasts: SESSION },
  {
    key: TOKEN_STORAGE_KEYS.metadata,
    purpose: 'Tu sesión: cuándo y cómo empezó, para renovarla.',
    lasts: SESSION,
  },
  {
    key: CART_STORAGE_KEYS.cart,
    purpose: 'Tu carrito, para que no se pierda al recargar la página.',
    lasts: 'Hasta que compras o lo vacías.',
  },
  {
    key: CART_STORAGE_KEYS.backup,
    purpose: 'Una copia de tu carrito por si falla la conexión.',
    lasts: 'Hasta que compras o lo vacías.',
  },
  {
    key: CART_STORAGE_KEYS.localCart,
    purpose: 'El carrito de invitado, antes de entrar en tu cuenta.',
    lasts: 'Hasta que entras en tu cuenta o lo vacías.',
  },
  {
    key: CART_STORAGE_KEYS.timestamp,
    purpose: 'Cuándo se guardó la copia del carrito.',
    lasts: 'Hasta que compras o lo vacías.',
  },
  {
    key: 'notifications_read_at',
    purpose: 'Hasta cuándo has leído los avisos de la tienda (sin cuenta).',
    lasts: 'Hasta que borras los datos del navegador.',
  },
  {
    key: 'notifications_dismissed',
    purpose: 'Los avisos urgentes que has cerrado, para no volver a mostrarlos.',
    lasts: 'Hasta que borras los datos del navegador.',
  },
];
