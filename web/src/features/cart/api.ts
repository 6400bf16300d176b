/** What the cart screen reads, through the typed client (lib/api/endpoints.ts). */
import { api } from '../../lib/api/endpoints';
import { useApi } from '../../lib/api/use-api';

/**
 * A cart line's product (its stock and current price), cached under `['products.get', { params: { id } }]`:
 * the key the product pages share (keep it so).
 */
export const useCartProduct = (id: string) => useApi(api.products.get, { params: { id } });
