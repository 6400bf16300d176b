/**
 * The texts of the order notifications and e-mails (all ours). Apart from messages.ts so the web shell, which
 * loads messages.ts, does not carry them; the notifications API's and the contact inbox's answers are in
 * notification-answers.ts, so the functions that only send notices and e-mails (events, jobs) do not bundle them.
 */
import type { OrderStatus } from '../contracts/orders/entities.js';
import { ORDER_STATUS_LABELS } from './order-status-labels.js';

const statusLabel = (status: OrderStatus): string => ORDER_STATUS_LABELS[status] ?? status;

/** A paid order cancelled: what the notice says of the money (the cancel e-mail says how much and when). */
const REFUND_NOTICE = 'Te devolvemos lo que pagaste: te escribimos por e-mail cómo y cuándo.';

/** What a farm's 'Nuevo pedido' says: who, what of its products, their amount, how they reach the buyer. */
const newOrderFacts = (buyer: string, lines: string, units: number, amount: string, delivery = '') =>
  `${buyer} te pidió ${units === 1 ? '1 unidad' : `${units} unidades`}: ${lines}. Importe de tus productos: ${amount}.${delivery ? ` ${delivery}` : ''}`;
const NEW_ORDER_PREPARE = 'Prepáralo desde tu panel de pedidos.';

/**
 * Texts of the personal notifications (and their e-mail copies) derived from order events by the events
 * function (ours). `reference` is orderReference(orderId); `amount` is already formatted.
 */
export const ORDER_NOTIFICATION_TEXTS = {
  newOrderTitle: (reference: string) => `Nuevo pedido ${reference}`,
  newOrderMessage: (buyer: string, lines: string, units: number, amount: string, delivery = '') =>
    `${newOrderFacts(buyer, lines, units, amount, delivery)} ${NEW_ORDER_PREPARE}`,
  /** The notice's message without its last sentence (the daily summary says it once for all its orders). */
  newOrderFactsOf: (message: string) =>
    message.endsWith(` ${NEW_ORDER_PREPARE}`) ? message.slice(0, -NEW_ORDER_PREPARE.length - 1) : message,
  /** How the farm's lines reach the buyer (the order's `deliveries`). */
  deliveryPickup: 'Lo recoge en tu finca.',
  deliveryShipping: (amount: string) => `Envío a domicilio: ${amount} a cargo del cliente.`,
  deliveryFree: 'Envío a domicilio, gratis para el cliente.',
  aBuyer: 'Un cliente',
  lineStatusTitle: (reference: string, status: OrderStatus) =>
    `Tu pedido ${reference}: ${statusLabel(status)}`,
  lineStatusMessage: (product: string, farm: string | undefined, status: OrderStatus, notes?: string) =>
    `${product}${farm ? ` (${farm})` : ''} pasó a «${statusLabel(status)}».${notes ? ` Nota de la finca: ${notes}` : ''}`,
  /** An admin moved the whole order (every line at once): one notice, not one per line. */
  adminChangeMessage: (status: OrderStatus, notes?: string) =>
    `La tienda marcó tu pedido como «${statusLabel(status)}».${notes ? ` Nota: ${notes}` : ''}`,
  orderCancelledTitle: (reference: string) => `Pedido ${reference} cancelado`,
  orderCancelledByBuyer: (reference: string) =>
    `El cliente canceló el pedido ${reference}. No tienes que prepararlo; las unidades de tus productos volvieron al stock.`,
  orderCancelledByShop: (reference: string) =>
    `La tienda canceló el pedido ${reference}. No tienes que prepararlo; las unidades de tus productos volvieron al stock.`,
  yourOrderCancelledTitle: (reference: string) => `Tu pedido ${reference} fue cancelado`,
  yourOrderCancelledMessage: (reference: string, moneyBack = false) =>
    `La tienda canceló tu pedido ${reference}. ${moneyBack ? REFUND_NOTICE : 'No se te cobrará nada.'} Si tienes dudas, escríbenos desde la página de contacto.`,
  /** A bank transfer order: what to send where. */
  transferTitle: (reference: string) => `Tu pedido ${reference}: haz la transferencia`,
  transferMessage: (
    amount: string,
    holder: string,
    iban: string,
    reference: string,
    due: string | null,
    taxes = '',
  ) =>
    `Para confirmar tu pedido, transfiere ${amount}${taxes ? ` (${taxes})` : ''} a ${holder}, IBAN ${iban}, con la referencia ${reference}${due ? ` antes del ${due}` : ''}. Lo preparamos en cuanto recibamos el pago.`,
  /** Nobody paid the order (card or transfer) before its deadline: the shop cancelled it. */
  yourOrderExpiredMessage: (reference: string) =>
    `Cancelamos tu pedido ${reference} porque no recibimos el pago a tiempo. No se te cobrará nada y los productos vuelven a estar a la venta. Si aún los quieres, puedes hacer el pedido de nuevo.`,
  /** A farm cancelled the last line still in the order. */
  yourOrderCancelledByFarmMessage: (reference: string, moneyBack = false) =>
    `Tu pedido ${reference} quedó cancelado: la finca no puede enviar lo que quedaba. ${moneyBack ? REFUND_NOTICE : 'No se te cobrará nada.'} Si tienes dudas, escríbenos desde la página de contacto.`,
} as const;

/** The e-mail copies (ours): what goes around the notification's text, and the contact form's copy to the shop. */
export const MAIL_TEXTS = {
  greeting: (name?: string) => (name ? `Hola, ${name}:` : 'Hola:'),
  seeMore: 'Míralo en la tienda',
  openInbox: 'Ábrelo en la bandeja de mensajes',
  signature: 'Pitahaya Marketplace',
  why: 'Recibes este correo porque tienes una cuenta en Pitahaya Marketplace.',
  contactSubject: (subject: string) => `Contacto: ${subject}`,
  contactBody: (name: string, email: string, subject: string, message: string) =>
    `Nuevo mensaje del formulario de contacto.\n\nDe: ${name} <${email}>\nAsunto: ${subject}\n\n${message}\n\nResponde a este correo para contestar a ${name}.`,
} as const;
