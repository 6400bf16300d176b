/** What the home page reads, through the typed client (lib/api/endpoints.ts). */
import { FEATURED_PRODUCTS_COUNT } from '../../../../shared/constants/products.js';
import { api } from '../../lib/api/endpoints';
import { apiKey, useApi } from '../../lib/api/use-api';

/** GET /v1/products?limit=6&sort=newest: the newest six (FEATURED_PRODUCTS_COUNT). */
const FEATURED_INPUT = { query: { limit: FEATURED_PRODUCTS_COUNT, sort: 'newest' } };

/**
 * Its SWR key, `['products.list', { query: { limit: 6, sort: 'newest' } }]`: the prerendered shell preloads
 * its URL (shell/render-shell.tsx).
 */
export const FEATURED_KEY = apiKey(api.products.list, FEATURED_INPUT);

/** The home page's featured products. */
export const useFeaturedProducts = () => useApi(api.products.list, FEATURED_INPUT);
