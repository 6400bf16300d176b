/**
 * An image to upload (a product's photos, a farm page's photos): its own module, so that the profile contract
 * (farm pages) takes it without the products' create and update schemas.
 */
import * as z from 'zod/mini';
import { IMAGE_CONTENT_TYPES, IMAGE_FILENAME_MAX_LENGTH, MAX_IMAGE_BYTES } from '../../constants/images.js';
import { PRODUCT_VALIDATION } from '../../messages/validation.js';
import { requiredText } from '../fields.js';

/**
 * One image to upload, as the original API sends it: {filename, contentType, isThumb}. `size` is our optional
 * extension: when given, the upload URL is signed with that exact length (S3 refuses any other); without it
 * the upload is still bounded: the images function checks every uploaded object (type by its bytes, at most
 * MAX_IMAGE_BYTES, sane dimensions) and drops anything else (services/images).
 */
export const imageTypeSchema = z.object(
  {
    filename: requiredText(
      PRODUCT_VALIDATION.imageFilenameRequired,
      IMAGE_FILENAME_MAX_LENGTH,
      PRODUCT_VALIDATION.imageFilenameTooLong,
    ),
    contentType: z.enum(IMAGE_CONTENT_TYPES, { error: PRODUCT_VALIDATION.imageTypeInvalid }),
    isThumb: z._default(z.boolean({ error: PRODUCT_VALIDATION.isThumbBoolean }), false),
    size: z.optional(
      z
        .int({ error: PRODUCT_VALIDATION.imageSizeRequired })
        .check(
          z.positive({ error: PRODUCT_VALIDATION.imageSizeRequired }),
          z.lte(MAX_IMAGE_BYTES, { error: PRODUCT_VALIDATION.imageTooLarge }),
        ),
    ),
  },
  { error: PRODUCT_VALIDATION.imageTypeInvalid },
);
