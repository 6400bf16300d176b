/** The payments domain's handlers, by endpoint of its contract (shared/contracts/payments/contract.ts). */
import type { paymentsContract } from '../../shared/contracts/payments/contract.js';
import type { Handlers } from '../lib/http/types.js';
import { producerBalance } from './balance.js';
import { createConnectLink, getConnect } from './connect.js';
import { markOrderPaid } from './mark-paid.js';
import { listPayouts, runPayouts } from './payouts.js';
import { settlePayout } from './payout-settle.js';
import { createExport, downloadExport } from './payout-export.js';
import { listRefunds } from './refund-list.js';
import { createRefund, refundAction } from './refunds.js';
import { getPaymentOptions, getPaymentSettings, updatePaymentSettings } from './settings-routes.js';
import { paymentWebhook } from './webhook.js';

export const paymentsRoutes: Handlers<typeof paymentsContract> = {
  options: getPaymentOptions,
  settings: getPaymentSettings,
  updateSettings: updatePaymentSettings,
  balance: producerBalance,
  markPaid: markOrderPaid,
  webhook: paymentWebhook,
  payouts: listPayouts,
  runPayouts,
  createExport,
  exportPayouts: downloadExport,
  settlePayout,
  refunds: listRefunds,
  createRefund,
  refundAction,
  connect: getConnect,
  connectLink: createConnectLink,
};
