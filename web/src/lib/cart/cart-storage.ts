/**
 * The cart's other storage keys (spec section 9; `local_cart` is in local-cart.ts):
 * - `cart`: the cart on screen as last seen (a consumer's server cart, or the local cart). The header shows its
 *   unit count at once on the next page load, before the cart is read again, and other tabs follow it.
 * - `cart_backup` + `cart_timestamp`: a safety copy of the local cart's lines, taken when they start moving
 *   into a consumer's server cart at sign-in. Lines leave the copy as the server takes (or refuses) them, so
 *   an interrupted merge (tab closed, connection lost) resumes on the next visit. A copy older than 24 hours
 *   (CART_BACKUP_TTL_MS, counted from `cart_timestamp`) is dropped unread.
 */
import { CART_BACKUP_TTL_MS, CART_STORAGE_KEYS } from '../../../../shared/constants.js';
import type { Cart, CartItem } from '../../../../shared/entities.js';
import { localStore } from '../storage/local-storage';
import { cleanItems, totalOf } from './local-cart';

export interface CartBackup {
  items: CartItem[];
  /** Epoch ms when the copy was first taken. */
  savedAt: number;
}

/** The backup while it is younger than 24 h; an expired or unreadable one is removed. */
export function readBackup(now: number = Date.now()): CartBackup | null {
  const raw = localStore.get(CART_STORAGE_KEYS.backup);
  if (raw === null) return null;
  const savedAt = Number(localStore.get(CART_STORAGE_KEYS.timestamp));
  const items = cleanItems(localStore.getJson<unknown>(CART_STORAGE_KEYS.backup));
  const fresh =
    Number.isFinite(savedAt) && savedAt > 0 && now - savedAt < CART_BACKUP_TTL_MS && savedAt <= now;
  if (!fresh || items.length === 0) {
    clearBackup();
    return null;
  }
  return { items, savedAt };
}

/** Stores the backup (an empty list removes it); false when the browser refused the write. */
export function writeBackup(items: readonly CartItem[], savedAt: number): boolean {
  if (items.length === 0) {
    clearBackup();
    return true;
  }
  return (
    localStore.setJson(CART_STORAGE_KEYS.backup, items) &&
    localStore.set(CART_STORAGE_KEYS.timestamp, String(savedAt))
  );
}

export function clearBackup(): void {
  localStore.remove(CART_STORAGE_KEYS.backup);
  localStore.remove(CART_STORAGE_KEYS.timestamp);
}

/** The last cart seen on screen (null when none or unreadable). */
export function readSnapshot(): Cart | null {
  const stored = localStore.getJson<Partial<Cart>>(CART_STORAGE_KEYS.cart);
  if (!stored || typeof stored !== 'object' || typeof stored.id !== 'string') return null;
  const items = cleanItems(stored.items);
  return {
    id: stored.id,
    userId: typeof stored.userId === 'string' ? stored.userId : '',
    items,
    totalPrice: typeof stored.totalPrice === 'number' ? stored.totalPrice : totalOf(items),
    createdAt: typeof stored.createdAt === 'string' ? stored.createdAt : '',
    updatedAt: typeof stored.updatedAt === 'string' ? stored.updatedAt : '',
    ...(stored.coupon ? { coupon: stored.coupon } : {}),
  };
}

export function writeSnapshot(cart: Cart): void {
  localStore.setJson(CART_STORAGE_KEYS.cart, cart);
}

export function clearSnapshot(): void {
  localStore.remove(CART_STORAGE_KEYS.cart);
}
