/** The catalog and the producers' own products. */
import type { Page } from '../http.js';
import { answer, defineContract, PUBLIC_READS_CALLER, schemasOf } from '../kit.js';
import type * as Schemas from './schemas.js';
import type { CatalogFacets, Product, UploadUrl } from './entities.js';
import type { FarmListAnswer, FarmPageAnswer } from './farm-entities.js';

export interface ProductAnswer {
  product: Product;
}
export interface ProductPage extends Page {
  products: Product[];
}
/** A create or update: the product, and a presigned PUT per image the request named. */
export interface ProductSaved {
  product: Product;
  uploadUrls?: UploadUrl[];
}

/** The schemas its endpoints pick from (by type: this file carries no zod). */
const schemas = schemasOf<typeof Schemas>();

/** The answer of a call about one product: the product as it is now. */
const PRODUCT = answer<ProductAnswer>({ product: 'required' });

/** A page of products. */
const PRODUCT_PAGE = answer<ProductPage>({ products: 'required', nextToken: 'required' });

/** The storefront's reads: one journey in the API's metrics; the list and a product also time CatalogLatency. */
const CATALOG = { group: 'catalog' } as const;
const CATALOG_READ = { group: 'catalog', domainLatency: true } as const;

export const productsContract = defineContract('products', '/v1/products', schemas, (route) => ({
  /** Catalog with search, filters, sort and paging. */
  list: route.get('/v1/products', PUBLIC_READS_CALLER, PRODUCT_PAGE, (s) => ({ query: s.productListQuery }), {
    cache: 'public',
    metrics: CATALOG_READ,
  }),
  /** The farms, by name (the catalog's farm filter): [{producerId, slug, name, provinceCode, province, ...}]. */
  farms: route.get(
    '/v1/products/farms',
    'public',
    answer<FarmListAnswer>({ farms: 'required', nextToken: 'required' }),
    (s) => ({ query: s.farmListQuery }),
    { cache: 'public', metrics: CATALOG },
  ),
  /** A farm's public page by its slug (an old slug of the farm answers it too, with the current `slug`). */
  farm: route.get(
    '/v1/products/farms/{slug}',
    'public',
    answer<FarmPageAnswer>({ farm: 'required' }),
    (s) => ({ params: s.farmSlugParams }),
    { cache: 'public', metrics: CATALOG },
  ),
  /** The caller's own products. */
  own: route.get('/v1/products/user', 'producer-or-admin', PRODUCT_PAGE, (s) => ({
    query: s.productListQuery,
  })),
  /** Ours (issue 23): counts per category, variety and farm of a storefront search. */
  facets: route.get(
    '/v1/products/facets',
    'public',
    answer<{ facets: CatalogFacets }>({ facets: 'required' }),
    (s) => ({ query: s.productFacetsQuery }),
    { cache: 'public', metrics: CATALOG },
  ),
  /** One product. */
  get: route.get('/v1/products/{id}', PUBLIC_READS_CALLER, PRODUCT, (s) => ({ params: s.productIdPath }), {
    cache: 'public',
    metrics: CATALOG_READ,
  }),
  /** Create a product and get image upload URLs. */
  create: route.post(
    '/v1/products',
    'producer-or-admin',
    answer<Required<ProductSaved>>({ product: 'required', uploadUrls: 'required' }, 201),
    (s) => ({ body: s.productCreateSchema }),
    { throttle: { rateLimit: 5, burstLimit: 10 } },
  ),
  /** Update a product. */
  update: route.put(
    '/v1/products/{id}',
    'producer-or-admin',
    answer<ProductSaved>({ product: 'required', uploadUrls: 'optional' }),
    (s) => ({ params: s.productIdPath, body: s.productUpdateSchema }),
    { throttle: { rateLimit: 10, burstLimit: 20 } },
  ),
  /** Activate or deactivate a product. */
  setStatus: route.patch('/v1/products/{id}/status', 'producer-or-admin', PRODUCT, (s) => ({
    params: s.productIdPath,
    body: s.productStatusSchema,
  })),
  /** Delete a product and its images. */
  delete: route.delete(
    '/v1/products/{id}',
    'producer-or-admin',
    answer<{ productId: string }>({ productId: 'required' }),
    (s) => ({ params: s.productIdPath }),
  ),
}));

export type ProductsEndpoints = typeof productsContract.endpoints;
