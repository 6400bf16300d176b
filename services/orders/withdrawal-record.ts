/**
 * A withdrawal as the order's partition keeps it (services/withdrawals writes it; every read of an order answers
 * it): `ORDER#<id>` / `WITHDRAWAL#<id>`, and while its refund is not made, in the open list (GSI2
 * `WITHDRAWALS#OPEN`, by its legal refund deadline) the overdue alarm reads.
 */
import {
  WITHDRAWAL_STATUSES,
  type Withdrawal,
  type WithdrawalLine,
  type WithdrawalStatus,
} from '../../shared/contracts/withdrawals/entities.js';
import { withdrawalKeys } from '../lib/data/keys.js';

type Item = Record<string, unknown>;

export const WITHDRAWAL_ENTITY = 'Withdrawal';

export interface StoredWithdrawal extends Withdrawal {
  consumerId: string;
  producerIds: string[];
  /** The refund the goods' receipt owed, once received (services/orders/payment). */
  refundIds?: string[];
}

export function withdrawalItem(withdrawal: StoredWithdrawal, open = true): Item {
  return {
    ...withdrawalKeys.item(withdrawal.orderId, withdrawal.id),
    ...(open ? withdrawalKeys.open(withdrawal.refundDueAt, withdrawal.id) : {}),
    entity: WITHDRAWAL_ENTITY,
    ...withdrawal,
  };
}

export const isWithdrawalItem = (item: Item | undefined): boolean =>
  !!item && item.entity === WITHDRAWAL_ENTITY && String(item.SK ?? '').startsWith('WITHDRAWAL#');

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

function toLine(value: unknown): WithdrawalLine {
  const line = (value ?? {}) as Item;
  return {
    productOrderId: text(line.productOrderId),
    name: text(line.name),
    quantity: Number(line.quantity) || 0,
    producerId: text(line.producerId),
    amount: Number(line.amount) || 0,
  };
}

export function toStoredWithdrawal(item: Item): StoredWithdrawal {
  const status: WithdrawalStatus = (WITHDRAWAL_STATUSES as readonly unknown[]).includes(item.status)
    ? (item.status as WithdrawalStatus)
    : 'requested';
  return {
    id: text(item.id),
    orderId: text(item.orderId),
    status,
    productOrderIds: strings(item.productOrderIds),
    refundAmount: Number(item.refundAmount) || 0,
    requestedAt: text(item.requestedAt),
    refundDueAt: text(item.refundDueAt),
    receivedAt: typeof item.receivedAt === 'string' ? item.receivedAt : null,
    ...(typeof item.reason === 'string' && item.reason ? { reason: item.reason } : {}),
    lines: Array.isArray(item.lines) ? item.lines.map(toLine) : [],
    ...(item.recordedBy === 'admin' ? { recordedBy: 'admin' as const } : {}),
    consumerId: text(item.consumerId),
    producerIds: strings(item.producerIds),
    ...(Array.isArray(item.refundIds) ? { refundIds: strings(item.refundIds) } : {}),
  };
}

/** What the API answers of a withdrawal (without whose it is: the order says that). */
export function toWithdrawal(item: Item): Withdrawal {
  const {
    consumerId: _consumer,
    producerIds: _producers,
    refundIds: _refunds,
    ...withdrawal
  } = toStoredWithdrawal(item);
  return withdrawal;
}

/** A farm's view of a withdrawal: only its own lines (never another farm's lines or amounts). */
export function farmWithdrawal(withdrawal: Withdrawal, producerId: string): Withdrawal | null {
  const lines = withdrawal.lines.filter((line) => line.producerId === producerId);
  if (lines.length === 0) return null;
  return {
    ...withdrawal,
    lines,
    productOrderIds: lines.map((line) => line.productOrderId),
    refundAmount: Math.round(lines.reduce((sum, line) => sum + line.amount * 100, 0)) / 100,
  };
}
