/** Products payloads and queries (spec sections 3, 5 and 7; ARCHITECTURE.md section 3). */
import { z } from 'zod';
import {
  IMAGE_CONTENT_TYPES,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_PRODUCT,
  PRODUCT_QUERY_MAX_LENGTH,
} from '../constants.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { pagingQuery, queryBoolean, queryNumber, requiredText } from './common.js';

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const imageTypeSchema = z.object({
  filename: requiredText(M.imageFilenameRequired, 200),
  contentType: z.enum(IMAGE_CONTENT_TYPES, { error: M.imageTypeInvalid }),
  isThumb: z.boolean().default(false),
  /** Byte size of the file: the upload URL is signed with it, so S3 refuses a file of any other length. */
  size: z
    .number({ error: M.imageSizeRequired })
    .int({ error: M.imageSizeRequired })
    .positive({ error: M.imageSizeRequired })
    .max(MAX_IMAGE_BYTES, { error: M.imageTooLarge }),
});

const imageTypes = z
  .array(imageTypeSchema)
  .max(MAX_IMAGES_PER_PRODUCT, { error: M.tooManyImages })
  .refine((list) => list.filter((image) => image.isThumb).length <= 1, { error: M.oneThumbnail });

const price = z
  .number({ error: M.priceInvalid })
  .finite({ error: M.priceInvalid })
  .gt(0, { error: M.priceInvalid });
const stock = z
  .number({ error: M.stockInvalid })
  .int({ error: M.stockInvalid })
  .min(0, { error: M.stockInvalid });

export const productCreateSchema = z
  .object({
    name: requiredText(M.productNameRequired, 120, M.productNameTooLong),
    shortDescription: z.string().trim().max(500, { error: M.shortDescriptionTooLong }).default(''),
    price,
    stock: stock.default(0),
    unit: requiredText(M.unitRequired, 40).default('kg'),
    requestUploadUrls: z.boolean().default(true),
    imageTypes: imageTypes.default([]),
  })
  .refine((body) => body.imageTypes.some((image) => image.isThumb), {
    error: M.thumbnailRequired,
    path: ['imageTypes'],
  });

/** Update: only non-empty fields count; nothing valid is 'No hay datos válidos para actualizar'. */
export const productUpdateSchema = z
  .object({
    name: z.string().trim().max(120, { error: M.productNameTooLong }).optional(),
    shortDescription: z.string().trim().max(500, { error: M.shortDescriptionTooLong }).optional(),
    price: price.optional(),
    stock: stock.optional(),
    unit: z.string().trim().max(40).optional(),
    requestUploadUrls: z.boolean().default(false),
    imageTypes: imageTypes.default([]),
    /** Existing image URLs to keep; the rest are deleted. Omitted: keep all. */
    keepImageUrls: z.array(z.string()).optional(),
    /**
     * Public URL of the image to make the main one (thumbnail): one of the product's images that remain after
     * keepImageUrls. The service checks it against the product (422 thumbnailNotAnImage otherwise).
     */
    thumbnailUrl: z
      .string({ error: M.thumbnailNotAnImage })
      .trim()
      .min(1, { error: M.thumbnailNotAnImage })
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

export const productIdParams = z.object({ id: requiredText(M.productIdRequired) });
export const productIdFieldCodes = { id: 'INVALID_PRODUCT_ID' } as const;

export const productListQuery = pagingQuery
  .extend({
    q: z.string().trim().max(PRODUCT_QUERY_MAX_LENGTH).optional(),
    sort: z.enum(PRODUCT_SORTS, { error: M.sortInvalid }).default('newest'),
    producerId: z.string().trim().min(1).optional(),
    minPrice: queryNumber(M.priceFilterInvalid).pipe(
      z.number().min(0, { error: M.priceFilterInvalid }).optional(),
    ),
    maxPrice: queryNumber(M.priceFilterInvalid).pipe(
      z.number().min(0, { error: M.priceFilterInvalid }).optional(),
    ),
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
