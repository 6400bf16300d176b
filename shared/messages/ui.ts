/** The ui messages. shared/messages/index.ts re-exports every area (services); the web imports only the areas it uses. */
/** UI shell texts (the contract's wording where it gives one). */
export const UI_MESSAGES = {
  loading: 'Cargando...',
  unexpectedError: 'Unexpected Application Error!',
} as const;
