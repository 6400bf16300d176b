/**
 * The cart, framework-free (the CartProvider renders its state): the local cart for visitors, producers and
 * admins, the server cart for a signed-in consumer, the merge at sign-in with its backup, the auth fallback, one
 * operation at a time, and the clear after checkout. Each rule and its timing: docs/web-cart.md.
 */
import { CART_STORAGE_KEYS } from '../../../../shared/constants/app-shell.js';
import {
  CART_CLEAR_AFTER_CHECKOUT_MS,
  CART_ERROR_CLEAR_MS,
  CART_INIT_DELAY_MS,
} from '../../../../shared/constants/cart.js';
import type { Cart, CartItem } from '../../../../shared/contracts/carts/entities.js';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation.js';
import { isApiError } from '../api/errors';
import {
  CART_TEXTS,
  CartError,
  cartErrorMessage,
  isAuthKind,
  toCartError,
  type CartOperation,
} from './cart-errors';
import { lineOf, mergeLocalCart } from './cart-merge';
import { OperationQueue } from './operation-queue';
import {
  startingCartState,
  type AddOutcome,
  type CartIdentity,
  type CartState,
  type ValidationOutcome,
} from './cart-state';
import { clearBackup, readBackup, readSnapshot, writeSnapshot } from './cart-storage';
import {
  combineLines,
  emptyLocalCart,
  emptyServerCart,
  lineLimit,
  LOCAL_CART_WRITE_FAILED,
  mergeIntoCart,
  readLocalCart,
  removeLine,
  setLineFromProduct,
  withItems,
  writeLocalCart,
  type CartProduct,
} from './local-cart';
import { serverCartApi, type ServerCartApi } from './server-cart';

/** Dispatched on window after a successful checkout: the cart empties itself. */
export const CART_CLEAR_EVENT = 'cart:clear';

export interface CartManagerOptions {
  api?: ServerCartApi;
  now?: () => number;
}

const identityKey = (identity: CartIdentity): string =>
  identity.kind === 'consumer' ? `consumer:${identity.userId}` : identity.kind;

export class CartManager {
  private state: CartState;
  private readonly listeners = new Set<() => void>();
  private readonly api: ServerCartApi;
  private readonly clock: () => number;
  /** Every operation runs after the previous one; the first waits for the initialisation delay. */
  private readonly queue = new OperationQueue(
    () => {
      if (!this.state.busy) this.patch({ busy: true });
    },
    () => this.patch({ busy: false }),
  );
  private startTimer: ReturnType<typeof setTimeout> | null = null;
  /** CART_INIT_DELAY_MS has passed: the cart is read as soon as its owner is known. */
  private delayPassed = false;
  private errorTimer: ReturnType<typeof setTimeout> | null = null;
  private clearTimer: ReturnType<typeof setTimeout> | null = null;
  private identity: CartIdentity = { kind: 'loading' };
  private appliedKey: string | null = null;
  /** Bumped when the cart's owner changes: answers for the previous owner are dropped. */
  private generation = 0;
  private serverUserId: string | null = null;

  constructor(options: CartManagerOptions = {}) {
    this.api = options.api ?? serverCartApi;
    this.clock = options.now ?? Date.now;
    this.state = startingCartState(readSnapshot() ?? readLocalCart(this.date()));
  }

  // --- State for React (useSyncExternalStore) ---

  getState = (): CartState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private patch(patch: Partial<CartState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of [...this.listeners]) listener();
  }

  private date(): Date {
    return new Date(this.clock());
  }

  /** Applies a result unless the owner changed meanwhile; a new cart is remembered under `cart`. */
  private commit(generation: number, patch: Partial<CartState>): boolean {
    if (generation !== this.generation) return false;
    if (patch.cart) {
      writeSnapshot(patch.cart);
      patch = { ...patch, revision: this.state.revision + 1 };
    }
    this.patch(patch);
    return true;
  }

  // --- Life cycle ---

  /** Starts the initialisation after CART_INIT_DELAY_MS; answers the clean-up (timers, listeners). */
  start = (): (() => void) => {
    if (!this.delayPassed && this.startTimer === null) {
      this.startTimer = setTimeout(() => {
        this.startTimer = null;
        this.delayPassed = true;
        this.apply();
      }, CART_INIT_DELAY_MS);
    }
    window.addEventListener(CART_CLEAR_EVENT, this.onClearEvent);
    return () => {
      if (this.startTimer !== null) clearTimeout(this.startTimer);
      this.startTimer = null;
      window.removeEventListener(CART_CLEAR_EVENT, this.onClearEvent);
    };
  };

  /** The session changed: the cart follows its owner (merging a local cart into a consumer's). */
  setIdentity = (identity: CartIdentity): void => {
    this.identity = identity;
    this.apply();
  };

  /**
   * Reads the cart of the current owner. The queue opens only here, with that read as its first task: an
   * operation asked for earlier (an «Añadir al carrito» clicked while the page was still starting) waits for it,
   * and so reaches the owner's cart, never a local cart that a signed-in consumer would merge later.
   */
  private apply(): void {
    if (!this.delayPassed || this.identity.kind === 'loading') return;
    const key = identityKey(this.identity);
    if (key === this.appliedKey) return;
    this.appliedKey = key;
    this.generation += 1;
    const generation = this.generation;
    const identity = this.identity;
    // The cart changes hands (a merge may run): screens wait instead of showing the previous owner's cart.
    if (this.state.ready) this.patch({ ready: false });
    const enter = () =>
      identity.kind === 'consumer'
        ? this.enterServer(identity.userId, generation)
        : this.enterLocal(generation);
    if (!this.queue.isOpen) this.queue.open(enter);
    else void this.enqueue(enter).catch(() => undefined);
  }

  /** Resolves once every operation queued so far has finished (tests, and screens that must wait). */
  whenIdle = (): Promise<void> => this.queue.idle();

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    return this.queue.run(task);
  }

  // --- Errors ---

  private showError(message: string): void {
    if (this.errorTimer !== null) clearTimeout(this.errorTimer);
    this.patch({ error: message });
    this.errorTimer = setTimeout(() => {
      this.errorTimer = null;
      this.patch({ error: null });
    }, CART_ERROR_CLEAR_MS);
  }

  clearError = (): void => {
    if (this.errorTimer !== null) clearTimeout(this.errorTimer);
    this.errorTimer = null;
    if (this.state.error !== null) this.patch({ error: null });
  };

  dismissMergeNotes = (): void => {
    if (this.state.mergeNotes.length > 0) this.patch({ mergeNotes: [] });
  };

  private fail(error: unknown, operation: CartOperation): CartError {
    const cartError = toCartError(error, operation);
    this.showError(cartError.message);
    return cartError;
  }

  /** 401/403 from the server cart: the local cart takes over until the next sign-in. */
  private fallBack(generation: number): void {
    if (generation !== this.generation) return;
    this.serverUserId = null;
    this.commit(generation, { cart: readLocalCart(this.date()), mode: 'local', fallback: true, ready: true });
    this.showError(CART_TEXTS.authFallback);
  }

  // --- Entering a mode ---

  private async enterLocal(generation: number): Promise<void> {
    this.serverUserId = null;
    let local = readLocalCart(this.date());
    // A merge that never finished (the consumer left before it could): its lines come back here.
    const backup = readBackup(this.clock());
    if (backup) {
      local = withItems(local, combineLines(backup.items, local.items), this.date());
      writeLocalCart(local);
      clearBackup();
    }
    this.commit(generation, { cart: local, mode: 'local', ready: true, fallback: false, mergeNotes: [] });
  }

  private emptyServerCart(userId: string, like?: Cart): Cart {
    return emptyServerCart(userId, this.date(), like);
  }

  /** Loads the consumer's server cart, merging the local cart (and any pending backup) into it first. */
  private async enterServer(userId: string, generation: number): Promise<void> {
    this.serverUserId = userId;
    let cart: Cart;
    try {
      cart = (await this.api.get()) ?? this.emptyServerCart(userId);
    } catch (error) {
      if (isAuthKind(error)) return this.fallBack(generation);
      const message = cartErrorMessage(error, 'load');
      const snapshot = readSnapshot();
      if (generation !== this.generation) return;
      this.commit(generation, {
        cart: snapshot?.userId === userId ? snapshot : this.emptyServerCart(userId),
        mode: 'server',
        ready: true,
        fallback: false,
      });
      this.showError(message);
      return;
    }
    if (generation !== this.generation) return;

    const merge = await mergeLocalCart(this.api, cart, this.clock, () => generation === this.generation);
    if (merge.outcome === 'refused') return this.fallBack(generation);
    if (generation !== this.generation) return;
    this.commit(generation, {
      cart: merge.cart,
      mode: 'server',
      ready: true,
      fallback: false,
      mergeNotes: merge.notes.length > 0 ? [...this.state.mergeNotes, ...merge.notes] : this.state.mergeNotes,
    });
    if (merge.outcome === 'interrupted') this.showError(CART_TEXTS.mergeInterrupted);
  }

  // --- Operations (each waits its turn in the queue) ---

  private addLocal(product: CartProduct, quantity: number, generation: number): AddOutcome {
    const result = mergeIntoCart(readLocalCart(this.date()), product, quantity, this.date());
    if (result.added > 0) {
      if (!writeLocalCart(result.cart)) throw this.fail(new CartError(LOCAL_CART_WRITE_FAILED), 'add');
      this.commit(generation, { cart: result.cart });
    }
    return { added: result.added, quantity: result.quantity, capped: result.capped };
  }

  /** Adds units of a product (never past its stock or CART_QUANTITY_MAX). Rejects with a CartError. */
  add = (product: CartProduct, quantity: number): Promise<AddOutcome> =>
    this.enqueue(async () => {
      if (!Number.isInteger(quantity) || quantity <= 0) {
        throw this.fail(new CartError(VALIDATION_MESSAGES.quantityPositive, 422, 'INVALID_QUANTITY'), 'add');
      }
      const generation = this.generation;
      if (this.state.mode === 'local') return this.addLocal(product, quantity, generation);
      const productId = product.productId ?? product.id;
      const inCart = lineOf(this.state.cart, productId)?.quantity ?? 0;
      const want = Math.min(quantity, lineLimit(product.stock) - inCart);
      if (want <= 0) return { added: 0, quantity: inCart, capped: true };
      try {
        const cart = (await this.api.addItem(productId, want)) ?? this.state.cart;
        this.commit(generation, { cart });
        return {
          added: want,
          quantity: lineOf(cart, productId)?.quantity ?? inCart + want,
          capped: want < quantity,
        };
      } catch (error) {
        if (isAuthKind(error)) {
          this.fallBack(generation);
          return this.addLocal(product, quantity, this.generation);
        }
        throw this.fail(error, 'add');
      }
    });

  /**
   * A line's new quantity; 0 removes it. With `product` (the catalog's product now), the line also takes its
   * current price and details, which is how a changed price is accepted (the server does that on every PUT).
   */
  setQuantity = (item: CartItem, quantity: number, product?: CartProduct): Promise<void> =>
    this.enqueue(async () => {
      if (!Number.isInteger(quantity) || quantity < 0) {
        throw this.fail(
          new CartError(VALIDATION_MESSAGES.quantityInteger, 422, 'INVALID_QUANTITY'),
          'update',
        );
      }
      await this.change(
        'update',
        () => setLineFromProduct(readLocalCart(this.date()), item.productId, quantity, product, this.date()),
        () => this.api.updateItem(item.id, quantity),
      );
    });

  remove = (item: CartItem): Promise<void> =>
    this.enqueue(() =>
      this.change(
        'remove',
        () => removeLine(readLocalCart(this.date()), item.productId, this.date()),
        () => this.api.removeItem(item.id),
      ),
    );

  clear = (): Promise<void> =>
    this.enqueue(() =>
      this.change(
        'clear',
        () => withItems(readLocalCart(this.date()), [], this.date()),
        async () => {
          await this.api.clear();
          return null;
        },
      ),
    );

  /** A change of the cart in either mode; a server answer without a cart means it is empty now. */
  private async change(
    operation: CartOperation,
    local: () => Cart,
    server: () => Promise<Cart | null>,
  ): Promise<void> {
    const generation = this.generation;
    if (this.state.mode === 'local') {
      const cart = local();
      if (!writeLocalCart(cart)) throw this.fail(new CartError(LOCAL_CART_WRITE_FAILED), operation);
      this.commit(generation, { cart });
      return;
    }
    const userId = this.serverUserId ?? this.state.cart.userId;
    try {
      const cart = (await server()) ?? this.emptyServerCart(userId, this.state.cart);
      this.commit(generation, { cart });
    } catch (error) {
      if (isAuthKind(error)) {
        this.fallBack(generation);
        throw new CartError(CART_TEXTS.authFallback, isApiError(error) ? error.status : 401);
      }
      if (isApiError(error) && error.status === 404) {
        // The line (or the cart) is already gone: show the cart as the server has it now.
        const cart = await this.api.get().catch(() => undefined);
        if (cart !== undefined)
          this.commit(generation, { cart: cart ?? this.emptyServerCart(userId, this.state.cart) });
        if (operation === 'remove' || operation === 'clear') return;
      }
      throw this.fail(error, operation);
    }
  }

  applyCoupon = (couponCode: string): Promise<void> =>
    this.enqueue(async () => {
      const code = couponCode.trim().toUpperCase();
      if (code === '') {
        throw this.fail(
          new CartError(VALIDATION_MESSAGES.couponRequired, 422, 'INVALID_COUPON_CODE'),
          'coupon',
        );
      }
      if (this.state.mode === 'local') throw new CartError(CART_TEXTS.couponNeedsConsumer, 403);
      await this.serverCall('coupon', () => this.api.applyCoupon(code));
    });

  removeCoupon = (): Promise<void> =>
    this.enqueue(async () => {
      if (this.state.mode === 'local') return;
      await this.serverCall('coupon', () => this.api.removeCoupon());
    });

  /** Coupon calls: the answer is the cart; refusals are thrown to the form (not kept as the cart's error). */
  private async serverCall(operation: CartOperation, call: () => Promise<Cart | null>): Promise<void> {
    const generation = this.generation;
    try {
      const cart = await call();
      if (cart) this.commit(generation, { cart });
    } catch (error) {
      if (isAuthKind(error)) {
        this.fallBack(generation);
        throw new CartError(CART_TEXTS.authFallback, isApiError(error) ? error.status : 401);
      }
      throw toCartError(error, operation);
    }
  }

  /** The server's verdict on the cart (stock, availability, prices); null for the local cart. */
  validate = (): Promise<ValidationOutcome | null> =>
    this.enqueue(async () => {
      if (this.state.mode === 'local' || this.state.cart.items.length === 0) return null;
      const generation = this.generation;
      try {
        // Validate never changes the cart (the server's rule), so the cart shown stays as it is.
        const result = await this.api.validate();
        return { valid: result.valid, issues: result.issues };
      } catch (error) {
        if (isAuthKind(error)) {
          this.fallBack(generation);
          return null;
        }
        throw toCartError(error, 'validate');
      }
    });

  /** Reads the cart again (a consumer's pending merge is retried first). */
  refresh = (): Promise<void> =>
    this.enqueue(async () => {
      const generation = this.generation;
      if (this.state.mode === 'server' && this.serverUserId) {
        await this.enterServer(this.serverUserId, generation);
      } else if (this.queue.isOpen && !this.state.fallback) {
        await this.enterLocal(generation);
      } else {
        this.commit(generation, { cart: readLocalCart(this.date()) });
      }
    });

  // --- After a checkout ---

  /** Tells every cart on the page to clear (CART_CLEAR_EVENT, a window event). */
  checkoutCompleted = (): void => {
    window.dispatchEvent(new CustomEvent(CART_CLEAR_EVENT));
  };

  private onClearEvent = (): void => {
    void this.enqueue(async () => {
      const generation = this.generation;
      const { cart, mode } = this.state;
      const emptied =
        mode === 'server'
          ? this.emptyServerCart(this.serverUserId ?? cart.userId, cart)
          : withItems(readLocalCart(this.date()), [], this.date());
      if (mode === 'local') writeLocalCart(emptied);
      this.commit(generation, { cart: emptied, mergeNotes: [] });
      const revision = this.state.revision;
      if (this.clearTimer !== null) clearTimeout(this.clearTimer);
      this.clearTimer = setTimeout(() => {
        this.clearTimer = null;
        void this.enqueue(() => this.clearInBackground(generation, revision)).catch(() => undefined);
      }, CART_CLEAR_AFTER_CHECKOUT_MS);
    }).catch(() => undefined);
  };

  /** Both carts emptied, unless the cart changed since the checkout (then it is the buyer's new cart). */
  private async clearInBackground(generation: number, revision: number): Promise<void> {
    if (generation !== this.generation || this.state.revision !== revision) return;
    writeLocalCart(emptyLocalCart(this.date()));
    if (this.state.mode === 'server') {
      try {
        // The checkout's transaction deleted the server cart: a DELETE of a cart that is not there is a 404 the
        // browser logs as a console error on the confirmation page. Read first (an empty cart answers 200).
        if (await this.api.get()) await this.api.clear();
      } catch {
        // Background: the server cleared the cart in the checkout already; a failure changes nothing shown.
      }
    }
  }

  // --- Other tabs ---

  /** A storage change from another tab: follow the local cart, or this consumer's server cart. */
  onStorage = (key: string | null): void => {
    if (!this.state.ready) return;
    if (this.state.mode === 'local' && (key === CART_STORAGE_KEYS.localCart || key === null)) {
      this.patch({ cart: readLocalCart(this.date()), revision: this.state.revision + 1 });
      return;
    }
    if (this.state.mode === 'server' && key === CART_STORAGE_KEYS.cart) {
      const snapshot = readSnapshot();
      if (snapshot && snapshot.userId === this.state.cart.userId) {
        this.patch({ cart: snapshot, revision: this.state.revision + 1 });
      }
    }
  };
}
