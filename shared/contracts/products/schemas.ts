/** Products payloads and queries. */
import * as z from 'zod/mini';
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
} from '../../constants.js';
import { VALIDATION_MESSAGES as M } from '../../messages/validation.js';
import {
  idParams,
  pagingQuery,
  preprocess,
  queryBoolean,
  queryId,
  queryNumber,
  queryText,
  requiredText,
} from '../fields.js';

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
    isThumb: z._default(z.boolean({ error: M.isThumbBoolean }), false),
    size: z.optional(
      z
        .int({ error: M.imageSizeRequired })
        .check(
          z.positive({ error: M.imageSizeRequired }),
          z.lte(MAX_IMAGE_BYTES, { error: M.imageTooLarge }),
        ),
    ),
  },
  { error: M.imageTypeInvalid },
);

const imageTypes = z.array(imageTypeSchema, { error: M.imageTypeInvalid }).check(
  z.maxLength(MAX_IMAGES_PER_PRODUCT, { error: M.tooManyImages }),
  z.refine((list) => list.filter((image) => image.isThumb).length <= 1, { error: M.oneThumbnail }),
);

const price = z
  .number({ error: M.priceInvalid })
  .check(z.gt(0, { error: M.priceInvalid }), z.lte(PRICE_MAX, { error: M.priceTooHigh }));
const stock = z
  .int({ error: M.stockInvalid })
  .check(z.gte(0, { error: M.stockInvalid }), z.lte(STOCK_MAX, { error: M.stockTooHigh }));
const shortDescription = z
  .string({ error: M.shortDescriptionTooLong })
  .check(z.trim(), z.maxLength(PRODUCT_DESCRIPTION_MAX_LENGTH, { error: M.shortDescriptionTooLong }));
const imageUrl = z
  .string({ error: M.imageUrlInvalid })
  .check(
    z.trim(),
    z.minLength(1, { error: M.imageUrlInvalid }),
    z.maxLength(IMAGE_URL_MAX_LENGTH, { error: M.imageUrlInvalid }),
  );
/** An optional text that may be sent blank (blank = not changed). */
const optionalText = (message: string, max: number, maxMessage: string) =>
  z.optional(z.string({ error: message }).check(z.trim(), z.maxLength(max, { error: maxMessage })));

export const productCreateSchema = z
  .object({
    name: requiredText(M.productNameRequired, PRODUCT_NAME_MAX_LENGTH, M.productNameTooLong),
    shortDescription: z._default(shortDescription, ''),
    price,
    stock: z._default(stock, 0),
    unit: z._default(requiredText(M.unitRequired, PRODUCT_UNIT_MAX_LENGTH, M.unitTooLong), 'kg'),
    requestUploadUrls: z._default(z.boolean({ error: M.requestUploadUrlsBoolean }), true),
    imageTypes: z._default(imageTypes, []),
  })
  .check(
    z.refine((body) => body.imageTypes.some((image) => image.isThumb), {
      error: M.thumbnailRequired,
      path: ['imageTypes'],
    }),
  );

/** Update: only non-empty fields count; nothing valid is 'No hay datos válidos para actualizar'. */
export const productUpdateSchema = z.pipe(
  z.object({
    name: optionalText(M.productNameRequired, PRODUCT_NAME_MAX_LENGTH, M.productNameTooLong),
    shortDescription: z.optional(shortDescription),
    price: z.optional(price),
    stock: z.optional(stock),
    unit: optionalText(M.unitRequired, PRODUCT_UNIT_MAX_LENGTH, M.unitTooLong),
    requestUploadUrls: z._default(z.boolean({ error: M.requestUploadUrlsBoolean }), false),
    imageTypes: z._default(imageTypes, []),
    /** Existing image URLs to keep; the rest are deleted. Omitted: keep all. */
    keepImageUrls: z.optional(
      z
        .array(imageUrl, { error: M.imageUrlInvalid })
        .check(z.maxLength(MAX_IMAGES_PER_PRODUCT, { error: M.tooManyImages })),
    ),
    /**
     * Public URL of the image to make the main one (thumbnail): one of the product's images that remain after
     * keepImageUrls. The service checks it against the product (422 thumbnailNotAnImage otherwise).
     */
    thumbnailUrl: z.optional(
      z
        .string({ error: M.thumbnailNotAnImage })
        .check(
          z.trim(),
          z.minLength(1, { error: M.thumbnailNotAnImage }),
          z.maxLength(IMAGE_URL_MAX_LENGTH, { error: M.thumbnailNotAnImage }),
        ),
    ),
  }),
  z
    .transform((body: ProductUpdateFields) => ({
      ...body,
      name: body.name === '' ? undefined : body.name,
      shortDescription: body.shortDescription === '' ? undefined : body.shortDescription,
      unit: body.unit === '' ? undefined : body.unit,
    }))
    .check(
      z.refine(
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
      ),
    ),
);

export const productStatusSchema = z.object({
  isActive: z.boolean({ error: M.statusBoolean }),
});

export const productIdParams = idParams('id', M.productIdRequired, M.productIdInvalid);
export const productIdFieldCodes = { id: 'INVALID_PRODUCT_ID' } as const;
/** The `{id}` path parameter with its spec code (INVALID_PRODUCT_ID). */
export const productIdPath = { schema: productIdParams, codes: productIdFieldCodes };

export const productListQuery = z
  .extend(pagingQuery, {
    q: queryText(PRODUCT_QUERY_MAX_LENGTH, M.searchTooLong),
    sort: preprocess(
      (value) => (value === '' ? undefined : value),
      z._default(z.enum(PRODUCT_SORTS, { error: M.sortInvalid }), 'newest'),
    ),
    producerId: queryId(M.producerIdInvalid),
    /** 0..PRICE_MAX; the service rounds them inwards to whole cents (1e-200 is 0, not a number DynamoDB refuses). */
    minPrice: queryNumber(M.priceFilterInvalid, { min: 0, max: PRICE_MAX }),
    maxPrice: queryNumber(M.priceFilterInvalid, { min: 0, max: PRICE_MAX }),
    active: queryBoolean(M.statusBoolean),
  })
  .check(
    z.refine(
      (query) =>
        query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
      { error: M.priceRangeInvalid, path: ['minPrice'] },
    ),
  );

/** The update body's fields as read, before blank texts count as not sent. */
type ProductUpdateFields = {
  name?: string;
  shortDescription?: string;
  price?: number;
  stock?: number;
  unit?: string;
  requestUploadUrls: boolean;
  imageTypes: z.output<typeof imageTypes>;
  keepImageUrls?: string[];
  thumbnailUrl?: string;
};

export type ProductCreateRequest = z.input<typeof productCreateSchema>;
export type ProductUpdateRequest = z.input<typeof productUpdateSchema>;
export type ProductListQuery = z.infer<typeof productListQuery>;
