/**
 * A farm's money (docs/payments.md, "Ledger"): the sum of its ledger, computed on every read, never stored.
 * The ledger is the farm's product orders (each recorded at checkout with the shop's commission and the farm's
 * net; marked paid when the order's money arrives) and its payouts. Pure: the reads are in ledger-store.ts.
 *
 *   line of a card or transfer order:  unpaid -> (paid) pending -> (delivered) available; cancelled: nothing
 *   line paid on delivery:              unpaid -> (delivered) collected: the farm took the money itself, so
 *                                       the shop owes it nothing and the shop's commission is taken off
 *                                       what is available
 *   a delivered line given back         returned: the shop gave the shopper its money back, so nothing is owed
 *   (a return, `returnedAt`):           for it; one the farm collected on delivery is owed to the shop whole
 *   payout:                             pending or paid: off the available figure; failed or cancelled: nothing
 *
 *   pendingAmount   = net of pending lines
 *   availableAmount = net of available lines - commission of collected lines - amount of returned lines the
 *                     farm collected - payouts (pending or paid)
 *   paidOutAmount   = payouts paid;  inPayoutAmount = payouts pending
 */
import {
  PAYMENT_CURRENCY,
  PAYMENT_METHODS,
  type BalanceBucket,
  type BalanceLine,
  type PaymentMethod,
  type Payout,
  type ProducerBalance,
} from '../../shared/contracts/payments/entities.js';
import { fromCents, toCents } from '../../shared/utils/money.js';

type Item = Record<string, unknown>;

const DELIVERED = new Set(['delivered', 'completed']);

const methodOf = (value: unknown): PaymentMethod =>
  typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value)
    ? (value as PaymentMethod)
    : 'cash_on_delivery';

/** Where a stored product order stands for its farm. */
export function bucketOf(item: Item): BalanceBucket {
  if (item.status === 'cancelled') return 'cancelled';
  const delivered = DELIVERED.has(String(item.status));
  if (delivered && typeof item.returnedAt === 'string') return 'returned';
  if (methodOf(item.paymentMethod) === 'cash_on_delivery') return delivered ? 'collected' : 'unpaid';
  if (item.paid !== true) return 'unpaid';
  return delivered ? 'available' : 'pending';
}

/**
 * A stored product order as a line of the balance (lines before commissions were recorded: none taken). A
 * cancelled line is neither charged a commission nor owed to the farm: both are 0.
 */
export function toBalanceLine(item: Item): BalanceLine {
  const amount = Number(item.totalPrice) || 0;
  const bucket = bucketOf(item);
  const hasSettlement = typeof item.net === 'number' && bucket !== 'cancelled';
  const product = (item.product ?? {}) as Item;
  return {
    productOrderId: String(item.id),
    orderId: String(item.orderId),
    productName: String(product.name ?? ''),
    quantity: Number(item.quantity) || 0,
    method: methodOf(item.paymentMethod),
    amount,
    commissionRate: hasSettlement ? Number(item.commissionRate) || 0 : 0,
    commission: hasSettlement ? Number(item.commission) || 0 : 0,
    net: bucket === 'cancelled' ? 0 : hasSettlement ? Number(item.net) : amount,
    bucket,
    createdAt: String(item.createdAt ?? ''),
  };
}

/** The balance of these lines and payouts. */
export function balanceOf(
  lines: readonly BalanceLine[],
  payouts: readonly Pick<Payout, 'amount' | 'status'>[],
  commissionRate: number,
): ProducerBalance {
  let pending = 0;
  let available = 0;
  let paidOut = 0;
  let inPayout = 0;
  for (const line of lines) {
    if (line.bucket === 'pending') pending += toCents(line.net);
    else if (line.bucket === 'available') available += toCents(line.net);
    else if (line.bucket === 'collected') available -= toCents(line.commission);
    // The farm kept the cash of a line it collected; the shop gave that money back to the shopper.
    else if (line.bucket === 'returned' && line.method === 'cash_on_delivery')
      available -= toCents(line.amount);
  }
  for (const payout of payouts) {
    if (payout.status === 'paid') paidOut += toCents(payout.amount);
    else if (payout.status === 'pending') inPayout += toCents(payout.amount);
  }
  return {
    currency: PAYMENT_CURRENCY,
    commissionRate,
    pendingAmount: fromCents(pending),
    availableAmount: fromCents(available - paidOut - inPayout),
    paidOutAmount: fromCents(paidOut),
    inPayoutAmount: fromCents(inPayout),
  };
}

/** The total of the payouts that count against the balance (pending or paid), in cents: the ledger head's. */
export const payoutTotalCents = (payouts: readonly Pick<Payout, 'amount' | 'status'>[]): number =>
  payouts
    .filter((payout) => payout.status === 'pending' || payout.status === 'paid')
    .reduce((sum, payout) => sum + toCents(payout.amount), 0);
