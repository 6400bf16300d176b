/** The catalog and the producers' own products. */
import type { Page } from '../../http.js';
import { answer, defineContract, schemasOf } from '../kit.js';
import type * as Schemas from './schemas.js';
import type { Product, UploadUrl } from './entities.js';

export interface ProductPage extends Page {
  products: Product[];
}
/** A create or update: the product, and a presigned PUT per image the request named. */
export interface ProductSaved {
  product: Product;
  uploadUrls?: UploadUrl[];
}

export const productsContract = defineContract({
  domain: 'products',
  basePath: '/v1/products',
  schemas: schemasOf<typeof Schemas>(),
  endpoints: {
    list: {
      method: 'GET',
      path: '/v1/products',
      access: 'public',
      optionalAuth: true,
      summary: 'Catalog with search, filters, sort and paging',
      input: (s) => ({ query: s.productListQuery }),
      answer: answer<ProductPage>(),
    },
    own: {
      method: 'GET',
      path: '/v1/products/user',
      access: 'producer-or-admin',
      summary: "The caller's own products",
      input: (s) => ({ query: s.productListQuery }),
      answer: answer<ProductPage>(),
    },
    get: {
      method: 'GET',
      path: '/v1/products/{id}',
      access: 'public',
      optionalAuth: true,
      summary: 'One product',
      input: (s) => ({ params: { schema: s.productIdParams, codes: s.productIdFieldCodes } }),
      answer: answer<{ product: Product }>(),
    },
    create: {
      method: 'POST',
      path: '/v1/products',
      access: 'producer-or-admin',
      summary: 'Create a product and get image upload URLs',
      input: (s) => ({ body: s.productCreateSchema }),
      answer: answer<Required<ProductSaved>>(),
    },
    update: {
      method: 'PUT',
      path: '/v1/products/{id}',
      access: 'producer-or-admin',
      summary: 'Update a product',
      input: (s) => ({
        params: { schema: s.productIdParams, codes: s.productIdFieldCodes },
        body: s.productUpdateSchema,
      }),
      answer: answer<ProductSaved>(),
    },
    setStatus: {
      method: 'PATCH',
      path: '/v1/products/{id}/status',
      access: 'producer-or-admin',
      summary: 'Activate or deactivate a product',
      input: (s) => ({
        params: { schema: s.productIdParams, codes: s.productIdFieldCodes },
        body: s.productStatusSchema,
      }),
      answer: answer<{ product: Product }>(),
    },
    delete: {
      method: 'DELETE',
      path: '/v1/products/{id}',
      access: 'producer-or-admin',
      summary: 'Delete a product and its images',
      input: (s) => ({ params: { schema: s.productIdParams, codes: s.productIdFieldCodes } }),
      answer: answer<{ productId: string }>(),
    },
  },
});

export type ProductsEndpoints = typeof productsContract.endpoints;
