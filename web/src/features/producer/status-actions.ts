/**
 * What the producer's status controls say for each move, and who a history entry was made by. The moves
 * themselves come from shared/rules/order-status-rules.ts (the server's rules), so the screen offers nothing the
 * server would refuse.
 */
import type { ProductOrderStatus } from '../../../../shared/contracts/orders/entities.js';

/** The button of a move to each status. */
export const STATUS_ACTION_LABELS: Record<ProductOrderStatus, string> = {
  pending: 'Marcar como pendiente',
  organizing: 'Empezar a preparar',
  ready_to_ship: 'Marcar como listo para envío',
  shipped: 'Marcar como enviado',
  delivered: 'Marcar como entregado',
  cancelled: 'Cancelar este producto',
};

/** What the toast says after a move. */
export const STATUS_DONE_MESSAGES: Record<ProductOrderStatus, string> = {
  pending: 'El producto vuelve a estar pendiente.',
  organizing: 'Producto en preparación.',
  ready_to_ship: 'Producto listo para envío.',
  shipped: 'Producto marcado como enviado. El cliente verá que va de camino.',
  delivered: 'Producto marcado como entregado.',
  cancelled: 'Producto cancelado. Las unidades volvieron a tu stock.',
};

export interface HistoryActors {
  /** The signed-in user. */
  me: string;
  consumer: string;
  producer: string;
}

/** Who made a history entry, as the producer reads it. */
export function actorLabel(by: string, actors: HistoryActors): string {
  if (by === actors.me) return 'Tú';
  if (by === actors.consumer) return 'El cliente';
  if (by === actors.producer) return 'La finca';
  return 'Administración';
}
