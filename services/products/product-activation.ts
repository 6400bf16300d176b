/**
 * Activating and deactivating products: the one code path for the products service's status change
 * (PATCH /v1/products/{id}/status) and for the users service, which takes a producer's products off the
 * storefront when the producer is deactivated, stops being a producer or is deleted, and puts back those it took
 * off when the producer is active again (docs/administration.md, "Users").
 *
 * A product's visibility is its catalog partition (GSI2-4 CATALOG#ACTIVE / CATALOG#INACTIVE, or none while an
 * active product's main photo waits for its check: services/products/catalog-entry.ts) plus isActive/active,
 * always written together; the search index follows from the stream. `hiddenWithProducer` marks the products the users service hid, so
 * a reactivation restores exactly those and never one the producer had switched off themselves; any status
 * change by the producer or an admin clears the mark.
 */
import { catalogKeys } from './catalog-entry.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { producerPartition, productKeys } from '../lib/data/keys.js';
import { setRemoveExpression } from '../lib/data/update-expression.js';
import { countQuery, queryPages } from '../lib/data/query-pages.js';
import { readEnv } from '../lib/env.js';
import { writtenUnlessRefused } from '../lib/data/condition-failure.js';
import { hasStockApart, sendProductUpdate, stockUpdateInput } from './product-stock.js';

type Item = Record<string, unknown>;

/** A timestamp later than `previous`, so every write gives the item a new version (optimistic locking). */
export function nextTimestamp(previous: string): string {
  const now = Date.now();
  const last = Date.parse(previous);
  return new Date(Number.isFinite(last) && now <= last ? last + 1 : now).toISOString();
}

/**
 * The attributes a status change SETs (catalog partition keys as catalog-entry.ts derives them from the item,
 * both active flags, the version, no mark) and the catalog key attributes it REMOVEs (an active product whose
 * main photo is not checked yet is in no catalog partition).
 */
export function activationUpdate(
  item: Item,
  isActive: boolean,
  updatedAt: string,
): { set: Item; remove: string[] } {
  const keys = catalogKeys({ ...item, isActive, active: isActive });
  return {
    set: { ...keys.set, isActive, active: isActive, updatedAt, hiddenWithProducer: false },
    remove: keys.remove.filter((attribute) => item[attribute] !== undefined),
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The Query of a producer's product items (GSI1 `PRODUCER#<id>`, `PRODUCT#...`). */
const producerProductsQuery = (producerId: string) => ({
  TableName: readEnv().tableName,
  IndexName: 'GSI1',
  KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :product)',
  ExpressionAttributeValues: {
    ':pk': producerPartition(producerId),
    ':product': 'PRODUCT#',
  },
});

/** Every product item of a producer, page by page. */
async function* producerProducts(producerId: string): AsyncGenerator<Item> {
  for await (const page of queryPages(ddb(), producerProductsQuery(producerId))) {
    for (const item of page.Items ?? []) yield item;
  }
}

/**
 * Moves one product to `isActive` with the mark set or cleared, conditioned on the version read (a product the
 * producer changed meanwhile is left to the next pass, which rereads it). Answers whether it was written.
 */
async function writeVisibility(item: Item, isActive: boolean, hiddenWithProducer: boolean): Promise<boolean> {
  const productId = text(item.productId);
  const version = typeof item.updatedAt === 'string' ? item.updatedAt : null;
  const update = activationUpdate(item, isActive, nextTimestamp(version ?? text(item.createdAt)));
  const set: Item = { ...update.set, hiddenWithProducer };
  const { expression, names, values } = setRemoveExpression(set, update.remove);
  names['#version'] = 'updatedAt';
  if (version !== null) values[':version'] = version;
  // Its stock item's copy of isActive moves with it (product-stock.ts).
  const apart = hasStockApart(item);
  return writtenUnlessRefused(
    sendProductUpdate(
      {
        TableName: readEnv().tableName,
        Key: productKeys.item(productId),
        UpdateExpression: expression,
        ConditionExpression: `attribute_exists(PK) AND ${version === null ? 'attribute_not_exists(#version)' : '#version = :version'}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
      apart ? stockUpdateInput(productId, set, update.remove) : null,
    ),
  );
}

/** Passes over a producer's products until none is left to change (a product changed meanwhile is reread). */
const MAX_PASSES = 3;

async function changeAll(
  producerId: string,
  wanted: (item: Item) => boolean,
  isActive: boolean,
  hiddenWithProducer: boolean,
): Promise<number> {
  let changed = 0;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    let missed = 0;
    for await (const item of producerProducts(producerId)) {
      if (!wanted(item)) continue;
      if (await writeVisibility(item, isActive, hiddenWithProducer)) changed += 1;
      else missed += 1;
    }
    if (missed === 0) break;
  }
  return changed;
}

const isActiveItem = (item: Item): boolean =>
  typeof item.isActive === 'boolean' ? item.isActive : item.active === true;

/** Takes every active product of a producer off the storefront, marking it; answers how many. */
export function hideProducerProducts(producerId: string): Promise<number> {
  return changeAll(producerId, isActiveItem, false, true);
}

/** Puts back on the storefront the products hideProducerProducts took off; answers how many. */
export function restoreProducerProducts(producerId: string): Promise<number> {
  return changeAll(
    producerId,
    (item) => item.hiddenWithProducer === true && !isActiveItem(item),
    true,
    false,
  );
}

/** Whether a producer has an active product of a category (its plants: docs/legal.md), reading its products. */
export async function hasActiveProductsOf(producerId: string, category: string): Promise<boolean> {
  for await (const item of producerProducts(producerId)) {
    if (isActiveItem(item) && item.category === category) return true;
  }
  return false;
}

/** How many products a producer has (active or not): a counted Query. */
export function countProducerProducts(producerId: string): Promise<number> {
  return countQuery(ddb(), producerProductsQuery(producerId));
}
