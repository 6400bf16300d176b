/**
 * Renders the cart manager's state as the cart context (`useCart()`) and keeps it in step with the session:
 * a signed-in consumer gets the server cart, everyone else the local cart. Lives in the app shell, so it stays
 * small: no schemas, no screen code.
 */
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useSession } from '../session/session-context';
import { CartContext, type CartContextValue } from './cart-context';
import { CartManager, type CartIdentity } from './cart-manager';
import { itemCount } from './local-cart';

export interface CartProviderProps {
  children: ReactNode;
  /** A ready-made manager (tests). */
  manager?: CartManager;
}

export function CartProvider({ children, manager: given }: CartProviderProps) {
  const [manager] = useState(() => given ?? new CartManager());
  const state = useSyncExternalStore(manager.subscribe, manager.getState, manager.getState);
  const { isLoading, isAuthenticated, role, user } = useSession();
  const userId = user?.id ?? null;

  useEffect(() => manager.start(), [manager]);

  useEffect(() => {
    const identity: CartIdentity = isLoading
      ? { kind: 'loading' }
      : isAuthenticated && role === 'consumer' && userId
        ? { kind: 'consumer', userId }
        : { kind: 'local' };
    manager.setIdentity(identity);
  }, [manager, isLoading, isAuthenticated, role, userId]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => manager.onStorage(event.key);
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [manager]);

  const value = useMemo<CartContextValue>(
    () => ({
      ...state,
      itemCount: itemCount(state.cart),
      add: manager.add,
      setQuantity: manager.setQuantity,
      remove: manager.remove,
      clear: manager.clear,
      applyCoupon: manager.applyCoupon,
      removeCoupon: manager.removeCoupon,
      validate: manager.validate,
      refresh: manager.refresh,
      checkoutCompleted: manager.checkoutCompleted,
      clearError: manager.clearError,
      dismissMergeNotes: manager.dismissMergeNotes,
    }),
    [state, manager],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
