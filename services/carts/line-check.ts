/**
 * Compares cart lines with the products as they are now: one issue per problem line (unavailable, not enough
 * stock, price changed since the line was added). Used by POST /v1/carts/validate and by checkout, so what
 * validate reports is exactly what checkout refuses.
 */
import { CART_LINE_MESSAGES } from '../../shared/messages/cart-lines.js';
import { type CartItem, type CartValidationIssue } from '../../shared/contracts/carts/entities.js';
import { toCents } from '../../shared/utils/money.js';
import type { ProductState } from '../products/index.js';
import { preorderOf, preorderState } from '../../shared/rules/calendar/preorder.js';
import { CALENDAR_CHECKOUT_MESSAGES } from '../../shared/messages/calendar-validation.js';

export function lineIssue(
  item: CartItem,
  product: ProductState | undefined,
  now: Date = new Date(),
): CartValidationIssue | null {
  const base = { itemId: item.id, productId: item.productId };
  if (!product || !product.isActive)
    return { ...base, code: 'unavailable', message: CART_LINE_MESSAGES.issueUnavailable };
  // Issue 32: a pre-order can be ordered only while it is open (docs/harvest-calendar.md).
  const preorder = preorderOf(product);
  const state = preorder ? preorderState(preorder, now) : 'open';
  if (state !== 'open') {
    const message =
      state === 'closed'
        ? CALENDAR_CHECKOUT_MESSAGES.preorderClosed(product.name)
        : CALENDAR_CHECKOUT_MESSAGES.preorderNotOpen(product.name);
    return { ...base, code: 'unavailable', message };
  }
  if (product.stock < item.quantity) {
    if (product.stock === 0)
      return { ...base, code: 'unavailable', message: CART_LINE_MESSAGES.issueSoldOut };
    return {
      ...base,
      code: 'insufficient_stock',
      message: CART_LINE_MESSAGES.issueInsufficientStock(product.stock),
      available: product.stock,
    };
  }
  if (toCents(product.price) !== toCents(item.price))
    return {
      ...base,
      code: 'price_changed',
      message: CART_LINE_MESSAGES.issuePriceChanged(item.price, product.price),
      currentPrice: product.price,
    };
  return null;
}

export function lineIssues(
  items: readonly CartItem[],
  products: ReadonlyMap<string, ProductState>,
  now: Date = new Date(),
): CartValidationIssue[] {
  return items
    .map((item) => lineIssue(item, products.get(item.productId), now))
    .filter((issue): issue is CartValidationIssue => issue !== null);
}
