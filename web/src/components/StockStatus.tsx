import { STOCK_LABELS, stockState, unitsOf } from '../lib/stock';
import './stock-status.css';

interface StockStatusProps {
  stock: unknown;
  /** Adds "(quedan N)" to 'Pocas unidades'. */
  showCount?: boolean;
  className?: string;
}

/** Disponible / Pocas unidades / Agotado as a coloured label (text, never colour alone). */
export function StockStatus({ stock, showCount = false, className }: StockStatusProps) {
  const state = stockState(stock);
  const units = unitsOf(stock);
  return (
    <span
      className={['stock-status', `stock-status--${state}`, className].filter(Boolean).join(' ')}
      data-state={state}
    >
      <span className="stock-status__dot" aria-hidden="true" />
      {STOCK_LABELS[state]}
      {showCount && state === 'low' ? ` (quedan ${units})` : null}
    </span>
  );
}
