/**
 * A farm's public page as stored: the `farm` map of its producer's directory item (`USER#<id>` / `PROFILE`,
 * docs/farms.md), and how it is answered (public page, farm list, the producer's own view). Pure.
 *
 *   farm.slug               the page's current address (`/fincas/<slug>`); its guard item points at the farm
 *   farm.story              plain text ('' when none)
 *   farm.provinceCode       INE code of its province, or absent
 *   farm.imageUrls          every photo, the main one first; verifiedImageUrls those checked (shown publicly);
 *   farm.imageVariants      per checked photo its WebP variants; rejectedImages photos refused since the last edit
 *   farm.updatedAt          the optimistic lock of every write (the profile service and the images function)
 */
import type { FarmPage, FarmSummary, ProductFarm } from '../../shared/contracts/products/farm-entities.js';
import type { OwnFarmPage } from '../../shared/contracts/profile/farm-entities.js';
import type { ImageVariants } from '../../shared/utils/image-variants.js';
import type { ShippingTerms } from '../../shared/rules/pricing/shipping.js';
import { isProvinceCode, provinceName } from '../../shared/rules/provinces.js';

type Item = Record<string, unknown>;

export interface StoredFarm {
  slug: string;
  story: string;
  provinceCode?: string;
  imageUrls: string[];
  verifiedImageUrls: string[];
  imageVariants: Record<string, ImageVariants>;
  rejectedImages: number;
  updatedAt: string;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The `farm` map of a directory item, or null when the farm has no page yet. */
export function storedFarm(item: Item | null | undefined): StoredFarm | null {
  const farm = item?.farm;
  if (!farm || typeof farm !== 'object') return null;
  const raw = farm as Item;
  const slug = textOf(raw.slug);
  if (slug === '') return null;
  const variants = raw.imageVariants && typeof raw.imageVariants === 'object' ? raw.imageVariants : {};
  return {
    slug,
    story: textOf(raw.story),
    ...(isProvinceCode(raw.provinceCode) ? { provinceCode: raw.provinceCode } : {}),
    imageUrls: strings(raw.imageUrls),
    verifiedImageUrls: strings(raw.verifiedImageUrls),
    imageVariants: variants as Record<string, ImageVariants>,
    rejectedImages: Number.isInteger(raw.rejectedImages) ? (raw.rejectedImages as number) : 0,
    updatedAt: textOf(raw.updatedAt),
  };
}

/** The `farm` map as written: an empty `imageVariants` is left out (an empty map, absent on read, says nothing). */
export function storable(farm: StoredFarm): Omit<StoredFarm, 'imageVariants'> & Partial<StoredFarm> {
  const { imageVariants, ...rest } = farm;
  return Object.keys(imageVariants).length > 0 ? { ...rest, imageVariants } : rest;
}

/** The farm's name: its producer's name, else its e-mail's local part. */
export const farmNameOf = (item: Item): string =>
  textOf(item.fullName).trim() || textOf(item.email).split('@')[0] || 'Finca';

/** Whether the directory item is a farm the storefront shows: a producer whose account is active. */
export const isPublicFarm = (item: Item | null | undefined): item is Item =>
  !!item && item.role === 'producer' && item.isActive !== false;

const checkedPhotos = (farm: StoredFarm): string[] =>
  farm.imageUrls.filter((url) => farm.verifiedImageUrls.includes(url));

export function farmSummary(item: Item, farm: StoredFarm): FarmSummary {
  const code = farm.provinceCode && isProvinceCode(farm.provinceCode) ? farm.provinceCode : null;
  return {
    producerId: textOf(item.id),
    slug: farm.slug,
    name: farmNameOf(item),
    provinceCode: code,
    province: provinceName(code),
    thumbnailUrl: checkedPhotos(farm)[0] ?? null,
  };
}

function variantsOf(farm: StoredFarm, urls: readonly string[]): Record<string, ImageVariants> | undefined {
  const entries = Object.entries(farm.imageVariants).filter(([url]) => urls.includes(url));
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** The public page: only checked photos. */
export function publicFarmPage(item: Item, farm: StoredFarm, shipping: ShippingTerms): FarmPage {
  const imageUrls = checkedPhotos(farm);
  const imageVariants = variantsOf(farm, imageUrls);
  return {
    ...farmSummary(item, farm),
    story: farm.story,
    imageUrls,
    ...(imageVariants ? { imageVariants } : {}),
    shipping,
    updatedAt: farm.updatedAt,
  };
}

/** The producer's own view: every photo, which are still being checked, how many were refused. */
export function ownFarmPage(item: Item, farm: StoredFarm, shipping: ShippingTerms): OwnFarmPage {
  const imageVariants = variantsOf(farm, farm.imageUrls);
  return {
    ...publicFarmPage(item, farm, shipping),
    thumbnailUrl: farm.imageUrls[0] ?? null,
    imageUrls: farm.imageUrls,
    ...(imageVariants ? { imageVariants } : {}),
    pendingImageUrls: farm.imageUrls.filter((url) => !farm.verifiedImageUrls.includes(url)),
    rejectedImages: farm.rejectedImages,
  };
}

/** What a product names of its farm (to link its page). */
export function productFarm(item: Item, farm: StoredFarm): ProductFarm {
  const summary = farmSummary(item, farm);
  // Issue 31: a plant's passport names the farm's professional operator number (docs/legal.md).
  const operator = typeof item.plantOperatorNumber === 'string' ? item.plantOperatorNumber.trim() : '';
  return {
    slug: summary.slug,
    name: summary.name,
    province: summary.province,
    ...(operator ? { plantOperatorNumber: operator } : {}),
  };
}
