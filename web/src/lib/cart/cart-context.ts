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
