/** The Spanish texts of recurring boxes (issue 33, docs/subscriptions.md): validation, answers and notices. */

export const SUBSCRIPTION_VALIDATION = {
  itemsRequired: 'Añade al menos un producto a tu caja',
  itemsTooMany: 'Una caja lleva como máximo 20 productos',
  itemsRepeated: 'Cada producto puede aparecer una sola vez en la caja',
  productIdRequired: 'El ID del producto es requerido',
  productIdInvalid: 'ID de producto inválido',
  quantityPositive: 'La cantidad debe ser mayor a 0',
  quantityMax: 'La cantidad máxima por producto es 99',
  intervalInvalid: 'Elige una frecuencia: semanal, quincenal o mensual',
  intervalsRequired: 'Elige al menos una frecuencia para la suscripción',
  intervalsRepeated: 'Cada frecuencia puede aparecer una sola vez',
  statusInvalid: 'El estado debe ser activa, en pausa o cancelada',
  skipNextInvalid: 'Para saltar la próxima entrega envía skipNext: true',
  subscriptionIdRequired: 'El ID de la suscripción es requerido',
  subscriptionIdInvalid: 'ID de suscripción inválido',
  nothingToChange: 'No hay cambios que aplicar a la suscripción',
  subscriptionInvalid: 'Los datos de suscripción del producto no son válidos',
} as const;

export const SUBSCRIPTION_MESSAGES = {
  created: 'Suscripción creada',
  createdCard: 'Guarda tu tarjeta para activar la suscripción',
  listed: 'Suscripciones obtenidas',
  found: 'Suscripción obtenida',
  updated: 'Suscripción actualizada',
  notFound: 'Suscripción no encontrada',
  productNotFound: 'Producto no encontrado',
  productNotSubscribable: (name: string) => `«${name}» no se vende por suscripción`,
  intervalNotOffered: (name: string, interval: string) => `«${name}» no se ofrece con frecuencia ${interval}`,
  oneFarm: 'Una caja lleva productos de una sola finca: crea otra suscripción para otra finca',
  productInactive: (name: string) => `«${name}» no está disponible ahora`,
  afterCutoff: (day: string, cutoff: string) =>
    `El plazo para cambiar la caja del ${day} terminó el ${cutoff}: podrás cambiar la siguiente cuando salga esta`,
  changedMeanwhile: 'La suscripción ha cambiado mientras tanto: vuelve a cargarla e inténtalo de nuevo',
  cancelled: 'Esta suscripción está cancelada y no se puede cambiar',
  incomplete: 'Guarda primero tu tarjeta para activar la suscripción',
  alreadyStatus: (label: string) => `La suscripción ya está ${label}`,
  methodNotOffered: 'La tienda no acepta ahora ese método de pago',
  farmListed: 'Suscriptores obtenidos',
  overview: 'Resumen de suscripciones obtenido',
  farmRequired: 'Indica la finca (producerId) para ver sus suscriptores',
  addressChanged: 'Dirección de envío cambiada',
} as const;

/** The zones a box may be paused for (the shop serves them only when an admin enables them). */
export const SUBSCRIPTION_ZONE_LABELS: Record<string, string> = {
  canarias: 'Canarias',
  ceuta: 'Ceuta',
  melilla: 'Melilla',
};

/** How each interval and status reads in Spanish (screens and messages). */
export const SUBSCRIPTION_INTERVAL_LABELS = {
  weekly: 'semanal',
  biweekly: 'quincenal',
  monthly: 'mensual',
} as const;

export const SUBSCRIPTION_STATUS_LABELS = {
  incomplete: 'pendiente de tarjeta',
  active: 'activa',
  paused: 'en pausa',
  cancelled: 'cancelada',
} as const;

/** What the consumer is told about a cycle (notifications and e-mails). */
export const SUBSCRIPTION_NOTICES = {
  cyclePlacedTitle: 'Tu caja está en camino',
  cyclePlaced: (date: string) => `Hemos hecho el pedido de tu caja del ${date}.`,
  missingTitle: 'Falta algo en tu caja',
  missing: (names: readonly string[]) =>
    `Esta vez tu caja sale sin ${names.join(', ')}: no quedan existencias. El resto va en camino.`,
  nothingPlacedTitle: 'Esta vez no sale tu caja',
  nothingPlaced: (date: string) =>
    `Ningún producto de tu caja del ${date} tiene existencias: esta entrega no se ha hecho.`,
  priceRiseTitle: 'Cambia el precio de tu caja',
  priceRise: (name: string, before: string, now: string, cutoff: string) =>
    `«${name}» pasa de ${before} a ${now}. Puedes cambiar tu caja hasta el ${cutoff}.`,
  reminderTitle: 'Tu caja sale pronto',
  reminder: (day: string, cutoff: string) => `Tu caja sale el ${day}: cámbiala hasta el ${cutoff}.`,
  failedChargeTitle: 'No hemos podido cobrar tu caja',
  failedCharge: 'Tu pedido espera el pago: págalo antes del plazo desde la página del pedido.',
  pausedTitle: 'Hemos pausado tu suscripción',
  paused: 'Dos cobros seguidos no se han podido hacer: reanúdala cuando tu tarjeta esté lista.',
  zonePausedTitle: 'No podemos llevar tu caja a tu dirección',
  zonePaused: (zone: string, postalCode: string, day: string) =>
    `Ahora no enviamos a ${zone} (código postal ${postalCode}), así que tu caja del ${day} no ha salido y hemos pausado tu suscripción. No se te ha cobrado nada. Cambia la dirección de envío en «Mis suscripciones» y tu caja seguirá; si volvemos a enviar a ${zone}, la reanudaremos y te avisaremos.`,
  zoneResumedTitle: 'Tu caja vuelve a salir',
  zoneResumed: (zone: string, day: string, cutoff: string) =>
    `Volvemos a enviar a ${zone}: hemos reanudado tu suscripción. Tu próxima caja sale el ${day} y puedes cambiarla hasta el ${cutoff}.`,
} as const;
