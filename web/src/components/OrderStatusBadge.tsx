import { orderProgress, type OrderProgressSource } from '../../../shared/rules/order-labels.js';
import { StatusBadge } from './StatusBadge';

/**
 * An order's status badge as people read it (shared/rules/order-labels.ts orderProgress): its status's label, or for a
 * mixed order (lines at different stages) "En curso · 1 de 2 entregados", in the tone of an order in progress.
 * Used by the consumer's and the admin's order lists and order pages.
 */
export function OrderStatusBadge({ order, className }: { order: OrderProgressSource; className?: string }) {
  const progress = orderProgress(order);
  return (
    <StatusBadge
      status={order.status}
      className={className}
      {...(progress.mixed ? { label: progress.label, tone: 'progress' as const } : {})}
    />
  );
}
