/**
 * The order's lines for the processors that list them (the farms' 'Nuevo pedido' notices, the confirmation
 * e-mail): an order item carries a copy of the cart's lines (`items`) and is left as it is; one the checkout wrote
 * without them for a while (docs/cost.md, "The order's copy of its lines, kept") is given them from its product
 * orders, one consistent Query of its partition's lines (services/orders/order-items.ts).
 */
import { withItems } from '../orders/index.js';
import type { ChangeRecord } from './change-record.js';

/** The change with its order image's `items` (read from its lines when the image has none). */
export async function withOrderItems(change: ChangeRecord): Promise<ChangeRecord> {
  const after = change.newImage;
  if (!after || change.keys.SK !== 'ORDER' || Array.isArray(after.items)) return change;
  const id = typeof after.id === 'string' ? after.id : change.keys.PK.slice('ORDER#'.length);
  return { ...change, newImage: await withItems({ ...after, id }, true) };
}
