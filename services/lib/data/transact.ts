import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../clients/dynamodb.js';
import { cancellationCodes, type TransactItem } from './transactions.js';

/**
 * Writes `items` as one TransactWriteItems: null when written, the per-item codes of the cancellation when
 * DynamoDB cancelled it (an item was not as read: the caller reads again, refuses or stops, by the codes); any
 * other error is thrown.
 */
export async function transactOrCancelled(items: TransactItem[]): Promise<string[] | null> {
  try {
    await ddb().send(new TransactWriteCommand({ TransactItems: items }));
    return null;
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    return codes;
  }
}

/**
 * Writes `items` as one TransactWriteItems: true when written, false when DynamoDB cancelled it (an item was not
 * as read: the caller's next run or retry reads again); any other error is thrown.
 */
export async function transactUnlessCancelled(items: TransactItem[]): Promise<boolean> {
  return (await transactOrCancelled(items)) === null;
}

/** A short, growing, jittered wait before a cancelled transaction's next run (read, plan and write again). */
export const retryPause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 20 * 2 ** attempt));
