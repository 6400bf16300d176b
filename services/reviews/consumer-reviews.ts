/**
 * A consumer's reviews as their personal data (docs/legal.md "Data rights", docs/reviews.md): read for their
 * export (GSI6 `CONSUMER_REVIEWS#<id>`), deleted with their pointers when they delete their account. The
 * products' ratings follow from the stream (a removed review no longer counts).
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../lib/clients/dynamodb.js';
import { queryAll } from '../lib/data/query-pages.js';
import { reviewKeys } from '../lib/data/selling-keys.js';
import { readEnv } from '../lib/env.js';
import { fromItem, isReviewItem, toManagedReview } from './review-record.js';
import type { ManagedReview } from '../../shared/contracts/reviews/entities.js';

export async function consumerReviews(consumerId: string): Promise<ManagedReview[]> {
  const items = await queryAll(ddb(), {
    TableName: readEnv().tableName,
    IndexName: 'GSI6',
    KeyConditionExpression: 'GSI6PK = :pk',
    ExpressionAttributeValues: { ':pk': reviewKeys.byConsumer(consumerId).GSI6PK },
    ScanIndexForward: false,
  });
  return items.filter(isReviewItem).map((item) => toManagedReview(fromItem(item)));
}

/** Deletes the consumer's reviews and their pointers; answers how many reviews went. */
export async function deleteConsumerReviews(consumerId: string): Promise<number> {
  const reviews = await consumerReviews(consumerId);
  const keys = reviews.flatMap((review) => [
    reviewKeys.item(review.productId, consumerId),
    reviewKeys.pointer(review.id),
  ]);
  const table = readEnv().tableName;
  for (let start = 0; start < keys.length; start += 25) {
    let pending = keys.slice(start, start + 25).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; pending.length > 0 && attempt < 8; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const answer = await ddb().send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      pending = (answer.UnprocessedItems?.[table] ?? []) as typeof pending;
    }
    if (pending.length > 0) throw new Error(`${pending.length} review deletes left unprocessed`);
  }
  return reviews.length;
}
