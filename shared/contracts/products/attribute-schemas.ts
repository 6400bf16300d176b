/**
 * zod fields of a product's category, variety, origin and harvest date (shared/constants/product-attributes.ts),
 * for the products endpoints' bodies and the catalog's query.
 *
 * In a create body each is optional. In an update body each is optional too, and `null` clears variety,
 * origin and harvest date (a category is never cleared: send another one). A blank origin, like the other
 * blank texts of an update, counts as not sent.
 */
import * as z from 'zod/mini';
import { PRODUCT_ATTRIBUTE_MESSAGES as M } from '../../messages/product-attributes.js';
import { text } from '../fields.js';
import {
  ORIGIN_MAX_LENGTH,
  ORIGIN_MIN_LENGTH,
  PITAHAYA_VARIETIES,
  PRODUCT_CATEGORIES,
} from '../../constants/product-attributes.js';
import { harvestDateProblem } from '../../rules/catalog/harvest-date.js';
import { HARVEST_WINDOWS, originKeyOf } from '../../rules/catalog/origin-harvest-filters.js';

export const categorySchema = z.enum(PRODUCT_CATEGORIES, { error: M.categoryInvalid });
export const varietySchema = z.enum(PITAHAYA_VARIETIES, { error: M.varietyInvalid });

/** A place, one line, ORIGIN_MIN_LENGTH..ORIGIN_MAX_LENGTH characters after trimming; '' passes (blank). */
export const originSchema = text(M.originInvalid).check(
  z.refine((value: string) => value === '' || value.length >= ORIGIN_MIN_LENGTH, { error: M.originTooShort }),
  z.maxLength(ORIGIN_MAX_LENGTH, { error: M.originTooLong }),
);

const HARVEST_MESSAGES = {
  format: M.harvestDateFormat,
  future: M.harvestDateFuture,
  tooOld: M.harvestDateTooOld,
} as const;

/** YYYY-MM-DD, a real date, not after today in Spain, at most two years back. */
export const harvestDateSchema = text(M.harvestDateFormat).check(
  z.superRefine((value: string, context) => {
    const problem = harvestDateProblem(value);
    if (problem) context.issues.push({ code: 'custom', message: HARVEST_MESSAGES[problem], input: value });
  }),
);

/** Query values: empty = not given; anything outside the lists is refused with the field's message. */
const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);
export const categoryQuery = z.pipe(z.transform(emptyAsMissing), z.optional(categorySchema));
export const varietyQuery = z.pipe(z.transform(emptyAsMissing), z.optional(varietySchema));

/**
 * The origin filter: any spelling of a place (the catalog sends the one it shows), at most ORIGIN_MAX_LENGTH
 * characters; read as its key (originKeyOf: «Níjar, Almería» is `nijar almeria`). Blank = not given; text
 * without a letter or digit is refused.
 */
export const originQuery = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)),
  z.optional(
    z.pipe(
      text(M.originFilterInvalid).check(
        z.maxLength(ORIGIN_MAX_LENGTH, { error: M.originFilterTooLong, abort: true }),
        z.refine((value: string) => originKeyOf(value) !== '', { error: M.originFilterInvalid }),
      ),
      z.transform(originKeyOf),
    ),
  ),
);

/** The harvest filter: one of the fixed windows (7d, 30d, 90d); empty = not given. */
export const harvestQuery = z.pipe(
  z.transform(emptyAsMissing),
  z.optional(z.enum(HARVEST_WINDOWS, { error: M.harvestFilterInvalid })),
);
