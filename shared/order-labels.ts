/**
 * How orders are named to people: the Spanish label of each status (the contract's labels) and the short
 * reference of an order. Read by the web screens and by the order notifications and e-mails, so both say the
 * same.
 */
import type { OrderStatus } from './contracts/orders/entities.js';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pendiente',
  organizing: 'En preparación',
  ready_to_ship: 'Listo para envío',
  shipped: 'Enviado',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
  completed: 'Completado',
};

/**
 * A short reference for an order ("Pedido 5E0C1A01"): the last 8 characters of a long id, upper-cased (the end
 * of an id varies most; ids made from one name space share their start).
 */
export function orderReference(id: string): string {
  const letters = id.replace(/[^A-Za-z0-9]/g, '');
  return (letters.length > 12 ? letters.slice(-8) : letters).toUpperCase();
}
