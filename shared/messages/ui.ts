/** The ui messages (each area is its own module: an importer takes the areas it uses). */
/** UI shell texts (the contract's wording where it gives one). */
export const UI_MESSAGES = {
  loading: 'Cargando...',
  unexpectedError: 'Unexpected Application Error!',
} as const;
