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

/** The legal domain's answers and refusals (GET/PUT /v1/legal, the texts). */
export const LEGAL_MESSAGES = {
  identityUpdated: 'Datos legales de la tienda guardados.',
  textUpdated: 'Texto legal guardado.',
  textRestored: 'Texto legal restaurado al modelo.',
  notConfigured: 'La tienda aún no ha publicado sus datos legales.',
  nameRequired: 'El nombre o la razón social es obligatorio.',
  nameTooLong: 'El nombre o la razón social no puede superar los 150 caracteres.',
  nifInvalid: 'El NIF o CIF no es válido: revisa las cifras y la letra de control.',
  addressRequired: 'El domicilio es obligatorio.',
  addressTooLong: 'El domicilio no puede superar los 250 caracteres.',
  emailRequired: 'El correo electrónico es obligatorio.',
  emailFormat: 'El correo electrónico no tiene un formato válido.',
  phoneFormat: 'El teléfono no es válido: escribe 9 cifras, con o sin +34.',
  phoneTooLong: 'El teléfono no puede superar los 30 caracteres.',
  registryTooLong: 'La inscripción registral no puede superar los 200 caracteres.',
  identityInvalid: 'Los datos legales no son válidos.',
  textIdInvalid: 'Ese texto legal no existe.',
  bodyRequired: 'El texto no puede estar vacío.',
  bodyTooLong: (max: number) => `El texto no puede superar los ${max.toLocaleString('es-ES')} caracteres.`,
  reviewedInvalid: 'Indica si el abogado de la cooperativa ha revisado el texto (sí o no).',
  textInvalid: 'Envía el texto (o null para volver al modelo) y si está revisado.',
} as const;

/** What the pages and the admin say about a legal text. */
export const LEGAL_TEXTS_UI = {
  modelNotice:
    'Este texto es un modelo pendiente de revisión por el abogado de la cooperativa. Puede no reflejar todavía las condiciones definitivas.',
  updated: (day: string) => `Última actualización: ${day}`,
  unavailable: 'No pudimos cargar este texto. Inténtalo de nuevo en unos segundos.',
} as const;
