import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariantUrl, readImageVariants, variantWidthsFor } from './image-variants.js';

describe('image variants', () => {
  it('names a variant beside its original, whatever its type', () => {
    expect(imageVariantUrl('/images/products/p1/abc.png', 640)).toBe('/images/products/p1/abc.w640.webp');
    expect(imageVariantUrl('images/products/p1/abc.webp', 320)).toBe('images/products/p1/abc.w320.webp');
  });

  it('makes the standard widths below the original, never above, plus its own width unless it is WebP', () => {
    expect(variantWidthsFor(800, 'image/webp')).toEqual([320, 640]);
    expect(variantWidthsFor(800, 'image/jpeg')).toEqual([320, 640, 800]);
    expect(variantWidthsFor(640, 'image/png')).toEqual([320, 640]);
    expect(variantWidthsFor(4000, 'image/jpeg')).toEqual([320, 640, 1024, 1600]);
    expect(variantWidthsFor(300, 'image/webp')).toEqual([]);
  });

  it('builds srcset from the variants, the original joining when no variant has its width', () => {
    const url = '/images/products/p1/a.webp';
    expect(imageSrcSet(url, { width: 800, height: 800, widths: [320, 640] })).toBe(
      '/images/products/p1/a.w320.webp 320w, /images/products/p1/a.w640.webp 640w, /images/products/p1/a.webp 800w',
    );
    expect(imageSrcSet('/x/b.jpg', { width: 800, height: 600, widths: [640, 320, 800] })).toBe(
      '/x/b.w320.webp 320w, /x/b.w640.webp 640w, /x/b.w800.webp 800w',
    );
    expect(
      imageSrcSet('/x/c.jpg', { width: 3000, height: 2000, widths: [320, 640, 1024, 1600] }),
    ).not.toContain('/x/c.jpg');
  });

  it('gives no srcset to images without variants (older data) and ignores malformed records', () => {
    expect(imageSrcSet('/x/a.png', undefined)).toBeUndefined();
    expect(imageSrcSet('/x/a.png', { width: 200, height: 200, widths: [] })).toBeUndefined();
    expect(readImageVariants({ width: '800', height: 600, widths: [] })).toBeNull();
    expect(readImageVariants({ width: 800, height: 600, widths: [320, -1, 1.5, 320, 'x'] })).toEqual({
      width: 800,
      height: 600,
      widths: [320],
    });
  });
});
