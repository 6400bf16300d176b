/**
 * How orders are named to people: the Spanish label of each status (the contract's labels), the short
 * reference of an order, an order's summary label (a mixed order reads "En curso · 1 de 2 entregados") and why
 * it cannot be cancelled. Read by the web screens and by the order notifications and e-mails, so both say the
 * same.
 */
import type { OrderStatus, ProductOrderStatus } from '../contracts/orders/entities.js';
import { ORDER_STATUS_LABELS } from '../messages/order-status-labels.js';
import type { CancelRefusal, LineStatusCounts } from './order-status-rules.js';

/**
 * A short reference for an order ("Pedido 5E0C1A01"): the last 8 characters of a long id, upper-cased (the end
 * of an id varies most; ids made from one name space share their start).
 */
export function orderReference(id: string): string {
  const letters = id.replace(/[^A-Za-z0-9]/g, '');
  return (letters.length > 12 ? letters.slice(-8) : letters).toUpperCase();
}

/** Why an order cannot be cancelled, said to the consumer and the admin (cancelRefusal's reasons). */
export const CANCEL_REFUSAL_TEXTS: Record<CancelRefusal, string> = {
  cancelled: 'Este pedido ya está cancelado.',
  delivered: 'Este pedido ya se entregó, así que no se puede cancelar.',
  shipped: 'Ya no se puede cancelar: alguna finca ya envió o entregó su parte.',
  preparing: 'Ya no se puede cancelar: alguna finca ya está preparando su parte.',
};

/** What an order or a list entry says of its lines (the list's entries carry lineStatusCounts). */
export interface OrderProgressSource {
  status: OrderStatus;
  productOrdersCount: number;
  completedProductOrders: number;
  lineStatusCounts?: LineStatusCounts;
  productOrders?: readonly { status: ProductOrderStatus }[];
}

/**
 * An order's summary for people. `mixed`: its lines not cancelled are at different stages (one delivered and
 * one pending, say): the order's own status (the least advanced line) would read "Pendiente", so it reads
 * "En curso · 1 de 2 entregados" (delivered of the lines not cancelled). Otherwise the status's label.
 */
export interface OrderProgress {
  mixed: boolean;
  label: string;
  /** Lines delivered, and lines not cancelled. */
  delivered: number;
  live: number;
}

/** The line statuses of an order: from its lines, else from lineStatusCounts; null for an entry without either. */
export function lineStatusesOf(order: OrderProgressSource): ProductOrderStatus[] | null {
  if (order.productOrders) return order.productOrders.map((line) => line.status);
  if (!order.lineStatusCounts) return null;
  return Object.entries(order.lineStatusCounts).flatMap(([status, count]) =>
    Array.from({ length: count ?? 0 }, () => status as ProductOrderStatus),
  );
}

export const mixedOrderLabel = (delivered: number, live: number): string =>
  `En curso · ${delivered} de ${live} entregados`;

export function orderProgress(order: OrderProgressSource): OrderProgress {
  const statuses = lineStatusesOf(order);
  const label = ORDER_STATUS_LABELS[order.status] ?? order.status;
  if (!statuses) {
    // Stored before lineStatusCounts: only delivered lines beside undelivered ones can be told apart.
    const delivered = order.completedProductOrders;
    const live = order.productOrdersCount;
    const mixed =
      order.status !== 'cancelled' && order.status !== 'completed' && delivered > 0 && delivered < live;
    return { mixed, label: mixed ? mixedOrderLabel(delivered, live) : label, delivered, live };
  }
  const live = statuses.filter((status) => status !== 'cancelled');
  const delivered = live.filter((status) => status === 'delivered').length;
  const mixed = new Set(live).size > 1;
  return {
    mixed,
    label: mixed ? mixedOrderLabel(delivered, live.length) : label,
    delivered,
    live: live.length,
  };
}
