/**
 * The reads the share pages need, on the keys of services/lib/data/keys.ts: a product by id (GetItem) with its
 * farm (GetItem of the producer's directory item, for the link on the first view), and the active catalog for
 * the sitemap (Query on GSI2 CATALOG#ACTIVE, only id and date projected, paged to the end). No Scan. Only
 * active products are public: an inactive one is "not found" here, as in the API.
 */
import { readImageVariants, type ImageVariants } from '../../shared/utils/image-variants.js';
import { categoryOf } from '../../shared/constants/product-attributes.js';
import type { ProductFarm } from '../../shared/contracts/products/farm-entities.js';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ID_MAX_LENGTH, ID_PATTERN } from '../../shared/constants/limits.js';
import { tableClient } from './table-client.js';
import { catalogPartition, productKeys, userKeys } from '../lib/data/keys.js';
import { reviewKeys } from '../lib/data/selling-keys.js';
import { farmSummary, isPublicFarm, storedFarm } from '../farms/index.js';
import { queryPages } from '../lib/data/query-pages.js';
import { readEnv } from '../lib/env.js';
import { storedImageStatus, storedVerifiedUrls } from '../lib/product-images.js';
import type { PublicProduct, PublicReview } from './head-tags.js';
import { SITEMAP_MAX_URLS, type SitemapProduct } from './sitemap.js';

type Item = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const number = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Whether a path segment can be a product id at all (bounded, our id characters). */
export const isProductId = (id: string): boolean => id.length <= ID_MAX_LENGTH && ID_PATTERN.test(id);

/** The recorded WebP variants of the given photos (readImageVariants); none when absent. */
function imageVariantsOf(value: unknown, urls: readonly string[]): Pick<PublicProduct, 'imageVariants'> {
  if (typeof value !== 'object' || value === null) return {};
  const variants: Record<string, ImageVariants> = {};
  for (const url of urls) {
    const known = readImageVariants((value as Record<string, unknown>)[url]);
    if (known) variants[url] = known;
  }
  return Object.keys(variants).length > 0 ? { imageVariants: variants } : {};
}

/**
 * A product item as the API answers it to anyone (services/products, the public view): only an active product
 * whose main photo passed its check, only its checked photos, a unit of 'kg' when none was stored, the category
 * 'otros' when none. The page's first view shows these, and the app's own answer must show the same.
 */
export function toPublicProduct(item: Item): PublicProduct | null {
  const isActive = typeof item.isActive === 'boolean' ? item.isActive : item.active === true;
  const productId = text(item.productId) || text(item.id);
  if (item.SK !== 'PRODUCT' || !isActive || !productId || storedImageStatus(item) !== 'verified') return null;
  const verified = new Set(storedVerifiedUrls(item));
  const thumbnailUrl = text(item.thumbnailUrl);
  const imageUrls = Array.isArray(item.imageUrls)
    ? item.imageUrls.filter((url): url is string => typeof url === 'string' && verified.has(url))
    : [];
  return {
    productId,
    name: text(item.name),
    shortDescription: text(item.shortDescription),
    price: Math.round(number(item.price) * 100) / 100,
    unit: typeof item.unit === 'string' ? item.unit : 'kg',
    stock: Math.max(0, Math.trunc(number(item.stock))),
    thumbnailUrl: thumbnailUrl && verified.has(thumbnailUrl) ? thumbnailUrl : null,
    imageUrls,
    ...(typeof item.producerName === 'string' ? { producerName: item.producerName } : {}),
    ...(text(item.updatedAt) ? { updatedAt: text(item.updatedAt) } : {}),
    ...imageVariantsOf(item.imageVariants, imageUrls),
    // As the API answers it ('otros' for a product stored without one).
    category: categoryOf(item.category),
    ...ratingOf(item.rating),
  };
}

/** The stored rating (docs/reviews.md), when the product has published reviews. */
function ratingOf(value: unknown): Pick<PublicProduct, 'rating'> {
  const rating = (value ?? {}) as Item;
  const count = rating.count;
  if (typeof count !== 'number' || !Number.isInteger(count) || count <= 0) return {};
  return { rating: { average: number(rating.average), count } };
}

/** Reviews a share page describes: the newest published ones. */
export const SHARE_PAGE_REVIEWS = 5;

/** The product's newest published reviews (Query of GSI4 `REVIEWS#<id>`, descending). */
async function readLatestReviews(productId: string): Promise<PublicReview[]> {
  const { Items = [] } = await tableClient().send(
    new QueryCommand({
      TableName: readEnv().tableName,
      IndexName: 'GSI4',
      KeyConditionExpression: 'GSI4PK = :pk',
      ExpressionAttributeValues: { ':pk': reviewKeys.published(productId, '', '').GSI4PK },
      ProjectionExpression: 'author, rating, #comment, createdAt',
      ExpressionAttributeNames: { '#comment': 'comment' },
      ScanIndexForward: false,
      Limit: SHARE_PAGE_REVIEWS,
    }),
  );
  return Items.flatMap((item) =>
    Number.isInteger(item.rating) && text(item.author) && text(item.createdAt)
      ? [
          {
            author: text(item.author),
            rating: item.rating as number,
            comment: text(item.comment) || null,
            createdAt: text(item.createdAt),
          },
        ]
      : [],
  );
}

/**
 * A producer's farm as the API puts it on a product (services/lib/farms: only a public farm with a page);
 * undefined otherwise. Read-only: a farm whose page the API has not made yet has none here either (the app's
 * own answer then adds the link once it has made it).
 */
export function toProductFarm(item: Item | null | undefined): ProductFarm | undefined {
  if (!isPublicFarm(item)) return undefined;
  const farm = storedFarm(item);
  if (!farm) return undefined;
  const { slug, name, province } = farmSummary(item, farm);
  return { slug, name, province };
}

/** An active product, or null (unknown, inactive, or an id that cannot exist). */
export async function readPublicProduct(id: string): Promise<PublicProduct | null> {
  if (!isProductId(id)) return null;
  const table = readEnv().tableName;
  const answer = await tableClient().send(new GetCommand({ TableName: table, Key: productKeys.item(id) }));
  const found = answer.Item ? toPublicProduct(answer.Item) : null;
  const product = found?.rating ? { ...found, reviews: await readLatestReviews(found.productId) } : found;
  const producerId = text(answer.Item?.producerId);
  if (!product || producerId === '') return product;
  const { Item: producer } = await tableClient().send(
    new GetCommand({ TableName: table, Key: userKeys.item(producerId) }),
  );
  const farm = toProductFarm(producer);
  return farm ? { ...product, farm } : product;
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
