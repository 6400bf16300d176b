/**
 * Renders the cart manager's state as the cart context (`useCart()`) and keeps it in step with the session:
 * a signed-in consumer gets the server cart, everyone else the local cart.
 *
 * It lives in the app shell, so it stays tiny: the manager (merge, queue, storage, server calls) is its own
 * chunk, fetched as the app starts and started at once (its initialisation waits CART_INIT_DELAY_MS anyway).
 * Until it is there, the header shows the unit count of the last cart seen (`cart` key) and any operation
 * waits for it.
 */
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CART_STORAGE_KEYS } from '../../../../shared/constants/app-shell.js';
import type { Cart } from '../../../../shared/contracts/carts/entities.js';
import { useSession } from '../session/session-context';
import { localStore } from '../storage/local-storage';
import { useStoreAfterHydration } from '../use-store-after-hydration';
import {
  CartContext,
  CartOperationsContext,
  type CartContextValue,
  type CartOperations,
} from './cart-context';
import type { CartManager } from './cart-manager';
import { startingCartState, type CartIdentity, type CartState } from './cart-state';

export interface CartProviderProps {
  children: ReactNode;
  /** A ready-made manager (tests). */
  manager?: CartManager;
}

/** The last cart seen, read without the manager: only what the header needs before the manager arrives. */
function lastSeenState(
  stored: Partial<Cart> | null = localStore.getJson<Partial<Cart>>(CART_STORAGE_KEYS.cart),
): CartState {
  const items = Array.isArray(stored?.items)
    ? stored.items.filter((item) => Number.isInteger(item?.quantity) && item.quantity > 0)
    : [];
  return startingCartState({
    id: typeof stored?.id === 'string' ? stored.id : '',
    userId: typeof stored?.userId === 'string' ? stored.userId : '',
    items,
    totalPrice: typeof stored?.totalPrice === 'number' ? stored.totalPrice : 0,
    // Only the count matters until the manager reads the cart (its figures come with it).
    itemsTotal: 0,
    shippingTotal: 0,
    discountTotal: 0,
    taxBreakdown: [],
    farms: [],
    createdAt: '',
    updatedAt: '',
  });
}

/** One load of the manager's chunk for the whole app. */
const importManager = () => import('./cart-manager');
let loading: ReturnType<typeof importManager> | null = null;
const loadManagerModule = () => (loading ??= importManager());

const idle = () => () => {};

/**
 * What a prerendered page shows (an empty cart): the state of the server render and of hydration, so the page
 * hydrates without a mismatch; the stored cart follows in a transition right after (useStoreAfterHydration).
 */
const PRERENDERED_STATE = lastSeenState(null);
const prerenderedState = () => PRERENDERED_STATE;

export function CartProvider({ children, manager: given }: CartProviderProps) {
  const [manager, setManager] = useState<CartManager | null>(given ?? null);
  const [placeholder] = useState(lastSeenState);
  const [ready] = useState(() => {
    let resolve: (manager: CartManager) => void = () => {};
    const promise = new Promise<CartManager>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  });

  useEffect(() => {
    if (manager) {
      ready.resolve(manager);
      return;
    }
    let live = true;
    void loadManagerModule().then(({ CartManager: Manager }) => {
      // A transition: the whole app re-renders with the cart, in short slices rather than one long task.
      if (live) startTransition(() => setManager(new Manager()));
    });
    return () => {
      live = false;
    };
  }, [manager, ready]);

  const [state] = useStoreAfterHydration(
    manager?.subscribe ?? idle,
    manager?.getState ?? (() => placeholder),
    prerenderedState,
  );
  // While a prerendered page hydrates, the session shows the signed-out first view: the cart's owner is not
  // known yet (an add then waits, rather than landing in a local cart that the sign-in merge would add again).
  const { isLoading, hydrating, isAuthenticated, role, user } = useSession();
  const userId = user?.id ?? null;

  useEffect(() => manager?.start(), [manager]);

  useEffect(() => {
    if (!manager) return;
    const identity: CartIdentity =
      isLoading || hydrating
        ? { kind: 'loading' }
        : isAuthenticated && role === 'consumer' && userId
          ? { kind: 'consumer', userId }
          : { kind: 'local' };
    manager.setIdentity(identity);
  }, [manager, isLoading, hydrating, isAuthenticated, role, userId]);

  useEffect(() => {
    if (!manager) return;
    const onStorage = (event: StorageEvent) => manager.onStorage(event.key);
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [manager]);

  // Stable operations (screens put them in effect dependencies): each waits for the manager.
  const operations = useMemo<CartOperations>(() => {
    const later = ready.promise;
    return {
      add: (...args: Parameters<CartManager['add']>) => later.then((m) => m.add(...args)),
      setQuantity: (...args: Parameters<CartManager['setQuantity']>) =>
        later.then((m) => m.setQuantity(...args)),
      remove: (...args: Parameters<CartManager['remove']>) => later.then((m) => m.remove(...args)),
      clear: () => later.then((m) => m.clear()),
      applyCoupon: (code: string) => later.then((m) => m.applyCoupon(code)),
      removeCoupon: () => later.then((m) => m.removeCoupon()),
      validate: () => later.then((m) => m.validate()),
      refresh: () => later.then((m) => m.refresh()),
      checkoutCompleted: () => void later.then((m) => m.checkoutCompleted()),
      clearError: () => void later.then((m) => m.clearError()),
      dismissMergeNotes: () => void later.then((m) => m.dismissMergeNotes()),
    };
  }, [ready]);

  const value = useMemo<CartContextValue>(
    () => ({
      ...state,
      itemCount: state.cart.items.reduce((sum, item) => sum + item.quantity, 0),
      ...operations,
    }),
    [state, operations],
  );
  return (
    <CartOperationsContext.Provider value={operations}>
      <CartContext.Provider value={value}>{children}</CartContext.Provider>
    </CartOperationsContext.Provider>
  );
}
