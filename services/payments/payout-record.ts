/** Payout items (money-keys.ts paymentKeys.payout) and their way to the API's entity. */
import {
  PAYMENT_CURRENCY,
  PAYOUT_STATUSES,
  type Payout,
  type PayoutStatus,
} from '../../shared/contracts/payments/entities.js';
import { paymentKeys } from '../lib/data/money-keys.js';

export const PAYOUT_ENTITY = 'Payout';
type Item = Record<string, unknown>;

export function payoutItem(payout: Payout): Item {
  return {
    ...paymentKeys.payout(payout.id),
    ...paymentKeys.payoutIndexes(payout.producerId, payout.createdAt, payout.id),
    entity: PAYOUT_ENTITY,
    ...payout,
  };
}

const isStatus = (value: unknown): value is PayoutStatus =>
  typeof value === 'string' && (PAYOUT_STATUSES as readonly string[]).includes(value);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function toPayout(item: Item): Payout {
  return {
    id: String(item.id),
    producerId: String(item.producerId),
    producerName: String(item.producerName ?? ''),
    amount: Number(item.amount) || 0,
    currency: PAYMENT_CURRENCY,
    method: item.method === 'stripe_transfer' ? 'stripe_transfer' : 'bank_transfer',
    status: isStatus(item.status) ? item.status : 'pending',
    iban: text(item.iban),
    holder: text(item.holder),
    reference: text(item.reference),
    failure: text(item.failure),
    createdAt: String(item.createdAt ?? ''),
    paidAt: text(item.paidAt),
    batchId: text(item.batchId),
    exportedAt: text(item.exportedAt),
    cancelledAt: text(item.cancelledAt),
  };
}
