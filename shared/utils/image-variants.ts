/**
 * Responsive product images: when an upload passes its check, the images function (services/images)
 * also writes WebP copies of it at a few widths beside the original, and the product records, per image URL,
 * the original's size and which widths exist. The web builds `srcset` from that with the naming rule below.
 * The seed's images get the same variants when the seed loads. docs/images.md says why these widths.
 *
 *   original  /images/products/<productId>/<file>.<jpg|png|webp>
 *   variant   /images/products/<productId>/<file>.w<width>.webp     (file names never hold a dot)
 */

/** Widths (px) of the WebP variants: only those smaller than the original are made (never upscaled). */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1024, 1600] as const;
/** The largest variant: wider originals are never listed in srcset (the 1600 px variant stands in). */
export const IMAGE_VARIANT_MAX_WIDTH = 1600;
/** WebP quality of the variants (libwebp 0..100). */
export const IMAGE_VARIANT_QUALITY = 80;

/** What the product records for one of its image URLs (Product.imageVariants[url]). */
export interface ImageVariants {
  /** The original's size in px, as displayed (EXIF orientation applied). */
  width: number;
  height: number;
  /** Widths of the WebP variants that exist, ascending. */
  widths: number[];
}

/**
 * The variant widths to make for an original `width` px wide: every standard width below it, plus its own
 * width when the original is not WebP and not wider than the largest variant (so that a large display still
 * gets WebP instead of a heavy JPEG or PNG).
 */
export function variantWidthsFor(width: number, contentType: string): number[] {
  const widths: number[] = IMAGE_VARIANT_WIDTHS.filter((candidate) => candidate < width);
  if (contentType !== 'image/webp' && width <= IMAGE_VARIANT_MAX_WIDTH) widths.push(width);
  return widths;
}

/** The URL (or bucket key) of a variant: .../abc.png + 640 -> .../abc.w640.webp. */
export function imageVariantUrl(url: string, width: number): string {
  const slash = url.lastIndexOf('/');
  const dot = url.lastIndexOf('.');
  const stem = dot > slash ? url.slice(0, dot) : url;
  return `${stem}.w${width}.webp`;
}

const isSide = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 100_000;

/** Reads an ImageVariants from untrusted data (a stored item, an API answer); null when it is not one. */
export function readImageVariants(value: unknown): ImageVariants | null {
  if (typeof value !== 'object' || value === null) return null;
  const { width, height, widths } = value as Record<string, unknown>;
  if (!isSide(width) || !isSide(height) || !Array.isArray(widths)) return null;
  const clean = [...new Set(widths.filter(isSide))].sort((a, b) => a - b);
  return { width, height, widths: clean };
}

/**
 * The `srcset` of an image: its WebP variants, plus the original at its own width when no variant has that
 * width and it is not wider than the largest variant. Undefined when there are no variants (older data, or an
 * original too small to have any): the plain `src` then serves as before.
 */
export function imageSrcSet(url: string, variants: ImageVariants | null | undefined): string | undefined {
  const known = variants ? readImageVariants(variants) : null;
  if (!known || known.widths.length === 0) return undefined;
  const candidates = known.widths.map((width) => `${imageVariantUrl(url, width)} ${width}w`);
  if (!known.widths.includes(known.width) && known.width <= IMAGE_VARIANT_MAX_WIDTH) {
    candidates.push(`${url} ${known.width}w`);
  }
  return candidates.join(', ');
}

/**
 * The gallery's main photo (web/src/features/product/product.css; web/src/lib/images/responsive.ts has the other layouts): the page's full width up to 880 px, then the first
 * of two columns (1.05fr : 1fr, at most 557 px). Its frame is square (4:3 on a phone) and the photo is
 * contained, so a photo narrower than the frame's shape is shown narrower: `aspect` (width / height) scales
 * the width it needs.
 */
export function galleryMainSizes(aspect = 1): string {
  const square = Math.min(1, aspect); // square frame from 600 px
  const phone = Math.min(1, 0.75 * aspect); // 4:3 frame below 600 px
  const scaled = (factor: number, width: string) =>
    factor >= 1 ? `calc(${width})` : `calc((${width}) * ${factor.toFixed(3)})`;
  return [
    `(min-width: 1200px) ${Math.round(557 * square)}px`,
    `(min-width: 880px) ${scaled(square, '46vw')}`,
    `(min-width: 600px) ${scaled(square, '92vw')}`,
    scaled(phone, '100vw - 2rem'),
  ].join(', ');
}

/**
 * The attribute a product page's HTML puts on the preload of its main photo: the product's id. The page's
 * loading state (web: ProductSkeleton) shows that photo from the first paint, with no JavaScript (services/seo
 * writes it into the prerendered skeleton; the app, hydrating, reads the same preload and renders the same
 * <img>), so the page's largest paint does not wait for the app and its data (docs/performance.md).
 */
export const MAIN_PHOTO_OF_ATTRIBUTE = 'data-main-photo-of';

/** The class of the skeleton's main-photo box in the prerendered product shell, where that <img> goes. */
export const SKELETON_MAIN_PHOTO_CLASS = 'gallery__main skeleton';

/** Its class once it holds the photo (it stops pulsing; services/seo and the web skeleton write the same). */
export const SKELETON_WITH_PHOTO_CLASS = `${SKELETON_MAIN_PHOTO_CLASS} skeleton--photo`;
