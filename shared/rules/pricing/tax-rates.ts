/**
 * IVA (Spain's VAT) rates a product may carry, in percent, IVA included in its price (Ley 37/1992 del IVA,
 * art. 90 and 91): 4 % superreducido (fresh fruit and vegetables), 10 % reducido (other food, plants and
 * cuttings), 21 % general (anything else). docs/taxes-shipping-invoices.md.
 */
export const TAX_RATES = [4, 10, 21] as const;
export type TaxRate = (typeof TAX_RATES)[number];

/** The rate of a product created without one (the original API's request shape): processed food, plants. */
export const DEFAULT_TAX_RATE: TaxRate = 10;

export const isTaxRate = (value: unknown): value is TaxRate =>
  typeof value === 'number' && (TAX_RATES as readonly number[]).includes(value);

/** A stored rate, or the default for items written before rates existed. */
export const taxRateOf = (value: unknown): TaxRate => (isTaxRate(value) ? value : DEFAULT_TAX_RATE);

/** What each rate is for, in the producer's words (the product form's list). */
export const TAX_RATE_LABELS: Record<TaxRate, { title: string; hint: string }> = {
  4: {
    title: 'IVA superreducido (4 %)',
    hint: 'Fruta y verdura fresca, tal como sale del campo: pitahaya fresca, cajas de fruta.',
  },
  10: {
    title: 'IVA reducido (10 %)',
    hint: 'Alimentos elaborados (mermeladas, jugos, pulpa, deshidratados, helados) y plantas o esquejes.',
  },
  21: {
    title: 'IVA general (21 %)',
    hint: 'Todo lo demás: objetos, cosmética, regalos que no son alimentos.',
  },
};
