/**
 * Refunds recorded before the refund history and the owed amounts (docs/payments.md, "Refunds"): each gets
 * its place in the history (GSI2 `REFUNDS`), and one not done yet is counted as owed on its order's payment
 * (refund_pending until the money moves): orders' adoptLegacyRefund, one conditional transaction a refund.
 *
 *   GSI1 `REFUNDS#<status>` for the statuses refunds had then (pending, succeeded, failed, owed), a page at a
 *   time, filtered to the items without the history's key.
 *
 * Idempotent, resumable (the cursor is the status and the Query's start key), ends with its marker
 * (`MIGRATION#refund-history`). No Scan. Writes through the services' client on TABLE_NAME.
 */
import { readEnv } from '../lib/env.js';
import { adoptLegacyRefund } from '../orders/index.js';
import { migration, walkPages, type StartKey, type ResumeOptions } from './marker.js';

export const REFUND_HISTORY_MIGRATION = 'refund-history';
export const LEGACY_REFUND_STATUSES = ['pending', 'succeeded', 'failed', 'owed'] as const;
const PAGE_SIZE = 100;

export interface RefundHistoryCursor {
  status: (typeof LEGACY_REFUND_STATUSES)[number];
  startKey?: StartKey;
}

export interface RefundHistoryReport {
  done: boolean;
  /** Refunds brought over now. */
  refunds: number;
  next?: RefundHistoryCursor;
}

export type RefundHistoryOptions = ResumeOptions<RefundHistoryCursor>;

export const backfillRefundHistory = migration<RefundHistoryReport, RefundHistoryOptions>(
  REFUND_HISTORY_MIGRATION,
  { refunds: 0 },
  async ({ documents, tableName, options }, report) => {
    const first = options.from ? LEGACY_REFUND_STATUSES.indexOf(options.from.status) : 0;
    for (const status of LEGACY_REFUND_STATUSES.slice(Math.max(0, first))) {
      const startKey = await walkPages(
        documents,
        {
          TableName: tableName,
          IndexName: 'GSI1',
          KeyConditionExpression: 'GSI1PK = :pk',
          FilterExpression: 'attribute_not_exists(GSI2PK)',
          ExpressionAttributeValues: { ':pk': `REFUNDS#${status}` },
          Limit: PAGE_SIZE,
        },
        options.from?.status === status ? options.from.startKey : undefined,
        async (items) => {
          if (items.length > 0 && tableName !== readEnv().tableName)
            throw new Error(
              `Refunds are brought over in TABLE_NAME (${readEnv().tableName}), not in ${tableName}`,
            );
          for (const item of items) if (await adoptLegacyRefund(item)) report.refunds += 1;
        },
        options.shouldPause,
      );
      if (startKey) return { ...report, next: { status, startKey } };
    }
    return report;
  },
);
