/**
 * What the admin screens read and change of the orders domain (every order, its status, the shop's figures and
 * the farms' product orders), through the typed client (lib/api/endpoints.ts). Every read is kept apart per
 * signed-in admin (`scope`: their id).
 */
import useSWR, { type SWRConfiguration } from 'swr';
import { PAGE_MAX_LIMIT } from '../../../../shared/constants/limits.js';
import { type StatsPeriod } from '../../../../shared/constants/stats.js';
import { ADMIN_STATS_REFRESH_MS } from '../../../../shared/constants/timing.js';
import type { ClientInput } from '../../../../shared/contracts/kit.js';
import type { OrdersEndpoints } from '../../../../shared/contracts/orders/contract.js';
import type { ProductOrder } from '../../../../shared/contracts/orders/entities.js';
import { CANCELLABLE_PRODUCT_ORDER_STATUSES } from '../../../../shared/rules/order-status-rules.js';
import { api } from '../../lib/api/endpoints';
import { useApi } from '../../lib/api/use-api';
import { useApiPages } from '../../lib/api/use-api-pages';
import { adminOrdersApiQuery, type AdminOrderFilters } from './admin-orders-query';

/** How a dashboard figure refreshes itself. */
export type Refresh = Pick<SWRConfiguration, 'refreshInterval' | 'revalidateOnFocus'>;

type ProducerListQuery = NonNullable<ClientInput<OrdersEndpoints['producerList']>['query']>;

/** Every order of the shop matching `filters`, page after page ("Cargar más"). */
export const useAdminOrderPages = (filters: AdminOrderFilters, userId: string | undefined) =>
  useApiPages(
    api.orders.list,
    (index, previous) => {
      if (!userId || (previous && !previous.nextToken)) return null;
      const token = index === 0 ? undefined : (previous?.nextToken ?? undefined);
      return { query: adminOrdersApiQuery(filters, token) };
    },
    { scope: userId, revalidateFirstPage: false },
  );

/** One order, any customer's (null id: nothing to read). */
export const useAdminOrder = (id: string | null, userId: string | undefined) =>
  useApi(api.orders.get, id && userId ? { params: { id } } : null, { scope: userId });

/** A bank transfer received: the order is paid (PATCH /v1/orders/{id}/payment). */
export const markOrderPaid = (id: string) =>
  api.payments.markPaid({ params: { id }, body: { status: 'paid' } });

export const setOrderStatus = (id: string, body: ClientInput<OrdersEndpoints['setStatus']>['body']) =>
  api.orders.setStatus({ params: { id }, body });

/** The shop's order figures of a period (the reports domain, GET /v1/orders/stats). */
export const useOrderStats = (period: StatsPeriod, userId: string | undefined, refresh: Refresh) =>
  useApi(api.reports.stats, userId ? { query: { period } } : null, { scope: userId, ...refresh });

/** The shop's analytics of a period (the previous period's answer stays on screen while the next loads). */
export const useShopAnalytics = (period: StatsPeriod, userId: string | undefined) =>
  useApi(api.reports.analytics, userId ? { query: { period } } : null, {
    scope: userId,
    keepPreviousData: true,
    refreshInterval: ADMIN_STATS_REFRESH_MS,
  });

/** Product orders of the farms (one farm's with `producerId`), newest first. */
export const useProductOrders = (
  query: ProducerListQuery,
  userId: string | undefined,
  refresh: Refresh = {},
) => useApi(api.orders.producerList, userId ? { query } : null, { scope: userId, ...refresh });

/** At most this many pages (of PAGE_MAX_LIMIT lines) are read per status of a farm's open lines. */
const OPEN_LINE_MAX_PAGES = 10;

/**
 * Every open line of one farm (pending, organizing, ready_to_ship: the statuses a line may still be cancelled
 * from), newest first: GET /v1/orders/producer?producerId&status, one status per call (the contract's query takes
 * one), each read page after page.
 */
export async function fetchOpenFarmLines(producerId: string): Promise<ProductOrder[]> {
  const byStatus = await Promise.all(
    CANCELLABLE_PRODUCT_ORDER_STATUSES.map(async (status) => {
      const lines: ProductOrder[] = [];
      let nextToken: string | undefined;
      for (let page = 0; page < OPEN_LINE_MAX_PAGES; page += 1) {
        const data = await api.orders.producerList({
          query: { producerId, status, limit: PAGE_MAX_LIMIT, nextToken },
        });
        lines.push(...data.orders);
        if (!data.nextToken) break;
        nextToken = data.nextToken;
      }
      return lines;
    }),
  );
  return byStatus.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** A farm's open lines (null id: nothing to read); its own key: the pages of three statuses together. */
export const useOpenFarmLines = (producerId: string | null, userId: string | undefined) =>
  useSWR(
    producerId && userId ? (['orders.producerList', 'open', producerId, userId] as const) : null,
    ([, , id]) => fetchOpenFarmLines(id),
  );

/** An admin cancels one farm's line (its units back in stock, refunded per the payment rules, consumer told). */
export const cancelFarmLine = (line: ProductOrder, notes: string) =>
  api.fulfilment.setProductOrderStatus({
    params: { id: line.orderId, productOrderId: line.id },
    body: { status: 'cancelled', notes, expectedStatus: line.status },
  });

/** PATCH /v1/orders/{id}/withdrawal/{withdrawalId}: every farm of a withdrawal has its goods back (docs/legal.md). */
export const receiveWithdrawal = (orderId: string, withdrawalId: string) =>
  api.withdrawals.receive({ params: { id: orderId, withdrawalId }, body: { status: 'received' } });

/** POST /v1/orders/{id}/withdrawal as an admin: a withdrawal the consumer sent by e-mail or post (docs/legal.md). */
export const recordWithdrawal = (
  orderId: string,
  body: { productOrderIds: string[]; sentOn: string; iban?: string },
) => api.withdrawals.request({ params: { id: orderId }, body });
