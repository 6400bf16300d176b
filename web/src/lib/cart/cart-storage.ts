/**
 * The cart's other storage keys (docs/web-cart.md; `local_cart` is in local-cart.ts):
 * - `cart`: the cart on screen as last seen (a consumer's server cart, or the local cart). The header shows its
 *   unit count at once on the next page load, before the cart is read again, and other tabs follow it.
 * - `cart_backup` + `cart_timestamp`: a safety copy of the local cart's lines, taken when they start moving
 *   into a consumer's server cart at sign-in. Lines leave the copy as the server takes (or refuses) them, so
 *   an interrupted merge (tab closed, connection lost) resumes on the next visit. A copy older than 24 hours
 *   (CART_BACKUP_TTL_MS, counted from `cart_timestamp`) is dropped unread.
 */
import { CART_STORAGE_KEYS } from '../../../../shared/constants/app-shell.js';
import { CART_BACKUP_TTL_MS } from '../../../../shared/constants/cart.js';
import type { Cart, CartItem } from '../../../../shared/contracts/carts/entities.js';
import { localStore } from '../storage/local-storage';
import { cleanItems, totalOf, unpricedFigures, type CartFigures } from './local-cart';

/**
 * A line of the backup. `mergeTarget` is written just before its add is sent: the quantity the server's line
 * will have once the add is taken. If the page goes away before the answer arrives, the next visit finds the
 * server line at (or past) that quantity and does not add the units again.
 */
export type BackupLine = CartItem & { mergeTarget?: number };

export interface CartBackup {
  items: BackupLine[];
  /** Epoch ms when the copy was first taken. */
  savedAt: number;
}

/** The backup while it is younger than 24 h; an expired or unreadable one is removed. */
export function readBackup(now: number = Date.now()): CartBackup | null {
  const raw = localStore.get(CART_STORAGE_KEYS.backup);
  if (raw === null) return null;
  const savedAt = Number(localStore.get(CART_STORAGE_KEYS.timestamp));
  const items = cleanItems(localStore.getJson<unknown>(CART_STORAGE_KEYS.backup)).map((item: BackupLine) =>
    Number.isInteger(item.mergeTarget) && (item.mergeTarget ?? 0) > 0 ? item : withoutTarget(item),
  );
  const fresh =
    Number.isFinite(savedAt) && savedAt > 0 && now - savedAt < CART_BACKUP_TTL_MS && savedAt <= now;
  if (!fresh || items.length === 0) {
    clearBackup();
    return null;
  }
  return { items, savedAt };
}

/** Stores the backup (an empty list removes it); false when the browser refused the write. */
export function writeBackup(items: readonly BackupLine[], savedAt: number): boolean {
  if (items.length === 0) {
    clearBackup();
    return true;
  }
  return (
    localStore.setJson(CART_STORAGE_KEYS.backup, items) &&
    localStore.set(CART_STORAGE_KEYS.timestamp, String(savedAt))
  );
}

/** Whether the server cart already holds what this backup line's interrupted add was sending. */
export function alreadyTaken(line: BackupLine, cart: Pick<Cart, 'items'>): boolean {
  if (line.mergeTarget === undefined) return false;
  const inCart = cart.items.find((item) => item.productId === line.productId)?.quantity ?? 0;
  return inCart >= line.mergeTarget;
}

/** The line without its merge target (a plain cart line). */
export function withoutTarget(line: BackupLine): CartItem {
  const { mergeTarget: _ignored, ...item } = line;
  return item;
}

export function clearBackup(): void {
  localStore.remove(CART_STORAGE_KEYS.backup);
  localStore.remove(CART_STORAGE_KEYS.timestamp);
}

/** The money figures of a stored cart, when it has them all; else those of its lines alone. */
function storedFigures(stored: Partial<Cart>, items: readonly CartItem[]): CartFigures {
  const figures = unpricedFigures(items);
  const numbers = ['itemsTotal', 'shippingTotal', 'discountTotal'] as const;
  if (!numbers.every((key) => typeof stored[key] === 'number')) return figures;
  if (!Array.isArray(stored.taxBreakdown) || !Array.isArray(stored.farms)) return figures;
  return {
    itemsTotal: stored.itemsTotal as number,
    shippingTotal: stored.shippingTotal as number,
    discountTotal: stored.discountTotal as number,
    taxBreakdown: stored.taxBreakdown,
    farms: stored.farms,
  };
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
    // The server's figures as last seen (a snapshot stored before they existed has none: the lines' amount).
    ...storedFigures(stored, items),
  };
}

export function writeSnapshot(cart: Cart): void {
  localStore.setJson(CART_STORAGE_KEYS.cart, cart);
}

export function clearSnapshot(): void {
  localStore.remove(CART_STORAGE_KEYS.cart);
}
