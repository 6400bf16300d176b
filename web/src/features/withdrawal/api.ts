/** What the withdrawal function reads and sends, through the typed client (lib/api/endpoints.ts). */
import { useSWRConfig } from 'swr';
import type { ClientInput } from '../../../../shared/contracts/kit.js';
import type { WithdrawalsEndpoints } from '../../../../shared/contracts/withdrawals/contract.js';
import { api, request } from '../../lib/api/endpoints';
import { isKeyOf, useApi } from '../../lib/api/use-api';

export type WithdrawalBody = ClientInput<WithdrawalsEndpoints['request']>['body'];

/** The consumer's latest orders (the first step's choice), kept apart per user. */
export const useRecentOrders = (userId: string | undefined) =>
  useApi(api.orders.list, userId ? { query: { limit: 20 } } : null, { scope: userId });

/** One of the consumer's orders with its lines (null: none chosen yet). */
export const useOrderLines = (id: string | null, userId: string | undefined) =>
  useApi(api.orders.get, id && userId ? { params: { id } } : null, { scope: userId });

/** The shop's identity (where the model form may be sent instead). */
export const useShopIdentity = () => useApi(api.legal.get, {}, { revalidateOnFocus: false });

/** POST /v1/orders/{id}/withdrawal: the whole answer (the server's message is shown). */
export const sendWithdrawal = (orderId: string, body: WithdrawalBody) =>
  request(api.withdrawals.request.endpoint, { params: { id: orderId }, body });

/** After a withdrawal: the order's page and the orders list read again. */
export function useAfterWithdrawal() {
  const { mutate } = useSWRConfig();
  return () => void mutate((key) => isKeyOf(api.orders.get)(key) || isKeyOf(api.orders.list)(key));
}
