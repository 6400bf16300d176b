/**
 * Payouts (admins; docs/payments.md, "Payouts"): what each farm is owed and paying it.
 *   GET   /v1/payments/payouts           every farm with its balance, Connect status, IBAN and where a payout
 *                                        would go now; every payout; the export batches
 *   POST  /v1/payments/payouts           pays the available balance of the farms named (all by default) that
 *                                        have a destination: an active Connect account gets a Stripe transfer
 *                                        (separate charges and transfers), a farm with an IBAN a bank payout
 *                                        the shop sends; the others are answered in `skipped`, nothing moved
 *   PATCH /v1/payments/payouts/{id}      payout-settle.ts;  export batches: payout-export.ts
 * A payout is written in one transaction with the farm's ledger head (the total of its payouts), conditioned
 * on the total that was read: two admins paying at once cannot pay the same balance twice, and the one that
 * finds its balance taken by the other answers 409.
 */
import { randomUUID } from 'node:crypto';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PaymentsEndpoints } from '../../shared/contracts/payments/contract.js';
import {
  PAYMENT_CURRENCY,
  type FarmPayable,
  type Payout,
  type SkippedPayout,
} from '../../shared/contracts/payments/entities.js';
import { fromCents, toCents } from '../../shared/utils/money.js';
import { PAYMENT_MESSAGES } from '../../shared/messages/payment.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { isStripeUnavailable, stripe, stripeFailure } from '../lib/clients/stripe.js';
import { paymentKeys } from '../lib/data/money-keys.js';
import { queryAll } from '../lib/data/query-pages.js';
import { cancellationCodes } from '../lib/data/transactions.js';
import { readPayoutAccount, readProducerItems } from '../lib/auth/user-directory.js';
import { readEnv } from '../lib/env.js';
import { countMetric, METRIC } from '../lib/observability/metrics.js';
import { conflict, unprocessable } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import { balanceOf, payoutTotalCents } from './ledger.js';
import { readFarmLedger } from './ledger-store.js';
import { payoutItem, toPayout } from './payout-record.js';
import { cardReady, readPaymentSettings } from '../shop/index.js';
import { readConnect } from './connect.js';
import { recentBatches } from './payout-export.js';
import { payoutDestination } from './payout-destination.js';

export { payoutDestination };

type Item = Record<string, unknown>;
const MAX_LISTED_PAYOUTS = 500;

export async function producers(): Promise<{ id: string; name: string }[]> {
  const items = await readProducerItems();
  return items.map((item: Item) => ({
    id: String(item.id),
    name: String(item.fullName ?? item.email ?? ''),
  }));
}

async function farmOf(
  producer: { id: string; name: string },
  commissionRate: number,
  stripeReady: boolean,
): Promise<FarmPayable> {
  const [ledger, connect, account] = await Promise.all([
    readFarmLedger(producer.id),
    readConnect(producer.id),
    readPayoutAccount(producer.id),
  ]);
  return {
    producerId: producer.id,
    producerName: producer.name,
    balance: balanceOf(ledger.lines, ledger.payouts, commissionRate),
    connect,
    iban: account?.iban ?? null,
    destination: payoutDestination(connect, account, stripeReady),
  };
}

export async function allPayouts(): Promise<Payout[]> {
  const items = await queryAll(ddb(), {
    TableName: readEnv().tableName,
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': 'PAYOUTS' },
    ScanIndexForward: false,
  });
  return items.slice(0, MAX_LISTED_PAYOUTS).map(toPayout);
}

export const listPayouts: Handler<PaymentsEndpoints['payouts']> = async () => {
  const [farms, settings, payouts, stripeReady, batches] = await Promise.all([
    producers(),
    readPaymentSettings(),
    allPayouts(),
    cardReady(),
    recentBatches(),
  ]);
  const payables = await Promise.all(farms.map((farm) => farmOf(farm, settings.commissionRate, stripeReady)));
  return { data: { farms: payables, payouts, batches } };
};

/** What paying one farm came to. */
export type FarmPayoutOutcome =
  | { kind: 'paid'; payout: Payout }
  | { kind: 'skipped'; skipped: SkippedPayout }
  /** Nothing available; `raced`: because a payout written meanwhile by someone else took it. */
  | { kind: 'nothing'; raced: boolean };

/**
 * Writes a payout of the farm's whole available balance when it has somewhere to receive it. Nothing available
 * because a payout was made since `runStartedAt` (another admin's run, or the schedule) is a race lost.
 */
async function createPayout(
  producer: { id: string; name: string },
  runStartedAt: string,
): Promise<FarmPayoutOutcome> {
  let raced = false;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const [ledger, connect, account, stripeReady] = await Promise.all([
      readFarmLedger(producer.id),
      readConnect(producer.id),
      readPayoutAccount(producer.id),
      cardReady(),
    ]);
    const balance = balanceOf(ledger.lines, ledger.payouts, 0);
    const cents = toCents(balance.availableAmount);
    if (cents <= 0)
      return {
        kind: 'nothing',
        raced: raced || ledger.payouts.some((payout) => payout.createdAt >= runStartedAt),
      };
    const destination = payoutDestination(connect, account, stripeReady);
    if (!destination)
      return {
        kind: 'skipped',
        skipped: {
          producerId: producer.id,
          producerName: producer.name,
          amount: fromCents(cents),
          reason: 'no_destination',
        },
      };
    const stripeTransfer = destination === 'stripe_transfer';
    const now = new Date().toISOString();
    const payout: Payout = {
      id: randomUUID(),
      producerId: producer.id,
      producerName: producer.name,
      amount: fromCents(cents),
      currency: PAYMENT_CURRENCY,
      method: destination,
      status: 'pending',
      iban: stripeTransfer ? null : (account?.iban ?? null),
      holder: stripeTransfer ? null : (account?.holder ?? null),
      reference: stripeTransfer ? connect.accountId : null,
      failure: null,
      createdAt: now,
      paidAt: null,
      batchId: null,
      exportedAt: null,
      cancelledAt: null,
    };
    const before = payoutTotalCents(ledger.payouts);
    try {
      await ddb().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: readEnv().tableName,
                Item: payoutItem(payout),
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            {
              Update: {
                TableName: readEnv().tableName,
                Key: paymentKeys.ledger(producer.id),
                UpdateExpression: 'SET payoutCents = :after, updatedAt = :now',
                ConditionExpression:
                  before === 0
                    ? 'attribute_not_exists(payoutCents) OR payoutCents = :before'
                    : 'payoutCents = :before',
                ExpressionAttributeValues: { ':after': before + cents, ':before': before, ':now': now },
              },
            },
          ],
        }),
      );
      const made = stripeTransfer ? await sendTransfer(payout, connect.accountId as string) : payout;
      return { kind: 'paid', payout: made };
    } catch (error) {
      if (!cancellationCodes(error)) throw error;
      raced = true;
    }
  }
  throw conflict(PAYMENT_MESSAGES.payoutRunRaced);
}

/** Moves a payout to its end: paid (with its reference) or failed (its amount counts as available again). */
export async function finishPayout(payout: Payout, paid: boolean, detail: string): Promise<Payout> {
  const at = new Date().toISOString();
  const done: Payout = paid
    ? { ...payout, status: 'paid', reference: detail, paidAt: at }
    : { ...payout, status: 'failed', failure: detail };
  const TableName = readEnv().tableName;
  const payoutUpdate = {
    TableName,
    Key: paymentKeys.payout(payout.id),
    UpdateExpression:
      'SET #status = :status, #reference = :reference, #failure = :failure, #paidAt = :paidAt',
    ConditionExpression: '#status = :pending',
    ExpressionAttributeNames: {
      '#status': 'status',
      '#reference': 'reference',
      '#failure': 'failure',
      '#paidAt': 'paidAt',
    },
    ExpressionAttributeValues: {
      ':status': done.status,
      ':reference': done.reference,
      ':failure': done.failure,
      ':paidAt': done.paidAt,
      ':pending': 'pending',
    },
  };
  if (paid) await ddb().send(new UpdateCommand(payoutUpdate));
  else {
    await ddb().send(
      new TransactWriteCommand({
        TransactItems: [
          { Update: payoutUpdate },
          {
            Update: {
              TableName,
              Key: paymentKeys.ledger(payout.producerId),
              UpdateExpression: 'SET payoutCents = payoutCents - :cents',
              ExpressionAttributeValues: { ':cents': toCents(payout.amount) },
            },
          },
        ],
      }),
    );
    countMetric(METRIC.payoutsFailed);
  }
  return done;
}

/** The Stripe transfer of a payout (Idempotency-Key: the payout's id, so a retry never pays twice). */
export async function sendTransfer(payout: Payout, destination: string): Promise<Payout> {
  try {
    const transfer = await (
      await stripe()
    ).transfers.create(
      {
        amount: toCents(payout.amount),
        currency: 'eur',
        destination,
        description: `Pitahaya Marketplace: liquidación ${payout.id.slice(0, 8)}`,
        metadata: { payoutId: payout.id, producerId: payout.producerId },
      },
      { idempotencyKey: `payout-${payout.id}` },
    );
    return await finishPayout(payout, true, transfer.id);
  } catch (error) {
    // Unreachable: the payout stays pending (the same key sends it at most once when run again).
    if (isStripeUnavailable(error)) return payout;
    return finishPayout(payout, false, stripeFailure(error));
  }
}

export interface PayoutRun {
  payouts: Payout[];
  skipped: SkippedPayout[];
  /** Farms whose balance a concurrent payout took while this run read it. */
  raced: number;
}

/** Pays the available balance of the farms named (every farm when null) that have somewhere to receive it. */
export async function payFarms(producerIds: readonly string[] | null): Promise<PayoutRun> {
  const startedAt = new Date().toISOString();
  const wanted = producerIds ? new Set(producerIds) : null;
  const farms = (await producers()).filter((farm) => !wanted || wanted.has(farm.id));
  const run: PayoutRun = { payouts: [], skipped: [], raced: 0 };
  for (const farm of farms) {
    const outcome = await createPayout(farm, startedAt);
    if (outcome.kind === 'paid') run.payouts.push(outcome.payout);
    else if (outcome.kind === 'skipped') run.skipped.push(outcome.skipped);
    else if (outcome.raced) run.raced += 1;
  }
  return run;
}

export const runPayouts: Handler<PaymentsEndpoints['runPayouts']> = async ({ body }) => {
  const { payouts, skipped, raced } = await payFarms(body.producerIds ?? null);
  if (payouts.length === 0) {
    // Another run took the balances this one read: the losing side of a race, not bad input.
    if (raced > 0) throw conflict(PAYMENT_MESSAGES.payoutRunRaced);
    throw unprocessable(
      skipped.length > 0 ? PAYMENT_MESSAGES.noPayoutDestination : PAYMENT_MESSAGES.noPayoutsDue,
    );
  }
  return { message: PAYMENT_MESSAGES.payoutsCreated, data: { payouts, skipped } };
};
