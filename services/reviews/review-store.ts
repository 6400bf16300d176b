/**
 * Reads and writes of the reviews (keys: services/lib/data/selling-keys.ts reviewKeys). A new review and its pointer go
 * in one transaction, conditioned on neither existing (one per product and consumer, even under concurrency);
 * every later change replaces the item, conditioned on the version read (two admins or an admin and the farm
 * never overwrite each other's change unseen).
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll } from '../lib/data/query-pages.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { writtenUnlessRefused } from '../lib/data/condition-failure.js';
import { reviewKeys } from '../lib/data/selling-keys.js';
import { decodePageToken, encodePageToken } from '../lib/data/page-token.js';
import { transactUnlessCancelled } from '../lib/data/transact.js';
import { readEnv } from '../lib/env.js';
import { fromItem, isReviewItem, toItem, type StoredReview } from './review-record.js';
import { getItem, putItem } from '../lib/data/item-commands.js';

const table = () => readEnv().tableName;

export async function readOwnReview(productId: string, consumerId: string): Promise<StoredReview | null> {
  const { Item } = await getItem({ Key: reviewKeys.item(productId, consumerId), ConsistentRead: true });
  return isReviewItem(Item) ? fromItem(Item) : null;
}

export async function readReview(reviewId: string): Promise<StoredReview | null> {
  const { Item: pointer } = await getItem({ Key: reviewKeys.pointer(reviewId), ConsistentRead: true });
  if (typeof pointer?.productId !== 'string' || typeof pointer.consumerId !== 'string') return null;
  return readOwnReview(pointer.productId, pointer.consumerId);
}

/** Writes a new review; false when the consumer already has one of the product. */
export async function insertReview(review: StoredReview): Promise<boolean> {
  return transactUnlessCancelled([
    {
      Put: {
        TableName: table(),
        Item: toItem(review),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Put: {
        TableName: table(),
        Item: {
          ...reviewKeys.pointer(review.id),
          entity: 'ReviewPointer',
          productId: review.productId,
          consumerId: review.consumerId,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ]);
}

/** Replaces the review with `next` if it is still at `previous.version`; false when it changed meanwhile. */
export async function saveReview(previous: StoredReview, next: StoredReview): Promise<boolean> {
  return writtenUnlessRefused(
    putItem({
      Item: toItem({ ...next, version: previous.version + 1 }),
      ConditionExpression: 'attribute_exists(PK) AND #version = :version',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':version': previous.version },
    }),
  );
}

/** Every review of a product, any state (the rating summary). */
export async function readProductReviews(productId: string): Promise<StoredReview[]> {
  const items = await queryAll(ddb(), {
    TableName: table(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :review)',
    ExpressionAttributeValues: { ':pk': reviewKeys.item(productId, '').PK, ':review': 'REVIEW#' },
    ConsistentRead: true,
  });
  return items.filter(isReviewItem).map(fromItem);
}

/** One of the reviews' index partitions (selling-keys.ts reviewKeys), newest first. */
export interface ReviewIndex {
  index: 'GSI1' | 'GSI2' | 'GSI3' | 'GSI4' | 'GSI5';
  partition: string;
}

export interface ReviewPageResult {
  reviews: StoredReview[];
  nextToken: string | null;
}

/** A page of an index partition, newest first; a token that is not this partition's answers 422. */
export async function readReviewPage(
  { index, partition }: ReviewIndex,
  limit: number,
  nextToken: string | undefined,
): Promise<ReviewPageResult> {
  const pk = `${index}PK`;
  const startKey = decodePageToken(nextToken, {
    attributes: ['PK', 'SK', pk, `${index}SK`],
    accepts: (key) => key[pk] === partition && key.SK?.startsWith('REVIEW#') === true,
  });
  const page = await ddb().send(
    new QueryCommand({
      TableName: table(),
      IndexName: index,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': pk },
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return {
    reviews: (page.Items ?? []).filter(isReviewItem).map(fromItem),
    nextToken: encodePageToken(page.LastEvaluatedKey),
  };
}
