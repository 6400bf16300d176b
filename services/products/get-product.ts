/**
 * GET /v1/products/{id}: an inactive product, or one whose main image is not verified yet (or was refused), is
 * visible only to its producer and admins (404 for others); others see only the verified photos. Anonymous
 * answers may be cached by CloudFront (cache-headers.ts).
 */
import { notFound } from '../lib/errors.js';
import { readProductFarm } from '../farms/index.js';
import type { Handler } from '../lib/http/types.js';
import type { ProductsEndpoints } from '../../shared/contracts/products/contract.js';
import { canManage } from './access.js';
import { catalogCacheHeaders } from './cache-headers.js';
import { toProduct } from './product-item.js';
import { getProductItem } from './product-repository.js';
import { plantPassportOf } from '../../shared/rules/product-legal.js';

export const getProduct: Handler<ProductsEndpoints['get']> = async ({ params, principal, event }) => {
  const item = await getProductItem(params.id);
  if (!item) throw notFound();
  const product = toProduct(item);
  const headers = catalogCacheHeaders(event, principal);
  const manages = canManage(principal, product);
  if (!manages && (!product.isActive || product.imageStatus !== 'verified')) throw notFound();
  // Its farm's page, to link it (docs/farms.md).
  const farm = await readProductFarm(product.producerId);
  const answered = manages ? product : toProduct(item, 'public');
  // Issue 31: a plant's passport, from its botanical name and its farm's operator number (docs/legal.md).
  const plantPassport = plantPassportOf(answered, farm?.plantOperatorNumber);
  return {
    data: {
      product: {
        ...answered,
        ...(farm ? { farm } : {}),
        ...(plantPassport ? { plantPassport } : {}),
      },
    },
    headers,
  };
};
