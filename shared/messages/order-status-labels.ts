/** The Spanish label of each order status, as every screen, notice and e-mail names it. */
import type { OrderStatus } from '../contracts/orders/entities.js';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pendiente',
  organizing: 'En preparación',
  ready_to_ship: 'Listo para envío',
  shipped: 'Enviado',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
  completed: 'Completado',
};
