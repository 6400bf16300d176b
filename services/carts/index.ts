/** The public face of the carts domain: other domains import only what this file exports. */
export { readCart, sameVersionCondition, type StoredCart } from './cart-store.js';
export { loadCartCoupon, subtotalCentsOf, type CartCoupon } from './cart-view.js';
export { COUPON_USE_ENTITY, checkCoupon, couponView, readCoupon } from './coupons.js';
export { lineIssues } from './line-check.js';
