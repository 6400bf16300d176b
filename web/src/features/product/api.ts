/** What the product page reads, through the typed client (lib/api/endpoints.ts). */
import { api } from '../../lib/api/endpoints';
import { useApi } from '../../lib/api/use-api';

/**
 * One product, cached under `['products.get', { params: { id } }]`: the key the cart lines and the product
 * pages share (keep it so).
 */
export const useProduct = (id: string) => useApi(api.products.get, { params: { id } });
