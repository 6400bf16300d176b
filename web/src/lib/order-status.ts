/**
 * Spanish labels of the order and product-order statuses, shared by the consumer's order
 * screens and the producer and admin screens. Every status has a tone the badge colours it with; the text
 * always carries the meaning.
 */
import { ID_MAX_LENGTH, ID_PATTERN } from '../../../shared/constants/limits.js';
import { ORDER_STATUSES, type OrderStatus } from '../../../shared/contracts/orders/entities.js';
import { ORDER_STATUS_LABELS } from '../../../shared/messages/order-status-labels.js';

export { orderReference } from '../../../shared/rules/order-labels.js';
export { ORDER_STATUS_LABELS };

export type StatusTone = 'waiting' | 'progress' | 'done' | 'cancelled';

export const ORDER_STATUS_TONES: Record<OrderStatus, StatusTone> = {
  pending: 'waiting',
  organizing: 'progress',
  ready_to_ship: 'progress',
  shipped: 'progress',
  delivered: 'done',
  cancelled: 'cancelled',
  completed: 'done',
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Whether an order id from the address can be one (its length and characters): otherwise "not found" at once. */
export const isOrderId = (id: string) => id.length > 0 && id.length <= ID_MAX_LENGTH && ID_PATTERN.test(id);

/** The label of a status; an unknown value is shown as it came (never an empty badge). */
export function orderStatusLabel(status: string): string {
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status;
}
