/**
 * Problems of cart lines, shown on their lines: the server's verdict (POST /v1/carts/validate) for a
 * consumer's cart, the same three checks made against the catalog for the local cart (which has no validate
 * call): unavailable, insufficient_stock, price_changed.
 */
import type {
  CartItem,
  CartIssueCode,
  CartValidationIssue,
} from '../../../../shared/contracts/carts/entities.js';
import type { Product } from '../../../../shared/contracts/products/entities.js';
import { CART_MESSAGES } from '../../../../shared/messages/cart.js';
import { toCents } from '../../../../shared/utils/money.js';
import { unitsOf } from '../../lib/stock';

export interface LineProblem {
  code: CartIssueCode;
  message: string;
  /** insufficient_stock: units left. */
  available?: number;
  /** price_changed: the price now. */
  currentPrice?: number;
}

/** The server's issues by cart line id (its Spanish message, or ours from the code). */
export function problemsFromIssues(issues: readonly CartValidationIssue[]): Map<string, LineProblem> {
  const byItem = new Map<string, LineProblem>();
  for (const issue of issues) {
    byItem.set(issue.itemId, {
      code: issue.code,
      message:
        issue.message?.trim() || messageFor(issue.code, issue.available, undefined, issue.currentPrice),
      ...(issue.available !== undefined ? { available: issue.available } : {}),
      ...(issue.currentPrice !== undefined ? { currentPrice: issue.currentPrice } : {}),
    });
  }
  return byItem;
}

function messageFor(code: CartIssueCode, available = 0, before = 0, now = 0): string {
  if (code === 'unavailable') return CART_MESSAGES.issueUnavailable;
  if (code === 'insufficient_stock') return CART_MESSAGES.issueInsufficientStock(available);
  return CART_MESSAGES.issuePriceChanged(before, now);
}

/**
 * A local line checked against the product as the catalog has it now. `product` null: the catalog answered
 * 404 (deleted or hidden); undefined: not known yet (no problem shown).
 */
export function problemFromProduct(item: CartItem, product: Product | null | undefined): LineProblem | null {
  if (product === undefined) return null;
  if (product === null || product.isActive === false || unitsOf(product.stock) === 0) {
    return { code: 'unavailable', message: CART_MESSAGES.issueUnavailable };
  }
  const available = unitsOf(product.stock);
  if (available < item.quantity) {
    return {
      code: 'insufficient_stock',
      message: CART_MESSAGES.issueInsufficientStock(available),
      available,
    };
  }
  if (toCents(product.price) !== toCents(item.price)) {
    return {
      code: 'price_changed',
      message: messageFor('price_changed', 0, item.price, product.price),
      currentPrice: product.price,
    };
  }
  return null;
}
