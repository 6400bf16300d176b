/**
 * Export batches of bank payouts (admins; docs/payments.md, "Payouts"): a SEPA or CSV file is a batch.
 *   POST /v1/payments/payouts/export {format}        a new batch: the pending bank payouts no batch holds yet
 *                                                    (at most MAX_BATCH_PAYOUTS), each marked exported with
 *                                                    the batch in one transaction with the batch's item
 *                                                    (conditioned on not being in a batch: two admins
 *                                                    exporting at once never put a payout in two files);
 *   GET  /v1/payments/payouts/export?batchId=&format= the same batch again, on purpose: the same transfers,
 *                                                    the same EndToEndIds (the payout's id) and MsgId (the
 *                                                    batch's), so the bank refuses a file it already took.
 * The creditor of each transfer is the account's holder. A payout made while its farm had no IBAN takes the
 * farm's account as it is when exported (written on the payout); without one it stays out of every file (an
 * admin cancels it back to available: payout-settle.ts).
 */
import { randomUUID } from 'node:crypto';
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { PaymentsEndpoints, PayoutFile } from '../../shared/contracts/payments/contract.js';
import type { BankAccount, Payout, PayoutBatch } from '../../shared/contracts/payments/entities.js';
import { PAYMENT_MESSAGES } from '../../shared/messages/payment.js';
import { toCents, fromCents } from '../../shared/utils/money.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { batchGetItems } from '../lib/data/batch-get.js';
import { paymentKeys } from '../lib/data/money-keys.js';
import { queryAll } from '../lib/data/query-pages.js';
import { cancellationCodes, type TransactItem } from '../lib/data/transactions.js';
import { readPayoutAccount } from '../lib/auth/user-directory.js';
import { readEnv } from '../lib/env.js';
import { conflict, notFound, unprocessable } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import { readPaymentSettings } from '../shop/index.js';
import { payoutsCsv, sepaCreditTransfer } from './payout-file.js';
import { toPayout } from './payout-record.js';
import { getItem } from '../lib/data/item-commands.js';

type Item = Record<string, unknown>;
/** Payouts in one batch: one transaction holds the batch and each payout's mark (DynamoDB: 100 items). */
export const MAX_BATCH_PAYOUTS = 99;
const LISTED_BATCHES = 50;

const BATCH_ENTITY = 'PayoutBatch';
/** A payout no batch holds: `batchId` absent (payouts made before batches) or null. */
const NOT_IN_A_BATCH = '(attribute_not_exists(batchId) OR attribute_type(batchId, :nullType))';

export function toBatch(item: Item): PayoutBatch {
  const ids = Array.isArray(item.payoutIds) ? item.payoutIds.filter((id) => typeof id === 'string') : [];
  return {
    id: String(item.id),
    messageId: String(item.messageId ?? ''),
    format: item.format === 'csv' ? 'csv' : 'sepa',
    payoutIds: ids as string[],
    count: Number(item.count) || ids.length,
    total: Number(item.total) || 0,
    createdAt: String(item.createdAt ?? ''),
    createdBy: typeof item.createdBy === 'string' ? item.createdBy : null,
  };
}

/** The newest batches (the payouts screen lists them to download again). */
export async function recentBatches(): Promise<PayoutBatch[]> {
  const { Items } = await ddb().send(
    new QueryCommand({
      TableName: readEnv().tableName,
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': 'PAYOUT_BATCHES' },
      ScanIndexForward: false,
      Limit: LISTED_BATCHES,
    }),
  );
  return (Items ?? []).map(toBatch);
}

/** The SEPA message id of a batch: unique per file, at most 35 characters of SEPA's set. */
export const batchMessageId = (batchId: string): string =>
  `PITAHAYA-${batchId.replace(/-/g, '').slice(0, 24).toUpperCase()}`;

/** The pending bank payouts no batch holds, each with the account it goes to (null: none yet). */
async function unexportedPayouts(): Promise<Payout[]> {
  const items = await queryAll(ddb(), {
    TableName: readEnv().tableName,
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    FilterExpression: `#status = :pending AND #method = :bank AND ${NOT_IN_A_BATCH}`,
    ExpressionAttributeNames: { '#status': 'status', '#method': 'method' },
    ExpressionAttributeValues: {
      ':pk': 'PAYOUTS',
      ':pending': 'pending',
      ':bank': 'bank_transfer',
      ':nullType': 'NULL',
    },
  });
  // Oldest first: a batch that cannot hold them all takes the ones waiting longest.
  const due = items.map(toPayout).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const farms = [...new Set(due.filter((p) => !p.iban || !p.holder).map((p) => p.producerId))];
  const accounts = new Map(
    await Promise.all(farms.map(async (id) => [id, await readPayoutAccount(id)] as const)),
  );
  return due.map((payout) => {
    const account = accounts.get(payout.producerId);
    if (!payout.iban) return account ? { ...payout, iban: account.iban, holder: account.holder } : payout;
    if (!payout.holder)
      return { ...payout, holder: account && account.iban === payout.iban ? account.holder : null };
    return payout;
  });
}

function render(
  format: 'sepa' | 'csv',
  batch: PayoutBatch,
  payouts: readonly Payout[],
  debtor: BankAccount | null,
  now: Date,
): PayoutFile {
  const day = batch.createdAt.slice(0, 10);
  const short = batch.id.slice(0, 8);
  if (format === 'csv')
    return {
      filename: `pagos-fincas-${day}-${short}.csv`,
      contentType: 'text/csv',
      content: payoutsCsv(payouts, batch),
    };
  if (!debtor) throw unprocessable(PAYMENT_MESSAGES.sepaNeedsAccount);
  return {
    filename: `sepa-pagos-fincas-${day}-${short}.xml`,
    contentType: 'application/xml',
    content: sepaCreditTransfer({
      payouts,
      debtor,
      messageId: batch.messageId,
      createdAt: new Date(batch.createdAt),
      now,
    }),
  };
}

function batchItems(tableName: string, batch: PayoutBatch, payouts: readonly Payout[]): TransactItem[] {
  return [
    {
      Put: {
        TableName: tableName,
        Item: {
          ...paymentKeys.payoutBatch(batch.id),
          ...paymentKeys.payoutBatchIndex(batch.createdAt, batch.id),
          entity: BATCH_ENTITY,
          ...batch,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    ...payouts.map((payout): TransactItem => ({
      Update: {
        TableName: tableName,
        Key: paymentKeys.payout(payout.id),
        UpdateExpression: 'SET batchId = :batch, exportedAt = :at, iban = :iban, holder = :holder',
        ConditionExpression: `#status = :pending AND ${NOT_IN_A_BATCH}`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':nullType': 'NULL',
          ':batch': batch.id,
          ':at': batch.createdAt,
          ':iban': payout.iban,
          ':holder': payout.holder,
          ':pending': 'pending',
        },
      },
    })),
  ];
}

export const createExport: Handler<PaymentsEndpoints['createExport']> = async ({ body, principal }) => {
  const settings = await readPaymentSettings();
  if (body.format === 'sepa' && !settings.bankAccount) throw unprocessable(PAYMENT_MESSAGES.sepaNeedsAccount);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const due = (await unexportedPayouts()).filter((payout) => payout.iban).slice(0, MAX_BATCH_PAYOUTS);
    if (due.length === 0) throw unprocessable(PAYMENT_MESSAGES.noBankPayouts);
    const id = randomUUID();
    const now = new Date();
    const batch: PayoutBatch = {
      id,
      messageId: batchMessageId(id),
      format: body.format,
      payoutIds: due.map((payout) => payout.id),
      count: due.length,
      total: fromCents(due.reduce((sum, payout) => sum + toCents(payout.amount), 0)),
      createdAt: now.toISOString(),
      createdBy: principal?.userId ?? null,
    };
    try {
      await ddb().send(
        new TransactWriteCommand({ TransactItems: batchItems(readEnv().tableName, batch, due) }),
      );
    } catch (error) {
      // Another export took some of these payouts (or one was settled meanwhile): read again.
      if (!cancellationCodes(error)) throw error;
      continue;
    }
    const exported = due.map((payout) => ({ ...payout, batchId: id, exportedAt: batch.createdAt }));
    return {
      message: PAYMENT_MESSAGES.batchCreated,
      data: { batch, file: render(body.format, batch, exported, settings.bankAccount, now) },
    };
  }
  throw conflict();
};

async function readBatchPayouts(batch: PayoutBatch): Promise<Payout[]> {
  const found = await batchGetItems(
    readEnv().tableName,
    batch.payoutIds.map((id) => paymentKeys.payout(id)),
    { rounds: Number.POSITIVE_INFINITY },
  );
  const order = new Map(batch.payoutIds.map((id, index) => [id, index]));
  return found.map(toPayout).sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

export const downloadExport: Handler<PaymentsEndpoints['exportPayouts']> = async ({ query }) => {
  const [{ Item }, settings] = await Promise.all([
    getItem({ Key: paymentKeys.payoutBatch(query.batchId) }),
    readPaymentSettings(),
  ]);
  if (!Item) throw notFound(PAYMENT_MESSAGES.batchNotFound);
  if (query.format === 'sepa' && !settings.bankAccount)
    throw unprocessable(PAYMENT_MESSAGES.sepaNeedsAccount);
  const batch = toBatch(Item);
  const payouts = await readBatchPayouts(batch);
  return {
    message: PAYMENT_MESSAGES.batchLoaded,
    data: { batch, file: render(query.format, batch, payouts, settings.bankAccount, new Date()) },
  };
};
