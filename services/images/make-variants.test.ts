import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageSize } from 'image-size';
import { inspectImage, signatureType } from './inspect-image.js';
import { makeVariants, UndecodableImageError } from './make-variants.js';

const SEED_IMAGES = join(import.meta.dirname, '..', '..', 'infra', 'local', 'seed', 'images');
const seedWebp = readFileSync(
  join(SEED_IMAGES, readdirSync(SEED_IMAGES).find((f) => f.endsWith('.webp')) as string),
);

/** A real image of the given size and type: a gradient with a disc, so that it is not trivially compressible. */
async function fixture(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp',
  orientation?: number,
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#c2185b"/><stop offset="1" stop-color="#2e7d32"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#fdd835"/></svg>`;
  let image = sharp(Buffer.from(svg))[format]();
  if (orientation) image = image.withMetadata({ orientation });
  return image.toBuffer();
}

const sizeOf = (bytes: Uint8Array) => {
  const { width, height, type } = imageSize(bytes);
  return { width, height, type };
};

describe('makeVariants (real sharp)', () => {
  it('makes WebP copies at the standard widths below a large JPEG, plus one at its own width', async () => {
    const set = await makeVariants(await fixture(1200, 900, 'jpeg'), 'image/jpeg');
    expect(set).toMatchObject({ width: 1200, height: 900 });
    expect(set.variants.map((variant) => variant.width)).toEqual([320, 640, 1024, 1200]);
    for (const variant of set.variants) {
      expect(signatureType(variant.bytes)).toBe('image/webp');
      expect(sizeOf(variant.bytes)).toEqual({ width: variant.width, height: variant.height, type: 'webp' });
      expect(variant.height).toBe(Math.round((variant.width * 900) / 1200));
      expect(inspectImage(variant.bytes).ok).toBe(true);
    }
  });

  it('never upscales, and gives a WebP original no copy at its own width (the seed images: 800 px)', async () => {
    const set = await makeVariants(seedWebp, 'image/webp');
    expect(set).toMatchObject({ width: 800, height: 800 });
    expect(set.variants.map((variant) => [variant.width, variant.height])).toEqual([
      [320, 320],
      [640, 640],
    ]);
    expect(set.variants.every((variant) => variant.bytes.length < seedWebp.length)).toBe(true);

    const small = await makeVariants(await fixture(300, 200, 'png'), 'image/png');
    expect(small.variants.map((variant) => variant.width)).toEqual([300]);
    const tiny = await makeVariants(await fixture(300, 200, 'webp'), 'image/webp');
    expect(tiny).toEqual({ width: 300, height: 200, variants: [] });
  });

  it('stops at 1600 px for wider originals and keeps the transparency of a PNG', async () => {
    const translucent = await sharp({
      create: { width: 2000, height: 1000, channels: 4, background: { r: 194, g: 24, b: 91, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const set = await makeVariants(translucent, 'image/png');
    expect(set.variants.map((variant) => variant.width)).toEqual([320, 640, 1024, 1600]);
    expect(set.variants.at(-1)?.height).toBe(800);
    const meta = await sharp(set.variants[0]?.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', hasAlpha: true });
    expect(meta.exif).toBeUndefined();
  });

  it('applies the EXIF orientation (a portrait photo taken sideways stays a portrait)', async () => {
    const set = await makeVariants(await fixture(800, 600, 'jpeg', 6), 'image/jpeg');
    expect(set).toMatchObject({ width: 600, height: 800 });
    expect(set.variants.map((variant) => [variant.width, variant.height])).toEqual([
      [320, 427],
      [600, 800],
    ]);
  });

  it('refuses bytes whose header passes but whose body does not decode', async () => {
    const jpeg = await fixture(1200, 900, 'jpeg');
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 3));
    expect(inspectImage(truncated).ok).toBe(true);
    await expect(makeVariants(truncated, 'image/jpeg')).rejects.toBeInstanceOf(UndecodableImageError);
  });
});
