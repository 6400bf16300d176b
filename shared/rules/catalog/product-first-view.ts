/**
 * A product page's first view (docs/performance.md, "The product page's first view"): what a phone shows
 * before any scrolling: the breadcrumbs, the photos, the farm, the name, the price and the price per kilo.
 * The share pages (services/seo) write it into the page's HTML, so it paints with no JavaScript, and put these
 * same fields in the page as JSON; the app renders the same markup from that JSON when it takes the page over
 * (React's first commit is the product, not a skeleton, and the photo's element stays the one that painted).
 * Everything else on the page (stock, facts, description, the buy box, and any part added later) comes after,
 * below it, once the API's answer is there.
 *
 * The markup itself is product-first-view-html.ts; the web's components (features/product) render the same,
 * which a web test checks for products of every shape.
 */
import type { ImageVariants } from '../../utils/image-variants.js';
import type { ProductFarm } from '../../contracts/products/farm-entities.js';
import type { ProductCategory } from '../../constants/product-attributes.js';

export interface ProductFirstView {
  productId: string;
  name: string;
  price: number;
  /** Sales unit ("kg", "caja de 5 kg"); '' when none. */
  unit: string;
  category?: ProductCategory;
  /** Its farm's public page, when the farm has one; otherwise the producer's name, if any. */
  farm?: ProductFarm;
  producerName?: string;
  thumbnailUrl: string | null;
  imageUrls: string[];
  imageVariants?: Record<string, ImageVariants>;
}

/** The fields of a product (the API's answer, or the share page's read) that its first view shows. */
export type FirstViewSource = Pick<ProductFirstView, 'productId' | 'name' | 'price' | 'thumbnailUrl'> &
  Partial<Pick<ProductFirstView, 'unit' | 'category' | 'farm' | 'producerName' | 'imageVariants'>> & {
    imageUrls?: readonly string[] | null;
  };

/**
 * Only what the first view shows, in one order, so that the share page's JSON and the app's own answer give the
 * same markup (absent fields left out, not undefined: the JSON has no undefined).
 */
export function firstViewOf(product: FirstViewSource): ProductFirstView {
  const producerName = product.producerName?.trim();
  return {
    productId: product.productId,
    name: product.name,
    price: product.price,
    unit: product.unit ?? '',
    ...(product.category ? { category: product.category } : {}),
    ...(product.farm
      ? {
          farm: { slug: product.farm.slug, name: product.farm.name, province: product.farm.province ?? null },
        }
      : {}),
    ...(producerName ? { producerName } : {}),
    thumbnailUrl: product.thumbnailUrl ?? null,
    imageUrls: [...(product.imageUrls ?? [])],
    ...(product.imageVariants && Object.keys(product.imageVariants).length > 0
      ? { imageVariants: product.imageVariants }
      : {}),
  };
}

/** The gallery's photos: the thumbnail first, then the other images, without repeats or blanks. */
export function galleryImages(thumbnailUrl: string | null, imageUrls: readonly string[]): string[] {
  const all = [thumbnailUrl, ...imageUrls].filter(
    (url): url is string => typeof url === 'string' && url !== '',
  );
  return [...new Set(all)];
}

/** The attribute of the page's JSON script (`<script type="application/json" data-product-first-view="<id>">`). */
export const FIRST_VIEW_ATTRIBUTE = 'data-product-first-view';

/**
 * The product's first view as the app reads it back from the JSON: null when it is not an object with the
 * fields the markup needs (an old page, or anything tampered with), so the page falls back to its skeleton.
 */
export function readFirstView(value: unknown, productId: string): ProductFirstView | null {
  if (typeof value !== 'object' || value === null) return null;
  const first = value as Partial<ProductFirstView>;
  const valid =
    first.productId === productId &&
    typeof first.name === 'string' &&
    typeof first.price === 'number' &&
    Number.isFinite(first.price) &&
    typeof first.unit === 'string' &&
    (first.thumbnailUrl === null || typeof first.thumbnailUrl === 'string') &&
    Array.isArray(first.imageUrls) &&
    first.imageUrls.every((url) => typeof url === 'string');
  return valid ? firstViewOf(first as ProductFirstView) : null;
}
