/** Payment texts: the methods' names and explanations, the payment states, the settings' refusals. */
import type { PaymentMethod, PaymentStatus } from '../contracts/payments/entities.js';

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
  refunded: 'Reembolsado',
  partially_refunded: 'Reembolsado en parte',
};

export const PAYMENT_MESSAGES = {
  methodInvalid: 'El método de pago no es válido.',
  methodNotOffered: 'Este método de pago no está disponible en la tienda. Elige otro.',
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
    'Ofrece al menos un método que la tienda pueda cobrar ahora: el pago con tarjeta todavía no está disponible.',
  paymentStatusInvalid: 'Solo puedes marcar el pago como recibido.',
  transferReceived: 'Transferencia marcada como recibida: el pedido está pagado.',
  notPendingTransfer: 'Este pedido no espera una transferencia: no hay nada que marcar como recibido.',
  orderCreatedCash: 'Pedido creado correctamente. Pagarás al recibirlo.',
  orderCreatedTransfer:
    'Pedido creado correctamente. Haz la transferencia con la referencia del pedido para que lo preparemos.',
} as const;
