/**
 * The payment texts of the orders function (checkout, a new card page, a transfer received): apart from the
 * admins' and farms' payment texts (payment.ts, with a farm's balance) and a returned line's (line-returns.ts) so
 * the orders function bundles only these.
 */
export const ORDER_PAYMENT_MESSAGES = {
  methodInvalid: 'El método de pago no es válido.',
  methodNotOffered: 'Este método de pago no está disponible en la tienda. Elige otro.',
  paymentStatusInvalid: 'Solo puedes marcar el pago como recibido.',
  transferReceived: 'Transferencia marcada como recibida: el pedido está pagado.',
  notPendingTransfer: 'Este pedido no espera una transferencia: no hay nada que marcar como recibido.',
  orderCreatedCash: 'Pedido creado correctamente. Pagarás al recibirlo.',
  orderCreatedTransfer:
    'Pedido creado correctamente. Haz la transferencia con la referencia del pedido para que lo preparemos.',
  paymentPending: 'Tu pedido está reservado. Completa el pago con tarjeta para confirmarlo.',
  paymentLinkCreated: 'Te llevamos de nuevo a la página de pago.',
  alreadyPaid: 'Este pedido ya está pagado.',
  orderCancelledNoPayment: 'Este pedido está cancelado: ya no se puede pagar.',
  notCardPayment: 'Este pedido no se paga con tarjeta.',
  providerUnavailable:
    'No pudimos conectar con el servicio de pago. Tu pedido está reservado: inténtalo de nuevo en unos minutos.',
  /** 409: a line of a card or transfer order moving beyond pending before the money arrived. */
  notPaidYet:
    'Este pedido aún no está pagado: no se prepara hasta que llegue el pago. Te avisaremos en cuanto esté pagado.',
  cancelProviderUnavailable:
    'No pudimos conectar con el servicio de pago para cerrar la página de pago del pedido. Inténtalo de nuevo en unos minutos: el pedido sigue como estaba.',
} as const;
