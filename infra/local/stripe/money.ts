/** Amounts in the smallest currency unit, written for people: "12,50 €" on the Spanish pages, "€12.50" in API errors. */

/** "12,50 €" (es-ES), for the hosted page. */
export function formatAmountEs(amount: number, currency: string): string {
  return new Intl.NumberFormat('es-ES', { style: 'currency', currency: currency.toUpperCase() }).format(
    amount / 100,
  );
}

/** "€12.50", as Stripe's error messages write amounts. */
export function formatAmountEn(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-IE', { style: 'currency', currency: currency.toUpperCase() }).format(
    amount / 100,
  );
}
