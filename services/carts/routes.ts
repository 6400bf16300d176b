/** Functions of the carts domain's routes, by route id (shared/contracts/carts/contract.ts). */
import type { cartsContract } from '../../shared/contracts/carts/contract.js';
import type { Handlers } from '../lib/http/types.js';
import { addItem, clearCart, removeItem, updateItem } from './change-lines.js';
import { createCoupon, listCoupons, updateCoupon } from './coupon-admin.js';
import { applyCoupon, removeCoupon } from './coupon-routes.js';
import { getCart, getCartSummary } from './get-cart.js';
import { validateCart } from './validate-cart.js';

export const cartsRoutes: Handlers<typeof cartsContract> = {
  get: getCart,
  summary: getCartSummary,
  addItem,
  updateItem,
  removeItem,
  clear: clearCart,
  validate: validateCart,
  applyCoupon,
  removeCoupon,
  couponsList: listCoupons,
  couponsCreate: createCoupon,
  couponsUpdate: updateCoupon,
};
