import { MAIN_PHOTO_OF_ATTRIBUTE } from '../../../../shared/utils/image-variants.js';

export interface EarlyMainPhoto {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The main photo a product page's HTML already holds (services/seo: a preload marked with the product's id,
 * and the same <img> inside the prerendered skeleton), for `productId`; null on any other page, after a
 * navigation to another product, and while prerendering (no document). The skeleton renders it so hydration
 * matches the HTML and the photo stays on screen from the first paint.
 */
export function earlyMainPhoto(productId: string): EarlyMainPhoto | null {
  if (typeof document === 'undefined' || productId === '') return null;
  const link = [
    ...document.head.querySelectorAll<HTMLLinkElement>(
      `link[rel="preload"][as="image"][${MAIN_PHOTO_OF_ATTRIBUTE}]`,
    ),
  ].find((candidate) => candidate.getAttribute(MAIN_PHOTO_OF_ATTRIBUTE) === productId);
  const src = link?.getAttribute('href');
  if (!link || !src) return null;
  const srcSet = link.getAttribute('imagesrcset') ?? undefined;
  const sizes = link.getAttribute('imagesizes') ?? undefined;
  return srcSet && sizes ? { src, srcSet, sizes } : { src };
}
