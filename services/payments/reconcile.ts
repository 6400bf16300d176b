/**
 * The payments reconciliation (docs/payments.md, "Reconciliation"): compares the shop's money with the
 * provider's and mends what differs. An EventBridge schedule runs it every 10 minutes in AWS; locally
 * POST /_local/schedules/run {"job": "payments-reconcile"}. Every difference it finds is logged (its kind, the
 * ids, what was done) and counted in the ReconcileDifferences metric, whose alarm tells an operator: each one is
 * a webhook lost, a crash between the provider and the table, or a bug (docs/operations.md#reconciledifferences).
 *   1. payments: every Checkout Session the provider says is paid, made in the last 25 hours (a session lives 24
 *      hours at most, so nothing paid since the last run is older), whose charge the shop has not taken in (its
 *      order is not paid by it): applied as the webhook would have (orders' applyPaidSession: the order paid, or
 *      the charge refunded when the order did not need it);
 *   2. pages: a session still open for an order that no longer waits for it (cancelled or paid) is expired (a
 *      session younger than 10 minutes is left: its order may not have recorded it yet);
 *   3. payouts: a farm's Stripe transfer still `pending` after 5 minutes (shared/rules/payout-state.ts: a crash
 *      or timeout between the transfer and its record) is found by its metadata at the provider, or sent again with its key
 *      (payout-transfer.ts);
 *   4. refunds: a card refund Stripe took (`sent`, with Stripe's refund id) and not confirmed after 10 minutes
 *      (its refund.* webhook lost or late) is read at the provider: succeeded, failed or canceled there is
 *      applied as the webhook would have (refund-events.ts); still pending there, left. A refund still
 *      `pending` in the shop (never taken by Stripe, or its answer lost) is the sweeper's: it is sent again under
 *      the same Idempotency-Key (refund-sender.ts), so Stripe answers the refund it made, never a second one.
 * Each step reads the provider through the official SDK's lists (auto-pagination) and the table by key; each
 * mend is one of the idempotent writes the webhook, the payouts and the sweeper already make, so two runs at once
 * mend once. A provider out of reach ends the run early (the next run goes on); nothing is assumed.
 */
import type Stripe from 'stripe';
import type { Payout } from '../../shared/contracts/payments/entities.js';
import { payoutState } from '../../shared/rules/payout-state.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { isStripeUnavailable, stripe, stripeReady } from '../lib/clients/stripe.js';
import { isConditionFailure } from '../lib/data/condition-failure.js';
import { queryAll } from '../lib/data/query-pages.js';
import { readEnv } from '../lib/env.js';
import { createLogger } from '../lib/logger.js';
import { countMetric, METRIC } from '../lib/observability/metrics.js';
import {
  applyPaidSession,
  bookkeepingOf,
  closeSessions,
  providerSessionOf,
  readOrder,
  sessionIdsOf,
  type ProviderSession,
} from '../orders/index.js';
import { toPayout } from './payout-record.js';
import { mendStripePayout } from './payout-transfer.js';
import { applyRefundEvent } from './refund-events.js';
import { refundsWithStatus } from './refund-list.js';

const logger = createLogger('payments-reconciler');

/** Sessions live at most 24 hours: one paid since the last run was made within the last 25. */
export const SESSION_WINDOW_SECONDS = 25 * 3600;
/** An open session younger than this may not be recorded on its order yet. */
export const OPEN_SESSION_GRACE_SECONDS = 10 * 60;
/** Payouts made in the last 30 days are looked at (one stuck longer has been seen by 4,000 runs already). */
export const PAYOUT_WINDOW_MS = 30 * 24 * 3600_000;
/** A card refund Stripe took and did not confirm for this long: its webhook is late or lost. */
export const REFUND_GRACE_MS = 10 * 60_000;

export type DifferenceKind = 'payment' | 'page' | 'payout' | 'refund';

export interface Difference {
  kind: DifferenceKind;
  /** The order, or the payout. */
  id: string;
  /** The provider's object (session, transfer) when there is one. */
  providerId?: string;
  /** What was done: the outcome of the mend. */
  mended: string;
}

export interface ReconcileReport {
  checked: { paidSessions: number; openSessions: number; payouts: number; refunds: number };
  differences: Difference[];
  /** The provider could not be reached: the run stopped early. */
  interrupted: boolean;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Step 1: paid sessions whose charge the shop has not taken in. */
async function paidSessions(client: Stripe, now: Date, report: ReconcileReport): Promise<void> {
  const since = seconds(now) - SESSION_WINDOW_SECONDS;
  for await (const listed of client.checkout.sessions.list({
    status: 'complete',
    created: { gte: since },
    limit: 100,
  })) {
    const session = providerSessionOf(listed);
    if (!session.paid || !session.orderId || !session.paymentIntentId) continue;
    report.checked.paidSessions += 1;
    const found = await readOrder(session.orderId);
    // Already taken in: the order was paid by this very charge.
    if (found && bookkeepingOf(found.stored).paymentIntentId === session.paymentIntentId) continue;
    const outcome = await applyPaidSession(session, now.toISOString());
    // 'unchanged': the charge was already refunded as one the order did not need.
    if (outcome !== 'unchanged' && outcome !== 'not_paid')
      report.differences.push({
        kind: 'payment',
        id: session.orderId,
        providerId: session.id,
        mended: outcome,
      });
  }
}

/** Whether an open session is one its order still waits on. */
function stillAwaited(session: ProviderSession, found: Awaited<ReturnType<typeof readOrder>>): boolean {
  if (!found) return false;
  const { order, stored } = found;
  const waiting =
    order.status !== 'cancelled' &&
    order.payment.method === 'card' &&
    (order.payment.status === 'pending' || order.payment.status === 'failed');
  const recorded = sessionIdsOf(stored);
  return waiting && (recorded.length === 0 || recorded.includes(session.id));
}

/** Step 2: open pages of orders that no longer wait for them. */
async function openSessions(client: Stripe, now: Date, report: ReconcileReport): Promise<void> {
  const since = seconds(now) - SESSION_WINDOW_SECONDS;
  const settled = seconds(now) - OPEN_SESSION_GRACE_SECONDS;
  for await (const listed of client.checkout.sessions.list({
    status: 'open',
    created: { gte: since, lte: settled },
    limit: 100,
  })) {
    const session = providerSessionOf(listed);
    if (!session.orderId) continue;
    report.checked.openSessions += 1;
    if (stillAwaited(session, await readOrder(session.orderId))) continue;
    const [closed] = await closeSessions([session.id]);
    let mended = closed?.status ?? 'unknown';
    // Paid in the meantime: taken in as step 1 would.
    if (closed?.paid) mended = await applyPaidSession(closed, now.toISOString());
    report.differences.push({ kind: 'page', id: session.orderId, providerId: session.id, mended });
  }
}

/** Step 3: Stripe payouts pending for too long. */
async function stuckPayouts(now: Date, report: ReconcileReport): Promise<void> {
  const items = await queryAll(ddb(), {
    TableName: readEnv().tableName,
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK >= :since',
    FilterExpression: '#status = :pending AND #method = :stripe',
    ExpressionAttributeNames: { '#status': 'status', '#method': 'method' },
    ExpressionAttributeValues: {
      ':pk': 'PAYOUTS',
      ':since': new Date(now.getTime() - PAYOUT_WINDOW_MS).toISOString(),
      ':pending': 'pending',
      ':stripe': 'stripe_transfer',
    },
  });
  const stuck = items
    .map(toPayout)
    .filter((payout: Payout) => payoutState(payout, now) === 'stripe_unconfirmed');
  for (const payout of stuck) {
    report.checked.payouts += 1;
    try {
      const { outcome, payout: after } = await mendStripePayout(payout);
      if (outcome === 'unreachable') {
        report.interrupted = true;
        return;
      }
      report.differences.push({
        kind: 'payout',
        id: payout.id,
        ...(after.reference ? { providerId: after.reference } : {}),
        mended: outcome,
      });
    } catch (error) {
      // Finished meanwhile by someone else (the admin's button, another run): nothing left to mend.
      if (!isConditionFailure(error) && !(error as { name?: string }).name?.includes('TransactionCanceled'))
        throw error;
    }
  }
}

/** Step 4: card refunds Stripe took whose confirmation never came: Stripe's own record settles them. */
async function unconfirmedRefunds(client: Stripe, now: Date, report: ReconcileReport): Promise<void> {
  const waiting = (await refundsWithStatus('sent')).filter(
    (refund) =>
      refund.method === 'card' &&
      refund.providerRefundId !== null &&
      now.getTime() - Date.parse(refund.lastAttemptAt ?? refund.createdAt) > REFUND_GRACE_MS,
  );
  for (const refund of waiting) {
    report.checked.refunds += 1;
    const provider = await client.refunds.retrieve(refund.providerRefundId as string);
    if (provider.status !== 'succeeded' && provider.status !== 'failed' && provider.status !== 'canceled')
      continue;
    // Stripe's refund carries the order and refund ids the sender put on it; applied once (conditioned writes).
    await applyRefundEvent(provider, logger);
    report.differences.push({
      kind: 'refund',
      id: refund.id,
      providerId: provider.id,
      mended: provider.status,
    });
  }
}

export async function reconcilePayments(now: Date = new Date()): Promise<ReconcileReport> {
  const report: ReconcileReport = {
    checked: { paidSessions: 0, openSessions: 0, payouts: 0, refunds: 0 },
    differences: [],
    interrupted: false,
  };
  // A shop without Stripe (card not configured) has nothing at the provider to compare.
  if (!(await stripeReady())) return report;
  try {
    const client = await stripe();
    await paidSessions(client, now, report);
    await openSessions(client, now, report);
    await stuckPayouts(now, report);
    if (!report.interrupted) await unconfirmedRefunds(client, now, report);
  } catch (error) {
    if (!isStripeUnavailable(error)) throw error;
    report.interrupted = true;
    logger.warn('Payments reconciliation stopped: the provider could not be reached', {
      error: (error as Error).message,
    });
  }
  for (const difference of report.differences)
    logger.error('Payments reconciliation found a difference', { ...difference });
  if (report.differences.length > 0) countMetric(METRIC.reconcileDifferences, report.differences.length);
  logger.info('Payments reconciliation', {
    ...report.checked,
    differences: report.differences.length,
    interrupted: report.interrupted,
  });
  return report;
}
