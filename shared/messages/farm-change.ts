/**
 * The buyer's notice (and e-mail) of a farm's change of its lines (ours, issue 23), written by the events function
 * (services/events/farm-change-plan.ts): apart from the farm's fulfilment answers and field messages
 * (fulfilment.ts), which that function does not show.
 */
import type { ProductOrderStatus } from '../contracts/orders/entities.js';
import { quotedStatusLabel as label } from './order-status-labels.js';

/** The consumer's one notice (and e-mail) of a farm's change of its lines (services/events/farm-change-plan.ts). */
export const FARM_CHANGE_TEXTS = {
  /** 'Pitahaya roja (Finca El Sol) pasó a «Enviado».' (as a line's change always read) */
  oneLine: (line: string, farm: string | undefined, status: ProductOrderStatus) =>
    `${line}${farm ? ` (${farm})` : ''} pasó a ${label(status)}.`,
  /** 'Finca El Sol marcó como «Enviado» 3 productos: A × 1, B × 2 y C × 1.' */
  lines: (lines: string, count: number, farm: string | undefined, status: ProductOrderStatus) =>
    `${farm ?? 'La finca'} marcó como ${label(status)} ${count} productos: ${lines}.`,
  notes: (notes: string) => `Nota de la finca: ${notes}`,
  /**
   * A farm delivered lines while other lines of the order (its own or other farms') are still on their way:
   * the title does not say the order is delivered («Entregado» comes once every line not cancelled is).
   */
  partDeliveredTitle: (reference: string, farm: string | undefined) =>
    `Tu pedido ${reference}: ${farm ?? 'una finca'} entregó una parte`,
  restOnItsWay: 'El resto de tu pedido sigue en camino.',
  /** The e-mail's line with the carrier's page. */
  followParcel: (url: string) => `Sigue tu envío en la página de la empresa de transporte: ${url}`,
} as const;
