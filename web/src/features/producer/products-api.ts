/**
 * What the producer's product screens read and change, through the typed client (lib/api/endpoints.ts): the
 * own list (every page of GET /v1/products/user in one list), one product, create, update, status, delete.
 */
import useSWR, { useSWRConfig, type KeyedMutator } from 'swr';
import { PAGE_MAX_LIMIT } from '../../../../shared/constants/limits.js';
import type { ClientInput } from '../../../../shared/contracts/kit.js';
import type { ProductsEndpoints } from '../../../../shared/contracts/products/contract.js';
import type { Product } from '../../../../shared/contracts/products/entities.js';
import { api } from '../../lib/api/endpoints';
import { apiKey, isKeyOf } from '../../lib/api/use-api';
import { IMAGE_CHECK_POLL_MS } from './own-products';

/** At most this many pages are read (100 products each). */
export const MAX_OWN_PAGES = 20;

export interface OwnProductsOptions {
  /** Admins may read another producer's products (the service allows it); defaults to the caller. */
  producerId?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** Every page of the caller's (or, admins, another producer's) products, in one list. */
export async function fetchAllOwnProducts(options: OwnProductsOptions = {}): Promise<Product[]> {
  const products: Product[] = [];
  let nextToken: string | undefined;
  for (let page = 0; page < MAX_OWN_PAGES; page += 1) {
    const data = await api.products.own({
      query: { limit: PAGE_MAX_LIMIT, nextToken, producerId: options.producerId },
      signal: options.signal,
      timeoutMs: options.timeoutMs,
    });
    products.push(...(Array.isArray(data?.products) ? data.products : []));
    if (!data?.nextToken) break;
    nextToken = data.nextToken;
  }
  return products;
}

/**
 * SWR key of a whole own list: the first page's key scoped 'all' (a 3-tuple, so it never collides with a
 * single page's key). Its data is the whole list, read by fetchAllOwnProducts, not one page.
 */
const ownProductsKey = (producerId?: string) =>
  apiKey(
    api.products.own,
    { query: producerId ? { limit: PAGE_MAX_LIMIT, producerId } : { limit: PAGE_MAX_LIMIT } },
    'all',
  );

/** The caller's products, or (admins) another producer's. */
export function useOwnProducts(producerId?: string): {
  products: Product[] | undefined;
  error: unknown;
  isLoading: boolean;
  isValidating: boolean;
  mutate: KeyedMutator<Product[]>;
} {
  const { data, error, isLoading, isValidating, mutate } = useSWR(
    ownProductsKey(producerId),
    () => fetchAllOwnProducts(producerId ? { producerId } : {}),
    // While a new photo is being checked (a moment after its upload), look again until it is decided.
    {
      refreshInterval: (latest) =>
        latest?.some((p) => p.imageStatus === 'pending') ? IMAGE_CHECK_POLL_MS : 0,
    },
  );
  return { products: data, error, isLoading, isValidating, mutate };
}

/** One product as stored now (not from the SWR cache). */
export const fetchProduct = (id: string, signal?: AbortSignal) =>
  api.products.get({ params: { id }, signal });

type CreateBody = ClientInput<ProductsEndpoints['create']>['body'];
type UpdateBody = ClientInput<ProductsEndpoints['update']>['body'];

export const createProduct = (body: CreateBody) => api.products.create({ body });

export const updateProduct = (id: string, body: UpdateBody) => api.products.update({ params: { id }, body });

export const setProductStatus = (id: string, isActive: boolean) =>
  api.products.setStatus({ params: { id }, body: { isActive } });

export const deleteProduct = (id: string) => api.products.delete({ params: { id } });

/** Whether an SWR key is a products answer (catalog, product pages, own lists). */
const isProductsKey = (key: unknown): boolean =>
  Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('products.');

/** Whether an SWR key is a catalog answer (the list or a product page). */
const isCatalogKey = (key: unknown): boolean =>
  isKeyOf(api.products.list)(key) || isKeyOf(api.products.get)(key);

/** After a change to a product: the cached answers that show it read again. */
export function useAfterProductChange() {
  const { mutate } = useSWRConfig();
  return {
    /** Every products answer in the SWR cache (catalog, product pages, own lists). */
    everyProductAnswer: () => mutate(isProductsKey),
    /** The catalog and the product pages. */
    catalog: () => void mutate(isCatalogKey),
  };
}
