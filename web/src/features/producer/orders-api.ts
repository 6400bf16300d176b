/**
 * What the producer's order screens read and change, through the typed client (lib/api/endpoints.ts): the
 * farm's figures, its product orders, one order as the farm sees it and a line's status change. Every answer is
 * kept apart per signed-in user (the key's scope).
 */
import { useSWRConfig } from 'swr';
import type { ClientInput } from '../../../../shared/contracts/kit.js';
import type { FulfilmentEndpoints } from '../../../../shared/contracts/fulfilment/contract.js';
import type { OrdersEndpoints } from '../../../../shared/contracts/orders/contract.js';
import type { ReportsEndpoints } from '../../../../shared/contracts/reports/contract.js';
import { api } from '../../lib/api/endpoints';
import { isKeyOf, useApi } from '../../lib/api/use-api';

type StatsQuery = NonNullable<ClientInput<ReportsEndpoints['producerStats']>['query']>;
type ListQuery = NonNullable<ClientInput<OrdersEndpoints['producerList']>['query']>;
type StatusBody = ClientInput<FulfilmentEndpoints['setProductOrderStatus']>['body'];

/** The farm's (or, admins, the shop's) figures of a period (no user: nothing to read). */
export const useProducerStats = (query: StatsQuery, userId: string | undefined) =>
  useApi(api.reports.producerStats, userId ? { query } : null, { scope: userId, keepPreviousData: true });

/** A page of the farm's product orders (no user: nothing to read). */
export const useProducerOrders = (
  query: ListQuery,
  userId: string | undefined,
  options: { keepPreviousData?: boolean } = {},
) => useApi(api.orders.producerList, userId ? { query } : null, { scope: userId, ...options });

/** An order as the farm sees it (null id: nothing to read); admins may name the farm. */
export const useProducerOrder = (
  id: string | null,
  producerId: string | undefined,
  userId: string | undefined,
) =>
  useApi(api.orders.producerGet, id && userId ? { params: { id }, query: { producerId } } : null, {
    scope: userId,
  });

/** Moves one line of an order to `body.status`. */
export const setLineStatus = (orderId: string, productOrderId: string, body: StatusBody) =>
  api.fulfilment.setProductOrderStatus({ params: { id: orderId, productOrderId }, body });

const isChangedByLine = (key: unknown): boolean =>
  [api.orders.producerList, api.reports.producerStats, api.products.own, api.products.get].some((caller) =>
    isKeyOf(caller)(key),
  );

/** After a line changed: the list, its tab counts, the dashboard, the stock and the product pages read again. */
export function useAfterLineChange() {
  const { mutate } = useSWRConfig();
  return () => void mutate(isChangedByLine);
}

type FarmStatusBody = ClientInput<FulfilmentEndpoints['farmStatus']>['body'];

/** Moves every line of the farm in the order to `body.status` (an admin names the farm). */
export const setFarmStatus = (orderId: string, producerId: string | undefined, body: FarmStatusBody) =>
  api.fulfilment.farmStatus({ params: { id: orderId }, query: { producerId }, body });

/** PATCH /v1/orders/{id}/withdrawal/{withdrawalId}: the farm has the goods of a withdrawal back (docs/legal.md). */
export const receiveWithdrawal = (orderId: string, withdrawalId: string) =>
  api.withdrawals.receive({ params: { id: orderId, withdrawalId }, body: { status: 'received' } });
