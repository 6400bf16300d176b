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

/** The gallery's small buttons (web/src/features/product/product.css .gallery__thumb: 4.5rem, 3.75rem on a phone). */
export const GALLERY_THUMB_SIZES = '(max-width: 599px) 60px, 72px';

/** The size given to a gallery photo whose size is not recorded (the frame is square; the seed's photos are too). */
export const GALLERY_MAIN_FALLBACK_SIZE = 800;
