/**
 * Pickup slots (docs/harvest-calendar.md):
 *   - GET /v1/orders/producer/pickup-slots[?from=] (the farm; admins name it): each occurrence of its slots from
 *     a day on (today by default) for the checkout's window, with the orders collecting in it;
 *   - GET /v1/carts/pickup-slots (the consumer): per farm of the cart that publishes slots, the occurrences the
 *     checkout accepts (from the day its lines are ready), with the places left.
 */
import type { HarvestEndpoints } from '../../shared/contracts/harvest/contract.js';
import type { CartFarmSlots, FarmSlot } from '../../shared/contracts/harvest/entities.js';
import { SLOT_WINDOW_DAYS } from '../../shared/constants/calendar.js';
import { dispatchDateFor } from '../../shared/rules/calendar/dispatch.js';
import { occurrenceKey, slotOccurrences } from '../../shared/rules/calendar/pickup-slots.js';
import { orderReference } from '../../shared/rules/order-labels.js';
import { addDays, madridInstant, madridToday } from '../../shared/utils/madrid-time.js';
import { readCart } from '../carts/index.js';
import { readFarmDeliveries } from '../farms/index.js';
import { callerOf, readSlotBookings, readSlotLines, slotRefKey } from '../orders/index.js';
import { readShopShipping } from '../shop/index.js';
import type { Handler } from '../lib/http/types.js';
import { farmOf } from './picklist-routes.js';

export const getFarmSlots: Handler<HarvestEndpoints['farmSlots']> = async ({ principal, query }) => {
  const producerId = farmOf(principal, query.producerId);
  const from = query.from ?? madridToday(new Date());
  const to = addDays(from, SLOT_WINDOW_DAYS - 1);
  const [deliveries, lines] = await Promise.all([
    readFarmDeliveries([producerId], readShopShipping()),
    readSlotLines(producerId, from, to),
  ]);
  const delivery = deliveries.get(producerId);
  const slots = new Map<string, FarmSlot>();
  // Every occurrence of the day from its start (the farm sees the ones already begun too).
  for (const occurrence of slotOccurrences(
    delivery?.pickupSlots ?? [],
    delivery?.calendar ?? { holidays: [] },
    {
      from,
      days: SLOT_WINDOW_DAYS,
      now: new Date(madridInstant(from, '00:00').getTime() - 1),
    },
  )) {
    slots.set(occurrenceKey(occurrence.date, occurrence.from), { ...occurrence, taken: 0, orders: [] });
  }
  for (const line of lines) {
    const slot = line.pickupSlot;
    if (!slot) continue;
    const key = occurrenceKey(slot.date, slot.from);
    const entry = slots.get(key) ?? { ...slot, capacity: 0, taken: 0, orders: [] };
    const order = entry.orders.find((o) => o.orderId === line.orderId);
    if (order) order.units += line.quantity;
    else
      entry.orders.push({
        orderId: line.orderId,
        reference: orderReference(line.orderId),
        customer: line.buyerName ?? '',
        units: line.quantity,
      });
    entry.taken = entry.orders.length;
    slots.set(key, entry);
  }
  return {
    data: {
      slots: [...slots.values()].sort((a, b) => a.date.localeCompare(b.date) || a.from.localeCompare(b.from)),
    },
    headers: { 'cache-control': 'no-store' },
  };
};

export const getCartSlots: Handler<HarvestEndpoints['cartSlots']> = async ({ principal }) => {
  const userId = callerOf(principal).userId;
  const cart = await readCart(userId);
  const items = cart?.items ?? [];
  const farmIds = [...new Set(items.map((item) => item.product.producerId))];
  const deliveries = await readFarmDeliveries(farmIds, readShopShipping());
  const now = new Date();
  const farms: (CartFarmSlots & {
    occurrences: { date: string; from: string; to: string; capacity: number }[];
  })[] = [];
  for (const producerId of farmIds) {
    const delivery = deliveries.get(producerId);
    if (!delivery || delivery.pickupSlots.length === 0 || !delivery.terms.pickup) continue;
    const own = items.filter((item) => item.product.producerId === producerId);
    const readyOn = own
      .map((item) => dispatchDateFor(delivery.calendar, now, item.product.readyFrom))
      .reduce((latest, date) => (date > latest ? date : latest), '');
    farms.push({
      producerId,
      ...(own[0]?.product.producerName ? { producerName: own[0].product.producerName } : {}),
      readyOn,
      address: delivery.terms.pickup.address,
      slots: [],
      occurrences: slotOccurrences(delivery.pickupSlots, delivery.calendar, {
        from: readyOn,
        days: SLOT_WINDOW_DAYS,
        now,
      }),
    });
  }
  const bookings = await readSlotBookings(
    farms.flatMap((farm) => farm.occurrences.map((o) => ({ producerId: farm.producerId, ...o }))),
  );
  return {
    data: {
      farms: farms.map(({ occurrences, ...farm }) => ({
        ...farm,
        slots: occurrences.map((o) => ({
          ...o,
          left: Math.max(
            0,
            o.capacity - (bookings.get(slotRefKey({ producerId: farm.producerId, ...o })) ?? 0),
          ),
        })),
      })),
    },
    headers: { 'cache-control': 'no-store' },
  };
};
