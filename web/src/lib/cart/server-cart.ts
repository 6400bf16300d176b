/**
 * The signed-in consumer's server cart over the HTTP contract (`/v1/carts*`, shared/contracts/carts). Every call
 * answers the cart as the server has it after the change; GET answers null for "no cart" (404 = empty) and
 * clearing tolerates 404. Errors are the client's ApiError (status, code, Spanish message, server message).
 */
import type { CartAnswer } from '../../../../shared/contracts/carts/contract.js';
import type {
  Cart,
  CartValidation as SharedCartValidation,
} from '../../../../shared/contracts/carts/entities.js';
import type { Product } from '../../../../shared/contracts/products/entities.js';
import { api } from '../api/endpoints';
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

/** The cart of an answer; null when the answer holds none (an empty body, an odd answer). */
const cartOf = (data: CartAnswer | null): Cart | null => data?.cart ?? null;

const notFoundAsNull = async <T>(call: Promise<T>): Promise<T | null> => {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
};

export const serverCartApi: ServerCartApi = {
  // allowEmpty (ours): an empty cart answers 200, not the original design's 404, which the browser logs as a console error
  // on every page a consumer with an empty cart opens. A cart without lines reads as none, as the 404 did.
  get: async () => {
    const cart = cartOf(await notFoundAsNull(api.carts.get({ query: { allowEmpty: true } })));
    return cart && cart.items.length > 0 ? cart : null;
  },
  addItem: async (productId, quantity) => cartOf(await api.carts.addItem({ body: { productId, quantity } })),
  updateItem: async (itemId, quantity) =>
    cartOf(await api.carts.updateItem({ params: { itemId }, body: { quantity } })),
  removeItem: async (itemId) => cartOf(await api.carts.removeItem({ params: { itemId } })),
  clear: async () => {
    await notFoundAsNull(api.carts.clear());
  },
  applyCoupon: async (couponCode) => cartOf(await api.carts.applyCoupon({ body: { couponCode } })),
  removeCoupon: async () => cartOf(await api.carts.removeCoupon()),
  validate: async () => {
    // Read defensively: an odd answer (no body, no issues) is an invalid cart, never a crash.
    const data: SharedCartValidation | null = await api.carts.validate();
    return {
      valid: data?.valid === true,
      issues: Array.isArray(data?.issues) ? data.issues : [],
      cart: data?.cart ?? null,
    };
  },
  product: async (productId) =>
    (await notFoundAsNull(api.products.get({ params: { id: productId } })))?.product ?? null,
};
