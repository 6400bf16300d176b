/**
 * The pickup slots' bookings (issue 32, docs/harvest-calendar.md): one item per occurrence of a farm's slot
 * (`PICKUP_SLOT#<producerId>`, `<date>#<from>`) holding the ids of the orders collecting in it (`orderIds`, a
 * string set). Checkout adds its order in its own transaction, conditioned on the set holding fewer orders
 * than the slot's capacity, so two buyers racing for the last place cannot both get it; a cancel removes the
 * order again (a set's DELETE: doing it twice changes nothing).
 */
import { batchGetItems } from '../lib/data/batch-get.js';
import type { BookedSlot } from '../../shared/rules/calendar/pickup-slots.js';
import { harvestKeys } from '../lib/data/selling-keys.js';
import { readEnv } from '../lib/env.js';
import type { TransactItem } from '../lib/data/transactions.js';
import type { Order, ProductOrder } from '../../shared/contracts/orders/entities.js';

export const SLOT_ENTITY = 'PickupSlotBookings';

type Item = Record<string, unknown>;

/** A slot occurrence of a farm: `{producerId, date, from}`. */
export interface SlotRef {
  producerId: string;
  date: string;
  from: string;
}

export const slotRefKey = (slot: SlotRef): string => `${slot.producerId}#${slot.date}#${slot.from}`;

/** The orders booked in a stored slot item. */
export const bookedOrders = (item: Item | undefined): string[] => {
  const ids = item?.orderIds;
  if (ids instanceof Set) return [...ids].filter((id): id is string => typeof id === 'string');
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
};

/** How many orders each of these slots holds now (strongly consistent; one BatchGetItem). */
export async function readSlotBookings(slots: readonly SlotRef[]): Promise<Map<string, number>> {
  const unique = [...new Map(slots.map((slot) => [slotRefKey(slot), slot])).values()];
  const counts = new Map(unique.map((slot) => [slotRefKey(slot), 0]));
  if (unique.length === 0) return counts;
  const items = await batchGetItems(
    readEnv().tableName,
    unique.map((slot) => harvestKeys.slot(slot.producerId, slot.date, slot.from)),
    { consistent: true, projection: 'PK, SK, orderIds', pauseMs: 20, leftover: 'skip' },
  );
  for (const item of items) {
    const producerId = String(item.PK).slice('PICKUP_SLOT#'.length);
    counts.set(`${producerId}#${String(item.SK)}`, bookedOrders(item).length);
  }
  return counts;
}

/**
 * An update of a slot's booking item that adds or takes out `orderId` (`#orderIds`, `:order`: a set of that one
 * id), with the rest of its expression, names and values.
 */
const slotUpdate = (
  tableName: string,
  producerId: string,
  slot: Pick<BookedSlot, 'date' | 'from'>,
  orderId: string,
  update: {
    expression: string;
    condition?: string;
    names?: Record<string, string>;
    values?: Record<string, unknown>;
  },
): TransactItem => ({
  Update: {
    TableName: tableName,
    Key: harvestKeys.slot(producerId, slot.date, slot.from),
    UpdateExpression: update.expression,
    ...(update.condition ? { ConditionExpression: update.condition } : {}),
    ExpressionAttributeNames: { '#orderIds': 'orderIds', ...update.names },
    ExpressionAttributeValues: { ':order': new Set([orderId]), ...update.values },
  },
});

/** The booking of `orderId` in a slot: added only while the slot holds fewer than `capacity` orders. */
export const slotBookingItem = (
  tableName: string,
  producerId: string,
  slot: BookedSlot & { capacity: number },
  orderId: string,
): TransactItem =>
  slotUpdate(tableName, producerId, slot, orderId, {
    expression:
      'ADD #orderIds :order SET entity = :entity, producerId = :producerId, #date = :date, #from = :from, #to = :to',
    condition: 'attribute_not_exists(#orderIds) OR size(#orderIds) < :capacity',
    names: { '#date': 'date', '#from': 'from', '#to': 'to' },
    values: {
      ':entity': SLOT_ENTITY,
      ':producerId': producerId,
      ':date': slot.date,
      ':from': slot.from,
      ':to': slot.to,
      ':capacity': slot.capacity,
    },
  });

/** The order's place in a slot given back (nothing when it holds none). */
export const slotReleaseItem = (
  tableName: string,
  producerId: string,
  slot: Pick<BookedSlot, 'date' | 'from'>,
  orderId: string,
): TransactItem =>
  slotUpdate(tableName, producerId, slot, orderId, { expression: 'DELETE #orderIds :order' });

/**
 * The slots given back by a change of an order's lines: a farm's place goes back when the change cancels the last
 * of that farm's lines still going (the consumer's cancel of the whole order gives every place back itself,
 * cancel-transaction.ts). `lines` are the order's lines after the change, `moved` the ids the change moved.
 */
export function slotReleasesAfterMoves(
  tableName: string,
  order: Pick<Order, 'id' | 'deliveries'>,
  lines: readonly Pick<ProductOrder, 'id' | 'producerId' | 'status'>[],
  moved: Pick<ReadonlySet<string>, 'has'>,
): TransactItem[] {
  return (order.deliveries ?? []).flatMap((delivery) => {
    if (!delivery.pickupSlot) return [];
    const farmLines = lines.filter((line) => line.producerId === delivery.producerId);
    const cancelledNow = farmLines.some((line) => moved.has(line.id) && line.status === 'cancelled');
    const allCancelled = farmLines.every((line) => line.status === 'cancelled');
    return cancelledNow && allCancelled
      ? [slotReleaseItem(tableName, delivery.producerId, delivery.pickupSlot, order.id)]
      : [];
  });
}
