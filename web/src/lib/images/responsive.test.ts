import { describe, expect, it } from 'vitest';
import { CATALOG_CARD_SIZES, galleryMainSizes, responsiveImage } from './responsive';

describe('responsive product images', () => {
  const variants = { '/images/products/p/a.webp': { width: 800, height: 800, widths: [320, 640] } };

  it('lists the variants and the original by width, with the given sizes', () => {
    expect(responsiveImage('/images/products/p/a.webp', variants, CATALOG_CARD_SIZES)).toEqual({
      src: '/images/products/p/a.webp',
      srcSet:
        '/images/products/p/a.w320.webp 320w, /images/products/p/a.w640.webp 640w, /images/products/p/a.webp 800w',
      sizes: CATALOG_CARD_SIZES,
    });
  });

  it('keeps a plain src for images without variants (older data)', () => {
    expect(responsiveImage('/images/products/p/b.png', variants, CATALOG_CARD_SIZES)).toEqual({
      src: '/images/products/p/b.png',
    });
    expect(responsiveImage('/images/products/p/b.png', undefined, CATALOG_CARD_SIZES)).toEqual({
      src: '/images/products/p/b.png',
    });
  });

  it("narrows the gallery's sizes for a photo narrower than its frame (contained)", () => {
    expect(galleryMainSizes(1)).toBe(
      '(min-width: 1200px) 557px, (min-width: 880px) calc(46vw), (min-width: 600px) calc(92vw), calc((100vw - 2rem) * 0.750)',
    );
    expect(galleryMainSizes(1.5)).toBe(
      '(min-width: 1200px) 557px, (min-width: 880px) calc(46vw), (min-width: 600px) calc(92vw), calc(100vw - 2rem)',
    );
    expect(galleryMainSizes(0.5)).toContain('(min-width: 1200px) 279px');
  });
});
