/**
 * What an uploaded file really is, from its bytes: a JPEG, PNG or WebP by its signature (magic numbers), at
 * most MAX_IMAGE_BYTES, with dimensions read from its header (image-size, pure JS) within the shop's bounds.
 * A text file named fake.png, a truncated header, a GIF, a 1x1 pixel or a 50,000 x 50,000 "bomb" are refused.
 */
import { imageSize } from 'image-size';
import {
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  IMAGE_MIN_SIDE,
  MAX_IMAGE_BYTES,
  type IMAGE_CONTENT_TYPES,
} from '../../shared/constants/images.js';

export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

export type Refusal = 'empty' | 'too-large' | 'not-an-image' | 'unreadable' | 'dimensions';

export type Inspection =
  { ok: true; contentType: ImageContentType; width: number; height: number } | { ok: false; reason: Refusal };

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/** The type the signature says, or null for anything that is not a JPEG, PNG or WebP. */
export function signatureType(bytes: Uint8Array): ImageContentType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}

const SIZE_TYPE: Record<string, ImageContentType> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export function inspectImage(bytes: Uint8Array): Inspection {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, reason: 'too-large' };
  const contentType = signatureType(bytes);
  if (!contentType) return { ok: false, reason: 'not-an-image' };
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const { width = 0, height = 0 } = size;
  if (!size.type || SIZE_TYPE[size.type] !== contentType) return { ok: false, reason: 'unreadable' };
  const sideOk = (side: number) => Number.isInteger(side) && side >= IMAGE_MIN_SIDE && side <= IMAGE_MAX_SIDE;
  if (!sideOk(width) || !sideOk(height) || width * height > IMAGE_MAX_PIXELS) {
    return { ok: false, reason: 'dimensions' };
  }
  return { ok: true, contentType, width, height };
}
