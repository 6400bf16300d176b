/**
 * The consumer's server cart: one item per user (cartKeys.item) holding its lines (at most CART_MAX_LINES, so
 * far below DynamoDB's item size limit) and the code of its coupon. Every write is conditioned on the version
 * that was read (optimistic concurrency): two tabs changing the cart at once never lose a line; the loser
 * re-reads and tries again. Carts untouched for CART_RETENTION_DAYS expire (TTL on expiresAt).
 * Read and written by the carts domain; checkout (orders domain) reads it and deletes it in its transaction.
 */
import { randomUUID } from 'node:crypto';
import { CART_LINE_MESSAGES } from '../../shared/messages/cart-lines.js';
import { CART_RETENTION_DAYS } from '../../shared/constants/cart.js';
import { type CartItem } from '../../shared/contracts/carts/entities.js';
import { cartKeys } from '../lib/data/keys.js';
import { conflict } from '../lib/errors.js';
import { isConditionFailure } from '../lib/data/condition-failure.js';
import { getItem, putItem } from '../lib/data/item-commands.js';

export const CART_ENTITY = 'Cart';

export interface StoredCart {
  id: string;
  userId: string;
  items: CartItem[];
  couponCode?: string;
  createdAt: string;
  updatedAt: string;
  /** Bumped on every write; writes are conditioned on it. */
  version: number;
}

type Item = Record<string, unknown>;

const DAY_SECONDS = 24 * 60 * 60;

/**
 * A line as stored: its product snapshot without `productId` and `price`, which are the line's own (a line is
 * always added or changed with its product's current price: cart-rules.ts), so each line is about 50 bytes
 * smaller (docs/cost.md, "The cart"). `lineOf` gives the snapshot back whole.
 */
export function storedLine(line: CartItem): Item {
  const { productId: _productId, price: _price, ...product } = line.product;
  return { ...line, product };
}

/** A stored line as the API answers it; a line stored before with the whole snapshot is read as it is. */
export function lineOf(stored: Item): CartItem {
  const line = stored as unknown as CartItem;
  const product: Partial<CartItem['product']> = line.product;
  return {
    ...line,
    product: {
      ...product,
      productId: product.productId ?? line.productId,
      price: product.price ?? line.price,
    } as CartItem['product'],
  };
}

export function toStoredCart(item: Item | undefined): StoredCart | null {
  if (!item || item.SK !== 'CART' || typeof item.userId !== 'string') return null;
  return {
    id: typeof item.id === 'string' ? item.id : randomUUID(),
    userId: item.userId,
    items: Array.isArray(item.items) ? (item.items as Item[]).map(lineOf) : [],
    ...(typeof item.couponCode === 'string' ? { couponCode: item.couponCode } : {}),
    createdAt: typeof item.createdAt === 'string' ? item.createdAt : '',
    updatedAt: typeof item.updatedAt === 'string' ? item.updatedAt : '',
    version: typeof item.version === 'number' ? item.version : 0,
  };
}

export function cartItem(cart: StoredCart): Item {
  return {
    ...cartKeys.item(cart.userId),
    entity: CART_ENTITY,
    ...cart,
    items: cart.items.map(storedLine),
    expiresAt: Math.floor(Date.parse(cart.updatedAt) / 1000) + CART_RETENTION_DAYS * DAY_SECONDS,
  };
}

export function newCart(userId: string, now: Date): StoredCart {
  const stamp = now.toISOString();
  return { id: randomUUID(), userId, items: [], createdAt: stamp, updatedAt: stamp, version: 0 };
}

export async function readCart(userId: string): Promise<StoredCart | null> {
  const { Item: item } = await getItem({ Key: cartKeys.item(userId), ConsistentRead: true });
  return toStoredCart(item);
}

/** The condition a write (or checkout's delete) of a cart read at `version` needs: nobody wrote it since. */
export function sameVersionCondition(version: number | null) {
  return version === null
    ? { ConditionExpression: 'attribute_not_exists(PK)' }
    : {
        ConditionExpression: '#version = :version',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':version': version },
      };
}

class CartChanged extends Error {}

async function writeCart(next: StoredCart, readVersion: number | null): Promise<void> {
  try {
    await putItem({ Item: cartItem(next), ...sameVersionCondition(readVersion) });
  } catch (error) {
    if (isConditionFailure(error)) throw new CartChanged();
    throw error;
  }
}

const ATTEMPTS = 4;

/**
 * Read-modify-write of a cart. `change` gets the current cart (null when there is none) and answers the next
 * cart; it may throw an HttpError to refuse (nothing is written then). A write that
 * lost a race is retried on a fresh read; after ATTEMPTS losses: 409 'Conflicto al actualizar el carrito.'.
 */
export async function changeCart(
  userId: string,
  change: (current: StoredCart | null, now: Date) => StoredCart,
): Promise<StoredCart> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const current = await readCart(userId);
    const now = new Date();
    const next = change(current, now);
    const stamped: StoredCart = {
      ...next,
      updatedAt: later(now, current?.updatedAt),
      version: (current?.version ?? 0) + 1,
    };
    try {
      await writeCart(stamped, current ? current.version : null);
      return stamped;
    } catch (error) {
      if (!(error instanceof CartChanged)) throw error;
    }
  }
  throw conflict(CART_LINE_MESSAGES.conflict);
}

/** An ISO time after `previous` (so updatedAt always moves forward). */
function later(now: Date, previous: string | undefined): string {
  const last = previous ? Date.parse(previous) : Number.NaN;
  return new Date(Number.isFinite(last) && now.getTime() <= last ? last + 1 : now.getTime()).toISOString();
}
