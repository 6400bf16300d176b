/** Functions of the carts domain's routes, by route id (shared/routes.ts). */
import type { RouteTable } from '../lib/http/types.js';
import { addItem, clearCart, removeItem, updateItem } from './change-items.js';
import { applyCoupon, removeCoupon } from './coupon-routes.js';
import { getCart, getCartSummary } from './get-cart.js';
import { validateCart } from './validate-cart.js';

export const cartsRoutes: RouteTable = {
  'carts.get': getCart,
  'carts.summary': getCartSummary,
  'carts.addItem': addItem,
  'carts.updateItem': updateItem,
  'carts.removeItem': removeItem,
  'carts.clear': clearCart,
  'carts.validate': validateCart,
  'carts.applyCoupon': applyCoupon,
  'carts.removeCoupon': removeCoupon,
};
