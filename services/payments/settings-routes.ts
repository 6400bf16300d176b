/**
 * The shop's payment settings: GET /v1/payments/options (anyone: what a shopper can pay with now and the
 * shop's account for transfers), GET and PUT /v1/payments/settings (admins). One item, written whole.
 */
import type { PaymentsEndpoints } from '../../shared/contracts/payments/contract.js';
import type { PaymentSettings } from '../../shared/contracts/payments/entities.js';
import { PAYMENT_MESSAGES } from '../../shared/messages/payment.js';
import { settingsKeys } from '../lib/data/keys.js';
import { putSetting } from '../lib/data/settings.js';
import { unprocessable } from '../lib/errors.js';
import type { Handler, RouteAnswer } from '../lib/http/types.js';
import { availableMethods, cardReady, paymentOptions, readPaymentSettings } from '../shop/index.js';

export async function getPaymentOptions(): RouteAnswer<PaymentsEndpoints['options']> {
  return {
    data: { options: paymentOptions(...(await Promise.all([readPaymentSettings(), cardReady()]))) },
    headers: { 'cache-control': 'no-store' },
  };
}

export async function getPaymentSettings(): RouteAnswer<PaymentsEndpoints['settings']> {
  return {
    data: { settings: await readPaymentSettings(), cardAvailable: await cardReady() },
    headers: { 'cache-control': 'no-store' },
  };
}

export const updatePaymentSettings: Handler<PaymentsEndpoints['updateSettings']> = async ({
  body,
  principal,
}) => {
  const current = await readPaymentSettings();
  const settings: PaymentSettings = {
    methods: body.methods,
    defaultMethod: body.defaultMethod,
    commissionRate: body.commissionRate,
    // The account is kept while transfers are not offered, so switching them back on needs no retyping.
    bankAccount: body.bankAccount ?? null,
    // Absent (the form before schedules, or a client that never sends it): the schedule stays as it was.
    payoutSchedule: body.payoutSchedule ?? current.payoutSchedule,
    // Absent: the shipping settings stay as they were (the original API's clients never send them).
    shipping: body.shipping ?? current.shipping,
    updatedAt: new Date().toISOString(),
  };
  // A shop must keep a method that can run now (card needs the provider's key).
  const card = await cardReady();
  if (availableMethods(settings, card).length === 0) {
    throw unprocessable(PAYMENT_MESSAGES.noMethodAvailable, [
      { field: 'methods', message: PAYMENT_MESSAGES.noMethodAvailable },
    ]);
  }
  await putSetting(settingsKeys.payments(), settings, principal?.userId ?? null);
  return { data: { settings, cardAvailable: card }, message: PAYMENT_MESSAGES.settingsSaved };
};
