/**
 * A product's stock apart from its indexed item (docs/data-model.md, "Product stock"; docs/cost.md, "The product's
 * writes at checkout"). The product item is in the table and six index copies, each rewritten whole by every write
 * of it; a sale that moved its stock paid 16 write units per product. Its stock item:
 *
 *   PRODUCT#<id> / STOCK   entity 'ProductStock', productId, stock, and copies of what the checkout conditions on
 *                          (price, isActive, availability, preorder): no index keys, about 150 bytes, 1 unit.
 *
 * A product item marked `stockApart: true` has one, made with it (and never removed while it exists): the checkout
 * and the restocks write the stock item only, every write of the product item that changes a copied field or the
 * stock writes the stock item in the same transaction (product-repository.ts), and the product item's own `stock`
 * is what a card shows: exact at LOW_STOCK_THRESHOLD units or fewer, otherwise some figure above it (rewritten from
 * the stock item's stream records only when what a card shows changes: services/events/stock-display.ts). Whatever
 * needs the exact figure reads the stock item (read-products.ts, the product page, the farm's and admins' lists).
 * A product item without the mark (written before) keeps its stock on itself and is sold from it as before.
 */
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LOW_STOCK_THRESHOLD } from '../../shared/constants/products.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { productKeys } from '../lib/data/keys.js';
import { setRemoveExpression } from '../lib/data/update-expression.js';
import { cancellationCodes, failedAt, type TransactItem } from '../lib/data/transactions.js';
import { writtenUnlessRefused } from '../lib/data/condition-failure.js';
import { readEnv } from '../lib/env.js';
import { updateItem } from '../lib/data/item-commands.js';

type Item = Record<string, unknown>;

/** An UpdateItem's input, as a transaction's Update takes it too. */
export interface ItemUpdate {
  TableName: string;
  Key: Record<string, string>;
  UpdateExpression: string;
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

export const STOCK_ENTITY = 'ProductStock';
/** The product item's mark: its stock lives in its stock item. */
export const STOCK_APART = 'stockApart';
/** The product item's attributes the checkout conditions on, copied to its stock item. */
export const GUARD_FIELDS = ['price', 'isActive', 'availability', 'preorder'] as const;
/** What the stock item holds of the product item: the stock and the guard copies. */
const COPIED = new Set<string>(['stock', ...GUARD_FIELDS]);

export const hasStockApart = (item: Item | null | undefined): boolean => item?.[STOCK_APART] === true;

export const isStockItem = (item: Item | null | undefined): item is Item =>
  !!item && item.SK === 'STOCK' && item.entity === STOCK_ENTITY;

/** Whole units of a stored stock figure (0 for anything else). */
export const stockFigure = (value: unknown): number =>
  Number.isFinite(Number(value)) ? Math.max(0, Math.trunc(Number(value))) : 0;

/** The stock item of a product item: its stock and the copies of its guard fields. */
export function stockItemOf(product: Item): Item {
  const productId = String(product.productId);
  return {
    ...productKeys.stock(productId),
    entity: STOCK_ENTITY,
    productId,
    ...Object.fromEntries(
      [...COPIED].filter((name) => product[name] !== undefined).map((name) => [name, product[name]]),
    ),
  };
}

/**
 * What a write of the product item (its SET and REMOVE attributes) changes on the stock item: the stock and the
 * guard copies among them; null when none of them.
 */
export function stockChangeOf(
  set: Item,
  remove: readonly string[] = [],
): { set: Item; remove: string[] } | null {
  const copiedSet = Object.fromEntries(Object.entries(set).filter(([name]) => COPIED.has(name)));
  const copiedRemove = remove.filter((name) => COPIED.has(name));
  return Object.keys(copiedSet).length > 0 || copiedRemove.length > 0
    ? { set: copiedSet, remove: copiedRemove }
    : null;
}

/** What a card shows of a stock figure: the count at LOW_STOCK_THRESHOLD units or fewer, else 'available'. */
export const shownStock = (stock: number): number | 'available' =>
  stock <= LOW_STOCK_THRESHOLD ? Math.max(0, stock) : 'available';

/**
 * The product item's stock figure after its stock item went from `before` to `after` units, or null when what a
 * card shows did not change (nothing to write).
 */
export function cardStockAfter(before: number, after: number): number | null {
  return shownStock(before) === shownStock(after) ? null : after;
}

/** The stock item's Update that carries a product write's stock and guard fields, or null when it has none. */
export function stockUpdateInput(
  productId: string,
  set: Item,
  remove: readonly string[] = [],
): ItemUpdate | null {
  const change = stockChangeOf(set, remove);
  if (!change) return null;
  const { expression, names, values } = setRemoveExpression(change.set, change.remove);
  return {
    TableName: readEnv().tableName,
    Key: productKeys.stock(productId),
    UpdateExpression: expression,
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: names,
    ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
  };
}

/**
 * Sends a product item's UpdateItem, with its stock item's (stockUpdateInput) in one transaction when it has one;
 * the product's condition refused answers a ConditionalCheckFailedException either way.
 */
export async function sendProductUpdate(input: ItemUpdate, stockInput: ItemUpdate | null): Promise<void> {
  if (!stockInput) {
    await ddb().send(new UpdateCommand(input));
    return;
  }
  try {
    await ddb().send(
      new TransactWriteCommand({ TransactItems: [{ Update: input }, { Update: stockInput }] }),
    );
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes && failedAt(codes, 0) === 'ConditionalCheckFailed')
      throw Object.assign(new Error('The conditional request failed'), {
        name: 'ConditionalCheckFailedException',
      });
    throw error;
  }
}

/**
 * Writes what a card shows of a product whose stock is apart (its item's `stock`: cardStockAfter), leaving its
 * version (`updatedAt`) alone as a sale always did; false when the product is gone or keeps its stock itself.
 */
export async function writeCardStock(productId: string, stock: number): Promise<boolean> {
  return writtenUnlessRefused(
    updateItem({
      Key: productKeys.item(productId),
      UpdateExpression: 'SET #stock = :stock',
      ConditionExpression: 'attribute_exists(PK) AND #apart = :true',
      ExpressionAttributeNames: { '#stock': 'stock', '#apart': STOCK_APART },
      ExpressionAttributeValues: { ':stock': stock, ':true': true },
    }),
  );
}

/**
 * The one transaction that moves a product item's stock apart (services/migrations/product-stock.ts): the item
 * marked, with a new `updatedAt` (so every write of it conditioned on the version read refuses and reads again),
 * conditioned on the stock and version read (a sale meanwhile changed the stock: read again), and its stock item
 * put with that stock and the guard copies. Null for an item that is not a product of the old shape.
 */
export function stockApartMove(tableName: string, item: Item, updatedAt: string): TransactItem[] | null {
  if (item.SK !== 'PRODUCT' || hasStockApart(item) || typeof item.productId !== 'string') return null;
  const read = typeof item.updatedAt === 'string' ? item.updatedAt : null;
  return [
    {
      Update: {
        TableName: tableName,
        Key: productKeys.item(item.productId),
        UpdateExpression: 'SET #apart = :true, #version = :next',
        ConditionExpression:
          'attribute_exists(PK) AND attribute_not_exists(#apart) AND #stock = :stock AND ' +
          (read === null ? 'attribute_not_exists(#version)' : '#version = :read'),
        ExpressionAttributeNames: { '#apart': STOCK_APART, '#version': 'updatedAt', '#stock': 'stock' },
        ExpressionAttributeValues: {
          ':true': true,
          ':next': updatedAt,
          ':stock': item.stock,
          ...(read === null ? {} : { ':read': read }),
        },
      },
    },
    {
      Put: {
        TableName: tableName,
        Item: stockItemOf({ ...item, [STOCK_APART]: true }),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ];
}
