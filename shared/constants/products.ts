/** Products: prices, stock, text bounds, the catalog's search and the home page's featured list. */

export const PRICE_MAX = 99_999.99;
export const STOCK_MAX = 999_999;
/** Product text fields. */
export const PRODUCT_NAME_MAX_LENGTH = 120;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 500;
export const PRODUCT_UNIT_MAX_LENGTH = 40;
/** Longest product search text (`q`). */
export const PRODUCT_QUERY_MAX_LENGTH = 100;
/** Ours: a product with this many units or fewer is low on stock (shop badge and producer dashboard). */
export const LOW_STOCK_THRESHOLD = 5;
export const FEATURED_PRODUCTS_COUNT = 6;
/** The admin's products list reads at most this many products. */
export const ADMIN_LIST_DEFAULT_LIMIT = 1_000;

/**
 * The catalog's orders (GET /v1/products `sort`; the storefront's list offers them in this order). `rating`
 * (ours, docs/reviews.md): best rated first, then the most reviewed; unrated products last.
 */
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'name', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
