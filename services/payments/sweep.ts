/**
 * The payments sweeper, run every minute by an EventBridge schedule in AWS (every few seconds by the local
 * stack): the deadlines and the retries nobody else triggers.
 *   1. orders past their payment deadline (the PAYMENT_DUE list, lib/payments/due.ts) are cancelled
 *      (services/orders/expire-unpaid.ts);
 *   2. card refunds still pending after a failed attempt are sent again once their pause is over
 *      (lib/payments/refund-sender.ts), until MAX_REFUND_ATTEMPTS.
 * Every step is idempotent: two sweeps at once do each thing once.
 */
import type { ScheduledEvent } from 'aws-lambda';
import { ddb } from '../lib/clients/dynamodb.js';
import { PAYMENT_DUE_PARTITION } from '../lib/data/keys.js';
import { queryAll } from '../lib/data/query-pages.js';
import { readEnv } from '../lib/env.js';
import { createLogger } from '../lib/logger.js';
import { refundRetryDelaySeconds } from '../lib/payments/refunds.js';
import { sendRefund } from '../lib/payments/refund-sender.js';
import { expireUnpaidOrder } from '../orders/expire-unpaid.js';
import { refundsWithStatus } from './refunds.js';

const logger = createLogger('payments-sweeper');
/** Orders handled per sweep (the next sweep takes the rest). */
const MAX_PER_SWEEP = 200;

export interface SweepReport {
  cancelled: number;
  settled: number;
  kept: number;
  refundsSent: number;
}

export async function sweepPayments(now: Date = new Date()): Promise<SweepReport> {
  const report: SweepReport = { cancelled: 0, settled: 0, kept: 0, refundsSent: 0 };
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
  }
  for (const refund of await refundsWithStatus('pending')) {
    const last = refund.lastAttemptAt ? new Date(refund.lastAttemptAt).getTime() : 0;
    const wait = refund.attempts === 0 ? 0 : refundRetryDelaySeconds(refund.attempts) * 1000;
    if (now.getTime() - last < Math.max(wait, 10_000)) continue;
    if ((await sendRefund(refund)) !== 'skipped') report.refundsSent += 1;
  }
  if (report.cancelled + report.kept + report.refundsSent > 0) logger.info('Payments sweep', { ...report });
  return report;
}

export async function sweepHandler(_event?: ScheduledEvent): Promise<SweepReport> {
  return sweepPayments();
}
