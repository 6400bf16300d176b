/** What the catalog reads, through the typed client (lib/api/endpoints.ts). */
import type { ClientInput } from '../../../../shared/contracts/kit.js';
import type { ProductsEndpoints } from '../../../../shared/contracts/products/contract.js';
import { api } from '../../lib/api/endpoints';
import { useApi } from '../../lib/api/use-api';

type ListQuery = NonNullable<ClientInput<ProductsEndpoints['list']>['query']>;

/**
 * A catalog page, cached under `['products.list', { query }]`: the key the prerendered shell preloads for
 * /products (shell/render-shell.tsx builds it from apiQuery(INITIAL_STATE); keep the two alike).
 */
export const useCatalogPage = (query: ListQuery) =>
  useApi(api.products.list, { query }, { keepPreviousData: true });

type FacetsQuery = NonNullable<ClientInput<ProductsEndpoints['facets']>['query']>;

/**
 * Counts per category, variety and farm of the search shown (issue 23). Its key leaves out sort and page, so
 * paging and sorting never read the counts again; the previous counts stay while new ones load.
 */
export const useCatalogFacets = (query: FacetsQuery) =>
  useApi(api.products.facets, { query }, { keepPreviousData: true });
