/**
 * A product's thumbnail URL as an order's snapshots store it (pure): a product's images are served at
 * `/images/products/<productId>/<file>` (services/lib/product-images.ts; the same path locally and behind
 * CloudFront), and every snapshot sits beside its product's id, so a snapshot written since issue 35's line-size cut
 * stores the file name alone (about 54 bytes less in each of an order's two copies of a line). A URL of any
 * other shape is stored whole; a stored value with a `/` in it is a whole URL (every one written before).
 */
const PRODUCT_IMAGES = '/images/products/';

/** The value to store for `url`: its file name when it is the product's own image path, else the URL. */
export function storedThumbnail(productId: string, url: unknown): unknown {
  if (typeof url !== 'string') return url;
  const prefix = `${PRODUCT_IMAGES}${productId}/`;
  const file = url.startsWith(prefix) ? url.slice(prefix.length) : '';
  return file && !file.includes('/') ? file : url;
}

/** The URL a stored value stands for (a file name under the product's images, or the URL itself). */
export function thumbnailOf(productId: unknown, stored: unknown): unknown {
  if (typeof stored !== 'string' || stored === '' || stored.includes('/') || typeof productId !== 'string')
    return stored;
  return `${PRODUCT_IMAGES}${productId}/${stored}`;
}
