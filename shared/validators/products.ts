/** The validators of the products routes (shared/routes.ts), imported by the products function alone. */
import * as products from '../contracts/products/schemas.js';
import type { DomainValidators } from './types.js';

export const PRODUCTS_VALIDATORS: DomainValidators = {
  'products.list': { query: { schema: products.productListQuery } },
  'products.own': { query: { schema: products.productListQuery } },
  'products.get': { params: { schema: products.productIdParams, codes: products.productIdFieldCodes } },
  'products.create': { body: { schema: products.productCreateSchema } },
  'products.update': {
    params: { schema: products.productIdParams, codes: products.productIdFieldCodes },
    body: { schema: products.productUpdateSchema },
  },
  'products.setStatus': {
    params: { schema: products.productIdParams, codes: products.productIdFieldCodes },
    body: { schema: products.productStatusSchema },
  },
  'products.delete': { params: { schema: products.productIdParams, codes: products.productIdFieldCodes } },
};
