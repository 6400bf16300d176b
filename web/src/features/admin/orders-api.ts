/**
 * What the admin screens read and change of the orders domain (every order, its status, the shop's figures and
 * the farms' product orders), through the typed client (lib/api/endpoints.ts). Every read is kept apart per
 * signed-in admin (`scope`: their id).
 */
import type { SWRConfiguration } from 'swr';
import { ADMIN_STATS_REFRESH_MS, type StatsPeriod } from '../../../../shared/constants.js';
import type { ClientInput } from '../../../../shared/contracts/kit.js';
import type { OrdersEndpoints } from '../../../../shared/contracts/orders/contract.js';
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

/** The order's invoices, every farm's (null id: nothing to read); read again on focus (links are short-lived). */
export const useAdminOrderInvoices = (id: string | null, userId: string | undefined) =>
  useApi(api.invoices.list, id && userId ? { params: { id } } : null, {
    scope: userId,
    revalidateOnFocus: true,
  });

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
