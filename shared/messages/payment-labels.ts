/**
 * How every screen, packing slip and e-mail names an order's payment: the methods, the payment's states, the
 * «Esperando el pago» stage, and the sentences built on them (what a farm collects or not, what a
 * pay-on-delivery buyer still owes, which methods the shop offers). One place, so the farm, the shopper and the
 * admin read the same words for the same record. Amounts and dates come already formatted.
 */
import type { PaymentMethod, PaymentStatus } from '../contracts/payments/entities.js';

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  card: 'Tarjeta',
  bank_transfer: 'Transferencia bancaria',
  cash_on_delivery: 'Pago contra reembolso',
};

/** The method in a table's narrow column or a badge's line. */
export const PAYMENT_METHOD_SHORT_LABELS: Readonly<Record<PaymentMethod, string>> = {
  card: 'Tarjeta',
  bank_transfer: 'Transferencia',
  cash_on_delivery: 'Contra reembolso',
};

/** What choosing a method means for the shopper, shown beside each option at checkout. */
export const PAYMENT_METHOD_HINTS: Readonly<Record<PaymentMethod, string>> = {
  card: 'Pagas ahora en la página segura del banco: tus datos de tarjeta nunca pasan por nuestra tienda.',
  bank_transfer:
    'Te damos el IBAN de la tienda y la referencia del pedido. Preparamos tu pedido cuando recibamos la transferencia.',
  cash_on_delivery: 'Pagas a cada finca cuando te entrega su parte del pedido.',
};

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Pago pendiente',
  paid: 'Pagado',
  failed: 'Pago rechazado',
  expired: 'Pago anulado',
  refund_pending: 'Reembolso pendiente',
  refunded: 'Reembolsado',
  partially_refunded: 'Reembolsado en parte',
};

/** A pending pay-on-delivery order is not late: it is paid to each farm on delivery. */
export const CASH_PENDING_LABEL = 'Se paga al recibir';

/** The label of a payment's state as people read it (a pay-on-delivery order is not «Pago pendiente»). */
export function paymentStatusLabel(payment: { method: PaymentMethod; status: PaymentStatus }): string {
  if (payment.method === 'cash_on_delivery' && payment.status === 'pending') return CASH_PENDING_LABEL;
  return PAYMENT_STATUS_LABELS[payment.status] ?? payment.status;
}

/** The farm's lines of a card or transfer order not paid yet: a tab, a badge, a dashboard row. */
export const AWAITING_PAYMENT_LABEL = 'Esperando el pago';

/** What a farm reads of the money of its part of an order (its order page). */
export const FARM_PAYMENT_TEXTS = {
  awaitingCard: (due: string | null) =>
    `Esperando el pago con tarjeta del cliente. No prepares nada todavía: te avisaremos en cuanto esté pagado.${due ? ` Si no paga antes del ${due}, el pedido se cancela solo.` : ''}`,
  awaitingTransfer: (due: string | null) =>
    `Esperando la transferencia del cliente. No prepares nada todavía: te avisaremos en cuanto llegue.${due ? ` Si no llega antes del ${due}, el pedido se cancela solo.` : ''}`,
  /** Paid in advance (card or transfer): the farm must not ask for money at the door. */
  paid: (method: PaymentMethod) =>
    `Pagado por adelantado (${PAYMENT_METHOD_SHORT_LABELS[method].toLowerCase()}): no cobres nada al entregar.`,
  cashDue: (amount: string) => `Pago contra reembolso: cobra ${amount} al entregar tus productos.`,
  cashCollected: (amount: string) => `Pago contra reembolso: cobraste ${amount} al entregar.`,
  cashPartly: (collected: string, due: string) =>
    `Pago contra reembolso: cobraste ${collected}; cobra ${due} al entregar lo que falta.`,
  cancelled: 'Cancelado: no hay nada que cobrar.',
} as const;

/** The money line of a farm's packing slip: what to collect at the door, if anything. */
export const SLIP_PAYMENT_TEXTS = {
  paid: (method: PaymentMethod) =>
    `Pagado por adelantado (${PAYMENT_METHOD_SHORT_LABELS[method].toLowerCase()}). No cobrar nada al entregar.`,
  cashDue: (amount: string) => `Pago contra reembolso: cobrar ${amount} al entregar.`,
  awaiting: 'Pago pendiente: no entregar hasta que el pedido esté pagado.',
  nothing: 'Nada que cobrar.',
} as const;

/** What a pay-on-delivery buyer reads on the order page, by what was delivered (and so paid) already. */
export const CASH_BUYER_TEXTS = {
  allDue: (total: string) => `Pagas a cada finca al recibir su parte (${total} en total).`,
  partly: (paid: string, due: string) =>
    `Ya pagaste ${paid} al recibir parte del pedido. Te queda por pagar ${due} al recibir el resto.`,
  allPaid: (paid: string) => `Pagaste ${paid} al recibir tu pedido.`,
} as const;

/** The rows of a pay-on-delivery order's payment on the admin's order page: what the farms collected, what is due. */
export const CASH_ADMIN_LABELS = {
  collected: 'Cobrado al entregar',
  due: 'Por cobrar al entregar',
} as const;

const OFFER_PHRASES: Readonly<Record<PaymentMethod, string>> = {
  card: 'con tarjeta',
  bank_transfer: 'por transferencia bancaria',
  cash_on_delivery: 'al recibir tu pedido (contra reembolso)',
};

const joined = (parts: readonly string[]): string =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} o ${parts.at(-1)}`;

/**
 * How the shopper may pay, from the methods the shop offers now (GET /v1/payments/options), for the cart and
 * the product page: never a promise the checkout does not keep.
 */
export function offeredPaymentText(methods: readonly PaymentMethod[]): string {
  if (methods.length === 1 && methods[0] === 'cash_on_delivery')
    return 'Pagas al recibir tu pedido (contra reembolso). No te pedimos ningún dato de pago.';
  if (methods.length === 1 && methods[0]) return `Pagas ${OFFER_PHRASES[methods[0]]} al finalizar la compra.`;
  return `Puedes pagar ${joined(methods.map((method) => OFFER_PHRASES[method]))}: lo eliges al finalizar la compra.`;
}
