/**
 * The schemas each route validates (path parameters, query, body), by route id of shared/routes.ts. Kept apart
 * from the route table so the web client reads routes without bundling zod and every schema; the services'
 * domain handler validates every request with these before the route's function runs.
 */
import type { z } from 'zod';
import { USER_MESSAGES } from './messages.js';
import type { FieldCodes } from './validation.js';
import * as auth from './schemas/auth.js';
import * as carts from './schemas/carts.js';
import * as coupons from './schemas/coupons.js';
import * as notifications from './schemas/notifications.js';
import * as orders from './schemas/orders.js';
import * as products from './schemas/products.js';
import * as users from './schemas/users.js';

export interface Validator {
  schema: z.ZodType;
  codes?: FieldCodes;
  /**
   * How a failure is answered: 422 with the first field's message (default), or 400 with `message` (the
   * spec's 'Parámetros de solicitud inválidos' for the users list) and the field errors saying why.
   */
  failure?: { status: 400; message: string };
}

export interface RouteValidators {
  params?: Validator;
  query?: Validator;
  body?: Validator;
  /** Request headers the route reads (names lower-cased); other headers are ignored. */
  headers?: Validator;
}

export const ROUTE_VALIDATORS: Readonly<Record<string, RouteValidators>> = {
  'auth.login': { body: { schema: auth.loginSchema } },
  'auth.signup': { body: { schema: auth.signupSchema } },
  'auth.confirm': { body: { schema: auth.confirmSchema } },
  'auth.forgotPassword': { body: { schema: auth.forgotPasswordSchema } },
  'auth.resetPassword': { body: { schema: auth.resetPasswordSchema } },
  'auth.refreshToken': { body: { schema: auth.refreshTokenSchema } },
  'auth.logout': { body: { schema: auth.logoutSchema } },
  'products.list': { query: { schema: products.productListQuery } },
  'products.own': { query: { schema: products.productListQuery } },
  'products.get': { params: { schema: products.productIdParams, codes: products.productIdFieldCodes } },
  'products.create': { body: { schema: products.productCreateSchema } },
  'products.update': {
    params: { schema: products.productIdParams, codes: products.productIdFieldCodes },
    body: { schema: products.productUpdateSchema },
  },
  'products.setStatus': {
    params: { schema: products.productIdParams, codes: products.productIdFieldCodes },
    body: { schema: products.productStatusSchema },
  },
  'products.delete': { params: { schema: products.productIdParams, codes: products.productIdFieldCodes } },
  'carts.addItem': { body: { schema: carts.cartAddItemSchema, codes: carts.cartAddItemFieldCodes } },
  'carts.updateItem': {
    params: { schema: carts.cartItemParams, codes: carts.cartItemFieldCodes },
    body: { schema: carts.cartUpdateItemSchema, codes: carts.cartUpdateItemFieldCodes },
  },
  'carts.removeItem': { params: { schema: carts.cartItemParams, codes: carts.cartItemFieldCodes } },
  'carts.applyCoupon': { body: { schema: carts.couponSchema, codes: carts.couponFieldCodes } },
  'orders.list': { query: { schema: orders.orderListQuery } },
  'orders.checkout': {
    body: { schema: orders.checkoutSchema },
    headers: { schema: orders.checkoutHeaders },
  },
  'orders.get': { params: { schema: orders.orderIdParams } },
  'orders.consumerGet': { params: { schema: orders.orderIdParams } },
  'orders.cancel': { params: { schema: orders.orderIdParams } },
  'orders.producerList': { query: { schema: orders.producerOrderListQuery } },
  'orders.producerGet': {
    params: { schema: orders.orderIdParams },
    query: { schema: orders.producerOrderQuery },
  },
  'orders.producerStats': { query: { schema: orders.producerStatsQuery } },
  'orders.stats': { query: { schema: orders.shopStatsQuery } },
  'orders.analytics': { query: { schema: orders.shopStatsQuery } },
  'orders.couponsList': { query: { schema: coupons.couponListQuery } },
  'orders.couponsCreate': { body: { schema: coupons.couponCreateSchema } },
  'orders.couponsUpdate': {
    params: { schema: coupons.couponCodeParams },
    body: { schema: coupons.couponUpdateSchema },
  },
  'orders.setStatus': {
    params: { schema: orders.orderIdParams },
    body: { schema: orders.orderStatusSchema },
  },
  'orders.setProductOrderStatus': {
    params: { schema: orders.productOrderParams },
    body: { schema: orders.productOrderStatusSchema },
  },
  'users.list': {
    query: {
      schema: users.userListQuery,
      failure: { status: 400, message: USER_MESSAGES.badRequest },
    },
  },
  'users.update': { body: { schema: users.adminUserUpdateSchema } },
  'profile.update': { body: { schema: users.profileUpdateSchema } },
  'notifications.setMaintenance': { body: { schema: notifications.maintenanceSchema } },
  'notifications.list': { query: { schema: notifications.notificationListQuery } },
  'notifications.summary': { query: { schema: notifications.notificationSummaryQuery } },
  'notifications.mine': { query: { schema: notifications.personalNotificationsQuery } },
  'notifications.contact': {
    body: { schema: notifications.contactSchema, codes: notifications.contactFieldCodes },
  },
  'notifications.create': {
    body: {
      schema: notifications.notificationCreateSchema,
      codes: notifications.notificationCreateFieldCodes,
    },
  },
  'notifications.delete': {
    params: { schema: notifications.notificationIdParams, codes: notifications.notificationIdFieldCodes },
  },
  'notifications.setStatus': {
    params: { schema: notifications.notificationIdParams, codes: notifications.notificationIdFieldCodes },
    body: { schema: notifications.notificationStatusSchema },
  },
  'notifications.contactList': { query: { schema: notifications.contactListQuery } },
  'notifications.contactGet': { params: { schema: notifications.contactIdParams } },
  'notifications.contactUpdate': {
    params: { schema: notifications.contactIdParams },
    body: { schema: notifications.contactUpdateSchema },
  },
};

const NONE: RouteValidators = {};

/** The validators of a route (none for routes without input). */
export function validatorsOf(routeId: string): RouteValidators {
  return ROUTE_VALIDATORS[routeId] ?? NONE;
}
