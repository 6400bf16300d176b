/** Products payloads and queries (spec sections 3, 5 and 7; ARCHITECTURE.md section 3). */
import { z } from 'zod';
import {
  IMAGE_CONTENT_TYPES,
  IMAGE_FILENAME_MAX_LENGTH,
  IMAGE_URL_MAX_LENGTH,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_PRODUCT,
  PRICE_MAX,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_QUERY_MAX_LENGTH,
  PRODUCT_UNIT_MAX_LENGTH,
  STOCK_MAX,
} from '../constants.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import {
  idParams,
  pagingQuery,
  queryBoolean,
  queryId,
  queryNumber,
  queryText,
  requiredText,
} from './common.js';

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * One image to upload, as the spec sends it: {filename, contentType, isThumb}. `size` is our optional
 * extension: when given, the upload URL is signed with that exact length (S3 refuses any other); without it
 * the upload is still bounded: the images function checks every uploaded object (type by its bytes, at most
 * MAX_IMAGE_BYTES, sane dimensions) and drops anything else (services/images).
 */
export const imageTypeSchema = z.object(
  {
    filename: requiredText(M.imageFilenameRequired, IMAGE_FILENAME_MAX_LENGTH, M.imageFilenameTooLong),
    contentType: z.enum(IMAGE_CONTENT_TYPES, { error: M.imageTypeInvalid }),
    isThumb: z.boolean({ error: M.isThumbBoolean }).default(false),
    size: z
      .number({ error: M.imageSizeRequired })
      .int({ error: M.imageSizeRequired })
      .positive({ error: M.imageSizeRequired })
      .max(MAX_IMAGE_BYTES, { error: M.imageTooLarge })
      .optional(),
  },
  { error: M.imageTypeInvalid },
);

const imageTypes = z
  .array(imageTypeSchema, { error: M.imageTypeInvalid })
  .max(MAX_IMAGES_PER_PRODUCT, { error: M.tooManyImages })
  .refine((list) => list.filter((image) => image.isThumb).length <= 1, { error: M.oneThumbnail });

const price = z
  .number({ error: M.priceInvalid })
  .finite({ error: M.priceInvalid })
  .gt(0, { error: M.priceInvalid })
  .max(PRICE_MAX, { error: M.priceTooHigh });
const stock = z
  .number({ error: M.stockInvalid })
  .int({ error: M.stockInvalid })
  .min(0, { error: M.stockInvalid })
  .max(STOCK_MAX, { error: M.stockTooHigh });
const shortDescription = z
  .string({ error: M.shortDescriptionTooLong })
  .trim()
  .max(PRODUCT_DESCRIPTION_MAX_LENGTH, { error: M.shortDescriptionTooLong });
const imageUrl = z
  .string({ error: M.imageUrlInvalid })
  .trim()
  .min(1, { error: M.imageUrlInvalid })
  .max(IMAGE_URL_MAX_LENGTH, { error: M.imageUrlInvalid });

export const productCreateSchema = z
  .object({
    name: requiredText(M.productNameRequired, PRODUCT_NAME_MAX_LENGTH, M.productNameTooLong),
    shortDescription: shortDescription.default(''),
    price,
    stock: stock.default(0),
    unit: requiredText(M.unitRequired, PRODUCT_UNIT_MAX_LENGTH, M.unitTooLong).default('kg'),
    requestUploadUrls: z.boolean({ error: M.requestUploadUrlsBoolean }).default(true),
    imageTypes: imageTypes.default([]),
  })
  .refine((body) => body.imageTypes.some((image) => image.isThumb), {
    error: M.thumbnailRequired,
    path: ['imageTypes'],
  });

/** Update: only non-empty fields count; nothing valid is 'No hay datos válidos para actualizar'. */
export const productUpdateSchema = z
  .object({
    name: z
      .string({ error: M.productNameRequired })
      .trim()
      .max(PRODUCT_NAME_MAX_LENGTH, { error: M.productNameTooLong })
      .optional(),
    shortDescription: shortDescription.optional(),
    price: price.optional(),
    stock: stock.optional(),
    unit: z
      .string({ error: M.unitRequired })
      .trim()
      .max(PRODUCT_UNIT_MAX_LENGTH, { error: M.unitTooLong })
      .optional(),
    requestUploadUrls: z.boolean({ error: M.requestUploadUrlsBoolean }).default(false),
    imageTypes: imageTypes.default([]),
    /** Existing image URLs to keep; the rest are deleted. Omitted: keep all. */
    keepImageUrls: z
      .array(imageUrl, { error: M.imageUrlInvalid })
      .max(MAX_IMAGES_PER_PRODUCT, { error: M.tooManyImages })
      .optional(),
    /**
     * Public URL of the image to make the main one (thumbnail): one of the product's images that remain after
     * keepImageUrls. The service checks it against the product (422 thumbnailNotAnImage otherwise).
     */
    thumbnailUrl: z
      .string({ error: M.thumbnailNotAnImage })
      .trim()
      .min(1, { error: M.thumbnailNotAnImage })
      .max(IMAGE_URL_MAX_LENGTH, { error: M.thumbnailNotAnImage })
      .optional(),
  })
  .transform((body) => ({
    ...body,
    name: body.name === '' ? undefined : body.name,
    shortDescription: body.shortDescription === '' ? undefined : body.shortDescription,
    unit: body.unit === '' ? undefined : body.unit,
  }))
  .refine(
    (body) =>
      body.name !== undefined ||
      body.shortDescription !== undefined ||
      body.price !== undefined ||
      body.stock !== undefined ||
      body.unit !== undefined ||
      body.imageTypes.length > 0 ||
      body.keepImageUrls !== undefined ||
      body.thumbnailUrl !== undefined,
    { error: M.nothingToUpdate },
  );

export const productStatusSchema = z.object({
  isActive: z.boolean({ error: M.statusBoolean }),
});

export const productIdParams = idParams('id', M.productIdRequired, M.productIdInvalid);
export const productIdFieldCodes = { id: 'INVALID_PRODUCT_ID' } as const;

export const productListQuery = pagingQuery
  .extend({
    q: queryText(PRODUCT_QUERY_MAX_LENGTH, M.searchTooLong),
    sort: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(PRODUCT_SORTS, { error: M.sortInvalid }).default('newest'),
    ),
    producerId: queryId(M.producerIdInvalid),
    /** 0..PRICE_MAX; the service rounds them inwards to whole cents (1e-200 is 0, not a number DynamoDB refuses). */
    minPrice: queryNumber(M.priceFilterInvalid, { min: 0, max: PRICE_MAX }),
    maxPrice: queryNumber(M.priceFilterInvalid, { min: 0, max: PRICE_MAX }),
    active: queryBoolean(M.statusBoolean),
  })
  .refine(
    (query) =>
      query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
    {
      error: M.priceRangeInvalid,
      path: ['minPrice'],
    },
  );

export type ProductCreateRequest = z.input<typeof productCreateSchema>;
export type ProductUpdateRequest = z.input<typeof productUpdateSchema>;
export type ProductListQuery = z.infer<typeof productListQuery>;
