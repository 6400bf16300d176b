/** The cart messages (each area is its own module: an importer takes the areas it uses). */
import { CART_MAX_LINES, CART_QUANTITY_MAX } from '../constants/cart.js';
import { CART_LINE_MESSAGES } from './cart-lines.js';

/**
 * Cart messages (the contract's texts, verbatim, unless marked ours). The cart store's and the line check's are
 * in cart-lines.ts (and here too): the orders function reads a cart and checks its lines without these.
 */
export const CART_MESSAGES = {
  productUnavailable: 'El producto no fue encontrado o ya no está disponible.',
  notEnoughStock: 'No hay suficiente stock disponible para este producto.',
  invalidData: (detail: string) => `Datos inválidos: ${detail}`,
  itemNotFound: 'El item del carrito no fue encontrado o ya fue eliminado.',
  // Ours.
  empty: 'Tu carrito está vacío.',
  tooManyLines: `Tu carrito ya tiene ${CART_MAX_LINES} productos distintos, el máximo por pedido. Finaliza esta compra o quita alguno.`,
  quantityLimit: `Puedes pedir como máximo ${CART_QUANTITY_MAX} unidades de cada producto.`,
  itemAdded: 'Producto agregado al carrito.',
  itemUpdated: 'Cantidad actualizada.',
  itemRemoved: 'Producto eliminado del carrito.',
  cleared: 'Carrito vaciado.',
  valid: 'Tu carrito está listo para el checkout.',
  invalid: 'Algunos productos de tu carrito cambiaron. Revísalos antes de continuar.',
  ...CART_LINE_MESSAGES,
} as const;
