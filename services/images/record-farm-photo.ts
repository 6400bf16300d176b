/**
 * Records the outcome of a farm page photo's check on the farm's page (the `farm` map of its producer's
 * directory item, services/farms/farm-record.ts), with the same optimistic lock as the profile service
 * (`farm.updatedAt`) and the same rules as a product's photos (record-image-check.ts nextImageState): a checked
 * photo joins verifiedImageUrls with its variants; a refused one leaves the page and counts in rejectedImages.
 * A URL the page does not list (photo removed meanwhile, producer gone) is an orphan.
 */
import type { ImageVariants } from '../../shared/utils/image-variants.js';
import { userKeys } from '../lib/data/keys.js';
import { storable, storedFarm, type StoredFarm } from '../farms/index.js';
import { nextImageState, type Outcome } from './record-image-check.js';
import { later, recordWithLock, type Recorded } from './record-with-lock.js';

/** The page after the outcome, or null when it does not list the URL; the same page when nothing changes. Pure. */
export function nextFarmPhotos(
  farm: StoredFarm,
  url: string,
  outcome: Outcome,
  variants?: ImageVariants,
): StoredFarm | null {
  const set = nextImageState(
    { ...farm, thumbnailUrl: farm.imageUrls[0] ?? null, imageStatus: 'pending' },
    url,
    outcome,
    variants,
  );
  if (set === null) return null;
  if (Object.keys(set).length === 0) return farm;
  const next: StoredFarm = { ...farm };
  if (Array.isArray(set.imageUrls)) next.imageUrls = set.imageUrls as string[];
  if (Array.isArray(set.verifiedImageUrls)) next.verifiedImageUrls = set.verifiedImageUrls as string[];
  if (set.imageVariants) next.imageVariants = set.imageVariants as Record<string, ImageVariants>;
  if (typeof set.rejectedImages === 'number') next.rejectedImages = set.rejectedImages;
  return next;
}

export function recordFarmPhoto(
  producerId: string,
  url: string,
  outcome: Outcome,
  variants?: ImageVariants,
): Promise<Recorded> {
  return recordWithLock(
    userKeys.item(producerId),
    (item) => {
      const farm = storedFarm(item);
      if (!farm) return 'orphan';
      const next = nextFarmPhotos(farm, url, outcome, variants);
      if (next === null) return 'orphan';
      if (next === farm) return 'unchanged';
      return {
        UpdateExpression: 'SET farm = :farm',
        ConditionExpression: 'attribute_exists(PK) AND farm.updatedAt = :seen',
        ExpressionAttributeValues: {
          ':farm': storable({ ...next, updatedAt: later(farm.updatedAt) }),
          ':seen': farm.updatedAt,
        },
      };
    },
    `The farm page of ${producerId} kept changing while its photo check was recorded`,
  );
}
