/** Uploaded images: accepted types, sizes, upload URL lifetime and public path. */

export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES_PER_PRODUCT = 6;
export const UPLOAD_URL_TTL_SECONDS = 900;
/** Public path prefix for product images (CloudFront behaviour and local gateway). */
export const IMAGES_PATH_PREFIX = '/images/';
/** Image file names and public image URLs sent back by the producer form. */
export const IMAGE_FILENAME_MAX_LENGTH = 200;
export const IMAGE_URL_MAX_LENGTH = 300;

/**
 * Uploaded images are checked by their bytes after upload (services/images): JPEG, PNG or WebP, at most
 * MAX_IMAGE_BYTES, each side between these bounds and at most IMAGE_MAX_PIXELS pixels (no decompression bombs).
 */
export const IMAGE_MIN_SIDE = 16;
export const IMAGE_MAX_SIDE = 10_000;
export const IMAGE_MAX_PIXELS = 40_000_000;
