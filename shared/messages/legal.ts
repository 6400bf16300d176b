/**
 * What Spanish and EU consumer law asks the shop to say (docs/legal.md): the order button, withdrawal, food
 * information, the plant passport, data rights. One place for the service, the e-mails and the screens.
 */

/**
 * The checkout's last button names the obligation to pay (TRLGDCU art. 98.2: «pedido con obligación de pago» or
 * an unambiguous equivalent; without it the consumer is not bound by the order).
 */
export const ORDER_BUTTON = {
  label: 'Comprar y pagar',
  retry: 'Reintentar: comprar y pagar',
  busy: 'Enviando el pedido...',
} as const;
