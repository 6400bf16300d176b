/**
 * The shop's payments: what a shopper can pay with, and the admins' payment settings (methods, commission,
 * the shop's account). An order's own payment travels with the order (shared/contracts/orders).
 */
import { answer, defineContract, schemasOf } from '../kit.js';
import type { PaymentOptions, PaymentSettings } from './entities.js';
import type * as Schemas from './schemas.js';

export interface SettingsAnswer {
  settings: PaymentSettings;
  /** Whether the card provider is configured (without its key, card is not offered whatever the settings say). */
  cardAvailable: boolean;
}

/** The schemas its endpoints pick from (by type: this file carries no zod). */
const schemas = schemasOf<typeof Schemas>();

export const paymentsContract = defineContract('payments', '/v1/payments', schemas, (route) => ({
  /** The methods a shopper can choose now, the default one and the shop's account for transfers. */
  options: route.get('/v1/payments/options', 'public', answer<{ options: PaymentOptions }>()),
  /** The shop's payment settings (admins). */
  settings: route.get('/v1/payments/settings', 'admin', answer<SettingsAnswer>()),
  /** Change the methods offered, the default one, the commission and the shop's account (admins). */
  updateSettings: route.put('/v1/payments/settings', 'admin', answer<SettingsAnswer>(), (s) => ({
    body: s.paymentSettingsSchema,
  })),
}));

export type PaymentsEndpoints = typeof paymentsContract.endpoints;
