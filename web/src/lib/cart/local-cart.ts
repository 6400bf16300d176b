/**
 * The local cart (docs/web-cart.md): browser storage key `local_cart`, a Cart with id `local-cart` and
 * userId `anonymous`, used by visitors, producers and admins (and by a consumer after an auth-kind failure).
 * Pure functions over a Cart plus read/write of the stored value; the cart manager is the only writer.
 * Quantities never pass the product's stock (when known) nor CART_QUANTITY_MAX.
 */
import { CART_STORAGE_KEYS } from '../../../../shared/constants/app-shell.js';
import { CART_QUANTITY_MAX, LOCAL_CART_ID, LOCAL_CART_USER_ID } from '../../../../shared/constants/cart.js';
import type { Cart, CartItem } from '../../../../shared/contracts/carts/entities.js';
import type { Product } from '../../../../shared/contracts/products/entities.js';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation.js';
import { unitsOf } from '../stock';
import { localStore } from '../storage/local-storage';

/** What the cart needs of a product to add it (the product page passes the whole product). */
export type CartProduct = Pick<
  Product,
  'productId' | 'name' | 'price' | 'thumbnailUrl' | 'unit' | 'isActive' | 'producerId'
> &
  Partial<Pick<Product, 'id' | 'stock' | 'producerName'>>;

export interface AddResult {
  cart: Cart;
  /** The line's quantity after the change. */
  quantity: number;
  /** Units actually added (less than asked when the stock or the line maximum capped it). */
  added: number;
  /** True when not the whole quantity could be added. */
  capped: boolean;
}

export const round2 = (value: number): number => Math.round(value * 100) / 100;

function isItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<CartItem>;
  return (
    typeof item.productId === 'string' &&
    item.productId !== '' &&
    typeof item.quantity === 'number' &&
    Number.isInteger(item.quantity) &&
    item.quantity > 0 &&
    typeof item.price === 'number' &&
    Number.isFinite(item.price) &&
    typeof item.product === 'object' &&
    item.product !== null
  );
}

/** Keeps the readable lines of a stored list (anything else is dropped), each within CART_QUANTITY_MAX. */
export function cleanItems(items: unknown): CartItem[] {
  if (!Array.isArray(items)) return [];
  return items
    .filter(isItem)
    .map((item) => ({ ...item, quantity: Math.min(item.quantity, CART_QUANTITY_MAX) }));
}

/** The money figures of a cart the server has not priced (its lines' amount; no shipping, IVA or farms). */
export type CartFigures = Pick<
  Cart,
  'itemsTotal' | 'shippingTotal' | 'discountTotal' | 'taxBreakdown' | 'farms'
>;

/**
 * The figures of lines no server priced (the local cart): their amount, and no shipping, discount, IVA
 * breakdown or farm terms (the server cart answers those; the cart screen says shipping is computed later).
 */
export function unpricedFigures(items: readonly CartItem[]): CartFigures {
  return { itemsTotal: totalOf(items), shippingTotal: 0, discountTotal: 0, taxBreakdown: [], farms: [] };
}

export function emptyLocalCart(now: Date = new Date()): Cart {
  const stamp = now.toISOString();
  return {
    id: LOCAL_CART_ID,
    userId: LOCAL_CART_USER_ID,
    items: [],
    totalPrice: 0,
    ...unpricedFigures([]),
    createdAt: stamp,
    updatedAt: stamp,
  };
}

export function totalOf(items: readonly CartItem[]): number {
  return round2(items.reduce((sum, item) => sum + item.price * item.quantity, 0));
}

/** Number of units in the cart (what the header shows). */
export function itemCount(cart: Pick<Cart, 'items'>): number {
  return cart.items.reduce((sum, item) => sum + item.quantity, 0);
}

/** The cart with these items, its total and its change time. */
export function withItems(cart: Cart, items: CartItem[], now: Date = new Date()): Cart {
  return {
    ...cart,
    items,
    ...unpricedFigures(items),
    totalPrice: totalOf(items),
    updatedAt: now.toISOString(),
  };
}

/** The stored local cart; a missing or unreadable value is an empty cart (broken lines are dropped). */
export function readLocalCart(now: Date = new Date()): Cart {
  const stored = localStore.getJson<Partial<Cart>>(CART_STORAGE_KEYS.localCart);
  const base = emptyLocalCart(now);
  if (!stored || typeof stored !== 'object') return base;
  const items = cleanItems(stored.items);
  return {
    ...base,
    createdAt: typeof stored.createdAt === 'string' ? stored.createdAt : base.createdAt,
    updatedAt: typeof stored.updatedAt === 'string' ? stored.updatedAt : base.updatedAt,
    items,
    ...unpricedFigures(items),
    totalPrice: totalOf(items),
  };
}

/** Stores the local cart; false when the browser refused the write. */
export function writeLocalCart(cart: Cart): boolean {
  return localStore.setJson(CART_STORAGE_KEYS.localCart, cart);
}

function snapshot(product: CartProduct, productId: string): CartItem['product'] {
  return {
    productId,
    name: product.name,
    price: product.price,
    thumbnailUrl: product.thumbnailUrl ?? null,
    unit: product.unit,
    isActive: product.isActive,
    producerId: product.producerId,
    ...(product.producerName ? { producerName: product.producerName } : {}),
  };
}

/** Most units one line may hold: the product's stock when known, never more than CART_QUANTITY_MAX. */
export function lineLimit(stock: unknown): number {
  return stock === undefined ? CART_QUANTITY_MAX : Math.min(unitsOf(stock), CART_QUANTITY_MAX);
}

/**
 * `quantity` units of `product` into `cart`: an existing line sums its quantity and takes the product's
 * current price and details; a new product is a new line. Capped by lineLimit.
 */
export function mergeIntoCart(
  cart: Cart,
  product: CartProduct,
  quantity: number,
  now: Date = new Date(),
): AddResult {
  if (!Number.isInteger(quantity) || quantity <= 0)
    throw new RangeError(VALIDATION_MESSAGES.quantityPositive);
  const productId = product.productId ?? product.id;
  const existing = cart.items.find((item) => item.productId === productId);
  const current = existing?.quantity ?? 0;
  const next = Math.min(current + quantity, Math.max(lineLimit(product.stock), current));
  const added = Math.max(0, next - current);
  if (added === 0) return { cart, quantity: current, added, capped: true };
  const item: CartItem = {
    id: existing?.id ?? `local-${productId}`,
    productId,
    product: snapshot(product, productId),
    quantity: next,
    price: product.price,
  };
  const items = existing
    ? cart.items.map((line) => (line.productId === productId ? item : line))
    : [...cart.items, item];
  return { cart: withItems(cart, items, now), quantity: next, added, capped: added < quantity };
}

/** A line's new quantity (0 removes it), capped at CART_QUANTITY_MAX. */
export function setLineQuantity(cart: Cart, productId: string, quantity: number, now = new Date()): Cart {
  if (!Number.isInteger(quantity) || quantity < 0) throw new RangeError(VALIDATION_MESSAGES.quantityInteger);
  const items =
    quantity === 0
      ? cart.items.filter((item) => item.productId !== productId)
      : cart.items.map((item) =>
          item.productId === productId ? { ...item, quantity: Math.min(quantity, CART_QUANTITY_MAX) } : item,
        );
  return withItems(cart, items, now);
}

/**
 * A line's new quantity; with `product` (the catalog's product now) the line also takes its current price and
 * details, staying where it was in the cart (how a changed price is accepted).
 */
export function setLineFromProduct(
  cart: Cart,
  productId: string,
  quantity: number,
  product: CartProduct | undefined,
  now = new Date(),
): Cart {
  if (!product || quantity === 0) return setLineQuantity(cart, productId, quantity, now);
  const others = cart.items.filter((line) => line.productId !== productId);
  const merged = mergeIntoCart(withItems(cart, others), product, quantity, now);
  if (merged.added === 0) return setLineQuantity(cart, productId, quantity, now);
  const order = cart.items.map((line) => line.productId);
  const items = [...merged.cart.items].sort(
    (a, b) => order.indexOf(a.productId) - order.indexOf(b.productId),
  );
  return withItems(merged.cart, items, now);
}

/** A consumer's server cart with no lines (`like`: the cart it empties, whose id and creation it keeps). */
export function emptyServerCart(userId: string, now: Date, like?: Cart): Cart {
  const stamp = now.toISOString();
  return {
    id: like?.id ?? '',
    userId,
    items: [],
    totalPrice: 0,
    ...unpricedFigures([]),
    createdAt: like?.createdAt ?? stamp,
    updatedAt: stamp,
  };
}

export function removeLine(cart: Cart, productId: string, now = new Date()): Cart {
  return setLineQuantity(cart, productId, 0, now);
}

/**
 * Two lists of lines as one (the same product once, quantities summed up to CART_QUANTITY_MAX, the later
 * list's snapshot and price kept). Used to put a pending backup back into the local cart.
 */
export function combineLines(first: readonly CartItem[], second: readonly CartItem[]): CartItem[] {
  const byProduct = new Map<string, CartItem>();
  for (const item of [...first, ...second]) {
    const seen = byProduct.get(item.productId);
    byProduct.set(
      item.productId,
      seen ? { ...item, quantity: Math.min(seen.quantity + item.quantity, CART_QUANTITY_MAX) } : item,
    );
  }
  return [...byProduct.values()];
}

/** Ours: the browser refused to store the cart (private mode, full storage). */
export const LOCAL_CART_WRITE_FAILED =
  'No se pudo guardar el carrito en este navegador. Revisa que el almacenamiento no esté bloqueado.';
