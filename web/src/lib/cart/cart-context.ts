import { createContext } from 'react';
import type { CartItem } from '../../../../shared/contracts/carts/entities.js';
import { useRequiredContext } from '../required-context';
import type { AddOutcome, CartState, ValidationOutcome } from './cart-state';
import type { CartProduct } from './local-cart';

/** The cart as screens use it: its state, the unit count and the operations (each rejects with a CartError). */
export interface CartContextValue extends CartState {
  /** Units in the cart (what the header shows). */
  itemCount: number;
  add: (product: CartProduct, quantity: number) => Promise<AddOutcome>;
  /** With `product`, the line also takes the product's current price (accepting a price change). */
  setQuantity: (item: CartItem, quantity: number, product?: CartProduct) => Promise<void>;
  remove: (item: CartItem) => Promise<void>;
  clear: () => Promise<void>;
  applyCoupon: (couponCode: string) => Promise<void>;
  removeCoupon: () => Promise<void>;
  validate: () => Promise<ValidationOutcome | null>;
  refresh: () => Promise<void>;
  /** After a successful checkout: the cart clears now and both carts are emptied 10 s later. */
  checkoutCompleted: () => void;
  clearError: () => void;
  dismissMergeNotes: () => void;
}

export const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  return useRequiredContext(CartContext, 'useCart', 'CartProvider');
}

/** The cart's operations alone: the same functions for the life of the app. */
export type CartOperations = Pick<
  CartContextValue,
  | 'add'
  | 'setQuantity'
  | 'remove'
  | 'clear'
  | 'applyCoupon'
  | 'removeCoupon'
  | 'validate'
  | 'refresh'
  | 'checkoutCompleted'
  | 'clearError'
  | 'dismissMergeNotes'
>;

export const CartOperationsContext = createContext<CartOperations | null>(null);

/**
 * The cart's operations without its state: a component that only acts on the cart (an «Añadir» button on each
 * of a page's product cards) does not render again each time the cart changes (the stored cart, the manager's
 * arrival, the owner's cart after sign-in), as every useCart() does.
 */
export function useCartOperations(): CartOperations {
  return useRequiredContext(CartOperationsContext, 'useCartOperations', 'CartProvider');
}
