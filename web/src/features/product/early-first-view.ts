import {
  FIRST_VIEW_ATTRIBUTE,
  readFirstView,
  type ProductFirstView,
} from '../../../../shared/rules/catalog/product-first-view.js';

/**
 * The first view a product page's HTML already shows (services/seo writes it, and the same fields as JSON in
 * `<script type="application/json" data-product-first-view="<id>">`), for `productId`; null on any other page,
 * for another product, and while prerendering (no document). The page renders it while the API's answer
 * loads, so the app's first render is the markup the HTML holds (shared/rules/catalog/product-first-view.ts).
 */
export function earlyFirstView(productId: string): ProductFirstView | null {
  if (typeof document === 'undefined' || productId === '') return null;
  const script = [
    ...document.querySelectorAll<HTMLScriptElement>(
      `script[type="application/json"][${FIRST_VIEW_ATTRIBUTE}]`,
    ),
  ].find((candidate) => candidate.getAttribute(FIRST_VIEW_ATTRIBUTE) === productId);
  if (!script) return null;
  try {
    return readFirstView(JSON.parse(script.textContent ?? ''), productId);
  } catch {
    return null;
  }
}
