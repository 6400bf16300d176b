/** The withdrawal function's choice (pure): which lines may be chosen, and what the request sends. */
import type { Order } from '../../../../shared/contracts/orders/entities.js';
import { isValidIban, normalizeIban } from '../../../../shared/rules/iban.js';
import { WITHDRAWAL_MESSAGES, WITHDRAWAL_TEXTS } from '../../../../shared/messages/legal.js';
import { lineRefusal, paidForLine, type LineRefusal } from '../../../../shared/rules/withdrawal-rules.js';
import { fromCents, toCents } from '../../../../shared/utils/money.js';
import type { WithdrawalBody } from './api';

/** Why a line cannot be chosen, in Spanish (null: it can). */
export function refusalText(refusal: LineRefusal | null): string | null {
  if (!refusal) return null;
  switch (refusal.kind) {
    case 'exempt':
      return WITHDRAWAL_TEXTS.shopper[refusal.exemption];
    case 'cancelled':
      return 'Cancelado.';
    case 'withdrawn':
      return 'Ya desististe de este producto.';
    default:
      return `El plazo terminó el ${refusal.lastDay.split('-').reverse().join('/')}.`;
  }
}

export interface LineChoice {
  id: string;
  name: string;
  quantity: number;
  amount: number;
  refusal: string | null;
}

export function lineChoices(order: Order, now: Date): LineChoice[] {
  return order.productOrders.map((line) => ({
    id: line.id,
    name: line.product.name,
    quantity: line.quantity,
    amount: paidForLine(order.payment, line),
    refusal: refusalText(lineRefusal(line, order.productOrders, now)),
  }));
}

/** What is given back for the chosen lines (euros). */
export const refundOf = (choices: readonly LineChoice[], chosen: ReadonlySet<string>): number =>
  fromCents(
    choices.filter((line) => chosen.has(line.id)).reduce((sum, line) => sum + toCents(line.amount), 0),
  );

/** Whether an owed refund goes by transfer (the order was paid by transfer or on delivery). */
export const refundByTransfer = (order: Order): boolean => order.payment.method !== 'card';

export type BuildResult =
  { ok: true; body: WithdrawalBody } | { ok: false; field: 'lines' | 'iban'; message: string };

export function buildRequest(chosen: ReadonlySet<string>, reason: string, iban: string): BuildResult {
  if (chosen.size === 0) return { ok: false, field: 'lines', message: WITHDRAWAL_MESSAGES.linesRequired };
  const account = iban.trim();
  if (account && !isValidIban(account))
    return { ok: false, field: 'iban', message: WITHDRAWAL_MESSAGES.ibanInvalid };
  return {
    ok: true,
    body: {
      productOrderIds: [...chosen],
      ...(reason.trim() ? { reason: reason.trim() } : {}),
      ...(account ? { iban: normalizeIban(account) } : {}),
    },
  };
}
