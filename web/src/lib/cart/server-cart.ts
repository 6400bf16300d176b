/**
 * The signed-in consumer's server cart over the HTTP contract (spec section 7, `/v1/carts*`). Every call
 * answers the cart as the server has it after the change; GET answers null for "no cart" (404 = empty) and
 * clearing tolerates 404. Errors are the client's ApiError (status, code, Spanish message, server message).
 */
import type {
  Cart,
  CartValidation as SharedCartValidation,
  CartValidationIssue,
} from '../../../../shared/contracts/carts/entities.js';
import type { Product } from '../../../../shared/contracts/products/entities.js';
import { apiData } from '../api/client';
import { isApiError } from '../api/errors';

/** `POST /v1/carts/validate` as the cart layer uses it (the cart may be missing from an odd answer). */
export interface CartValidation extends Omit<SharedCartValidation, 'cart'> {
  cart: Cart | null;
}

export interface ServerCartApi {
  get(): Promise<Cart | null>;
  addItem(productId: string, quantity: number): Promise<Cart | null>;
  updateItem(itemId: string, quantity: number): Promise<Cart | null>;
  removeItem(itemId: string): Promise<Cart | null>;
  clear(): Promise<void>;
  applyCoupon(couponCode: string): Promise<Cart | null>;
  removeCoupon(): Promise<Cart | null>;
  validate(): Promise<CartValidation>;
  /** A product as the catalog has it now (stock, price, active), for capping a merge. */
  product(productId: string): Promise<Product | null>;
}

type CartAnswer = { cart?: Cart | null } | null | undefined;

const cartOf = (data: CartAnswer): Cart | null => data?.cart ?? null;

const notFoundAsNull = async <T>(call: Promise<T>): Promise<T | null> => {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
};

export const serverCartApi: ServerCartApi = {
  get: async () => cartOf(await notFoundAsNull(apiData<CartAnswer>('carts.get'))),
  addItem: async (productId, quantity) =>
    cartOf(await apiData<CartAnswer>('carts.addItem', { body: { productId, quantity } })),
  updateItem: async (itemId, quantity) =>
    cartOf(await apiData<CartAnswer>('carts.updateItem', { params: { itemId }, body: { quantity } })),
  removeItem: async (itemId) => cartOf(await apiData<CartAnswer>('carts.removeItem', { params: { itemId } })),
  clear: async () => {
    await notFoundAsNull(apiData<unknown>('carts.clear'));
  },
  applyCoupon: async (couponCode) =>
    cartOf(await apiData<CartAnswer>('carts.applyCoupon', { body: { couponCode } })),
  removeCoupon: async () => cartOf(await apiData<CartAnswer>('carts.removeCoupon')),
  validate: async () => {
    const data = await apiData<Partial<SharedCartValidation> | null>('carts.validate');
    return {
      valid: data?.valid === true,
      issues: Array.isArray(data?.issues) ? (data.issues as CartValidationIssue[]) : [],
      cart: data?.cart ?? null,
    };
  },
  product: async (productId) =>
    (await notFoundAsNull(apiData<{ product?: Product }>('products.get', { params: { id: productId } })))
      ?.product ?? null,
};
