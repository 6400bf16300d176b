/**
 * A consumer signs in: the local cart's lines move into the server cart (docs/web-cart.md). An existing product
 * has its quantity summed, a new one is added, each capped by the stock and CART_QUANTITY_MAX; a line the server
 * does not take whole is reported in a MergeNote, never dropped silently. The lines wait in `cart_backup` until
 * the server has answered for each, so an interrupted merge resumes at the next load.
 */
import { CART_QUANTITY_MAX } from '../../../../shared/constants/cart.js';
import type { Cart, CartItem } from '../../../../shared/contracts/carts/entities.js';
import { isApiError } from '../api/errors';
import { unitsOf } from '../stock';
import { CART_TEXTS, cartErrorMessage, isAuthKind, isTransient } from './cart-errors';
import type { MergeNote } from './cart-state';
import { alreadyTaken, clearBackup, readBackup, withoutTarget, writeBackup } from './cart-storage';
import { combineLines, emptyLocalCart, readLocalCart, withItems, writeLocalCart } from './local-cart';
import type { ServerCartApi } from './server-cart';

export const lineOf = (cart: Cart, productId: string): CartItem | undefined =>
  cart.items.find((item) => item.productId === productId);

export interface MergeRun {
  /**
   * `merged`: every line was answered for; `interrupted`: a transient failure stopped it (the backup keeps the
   * rest); `refused`: the server refused the consumer (401/403), the lines not yet moved are back in the local
   * cart; `stale`: the cart's owner changed meanwhile (the backup keeps the rest).
   */
  outcome: 'merged' | 'interrupted' | 'refused' | 'stale';
  /** The server cart after the lines it took. */
  cart: Cart;
  notes: MergeNote[];
}

/**
 * Moves the local cart (and a backup left by an earlier merge) into `cart`, the consumer's server cart as read.
 * `isCurrent` says whether the owner is still the same; nothing more is sent once it is not.
 */
export async function mergeLocalCart(
  api: ServerCartApi,
  cart: Cart,
  clock: () => number,
  isCurrent: () => boolean,
): Promise<MergeRun> {
  const date = () => new Date(clock());
  const now = clock();
  const backup = readBackup(now);
  // A line whose add reached the server before the page went away is not added twice (its target is met).
  const unsettled = (backup?.items ?? []).filter((line) => !alreadyTaken(line, cart)).map(withoutTarget);
  let pending = combineLines(unsettled, readLocalCart(date()).items);
  const savedAt = backup?.savedAt ?? now;
  const notes: MergeNote[] = [];
  if (pending.length === 0 && backup) clearBackup(); // every line of it was already taken
  if (pending.length === 0) return { outcome: 'merged', cart, notes };
  // The copy first, then the local cart hands its lines over.
  writeBackup(pending, savedAt);
  writeLocalCart(emptyLocalCart(date()));
  for (const line of [...pending]) {
    if (!isCurrent()) return { outcome: 'stale', cart, notes }; // the backup keeps the rest
    try {
      // Before each add, the backup records the quantity the server line will have once it is taken.
      const remember = (target: number) =>
        writeBackup(
          pending.map((item) =>
            item.productId === line.productId ? { ...item, mergeTarget: target } : item,
          ),
          savedAt,
        );
      cart = await mergeLine(api, line, cart, notes, remember);
    } catch (error) {
      if (isAuthKind(error)) {
        // Nothing more will be taken: the lines not yet moved go back to the local cart.
        writeLocalCart(withItems(emptyLocalCart(date()), pending, date()));
        clearBackup();
        return { outcome: 'refused', cart, notes };
      }
      if (isTransient(error)) return { outcome: 'interrupted', cart, notes };
      notes.push({
        productId: line.productId,
        name: line.product.name,
        requested: line.quantity,
        added: 0,
        message: cartErrorMessage(error, 'add'),
      });
    }
    pending = pending.filter((item) => item.productId !== line.productId);
    writeBackup(pending, savedAt);
  }
  return { outcome: 'merged', cart, notes };
}

/** One local line into the server cart: summed with what is there, capped by the stock and the line maximum. */
async function mergeLine(
  api: ServerCartApi,
  line: CartItem,
  cart: Cart,
  notes: MergeNote[],
  remember: (target: number) => void,
): Promise<Cart> {
  const inCart = lineOf(cart, line.productId)?.quantity ?? 0;
  const want = Math.min(line.quantity, CART_QUANTITY_MAX - inCart);
  const note = (added: number, message: string) =>
    notes.push({
      productId: line.productId,
      name: line.product.name,
      requested: line.quantity,
      added,
      message,
    });
  if (want <= 0) {
    note(0, CART_TEXTS.lineMaxReached);
    return cart;
  }
  try {
    remember(inCart + want);
    const next = await api.addItem(line.productId, want);
    if (want < line.quantity) note(want, CART_TEXTS.mergeCapped(want, line.quantity));
    return next ?? cart;
  } catch (error) {
    if (!isApiError(error) || error.status !== 409) throw error;
    // The sum passes the stock: take what the stock still allows.
    const product = await api.product(line.productId);
    const allowed =
      product && product.isActive !== false
        ? Math.min(unitsOf(product.stock), CART_QUANTITY_MAX) - inCart
        : 0;
    if (allowed <= 0 || allowed >= want) throw error;
    remember(inCart + allowed);
    const next = await api.addItem(line.productId, allowed);
    note(allowed, CART_TEXTS.mergeCapped(allowed, line.quantity));
    return next ?? cart;
  }
}
