/**
 * The order's lines for the processors that list them (the farms' 'Nuevo pedido' notices, the confirmation
 * e-mail): an order item written since issue 35's write cuts carries no copy of the cart's lines (`items`), so
 * its change is given them from its product orders, one consistent Query of its partition's lines
 * (services/orders/order-items.ts). An order item written before carries its own and is left as it is.
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
