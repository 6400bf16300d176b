/**
 * The price per kilo or per litre shown next to a product's price (Directive 98/6/EC and Real Decreto
 * 3423/2000: a product sold by weight or volume shows its unit price), read from the product's `unit` text.
 * docs/taxes-shipping-invoices.md, "Price per unit".
 *
 * How the unit text is read (lower case, blanks trimmed):
 * - A bare unit is one of it: "kg", "kilo", "l", "litro", "g", "ml"... ("kg" at 6,90 € is 6,90 €/kg).
 * - Otherwise exactly one quantity with its unit, anywhere in the text, optionally times a count:
 *   "caja de 5 kg", "tarro de 250 g", "botella de 500 ml", "botella de 1 L", "75 cl", "1,5 kg", "2 x 500 g".
 *   Weights (kg, kilos, g, gr, gramos) give €/kg, volumes (l, litros, ml, cl) give €/l. A decimal comma is
 *   Spanish ("1,5 kg"); a dot before three digits after 1-999 groups thousands ("1.000 g"), else it is a decimal.
 * - Nothing is shown (null) when the text measures something other than the contents or is ambiguous:
 *   - a plant pot ("maceta de 3 L", "tiesto", "macetero"): its litres are the pot's size, not what is sold;
 *   - any other number in the text ("pack de 6 botellas de 330 ml", "caja de 12 tarros de 250 g"): we would
 *     have to guess what the number counts, and a wrong unit price is worse than none;
 *   - no quantity at all ("esqueje", "caja", "caja de 20 bolsitas", "unidad").
 * Kept tiny and without Intl: it runs on every product card of the shopper's first load.
 */
import { formatMoney, roundMoney } from '../../utils/money.js';

export interface UnitPrice {
  /** Euros per kg or per litre, rounded to the cent (27.6). */
  amount: number;
  per: 'kg' | 'l';
  /** What is shown: "27,60 €/kg", "13,80 €/l". */
  text: string;
  /** What a screen reader says: "Precio por kilo: 27,60 €", "Precio por litro: 13,80 €". */
  spoken: string;
}

const WORD = 'kg|kilos?|kilogramos?|gr|gramos?|g|l|litros?|ml|mililitros?|cl|centilitros?';
const BARE = new RegExp(`^(${WORD})$`);
const MEASURE = new RegExp(`(?:(\\d+)\\s*[x×]\\s*)?(\\d+(?:[.,]\\d+)*)\\s*(${WORD})(?![a-záéíóúñ])`);
const POT = /macet|tiesto/;
/** By the unit word's first letter: what the price is per, and how many of those one unit is. */
const FACTORS: Record<string, ['kg' | 'l', number]> = {
  k: ['kg', 1],
  g: ['kg', 0.001],
  l: ['l', 1],
  m: ['l', 0.001],
  c: ['l', 0.01],
};

/** "1,5" -> 1.5, "1.000" -> 1000, "0.5" -> 0.5. */
const numberOf = (text: string): number =>
  Number(/^[1-9]\d{0,2}(\.\d{3})+$/.test(text) ? text.replace(/\./g, '') : text.replace(',', '.'));

/** The price per kg or per litre of `price` for one `unit`; null when the unit does not tell. */
export function unitPrice(price: number, unit: string): UnitPrice | null {
  const text = unit.trim().toLowerCase();
  if (!(price > 0) || POT.test(text)) return null;
  const bare = BARE.exec(text);
  const measure = bare ? null : MEASURE.exec(text);
  const word = bare?.[1] ?? measure?.[3];
  if (!word || (measure && /\d/.test(text.replace(measure[0], '')))) return null;
  const [per, factor] = FACTORS[word[0] as string] as ['kg' | 'l', number];
  const quantity = measure ? Number(measure[1] ?? 1) * numberOf(measure[2] as string) * factor : factor;
  const amount = price / quantity;
  if (!(quantity > 0) || !Number.isFinite(amount)) return null;
  const money = formatMoney(amount);
  return {
    amount: roundMoney(amount),
    per,
    text: `${money}/${per}`,
    spoken: `Precio por ${per === 'kg' ? 'kilo' : 'litro'}: ${money}`,
  };
}
