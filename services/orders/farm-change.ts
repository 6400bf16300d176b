/**
 * A farm's change of its lines of one order (issue 23): what the fulfilment function writes on the order item
 * (`farmChange`) in the same transaction as the lines it moves, and what the events function reads back from
 * the stream to tell the consumer once per change (services/events/farm-change-notifications.ts) instead of
 * once per line. Each moved line carries the change's id (`changeId`), so the per-line notice knows to stay
 * quiet. Bounded: a farm has at most CART_MAX_LINES lines in an order.
 */
import { trackingOf, type ShipmentTracking } from '../../shared/constants/carriers.js';
import type { ProductOrder, ProductOrderStatus } from '../../shared/contracts/orders/entities.js';
import { PRODUCT_ORDER_STATUSES } from '../../shared/contracts/orders/entities.js';

export interface FarmChangeLine {
  id: string;
  name: string;
  quantity: number;
}

export interface FarmChange {
  /** Unique per change: the consumer's notice and e-mail ids derive from it. */
  id: string;
  producerId: string;
  producerName?: string;
  /** Who made it (the farm, or an admin for it). */
  by: string;
  at: string;
  to: ProductOrderStatus;
  notes?: string;
  tracking?: ShipmentTracking;
  lines: FarmChangeLine[];
}

/** The record of a change moving `lines` (as they were read) of one farm. */
export function farmChangeRecord(
  id: string,
  lines: readonly Pick<ProductOrder, 'id' | 'producerId' | 'producerName' | 'product' | 'quantity'>[],
  move: { to: ProductOrderStatus; at: string; by: string; notes?: string; tracking?: ShipmentTracking },
): FarmChange {
  const [first] = lines;
  if (!first) throw new Error('farmChangeRecord: no line');
  const producerName = first.producerName ?? first.product.producerName;
  return {
    id,
    producerId: first.producerId,
    ...(producerName ? { producerName } : {}),
    by: move.by,
    at: move.at,
    to: move.to,
    ...(move.notes ? { notes: move.notes } : {}),
    ...(move.tracking ? { tracking: move.tracking } : {}),
    lines: lines.map((line) => ({ id: line.id, name: line.product.name, quantity: line.quantity })),
  };
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The change an order image records, or null (none, or not well formed). */
export function farmChangeOf(value: unknown): FarmChange | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  const id = text(raw.id);
  const producerId = text(raw.producerId);
  const by = text(raw.by);
  const at = text(raw.at);
  const to = raw.to as ProductOrderStatus;
  if (!id || !producerId || !by || !at || !PRODUCT_ORDER_STATUSES.includes(to)) return null;
  const lines = (Array.isArray(raw.lines) ? raw.lines : []).flatMap((line): FarmChangeLine[] => {
    const entry = (line ?? {}) as Record<string, unknown>;
    const lineId = text(entry.id);
    return lineId
      ? [{ id: lineId, name: text(entry.name) ?? 'Un producto', quantity: Number(entry.quantity) || 0 }]
      : [];
  });
  if (lines.length === 0) return null;
  const tracking = trackingOf(raw.tracking);
  const producerName = text(raw.producerName);
  const notes = text(raw.notes);
  return {
    id,
    producerId,
    ...(producerName ? { producerName } : {}),
    by,
    at,
    to,
    ...(notes ? { notes } : {}),
    ...(tracking ? { tracking } : {}),
    lines,
  };
}
