/**
 * An admin's return of a delivered line's money (services/orders/payment/returns.ts, called by the payments
 * function): apart from order-payment.ts, which the orders function bundles.
 */
export const LINE_RETURN_MESSAGES = {
  returnOrderNotFound: 'El pedido no fue encontrado.',
  returnLineNotInOrder: 'Esa línea no es de este pedido.',
  returnLineNotDelivered: 'Solo puedes devolver el importe de líneas entregadas.',
  returnLineAlreadyReturned: 'Ya devolviste el importe de esa línea.',
  returnNotPaid: 'Este pedido no tiene dinero cobrado que devolver.',
} as const;
