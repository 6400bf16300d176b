/**
 * What the admin's "Pagos" and "Reembolsos" pages read and change of the payments domain, through the typed
 * client (lib/api/endpoints.ts): the shop's payment settings, what each farm is owed and the payouts (run,
 * settle, cancel, export batches), and the refunds (the list and its history, retry, settle with the bank's
 * reference, a return of delivered lines). Every read is kept apart per signed-in admin (`scope`).
 */
import type { ClientInput } from '../../../../shared/contracts/kit.js';
import type { PaymentsEndpoints } from '../../../../shared/contracts/payments/contract.js';
import { api } from '../../lib/api/endpoints';
import { useApi } from '../../lib/api/use-api';
import { useSignedInPages } from '../../lib/api/use-signed-in-pages';
import { refundsListQuery, type RefundFilters } from './refunds-query';

export type SettingsBody = ClientInput<PaymentsEndpoints['updateSettings']>['body'];

export const usePaymentSettings = (userId: string | undefined) =>
  useApi(api.payments.settings, userId ? {} : null, { scope: userId });

export const updatePaymentSettings = (body: SettingsBody) => api.payments.updateSettings({ body });

export const usePayouts = (userId: string | undefined) =>
  useApi(api.payments.payouts, userId ? {} : null, { scope: userId });

/** Pays every farm with somewhere to receive it its available balance; the others come back in `skipped`. */
export const runPayouts = () => api.payments.runPayouts({ body: {} });

/** Records a bank payout as sent, with the bank's reference when given. */
export const settlePayout = (id: string, reference?: string) =>
  api.payments.settlePayout({
    params: { id },
    body: reference ? { status: 'paid', reference } : { status: 'paid' },
  });

/**
 * Asks Stripe what became of a Stripe payout left pending (the same PATCH as «Marcar como pagado»: for a Stripe
 * payout the server finds its transfer, or sends it under the payout's key, and records what Stripe says).
 */
export const checkStripePayout = (id: string) =>
  api.payments.settlePayout({ params: { id }, body: { status: 'paid' } });

/** Cancels a bank payout that could not be sent: its amount is available again. */
export const cancelPayout = (id: string, reason?: string) =>
  api.payments.settlePayout({
    params: { id },
    body: reason ? { status: 'cancelled', reason } : { status: 'cancelled' },
  });

/** A new export batch of the bank payouts no file holds yet: SEPA credit transfer (XML) or CSV. */
export const createPayoutExport = (format: 'sepa' | 'csv') => api.payments.createExport({ body: { format } });

/** An export batch's file again (the same transfers and ids). */
export const downloadPayoutExport = (batchId: string, format: 'sepa' | 'csv') =>
  api.payments.exportPayouts({ query: { batchId, format } });

/** The open refunds (the payments page's summary). */
export const useOpenRefunds = (userId: string | undefined) =>
  useApi(api.payments.refunds, userId ? { query: { status: 'open' } } : null, { scope: userId });

/** The refunds matching `filters`, page after page ("Cargar más"). */
export const useRefundPages = (filters: RefundFilters, userId: string | undefined) =>
  useSignedInPages(api.payments.refunds, userId, (token) => ({ query: refundsListQuery(filters, token) }));

/** One page of the refunds, outside SWR (the CSV export). */
export const readRefundsPage = (filters: RefundFilters, nextToken?: string, signal?: AbortSignal) =>
  api.payments.refunds({ query: refundsListQuery(filters, nextToken, 100), signal });

/** Sends a failed card refund again. */
export const retryRefund = (id: string) =>
  api.payments.refundAction({ params: { id }, body: { action: 'retry' } });

/** Records an owed refund as sent by bank transfer, with the transfer's reference. */
export const settleRefund = (id: string, reference: string) =>
  api.payments.refundAction({ params: { id }, body: { action: 'settled', reference } });

/** Gives back the money of delivered lines of an order (a return). */
export const returnLines = (orderId: string, productOrderIds: string[]) =>
  api.payments.createRefund({ body: { orderId, productOrderIds } });
