/**
 * Reading and writing farms' public pages (farm-record.ts says what is stored). No Scan: a page by slug is two
 * GetItems (the slug's guard item, then the farm's directory item), the farm list one Query of GSI5 `FARMS`.
 *
 * A slug is unique through its guard item (`FARM_SLUG#<slug>`, put with the page in one transaction, on the
 * condition that it is free or already the farm's). A farm that changes its address keeps its old guard items:
 * old links still find it (the page answers the current slug, the web moves to it) and no other farm can take
 * them.
 */
import { randomUUID } from 'node:crypto';
import { numberedSlug, slugOf } from '../../shared/rules/farm-page.js';
import { provinceOfAddress } from '../../shared/rules/provinces.js';
import { readEnv } from '../lib/env.js';
import { farmKeys, FARMS_PARTITION, userKeys } from '../lib/data/keys.js';
import { queryPage } from '../lib/data/paged-query.js';
import type { PageKey } from '../lib/data/page-token.js';
import { failedAt, type TransactItem } from '../lib/data/transactions.js';
import { transactOrCancelled } from '../lib/data/transact.js';
import type { ProductFarm } from '../../shared/contracts/products/farm-entities.js';
import {
  farmNameOf,
  isPublicFarm,
  productFarm,
  storable,
  storedFarm,
  type StoredFarm,
} from './farm-record.js';
import { getItem } from '../lib/data/item-commands.js';

type Item = Record<string, unknown>;

export const FARM_LIST_INDEX = 'GSI5';
export const FARM_LIST_KEY_ATTRIBUTES = ['PK', 'SK', 'GSI5PK', 'GSI5SK'] as const;
/** Candidates tried for a new farm's slug before a random suffix: "name", "name-2" ... "name-9". */
const NUMBERED_CANDIDATES = 9;

/** A farm's directory item, or null. */
export async function readFarmItem(producerId: string, consistent = false): Promise<Item | null> {
  const { Item } = await getItem({
    Key: userKeys.item(producerId),
    ...(consistent ? { ConsistentRead: true } : {}),
  });
  return (Item as Item | undefined) ?? null;
}

/** The farm a slug leads to (current or old address), shown publicly; null for anything else. */
export async function findFarmBySlug(slug: string): Promise<{ item: Item; farm: StoredFarm } | null> {
  const { Item: guard } = await getItem({ Key: farmKeys.slug(slug) });
  const producerId = typeof guard?.producerId === 'string' ? guard.producerId : null;
  if (!producerId) return null;
  const item = await readFarmItem(producerId);
  const farm = storedFarm(item);
  return isPublicFarm(item) && farm ? { item, farm } : null;
}

/** One page of the farms the storefront shows, by name. */
export async function listFarmItems(
  limit: number,
  startKey?: PageKey,
): Promise<{ items: Item[]; lastKey?: Record<string, unknown> }> {
  const page = await queryPage({
    input: {
      TableName: readEnv().tableName,
      IndexName: FARM_LIST_INDEX,
      KeyConditionExpression: 'GSI5PK = :farms',
      FilterExpression: '#role = :producer AND (attribute_not_exists(isActive) OR isActive = :active)',
      ProjectionExpression: 'PK, SK, GSI5PK, GSI5SK, id, email, fullName, #role, isActive, farm',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':farms': FARMS_PARTITION, ':producer': 'producer', ':active': true },
    },
    limit,
    keyAttributes: FARM_LIST_KEY_ATTRIBUTES,
    ...(startKey ? { startKey } : {}),
  });
  return { items: page.items, ...(page.lastKey ? { lastKey: page.lastKey } : {}) };
}

/** The province a new page starts with: the postal code of the farm's pickup point or fiscal address. */
export function startingProvince(item: Item): string | undefined {
  const addressOf = (value: unknown, field: string): string => {
    const nested = value && typeof value === 'object' ? (value as Item)[field] : undefined;
    return typeof nested === 'string' ? nested : '';
  };
  const pickup = item.shipping && typeof item.shipping === 'object' ? (item.shipping as Item).pickup : null;
  for (const address of [addressOf(pickup, 'address'), addressOf(item.fiscal, 'address')]) {
    const code = provinceOfAddress(address);
    if (code) return code;
  }
  return undefined;
}

const guardPut = (slug: string, producerId: string, now: string): TransactItem => ({
  Put: {
    TableName: readEnv().tableName,
    Item: { ...farmKeys.slug(slug), entity: 'FarmSlug', slug, producerId, createdAt: now },
    ConditionExpression: 'attribute_not_exists(PK) OR producerId = :producerId',
    ExpressionAttributeValues: { ':producerId': producerId },
  },
});

/**
 * The farm's page (whole) and its place in the farm list (GSI5, by name) written on its directory item, which
 * must exist and meet `condition`.
 */
const pageWrite = (
  producerId: string,
  farm: StoredFarm,
  name: string,
  condition: string,
  values: Item = {},
): TransactItem => ({
  Update: {
    TableName: readEnv().tableName,
    Key: userKeys.item(producerId),
    UpdateExpression: 'SET farm = :farm, GSI5PK = :pk, GSI5SK = :sk',
    ConditionExpression: `attribute_exists(PK) AND ${condition}`,
    ExpressionAttributeValues: {
      ':farm': storable(farm),
      ...values,
      ':pk': farmKeys.list(name, producerId).GSI5PK,
      ':sk': farmKeys.list(name, producerId).GSI5SK,
    },
  },
});

/**
 * Gives a producer's directory item its page, made from the farm's name ("finca-del-valle", else "-2" to "-9",
 * else a random suffix), with the province of its addresses. Answers the stored page (another request's,
 * when two made it at once). Null when the item is not a producer's.
 */
export async function createFarm(item: Item): Promise<StoredFarm | null> {
  const existing = storedFarm(item);
  if (existing) return existing;
  const producerId = typeof item.id === 'string' ? item.id : '';
  if (producerId === '' || item.role !== 'producer') return null;
  const name = farmNameOf(item);
  const base = slugOf(name);
  const candidates = [
    base,
    ...Array.from({ length: NUMBERED_CANDIDATES - 1 }, (_, i) => numberedSlug(base, i + 2)),
    numberedSlug(base, Number.parseInt(randomUUID().slice(0, 6), 16)),
  ];
  const province = startingProvince(item);
  for (const slug of candidates) {
    const now = new Date().toISOString();
    const farm: StoredFarm = {
      slug,
      story: '',
      ...(province ? { provinceCode: province } : {}),
      imageUrls: [],
      verifiedImageUrls: [],
      imageVariants: {},
      rejectedImages: 0,
      updatedAt: now,
    };
    const codes = await transactOrCancelled([
      guardPut(slug, producerId, now),
      pageWrite(producerId, farm, name, 'attribute_not_exists(farm)'),
    ]);
    if (!codes) return farm;
    if (failedAt(codes, 1)) return storedFarm(await readFarmItem(producerId, true));
    if (failedAt(codes, 0) !== 'ConditionalCheckFailed')
      throw new Error(`The new page of the farm ${producerId} was cancelled: ${codes.join(', ')}`);
  }
  throw new Error(`No free slug for the farm ${producerId}`);
}

/** The farm's stored page, made on the first read (null: not a producer, or no directory item). */
export async function ensureFarm(producerId: string): Promise<{ item: Item; farm: StoredFarm } | null> {
  const item = await readFarmItem(producerId, true);
  if (!item) return null;
  const farm = storedFarm(item) ?? (await createFarm(item));
  return farm ? { item, farm } : null;
}

/** Why a page write was refused: the slug is another farm's, or the page changed since it was read. */
export type SaveRefusal = 'slug-taken' | 'changed';

/**
 * Writes a farm's page (`next`, whole) over the one read (`seen`): the new slug's guard item when it changed,
 * and the page conditioned on the `updatedAt` read. Answers the refusal, if any (nothing is written then).
 */
export async function saveFarm(
  producerId: string,
  seen: StoredFarm,
  next: StoredFarm,
  name: string,
): Promise<SaveRefusal | null> {
  const items: TransactItem[] = [];
  if (next.slug !== seen.slug) items.push(guardPut(next.slug, producerId, next.updatedAt));
  items.push(pageWrite(producerId, next, name, 'farm.updatedAt = :seen', { ':seen': seen.updatedAt }));
  const codes = await transactOrCancelled(items);
  if (!codes) return null;
  if (items.length === 2 && failedAt(codes, 0) === 'ConditionalCheckFailed') return 'slug-taken';
  if (failedAt(codes, items.length - 1) === 'ConditionalCheckFailed') return 'changed';
  if (codes.some((code) => code === 'TransactionConflict')) return 'changed';
  throw new Error(`The page write of the farm ${producerId} was cancelled: ${codes.join(', ')}`);
}

/**
 * The farm page a product links to, when its producer's farm is shown (else undefined). A farm stored before
 * pages existed gets its page here, once (createFarm is conditional), so every product links to one.
 */
export async function readProductFarm(producerId: string): Promise<ProductFarm | undefined> {
  if (producerId === '') return undefined;
  const item = await readFarmItem(producerId);
  if (!isPublicFarm(item)) return undefined;
  const farm = storedFarm(item) ?? (await createFarm(item));
  return farm ? productFarm(item, farm) : undefined;
}
