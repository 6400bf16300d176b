/**
 * Payouts (admins; docs/payments.md, "Payouts"): what each farm is owed and paying it.
 *   GET   /v1/payments/payouts           every farm with its balance, Connect status and IBAN; every payout
 *   POST  /v1/payments/payouts           pays the available balance of the farms named (all by default): a farm
 *                                        with an active Connect account gets a Stripe transfer (separate
 *                                        charges and transfers), the others a bank payout the shop sends
 *   GET   /v1/payments/payouts/export    the pending bank payouts as SEPA pain.001 or CSV
 *   PATCH /v1/payments/payouts/{id}      a bank payout sent: paid
 * A payout is written in one transaction with the farm's ledger head (the total of its payouts), conditioned
 * on the total that was read: two admins paying at once cannot pay the same balance twice.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PaymentsEndpoints } from '../../shared/contracts/payments/contract.js';
import { PAYMENT_CURRENCY, type FarmPayable, type Payout } from '../../shared/contracts/payments/entities.js';
import { fromCents, toCents } from '../../shared/utils/money.js';
import { PAYMENT_MESSAGES } from '../../shared/messages/payment.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { isStripeUnavailable, stripe, stripeFailure } from '../lib/clients/stripe.js';
import { isConditionFailure } from '../lib/data/condition-failure.js';
import { paymentKeys, userKeys } from '../lib/data/keys.js';
import { queryAll } from '../lib/data/query-pages.js';
import { cancellationCodes } from '../lib/data/transactions.js';
import { readPayoutAccount } from '../lib/auth/user-directory.js';
import { readEnv } from '../lib/env.js';
import { countMetric, METRIC } from '../lib/observability/metrics.js';
import { conflict, notFound, unprocessable } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import { balanceOf, payoutTotalCents } from './ledger.js';
import { readFarmLedger } from './ledger-store.js';
import { payoutItem, toPayout } from './payout-record.js';
import { cardReady, readPaymentSettings } from '../shop/index.js';
import { readConnect } from './connect.js';
import { payoutsCsv, sepaCreditTransfer } from './payout-file.js';

type Item = Record<string, unknown>;
const MAX_LISTED_PAYOUTS = 500;

async function producers(): Promise<{ id: string; name: string }[]> {
  const items = await queryAll(ddb(), {
    TableName: readEnv().tableName,
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': userKeys.byRole('producer').GSI1PK },
  });
  return items.map((item: Item) => ({
    id: String(item.id),
    name: String(item.fullName ?? item.email ?? ''),
  }));
}

async function farmOf(producer: { id: string; name: string }, commissionRate: number): Promise<FarmPayable> {
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
  };
}

async function allPayouts(): Promise<Payout[]> {
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
  const [farms, settings, payouts] = await Promise.all([producers(), readPaymentSettings(), allPayouts()]);
  const payables = await Promise.all(farms.map((farm) => farmOf(farm, settings.commissionRate)));
  return { data: { farms: payables, payouts } };
};

/** Writes a payout of the farm's whole available balance, or null when nothing is available. */
async function createPayout(producer: { id: string; name: string }): Promise<Payout | null> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const [ledger, connect, account] = await Promise.all([
      readFarmLedger(producer.id),
      readConnect(producer.id),
      readPayoutAccount(producer.id),
    ]);
    const balance = balanceOf(ledger.lines, ledger.payouts, 0);
    const cents = toCents(balance.availableAmount);
    if (cents <= 0) return null;
    const stripeTransfer = connect.status === 'active' && !!connect.accountId && (await cardReady());
    const now = new Date().toISOString();
    const payout: Payout = {
      id: randomUUID(),
      producerId: producer.id,
      producerName: producer.name,
      amount: fromCents(cents),
      currency: PAYMENT_CURRENCY,
      method: stripeTransfer ? 'stripe_transfer' : 'bank_transfer',
      status: 'pending',
      iban: stripeTransfer ? null : (account?.iban ?? null),
      reference: stripeTransfer ? connect.accountId : null,
      failure: null,
      createdAt: now,
      paidAt: null,
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
      return stripeTransfer ? await sendTransfer(payout, connect.accountId as string) : payout;
    } catch (error) {
      if (!cancellationCodes(error)) throw error;
    }
  }
  throw conflict();
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
async function sendTransfer(payout: Payout, destination: string): Promise<Payout> {
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

/** Pays the available balance of the farms named (every farm when null); answers the payouts made. */
export async function payFarms(producerIds: readonly string[] | null): Promise<Payout[]> {
  const wanted = producerIds ? new Set(producerIds) : null;
  const farms = (await producers()).filter((farm) => !wanted || wanted.has(farm.id));
  const payouts: Payout[] = [];
  for (const farm of farms) {
    const payout = await createPayout(farm);
    if (payout) payouts.push(payout);
  }
  return payouts;
}

export const runPayouts: Handler<PaymentsEndpoints['runPayouts']> = async ({ body }) => {
  const payouts = await payFarms(body.producerIds ?? null);
  if (payouts.length === 0) throw unprocessable(PAYMENT_MESSAGES.noPayoutsDue);
  return { statusCode: 201, message: PAYMENT_MESSAGES.payoutsCreated, data: { payouts } };
};

export const settlePayout: Handler<PaymentsEndpoints['settlePayout']> = async ({ params, body }) => {
  const at = new Date().toISOString();
  try {
    const { Attributes } = await ddb().send(
      new UpdateCommand({
        TableName: readEnv().tableName,
        Key: paymentKeys.payout(params.id),
        UpdateExpression: 'SET #status = :paid, #paidAt = :at, #reference = :reference',
        ConditionExpression: 'attribute_exists(PK) AND #status = :pending AND #method = :bank',
        ExpressionAttributeNames: {
          '#status': 'status',
          '#method': 'method',
          '#paidAt': 'paidAt',
          '#reference': 'reference',
        },
        ExpressionAttributeValues: {
          ':paid': 'paid',
          ':at': at,
          ':reference': body.reference || null,
          ':pending': 'pending',
          ':bank': 'bank_transfer',
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { message: PAYMENT_MESSAGES.payoutSettled, data: { payout: toPayout(Attributes ?? {}) } };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { Item } = await ddb().send(
      new GetCommand({ TableName: readEnv().tableName, Key: paymentKeys.payout(params.id) }),
    );
    if (!Item) throw notFound(PAYMENT_MESSAGES.payoutNotFound);
    throw conflict(PAYMENT_MESSAGES.payoutNotPending);
  }
};

export const exportPayouts: Handler<PaymentsEndpoints['exportPayouts']> = async ({ query }) => {
  const [payouts, settings] = await Promise.all([allPayouts(), readPaymentSettings()]);
  const due = payouts.filter((payout) => payout.method === 'bank_transfer' && payout.status === 'pending');
  if (due.length === 0) throw unprocessable(PAYMENT_MESSAGES.noBankPayouts);
  const stamp = new Date();
  const day = stamp.toISOString().slice(0, 10);
  if (query.format === 'csv') {
    return {
      data: {
        file: { filename: `pagos-fincas-${day}.csv`, contentType: 'text/csv', content: payoutsCsv(due) },
      },
    };
  }
  if (!settings.bankAccount) throw unprocessable(PAYMENT_MESSAGES.sepaNeedsAccount);
  const withIban = due.filter((payout) => payout.iban);
  if (withIban.length === 0) throw unprocessable(PAYMENT_MESSAGES.noBankPayouts);
  const content = sepaCreditTransfer({
    payouts: withIban,
    debtor: settings.bankAccount,
    messageId: `PITAHAYA-${stamp.getTime()}`,
    now: stamp,
  });
  return {
    data: { file: { filename: `sepa-pagos-fincas-${day}.xml`, contentType: 'application/xml', content } },
  };
};
