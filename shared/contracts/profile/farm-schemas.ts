/** What PUT /v1/users/profile/farm takes: a farm's public page (docs/farms.md). */
import * as z from 'zod/mini';
import { IMAGE_URL_MAX_LENGTH } from '../../constants/images.js';
import { isFarmSlug } from '../../rules/farm-page.js';
import { FARM_PAGE_LIMITS as L } from '../../constants/farm-page.js';
import { FARM_PAGE_MESSAGES as M } from '../../messages/farm-page.js';
import { POSTAL_CODE_PATTERN } from '../../rules/pricing/postal-zones.js';
import { PROVINCE_CODES } from '../../rules/provinces.js';
import { text } from '../fields.js';
import { imageTypeSchema } from '../products/image-schemas.js';

const photoUrl = text(M.photosInvalid).check(
  z.minLength(1, { error: M.photosInvalid }),
  z.maxLength(IMAGE_URL_MAX_LENGTH, { error: M.photosInvalid }),
);

export const farmPageUpdateSchema = z
  .object({
    /** The page's address (`/fincas/<slug>`); sent in any case, stored in lower case. */
    slug: z.optional(
      text(M.slugInvalid).check(
        z.overwrite((value: string) => value.toLowerCase()),
        z.refine(isFarmSlug, { error: M.slugInvalid }),
      ),
    ),
    /** Plain text, paragraphs split by blank lines; '' removes it. */
    story: z.optional(
      text(M.storyInvalid, { multiline: true }).check(z.maxLength(L.storyMax, { error: M.storyTooLong })),
    ),
    /** The province's INE code ('04'), or null to say none. */
    provinceCode: z.optional(z.nullable(z.enum(PROVINCE_CODES, { error: M.provinceInvalid }))),
    /** A postal code of the farm: its province (first two digits) is stored; wins over provinceCode. */
    postalCode: z.optional(
      text(M.postalCodeInvalid).check(z.regex(POSTAL_CODE_PATTERN, { error: M.postalCodeInvalid })),
    ),
    /** The page's photos to keep, in their new order (the first is the main one). Omitted: keep all. */
    keepImageUrls: z.optional(
      z
        .array(photoUrl, { error: M.photosInvalid })
        .check(z.maxLength(L.photosMax, { error: M.tooManyPhotos })),
    ),
    /** New photos to upload after the kept ones: a presigned PUT each, as for products. */
    imageTypes: z.optional(
      z
        .array(imageTypeSchema, { error: M.photosInvalid })
        .check(z.maxLength(L.photosMax, { error: M.tooManyPhotos })),
    ),
  })
  .check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), {
      error: M.nothingToUpdate,
    }),
  );

export type FarmPageUpdateRequest = z.input<typeof farmPageUpdateSchema>;
