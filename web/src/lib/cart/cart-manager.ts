/**
 * The cart (docs/web-cart.md), framework-free (the CartProvider renders its state):
 * - Visitors, producers and admins use the local cart (`local_cart`); a signed-in consumer uses the server cart.
 * - Initialisation starts CART_INIT_DELAY_MS (100 ms) after start; nothing runs before it.
 * - When a consumer signs in, the local cart is merged into the server cart: an existing product has its
 *   quantity summed, a new product is added, each capped by the stock and CART_QUANTITY_MAX; the lines the
 *   server does not take (or takes fewer units of) are reported in `mergeNotes`, never dropped silently. The
 *   lines wait in `cart_backup` (24 h) until the server has answered for each, so an interrupted merge resumes.
 * - An auth-kind answer (401/403) from a server cart call falls back to the local cart (`fallback`).
 * - After logout (or any non-consumer session) the cart is the local one again.
 * - One cart operation at a time: every operation waits in one queue.
 * - After a checkout, CART_CLEAR_EVENT empties the cart on screen at once, and CART_CLEAR_AFTER_CHECKOUT_MS
 *   (10 s) later both carts are emptied in the background (unless the cart changed meanwhile).
 * - An error message stays CART_ERROR_CLEAR_MS (5 s), then clears.
 */
import { CART_STORAGE_KEYS } from '../../../../shared/constants/app-shell.js';
import {
  CART_CLEAR_AFTER_CHECKOUT_MS,
  CART_ERROR_CLEAR_MS,
  CART_INIT_DELAY_MS,
  CART_QUANTITY_MAX,
} from '../../../../shared/constants/cart.js';
import type { Cart, CartItem, CartValidationIssue } from '../../../../shared/contracts/carts/entities.js';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation.js';
import { isApiError } from '../api/errors';
import { unitsOf } from '../stock';
import {
  alreadyTaken,
  clearBackup,
  readBackup,
  readSnapshot,
  withoutTarget,
  writeBackup,
  writeSnapshot,
} from './cart-storage';
import {
  CART_TEXTS,
  CartError,
  cartErrorMessage,
  isAuthKind,
  isTransient,
  toCartError,
  type CartOperation,
} from './cart-errors';
import {
  combineLines,
  emptyLocalCart,
  lineLimit,
  LOCAL_CART_WRITE_FAILED,
  mergeIntoCart,
  readLocalCart,
  removeLine,
  setLineQuantity,
  unpricedFigures,
  withItems,
  writeLocalCart,
  type CartProduct,
} from './local-cart';
import { startingCartState } from './cart-context';
import { serverCartApi, type ServerCartApi } from './server-cart';

/** Dispatched on window after a successful checkout: the cart empties itself. */
export const CART_CLEAR_EVENT = 'cart:clear';

export type CartMode = 'local' | 'server';

/** Who the cart belongs to, from the session. */
export type CartIdentity = { kind: 'loading' } | { kind: 'local' } | { kind: 'consumer'; userId: string };

/** A line of the local cart that did not move into the server cart whole. */
export interface MergeNote {
  productId: string;
  name: string;
  /** Units the local cart had. */
  requested: number;
  /** Units the server cart took (0: refused). */
  added: number;
  message: string;
}

export interface CartState {
  cart: Cart;
  mode: CartMode;
  /**
   * False until the cart of the current owner has been read: at start (the count shown meanwhile is the last
   * one seen) and while the cart changes hands (sign-in merge, logout).
   */
  ready: boolean;
  /** An operation is running or waiting. */
  busy: boolean;
  /** The last failure, in Spanish; clears after CART_ERROR_CLEAR_MS. */
  error: string | null;
  mergeNotes: MergeNote[];
  /** The server refused the consumer's cart (401/403): the local cart is in use until the next sign-in. */
  fallback: boolean;
  /** Bumped on every change of the cart's contents. */
  revision: number;
}

export interface AddOutcome {
  /** Units added (0 when the line already holds all it may). */
  added: number;
  /** The line's quantity afterwards. */
  quantity: number;
  /** Not the whole quantity asked could be added. */
  capped: boolean;
}

export interface ValidationOutcome {
  valid: boolean;
  issues: CartValidationIssue[];
}

export interface CartManagerOptions {
  api?: ServerCartApi;
  now?: () => number;
}

const identityKey = (identity: CartIdentity): string =>
  identity.kind === 'consumer' ? `consumer:${identity.userId}` : identity.kind;

const lineOf = (cart: Cart, productId: string): CartItem | undefined =>
  cart.items.find((item) => item.productId === productId);

export class CartManager {
  private state: CartState;
  private readonly listeners = new Set<() => void>();
  private readonly api: ServerCartApi;
  private readonly clock: () => number;
  /** Every operation runs after the previous one; the first waits for the initialisation delay. */
  private queue: Promise<unknown>;
  private openGate: () => void = () => {};
  private gateOpen = false;
  private pending = 0;
  private startTimer: ReturnType<typeof setTimeout> | null = null;
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
    this.queue = new Promise<void>((resolve) => {
      this.openGate = resolve;
    });
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
    if (!this.gateOpen && this.startTimer === null) {
      this.startTimer = setTimeout(() => {
        this.startTimer = null;
        this.gateOpen = true;
        this.openGate();
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

  private apply(): void {
    if (!this.gateOpen || this.identity.kind === 'loading') return;
    const key = identityKey(this.identity);
    if (key === this.appliedKey) return;
    this.appliedKey = key;
    this.generation += 1;
    const generation = this.generation;
    const identity = this.identity;
    // The cart changes hands (a merge may run): screens wait instead of showing the previous owner's cart.
    if (this.state.ready) this.patch({ ready: false });
    void this.enqueue(() =>
      identity.kind === 'consumer'
        ? this.enterServer(identity.userId, generation)
        : this.enterLocal(generation),
    ).catch(() => undefined);
  }

  /** Resolves once every operation queued so far has finished (tests, and screens that must wait). */
  whenIdle = (): Promise<void> => this.queue.then(() => undefined);

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    this.pending += 1;
    if (!this.state.busy) this.patch({ busy: true });
    const run = this.queue.then(task);
    this.queue = run
      .catch(() => undefined)
      .finally(() => {
        this.pending -= 1;
        if (this.pending === 0) this.patch({ busy: false });
      });
    return run;
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
    const stamp = this.date().toISOString();
    return {
      id: like?.id ?? '',
      userId,
      items: [],
      totalPrice: 0,
      ...unpricedFigures([]),
      createdAt: like?.createdAt ?? stamp,
      updatedAt: stamp,
    };
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

    const now = this.clock();
    const backup = readBackup(now);
    // A line whose add reached the server before the page went away is not added twice (its target is met).
    const unsettled = (backup?.items ?? []).filter((line) => !alreadyTaken(line, cart)).map(withoutTarget);
    let pending = combineLines(unsettled, readLocalCart(this.date()).items);
    const savedAt = backup?.savedAt ?? now;
    const notes: MergeNote[] = [];
    let interrupted = false;
    if (pending.length === 0 && backup) clearBackup(); // every line of it was already taken
    if (pending.length > 0) {
      // The copy first, then the local cart hands its lines over.
      writeBackup(pending, savedAt);
      writeLocalCart(emptyLocalCart(this.date()));
      for (const line of [...pending]) {
        if (generation !== this.generation) return; // the owner changed: the backup keeps the rest
        try {
          // Before each add, the backup records the quantity the server line will have once it is taken.
          const remember = (target: number) =>
            writeBackup(
              pending.map((item) =>
                item.productId === line.productId ? { ...item, mergeTarget: target } : item,
              ),
              savedAt,
            );
          cart = await this.mergeLine(line, cart, notes, remember);
        } catch (error) {
          if (isAuthKind(error)) {
            // Nothing more will be taken: the lines not yet moved go back to the local cart.
            writeLocalCart(withItems(emptyLocalCart(this.date()), pending, this.date()));
            clearBackup();
            return this.fallBack(generation);
          }
          if (isTransient(error)) {
            interrupted = true;
            break;
          }
          notes.push({
            productId: line.productId,
            name: line.product.name,
            requested: line.quantity,
            added: 0,
            message: cartErrorMessage(error, 'add'),
          });
        }
        pending = pending.filter((item) => item.productId !== line.productId);
        writeBackup(pending, savedAt);
      }
    }
    if (generation !== this.generation) return;
    this.commit(generation, {
      cart,
      mode: 'server',
      ready: true,
      fallback: false,
      mergeNotes: notes.length > 0 ? [...this.state.mergeNotes, ...notes] : this.state.mergeNotes,
    });
    if (interrupted) this.showError(CART_TEXTS.mergeInterrupted);
  }

  /** One local line into the server cart: summed with what is there, capped by the stock and the line maximum. */
  private async mergeLine(
    line: CartItem,
    cart: Cart,
    notes: MergeNote[],
    remember: (target: number) => void,
  ): Promise<Cart> {
    const inCart = lineOf(cart, line.productId)?.quantity ?? 0;
    const want = Math.min(line.quantity, CART_QUANTITY_MAX - inCart);
    const note = (added: number, message: string) =>
      notes.push({
        productId: line.productId,
        name: line.product.name,
        requested: line.quantity,
        added,
        message,
      });
    if (want <= 0) {
      note(0, CART_TEXTS.lineMaxReached);
      return cart;
    }
    try {
      remember(inCart + want);
      const next = await this.api.addItem(line.productId, want);
      if (want < line.quantity) note(want, CART_TEXTS.mergeCapped(want, line.quantity));
      return next ?? cart;
    } catch (error) {
      if (!isApiError(error) || error.status !== 409) throw error;
      // The sum passes the stock: take what the stock still allows.
      const product = await this.api.product(line.productId);
      const allowed =
        product && product.isActive !== false
          ? Math.min(unitsOf(product.stock), CART_QUANTITY_MAX) - inCart
          : 0;
      if (allowed <= 0 || allowed >= want) throw error;
      remember(inCart + allowed);
      const next = await this.api.addItem(line.productId, allowed);
      note(allowed, CART_TEXTS.mergeCapped(allowed, line.quantity));
      return next ?? cart;
    }
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
        () => {
          const cart = readLocalCart(this.date());
          if (!product || quantity === 0) return setLineQuantity(cart, item.productId, quantity, this.date());
          const others = cart.items.filter((line) => line.productId !== item.productId);
          const merged = mergeIntoCart(withItems(cart, others), product, quantity, this.date());
          if (merged.added === 0) return setLineQuantity(cart, item.productId, quantity, this.date());
          const refreshed = merged.cart;
          // Keep the line where it was.
          const order = cart.items.map((line) => line.productId);
          return withItems(
            refreshed,
            [...refreshed.items].sort((a, b) => order.indexOf(a.productId) - order.indexOf(b.productId)),
            this.date(),
          );
        },
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
      } else if (this.gateOpen && !this.state.fallback) {
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
        await this.api.clear();
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
