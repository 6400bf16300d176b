import { ORDER_STATUS_TONES, isOrderStatus, orderStatusLabel } from '../lib/order-status';
import './status-badge.css';

interface StatusBadgeProps {
  /** An order or product-order status (pending, organizing, ...). */
  status: string;
  className?: string;
}

/** An order or product-order status as a coloured label in Spanish ("Pendiente", "Enviado", ...). */
export function StatusBadge({ status, className }: StatusBadgeProps) {
  const tone = isOrderStatus(status) ? ORDER_STATUS_TONES[status] : 'waiting';
  return (
    <span
      className={['status-badge', `status-badge--${tone}`, className].filter(Boolean).join(' ')}
      data-status={status}
    >
      {orderStatusLabel(status)}
    </span>
  );
}
