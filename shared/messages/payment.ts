/** Payment texts: the methods' names and explanations, the payment states, the settings' refusals. */
import type { PaymentMethod, PaymentStatus } from '../contracts/payments/entities.js';
import { ORDER_PAYMENT_MESSAGES } from './order-payment.js';

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  card: 'Tarjeta',
  bank_transfer: 'Transferencia bancaria',
  cash_on_delivery: 'Pago contra reembolso',
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

/** Everything the payment side says: what orders say (order-payment.ts) and the admins' and farms' texts. */
export const PAYMENT_MESSAGES = {
  ...ORDER_PAYMENT_MESSAGES,
  methodsRequired: 'Elige al menos un método de pago.',
  defaultNotOffered: 'El método por defecto debe ser uno de los métodos que ofreces.',
  commissionInvalid: 'La comisión debe ser un número entre 0 y 50, con dos decimales como máximo.',
  ibanInvalid: 'El IBAN no es válido. Revisa el país, la longitud y los dígitos de control.',
  holderRequired: 'El titular de la cuenta es requerido.',
  holderTooLong: 'El titular de la cuenta no puede superar 100 caracteres.',
  bankAccountRequired:
    'Para ofrecer transferencia bancaria indica el IBAN y el titular de la cuenta de la tienda.',
  settingsSaved: 'Configuración de pagos guardada.',
  noMethodAvailable:
    'Ofrece al menos un método que la tienda pueda cobrar ahora: el pago con tarjeta necesita configurar Stripe.',
  webhookInvalid: 'La notificación del proveedor de pagos no tiene una firma válida.',
  webhookReceived: 'Notificación recibida.',
  payoutIdInvalid: 'El identificador del pago a la finca no es válido.',
  payoutNotFound: 'No encontramos ese pago a la finca.',
  payoutNotPending: 'Este pago a la finca ya no está pendiente.',
  payoutStatusInvalid: 'Solo puedes marcar el pago a la finca como realizado.',
  payoutReferenceTooLong: 'La referencia no puede superar 140 caracteres.',
  payoutsCreated: 'Pagos a las fincas creados.',
  payoutScheduleInvalid:
    'La frecuencia de pago a las fincas debe ser manual, weekly (cada semana) o monthly (cada mes).',
  noPayoutsDue: 'Ninguna finca tiene saldo disponible para pagar.',
  payoutSettled: 'Pago a la finca marcado como realizado.',
  producerIdsInvalid: 'La lista de fincas no es válida.',
  exportFormatInvalid: 'El formato debe ser sepa o csv.',
  noBankPayouts: 'No hay pagos a fincas pendientes de transferencia.',
  sepaNeedsAccount: 'Para generar el fichero SEPA indica antes el IBAN y el titular de la tienda.',
  connectStarted: 'Te llevamos a Stripe para completar los datos de cobro de tu finca.',
  connectUnavailable: 'Los cobros con Stripe no están disponibles en esta tienda.',
  refundIdInvalid: 'El identificador del reembolso no es válido.',
  refundNotFound: 'No encontramos ese reembolso.',
  refundActionInvalid: 'La acción debe ser retry (reintentar) o settled (devuelto por transferencia).',
  refundNotRetriable: 'Solo se puede reintentar un reembolso con tarjeta que falló.',
  refundNotOwed: 'Solo puedes marcar como devuelto un reembolso pendiente de transferencia.',
  refundRetried: 'Reembolso reintentado.',
  refundSettled: 'Reembolso marcado como devuelto.',
} as const;

/** Where a farm's line stands, as its "Cobros" page says it. */
export const BALANCE_BUCKET_LABELS = {
  unpaid: 'Sin pagar',
  pending: 'Pendiente de entrega',
  available: 'Disponible',
  collected: 'Cobrado en la entrega',
  cancelled: 'Cancelado',
} as const;

export const PAYOUT_STATUS_LABELS = { pending: 'Pendiente', paid: 'Pagado', failed: 'Fallido' } as const;
export const PAYOUT_METHOD_LABELS = {
  stripe_transfer: 'Transferencia Stripe',
  bank_transfer: 'Transferencia bancaria',
} as const;
export const REFUND_STATUS_LABELS = {
  pending: 'En curso',
  succeeded: 'Devuelto',
  failed: 'Fallido',
  owed: 'Pendiente de transferencia',
} as const;
export const CONNECT_STATUS_LABELS = {
  none: 'Sin cuenta de cobro',
  pending: 'Datos incompletos',
  active: 'Activa',
} as const;

export const PAYOUT_SCHEDULE_LABELS = {
  manual: 'Cuando lo decidas (botón «Pagar a las fincas»)',
  weekly: 'Cada semana (los lunes)',
  monthly: 'Cada mes (el día 1)',
} as const;
