/** Products payloads and queries. */
import * as z from 'zod/mini';
import { productSubscriptionSchema } from '../subscriptions/product-schemas.js';
import type { ProductSubscription } from '../subscriptions/entities.js';
import { IMAGE_URL_MAX_LENGTH, MAX_IMAGES_PER_PRODUCT } from '../../constants/images.js';
import {
  PRICE_MAX,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_QUERY_MAX_LENGTH,
  PRODUCT_SORTS,
  PRODUCT_UNIT_MAX_LENGTH,
  STOCK_MAX,
} from '../../constants/products.js';
import { CART_VALIDATION, PRODUCT_VALIDATION } from '../../messages/validation.js';
import { taxRateSchema } from '../../rules/pricing/tax-rate-schema.js';
import {
  categoryQuery,
  categorySchema,
  harvestDateSchema,
  harvestQuery,
  originQuery,
  originSchema,
  varietyQuery,
  varietySchema,
} from './attribute-schemas.js';
import { DEFAULT_TAX_RATE, type TaxRate } from '../../rules/pricing/tax-rates.js';
import type { PitahayaVariety, ProductCategory } from '../../constants/product-attributes.js';
import {
  idPath,
  idSchema,
  pagingQuery,
  preprocess,
  queryBoolean,
  queryId,
  queryNumber,
  queryText,
  requiredText,
  text,
  anyGiven,
  clearable,
} from '../fields.js';

import { botanicalNameSchema, foodInfoSchema, withdrawalSchema } from './legal-schemas.js';
import { availabilitySchema, preorderSchema } from '../preorder-fields.js';
import { PREORDER_VALIDATION } from '../../messages/calendar-validation.js';
import { AVAILABILITIES, type Availability, type Preorder } from '../../rules/calendar/preorder.js';
import type { WithdrawalClass } from '../../constants/legal-facts.js';
import { PRODUCT_FACT_FIELDS, type FoodInfo } from './entities.js';
import { imageTypeSchema } from './image-schemas.js';

export { farmListQuery, farmSlugParams } from './farm-schemas.js';

export { PRODUCT_SORTS, type ProductSort } from '../../constants/products.js';

const imageTypes = z.array(imageTypeSchema, { error: PRODUCT_VALIDATION.imageTypeInvalid }).check(
  z.maxLength(MAX_IMAGES_PER_PRODUCT, { error: PRODUCT_VALIDATION.tooManyImages }),
  z.refine((list) => list.filter((image) => image.isThumb).length <= 1, {
    error: PRODUCT_VALIDATION.oneThumbnail,
  }),
);

const price = z
  .number({ error: PRODUCT_VALIDATION.priceInvalid })
  .check(
    z.gt(0, { error: PRODUCT_VALIDATION.priceInvalid }),
    z.lte(PRICE_MAX, { error: PRODUCT_VALIDATION.priceTooHigh }),
  );
const stock = z
  .int({ error: PRODUCT_VALIDATION.stockInvalid })
  .check(
    z.gte(0, { error: PRODUCT_VALIDATION.stockInvalid }),
    z.lte(STOCK_MAX, { error: PRODUCT_VALIDATION.stockTooHigh }),
  );
const shortDescription = text(PRODUCT_VALIDATION.shortDescriptionTooLong, { multiline: true }).check(
  z.maxLength(PRODUCT_DESCRIPTION_MAX_LENGTH, { error: PRODUCT_VALIDATION.shortDescriptionTooLong }),
);
const imageUrl = text(PRODUCT_VALIDATION.imageUrlInvalid).check(
  z.minLength(1, { error: PRODUCT_VALIDATION.imageUrlInvalid }),
  z.maxLength(IMAGE_URL_MAX_LENGTH, { error: PRODUCT_VALIDATION.imageUrlInvalid }),
);
/** An optional text that may be sent blank (blank = not changed). */
const optionalText = (message: string, max: number, maxMessage: string) =>
  z.optional(text(message).check(z.maxLength(max, { error: maxMessage })));

export const productCreateSchema = z
  .object({
    name: requiredText(
      PRODUCT_VALIDATION.productNameRequired,
      PRODUCT_NAME_MAX_LENGTH,
      PRODUCT_VALIDATION.productNameTooLong,
    ),
    shortDescription: z._default(shortDescription, ''),
    price,
    stock: z._default(stock, 0),
    unit: z._default(
      requiredText(PRODUCT_VALIDATION.unitRequired, PRODUCT_UNIT_MAX_LENGTH, PRODUCT_VALIDATION.unitTooLong),
      'kg',
    ),
    /** IVA rate (4, 10 or 21, included in price); without one, DEFAULT_TAX_RATE (the original API's request shape). */
    taxRate: z._default(taxRateSchema, DEFAULT_TAX_RATE),
    /** Ours (issue 23, shared/constants/product-attributes.ts): optional; without a category the product is 'otros'. */
    category: z.optional(categorySchema),
    variety: z.optional(varietySchema),
    /** Blank = none. */
    origin: z.optional(originSchema),
    harvestDate: z.optional(harvestDateSchema),
    /** Ours (issue 31, docs/legal.md): without one, fresh fruit is `perishable` and the rest `allowed`. */
    withdrawal: z.optional(withdrawalSchema),
    /** Ours (issue 31): required (ingredients and net quantity) for an active `elaborados` product. */
    foodInfo: z.optional(foodInfoSchema),
    /** Ours (issue 31): required for an active `plantas-esquejes` product. */
    botanicalName: z.optional(botanicalNameSchema),
    /** Ours (issue 33, docs/subscriptions.md): the intervals the product is sold at by subscription. */
    subscription: z.optional(productSubscriptionSchema),
    /**
     * Ours (issue 32, docs/harvest-calendar.md): `preorder` with its dates (a pre-order's `preorder` without
     * availability is a pre-order too); a past closesAt is refused by the service.
     */
    availability: z.optional(availabilitySchema),
    preorder: z.optional(preorderSchema),
    requestUploadUrls: z._default(z.boolean({ error: PRODUCT_VALIDATION.requestUploadUrlsBoolean }), true),
    imageTypes: z._default(imageTypes, []),
  })
  .check(
    z.refine((body) => body.imageTypes.some((image) => image.isThumb), {
      error: PRODUCT_VALIDATION.thumbnailRequired,
      path: ['imageTypes'],
    }),
    z.refine((body) => body.availability !== 'preorder' || body.preorder !== undefined, {
      error: PREORDER_VALIDATION.preorderRequired,
      path: ['preorder'],
    }),
  );

/** The catalog's availability filter (blank: none). */
const availabilityQuery = preprocess(
  (value) => (value === '' ? undefined : value),
  z.optional(z.enum(AVAILABILITIES, { error: PREORDER_VALIDATION.availabilityFilterInvalid })),
);

/** Update: only non-empty fields count; nothing valid is 'No hay datos válidos para actualizar'. */
export const productUpdateSchema = z.pipe(
  z.object({
    name: optionalText(
      PRODUCT_VALIDATION.productNameRequired,
      PRODUCT_NAME_MAX_LENGTH,
      PRODUCT_VALIDATION.productNameTooLong,
    ),
    shortDescription: z.optional(shortDescription),
    price: z.optional(price),
    stock: z.optional(stock),
    unit: optionalText(
      PRODUCT_VALIDATION.unitRequired,
      PRODUCT_UNIT_MAX_LENGTH,
      PRODUCT_VALIDATION.unitTooLong,
    ),
    taxRate: z.optional(taxRateSchema),
    /** Ours (issue 23): `null` clears variety, origin and harvest date; a blank origin is not sent. */
    category: z.optional(categorySchema),
    variety: clearable(varietySchema),
    origin: clearable(originSchema),
    harvestDate: clearable(harvestDateSchema),
    /** Ours (issue 31): the withdrawal right; food information and botanical name (null clears them). */
    withdrawal: z.optional(withdrawalSchema),
    foodInfo: clearable(foodInfoSchema),
    botanicalName: clearable(botanicalNameSchema),
    /** Ours (issue 33): the subscription intervals; null: no longer sold by subscription. */
    subscription: clearable(productSubscriptionSchema),
    /**
     * Ours (issue 32): `in_stock` ends a pre-order; `preorder` (null clears it) sets or changes its dates. A new
     * ready date is told to the buyers of the pre-order (docs/harvest-calendar.md).
     */
    availability: z.optional(availabilitySchema),
    preorder: clearable(preorderSchema),
    requestUploadUrls: z._default(z.boolean({ error: PRODUCT_VALIDATION.requestUploadUrlsBoolean }), false),
    imageTypes: z._default(imageTypes, []),
    /** Existing image URLs to keep; the rest are deleted. Omitted: keep all. */
    keepImageUrls: z.optional(
      z
        .array(imageUrl, { error: PRODUCT_VALIDATION.imageUrlInvalid })
        .check(z.maxLength(MAX_IMAGES_PER_PRODUCT, { error: PRODUCT_VALIDATION.tooManyImages })),
    ),
    /**
     * Public URL of the image to make the main one (thumbnail): one of the product's images that remain after
     * keepImageUrls. The service checks it against the product (422 thumbnailNotAnImage otherwise).
     */
    thumbnailUrl: z.optional(
      text(PRODUCT_VALIDATION.thumbnailNotAnImage).check(
        z.minLength(1, { error: PRODUCT_VALIDATION.thumbnailNotAnImage }),
        z.maxLength(IMAGE_URL_MAX_LENGTH, { error: PRODUCT_VALIDATION.thumbnailNotAnImage }),
      ),
    ),
  }),
  z
    .transform((body: ProductUpdateFields) => ({
      ...body,
      name: body.name === '' ? undefined : body.name,
      shortDescription: body.shortDescription === '' ? undefined : body.shortDescription,
      unit: body.unit === '' ? undefined : body.unit,
      origin: body.origin === '' ? undefined : body.origin,
    }))
    .check(
      z.refine(
        (body) =>
          body.imageTypes.length > 0 ||
          anyGiven(body, [
            'name',
            'shortDescription',
            'price',
            'stock',
            'unit',
            'taxRate',
            ...PRODUCT_FACT_FIELDS,
            'subscription',
            'availability',
            'preorder',
            'keepImageUrls',
            'thumbnailUrl',
          ]),
        { error: PRODUCT_VALIDATION.nothingToUpdate },
      ),
    ),
);

export const productStatusSchema = z.object({
  isActive: z.boolean({ error: PRODUCT_VALIDATION.statusBoolean }),
});

/** The `{id}` path parameter with its field error code (INVALID_PRODUCT_ID). */
export const productIdPath = idPath(
  'id',
  'INVALID_PRODUCT_ID',
  idSchema(PRODUCT_VALIDATION.productIdRequired, CART_VALIDATION.productIdInvalid),
);

/** A catalog search's price range: the lowest price not above the highest (the message on minPrice). */
const priceRangeInOrder = z.refine<{ minPrice?: number | undefined; maxPrice?: number | undefined }>(
  (query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
  { error: PRODUCT_VALIDATION.priceRangeInvalid, path: ['minPrice'] },
);

/** 0..PRICE_MAX; the service rounds them inwards to whole cents (1e-200 is 0, not a number DynamoDB refuses). */
const priceFilters = {
  minPrice: queryNumber(PRODUCT_VALIDATION.priceFilterInvalid, { min: 0, max: PRICE_MAX }),
  maxPrice: queryNumber(PRODUCT_VALIDATION.priceFilterInvalid, { min: 0, max: PRICE_MAX }),
};

/**
 * Ours (issue 23): the catalog's category and variety filters; a place, read as its key (originKeyOf), and a
 * harvest window (7d, 30d, 90d).
 */
const attributeFilters = {
  category: categoryQuery,
  variety: varietyQuery,
  origin: originQuery,
  harvest: harvestQuery,
};

export const productListQuery = z
  .extend(pagingQuery, {
    q: queryText(PRODUCT_QUERY_MAX_LENGTH, PRODUCT_VALIDATION.searchTooLong),
    sort: preprocess(
      (value) => (value === '' ? undefined : value),
      z._default(z.enum(PRODUCT_SORTS, { error: PRODUCT_VALIDATION.sortInvalid }), 'newest'),
    ),
    producerId: queryId(PRODUCT_VALIDATION.producerIdInvalid),
    ...priceFilters,
    active: queryBoolean(PRODUCT_VALIDATION.statusBoolean),
    ...attributeFilters,
    /** Ours (issue 32): only pre-orders (`preorder`) or only products in stock (`in_stock`). */
    availability: availabilityQuery,
  })
  .check(priceRangeInOrder);

/**
 * GET /v1/products/facets (ours, issue 23): the storefront search whose counts are wanted, without paging or
 * sort (counts do not depend on them).
 */
export const productFacetsQuery = z
  .object({
    q: queryText(PRODUCT_QUERY_MAX_LENGTH, PRODUCT_VALIDATION.searchTooLong),
    producerId: queryId(PRODUCT_VALIDATION.producerIdInvalid),
    ...priceFilters,
    ...attributeFilters,
    availability: availabilityQuery,
  })
  .check(priceRangeInOrder);

/** The update body's fields as read, before blank texts count as not sent. */
type ProductUpdateFields = {
  name?: string;
  shortDescription?: string;
  price?: number;
  stock?: number;
  unit?: string;
  taxRate?: TaxRate;
  category?: ProductCategory;
  variety?: PitahayaVariety | null;
  origin?: string | null;
  harvestDate?: string | null;
  withdrawal?: WithdrawalClass;
  foodInfo?: FoodInfo | null;
  botanicalName?: string | null;
  subscription?: ProductSubscription | null;
  availability?: Availability;
  preorder?: Preorder | null;
  requestUploadUrls: boolean;
  imageTypes: z.output<typeof imageTypes>;
  keepImageUrls?: string[];
  thumbnailUrl?: string;
};

export type ProductCreateRequest = z.input<typeof productCreateSchema>;
export type ProductUpdateRequest = z.input<typeof productUpdateSchema>;
export type ProductListQuery = z.infer<typeof productListQuery>;
export type ProductFacetsQuery = z.infer<typeof productFacetsQuery>;
