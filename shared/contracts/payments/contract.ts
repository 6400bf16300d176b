/**
 * The shop's payments: what a shopper can pay with, and the admins' payment settings (methods, commission,
 * the shop's account). An order's own payment travels with the order (shared/contracts/orders).
 */
import { answer, created, defineContract, schemasOf } from '../kit.js';
import type { OrderAnswer } from '../orders/contract.js';
import type {
  BalanceLine,
  ConnectAccount,
  FarmPayable,
  PaymentOptions,
  PaymentSettings,
  Payout,
  PayoutBatch,
  PayoutDestination,
  ProducerBalance,
  Refund,
  SkippedPayout,
} from './entities.js';
import type * as Schemas from './schemas.js';

export interface SettingsAnswer {
  settings: PaymentSettings;
  /** Whether the card provider is configured (without its key, card is not offered whatever the settings say). */
  cardAvailable: boolean;
}

export interface PayoutsAnswer {
  /** Every farm with money owed or a connected account, and what it is owed. */
  farms: FarmPayable[];
  /** Every payout, newest first. */
  payouts: Payout[];
  /** Ours: the export batches (SEPA or CSV files of bank payouts), newest first. */
  batches: PayoutBatch[];
}
/** A payout file: SEPA credit transfer (pain.001.001.03 XML) or CSV of the bank payouts of one batch. */
export interface PayoutFile {
  filename: string;
  contentType: string;
  content: string;
}
/** An export batch and its file. */
export interface PayoutExportAnswer {
  file: PayoutFile;
  batch: PayoutBatch;
}
/** A payout run: the payouts made, and the farms with money available that have nowhere to receive it. */
export interface PayoutRunAnswer {
  payouts: Payout[];
  skipped: SkippedPayout[];
}
/** A page of refunds, newest first. */
export interface RefundsAnswer {
  refunds: Refund[];
  nextToken: string | null;
}

export interface BalanceAnswer {
  balance: ProducerBalance;
  /** The lines behind the figures, newest first. */
  lines: BalanceLine[];
  /** The farm's payouts, newest first. */
  payouts: Payout[];
  /** Ours: where a payout would send its available money now (null: nowhere, it waits for an IBAN). */
  destination: PayoutDestination;
}

/** The schemas its endpoints pick from (by type: this file carries no zod). */
const schemas = schemasOf<typeof Schemas>();

/** The answer of a read or change of the shop's payment settings. */
const SETTINGS = answer<SettingsAnswer>({ settings: 'required', cardAvailable: 'required' });

/** The answer of a call about one refund: the refund as it is now. */
const REFUND = answer<{ refund: Refund }>({ refund: 'required' });

/** The answer of a payout export: its batch and file. */
const PAYOUT_EXPORT = answer<PayoutExportAnswer>({ file: 'required', batch: 'required' });

export const paymentsContract = defineContract('payments', '/v1/payments', schemas, (route) => ({
  /** The methods a shopper can choose now, the default one and the shop's account for transfers. */
  options: route.get(
    '/v1/payments/options',
    'public',
    answer<{ options: PaymentOptions }>({ options: 'required' }),
  ),
  /** The shop's payment settings (admins). */
  settings: route.get('/v1/payments/settings', 'admin', SETTINGS),
  /** Change the methods offered, the default one, the commission and the shop's account (admins). */
  updateSettings: route.put('/v1/payments/settings', 'admin', SETTINGS, (s) => ({
    body: s.paymentSettingsSchema,
  })),
  /**
   * What a farm is owed: pending, available and paid out, with the lines and payouts behind them (a producer:
   * its own; an admin: ?producerId=). Under /v1/orders (the order-scoped money paths), served by payments.
   */
  balance: route.get(
    '/v1/orders/producer/balance',
    'producer-or-admin',
    answer<BalanceAnswer>({
      balance: 'required',
      lines: 'required',
      payouts: 'required',
      destination: 'required',
    }),
    (s) => ({ query: s.balanceQuery }),
  ),
  /** Mark a bank transfer received: the order is paid (admins). */
  markPaid: route.patch(
    '/v1/orders/{id}/payment',
    'admin',
    answer<OrderAnswer>({ order: 'required' }),
    (s) => ({
      params: s.orderIdParams,
      body: s.orderPaymentSchema,
    }),
  ),
  /**
   * The payment provider's events (Stripe's webhook, signed with `Stripe-Signature`; the raw body is read).
   * Its throttle leaves room for Stripe's bursts (a batch of payouts, a day's refunds): what API Gateway refuses
   * with 429 Stripe sends again later, with backoff, for up to 3 days.
   */
  webhook: route.post(
    '/v1/payments/webhook',
    'public',
    answer<{ received: boolean }>({ received: 'required' }),
    {
      throttle: { rateLimit: 20, burstLimit: 50 },
      metrics: { group: 'stripe-webhook' },
    },
  ),
  /** What each farm is owed and every payout (admins). */
  payouts: route.get(
    '/v1/payments/payouts',
    'admin',
    answer<PayoutsAnswer>({ farms: 'required', payouts: 'required', batches: 'required' }),
  ),
  /**
   * Pay the farms their available balance: a Stripe transfer to an active connected account, else a bank
   * payout to the farm's IBAN; a farm with neither is answered in `skipped`, nothing moved for it.
   */
  runPayouts: route.post(
    '/v1/payments/payouts',
    'admin',
    answer<PayoutRunAnswer>({ payouts: 'required', skipped: 'required' }, 201),
    (s) => ({ body: s.runPayoutsSchema }),
  ),
  /**
   * A new export batch: the pending bank payouts no file holds yet, marked exported with the batch, as a file
   * the cooperative's bank imports (SEPA pain.001) or as CSV.
   */
  createExport: route.post('/v1/payments/payouts/export', 'admin', created(PAYOUT_EXPORT), (s) => ({
    body: s.payoutExportSchema,
  })),
  /** An export batch's file again (`batchId`): the same transfers with the same ids. */
  exportPayouts: route.get('/v1/payments/payouts/export', 'admin', PAYOUT_EXPORT, (s) => ({
    query: s.payoutExportQuery,
  })),
  /** Record a bank payout as sent, or cancel one that could not be sent (admins). */
  settlePayout: route.patch(
    '/v1/payments/payouts/{id}',
    'admin',
    answer<{ payout: Payout }>({ payout: 'required' }),
    (s) => ({ params: s.payoutParams, body: s.settlePayoutSchema }),
  ),
  /**
   * The refunds (admins): the ones not done by default; `status=all` for the whole history (settled and card
   * ones included), filtered by method, reason, days and order, paged.
   */
  refunds: route.get(
    '/v1/payments/refunds',
    'admin',
    answer<RefundsAnswer>({ refunds: 'required', nextToken: 'required' }),
    (s) => ({ query: s.refundsQuery }),
  ),
  /** Give back the money of delivered lines of an order (a return): a refund owed like a cancel's (admins). */
  createRefund: route.post('/v1/payments/refunds', 'admin', created(REFUND), (s) => ({
    body: s.returnSchema,
  })),
  /** Retry a failed card refund, or record an owed one as sent by transfer with its reference (admins). */
  refundAction: route.patch('/v1/payments/refunds/{id}', 'admin', REFUND, (s) => ({
    params: s.refundParams,
    body: s.refundActionSchema,
  })),
  /** The producer's Stripe Connect account (producers only: an admin gets 403). */
  connect: route.get(
    '/v1/payments/connect',
    'producer-or-admin',
    answer<{ connect: ConnectAccount }>({ connect: 'required' }),
  ),
  /**
   * Start or continue the producer's Stripe Connect onboarding: answers Stripe's page to go to. A Stripe call
   * each (Stripe allows 100 requests per second in live mode, 25 in test mode): throttled.
   */
  connectLink: route.post(
    '/v1/payments/connect',
    'producer-or-admin',
    answer<{ connect: ConnectAccount; url: string }>({ connect: 'required', url: 'required' }),
    { throttle: { rateLimit: 2, burstLimit: 5 } },
  ),
}));

export type PaymentsEndpoints = typeof paymentsContract.endpoints;
