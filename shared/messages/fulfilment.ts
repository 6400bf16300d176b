/**
 * The farm's fulfilment messages (ours, issue 23): moving all of a farm's lines of an order at once and the
 * shipment's tracking. The route answers and the schemas' field messages, in neutral Spanish with tú. The
 * buyer's notice of a farm's change is in farm-change.ts (the events function sends it without these).
 */
import { TRACKING_NUMBER_MAX_LENGTH, TRACKING_NUMBER_MIN_LENGTH } from '../constants/carriers.js';
import { quotedStatusLabel as label } from './order-status-labels.js';
import type { ProductOrderStatus } from '../contracts/orders/entities.js';

export const FULFILMENT_MESSAGES = {
  /** 200: how many lines moved. */
  farmMoved: (count: number, status: ProductOrderStatus) =>
    count === 1 ? `1 producto pasó a ${label(status)}.` : `${count} productos pasaron a ${label(status)}.`,
  /** 409: every line of the farm is already there, further on, or cancelled. */
  nothingToMove: (status: ProductOrderStatus) =>
    `Ningún producto de tu finca en este pedido puede pasar a ${label(status)}: ya están ahí, más adelante o cancelados.`,
  /** 409: some line is more than one step behind the target. */
  linesBehind: (status: ProductOrderStatus) =>
    `Algunos productos de tu finca aún no pueden pasar a ${label(status)}: avanza antes los que van más atrás.`,
  /** 422: an admin moving a farm's lines must say which farm. */
  farmRequired: 'Indica de qué finca son los productos que quieres mover (producerId).',
  /** 422: tracking given with another move than to shipped. */
  trackingOnlyWhenShipped: 'El seguimiento del envío solo se indica al marcar los productos como enviados.',
} as const;

export const FULFILMENT_VALIDATION = {
  farmStatusInvalid: 'Elige el siguiente paso: en preparación, listo para envío, enviado o entregado.',
  carrierInvalid: 'Elige la empresa de transporte de la lista (o «Otro»).',
  trackingNumberRequired: 'Escribe el número de seguimiento del envío.',
  trackingNumberInvalid: `El número de seguimiento tiene entre ${TRACKING_NUMBER_MIN_LENGTH} y ${TRACKING_NUMBER_MAX_LENGTH} letras o cifras, sin otros signos.`,
  trackingInvalid: 'Indica la empresa de transporte y el número de seguimiento.',
} as const;
