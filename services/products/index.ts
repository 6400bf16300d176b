/** The public face of the products domain: other domains import only what this file exports. */
export { catalogKeys, isStorefrontItem, searchEntries, type Item } from './catalog-entry.js';
export {
  countProducerProducts,
  hasActiveProductsOf,
  hideProducerProducts,
  nextTimestamp,
  restoreProducerProducts,
} from './product-activation.js';
export {
  cartSnapshot,
  orderSnapshot,
  readProduct,
  readProducts,
  stockApartIds,
  type ProductState,
} from './read-products.js';
export { STOCK_APART, cardStockAfter, stockApartMove, stockFigure, writeCardStock } from './product-stock.js';
export {
  emptyDistribution,
  ratingOf,
  readRatedProduct,
  setProductRating,
  summaryOf,
} from './product-rating.js';
