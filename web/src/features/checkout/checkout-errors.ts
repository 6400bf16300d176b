/**
 * What a refused or failed checkout tells the buyer: the server's message when it sent one (the contract's
 * texts), the checkout message by status otherwise (CHECKOUT_MESSAGES); and whether the attempt is settled
 * (nothing was written: the next try is a new attempt with a new key) or may be retried as it is.
 */
import { CHECKOUT_MESSAGES } from '../../../../shared/messages/order.js';
import { errorMessage, isApiError } from '../../lib/api/errors';

export interface CheckoutProblem {
  message: string;
  /** The cart needs a look (stock, prices, coupon, empty). */
  reviewCart: boolean;
  /** No verdict came back (connection, timeout, server failure): retrying sends the same key. */
  retry: boolean;
}

export function checkoutProblem(error: unknown): CheckoutProblem {
  if (!isApiError(error)) return { message: errorMessage(error), reviewCart: false, retry: true };
  const server = error.serverMessage?.trim() || null;
  switch (error.status) {
    case 403:
      return { message: server ?? CHECKOUT_MESSAGES.emptyCart, reviewCart: true, retry: false };
    case 404:
      return { message: server ?? CHECKOUT_MESSAGES.cartNotFound, reviewCart: true, retry: false };
    case 409:
      return { message: server ?? CHECKOUT_MESSAGES.stockChanged, reviewCart: true, retry: false };
    case 422:
    case 400:
    case 429:
      return { message: error.message, reviewCart: false, retry: false };
    default:
      return { message: error.message, reviewCart: false, retry: true };
  }
}
