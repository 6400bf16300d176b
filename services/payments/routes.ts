/** The payments domain's handlers, by endpoint of its contract (shared/contracts/payments/contract.ts). */
import type { paymentsContract } from '../../shared/contracts/payments/contract.js';
import type { Handlers } from '../lib/http/types.js';
import { producerBalance } from './balance.js';
import { createConnectLink, getConnect } from './connect.js';
import { markOrderPaid } from './mark-paid.js';
import { exportPayouts, listPayouts, runPayouts, settlePayout } from './payouts.js';
import { listRefunds, refundAction } from './refunds.js';
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
  exportPayouts,
  settlePayout,
  refunds: listRefunds,
  refundAction,
  connect: getConnect,
  connectLink: createConnectLink,
};
