/** The payments domain's handlers, by endpoint of its contract (shared/contracts/payments/contract.ts). */
import type { paymentsContract } from '../../shared/contracts/payments/contract.js';
import type { Handlers } from '../lib/http/types.js';
import { getPaymentOptions, getPaymentSettings, updatePaymentSettings } from './settings-routes.js';

export const paymentsRoutes: Handlers<typeof paymentsContract> = {
  options: getPaymentOptions,
  settings: getPaymentSettings,
  updateSettings: updatePaymentSettings,
};
