/**
 * Adding a product to the cart from any screen (the product page's button, the product cards): through the
 * cart layer (lib/cart: the local cart signed out, a consumer's server cart signed in), with the same toasts
 * everywhere; a success toast links to the cart («Ver carrito»).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCartOperations } from '../lib/cart/cart-context';
import type { CartProduct } from '../lib/cart/local-cart';
import { useToast } from './toast/toast-context';

/** Ours: toasts of the add-to-cart buttons. */
export const CART_TOASTS = {
  added: 'Producto añadido al carrito',
  capped: (units: number) =>
    `Solo hay ${units} ${units === 1 ? 'unidad disponible' : 'unidades disponibles'}: tu carrito ya tiene el máximo.`,
  partly: (added: number, total: number) =>
    `Se añadieron ${added} (tu carrito tiene ahora ${total}, todo el stock disponible).`,
  viewCart: 'Ver carrito',
} as const;

/**
 * `add(product, quantity, units)`: adds, says how it went; `adding` while it runs. Reads the cart's operations
 * only (useCartOperations), so a page's product cards do not render again with every change of the cart.
 */
export function useAddToCart() {
  const cart = useCartOperations();
  const toast = useToast();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const viewCart = { label: CART_TOASTS.viewCart, href: '/cart', onFollow: () => void navigate('/cart') };
  const add = async (product: CartProduct, quantity: number, units: number) => {
    setAdding(true);
    try {
      const result = await cart.add(product, Math.min(quantity, units));
      if (result.added === 0) toast.warning(CART_TOASTS.capped(units), { action: viewCart });
      else if (result.capped)
        toast.success(CART_TOASTS.partly(result.added, result.quantity), { action: viewCart });
      else toast.success(CART_TOASTS.added, { action: viewCart });
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setAdding(false);
    }
  };
  return { add, adding };
}
