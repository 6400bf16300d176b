/**
 * The two reads the share pages need, on the keys of services/lib/data/keys.ts: a product by id (GetItem)
 * and the active catalog for the sitemap (Query on GSI2 CATALOG#ACTIVE, only id and date projected, paged to
 * the end). No Scan. Only active products are public: an inactive one is "not found" here, as in the API.
 */
import { readImageVariants, type ImageVariants } from '../../shared/utils/image-variants.js';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ID_MAX_LENGTH, ID_PATTERN } from '../../shared/constants/limits.js';
import { tableClient } from './table-client.js';
import { catalogPartition, productKeys } from '../lib/data/keys.js';
import { queryPages } from '../lib/data/query-pages.js';
import { readEnv } from '../lib/env.js';
import type { PublicProduct } from './head-tags.js';
import { SITEMAP_MAX_URLS, type SitemapProduct } from './sitemap.js';

type Item = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const number = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Whether a path segment can be a product id at all (bounded, our id characters). */
export const isProductId = (id: string): boolean => id.length <= ID_MAX_LENGTH && ID_PATTERN.test(id);

/** The recorded WebP variants per photo URL, each checked (readImageVariants); none when absent. */
function imageVariantsOf(value: unknown): Pick<PublicProduct, 'imageVariants'> {
  if (typeof value !== 'object' || value === null) return {};
  const variants: Record<string, ImageVariants> = {};
  for (const [url, recorded] of Object.entries(value)) {
    const known = readImageVariants(recorded);
    if (known) variants[url] = known;
  }
  return Object.keys(variants).length > 0 ? { imageVariants: variants } : {};
}

export function toPublicProduct(item: Item): PublicProduct | null {
  const isActive = typeof item.isActive === 'boolean' ? item.isActive : item.active === true;
  const productId = text(item.productId) || text(item.id);
  if (item.SK !== 'PRODUCT' || !isActive || !productId) return null;
  return {
    productId,
    name: text(item.name),
    shortDescription: text(item.shortDescription),
    price: Math.round(number(item.price) * 100) / 100,
    unit: text(item.unit),
    stock: Math.max(0, Math.trunc(number(item.stock))),
    thumbnailUrl: text(item.thumbnailUrl) || null,
    imageUrls: Array.isArray(item.imageUrls)
      ? item.imageUrls.filter((url): url is string => typeof url === 'string')
      : [],
    ...(text(item.producerName) ? { producerName: text(item.producerName) } : {}),
    ...(text(item.updatedAt) ? { updatedAt: text(item.updatedAt) } : {}),
    ...imageVariantsOf(item.imageVariants),
  };
}

/** An active product, or null (unknown, inactive, or an id that cannot exist). */
export async function readPublicProduct(id: string): Promise<PublicProduct | null> {
  if (!isProductId(id)) return null;
  const answer = await tableClient().send(
    new GetCommand({ TableName: readEnv().tableName, Key: productKeys.item(id) }),
  );
  return answer.Item ? toPublicProduct(answer.Item) : null;
}

/** Every active product's id and last change, newest first, at most the sitemap's limit. */
export async function readActiveCatalog(): Promise<SitemapProduct[]> {
  const products: SitemapProduct[] = [];
  const pages = queryPages(tableClient(), {
    TableName: readEnv().tableName,
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :catalog',
    ExpressionAttributeValues: { ':catalog': catalogPartition(true) },
    ProjectionExpression: 'productId, updatedAt',
    ScanIndexForward: false,
  });
  for await (const answer of pages) {
    for (const item of answer.Items ?? []) {
      const productId = text(item.productId);
      if (productId)
        products.push({ productId, ...(text(item.updatedAt) ? { updatedAt: text(item.updatedAt) } : {}) });
    }
    if (products.length >= SITEMAP_MAX_URLS) break;
  }
  return products.slice(0, SITEMAP_MAX_URLS);
}
