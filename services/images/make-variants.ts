/**
 * The responsive WebP variants of a checked image (shared/utils/image-variants.ts says which widths and how they are
 * named), made with sharp (libvips). The original is decoded once (EXIF orientation applied, at most
 * IMAGE_MAX_PIXELS), scaled down to the largest width needed, and every variant is encoded from those pixels.
 * Never upscaled; metadata (EXIF, GPS) is not copied into the variants.
 *
 * sharp is a native module: it is loaded on first use (a refused upload never loads it). In AWS it comes from
 * the images function's Lambda layer (infra/cdk/constructs/sharp-layer.ts), locally from node_modules.
 */
import type { Sharp, SharpOptions } from 'sharp';
import { IMAGE_MAX_PIXELS } from '../../shared/constants/images.js';
import { IMAGE_VARIANT_QUALITY, variantWidthsFor } from '../../shared/utils/image-variants.js';

export interface MadeVariant {
  width: number;
  height: number;
  /** The WebP file. */
  bytes: Buffer;
}

export interface VariantSet {
  /** The original's size as displayed (EXIF orientation applied). */
  width: number;
  height: number;
  /** Ascending by width. */
  variants: MadeVariant[];
}

/** The bytes could not be decoded as an image (a header that passed, a body that is broken or truncated). */
export class UndecodableImageError extends Error {
  constructor(cause: unknown) {
    super(`The image could not be decoded: ${(cause as Error)?.message ?? String(cause)}`);
    this.name = 'UndecodableImageError';
  }
}

type SharpFactory = (input?: Buffer | Uint8Array, options?: SharpOptions) => Sharp;
let loaded: Promise<SharpFactory> | undefined;

/** sharp, loaded once. A failure to load it (no layer, wrong platform) is not the image's fault: it throws. */
function loadSharp(): Promise<SharpFactory> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // One image per invocation: libvips' operation cache would only hold memory between uploads.
    sharp.cache(false);
    return sharp as unknown as SharpFactory;
  });
  return loaded;
}

const INPUT: SharpOptions = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', autoOrient: true };

export async function makeVariants(bytes: Uint8Array, contentType: string): Promise<VariantSet> {
  const sharp = await loadSharp();
  let decoded: { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };
  let width: number;
  let height: number;
  let widths: number[];
  try {
    const meta = await sharp(bytes, INPUT).metadata();
    width = meta.autoOrient.width;
    height = meta.autoOrient.height;
    widths = variantWidthsFor(width, contentType);
    if (widths.length === 0) {
      // Nothing to make (a small WebP), but the bytes must still decode.
      await sharp(bytes, INPUT).raw().toBuffer();
      return { width, height, variants: [] };
    }
    const largest = Math.max(...widths);
    decoded = await sharp(bytes, INPUT)
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new UndecodableImageError(error);
  }
  const raw = {
    width: decoded.info.width,
    height: decoded.info.height,
    channels: decoded.info.channels,
  };
  const variants: MadeVariant[] = [];
  for (const target of widths) {
    const { data, info } = await sharp(decoded.data, { raw })
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality: IMAGE_VARIANT_QUALITY })
      .toBuffer({ resolveWithObject: true });
    variants.push({ width: info.width, height: info.height, bytes: data });
  }
  return { width, height, variants };
}
