/**
 * Withdrawals whose refund is not made by its legal deadline: 14 days after the withdrawal (TRLGDCU art. 107;
 * docs/legal.md). The payments sweeper runs this every minute: each withdrawal of the open list (GSI2
 * `WITHDRAWALS#OPEN`, sparse, by deadline) past its deadline is either settled (the goods received and every
 * refund their receipt owed done, or nothing to give back: it leaves the list) or overdue (counted
 * as `WithdrawalRefundsOverdue`, whose alarm tells the admins, logged with its order).
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../lib/clients/dynamodb.js';
import { withdrawalKeys } from '../lib/data/keys.js';
import { queryAll } from '../lib/data/query-pages.js';
import { readEnv } from '../lib/env.js';
import { countMetric, METRIC } from '../lib/observability/metrics.js';
import { toStoredWithdrawal, type StoredWithdrawal } from '../orders/index.js';
import { updateItem } from '../lib/data/item-commands.js';

type Item = Record<string, unknown>;
const DONE = new Set(['succeeded']);

/**
 * Whether the withdrawal's money is back with the consumer: the goods received and every refund their receipt
 * owed (its `refundIds`, among the order's refunds) done; none owed when nothing had been paid for the lines.
 */
export function refundMade(withdrawal: StoredWithdrawal, orderItems: readonly Item[]): boolean {
  if (withdrawal.status !== 'received') return false;
  const ids = new Set(withdrawal.refundIds ?? []);
  const refunds = orderItems.filter(
    (item) => String(item.SK ?? '').startsWith('REFUND#') && ids.has(String(item.id ?? '')),
  );
  return refunds.length === ids.size && refunds.every((refund) => DONE.has(String(refund.status)));
}

/** Takes a settled withdrawal off the open list. */
async function close(withdrawal: StoredWithdrawal): Promise<void> {
  await updateItem({
    Key: withdrawalKeys.item(withdrawal.orderId, withdrawal.id),
    UpdateExpression: 'REMOVE GSI2PK, GSI2SK',
    ConditionExpression: 'attribute_exists(PK)',
  });
}

export interface OverdueReport {
  overdue: { withdrawalId: string; orderId: string; refundDueAt: string }[];
  settled: number;
}

/** Checks the withdrawals past their refund deadline at `now` (see the header). */
export async function overdueWithdrawals(now: Date): Promise<OverdueReport> {
  const TableName = readEnv().tableName;
  const due = await queryAll(ddb(), {
    TableName,
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK <= :now',
    ExpressionAttributeValues: { ':pk': withdrawalKeys.openPartition, ':now': `${now.toISOString()}#\uffff` },
  });
  const report: OverdueReport = { overdue: [], settled: 0 };
  for (const entry of due) {
    const withdrawal = toStoredWithdrawal(entry);
    const { Items: orderItems = [] } = await ddb().send(
      new QueryCommand({
        TableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :refund)',
        ExpressionAttributeValues: { ':pk': `ORDER#${withdrawal.orderId}`, ':refund': 'REFUND#' },
      }),
    );
    if (refundMade(withdrawal, orderItems)) {
      await close(withdrawal);
      report.settled += 1;
    } else {
      report.overdue.push({
        withdrawalId: withdrawal.id,
        orderId: withdrawal.orderId,
        refundDueAt: withdrawal.refundDueAt,
      });
    }
  }
  if (report.overdue.length > 0) countMetric(METRIC.withdrawalRefundsOverdue, report.overdue.length);
  return report;
}
