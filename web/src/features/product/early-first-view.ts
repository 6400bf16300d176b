import {
  FIRST_VIEW_ATTRIBUTE,
  readFirstView,
  type ProductFirstView,
} from '../../../../shared/rules/catalog/product-first-view.js';
import { pageDataBlock } from '../../lib/page-data';

/**
 * The first view a product page's HTML already shows (services/seo writes it, and the same fields as JSON in
 * `<script type="application/json" data-product-first-view="<id>">`), for `productId`; null on any other page,
 * for another product, and while prerendering (no document). The page renders it while the API's answer
 * loads, so the app's first render is the markup the HTML holds (shared/rules/catalog/product-first-view.ts).
 */
export const earlyFirstView = (productId: string): ProductFirstView | null =>
  pageDataBlock(FIRST_VIEW_ATTRIBUTE, productId, (value) => readFirstView(value, productId));
