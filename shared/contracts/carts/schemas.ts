/** Cart payloads, bounded by the shared constants. */
import * as z from 'zod/mini';
import { CART_QUANTITY_MAX } from '../../constants/cart.js';
import { COUPON_CODE_MAX_LENGTH, COUPON_CODE_PATTERN } from '../../constants/coupons.js';
import { CART_VALIDATION, PRODUCT_VALIDATION } from '../../messages/validation.js';
import { idPath, quantitySchema, queryBoolean, requiredId, requiredText } from '../fields.js';

export const cartAddItemSchema = z.object({
  productId: requiredId(PRODUCT_VALIDATION.productIdRequired, CART_VALIDATION.productIdInvalid),
  quantity: quantitySchema(CART_QUANTITY_MAX, {
    invalid: CART_VALIDATION.quantityPositive,
    tooMany: CART_VALIDATION.quantityMax,
  }),
});
export const cartAddItemFieldCodes = {
  productId: 'INVALID_PRODUCT_ID',
  quantity: 'INVALID_QUANTITY',
} as const;

/** Quantity 0 removes the item. */
export const cartUpdateItemSchema = z.object({
  quantity: quantitySchema(
    CART_QUANTITY_MAX,
    { invalid: CART_VALIDATION.quantityInteger, tooMany: CART_VALIDATION.quantityMax },
    { zero: true },
  ),
});
export const cartUpdateItemFieldCodes = { quantity: 'INVALID_QUANTITY' } as const;

/** The `{itemId}` path parameter with its field error code (INVALID_ITEM_ID). */
export const cartItemPath = idPath(
  'itemId',
  'INVALID_ITEM_ID',
  requiredId(CART_VALIDATION.itemIdRequired, CART_VALIDATION.itemIdInvalid),
);

/** The code is trimmed and upper-cased ('bienvenida10' is BIENVENIDA10). */
export const couponSchema = z.object({
  couponCode: requiredText(CART_VALIDATION.couponRequired).check(
    z.toUpperCase(),
    z.maxLength(COUPON_CODE_MAX_LENGTH, { error: CART_VALIDATION.couponFormat }),
    z.regex(COUPON_CODE_PATTERN, { error: CART_VALIDATION.couponFormat }),
  ),
});
export const couponFieldCodes = { couponCode: 'INVALID_COUPON_CODE' } as const;

/**
 * GET /v1/carts: ours, optional `allowEmpty=true`: an empty cart (or none yet) answers 200 with a cart without
 * lines instead of the original API's 404, so our web client reads it without a failed request in the browser's console.
 * Without it (a client of the original API) the answer stays 404.
 */
export const cartGetQuery = z.object({ allowEmpty: queryBoolean(CART_VALIDATION.allowEmptyBoolean) });

/** The coupon admin's schemas are the carts domain's too (its contract loads this one module). */
export * from './coupon-schemas.js';
