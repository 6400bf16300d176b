import { STOCK_LABELS, stockState, unitsOf, type StockState } from '../lib/stock';
import './stock-status.css';

interface StockStatusProps {
  stock: unknown;
  /** Adds "(quedan N)" to 'Pocas unidades'. */
  showCount?: boolean;
  className?: string;
}

/** The badge's tone (cards-forms.css) for each stock state. */
const BADGE_TONE: Record<StockState, string> = {
  available: 'success',
  low: 'warning',
  out: 'muted',
};

/** Disponible / Pocas unidades / Agotado as a coloured status badge with a dot (text, never colour alone). */
export function StockStatus({ stock, showCount = false, className }: StockStatusProps) {
  const state = stockState(stock);
  const units = unitsOf(stock);
  return (
    <span
      className={['status-badge', `tone-${BADGE_TONE[state]}`, 'stock-status', className]
        .filter(Boolean)
        .join(' ')}
      data-state={state}
    >
      <span className="status-badge__dot" aria-hidden="true" />
      {STOCK_LABELS[state]}
      {showCount && state === 'low' ? ` (quedan ${units})` : null}
    </span>
  );
}
