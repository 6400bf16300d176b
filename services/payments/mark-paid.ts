/**
 * PATCH /v1/orders/{id}/payment {status: 'paid'} (admins): the shop's bank received the order's transfer. The
 * payment settles like a card's (services/orders/payment/settle.ts: paid, lines marked paid for the farms' balances, the
 * deadline item gone, in one conditioned transaction); only a bank transfer still awaited on an order not
 * cancelled can be marked (409 otherwise).
 */
import type { PaymentsEndpoints } from '../../shared/contracts/payments/contract.js';
import { PAYMENT_MESSAGES } from '../../shared/messages/payment.js';
import { ORDER_MESSAGES } from '../../shared/messages/order.js';
import { readOrder, settlePayment } from '../orders/index.js';
import { conflict, notFound } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';

export const markOrderPaid: Handler<PaymentsEndpoints['markPaid']> = async ({ params }) => {
  const outcome = await settlePayment({
    orderId: params.id,
    method: 'bank_transfer',
    at: new Date().toISOString(),
    refundIfCancelled: false,
  });
  if (outcome === 'not_found') throw notFound(ORDER_MESSAGES.notFound);
  if (outcome !== 'paid') throw conflict(PAYMENT_MESSAGES.notPendingTransfer);
  const after = await readOrder(params.id);
  if (!after) throw notFound(ORDER_MESSAGES.notFound);
  return { message: PAYMENT_MESSAGES.transferReceived, data: { order: after.order } };
};
