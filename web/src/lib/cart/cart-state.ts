/**
 * What the cart manager shows (its state) and answers, for the manager, the provider and the context alike: the
 * types live here so the context (in the shell) and the manager (its own lazy chunk) do not import each other.
 */
import type { Cart, CartValidationIssue } from '../../../../shared/contracts/carts/entities.js';

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

/** The state before the cart is read from its owner: `cart` (the stored one), kept locally, not ready yet. */
export const startingCartState = (cart: Cart): CartState => ({
  cart,
  mode: 'local',
  ready: false,
  busy: false,
  error: null,
  mergeNotes: [],
  fallback: false,
  revision: 0,
});
