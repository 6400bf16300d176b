/**
 * The anonymous visitor's cart in browser storage (spec sections 3 and 9): key `local_cart`, a Cart with id
 * `local-cart` and userId `anonymous`. Adding a product that is already there sums the quantities (capped at
 * the product's stock). The cart screen and the server cart are a later issue; they read the same key.
 */
import { CART_STORAGE_KEYS, LOCAL_CART_ID, LOCAL_CART_USER_ID } from '../../../shared/constants.js';
import type { Cart, CartItem, Product } from '../../../shared/entities.js';
import { VALIDATION_MESSAGES } from '../../../shared/messages.js';
import { unitsOf } from './stock';
import { localStore } from './storage/local-storage';

/** Fired on window after every change: `detail` is the new cart (for a header badge, another tab...). */
export const LOCAL_CART_EVENT = 'local-cart:change';

export type CartProduct = Pick<
  Product,
  'productId' | 'name' | 'price' | 'thumbnailUrl' | 'unit' | 'isActive' | 'producerId'
> &
  Partial<Pick<Product, 'id' | 'stock'>>;

export interface AddResult {
  cart: Cart;
  /** The item's quantity after the change. */
  quantity: number;
  /** Units actually added (less than asked when the stock capped it). */
  added: number;
  /** True when the stock did not allow the whole quantity. */
  capped: boolean;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

function isItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<CartItem>;
  return (
    typeof item.productId === 'string' &&
    typeof item.quantity === 'number' &&
    Number.isInteger(item.quantity) &&
    item.quantity > 0 &&
    typeof item.price === 'number' &&
    typeof item.product === 'object' &&
    item.product !== null
  );
}

export function emptyLocalCart(now: Date = new Date()): Cart {
  const stamp = now.toISOString();
  return {
    id: LOCAL_CART_ID,
    userId: LOCAL_CART_USER_ID,
    items: [],
    totalPrice: 0,
    createdAt: stamp,
    updatedAt: stamp,
  };
}

/** The stored local cart; a missing or unreadable value is an empty cart (broken items are dropped). */
export function readLocalCart(now: Date = new Date()): Cart {
  const stored = localStore.getJson<Partial<Cart>>(CART_STORAGE_KEYS.localCart);
  if (!stored || typeof stored !== 'object' || !Array.isArray(stored.items)) return emptyLocalCart(now);
  const items = stored.items.filter(isItem);
  const base = emptyLocalCart(now);
  return {
    ...base,
    createdAt: typeof stored.createdAt === 'string' ? stored.createdAt : base.createdAt,
    updatedAt: typeof stored.updatedAt === 'string' ? stored.updatedAt : base.updatedAt,
    items,
    totalPrice: totalOf(items),
  };
}

export function totalOf(items: readonly CartItem[]): number {
  return round2(items.reduce((sum, item) => sum + item.price * item.quantity, 0));
}

/** Number of units in the cart. */
export function itemCount(cart: Pick<Cart, 'items'>): number {
  return cart.items.reduce((sum, item) => sum + item.quantity, 0);
}

function snapshot(product: CartProduct): CartItem['product'] {
  return {
    productId: product.productId,
    name: product.name,
    price: product.price,
    thumbnailUrl: product.thumbnailUrl ?? null,
    unit: product.unit,
    isActive: product.isActive,
    producerId: product.producerId,
  };
}

/**
 * Pure merge: `quantity` units of `product` into `cart`. An existing line sums its quantity and takes the
 * product's current price and details; the total never exceeds the stock when the product tells it.
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
  const limit = product.stock === undefined ? Number.POSITIVE_INFINITY : unitsOf(product.stock);
  const next = Math.min(current + quantity, Math.max(limit, current));
  const added = Math.max(0, next - current);
  const item: CartItem = {
    id: existing?.id ?? `local-${productId}`,
    productId,
    product: snapshot({ ...product, productId }),
    quantity: next,
    price: product.price,
  };
  const items = existing
    ? cart.items.map((line) => (line.productId === productId ? item : line))
    : [...cart.items, item];
  return {
    cart: { ...cart, items, totalPrice: totalOf(items), updatedAt: now.toISOString() },
    quantity: next,
    added,
    capped: added < quantity,
  };
}

/** Adds to the stored local cart and tells the page (LOCAL_CART_EVENT). Throws when storage refuses the write. */
export function addToLocalCart(product: CartProduct, quantity: number, now: Date = new Date()): AddResult {
  const result = mergeIntoCart(readLocalCart(now), product, quantity, now);
  if (result.added > 0) {
    if (!localStore.setJson(CART_STORAGE_KEYS.localCart, result.cart)) {
      throw new Error(LOCAL_CART_WRITE_FAILED);
    }
    if (typeof window !== 'undefined') {
      window.dispatchEvent(new CustomEvent(LOCAL_CART_EVENT, { detail: result.cart }));
    }
  }
  return result;
}

/** Ours: the browser refused to store the cart (private mode, full storage). */
export const LOCAL_CART_WRITE_FAILED =
  'No se pudo guardar el carrito en este navegador. Revisa que el almacenamiento no esté bloqueado.';
