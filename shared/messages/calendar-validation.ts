/**
 * The harvest calendar's refusals (docs/harvest-calendar.md): a product's pre-order, the checkout's slots and
 * pre-orders, the pick list's query, «Avísame». A farm's dispatch calendar and pickup slots: schedule-validation.ts.
 */
export const PREORDER_VALIDATION = {
  availabilityInvalid: 'La disponibilidad debe ser «in_stock» (en existencias) o «preorder» (reserva).',
  preorderInvalid:
    'Indica la reserva: desde qué fecha sale (readyFrom) y hasta cuándo se admiten pedidos (closesAt).',
  preorderRequired:
    'Un producto en reserva necesita sus fechas: desde cuándo sale y hasta cuándo se puede reservar.',
  readyFromInvalid: 'La fecha de salida debe ser una fecha real con el formato AAAA-MM-DD.',
  closesAtInvalid: 'El cierre de las reservas debe ser una fecha y hora (ISO 8601).',
  opensAtInvalid: 'La apertura de las reservas debe ser una fecha y hora (ISO 8601).',
  closesAtPast: 'El cierre de las reservas ya ha pasado: elige una fecha futura.',
  opensAfterCloses: 'Las reservas deben abrir antes de cerrar.',
  readyBeforeOpening: 'La cosecha no puede salir antes de que abran las reservas.',
  availabilityFilterInvalid: 'El filtro de disponibilidad debe ser «in_stock» o «preorder».',
} as const;

export const CALENDAR_CHECKOUT_MESSAGES = {
  preorderClosed: (name: string) =>
    `Las reservas de «${name}» ya están cerradas. Quítalo de tu carrito para seguir.`,
  preorderNotOpen: (name: string) =>
    `Las reservas de «${name}» aún no han abierto. Quítalo de tu carrito para seguir.`,
  slotsInvalid:
    'Indica cada franja de recogida con la finca (producerId), la fecha (AAAA-MM-DD) y la hora de inicio (HH:MM).',
  slotNotOffered: (farm: string) =>
    `${farm} no ofrece esa franja de recogida: elige una de las franjas que te mostramos.`,
  slotRequired: (farm: string) => `Elige una franja para recoger tu pedido en ${farm}.`,
  slotFull: (farm: string) =>
    `La franja de recogida elegida en ${farm} se acaba de llenar. Elige otra franja para seguir.`,
  slotFarmNotInCart: 'Has elegido una franja de recogida de una finca que no está en tu carrito.',
  slotTwice: 'Elige una sola franja de recogida por finca.',
} as const;

export const PICKLIST_VALIDATION = {
  dateRequired: 'Indica el día de la lista de preparación (date=AAAA-MM-DD).',
  dateInvalid: 'El día debe ser una fecha real con el formato AAAA-MM-DD.',
  formatInvalid: 'El formato debe ser json, csv o pdf.',
  producerRequired: 'Indica de qué finca es la lista (producerId).',
  rangeInvalid: 'Indica un día de inicio real (from=AAAA-MM-DD).',
} as const;

export const ALERT_MESSAGES = {
  created: 'Te avisaremos cuando se pueda pedir.',
  exists: 'Ya te avisaremos cuando se pueda pedir.',
  removed: 'Ya no te avisaremos de este producto.',
  notNeeded: 'Este producto ya se puede pedir: añádelo a tu carrito.',
  consumersOnly: 'Solo los clientes pueden pedir un aviso.',
  notFound: 'El producto no fue encontrado o ya no está disponible.',
} as const;

export const READY_DATE_MESSAGES = {
  notPreorder: 'Este producto no está en reserva: no tiene fecha de salida que mover.',
} as const;
