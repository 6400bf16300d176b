/**
 * Responsive product images (docs/images.md): `srcset` from the WebP variants the product records
 * (shared/utils/image-variants.ts) and `sizes` matching where the image is shown. Each `sizes` below follows the CSS
 * of its layout (container 1200 px with a gutter of clamp(1rem, 4vw, 2rem), i.e. 100vw - 2rem on a phone):
 * the browser then picks the smallest variant that covers the image's width at the screen's density.
 * Images without variants (older data) get neither attribute and load their `src` as before.
 */
import {
  GALLERY_THUMB_SIZES,
  galleryMainSizes,
  imageSrcSet,
  type ImageVariants,
} from '../../../../shared/utils/image-variants.js';

/**
 * A card of the catalog grid (styles/cards-forms.css .product-grid: columns of at least 15rem, gap 1.25rem;
 * features/catalog/catalog.css: two columns from 340 to 599 px, a 16.5rem filter column and a 2.5rem gap from
 * 960 px): one column below 340 px, two up to 830, three up to 960; beside the filters two up to 1128 px, then
 * three of 264 px.
 */
export const CATALOG_CARD_SIZES =
  '(min-width: 1128px) 264px, (min-width: 960px) calc(50vw - 194px), (min-width: 830px) 31vw, (min-width: 340px) 46vw, calc(100vw - 2rem)';

/**
 * A card of the featured list on `/` and of a farm's products on its page (.product-grid--featured): one column below 340 px, two up to 900 px
 * (gap 0.75rem), then three (gap 1.25rem) of at most 366 px.
 */
export const FEATURED_CARD_SIZES =
  '(min-width: 1200px) 366px, (min-width: 900px) 31vw, (min-width: 340px) 46vw, calc(100vw - 2rem)';

/**
 * The gallery's main photo and small buttons: shared with the share pages, which write the gallery into the
 * product page's HTML (shared/rules/catalog/product-first-view-html.ts) and preload its main photo.
 */
export { GALLERY_THUMB_SIZES, galleryMainSizes };

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** The src, srcset and sizes of an image URL given the product's variants (none for older data). */
export function responsiveImage(
  url: string,
  variants: Record<string, ImageVariants> | undefined,
  sizes: string,
): ResponsiveImage {
  const srcSet = imageSrcSet(url, variants?.[url]);
  return srcSet ? { src: url, srcSet, sizes } : { src: url };
}
