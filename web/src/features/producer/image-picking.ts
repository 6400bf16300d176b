/**
 * The product form's photos: which files are accepted (JPEG, PNG or WebP, at most 5 MB, at most 6 photos in
 * all), which one is the main photo (thumbnail), removing photos, and what the API gets from them. Pure, so
 * the rules are unit tested; object URLs are created and revoked through the functions passed in.
 *
 * Main photo on edit: any photo can be the main one. A new photo goes as isThumb in imageTypes; a published
 * photo other than the product's thumbnail goes as thumbnailUrl (thumbnailUrlChange), which the products
 * service accepts for any photo that remains after keepImageUrls. Removing the main photo passes the role to
 * the product's thumbnail when it is kept, else to the first photo.
 */
import {
  IMAGE_CONTENT_TYPES,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_PRODUCT,
} from '../../../../shared/constants/images.js';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation.js';

export const ACCEPTED_IMAGE_TYPES = IMAGE_CONTENT_TYPES.join(',');

export interface NewImage {
  kind: 'new';
  key: string;
  file: File;
  previewUrl: string;
}

export interface ExistingImage {
  kind: 'existing';
  key: string;
  url: string;
}

export type FormImage = NewImage | ExistingImage;

export interface ImagesState {
  images: FormImage[];
  /** Key of the main photo; null without photos. */
  thumbKey: string | null;
  /** The product's thumbnail when the form opened (edit), else null. */
  originalThumbUrl: string | null;
}

export interface RejectedFile {
  name: string;
  message: string;
}

/** Ours: messages about a picked file, with its name. */
export const PICK_MESSAGES = {
  type: (name: string) => `«${name}»: ${VALIDATION_MESSAGES.imageTypeInvalid}.`,
  size: (name: string) => `«${name}»: ${VALIDATION_MESSAGES.imageTooLarge}.`,
  empty: (name: string) => `«${name}» está vacío.`,
  tooMany: (name: string) => `«${name}»: ${VALIDATION_MESSAGES.tooManyImages}.`,
} as const;

export function initialImages(
  product?: { thumbnailUrl: string | null; imageUrls: readonly string[] } | null,
): ImagesState {
  if (!product) return { images: [], thumbKey: null, originalThumbUrl: null };
  const urls = [
    ...new Set([product.thumbnailUrl, ...product.imageUrls].filter((url): url is string => !!url)),
  ];
  const images: ExistingImage[] = urls.map((url) => ({ kind: 'existing', key: `existing:${url}`, url }));
  return {
    images,
    thumbKey: images[0]?.key ?? null,
    originalThumbUrl: product.thumbnailUrl ?? urls[0] ?? null,
  };
}

/** Whether a file type is one a product photo may have. */
export const isImageContentType = (type: string): type is ImageContentType =>
  (IMAGE_CONTENT_TYPES as readonly string[]).includes(type);

/** Why a file cannot be a product photo, or null when it can. */
export function fileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!isImageContentType(file.type)) return PICK_MESSAGES.type(file.name);
  if (file.size === 0) return PICK_MESSAGES.empty(file.name);
  if (file.size > MAX_IMAGE_BYTES) return PICK_MESSAGES.size(file.name);
  return null;
}

let counter = 0;
const newKey = () => `new:${Date.now().toString(36)}:${(counter += 1)}`;

/** Adds the acceptable files (up to the limit); the first photo of an empty list becomes the main one. */
export function addFiles(
  state: ImagesState,
  files: readonly File[],
  createUrl: (file: File) => string,
  max: number = MAX_IMAGES_PER_PRODUCT,
): { state: ImagesState; rejected: RejectedFile[] } {
  const images = [...state.images];
  const rejected: RejectedFile[] = [];
  for (const file of files) {
    const problem = fileProblem(file);
    if (problem) rejected.push({ name: file.name, message: problem });
    else if (images.length >= max)
      rejected.push({ name: file.name, message: PICK_MESSAGES.tooMany(file.name) });
    else images.push({ kind: 'new', key: newKey(), file, previewUrl: createUrl(file) });
  }
  const next = { ...state, images };
  return { state: { ...next, thumbKey: state.thumbKey ?? autoThumb(next) }, rejected };
}

/** The photo the service would make the main one when none is chosen explicitly. */
function autoThumb(state: ImagesState): string | null {
  const original = state.images.find(
    (image) => image.kind === 'existing' && image.url === state.originalThumbUrl,
  );
  return (original ?? state.images[0])?.key ?? null;
}

/** Removes a photo (revoking its preview URL); a removed main photo passes the role on. */
export function removeImage(state: ImagesState, key: string, revokeUrl: (url: string) => void): ImagesState {
  const removed = state.images.find((image) => image.key === key);
  if (!removed) return state;
  if (removed.kind === 'new') revokeUrl(removed.previewUrl);
  const next = { ...state, images: state.images.filter((image) => image.key !== key) };
  return { ...next, thumbKey: state.thumbKey === key ? autoThumb(next) : state.thumbKey };
}

/** Makes a photo of the list the main one (any photo, new or published). */
export function setThumbnail(state: ImagesState, key: string): ImagesState {
  return state.images.some((image) => image.key === key) ? { ...state, thumbKey: key } : state;
}

/**
 * thumbnailUrl of the update body: the chosen main photo when it is a published one other than the product's
 * thumbnail; undefined when the main photo did not change or is a new photo (that one is isThumb instead).
 */
export function thumbnailUrlChange(state: ImagesState): string | undefined {
  const chosen = state.images.find((image) => image.key === state.thumbKey);
  return chosen?.kind === 'existing' && chosen.url !== state.originalThumbUrl ? chosen.url : undefined;
}

export const newImages = (state: ImagesState): NewImage[] =>
  state.images.filter((image): image is NewImage => image.kind === 'new');

export const keptUrls = (state: ImagesState): string[] =>
  state.images.flatMap((image) => (image.kind === 'existing' ? [image.url] : []));

export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

export interface ImageTypeRequest {
  filename: string;
  /** Only accepted types ever get into the list (fileProblem). */
  contentType: ImageContentType;
  isThumb: boolean;
  size: number;
}

/** imageTypes of the create / update body, in the order of the new photos. */
export function imageTypesOf(state: ImagesState): ImageTypeRequest[] {
  return newImages(state).map((image) => ({
    filename: image.file.name,
    contentType: image.file.type as ImageContentType,
    isThumb: image.key === state.thumbKey,
    size: image.file.size,
  }));
}

/** Whether the kept photos differ from the product's (then keepImageUrls is sent). */
export function existingChanged(state: ImagesState, original: readonly string[]): boolean {
  const kept = keptUrls(state);
  return kept.length !== original.length || kept.some((url) => !original.includes(url));
}

/** Human size: 1,2 MB / 350 KB. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${(bytes / (1024 * 1024)).toLocaleString('es', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
