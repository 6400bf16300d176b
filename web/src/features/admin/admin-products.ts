/**
 * Every product for the admin: GET /v1/products with the admin's token reads the active catalog
 * (`active=true`) or the inactive one (`active=false`, admins only); with a producer, GET /v1/products/user?
 * producerId= reads that farm's products in both states. "Todos" without a producer reads both catalogs and
 * merges them newest first. Pages of 100 (the API's maximum) up to the spec's admin list limit (1000).
 */
import { ADMIN_LIST_DEFAULT_LIMIT, PAGE_MAX_LIMIT } from '../../../../shared/constants.js';
import type { Product } from '../../../../shared/contracts/products/entities.js';
import { apiData } from '../../lib/api/client';

export const PRODUCT_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type ProductStatusFilter = (typeof PRODUCT_STATUS_FILTERS)[number];

export const PRODUCT_STATUS_LABELS: Record<ProductStatusFilter, string> = {
  all: 'Todos',
  active: 'Activos',
  inactive: 'Inactivos',
};

export interface AdminProductFilters {
  status: ProductStatusFilter;
  producer: string;
  q: string;
}

export interface AdminProductList {
  products: Product[];
  /** More products matched than the list holds (ADMIN_LIST_DEFAULT_LIMIT). */
  truncated: boolean;
}

interface ProductPage {
  products?: Product[];
  nextToken?: string | null;
}

export const productIdOf = (product: Pick<Product, 'productId' | 'id'>): string =>
  product.productId ?? product.id;

async function readAll(
  routeId: 'products.list' | 'products.own',
  query: Record<string, string | number | boolean | undefined>,
  signal?: AbortSignal,
): Promise<AdminProductList> {
  const products: Product[] = [];
  let nextToken: string | undefined;
  while (products.length < ADMIN_LIST_DEFAULT_LIMIT) {
    const data = await apiData<ProductPage>(routeId, {
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
  if (filters.producer) return readAll('products.own', { producerId: filters.producer, q, active }, signal);
  if (active !== undefined) return readAll('products.list', { active, q }, signal);
  const [on, off] = await Promise.all([
    readAll('products.list', { active: true, q }, signal),
    readAll('products.list', { active: false, q }, signal),
  ]);
  const products = [...on.products, ...off.products].sort(newestFirst);
  return {
    products: products.slice(0, ADMIN_LIST_DEFAULT_LIMIT),
    truncated: on.truncated || off.truncated || products.length > ADMIN_LIST_DEFAULT_LIMIT,
  };
}

/** Products with this many units or fewer are low on stock (dashboard). */
export function lowStock(products: readonly Product[], threshold: number): Product[] {
  return products
    .filter((product) => product.isActive && (product.stock ?? 0) <= threshold)
    .sort((a, b) => (a.stock ?? 0) - (b.stock ?? 0));
}
