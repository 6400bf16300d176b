/**
 * GET and PUT /v1/users/profile/farm: a producer's own public page (docs/farms.md). The page is made on the
 * first read (slug from the farm's name, province from its addresses). A change names the page's address,
 * story, province (or a postal code: its province) and photos: the ones to keep, in order, and new ones, each
 * with a presigned PUT through the same check as a product photo (services/images). Nothing is written before
 * every check passed; a slug taken by another farm is a 409.
 */
import { DeleteObjectsCommand } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { UPLOAD_URL_TTL_SECONDS } from '../../shared/constants/images.js';
import type { UploadUrl } from '../../shared/contracts/products/entities.js';
import { FARM_PAGE_LIMITS } from '../../shared/constants/farm-page.js';
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '../../shared/utils/image-variants.js';
import { FARM_PAGE_MESSAGES as M } from '../../shared/messages/farm-page.js';
import { provinceOfPostalCode } from '../../shared/rules/provinces.js';
import type { ProfileEndpoints } from '../../shared/contracts/profile/contract.js';
import { s3 } from '../lib/clients/s3.js';
import { readEnv } from '../lib/env.js';
import { conflict, forbidden, notFound, unprocessable } from '../lib/errors.js';
import {
  farmImageKey,
  farmPhotoKeyOf,
  farmNameOf,
  ownFarmPage,
  type StoredFarm,
  ensureFarm,
  saveFarm,
  farmShipping,
} from '../farms/index.js';
import type { Handler, RouteRequest } from '../lib/http/types.js';
import type { Principal } from '../lib/identity.js';
import { presignPut } from '../lib/presign.js';
import { imageUrlOf, uploadKeyOf } from '../lib/product-images.js';
import { USER_MESSAGES } from '../../shared/messages/user.js';

type UpdateBody = RouteRequest<ProfileEndpoints['updateFarm']>['body'];
type Log = RouteRequest<ProfileEndpoints['updateFarm']>['logger'];

/** Times a change is applied again over a page that changed meanwhile (a photo's check landing). */
const SAVE_ATTEMPTS = 3;

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

function producerOf(principal: Principal | null): string {
  if (!principal || principal.role !== 'producer') throw forbidden(M.producersOnly);
  return principal.userId;
}

async function ownFarm(producerId: string) {
  const found = await ensureFarm(producerId);
  if (!found) throw notFound(USER_MESSAGES.notFound);
  return found;
}

const later = (previous: string): string => {
  const last = Date.parse(previous);
  const now = Date.now();
  return new Date(Number.isFinite(last) && now <= last ? last + 1 : now).toISOString();
};

const refuse = (field: string, message: string) => unprocessable(message, [{ field, message }]);

interface NewPhoto {
  url: string;
  upload: UploadUrl;
}

/** A presigned PUT per new photo (uploads/farms/<producerId>/<uuid>.<ext>). Writes nothing. */
async function planPhotos(producerId: string, images: UpdateBody['imageTypes']): Promise<NewPhoto[]> {
  return Promise.all(
    (images ?? []).map(async (image) => {
      const key = farmImageKey(producerId, randomUUID(), EXTENSIONS[image.contentType] ?? 'bin');
      const url = await presignPut({
        bucket: readEnv().imagesBucket,
        key: uploadKeyOf(key),
        contentType: image.contentType,
        contentLength: image.size,
        expiresIn: UPLOAD_URL_TTL_SECONDS,
      });
      return {
        url: imageUrlOf(key),
        upload: { filename: image.filename, url, isThumb: image.isThumb },
      };
    }),
  );
}

/** The page after the change (pure): throws 422 for photos that are not the page's or too many. */
export function changedFarm(farm: StoredFarm, body: UpdateBody, added: readonly string[]): StoredFarm {
  const next: StoredFarm = { ...farm, updatedAt: later(farm.updatedAt) };
  if (body.slug !== undefined) next.slug = body.slug;
  if (body.story !== undefined) next.story = body.story;
  const province =
    body.postalCode !== undefined ? provinceOfPostalCode(body.postalCode) : (body.provinceCode ?? undefined);
  if (province) next.provinceCode = province;
  else if (body.provinceCode === null && body.postalCode === undefined) delete next.provinceCode;
  if (body.keepImageUrls === undefined && added.length === 0) return next;
  const kept = [...new Set(body.keepImageUrls ?? farm.imageUrls)];
  if (kept.some((url) => !farm.imageUrls.includes(url))) throw refuse('keepImageUrls', M.photoNotOwn);
  if (kept.length + added.length > FARM_PAGE_LIMITS.photosMax) throw refuse('imageTypes', M.tooManyPhotos);
  next.imageUrls = [...kept, ...added];
  next.verifiedImageUrls = farm.verifiedImageUrls.filter((url) => kept.includes(url));
  next.imageVariants = Object.fromEntries(
    Object.entries(farm.imageVariants).filter(([url]) => kept.includes(url)),
  );
  next.rejectedImages = 0;
  return next;
}

/** Removes the photos the page no longer has, with their variants. Best-effort: logged, never thrown. */
async function deletePhotos(producerId: string, before: StoredFarm, after: StoredFarm, log: Log) {
  const keys = before.imageUrls
    .filter((url) => !after.imageUrls.includes(url))
    .map((url) => farmPhotoKeyOf(url, readEnv().imagesBaseUrl, producerId))
    .filter((key): key is string => key !== null)
    .flatMap((key) => [key, ...IMAGE_VARIANT_WIDTHS.map((width) => imageVariantUrl(key, width))]);
  if (keys.length === 0) return;
  try {
    await s3().send(
      new DeleteObjectsCommand({
        Bucket: readEnv().imagesBucket,
        Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
      }),
    );
  } catch (error) {
    log.warn('Deleting removed farm photos failed', { producerId, error: String(error) });
  }
}

export const getOwnFarm: Handler<ProfileEndpoints['farm']> = async ({ principal }) => {
  const { item, farm } = await ownFarm(producerOf(principal));
  return { data: { farm: ownFarmPage(item, farm, await farmShipping(item)) } };
};

export const updateOwnFarm: Handler<ProfileEndpoints['updateFarm']> = async ({ principal, body, logger }) => {
  const producerId = producerOf(principal);
  let photos: NewPhoto[] | null = null;
  for (let attempt = 1; ; attempt += 1) {
    const { item, farm } = await ownFarm(producerId);
    // Checked before any upload URL is made (and again on every attempt, over the page read).
    changedFarm(
      farm,
      body,
      (body.imageTypes ?? []).map(() => ''),
    );
    photos ??= await planPhotos(producerId, body.imageTypes);
    const next = changedFarm(
      farm,
      body,
      photos.map((photo) => photo.url),
    );
    const refusal = await saveFarm(producerId, farm, next, farmNameOf(item));
    if (refusal === 'slug-taken') throw conflict(M.slugTaken, [{ field: 'slug', message: M.slugTaken }]);
    if (refusal === 'changed' && attempt < SAVE_ATTEMPTS) continue;
    if (refusal === 'changed') throw conflict(M.changedMeanwhile);
    await deletePhotos(producerId, farm, next, logger);
    return {
      data: {
        farm: ownFarmPage(item, next, await farmShipping(item)),
        uploadUrls: photos.map((photo) => photo.upload),
      },
      message: M.updated,
    };
  }
};
