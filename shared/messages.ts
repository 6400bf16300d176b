/**
 * Every Spanish message of the product, in one place. Texts the contract fixes (order status labels, validation
 * and error messages) are used verbatim and must not change; the rest are ours and say so in a comment.
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
export * from './messages/pricing.js';
