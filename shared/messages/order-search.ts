/** The admins' order search and count (GET /v1/orders/search, /v1/orders/count; ours). */
export const ORDER_SEARCH_MESSAGES = {
  termRequired: 'Escribe una referencia, un e-mail o un nombre para buscar',
  termMax: 'La búsqueda no puede superar los 100 caracteres',
  dayInvalid: 'La fecha debe ser un día con el formato AAAA-MM-DD',
  found: (count: number) => (count === 1 ? 'Se encontró 1 pedido.' : `Se encontraron ${count} pedidos.`),
} as const;
