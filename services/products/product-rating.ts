/**
 * A product's rating (docs/reviews.md): the summary of its published reviews, kept on the product item by the
 * events function from the table's stream (services/events/review-ratings.ts) and answered as `product.rating`.
 * The products domain owns the item: the reviews' processor writes through setProductRating.
 */
import { queryPages } from '../lib/data/query-pages.js';
import type { ReviewSummary, RatingSummary } from '../../shared/contracts/reviews/entities.js';
import { RATING_VALUES } from '../../shared/constants/reviews.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { writtenUnlessRefused } from '../lib/data/condition-failure.js';
import { producerPartition, productKeys, ratingKey } from '../lib/data/keys.js';
import { readEnv } from '../lib/env.js';
import { toProductState, type ProductState } from './read-products.js';
import { getItem, updateItem } from '../lib/data/item-commands.js';

type Item = Record<string, unknown>;

export const emptyDistribution = (): ReviewSummary['distribution'] => ({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 });

/** The stored rating of a product item (null without published reviews). */
export function ratingOf(item: Item | undefined | null): RatingSummary | null {
  const rating = item?.rating as Item | undefined;
  if (!rating || typeof rating !== 'object') return null;
  const average = Number(rating.average);
  const count = Number(rating.count);
  if (!Number.isFinite(average) || !Number.isInteger(count) || count <= 0) return null;
  return { average, count };
}

/** The stored summary with its distribution (zeros without reviews). */
export function summaryOf(item: Item | undefined | null): ReviewSummary {
  const rating = ratingOf(item);
  const stored = (item?.ratingDistribution ?? {}) as Item;
  const distribution = emptyDistribution();
  for (const stars of RATING_VALUES) {
    const value = Number(stored[String(stars)]);
    distribution[stars] = rating && Number.isInteger(value) && value > 0 ? value : 0;
  }
  return { average: rating?.average ?? 0, count: rating?.count ?? 0, distribution };
}

/**
 * Stores the summary on the product item (count 0: the rating removed). A product deleted meanwhile is left
 * alone (false).
 */
export async function setProductRating(productId: string, summary: ReviewSummary): Promise<boolean> {
  const rated = summary.count > 0;
  const rating = rated ? { average: summary.average, count: summary.count } : null;
  return writtenUnlessRefused(
    updateItem({
      Key: productKeys.item(productId),
      // Its place in the rating order (GSI6) moves with it; the search entries follow from the stream.
      ConditionExpression: 'attribute_exists(PK) AND attribute_exists(createdAt)',
      UpdateExpression: rated
        ? 'SET rating = :rating, ratingDistribution = :distribution, GSI6SK = :ratingKey'
        : 'SET GSI6SK = :ratingKey REMOVE rating, ratingDistribution',
      ExpressionAttributeValues: {
        ...(rated ? { ':rating': rating, ':distribution': summary.distribution } : {}),
        ':ratingKey': ratingKey(rating, await createdAtOf(productId), productId),
      },
    }),
  );
}

/** When the product was created (its rating key's tie-break); '' when it is gone. */
async function createdAtOf(productId: string): Promise<string> {
  const { Item } = await getItem({ Key: productKeys.item(productId), ProjectionExpression: 'createdAt' });
  return typeof Item?.createdAt === 'string' ? Item.createdAt : '';
}

/** A product with its reviews' summary (null: no such product). */
export async function readRatedProduct(
  productId: string,
): Promise<{ product: ProductState; summary: ReviewSummary } | null> {
  const { Item: item } = await getItem({ Key: productKeys.item(productId) });
  const product = toProductState(item);
  return product ? { product, summary: summaryOf(item) } : null;
}

/**
 * A farm's rating over its active products (the farm page): every published review of them counts once, by the
 * stars' distribution each product keeps (exact, not the rounded averages). One Query of the farm's products
 * (GSI1 `PRODUCER#<id>`, `PRODUCT#...`), only the attributes it needs. Null without any review.
 */
export async function readFarmRating(producerId: string): Promise<RatingSummary | null> {
  let total = 0;
  let count = 0;
  for await (const page of queryPages(ddb(), {
    TableName: readEnv().tableName,
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :product)',
    ExpressionAttributeValues: { ':pk': producerPartition(producerId), ':product': 'PRODUCT#' },
    ProjectionExpression: 'rating, ratingDistribution, isActive, active',
  })) {
    for (const item of page.Items ?? []) {
      const active = typeof item.isActive === 'boolean' ? item.isActive : item.active === true;
      if (!active) continue;
      const { distribution } = summaryOf(item);
      for (const stars of RATING_VALUES) {
        total += stars * distribution[stars];
        count += distribution[stars];
      }
    }
  }
  return count === 0 ? null : { average: Math.round((total / count) * 10) / 10, count };
}
