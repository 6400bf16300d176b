/**
 * An order's `items` (the cart's lines as the API answers them) built from its product orders (pure): what an
 * order item written since issue 35's write cuts answers instead of a stored copy (order-items.ts). An item's `id`
 * is its product order's id, its product the snapshot the line keeps with the cart snapshot's fields.
 */
import type { CartItem, CartProductSnapshot } from '../../shared/contracts/carts/entities.js';
import type { ProductOrder } from '../../shared/contracts/orders/entities.js';

/** A product order as the order's `items` show it (the cart line's shape). */
export function itemOfLine(line: ProductOrder): CartItem {
  const product = line.product;
  const snapshot = {
    productId: line.productId,
    name: product.name,
    price: line.price,
    thumbnailUrl: product.thumbnailUrl,
    ...(product.unit !== undefined ? { unit: product.unit } : {}),
    ...(product.taxRate !== undefined ? { taxRate: product.taxRate } : {}),
    isActive: product.isActive,
    producerId: line.producerId,
    ...((name) => (name ? { producerName: name } : {}))(product.producerName ?? line.producerName),
    ...(product.withdrawal ? { withdrawal: product.withdrawal } : {}),
    ...(line.readyFrom ? { readyFrom: line.readyFrom } : {}),
  } as CartProductSnapshot;
  return {
    id: line.id,
    productId: line.productId,
    product: snapshot,
    quantity: line.quantity,
    price: line.price,
  };
}

/** The order's `items` from its lines (in the cart's order: the lines' `position`). */
export function itemsOfLines(lines: readonly ProductOrder[]): CartItem[] {
  return lines.map(itemOfLine);
}
