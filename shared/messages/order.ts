/** The order messages (each area is its own module: an importer takes the areas it uses). */
/** Checkout messages (the contract's texts, verbatim, unless marked ours). */
export const CHECKOUT_MESSAGES = {
  emptyCart: 'Tu carrito está vacío o no tienes productos válidos para checkout.',
  cartNotFound: 'Tu carrito no fue encontrado. Agrega productos antes de hacer checkout.',
  stockChanged: 'Algunos productos ya no están disponibles. Revisa tu carrito.',
  priceChanged: 'Los precios han cambiado. Revisa tu carrito.',
  // Ours.
  couponNotApplicable: (notice: string) => `${notice} Quita el cupón o revisa tu carrito.`,
  cartChanged: 'Tu carrito cambió mientras se creaba el pedido. Revísalo e inténtalo de nuevo.',
  busy: 'Hay mucha demanda en este momento. Inténtalo de nuevo en unos segundos.',
} as const;

/** Order messages (the contract's texts, verbatim, unless marked ours). */
export const ORDER_MESSAGES = {
  cannotCancel: 'El pedido no puede ser cancelado en su estado actual.',
  onlyPendingCancel: 'Solo se pueden cancelar pedidos en estado "Pendiente".',
  productOrderConflict: 'El estado del ProductOrder no puede ser cambiado en su estado actual.',
  productOrderInvalidStatus: 'Estado inválido para el ProductOrder.',
  productOrderForbidden: 'No tienes permisos para actualizar este ProductOrder.',
  // Ours.
  created: 'Pedido creado correctamente. Pagarás al recibirlo.',
  replayed: 'Este pedido ya estaba registrado: no se creó otro.',
  cancelled: 'Pedido cancelado. Los productos volvieron al stock.',
  notFound: 'El pedido no fue encontrado.',
  producerList: 'Los productores consultan sus pedidos desde el panel de productor.',
  productOrderNotFound: 'El producto del pedido no fue encontrado.',
  productOrderUpdated: 'Estado actualizado.',
  // Admin status change of a whole order (PATCH /v1/orders/{id}/status; docs/administration.md).
  statusUpdated: 'Estado del pedido actualizado.',
  statusSame: 'El pedido ya está en ese estado.',
  statusFinal: 'El pedido está cancelado o completado y ya no puede cambiar de estado.',
  statusCancelShipped:
    'No se puede cancelar el pedido: alguno de sus productos ya fue enviado o entregado. Cancela por separado los que aún no salieron de la granja.',
  statusBackwards: 'Un pedido no puede volver a un estado anterior.',
  statusSkip:
    'Los productos avanzan un paso a la vez: para pasar el pedido a ese estado, cada producto debe estar en el paso anterior o más adelante.',
  adminFilterOnly: 'Solo un administrador puede filtrar los pedidos por productor.',
} as const;
