/**
 * Every Spanish message of the product, in one place. Texts quoted by the spec (sections 4, 5 and 8) are
 * used verbatim; the rest are ours and say so in a comment.
 */
export * from './messages/generic.js';
export * from './messages/auth.js';
export * from './messages/validation.js';
export * from './messages/product.js';
export * from './messages/cart.js';
export * from './messages/coupon.js';
export * from './messages/order.js';
export * from './messages/user.js';
export * from './messages/maintenance.js';
export * from './messages/ui.js';
