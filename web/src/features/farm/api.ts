/** What a farm's public page reads, through the typed client (lib/api/endpoints.ts). */
import type { ProductPage } from '../../../../shared/contracts/products/contract.js';
import { api } from '../../lib/api/endpoints';
import { useApi } from '../../lib/api/use-api';
import { nextTokenAfter, useApiPages } from '../../lib/api/use-api-pages';

/** Products per page of a farm's grid. */
export const FARM_PRODUCTS_PAGE = 12;

/** A farm's page by its slug (GET /v1/products/farms/{slug}). */
export const useFarm = (slug: string) => useApi(api.products.farm, { params: { slug } });

/** Its products: the catalog's own list by producer, newest first, a page at a time. */
export const useFarmProducts = (producerId: string | undefined) =>
  useApiPages(
    api.products.list,
    (index, previous: ProductPage | null) => {
      if (!producerId) return null;
      const token = nextTokenAfter(index, previous);
      if (token === null) return null;
      return { query: { producerId, limit: FARM_PRODUCTS_PAGE, ...(token ? { nextToken: token } : {}) } };
    },
    { revalidateFirstPage: false },
  );
