/**
 * What the storefront, the cart and the checkout say about dates (docs/harvest-calendar.md): a pre-order's
 * label on cards and the product page, the farm's cut-off sentence, a pickup slot. Small and without Intl: the
 * catalog's cards import it.
 */
import { madridClock, type IsoDate } from '../utils/madrid-time.js';
import { dayAndMonth, weekdayDayAndMonth, weekdayName } from '../utils/spanish-dates.js';

/** «Reserva: sale a partir del 12 de agosto». */
export const preorderLabel = (readyFrom: IsoDate, today?: IsoDate): string =>
  `Reserva: sale a partir del ${dayAndMonth(readyFrom, today)}`;

/** A pre-order not open yet: «Reserva: abre el 1 de julio a las 10:00». */
export function preorderOpensLabel(opensAt: string, today?: IsoDate): string {
  const clock = madridClock(new Date(opensAt));
  return `Reserva: abre el ${dayAndMonth(clock.date, today)} a las ${clock.time}`;
}

/** A closed pre-order. */
export const PREORDER_CLOSED_LABEL = 'Reserva cerrada: ya no se admiten pedidos';

/** «Reservas hasta el 30 de julio a las 20:00». */
export function preorderClosesLabel(closesAt: string, today?: IsoDate): string {
  const clock = madridClock(new Date(closesAt));
  return `Reservas hasta el ${dayAndMonth(clock.date, today)} a las ${clock.time}`;
}

/**
 * The farm's cut-off and what it means: «Pide antes del martes a las 18:00 y sale el viernes 4 de diciembre»;
 * a cut-off later today: «Pide hoy antes de las 18:00 y sale ...».
 */
export function cutoffSentence(
  cutoff: { date: IsoDate; time: string },
  dispatchDate: IsoDate,
  now: Date,
): string {
  const today = madridClock(now).date;
  const before =
    cutoff.date === today
      ? `Pide hoy antes de las ${cutoff.time}`
      : `Pide antes del ${weekdayName(new Date(`${cutoff.date}T00:00:00Z`).getUTCDay())} a las ${cutoff.time}`;
  return `${before} y sale el ${weekdayDayAndMonth(dispatchDate, today)}`;
}

/** «Sale el viernes 4 de diciembre» (a line or farm whose date is not the regular one, or a farm without cut-off). */
export const dispatchSentence = (dispatchDate: IsoDate, today?: IsoDate): string =>
  `Sale el ${weekdayDayAndMonth(dispatchDate, today)}`;

/** «sábado 5 de diciembre, de 10:00 a 12:00». */
export const slotText = (slot: { date: IsoDate; from: string; to: string }, today?: IsoDate): string =>
  `${weekdayDayAndMonth(slot.date, today)}, de ${slot.from} a ${slot.to}`;

/** «Recoge tu pedido el sábado 5 de diciembre, de 10:00 a 12:00, en Camino del Pozo 3, Lorca». */
export const pickupSentence = (
  slot: { date: IsoDate; from: string; to: string },
  address: string,
  today?: IsoDate,
) => `Recoge tu pedido el ${slotText(slot, today)}, en ${address}`;

/** «Avísame» and what it says. */
export const ALERT_TEXTS = {
  button: 'Avísame',
  cancel: 'Ya no quiero el aviso',
  waiting: 'Te avisaremos por correo y en tus notificaciones cuando se pueda pedir.',
  signIn: 'Inicia sesión para que te avisemos cuando se pueda pedir.',
  outOfStock: 'Agotado por ahora.',
} as const;

/** The notice and e-mail of an «Avísame» when the product can be ordered (once). */
export const ALERT_NOTICE_TEXTS = {
  stockTitle: (name: string) => `Ya puedes pedir ${name}`,
  stock: (name: string) => `«${name}» vuelve a estar disponible. Pídelo antes de que se acabe.`,
  openingTitle: (name: string) => `Abren las reservas de ${name}`,
  opening: (name: string) => `Ya puedes reservar «${name}» de la próxima cosecha.`,
  link: 'Ver el producto',
} as const;

/** The pick list's files (CSV headers, PDF) and the farm's notice at the cut-off. */
export const PICKLIST_TEXTS = {
  title: 'Lista de preparación',
  byProduct: 'Por producto: qué cosechar y preparar',
  byOrder: 'Por pedido: qué va en cada caja',
  csvByProduct: 'Por producto',
  csvByOrder: 'Por pedido',
  product: 'Producto',
  quantity: 'Cantidad',
  unit: 'Unidad',
  orders: 'Pedidos',
  order: 'Pedido',
  orderOne: 'pedido',
  orderMany: 'pedidos',
  customer: 'Cliente',
  deliveryColumn: 'Entrega',
  phone: 'Teléfono',
  notes: 'Notas',
  delivery: 'Envío',
  pickup: 'Recogida',
  pickupNoSlot: 'en la finca',
  empty: 'No hay pedidos para este día.',
} as const;

/**
 * What a cart or checkout says of a farm's dates: its cut-off sentence (a weekly calendar), «Sale el ...» (a
 * farm without cut-off), or null when the cart did not say (a cart priced before the calendar existed).
 */
export function farmDispatchText(
  farm: { dispatchDate?: IsoDate; cutoff?: { date: IsoDate; time: string } | null },
  now: Date,
): string | null {
  if (!farm.dispatchDate) return null;
  if (farm.cutoff) return cutoffSentence(farm.cutoff, farm.dispatchDate, now);
  return dispatchSentence(farm.dispatchDate, madridClock(now).date);
}

/** A line that leaves later than its farm's first lines (a pre-order): «Sale el ... (se envía aparte)». */
export function laterLineText(
  lineDate: IsoDate | undefined,
  farmDate: IsoDate | undefined,
  now: Date,
): string | null {
  if (!lineDate || !farmDate || lineDate <= farmDate) return null;
  return `${dispatchSentence(lineDate, madridClock(now).date)} (se envía aparte)`;
}

/** An order's farm: «Sale el viernes 4 de diciembre» or, collected in a slot, where and when. */
export function orderDispatchText(
  delivery: {
    dispatchDate?: IsoDate;
    pickupSlot?: { date: IsoDate; from: string; to: string };
    pickup?: { address: string };
  },
  today?: IsoDate,
): string | null {
  if (delivery.pickupSlot)
    return pickupSentence(delivery.pickupSlot, delivery.pickup?.address ?? 'la finca', today);
  return delivery.dispatchDate ? dispatchSentence(delivery.dispatchDate, today) : null;
}

/** The farm's notice and e-mail at its cut-off (kind `picklist`). */
export const DISPATCH_NOTICE_TEXTS = {
  title: (date: IsoDate, orders: number) =>
    orders === 0
      ? `Sin pedidos para el ${weekdayDayAndMonth(date)}`
      : `Lista de preparación del ${weekdayDayAndMonth(date)}: ${orders} ${orders === 1 ? 'pedido' : 'pedidos'}`,
  message: (date: IsoDate, units: number, orders: number) =>
    orders === 0
      ? `Ha pasado la hora de cierre y no hay pedidos que salgan el ${weekdayDayAndMonth(date)}.`
      : `Ha pasado la hora de cierre: prepara ${String(units).replace('.', ',')} unidades de ${orders} ${orders === 1 ? 'pedido' : 'pedidos'} para el ${weekdayDayAndMonth(date)}. Descarga la lista en PDF o CSV desde tus pedidos.`,
  greeting: (name?: string) => (name ? `Hola, ${name}:` : 'Hola:'),
  intro: (date: IsoDate, orders: number) =>
    `Ha pasado la hora de cierre. Esto es lo que sale el ${weekdayDayAndMonth(date)} (${orders} ${orders === 1 ? 'pedido' : 'pedidos'}):`,
  empty: (date: IsoDate) =>
    `Ha pasado la hora de cierre y no hay pedidos que salgan el ${weekdayDayAndMonth(date)}.`,
  byProduct: 'Qué cosechar y preparar:',
  byOrder: 'Qué va en cada caja:',
  link: 'Ver la lista y descargarla',
} as const;

/** A buyer's notice when the farm moves a pre-order's ready date (they may cancel without cost while it waits). */
export const readyDateMovedText = (name: string, readyFrom: IsoDate) => ({
  title: `Cambia la fecha de salida de «${name}»`,
  message:
    `La finca ha movido la salida de «${name}» al ${weekdayDayAndMonth(readyFrom)}. ` +
    'Si ya no te viene bien, puedes cancelar el pedido sin coste desde la página del pedido mientras no se haya preparado.',
  link: 'Ver el pedido',
});
