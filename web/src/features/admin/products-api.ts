/**
 * Every product for the admin, through the typed client: GET /v1/products with the admin's token reads the
 * active catalog (`active=true`) or the inactive one (`active=false`, admins only); with a producer, GET
 * /v1/products/user?producerId= reads that farm's products in both states. "Todos" without a producer reads
 * both catalogs and merges them newest first. Pages of 100 (the API's maximum) up to the admin list limit
 * (ADMIN_LIST_DEFAULT_LIMIT, 1000).
 */
import useSWR, { useSWRConfig } from 'swr';
import { PAGE_MAX_LIMIT } from '../../../../shared/constants/limits.js';
import { ADMIN_LIST_DEFAULT_LIMIT } from '../../../../shared/constants/products.js';
import type { ClientInput } from '../../../../shared/contracts/kit.js';
import type { ProductsEndpoints } from '../../../../shared/contracts/products/contract.js';
import type { Product } from '../../../../shared/contracts/products/entities.js';
import { api } from '../../lib/api/endpoints';
import { isKeyOf, useApi } from '../../lib/api/use-api';
import type { Refresh } from './orders-api';
import type { AdminProductFilters, AdminProductList } from './admin-products';

type ListQuery = NonNullable<ClientInput<ProductsEndpoints['list']>['query']>;

async function readAll(
  which: 'list' | 'own',
  query: ListQuery,
  signal?: AbortSignal,
): Promise<AdminProductList> {
  const products: Product[] = [];
  let nextToken: string | undefined;
  while (products.length < ADMIN_LIST_DEFAULT_LIMIT) {
    const data = await api.products[which]({
      query: { ...query, limit: PAGE_MAX_LIMIT, nextToken },
      signal,
    });
    products.push(...(Array.isArray(data?.products) ? data.products : []));
    if (!data?.nextToken) return { products, truncated: false };
    nextToken = data.nextToken;
  }
  return { products: products.slice(0, ADMIN_LIST_DEFAULT_LIMIT), truncated: true };
}

const newestFirst = (a: Product, b: Product): number => b.createdAt.localeCompare(a.createdAt);

export async function fetchAdminProducts(
  filters: AdminProductFilters,
  signal?: AbortSignal,
): Promise<AdminProductList> {
  const q = filters.q || undefined;
  const active = filters.status === 'all' ? undefined : filters.status === 'active';
  if (filters.producer) return readAll('own', { producerId: filters.producer, q, active }, signal);
  if (active !== undefined) return readAll('list', { active, q }, signal);
  const [on, off] = await Promise.all([
    readAll('list', { active: true, q }, signal),
    readAll('list', { active: false, q }, signal),
  ]);
  const products = [...on.products, ...off.products].sort(newestFirst);
  return {
    products: products.slice(0, ADMIN_LIST_DEFAULT_LIMIT),
    truncated: on.truncated || off.truncated || products.length > ADMIN_LIST_DEFAULT_LIMIT,
  };
}

/** The products of `filters` (its own key: all the pages of one or two lists, merged). */
export const useAdminProducts = (filters: AdminProductFilters, userId: string | undefined) =>
  useSWR(userId ? ['admin.products', filters, userId] : null, () => fetchAdminProducts(filters), {
    keepPreviousData: true,
  });

/** Every active product, for the dashboard's low-stock list. */
export const useActiveProducts = (userId: string | undefined, refresh: Refresh) =>
  useSWR(
    userId ? ['admin.products', 'low-stock', userId] : null,
    () => fetchAdminProducts({ status: 'active', producer: '', q: '' }),
    refresh,
  );

/** One farm's products, active or not (the first 100). */
export const useFarmProducts = (producerId: string, userId: string | undefined) =>
  useApi(api.products.own, userId ? { query: { producerId, limit: 100 } } : null, { scope: userId });

export const setProductActive = (id: string, isActive: boolean) =>
  api.products.setStatus({ params: { id }, body: { isActive } });

/** After a status change: the catalog and the product pages read again. */
export function useAfterProductChange() {
  const { mutate } = useSWRConfig();
  return () => void mutate((key) => isKeyOf(api.products.list)(key) || isKeyOf(api.products.get)(key));
}
