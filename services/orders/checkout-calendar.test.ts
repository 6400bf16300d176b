import { describe, expect, it } from 'vitest';
import { line, productState } from '../carts/testing.js';
import type { FarmDelivery } from '../farms/index.js';
import { refusalOf } from '../lib/http/test-event.js';
import { chosenSlots, lineDates, preorderRefusal } from './checkout-calendar.js';

// Monday 30 November 2026, 10:00 in Madrid (09:00 UTC).
const NOW = new Date('2026-11-30T09:00:00.000Z');
const SCHEDULE = { cutoffWeekday: 2, cutoffTime: '18:00', dispatchWeekday: 5 };
const PICKUP = { address: 'Camino del Pozo 3, Lorca', hours: 'sábados por la mañana' };

const inStock = productState({ productId: 'p-1' });
const preorder = productState({
  productId: 'p-2',
  name: 'Pitahaya amarilla',
  availability: 'preorder',
  preorder: { readyFrom: '2026-12-15', closesAt: '2026-12-10T19:00:00.000Z' },
});
const products = new Map([
  [inStock.productId, inStock],
  [preorder.productId, preorder],
]);
const items = [line(inStock, 2), line(preorder, 1)];

function delivery(overrides: Partial<FarmDelivery> = {}): FarmDelivery {
  return {
    terms: { flatFee: 4.9, freeFrom: null, pickup: PICKUP },
    calendar: { schedule: SCHEDULE, holidays: [] },
    pickupSlots: [{ weekday: 6, from: '10:00', to: '12:00', capacity: 2 }],
    ...overrides,
  };
}

describe("the checkout's harvest calendar", () => {
  it('refuses a closed pre-order and one not open yet (409, naming the product), and lets an open one pass', () => {
    expect(preorderRefusal(items, products, NOW)).toBeNull();
    const closed = preorderRefusal(items, products, new Date('2026-12-10T19:00:00.000Z'));
    expect(closed?.statusCode).toBe(409);
    expect(closed?.message).toContain('«Pitahaya amarilla» ya están cerradas');
    const upcoming = new Map(products).set('p-2', {
      ...preorder,
      preorder: { ...preorder.preorder!, opensAt: '2026-12-01T09:00:00.000Z' },
    });
    expect(preorderRefusal(items, upcoming, NOW)?.message).toContain('aún no han abierto');
  });

  it("dates each line: the farm's next dispatch day after its cut-off, a pre-order its later ready date", () => {
    const dates = lineDates(items, products, new Map([['u-producer', delivery().calendar]]), NOW);
    expect(dates.get('line-p-1')).toEqual({ dispatchDate: '2026-12-04' });
    expect(dates.get('line-p-2')).toEqual({ readyFrom: '2026-12-15', dispatchDate: '2026-12-15' });
  });

  const dates = lineDates([items[0]!], products, new Map([['u-producer', delivery().calendar]]), NOW);
  const base = {
    pickupFrom: new Set(['u-producer']),
    items: [items[0]!],
    dates,
    deliveries: new Map([['u-producer', delivery()]]),
    bookings: new Map<string, number>(),
    now: NOW,
  };

  it('books the slot chosen when the farm offers it on that day, from the day the lines leave', () => {
    const slots = chosenSlots({
      ...base,
      chosen: [{ producerId: 'u-producer', date: '2026-12-05', from: '10:00' }],
    });
    expect(slots.get('u-producer')).toEqual({ date: '2026-12-05', from: '10:00', to: '12:00', capacity: 2 });
  });

  it('refuses a slot the farm does not offer, one before the lines are ready, and a missing one (422)', () => {
    for (const chosen of [
      { producerId: 'u-producer', date: '2026-12-05', from: '11:00' },
      { producerId: 'u-producer', date: '2026-12-06', from: '10:00' },
      // Saturday 28 November: before Friday 4 December, when the lines leave.
      { producerId: 'u-producer', date: '2026-11-28', from: '10:00' },
    ]) {
      const error = refusalOf(() => chosenSlots({ ...base, chosen: [chosen] }));
      expect(error.statusCode).toBe(422);
      expect(error.message).toContain('no ofrece esa franja');
    }
    expect(refusalOf(() => chosenSlots({ ...base, chosen: [] })).message).toBe(
      'Elige una franja para recoger tu pedido en Finca del Valle.',
    );
    const stranger = refusalOf(() =>
      chosenSlots({ ...base, chosen: [{ producerId: 'u-other', date: '2026-12-05', from: '10:00' }] }),
    );
    expect(stranger.statusCode).toBe(422);
  });

  it('refuses a full slot with 409', () => {
    const error = refusalOf(() =>
      chosenSlots({
        ...base,
        bookings: new Map([['u-producer#2026-12-05#10:00', 2]]),
        chosen: [{ producerId: 'u-producer', date: '2026-12-05', from: '10:00' }],
      }),
    );
    expect(error.statusCode).toBe(409);
    expect(error.message).toContain('se acaba de llenar');
  });
});
