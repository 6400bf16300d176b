import { afterEach, describe, expect, it } from 'vitest';
import { earlyMainPhoto } from './early-main-photo';

describe('earlyMainPhoto', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("reads the main photo's preload of this product only", () => {
    document.head.innerHTML =
      '<link rel="preload" as="image" href="/images/a.png" imagesrcset="/images/a.w320.webp 320w" ' +
      'imagesizes="100vw" data-main-photo-of="p-1">';
    expect(earlyMainPhoto('p-1')).toEqual({
      src: '/images/a.png',
      srcSet: '/images/a.w320.webp 320w',
      sizes: '100vw',
    });
    expect(earlyMainPhoto('p-2')).toBeNull();
    expect(earlyMainPhoto('')).toBeNull();
  });

  it('answers a plain src for a photo without variants, and nothing without the marked preload', () => {
    document.head.innerHTML = '<link rel="preload" as="image" href="/images/b.jpg" data-main-photo-of="p-3">';
    expect(earlyMainPhoto('p-3')).toEqual({ src: '/images/b.jpg' });
    document.head.innerHTML = '<link rel="preload" as="image" href="/images/b.jpg">';
    expect(earlyMainPhoto('p-3')).toBeNull();
  });
});
