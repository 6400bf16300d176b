/**
 * The price per kilo or per litre under a product's price (shared/rules/pricing/unit-price.ts; Real Decreto
 * 3423/2000): small and secondary. Shown as "27,60 €/kg"; a screen reader hears "Precio por kilo: 27,60 €"
 * rather than "euros barra ka ge". Nothing when the unit does not tell the contents, or when it says the same
 * as the price beside it (a product sold by the kilo or by the litre: the price already is the unit price).
 */
import { unitPrice } from '../../../shared/rules/pricing/unit-price.js';
import './unit-price.css';

interface UnitPriceProps {
  price: number;
  unit: string | undefined;
  className?: string;
}

export function UnitPrice({ price, unit, className }: UnitPriceProps) {
  const value = unit ? unitPrice(price, unit) : null;
  if (!value || value.amount === price) return null;
  return (
    <p className={className ? `unit-price ${className}` : 'unit-price'} data-testid="unit-price">
      <span aria-hidden="true">{value.text}</span>
      <span className="visually-hidden">{value.spoken}</span>
    </p>
  );
}
