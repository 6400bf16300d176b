/** The validators of the carts routes (shared/routes.ts), imported by the carts function alone. */
import * as carts from '../contracts/carts/schemas.js';
import type { DomainValidators } from './types.js';

export const CARTS_VALIDATORS: DomainValidators = {
  'carts.addItem': { body: { schema: carts.cartAddItemSchema, codes: carts.cartAddItemFieldCodes } },
  'carts.updateItem': {
    params: { schema: carts.cartItemParams, codes: carts.cartItemFieldCodes },
    body: { schema: carts.cartUpdateItemSchema, codes: carts.cartUpdateItemFieldCodes },
  },
  'carts.removeItem': { params: { schema: carts.cartItemParams, codes: carts.cartItemFieldCodes } },
  'carts.applyCoupon': { body: { schema: carts.couponSchema, codes: carts.couponFieldCodes } },
};
