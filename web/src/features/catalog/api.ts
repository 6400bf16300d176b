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
