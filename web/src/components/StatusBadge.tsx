import { ORDER_STATUS_TONES, isOrderStatus, orderStatusLabel, type StatusTone } from '../lib/order-status';
import './status-badge.css';

interface StatusBadgeProps {
  /** An order or product-order status (pending, organizing, ...). */
  status: string;
  className?: string;
}

/** The badge's tone (components.css) for each order tone. */
const BADGE_TONE: Record<StatusTone, string> = {
  waiting: 'warning',
  progress: 'info',
  done: 'success',
  cancelled: 'muted',
};

/** An order or product-order status as a coloured label in Spanish ("Pendiente", "Enviado", ...). */
export function StatusBadge({ status, className }: StatusBadgeProps) {
  const tone = BADGE_TONE[isOrderStatus(status) ? ORDER_STATUS_TONES[status] : 'waiting'];
  return (
    <span
      className={['status-badge', `tone-${tone}`, className].filter(Boolean).join(' ')}
      data-status={status}
    >
      {orderStatusLabel(status)}
    </span>
  );
}
