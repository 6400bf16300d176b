/** Stock state of a product as the shop shows it: Disponible / Pocas unidades / Agotado. */

import { LOW_STOCK_THRESHOLD } from '../../../shared/constants/products.js';

/** At most LOW_STOCK_THRESHOLD units left reads 'Pocas unidades' (the producer dashboard lists them too). */
export { LOW_STOCK_THRESHOLD };

export type StockState = 'available' | 'low' | 'out';

export const STOCK_LABELS: Record<StockState, string> = {
  available: 'Disponible',
  low: 'Pocas unidades',
  out: 'Agotado',
};

/** Whole units available; anything that is not a positive number counts as none. */
export function unitsOf(stock: unknown): number {
  return typeof stock === 'number' && Number.isFinite(stock) && stock > 0 ? Math.floor(stock) : 0;
}

export function stockState(stock: unknown): StockState {
  const units = unitsOf(stock);
  if (units === 0) return 'out';
  return units <= LOW_STOCK_THRESHOLD ? 'low' : 'available';
}
