/** Functions of the products domain's routes, by route id (shared/routes.ts). */
import type { RouteTable } from '../lib/http/types.js';
import { createProduct } from './create-product.js';
import { deleteProductRoute } from './delete-product.js';
import { getProduct } from './get-product.js';
import { listOwnProducts, listProducts } from './list-products.js';
import { setProductStatus } from './set-status.js';
import { updateProductRoute } from './update-product.js';

export const productsRoutes: RouteTable = {
  'products.list': listProducts,
  'products.own': listOwnProducts,
  'products.get': getProduct,
  'products.create': createProduct,
  'products.update': updateProductRoute,
  'products.setStatus': setProductStatus,
  'products.delete': deleteProductRoute,
};
