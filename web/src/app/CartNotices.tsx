import { useEffect, useRef } from 'react';
import { useToast } from '../components/toast/toast-context';
import { useCart } from '../lib/cart/cart-context';

/** Ours: the toast after a sign-in merge that could not move every line of the local cart whole. */
export const MERGE_NOTICE = (count: number) =>
  count === 1
    ? 'Un producto de tu carrito no se pudo pasar completo a tu cuenta. Revisa el carrito.'
    : `${count} productos de tu carrito no se pudieron pasar completos a tu cuenta. Revisa el carrito.`;

/**
 * Tells the buyer once when the local cart merged into their account's cart with lines refused or capped
 * (the cart screen lists them with the reason).
 */
export function CartNotices() {
  const { mergeNotes } = useCart();
  const toast = useToast();
  const shown = useRef<readonly unknown[]>([]);
  useEffect(() => {
    if (mergeNotes.length === 0 || shown.current === mergeNotes) return;
    shown.current = mergeNotes;
    toast.warning(MERGE_NOTICE(mergeNotes.length), { duration: 8_000 });
  }, [mergeNotes, toast]);
  return null;
}
