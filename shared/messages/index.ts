/**
 * Every Spanish message of the product, in one place. Texts the contract fixes (order status labels, validation
 * and error messages) are used verbatim and must not change; the rest are ours and say so in a comment.
 */
export * from './generic.js';
export * from './auth.js';
export * from './validation.js';
export * from './product.js';
export * from './cart.js';
export * from './coupon.js';
export * from './order.js';
export * from './user.js';
export * from './maintenance.js';
export * from './ui.js';
export * from './pricing.js';
