/**
 * Which lines of an order a consumer may withdraw from, and until when (TRLGDCU arts. 102-105; docs/legal.md):
 *   - a line cancelled, already withdrawn from, or exempt (its `product.withdrawal` as the checkout showed it,
 *     TRLGDCU art. 103) cannot be;
 *   - the 14 days run from the delivery; for an order delivered in several parcels, from the last one (art.
 *     104.b). While a live line is not delivered, the period has not started: every live line may be withdrawn
 *     from, delivered or not (a consumer may withdraw before delivery);
 *   - the days run from the day after the delivery and the last day counts whole, in Spain's calendar: until
 *     23:59:59 of the 14th day after the delivery; a last day that is a Saturday, a Sunday or a national
 *     public holiday moves to the next working day (Reg. 1182/71 arts. 3.1 and 3.4, spain-working-days.ts).
 * Pure: the withdrawals service, the /desistimiento page and the order pages read the same rule.
 */
import { WITHDRAWAL_DAYS, isWithdrawalClass, type WithdrawalExemption } from '../constants/legal-facts.js';
import { addDays, nextWorkingDay } from './spain-working-days.js';

export interface RuleLine {
  id: string;
  status: string;
  product: { name?: string; withdrawal?: unknown };
  history?: readonly { status: string; at: string }[];
  /** The withdrawal that already took the line. */
  withdrawalId?: string;
  updatedAt?: string;
}

const TIME_ZONE = 'Europe/Madrid';

/** The calendar day (YYYY-MM-DD) of an instant in Spain. */
export const spainDay = (iso: string): string =>
  new Date(iso).toLocaleDateString('sv-SE', { timeZone: TIME_ZONE });

/** The instant Spain's day `day` (YYYY-MM-DD) begins. */
export function startOfSpainDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // Spain is UTC+1 or UTC+2: the day starts at 22:00 or 23:00 UTC of the day before.
  for (const hours of [1, 2]) {
    const candidate = new Date(Date.UTC(year, month - 1, date) - hours * 3_600_000);
    const local = candidate.toLocaleString('sv-SE', { timeZone: TIME_ZONE });
    if (local === `${day} 00:00:00`) return candidate;
  }
  return new Date(Date.UTC(year, month - 1, date));
}

/** When a line was delivered (its last step to `delivered`), or null. */
export function deliveredAt(line: RuleLine): string | null {
  const entries = (line.history ?? []).filter((entry) => entry.status === 'delivered');
  if (entries.length > 0) return entries.at(-1)?.at ?? null;
  return line.status === 'delivered' ? (line.updatedAt ?? null) : null;
}

const live = (line: RuleLine) => line.status !== 'cancelled';

/**
 * The moment the period ends (the first instant past its last day), or null while it has not started (a live
 * line not delivered yet) or when nothing was delivered.
 */
export function withdrawalPeriodEnd(lines: readonly RuleLine[]): Date | null {
  const alive = lines.filter(live);
  if (alive.length === 0 || alive.some((line) => line.status !== 'delivered')) return null;
  const last = alive
    .map(deliveredAt)
    .filter((at): at is string => at !== null)
    .sort()
    .at(-1);
  if (!last) return null;
  const lastDay = nextWorkingDay(addDays(spainDay(last), WITHDRAWAL_DAYS));
  return startOfSpainDay(addDays(lastDay, 1));
}

/** The last day to withdraw (YYYY-MM-DD, Spain), or null while the period has not started. */
export function withdrawalLastDay(lines: readonly RuleLine[]): string | null {
  const end = withdrawalPeriodEnd(lines);
  return end ? spainDay(new Date(end.getTime() - 1).toISOString()) : null;
}

export type LineRefusal =
  | { kind: 'cancelled' }
  | { kind: 'withdrawn' }
  | { kind: 'exempt'; exemption: WithdrawalExemption }
  | { kind: 'expired'; lastDay: string };

/** Why a consumer may not withdraw from `line` of an order with `lines` at `now`, or null when they may. */
export function lineRefusal(line: RuleLine, lines: readonly RuleLine[], now: Date): LineRefusal | null {
  if (line.status === 'cancelled') return { kind: 'cancelled' };
  if (line.withdrawalId) return { kind: 'withdrawn' };
  const withdrawal = line.product.withdrawal;
  // A line ordered before the rights were recorded keeps the right (its consumer was told of no exemption).
  if (isWithdrawalClass(withdrawal) && withdrawal !== 'allowed')
    return { kind: 'exempt', exemption: withdrawal };
  const end = withdrawalPeriodEnd(lines);
  if (end && now.getTime() >= end.getTime())
    return { kind: 'expired', lastDay: withdrawalLastDay(lines) as string };
  return null;
}

const PAID = new Set(['paid', 'partially_refunded', 'refund_pending']);

/**
 * What the consumer paid for a line and gets back when they withdraw from it (TRLGDCU art. 107.1: the goods and
 * their share of the standard shipping, the line's `totalPrice`): nothing for a line not paid yet (a card or
 * transfer order whose money has not arrived, a pay-on-delivery line not delivered: nothing was collected).
 */
export function paidForLine(
  payment: { method: string; status: string },
  line: { status: string; totalPrice: number },
): number {
  if (payment.method === 'cash_on_delivery') return line.status === 'delivered' ? line.totalPrice : 0;
  return PAID.has(payment.status) ? line.totalPrice : 0;
}

/** The lines a consumer may withdraw from now. */
export const withdrawableLines = <L extends RuleLine>(lines: readonly L[], now: Date): L[] =>
  lines.filter((line) => lineRefusal(line, lines, now) === null);
