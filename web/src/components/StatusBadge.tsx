import { ORDER_STATUS_TONES, isOrderStatus, orderStatusLabel, type StatusTone } from '../lib/order-status';
import './status-badge.css';

interface StatusBadgeProps {
  /** An order or product-order status (pending, organizing, ...). */
  status: string;
  className?: string;
  /** Text instead of the status's label, e.g. a mixed order's "En curso · 1 de 2 entregados". */
  label?: string;
  /** Tone instead of the status's, e.g. `progress` for a mixed order. */
  tone?: StatusTone;
}

/** The badge's tone (cards-forms.css) for each order tone. */
const BADGE_TONE: Record<StatusTone, string> = {
  waiting: 'warning',
  progress: 'info',
  done: 'success',
  cancelled: 'muted',
};

/** An order or product-order status as a coloured label in Spanish ("Pendiente", "Enviado", ...). */
export function StatusBadge({ status, className, label, tone: toneOf }: StatusBadgeProps) {
  const tone = BADGE_TONE[toneOf ?? (isOrderStatus(status) ? ORDER_STATUS_TONES[status] : 'waiting')];
  return (
    <span
      className={['status-badge', `tone-${tone}`, className].filter(Boolean).join(' ')}
      data-status={status}
    >
      {label ?? orderStatusLabel(status)}
    </span>
  );
}
