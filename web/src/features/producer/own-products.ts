/**
 * The producer's own products: every page of GET /v1/products/user (active and inactive, newest first),
 * fetched into one list. A farm has tens of products, so one list keeps counts, the name check and the
 * management screen simple; the page limit (100, the API's maximum) keeps it to one call for most farms.
 */
import useSWR, { type KeyedMutator } from 'swr';
import { PAGE_MAX_LIMIT } from '../../../../shared/constants.js';
import type { Product } from '../../../../shared/contracts/products/entities.js';
import { PRODUCT_MESSAGES } from '../../../../shared/messages/product.js';
import { apiData } from '../../lib/api/client';
import { stockState, unitsOf } from '../../lib/stock';

/** How often the list is read again while a photo of one of the products waits for its check. */
export const IMAGE_CHECK_POLL_MS = 3_000;

/** The producer's notice about a product's photos, or null when there is nothing to say. */
export function imageNotice(product: Pick<Product, 'imageStatus' | 'rejectedImages'>): string | null {
  if (product.imageStatus === 'pending') return PRODUCT_MESSAGES.imagePending;
  if (product.imageStatus === 'rejected') return PRODUCT_MESSAGES.imageRejected;
  const dropped = product.rejectedImages ?? 0;
  return dropped > 0 ? PRODUCT_MESSAGES.imagesDropped(dropped) : null;
}

/** At most this many pages are read (100 products each). */
export const MAX_OWN_PAGES = 20;

interface Page {
  products?: Product[];
  nextToken?: string | null;
}

export interface OwnProductsOptions {
  /** Admins may read another producer's products (the service allows it); defaults to the caller. */
  producerId?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export async function fetchAllOwnProducts(options: OwnProductsOptions = {}): Promise<Product[]> {
  const products: Product[] = [];
  let nextToken: string | undefined;
  for (let page = 0; page < MAX_OWN_PAGES; page += 1) {
    const data = await apiData<Page>('products.own', {
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

/** SWR key of the caller's whole list (a 3-tuple, so it never collides with a single page's key). */
export const OWN_PRODUCTS_KEY = ['products.own', { query: { limit: PAGE_MAX_LIMIT } }, 'all'] as const;

/** The caller's products, or (admins) another producer's. */
export function useOwnProducts(producerId?: string): {
  products: Product[] | undefined;
  error: unknown;
  isLoading: boolean;
  isValidating: boolean;
  mutate: KeyedMutator<Product[]>;
} {
  const { data, error, isLoading, isValidating, mutate } = useSWR<Product[]>(
    producerId ? ['products.own', { query: { limit: PAGE_MAX_LIMIT, producerId } }, 'all'] : OWN_PRODUCTS_KEY,
    () => fetchAllOwnProducts(producerId ? { producerId } : {}),
    // While a new photo is being checked (a moment after its upload), look again until it is decided.
    {
      refreshInterval: (latest) =>
        latest?.some((p) => p.imageStatus === 'pending') ? IMAGE_CHECK_POLL_MS : 0,
    },
  );
  return { products: data, error, isLoading, isValidating, mutate };
}

export const idOf = (product: Pick<Product, 'productId' | 'id'>): string => product.productId ?? product.id;

/**
 * Active products a shopper sees as "Agotado" or "Pocas unidades", fewest units first. Inactive products are
 * not on sale, so their stock needs no attention yet. The dashboard's "Agotados" count and its "Stock por
 * reponer" list both come from here, so they always agree.
 */
export function needingRestock(products: readonly Product[]): Product[] {
  return products
    .filter((product) => product.isActive && stockState(product.stock) !== 'available')
    .sort((a, b) => unitsOf(a.stock) - unitsOf(b.stock) || a.name.localeCompare(b.name, 'es'));
}

/** Counts of the dashboard: "outOfStock" is the active products at 0 units (what shoppers see as Agotado). */
export function productCounts(products: readonly Product[]) {
  let active = 0;
  for (const product of products) if (product.isActive) active += 1;
  const outOfStock = needingRestock(products).filter((product) => stockState(product.stock) === 'out').length;
  return { total: products.length, active, inactive: products.length - active, outOfStock };
}
