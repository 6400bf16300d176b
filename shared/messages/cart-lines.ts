/**
 * What the cart's store says of a cart changed meanwhile (services/carts/cart-store.ts) and its line check of a
 * line that changed (line-check.ts): the carts function, the orders function's checkout and cancel, the boxes'
 * cycles. CART_MESSAGES has them too.
 */
import { formatMoney } from '../utils/money.js';

export const CART_LINE_MESSAGES = {
  conflict: 'Conflicto al actualizar el carrito.', // ours
  issueUnavailable: 'Este producto ya no está disponible.',
  issueSoldOut: 'Este producto está agotado.',
  issueInsufficientStock: (available: number) =>
    available === 1 ? 'Solo queda 1 unidad disponible.' : `Solo quedan ${available} unidades disponibles.`,
  issuePriceChanged: (before: number, now: number) =>
    `El precio cambió de ${formatMoney(before)} a ${formatMoney(now)}.`,
} as const;
