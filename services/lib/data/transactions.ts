import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';

/**
 * Reading why a TransactWriteItems was cancelled: one code per item, in request order ('None' for the items
 * that were fine, 'ConditionalCheckFailed', 'TransactionConflict', ...). DynamoDB sends them as
 * CancellationReasons; when a client or emulator only has them in the message
 * ("... cancellation reasons [ConditionalCheckFailed, None]") they are read from there.
 */
export function isTransactionCanceled(error: unknown): boolean {
  return (error as { name?: string } | null)?.name === 'TransactionCanceledException';
}

/** The per-item codes of a cancelled transaction, or null when the error is not a cancellation. */
export function cancellationCodes(error: unknown): string[] | null {
  if (!isTransactionCanceled(error)) return null;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  if (Array.isArray(reasons) && reasons.length > 0) return reasons.map((reason) => reason.Code ?? 'None');
  const listed = /\[([^\]]*)\]\s*$/.exec((error as { message?: string }).message ?? '');
  return listed?.[1] ? listed[1].split(',').map((code) => code.trim() || 'None') : [];
}

/** Whether item `index` of a cancelled transaction failed for a reason other than 'None'. */
export function failedAt(codes: readonly string[], index: number): string | null {
  const code = codes[index];
  return code && code !== 'None' ? code : null;
}

/** Codes that mean "someone else got there first": answer 409, never 500. */
export const CONFLICT_CODES = new Set(['ConditionalCheckFailed', 'TransactionConflict']);

/** One item of a TransactWriteItems. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
