/**
 * The admin's order search and count (the reports domain: GET /v1/orders/search, GET /v1/orders/count), through
 * the typed client; every read kept apart per signed-in admin (`scope`).
 */
import { api } from '../../lib/api/endpoints';
import { useApi } from '../../lib/api/use-api';
import { useApiPages } from '../../lib/api/use-api-pages';
import { dayRangeQuery } from '../../lib/list-params';
import type { AdminOrderFilters } from './admin-orders-query';

/** Orders found per page ("Cargar más" reads the next). */
export const ORDER_SEARCH_PAGE_SIZE = 20;

/** The orders found for `term`, page after page (null term: no search). */
export const useOrderSearchPages = (term: string | null, userId: string | undefined) =>
  useApiPages(
    api.reports.search,
    (index, previous) => {
      if (!term || !userId || (previous && !previous.nextToken)) return null;
      const nextToken = index === 0 ? undefined : (previous?.nextToken ?? undefined);
      return { query: { q: term, limit: ORDER_SEARCH_PAGE_SIZE, nextToken } };
    },
    { scope: userId, revalidateFirstPage: false },
  );

/**
 * How many orders the list holds for the filters (the shop's counters); not asked with a farm filter (the
 * counters count orders by status for the whole shop only) nor while searching.
 */
export const useOrderCount = (filters: AdminOrderFilters | null, userId: string | undefined) =>
  useApi(
    api.reports.count,
    filters && userId && !filters.producer
      ? { query: { status: filters.status || undefined, ...dayRangeQuery(filters) } }
      : null,
    { scope: userId },
  );

/** The count line over the list: the real total when known, else what is shown and whether more follow. */
export function orderCountText(shown: number, hasMore: boolean, total: number | undefined): string {
  const noun = (count: number) => (count === 1 ? 'pedido' : 'pedidos');
  if (total !== undefined && total >= shown)
    return shown < total ? `${shown} de ${total} ${noun(total)}` : `${total} ${noun(total)}`;
  return hasMore ? `${shown} ${noun(shown)} mostrados; hay más` : `${shown} ${noun(shown)}`;
}
