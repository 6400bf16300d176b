/**
 * The two farm reads of the share pages (docs/farms.md "Data"), on the keys of services/lib/data/keys.ts:
 *   - a farm's page by slug: GetItem of the slug's guard item, then GetItem of the producer's directory item
 *     (an old slug leads to the farm too; the page then names its current address);
 *   - the farms for the sitemap: Query of GSI5 `FARMS` (active producers only, as the farm list), only the slug
 *     and the page's date projected, paged to the end. No Scan.
 * Only what the storefront shows is public: a farm whose account is not an active producer's is "not found".
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { isFarmSlug } from '../../shared/rules/farm-page.js';
import { provinceName } from '../../shared/rules/provinces.js';
import { farmKeys, FARMS_PARTITION, userKeys } from '../lib/data/keys.js';
import { queryPages } from '../lib/data/query-pages.js';
import { readEnv } from '../lib/env.js';
import { farmNameOf, isPublicFarm, storedFarm } from '../farms/index.js';
import type { PublicFarm } from './farm-tags.js';
import { tableClient } from './table-client.js';

/** The index of the farm list (services/farms/farm-store.ts FARM_LIST_INDEX, checked by the unit test). */
export const FARM_INDEX = 'GSI5';

export interface SitemapFarm {
  slug: string;
  updatedAt?: string;
}

type Item = Record<string, unknown>;

/** A directory item's page as the share page shows it (checked photos only), or null when not public. */
export function toPublicFarm(item: Item | null | undefined): PublicFarm | null {
  if (!isPublicFarm(item)) return null;
  const farm = storedFarm(item);
  if (!farm) return null;
  const imageUrls = farm.imageUrls.filter((url) => farm.verifiedImageUrls.includes(url));
  // The checked photos' WebP variants, for the first view's srcset (as the API's page: farm-record.ts).
  const variants = Object.entries(farm.imageVariants).filter(([url]) => imageUrls.includes(url));
  return {
    slug: farm.slug,
    name: farmNameOf(item),
    province: provinceName(farm.provinceCode ?? null),
    story: farm.story,
    imageUrls,
    ...(variants.length > 0 ? { imageVariants: Object.fromEntries(variants) } : {}),
    ...(farm.updatedAt ? { updatedAt: farm.updatedAt } : {}),
  };
}

/** The farm a slug leads to (its current or an old address), shown publicly; null for anything else. */
export async function readPublicFarm(slug: string): Promise<PublicFarm | null> {
  if (!isFarmSlug(slug)) return null;
  const table = readEnv().tableName;
  const { Item: guard } = await tableClient().send(
    new GetCommand({ TableName: table, Key: farmKeys.slug(slug) }),
  );
  const producerId = typeof guard?.producerId === 'string' ? guard.producerId : '';
  if (producerId === '') return null;
  const { Item: item } = await tableClient().send(
    new GetCommand({ TableName: table, Key: userKeys.item(producerId) }),
  );
  return toPublicFarm(item);
}

/** Every farm page the storefront shows (by name), with the date its page last changed; at most `limit`. */
export async function readFarmPages(limit: number): Promise<SitemapFarm[]> {
  const farms: SitemapFarm[] = [];
  const pages = queryPages(tableClient(), {
    TableName: readEnv().tableName,
    IndexName: FARM_INDEX,
    KeyConditionExpression: 'GSI5PK = :farms',
    FilterExpression: '#role = :producer AND (attribute_not_exists(isActive) OR isActive = :active)',
    ProjectionExpression: '#farm.#slug, #farm.updatedAt',
    ExpressionAttributeNames: { '#role': 'role', '#farm': 'farm', '#slug': 'slug' },
    ExpressionAttributeValues: { ':farms': FARMS_PARTITION, ':producer': 'producer', ':active': true },
  });
  for await (const answer of pages) {
    for (const item of answer.Items ?? []) {
      const farm = item.farm as Item | undefined;
      const slug = typeof farm?.slug === 'string' ? farm.slug : '';
      if (!isFarmSlug(slug)) continue;
      const updatedAt = typeof farm?.updatedAt === 'string' ? farm.updatedAt : '';
      farms.push({ slug, ...(updatedAt ? { updatedAt } : {}) });
    }
    if (farms.length >= limit) break;
  }
  return farms.slice(0, limit);
}
