import { describe, expect, it, vi } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../../../shared/constants/images.js';
import {
  addFiles,
  existingChanged,
  fileProblem,
  formatBytes,
  imageTypesOf,
  initialImages,
  keptUrls,
  removeImage,
  setThumbnail,
  thumbnailUrlChange,
  type ImagesState,
} from './image-picking';

const file = (name: string, type: string, size = 1000) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};
const url = (f: File) => `blob:${f.name}`;

const EMPTY: ImagesState = { images: [], thumbKey: null, originalThumbUrl: null };

describe('picking photos', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB and explains the rest in Spanish', () => {
    expect(fileProblem(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(fileProblem(file('b.png', 'image/png', MAX_IMAGE_BYTES))).toBeNull();
    expect(fileProblem(file('c.webp', 'image/webp'))).toBeNull();
    expect(fileProblem(file('d.gif', 'image/gif'))).toBe(
      '«d.gif»: Solo se aceptan imágenes JPEG, PNG o WebP.',
    );
    expect(fileProblem(file('e.svg', 'image/svg+xml'))).toMatch(/JPEG, PNG o WebP/);
    expect(fileProblem(file('f.png', 'image/png', MAX_IMAGE_BYTES + 1))).toBe(
      '«f.png»: Cada imagen puede pesar como máximo 5 MB.',
    );
    expect(fileProblem(file('g.png', 'image/png', 0))).toBe('«g.png» está vacío.');
  });

  it('adds the good files, rejects the others, and makes the first photo the main one', () => {
    const { state, rejected } = addFiles(
      EMPTY,
      [file('a.png', 'image/png'), file('b.pdf', 'application/pdf'), file('c.webp', 'image/webp')],
      url,
    );
    expect(state.images.map((image) => image.kind === 'new' && image.file.name)).toEqual(['a.png', 'c.webp']);
    expect(state.images.map((image) => image.kind === 'new' && image.previewUrl)).toEqual([
      'blob:a.png',
      'blob:c.webp',
    ]);
    expect(state.thumbKey).toBe(state.images[0]!.key);
    expect(rejected).toEqual([
      { name: 'b.pdf', message: '«b.pdf»: Solo se aceptan imágenes JPEG, PNG o WebP.' },
    ]);
  });

  it('stops at 6 photos, counting the ones already published', () => {
    const existing = initialImages({ thumbnailUrl: '/i/1.webp', imageUrls: ['/i/1.webp', '/i/2.webp'] });
    const files = Array.from({ length: 5 }, (_, index) => file(`n${index}.png`, 'image/png'));
    const { state, rejected } = addFiles(existing, files, url);
    expect(state.images).toHaveLength(6);
    expect(rejected.map((item) => item.message)).toEqual([
      '«n4.png»: Se permiten como máximo 6 imágenes por producto.',
    ]);
  });

  it('lets any new photo be the main one and sends isThumb for it only', () => {
    const { state } = addFiles(EMPTY, [file('a.png', 'image/png', 10), file('b.jpg', 'image/jpeg', 20)], url);
    const second = state.images[1]!.key;
    const chosen = setThumbnail(state, second);
    expect(imageTypesOf(chosen)).toEqual([
      { filename: 'a.png', contentType: 'image/png', isThumb: false, size: 10 },
      { filename: 'b.jpg', contentType: 'image/jpeg', isThumb: true, size: 20 },
    ]);
  });

  it('passes the main photo on when it is removed, and revokes the preview', () => {
    const revoke = vi.fn();
    const { state } = addFiles(EMPTY, [file('a.png', 'image/png'), file('b.png', 'image/png')], url);
    const next = removeImage(state, state.images[0]!.key, revoke);
    expect(revoke).toHaveBeenCalledWith('blob:a.png');
    expect(next.images).toHaveLength(1);
    expect(next.thumbKey).toBe(next.images[0]!.key);
    expect(removeImage(next, next.images[0]!.key, revoke)).toEqual({ ...EMPTY, images: [], thumbKey: null });
  });
});

describe('photos of a product being edited', () => {
  const product = { thumbnailUrl: '/i/1.webp', imageUrls: ['/i/1.webp', '/i/2.webp', '/i/3.webp'] };

  it('starts from the published photos, the thumbnail first and chosen', () => {
    const state = initialImages(product);
    expect(keptUrls(state)).toEqual(['/i/1.webp', '/i/2.webp', '/i/3.webp']);
    expect(state.thumbKey).toBe('existing:/i/1.webp');
    expect(existingChanged(state, product.imageUrls)).toBe(false);
  });

  it('lets any published photo be the main one and sends thumbnailUrl only when it changed', () => {
    const state = initialImages(product);
    expect(thumbnailUrlChange(state)).toBeUndefined();
    const second = setThumbnail(state, 'existing:/i/2.webp');
    expect(second.thumbKey).toBe('existing:/i/2.webp');
    expect(thumbnailUrlChange(second)).toBe('/i/2.webp');
    expect(imageTypesOf(second)).toEqual([]);
    // Back to the product's thumbnail: nothing to send.
    expect(thumbnailUrlChange(setThumbnail(second, 'existing:/i/1.webp'))).toBeUndefined();
    // An unknown key changes nothing.
    expect(setThumbnail(state, 'existing:/i/9.webp')).toBe(state);
  });

  it('passes the main role on when photos are removed', () => {
    const state = initialImages(product);
    // Without the current thumbnail, the first kept photo becomes the main one (and is sent explicitly).
    const removed = removeImage(state, 'existing:/i/1.webp', vi.fn());
    expect(removed.thumbKey).toBe('existing:/i/2.webp');
    expect(thumbnailUrlChange(removed)).toBe('/i/2.webp');
    expect(existingChanged(removed, product.imageUrls)).toBe(true);
    expect(keptUrls(removed)).toEqual(['/i/2.webp', '/i/3.webp']);
    // A removed chosen photo gives the role back to the product's thumbnail while it is kept.
    const third = setThumbnail(state, 'existing:/i/3.webp');
    const back = removeImage(third, 'existing:/i/3.webp', vi.fn());
    expect(back.thumbKey).toBe('existing:/i/1.webp');
    expect(thumbnailUrlChange(back)).toBeUndefined();
  });

  it('sends a new main photo as isThumb, never as thumbnailUrl', () => {
    const state = initialImages(product);
    const added = addFiles(state, [file('n.png', 'image/png', 30)], url).state;
    const chosen = setThumbnail(added, added.images[3]!.key);
    expect(thumbnailUrlChange(chosen)).toBeUndefined();
    expect(imageTypesOf(chosen)).toEqual([
      { filename: 'n.png', contentType: 'image/png', isThumb: true, size: 30 },
    ]);
  });

  it('formats sizes for people', () => {
    expect(formatBytes(350 * 1024)).toBe('350 KB');
    expect(formatBytes(1.25 * 1024 * 1024)).toBe('1,3 MB');
  });
});
