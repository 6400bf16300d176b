/**
 * Payment texts: the settings' refusals, the payouts' and refunds' answers and labels. The names of the
 * methods and of a payment's states (and the sentences built on them) are in payment-labels.ts, re-exported.
 */
import { LINE_RETURN_MESSAGES } from './line-returns.js';
import { ORDER_PAYMENT_MESSAGES } from './order-payment.js';

export {
  AWAITING_PAYMENT_LABEL,
  PAYMENT_METHOD_HINTS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHOD_SHORT_LABELS,
  PAYMENT_STATUS_LABELS,
  paymentStatusLabel,
} from './payment-labels.js';

/**
 * Everything the payment side says: what orders say (order-payment.ts), a returned line's (line-returns.ts) and the
 * admins' and farms' texts.
 */
export const PAYMENT_MESSAGES = {
  ...ORDER_PAYMENT_MESSAGES,
  ...LINE_RETURN_MESSAGES,
  balanceLoaded: 'Saldo obtenido correctamente.',
  producerIdRequired: 'Indica la finca (producerId) cuyo saldo quieres ver.',
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
  payoutStatusInvalid:
    'Solo puedes marcar el pago a la finca como realizado (paid) o anularlo para que vuelva a estar disponible (cancelled).',
  payoutNotCancellable:
    'Solo puedes anular un pago por transferencia bancaria que siga pendiente (sin IBAN, o que el banco devolvió).',
  payoutCancelled: 'Pago a la finca anulado: su importe vuelve a estar disponible.',
  payoutReasonTooLong: 'El motivo no puede superar 140 caracteres.',
  payoutRunRaced:
    'Otro pago a las fincas se estaba haciendo a la vez y ya incluyó ese saldo. Vuelve a cargar la página.',
  noPayoutDestination:
    'Ninguna finca con saldo disponible tiene dónde cobrarlo: falta su IBAN o su cuenta de Stripe activa.',
  producerNotFound: 'No encontramos esa finca.',
  payoutReferenceTooLong: 'La referencia no puede superar 140 caracteres.',
  payoutsCreated: 'Pagos a las fincas creados.',
  payoutScheduleInvalid:
    'La frecuencia de pago a las fincas debe ser manual, weekly (cada semana) o monthly (cada mes).',
  noPayoutsDue: 'Ninguna finca tiene saldo disponible para pagar.',
  payoutSettled: 'Pago a la finca marcado como realizado.',
  /** «Marcar como pagado» on a Stripe payout still pending: its transfer was found (or made) at Stripe. */
  payoutCheckedAtStripe: 'Pago a la finca comprobado en Stripe: la transferencia está hecha.',
  payoutTransferRefused:
    'Stripe rechazó la transferencia de este pago: queda como fallido y su importe vuelve a estar disponible para la finca.',
  /** The same on a Stripe payout made minutes ago: its run may still be waiting for Stripe. */
  payoutStripeUnderWay:
    'Este pago se está enviando a Stripe ahora mismo. Comprueba su estado dentro de unos minutos.',
  payoutStripeUnreachable:
    'No pudimos comprobar este pago en Stripe. Sigue pendiente: inténtalo de nuevo en unos minutos.',
  producerIdsInvalid: 'La lista de fincas no es válida.',
  exportFormatInvalid: 'El formato debe ser sepa o csv.',
  noBankPayouts:
    'No hay pagos a fincas nuevos por transferencia. Para descargar otra vez un fichero ya generado, elige su lote.',
  batchIdInvalid: 'El lote de pagos no es válido.',
  batchIdRequired: 'Indica el lote de pagos que quieres descargar (batchId).',
  batchNotFound: 'No encontramos ese lote de pagos.',
  batchCreated: 'Lote de pagos creado: importa el fichero en tu banco.',
  batchLoaded: 'Lote de pagos descargado de nuevo.',
  sepaNeedsAccount: 'Para generar el fichero SEPA indica antes el IBAN y el titular de la tienda.',
  connectStarted: 'Te llevamos a Stripe para completar los datos de cobro de tu finca.',
  connectUnavailable: 'Los cobros con Stripe no están disponibles en esta tienda.',
  refundIdInvalid: 'El identificador del reembolso no es válido.',
  refundNotFound: 'No encontramos ese reembolso.',
  refundActionInvalid: 'La acción debe ser retry (reintentar) o settled (devuelto por transferencia).',
  refundNotRetriable: 'Solo se puede reintentar un reembolso con tarjeta que falló.',
  refundNotOwed: 'Solo puedes marcar como devuelto un reembolso pendiente de transferencia.',
  refundReferenceRequired: 'Indica la referencia de la transferencia con la que devolviste el dinero.',
  refundReferenceTooLong: 'La referencia no puede superar 140 caracteres.',
  refundRetried: 'Reembolso reintentado.',
  refundSettled: 'Reembolso registrado como devuelto.',
  refundStatusInvalid:
    'El estado no es válido: usa all (todos), open (sin terminar) o el estado de un reembolso (pending, sent, succeeded, owed...).',
  refundMethodInvalid: 'El método debe ser card, bank_transfer o cash_on_delivery.',
  refundReasonInvalid:
    'El motivo debe ser order_cancelled, lines_cancelled, paid_after_cancel, returned, duplicate_charge o withdrawal.',
  refundDateInvalid: 'La fecha debe tener el formato AAAA-MM-DD.',
  refundRangeInvalid: 'La fecha «desde» no puede ser posterior a la fecha «hasta».',
  refundsLoaded: 'Reembolsos obtenidos correctamente.',
  returnLinesInvalid: 'Indica las líneas entregadas cuyo importe devuelves (entre 1 y 50).',
  returnCreated: 'Devolución registrada: el cliente recibirá su dinero.',
} as const;

/** Where a farm's line stands, as its "Cobros" page says it. */
export const BALANCE_BUCKET_LABELS = {
  unpaid: 'Sin pagar',
  pending: 'Pendiente de entrega',
  available: 'Disponible',
  collected: 'Cobrado en la entrega',
  cancelled: 'Cancelado',
  returned: 'Devuelto al cliente',
} as const;

export const PAYOUT_STATUS_LABELS = {
  pending: 'Pendiente',
  paid: 'Pagado',
  failed: 'Fallido',
  cancelled: 'Anulado',
} as const;

/** Why a payout run left a farm out, as the payouts dialog says it. */
export const PAYOUT_SKIP_LABELS = {
  no_destination: 'Sin IBAN ni cuenta de Stripe activa: no se le paga hasta que indique su IBAN.',
} as const;
export const PAYOUT_METHOD_LABELS = {
  stripe_transfer: 'Transferencia Stripe',
  bank_transfer: 'Transferencia bancaria',
} as const;
export const REFUND_STATUS_LABELS = {
  pending: 'Enviándose',
  sent: 'Enviado, sin confirmar',
  succeeded: 'Devuelto',
  failed: 'Fallido',
  owed: 'Pendiente de transferencia',
} as const;

export const REFUND_REASON_LABELS = {
  order_cancelled: 'Pedido cancelado',
  lines_cancelled: 'Productos cancelados',
  paid_after_cancel: 'Pago recibido tras la cancelación',
  returned: 'Devolución de productos entregados',
  duplicate_charge: 'Cobro duplicado',
  withdrawal: 'Desistimiento del cliente',
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
