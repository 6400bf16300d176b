/** Messages of the farms' public pages (ours: the original API has none for them); editing them: farm-page.ts. */

/** A farm's public page (the products function: only what it answers, so its bundle stays small). */
export const FARM_MESSAGES = {
  notFound: 'No encontramos esa finca. Puede que haya cambiado de dirección o que ya no venda en la tienda.',
} as const;
