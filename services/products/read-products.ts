/**
 * What carts and checkout need to know of products: price, stock, active flag and the snapshot a cart line and
 * a product order keep. Read straight from the product items (keys.ts), strongly consistent, so a cart or an
 * order never acts on a stale stock figure. The products domain owns the writes; this is read-only.
 */
import { batchGetItems } from '../lib/data/batch-get.js';
import type { CartProductSnapshot } from '../../shared/contracts/carts/entities.js';
import type { ProductOrderProduct } from '../../shared/contracts/orders/entities.js';
import type { Product } from '../../shared/contracts/products/entities.js';
import { roundMoney } from '../../shared/utils/money.js';
import { taxRateOf } from '../../shared/rules/pricing/tax-rates.js';
import { lineWithdrawal, withdrawalOf } from '../../shared/rules/product-legal.js';
import { categoryOf } from '../../shared/constants/product-attributes.js';
import type { WithdrawalClass } from '../../shared/constants/legal-facts.js';
import { preorderOf, toPreorder } from '../../shared/rules/calendar/preorder.js';
import { productKeys } from '../lib/data/keys.js';
import { readEnv } from '../lib/env.js';
import { toProductSubscription } from '../../shared/rules/subscriptions/product-subscription.js';
import { hasStockApart, isStockItem, stockFigure } from './product-stock.js';
import { getItem } from '../lib/data/item-commands.js';

/** What carts and checkout read of a product (its item's fields as the API names them). */
export type ProductState = Pick<
  Product,
  | 'productId'
  | 'name'
  | 'shortDescription'
  | 'price'
  | 'stock'
  | 'unit'
  | 'taxRate'
  | 'thumbnailUrl'
  | 'isActive'
  | 'producerId'
  | 'producerName'
> &
  /** Issue 31: the withdrawal right now (always), a plant's botanical name (docs/legal.md). */
  Required<Pick<Product, 'withdrawal'>> &
  Pick<Product, 'botanicalName'> &
  /** Issue 33: the intervals it is sold at by subscription (docs/subscriptions.md). */
  Pick<Product, 'subscription'> &
  /** Issue 32: in stock or a pre-order, with its dates (docs/harvest-calendar.md). */
  Required<Pick<Product, 'availability'>> &
  Pick<Product, 'preorder'> & {
    /**
     * Its stock is in its stock item (product-stock.ts), read with it: the checkout and the restocks write that
     * item, not the product's. Absent for a product whose item holds its stock (written before).
     */
    stockApart?: true;
  };

type Item = Record<string, unknown>;
const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

/**
 * The state of a product item; null when the item is not a product. A product whose stock is apart takes it from
 * its stock item (none read: 0, so nothing is sold or promised from a figure that was not read).
 */
export function toProductState(item: Item | undefined, stockItem?: Item): ProductState | null {
  if (!item || item.SK !== 'PRODUCT') return null;
  const productId = text(item.productId, text(item.id));
  const apart = hasStockApart(item);
  const state: ProductState = {
    productId,
    name: text(item.name),
    shortDescription: text(item.shortDescription),
    price: roundMoney(Number(item.price) || 0),
    stock: stockFigure(apart ? (isStockItem(stockItem) ? stockItem.stock : 0) : item.stock),
    unit: text(item.unit, 'kg'),
    // IVA rate (4, 10, 21); items written before products had one read as DEFAULT_TAX_RATE.
    taxRate: taxRateOf(item.taxRate),
    thumbnailUrl:
      typeof item.thumbnailUrl === 'string' && item.thumbnailUrl !== '' ? item.thumbnailUrl : null,
    isActive: typeof item.isActive === 'boolean' ? item.isActive : item.active === true,
    producerId: text(item.producerId),
    withdrawal: withdrawalOf({ withdrawal: item.withdrawal, category: categoryOf(item.category) }),
    availability: 'in_stock',
  };
  const preorder = item.availability === 'preorder' ? toPreorder(item.preorder) : null;
  if (preorder) {
    state.availability = 'preorder';
    state.preorder = preorder;
  }
  if (typeof item.producerName === 'string') state.producerName = item.producerName;
  if (typeof item.botanicalName === 'string' && item.botanicalName !== '')
    state.botanicalName = item.botanicalName;
  const subscription = toProductSubscription(item.subscription);
  if (subscription) state.subscription = subscription;
  if (apart) state.stockApart = true;
  return state;
}

/** The product as a cart line remembers it. */
export function cartSnapshot(product: ProductState): CartProductSnapshot {
  return {
    productId: product.productId,
    name: product.name,
    price: product.price,
    thumbnailUrl: product.thumbnailUrl,
    unit: product.unit,
    taxRate: product.taxRate,
    isActive: product.isActive,
    producerId: product.producerId,
    ...(product.producerName ? { producerName: product.producerName } : {}),
    // What the checkout shows of the line's withdrawal right (docs/legal.md).
    withdrawal: product.withdrawal,
    // A pre-order's ready date: the cart says when the line leaves (docs/harvest-calendar.md).
    ...((preorder) => (preorder ? { readyFrom: preorder.readyFrom } : {}))(preorderOf(product)),
  };
}

/**
 * The product as a product order keeps it (the original API's fields plus unit, IVA rate and farm name; issue 31: the
 * line's withdrawal right, exempt only when the checkout showed the consumer that exemption: `shown`, the cart
 * line's, and the product still has it; a plant's botanical name, for its passport on the packing slip).
 */
export function orderSnapshot(product: ProductState, shown?: WithdrawalClass): ProductOrderProduct {
  return {
    productId: product.productId,
    name: product.name,
    shortDescription: product.shortDescription,
    price: product.price,
    thumbnailUrl: product.thumbnailUrl,
    isActive: product.isActive,
    producerId: product.producerId,
    unit: product.unit,
    taxRate: product.taxRate,
    ...(product.producerName ? { producerName: product.producerName } : {}),
    withdrawal: lineWithdrawal(shown, product.withdrawal),
    ...(product.botanicalName ? { botanicalName: product.botanicalName } : {}),
  };
}

/**
 * The states of the products of `ids` that exist, by id: each product item and its stock item in the same
 * BatchGetItem (one per 50 products, unprocessed keys retried), strongly consistent, so a cart or an order never
 * acts on a stale stock figure.
 */
export async function readProducts(ids: readonly string[]): Promise<Map<string, ProductState>> {
  const unique = [...new Set(ids)];
  const items = await batchGetItems(
    readEnv().tableName,
    unique.flatMap((id) => [productKeys.item(id), productKeys.stock(id)]),
    { consistent: true, pauseMs: 20 },
  );
  const stockItems = new Map(items.filter(isStockItem).map((item) => [String(item.productId), item]));
  const found = new Map<string, ProductState>();
  for (const item of items) {
    const state = toProductState(item, stockItems.get(text(item.productId, text(item.id))));
    if (state) found.set(state.productId, state);
  }
  return found;
}

/** The ids of those products whose stock is in their stock item (the restocks write there). */
export const stockApartIds = (products: ReadonlyMap<string, ProductState>): Set<string> =>
  new Set([...products.values()].filter((product) => product.stockApart === true).map((p) => p.productId));

/** One product's state: its item and its stock item read at once (one round trip), strongly consistent. */
export async function readProduct(productId: string): Promise<ProductState | null> {
  const get = (Key: Record<string, string>) => getItem({ Key, ConsistentRead: true });
  const [{ Item: item }, { Item: stockItem }] = await Promise.all([
    get(productKeys.item(productId)),
    get(productKeys.stock(productId)),
  ]);
  return toProductState(item, stockItem);
}
