/**
 * What the admin's "Pagos" page reads and changes of the payments domain, through the typed client
 * (lib/api/endpoints.ts): the shop's payment settings, what each farm is owed and the payouts (run, settle,
 * export), and the refunds that are not done. Every read is kept apart per signed-in admin (`scope`).
 */
import type { ClientInput } from '../../../../shared/contracts/kit.js';
import type { PaymentsEndpoints } from '../../../../shared/contracts/payments/contract.js';
import { api } from '../../lib/api/endpoints';
import { useApi } from '../../lib/api/use-api';

export type SettingsBody = ClientInput<PaymentsEndpoints['updateSettings']>['body'];

export const usePaymentSettings = (userId: string | undefined) =>
  useApi(api.payments.settings, userId ? {} : null, { scope: userId });

export const updatePaymentSettings = (body: SettingsBody) => api.payments.updateSettings({ body });

export const usePayouts = (userId: string | undefined) =>
  useApi(api.payments.payouts, userId ? {} : null, { scope: userId });

/** Pays every farm its available balance. */
export const runPayouts = () => api.payments.runPayouts({ body: {} });

/** Records a bank payout as sent, with the bank's reference when given. */
export const settlePayout = (id: string, reference?: string) =>
  api.payments.settlePayout({
    params: { id },
    body: reference ? { status: 'paid', reference } : { status: 'paid' },
  });

/** The pending bank payouts as a file: SEPA credit transfer (XML) or CSV. */
export const exportPayouts = (format: 'sepa' | 'csv') => api.payments.exportPayouts({ query: { format } });

export const useRefunds = (userId: string | undefined) =>
  useApi(api.payments.refunds, userId ? {} : null, { scope: userId });

/** Retries a failed card refund, or records an owed one as sent by transfer. */
export const refundAction = (id: string, action: 'retry' | 'settled') =>
  api.payments.refundAction({ params: { id }, body: { action } });
