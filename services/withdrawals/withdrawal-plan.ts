/**
 * A consumer's withdrawal from lines of an order, planned from the order as read (pure; docs/legal.md): which
 * lines it takes (each refused line answered: not in the order 422, exempt 422, cancelled or already withdrawn
 * 409, past the period 409), what it gives back and by when.
 * What is given back: paidForLine (shared/rules/withdrawal-rules.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Order, ProductOrder } from '../../shared/contracts/orders/entities.js';
import { WITHDRAWAL_MESSAGES as M, WITHDRAWAL_TEXTS } from '../../shared/messages/legal.js';
import { lineRefusal, paidForLine, spainDay, startOfSpainDay } from '../../shared/rules/withdrawal-rules.js';
import { fromCents, toCents } from '../../shared/utils/money.js';
import { WITHDRAWAL_DAYS } from '../../shared/constants/legal-facts.js';
import { conflict, unprocessable } from '../lib/errors.js';
import type { StoredWithdrawal } from '../orders/index.js';

const field = (message: string) => [{ field: 'productOrderIds', message }];

/** The lines the request names, or the refusal of the first one that cannot be withdrawn from. */
export function requestedLines(order: Order, productOrderIds: readonly string[], now: Date): ProductOrder[] {
  return productOrderIds.map((id) => {
    const line = order.productOrders.find((entry) => entry.id === id);
    if (!line) throw unprocessable(M.lineNotInOrder, field(M.lineNotInOrder));
    const name = line.product.name;
    const refusal = lineRefusal(line, order.productOrders, now);
    if (!refusal) return line;
    switch (refusal.kind) {
      case 'exempt': {
        const message = M.lineExempt(name, WITHDRAWAL_TEXTS.shopper[refusal.exemption]);
        throw unprocessable(message, field(message));
      }
      case 'expired':
        throw conflict(M.expired(refusal.lastDay.split('-').reverse().join('/')));
      case 'cancelled':
        throw conflict(M.lineCancelled(name));
      default:
        throw conflict(M.lineWithdrawn(name));
    }
  });
}

export interface WithdrawalInput {
  order: Order;
  productOrderIds: readonly string[];
  consumerId: string;
  now: Date;
  reason?: string;
  /** An admin records a withdrawal the consumer sent by e-mail or post. */
  recordedBy?: 'admin';
  newId?: () => string;
}

/**
 * When a withdrawal an admin records was sent (`sentOn`, a day in Spain): now when it is today, else midday of
 * that day (the period counts whole days). A day after today or before the order: 422.
 */
export function sentAtOf(order: Pick<Order, 'createdAt'>, sentOn: string, now: Date): Date {
  const today = spainDay(now.toISOString());
  const field = (message: string) => [{ field: 'sentOn', message }];
  if (sentOn > today) throw unprocessable(M.sentOnFuture, field(M.sentOnFuture));
  if (sentOn < spainDay(order.createdAt))
    throw unprocessable(M.sentOnBeforeOrder, field(M.sentOnBeforeOrder));
  if (sentOn === today) return now;
  return new Date(startOfSpainDay(sentOn).getTime() + 12 * 3_600_000);
}

export function planWithdrawal(input: WithdrawalInput): StoredWithdrawal {
  const { order, now } = input;
  const lines = requestedLines(order, input.productOrderIds, now);
  const requestedAt = now.toISOString();
  const cents = lines.reduce((sum, line) => sum + toCents(paidForLine(order.payment, line)), 0);
  return {
    id: (input.newId ?? randomUUID)(),
    orderId: order.id,
    status: 'requested',
    productOrderIds: lines.map((line) => line.id),
    refundAmount: fromCents(cents),
    requestedAt,
    refundDueAt: new Date(now.getTime() + WITHDRAWAL_DAYS * 24 * 3_600_000).toISOString(),
    receivedAt: null,
    ...(input.reason ? { reason: input.reason } : {}),
    lines: lines.map((line) => ({
      productOrderId: line.id,
      name: line.product.name,
      quantity: line.quantity,
      producerId: line.producerId,
      amount: paidForLine(order.payment, line),
    })),
    consumerId: input.consumerId,
    producerIds: [...new Set(lines.map((line) => line.producerId))],
    ...(input.recordedBy ? { recordedBy: input.recordedBy } : {}),
  };
}
