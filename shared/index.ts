/** The contracts package: route table, schemas with their Spanish messages, entity types, error codes, constants. */
export * from './constants.js';
export * from './entities.js';
export * from './http.js';
export * from './money.js';
export * from './messages.js';
export * from './roles.js';
export * from './routes.js';
export * from './route-validators.js';
export * from './text.js';
export * from './validation.js';
export * from './schemas/auth.js';
export * from './schemas/carts.js';
export * from './schemas/common.js';
export * from './schemas/notifications.js';
export * from './schemas/orders.js';
export * from './schemas/products.js';
export * from './schemas/users.js';
