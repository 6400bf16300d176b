/**
 * The payments sweeper, run every minute by an EventBridge schedule in AWS (every few seconds by the local
 * stack): the deadlines and the retries nobody else triggers.
 *   1. orders past their payment deadline (the PAYMENT_DUE list, services/orders/payment/due.ts) are cancelled
 *      (services/orders/expire-unpaid.ts), a card order only once its pages are closed at the provider (one
 *      found paid pays the order instead);
 *   2. card refunds still pending after a failed attempt are sent again once their pause is over
 *      (refund-sender.ts), until MAX_REFUND_ATTEMPTS;
 *   3. the farms' payouts, on the admin's schedule (payout-schedule.ts), once per period;
 *   4. shoppers owed a refund by transfer who have not given their account are reminded (refund-reminders.ts);
 *   5. withdrawals whose refund is past its legal deadline are counted for the alarm (services/withdrawals).
 * Every step is idempotent: two sweeps at once do each thing once.
 */
import type { ScheduledEvent } from 'aws-lambda';
import { ddb } from '../lib/clients/dynamodb.js';
import { isConditionFailure } from '../lib/data/condition-failure.js';
import { PAYMENT_DUE_PARTITION } from '../lib/data/money-keys.js';
import { queryAll } from '../lib/data/query-pages.js';
import { readEnv } from '../lib/env.js';
import { createLogger } from '../lib/logger.js';
import { scheduledTime } from '../lib/schedule-time.js';
import { payoutPeriod } from './payout-schedule.js';
import { refundRetryDelaySeconds, expireUnpaidOrder } from '../orders/index.js';
import { readPaymentSettings } from '../shop/index.js';
import { overdueWithdrawals } from '../withdrawals/index.js';
import { sendRefund } from './refund-sender.js';
import { payFarms } from './payouts.js';
import { refundsWithStatus } from './refund-list.js';
import { remindRefundAccounts } from './refund-reminders.js';
import { putItem } from '../lib/data/item-commands.js';

const logger = createLogger('payments-sweeper');
/** Orders handled per sweep (the next sweep takes the rest). */
const MAX_PER_SWEEP = 200;

export interface SweepReport {
  cancelled: number;
  settled: number;
  kept: number;
  /** Card orders found paid at the provider at their deadline (their webhook lost or late): paid, not cancelled. */
  paid: number;
  /** Card orders whose provider could not be asked: they wait for the next sweep. */
  deferred: number;
  refundsSent: number;
  /** Payouts made by the schedule in this sweep. */
  scheduledPayouts: number;
  /** Shoppers reminded to give the account their refund goes to. */
  refundReminders: number;
  /** Withdrawals whose refund is past its legal deadline (docs/legal.md). */
  overdueWithdrawals: number;
}

export async function sweepPayments(now: Date = new Date()): Promise<SweepReport> {
  const report: SweepReport = {
    cancelled: 0,
    settled: 0,
    kept: 0,
    paid: 0,
    deferred: 0,
    refundsSent: 0,
    scheduledPayouts: 0,
    refundReminders: 0,
    overdueWithdrawals: 0,
  };
  const due = await queryAll(ddb(), {
    TableName: readEnv().tableName,
    KeyConditionExpression: 'PK = :pk AND SK <= :now',
    ExpressionAttributeValues: { ':pk': PAYMENT_DUE_PARTITION, ':now': `${now.toISOString()}#\uffff` },
  });
  for (const item of due.slice(0, MAX_PER_SWEEP)) {
    const outcome = await expireUnpaidOrder(String(item.orderId), String(item.dueAt), now);
    report[outcome] += 1;
    if (outcome === 'kept')
      logger.warn('Unpaid order past its deadline kept: a farm moved it on', { orderId: item.orderId });
    if (outcome === 'paid')
      logger.warn('Card order paid at the provider found at its deadline (webhook lost or late): paid', {
        orderId: item.orderId,
      });
    if (outcome === 'deferred')
      logger.warn('Card order at its deadline not expired: the provider could not be asked', {
        orderId: item.orderId,
      });
  }
  for (const refund of await refundsWithStatus('pending')) {
    const last = refund.lastAttemptAt ? new Date(refund.lastAttemptAt).getTime() : 0;
    const wait = refund.attempts === 0 ? 0 : refundRetryDelaySeconds(refund.attempts) * 1000;
    if (now.getTime() - last < Math.max(wait, 10_000)) continue;
    if ((await sendRefund(refund)) !== 'skipped') report.refundsSent += 1;
  }
  report.scheduledPayouts = await scheduledPayouts(now);
  report.refundReminders = await remindRefundAccounts(now);
  const withdrawals = await overdueWithdrawals(now);
  report.overdueWithdrawals = withdrawals.overdue.length;
  if (withdrawals.overdue.length > 0)
    logger.error('Withdrawal refunds past their legal deadline', { overdue: withdrawals.overdue });
  if (
    report.cancelled +
      report.kept +
      report.paid +
      report.deferred +
      report.refundsSent +
      report.scheduledPayouts +
      report.refundReminders >
    0
  )
    logger.info('Payments sweep', { ...report });
  return report;
}

/** Runs the period's payouts once when the admin set a schedule; answers how many were made. */
async function scheduledPayouts(now: Date): Promise<number> {
  const period = payoutPeriod((await readPaymentSettings()).payoutSchedule, now);
  if (!period) return 0;
  try {
    await putItem({
      Item: {
        PK: `PAYOUT_RUN#${period}`,
        SK: 'RUN',
        entity: 'PayoutRun',
        period,
        startedAt: now.toISOString(),
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
  } catch (error) {
    if (isConditionFailure(error)) return 0;
    throw error;
  }
  return (await payFarms(null)).payouts.length;
}

export async function sweepHandler(event?: ScheduledEvent): Promise<SweepReport> {
  return sweepPayments(scheduledTime(event));
}
