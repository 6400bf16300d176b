/**
 * Ours: the e-mails a shopper gets about their money (services/events/refund-mails.ts, and the reminders of
 * services/payments/refund-reminders.ts): the cancel of their order with what happens to what they paid, a
 * refund owed (lines cancelled, a return, money that arrived after a cancel), the refund done, and the
 * reminder to give the account an owed refund is sent to. Plain text, Spanish, tú. Amounts come formatted
 * ('48,80 €'); `accountEnd` is the last 4 characters of the IBAN.
 */

/** Business days the shop takes to send a refund by transfer once it has the account (docs/payments.md). */
export const REFUND_TRANSFER_DAYS = 5;
/** What card issuers take to show a refund (Stripe: 5 to 10 business days). */
export const CARD_REFUND_DAYS = '5 a 10';

export const REFUND_MAIL = {
  cancelSubjectMine: (reference: string) => `Has cancelado tu pedido ${reference}`,
  cancelSubject: (reference: string) => `Tu pedido ${reference} fue cancelado`,
  cancelledByYou: (reference: string) => `Cancelaste tu pedido ${reference}. Las fincas ya no lo preparan.`,
  cancelledByShop: (reference: string) => `La tienda canceló tu pedido ${reference}.`,
  cancelledByFarm: (reference: string) =>
    `Tu pedido ${reference} quedó cancelado: la finca no puede enviar lo que quedaba.`,
  cancelledUnpaid: (reference: string) =>
    `Cancelamos tu pedido ${reference} porque no recibimos el pago a tiempo. Si aún quieres los productos, puedes hacer el pedido de nuevo.`,
  nothingCharged: 'No se te ha cobrado nada.',
  nothingToPay: 'No tienes nada que pagar: el pedido era contra reembolso y no se entregó.',

  /** How and when money owed back reaches the shopper. */
  toCard: (amount: string) =>
    `Te devolvemos ${amount} a la tarjeta con la que pagaste. Según tu banco, lo verás en ${CARD_REFUND_DAYS} días hábiles.`,
  toAccount: (amount: string, accountEnd: string, holder: string) =>
    `Te devolvemos ${amount} por transferencia a tu cuenta terminada en ${accountEnd} (titular: ${holder}), en los próximos ${REFUND_TRANSFER_DAYS} días hábiles.`,
  needsAccount: (amount: string) =>
    `Te devolvemos ${amount} por transferencia. Para enviártelo necesitamos tu cuenta: indica el IBAN y el titular en tu perfil, en «Cuenta para reembolsos». Lo enviamos en los ${REFUND_TRANSFER_DAYS} días hábiles siguientes.`,

  owedSubject: (amount: string, reference: string) => `Te devolvemos ${amount} del pedido ${reference}`,
  owedLines: (reference: string) => `Se cancelaron productos de tu pedido ${reference} que ya habías pagado.`,
  owedReturned: (reference: string) =>
    `Registramos la devolución de productos de tu pedido ${reference} que ya se te habían entregado.`,
  owedWithdrawal: (reference: string) =>
    `Tu finca ya tiene de vuelta los productos de los que desististe en el pedido ${reference} (o no llegaron a salir).`,
  owedPaidAfterCancel: (reference: string) =>
    `Recibimos un pago para tu pedido ${reference} cuando ya estaba cancelado.`,
  owedDuplicate: (reference: string) =>
    `Recibimos dos pagos para tu pedido ${reference}: te devolvemos el segundo.`,

  doneSubject: (amount: string, reference: string) => `Te hemos devuelto ${amount} del pedido ${reference}`,
  doneCard: (amount: string) =>
    `Tu banco ya tiene el reembolso de ${amount} a tu tarjeta. Según tu banco, lo verás en tu cuenta en ${CARD_REFUND_DAYS} días hábiles.`,
  doneTransfer: (amount: string, accountEnd: string | null, reference: string) =>
    `Te enviamos ${amount} por transferencia${accountEnd ? ` a tu cuenta terminada en ${accountEnd}` : ''} con la referencia «${reference}». Suele llegar en 1 o 2 días hábiles.`,

  reminderSubject: (amount: string, reference: string) =>
    `Necesitamos tu cuenta para devolverte ${amount} (pedido ${reference})`,
  reminderBody: (amount: string, reference: string) =>
    `Te debemos ${amount} del pedido ${reference} y te los devolvemos por transferencia, pero aún no tenemos tu cuenta. Indica el IBAN y el titular en tu perfil, en «Cuenta para reembolsos», y te lo enviamos en los ${REFUND_TRANSFER_DAYS} días hábiles siguientes.`,

  linkOrder: 'Ver tu pedido',
  linkProfile: 'Indicar tu cuenta para reembolsos',
} as const;
