/** What the consumer's order screens read and change, through the typed client (lib/api/endpoints.ts). */
import { useSWRConfig } from 'swr';
import type { ClientInput } from '../../../../shared/contracts/kit.js';
import type { OrdersEndpoints } from '../../../../shared/contracts/orders/contract.js';
import type { BankAccount } from '../../../../shared/contracts/payments/entities.js';
import { api } from '../../lib/api/endpoints';
import { isKeyOf, useApi } from '../../lib/api/use-api';

type ListQuery = NonNullable<ClientInput<OrdersEndpoints['list']>['query']>;

/** The consumer's orders page for `query` (null: not yet), kept apart per user. */
export const useMyOrders = (query: ListQuery | null, userId: string | undefined) =>
  useApi(api.orders.list, query && userId ? { query } : null, { scope: userId, keepPreviousData: true });

/** One of the consumer's orders (null id: nothing to read). */
export const useMyOrder = (id: string | null, userId: string | undefined) =>
  useApi(api.orders.get, id && userId ? { params: { id } } : null, { scope: userId });

export const cancelOrder = (id: string) => api.orders.cancel({ params: { id } });

/**
 * The consumer's own profile (its refund account), under the same key as the profile screen's and the
 * checkout's (`['profile.get', {}, userId]`): one read, the same data.
 */
export const useMyProfile = (userId: string | undefined) =>
  useApi(api.profile.get, userId ? {} : null, { scope: userId, revalidateOnFocus: false });

/** Saves the consumer's refund account (PUT /v1/users/profile {refundAccount}); answers the profile. */
export const saveRefundAccount = async (account: BankAccount) =>
  (await api.profile.update({ body: { refundAccount: account } })).profile;

/** A new card page for the consumer's unpaid order (POST /v1/orders/{id}/payment). */
export const retryPayment = (id: string) => api.orders.retryPayment({ params: { id } });

/** The shop's payment options (its account for a transfer still to make); null: not needed. */
export const usePaymentOptions = (enabled: boolean) =>
  useApi(api.payments.options, enabled ? {} : null, { revalidateOnFocus: false });

/** After a cancel: the stock came back (product pages) and the lists changed. */
export function useAfterCancel() {
  const { mutate } = useSWRConfig();
  return {
    stockAndLists: () =>
      void mutate((key) => isKeyOf(api.products.get)(key) || isKeyOf(api.orders.list)(key)),
    orders: () => void mutate(isKeyOf(api.orders.get)),
  };
}
