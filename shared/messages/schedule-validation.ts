/**
 * A farm's dispatch calendar and pickup slots refused (docs/harvest-calendar.md): the profile's calendar fields.
 * Apart from calendar-validation.ts, so that the products and orders functions, which take a product's pre-order
 * and the checkout's messages from there, do not bundle these.
 */
import { HOLIDAYS_MAX, PICKUP_SLOTS_MAX, SLOT_CAPACITY_MAX } from '../constants/calendar.js';

export const SCHEDULE_VALIDATION = {
  scheduleInvalid:
    'Indica el calendario de envíos: día y hora de cierre de pedidos y día de salida (o null para enviar en cuanto esté listo).',
  weekdayInvalid: 'El día de la semana debe ser un número del 0 (domingo) al 6 (sábado).',
  timeInvalid: 'La hora debe tener el formato HH:MM, entre 00:00 y 23:59.',
  holidaysInvalid: `Indica como mucho ${HOLIDAYS_MAX} fechas sin envíos, con el formato AAAA-MM-DD.`,
  holidayInvalid: 'Cada fecha sin envíos debe ser una fecha real con el formato AAAA-MM-DD.',
  slotsInvalid: `Indica como mucho ${PICKUP_SLOTS_MAX} franjas de recogida: día, hora de inicio, hora de fin y capacidad.`,
  slotInvalid: 'Cada franja de recogida necesita día de la semana, desde, hasta y capacidad.',
  slotCapacityInvalid: `La capacidad de una franja debe ser un número entero entre 1 y ${SLOT_CAPACITY_MAX} pedidos.`,
  slotTimesInvalid: 'Una franja debe terminar después de empezar.',
  slotsOverlap: 'Dos franjas del mismo día no pueden solaparse.',
  slotsNeedPickup:
    'Para publicar franjas de recogida, indica antes dónde se recoge en tus condiciones de envío.',
  farmFieldsProducersOnly:
    'Solo las fincas tienen calendario de envíos, fechas sin envíos y franjas de recogida.',
} as const;
