/** The Spanish label of each order status, as every screen, notice and e-mail names it. */
import type { OrderStatus, ProductOrderStatus } from '../contracts/orders/entities.js';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pendiente',
  organizing: 'En preparación',
  ready_to_ship: 'Listo para envío',
  shipped: 'Enviado',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
  completed: 'Completado',
};

/** A line's status as the farm's answers and the buyer's notices quote it: «Enviado». */
export const quotedStatusLabel = (status: ProductOrderStatus): string => `«${ORDER_STATUS_LABELS[status]}»`;
