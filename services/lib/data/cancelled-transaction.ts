/**
 * Test support (not a test file): a TransactWriteItems cancelled, as DynamoDB reports it (one code per item of
 * the request, in order: 'None', 'ConditionalCheckFailed', 'TransactionConflict', ...). What
 * services/lib/data/transactions.ts reads.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';

/** The error of a cancelled transaction with these per-item codes. */
export function cancelled(codes: readonly string[]): TransactionCanceledException {
  return new TransactionCanceledException({
    message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes.join(', ')}]`,
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
}
