/**
 * DynamoDB reads and writes of products. Writes that touch the name guard are one TransactWriteItems, so
 * the product and its guard exist together or not at all, and two creates (or renames) to the same name of
 * the same producer cannot both win: the guard is put with attribute_not_exists(PK). A new product's stock is
 * apart (product-stock.ts): its stock item is put with it, and every write that changes the stock or a field the
 * checkout conditions on writes the stock item in the same transaction.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { PRODUCT_MESSAGES } from '../../shared/messages/product.js';
import { PRODUCT_VALIDATION } from '../../shared/messages/validation.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { batchGetItems } from '../lib/data/batch-get.js';
import { productKeys } from '../lib/data/keys.js';
import { setRemoveExpression } from '../lib/data/update-expression.js';
import { CONFLICT_CODES, cancellationCodes, failedAt } from '../lib/data/transactions.js';
import { readEnv } from '../lib/env.js';
import { conflict, notFound } from '../lib/errors.js';
import { isProductItem, type Item } from './product-item.js';
import { isConditionFailure } from '../lib/data/condition-failure.js';
import {
  STOCK_APART,
  hasStockApart,
  isStockItem,
  sendProductUpdate,
  stockItemOf,
  stockUpdateInput,
} from './product-stock.js';
import { getItem } from '../lib/data/item-commands.js';

const table = (): string => readEnv().tableName;

/** A guard may be removed when it is missing or belongs to this product (never another product's). */
const OWN_GUARD_CONDITION = 'attribute_not_exists(PK) OR productId = :guardProductId';

/**
 * A product item, with its stock item read beside it (two GetItems at once: one round trip); when its stock is
 * apart, `stock` is the stock item's figure, the exact one (the product item's own is what a card shows:
 * product-stock.ts).
 */
export async function getProductItem(productId: string, consistent = false): Promise<Item | null> {
  const get = (Key: Record<string, string>) => getItem({ Key, ConsistentRead: consistent });
  const [{ Item: item }, { Item: stockItem }] = await Promise.all([
    get(productKeys.item(productId)),
    get(productKeys.stock(productId)),
  ]);
  if (!isProductItem(item)) return null;
  return hasStockApart(item) ? { ...item, stock: isStockItem(stockItem) ? stockItem.stock : 0 } : item;
}

/** The product items with their exact stock: the stock items of those whose stock is apart, read by key. */
export async function withExactStock(items: readonly Item[]): Promise<Item[]> {
  const apart = items.filter(hasStockApart);
  if (apart.length === 0) return [...items];
  const stock = new Map(
    (await batchGet(apart.map((item) => productKeys.stock(String(item.productId)))))
      .filter(isStockItem)
      .map((item) => [String(item.productId), item.stock]),
  );
  return items.map((item) =>
    hasStockApart(item) ? { ...item, stock: stock.get(String(item.productId)) ?? 0 } : item,
  );
}

/** Items by key, in one BatchGetItem per 100 keys (unprocessed keys asked again); answers what exists. */
export const batchGet = (keys: readonly Record<string, string>[]): Promise<Item[]> =>
  batchGetItems(table(), keys, { rounds: 7, pauseMs: 50 });

/** The product items of these ids (missing ones left out), by id. */
export async function getProductItems(productIds: readonly string[]): Promise<Map<string, Item>> {
  const items = await batchGet(productIds.map((productId) => productKeys.item(productId)));
  return new Map(items.filter(isProductItem).map((item) => [String(item.productId), item]));
}

/**
 * Product, its stock item and the name guard in one transaction; 409 'Ya tienes un producto con ese nombre' when
 * taken.
 */
export async function insertProduct(item: Item, guard: Item): Promise<void> {
  const product = { ...item, [STOCK_APART]: true };
  try {
    await ddb().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: table(), Item: product, ConditionExpression: 'attribute_not_exists(PK)' } },
          { Put: { TableName: table(), Item: guard, ConditionExpression: 'attribute_not_exists(PK)' } },
          {
            Put: {
              TableName: table(),
              Item: stockItemOf(product),
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        ],
      }),
    );
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    const guardCode = failedAt(codes, 1);
    if (guardCode && CONFLICT_CODES.has(guardCode)) throw conflict(PRODUCT_VALIDATION.productNameTaken);
    throw conflict(PRODUCT_MESSAGES.changedMeanwhile);
  }
}

export interface ProductUpdate {
  productId: string;
  /** Attributes to SET (never PK/SK). */
  set: Item;
  /** Attributes to REMOVE (the catalog keys of a product that leaves the storefront). */
  remove?: readonly string[];
  /** Optimistic concurrency: the write only happens if the item still has this updatedAt (else 409). */
  expectedUpdatedAt?: string;
  /** A rename to another normalised name: the guard moves in the same transaction. */
  rename?: { producerId: string; oldName: string; newGuard: Item };
  /**
   * The item read has its stock apart (product-stock.ts): a change of the stock or of a field the checkout
   * conditions on is written on the stock item too. (A product's stock moved apart after it was read gave it a new
   * `updatedAt`: the version expected refuses the write.)
   */
  stockApart?: boolean;
}

function updateInput(update: ProductUpdate) {
  const { expression, names, values } = setRemoveExpression(update.set, update.remove);
  let condition = 'attribute_exists(PK)';
  if (update.expectedUpdatedAt !== undefined) {
    names['#expectedUpdatedAt'] = 'updatedAt';
    values[':expectedUpdatedAt'] = update.expectedUpdatedAt;
    condition += ' AND #expectedUpdatedAt = :expectedUpdatedAt';
  }
  return {
    TableName: table(),
    Key: productKeys.item(update.productId),
    UpdateExpression: expression,
    ConditionExpression: condition,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/**
 * Applies an update. Without a rename it is one conditional UpdateItem; with a rename, a transaction of the
 * product update, the new guard (attribute_not_exists) and the removal of the old guard.
 * 409 with 'Ya tienes un producto con ese nombre' when the new name is taken; 409 when the product changed
 * meanwhile (optimistic concurrency); 404 when it is gone and no version was expected.
 */
export async function updateProduct(update: ProductUpdate): Promise<void> {
  const lost = () =>
    update.expectedUpdatedAt !== undefined ? conflict(PRODUCT_MESSAGES.changedMeanwhile) : notFound();
  const stockInput = update.stockApart ? stockUpdateInput(update.productId, update.set, update.remove) : null;
  if (!update.rename) {
    try {
      await sendProductUpdate(updateInput(update), stockInput);
      return;
    } catch (error) {
      if (isConditionFailure(error)) throw lost();
      throw error;
    }
  }
  const { producerId, oldName, newGuard } = update.rename;
  try {
    await ddb().send(
      new TransactWriteCommand({
        TransactItems: [
          { Update: updateInput(update) },
          { Put: { TableName: table(), Item: newGuard, ConditionExpression: 'attribute_not_exists(PK)' } },
          {
            Delete: {
              TableName: table(),
              Key: productKeys.nameGuard(producerId, oldName),
              ConditionExpression: OWN_GUARD_CONDITION,
              ExpressionAttributeValues: { ':guardProductId': update.productId },
            },
          },
          ...(stockInput ? [{ Update: stockInput }] : []),
        ],
      }),
    );
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    const guardCode = failedAt(codes, 1);
    if (guardCode && CONFLICT_CODES.has(guardCode)) throw conflict(PRODUCT_VALIDATION.productNameTaken);
    if (failedAt(codes, 0) === 'ConditionalCheckFailed') throw lost();
    throw conflict(PRODUCT_MESSAGES.changedMeanwhile);
  }
}

/** Deletes the product, its stock item and its name guard together; 404 when the product is already gone. */
export async function deleteProduct(productId: string, producerId: string, name: string): Promise<void> {
  try {
    await ddb().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: table(),
              Key: productKeys.item(productId),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
          {
            Delete: {
              TableName: table(),
              Key: productKeys.nameGuard(producerId, name),
              ConditionExpression: OWN_GUARD_CONDITION,
              ExpressionAttributeValues: { ':guardProductId': productId },
            },
          },
          { Delete: { TableName: table(), Key: productKeys.stock(productId) } },
        ],
      }),
    );
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    if (failedAt(codes, 0) === 'ConditionalCheckFailed') throw notFound();
    throw conflict(PRODUCT_MESSAGES.changedMeanwhile);
  }
}
