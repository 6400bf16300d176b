/**
 * Cart failures as the user reads them: the server's own message when it sent one (it is the contract's text:
 * 'El producto no fue encontrado o ya no está disponible.', 'No hay suficiente stock disponible para este
 * producto.', ...), the cart message by status otherwise (CART_MESSAGES), and 422 as 'Datos inválidos: ...'.
 * Plus the texts of the cart layer that are ours.
 */
import { AUTH_MESSAGES } from '../../../../shared/messages/auth.js';
import { CART_MESSAGES } from '../../../../shared/messages/cart.js';
import { errorMessage, isApiError } from '../api/errors';

export type CartOperation = 'load' | 'add' | 'update' | 'remove' | 'clear' | 'coupon' | 'validate';

/** Ours: texts of the cart layer. */
export const CART_TEXTS = {
  /** A consumer's cart call was refused as not signed in / not allowed: the local cart takes over. */
  authFallback: AUTH_MESSAGES.sessionExpiredContext,
  couponNeedsConsumer: 'Inicia sesión con tu cuenta de cliente para usar un cupón.',
  mergeInterrupted:
    'No pudimos pasar todos los productos de tu carrito a tu cuenta. Lo intentaremos de nuevo en tu próxima visita.',
  lineMaxReached: 'Tu carrito ya tiene el máximo de unidades de este producto.',
  mergeCapped: (added: number, asked: number) =>
    `Solo se pudieron añadir ${added} de ${asked} ${asked === 1 ? 'unidad' : 'unidades'} (stock disponible).`,
} as const;

/** A cart operation failed: the Spanish message to show, with the HTTP status (0 without an answer). */
export class CartError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(message: string, status = 0, code = 'CART_ERROR') {
    super(message);
    this.name = 'CartError';
    this.status = status;
    this.code = code;
  }
}

/** 401 or 403 from a cart call (after the interceptor's refresh and retry): the server cart is not ours to use. */
export function isAuthKind(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

/** No answer, a timeout or a server failure: worth trying again later (a 4xx is a verdict). */
export function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500;
}

export function cartErrorMessage(error: unknown, operation: CartOperation): string {
  if (!isApiError(error)) return errorMessage(error);
  const server = error.serverMessage?.trim() || null;
  switch (error.status) {
    case 404:
      if (operation === 'add') return server ?? CART_MESSAGES.productUnavailable;
      if (operation === 'update' || operation === 'remove') return server ?? CART_MESSAGES.itemNotFound;
      return server ?? error.message;
    case 409:
      if (server) return server;
      return operation === 'add' || operation === 'update'
        ? CART_MESSAGES.notEnoughStock
        : CART_MESSAGES.conflict;
    case 422:
      // A coupon refusal is the whole message ('El cupón ya venció...'); other 422s say the data was invalid.
      if (operation === 'coupon') return server ?? error.message;
      return CART_MESSAGES.invalidData(server ?? error.message);
    default:
      return error.message;
  }
}

export function toCartError(error: unknown, operation: CartOperation): CartError {
  if (error instanceof CartError) return error;
  const status = isApiError(error) ? error.status : 0;
  const code = isApiError(error) ? error.code : 'UNKNOWN_ERROR';
  return new CartError(cartErrorMessage(error, operation), status, code);
}
