/** Cart payloads (spec sections 5 and 7). */
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { requiredText } from './common.js';

export const cartAddItemSchema = z.object({
  productId: requiredText(M.productIdRequired),
  quantity: z
    .number({ error: M.quantityPositive })
    .int({ error: M.quantityInteger })
    .gt(0, { error: M.quantityPositive }),
});
export const cartAddItemFieldCodes = {
  productId: 'INVALID_PRODUCT_ID',
  quantity: 'INVALID_QUANTITY',
} as const;

/** Quantity 0 removes the item. */
export const cartUpdateItemSchema = z.object({
  quantity: z
    .number({ error: M.quantityInteger })
    .int({ error: M.quantityInteger })
    .min(0, { error: M.quantityInteger }),
});
export const cartUpdateItemFieldCodes = { quantity: 'INVALID_QUANTITY' } as const;

export const cartItemParams = z.object({ itemId: requiredText(M.itemIdRequired) });
export const cartItemFieldCodes = { itemId: 'INVALID_ITEM_ID' } as const;

export const couponSchema = z.object({
  couponCode: requiredText(M.couponRequired, 40).transform((code) => code.toUpperCase()),
});
export const couponFieldCodes = { couponCode: 'INVALID_COUPON_CODE' } as const;

export type CartAddItemRequest = z.infer<typeof cartAddItemSchema>;
export type CartUpdateItemRequest = z.infer<typeof cartUpdateItemSchema>;
export type CouponRequest = z.input<typeof couponSchema>;
