/**
 * The admin's product list: its filters (status, producer, search), the list it shows (read by
 * products-api.ts) and what the screens compute from it.
 */
import type { Product } from '../../../../shared/contracts/products/entities.js';
import type { FilterChoices } from '../../components/FilterBar';

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

/** No filter: every product of every farm. */
export const NO_PRODUCT_FILTERS: AdminProductFilters = { status: 'all', producer: '', q: '' };

/** The list's select: "Estado" (all, active, inactive). */
export const PRODUCT_SELECTS: FilterChoices<AdminProductFilters> = {
  status: { label: 'Estado', options: PRODUCT_STATUS_FILTERS, labels: PRODUCT_STATUS_LABELS },
};

export interface AdminProductList {
  products: Product[];
  /** More products matched than the list holds (ADMIN_LIST_DEFAULT_LIMIT). */
  truncated: boolean;
}

export const productIdOf = (product: Pick<Product, 'productId' | 'id'>): string =>
  product.productId ?? product.id;

/** Products with this many units or fewer are low on stock (dashboard). */
export function lowStock(products: readonly Product[], threshold: number): Product[] {
  return products
    .filter((product) => product.isActive && (product.stock ?? 0) <= threshold)
    .sort((a, b) => (a.stock ?? 0) - (b.stock ?? 0));
}
