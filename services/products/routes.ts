/** Functions of the products domain's routes, by route id (shared/contracts/products/contract.ts). */
import type { productsContract } from '../../shared/contracts/products/contract.js';
import type { Handlers } from '../lib/http/types.js';
import { listFacets } from './catalog-facets.js';
import { createProduct } from './create-product.js';
import { deleteProductRoute } from './delete-product.js';
import { getFarm, listFarms } from './farm-routes.js';
import { getProduct } from './get-product.js';
import { listOwnProducts, listProducts } from './list-products.js';
import { setProductStatus } from './set-status.js';
import { updateProductRoute } from './update-product.js';

export const productsRoutes: Handlers<typeof productsContract> = {
  list: listProducts,
  own: listOwnProducts,
  farms: listFarms,
  farm: getFarm,
  facets: listFacets,
  get: getProduct,
  create: createProduct,
  update: updateProductRoute,
  setStatus: setProductStatus,
  delete: deleteProductRoute,
};
