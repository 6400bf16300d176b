import { describe, expect, it } from 'vitest';
import { contributionOf, counterDeltas, counterUpdates, type Contribution } from './order-counters.js';

type Item = Record<string, unknown>;

const CREATED = '2026-05-14T22:30:00.000Z';

const line = (fields: Item = {}): Item => ({
  PK: 'ORDER#o-1',
  SK: 'PO#po-1',
  entity: 'ProductOrder',
  id: 'po-1',
  orderId: 'o-1',
  productId: 'p-1',
  producerId: 'farm-a',
  quantity: 3,
  price: 2.3,
  totalPrice: 6.9,
  status: 'pending',
  createdAt: CREATED,
  ...fields,
});

const order = (fields: Item = {}): Item => ({
  PK: 'ORDER#o-1',
  SK: 'ORDER',
  entity: 'Order',
  id: 'o-1',
  status: 'pending',
  producerIds: ['farm-a', 'farm-b'],
  activeProducerIds: ['farm-a', 'farm-b'],
  totalPrice: 20,
  createdAt: CREATED,
  ...fields,
});

/** Deltas as plain objects: { 'PK|SK': { counter: value } }. */
const plain = (contribution: Contribution) =>
  Object.fromEntries(
    [...contribution.entries()].map(([id, entry]) => [id, Object.fromEntries(entry.counters)]),
  );

const A_DAY = 'STATS#PRODUCER#farm-a|DAY#2026-05-14';
const A_MONTH = 'STATS#PRODUCER#farm-a|MONTH#2026-05';
const B_DAY = 'STATS#PRODUCER#farm-b|DAY#2026-05-14';
const B_MONTH = 'STATS#PRODUCER#farm-b|MONTH#2026-05';
const SHOP_DAY = 'STATS#SHOP|DAY#2026-05-14';
const SHOP_MONTH = 'STATS#SHOP|MONTH#2026-05';
// The figure items of product p-1 (shop: shard 5 of 8 by the product's id; a farm: its one figure partition).
const A_P_DAY = 'STATS#PRODUCER#farm-a#FIGURES#0|DAY#2026-05-14#P#p-1';
const A_P_MONTH = 'STATS#PRODUCER#farm-a#FIGURES#0|MONTH#2026-05#P#p-1';
const SHOP_P_DAY = 'STATS#SHOP#FIGURES#5|DAY#2026-05-14#P#p-1';
const SHOP_P_MONTH = 'STATS#SHOP#FIGURES#5|MONTH#2026-05#P#p-1';

describe('order stats counters: product orders', () => {
  it('a new line counts in its producer and shop day and month, no running total (in cents, by UTC creation day)', () => {
    const deltas = plain(counterDeltas(undefined, line()));
    const counts = { productOrders: 1, 'st#pending': 1, units: 3, revenueCents: 690 };
    const figure = { revenueCents: 690, units: 3 };
    expect(deltas).toEqual({
      [A_DAY]: counts,
      [A_MONTH]: counts,
      [SHOP_DAY]: counts,
      [SHOP_MONTH]: counts,
      [A_P_DAY]: figure,
      [A_P_MONTH]: figure,
      [SHOP_P_DAY]: figure,
      [SHOP_P_MONTH]: figure,
    });
  });

  it("puts an order's counters in its shard of each scope, and a product's figures in its product's", () => {
    const other = line({ PK: 'ORDER#o-3', orderId: 'o-3', productId: 'p-2' });
    expect(Object.keys(plain(counterDeltas(undefined, other))).sort()).toEqual(
      [
        'STATS#PRODUCER#farm-a#2|DAY#2026-05-14',
        'STATS#PRODUCER#farm-a#2|MONTH#2026-05',
        'STATS#SHOP#6|DAY#2026-05-14',
        'STATS#SHOP#6|MONTH#2026-05',
        'STATS#PRODUCER#farm-a#FIGURES#0|DAY#2026-05-14#P#p-2',
        'STATS#PRODUCER#farm-a#FIGURES#0|MONTH#2026-05#P#p-2',
        'STATS#SHOP#FIGURES#4|DAY#2026-05-14#P#p-2',
        'STATS#SHOP#FIGURES#4|MONTH#2026-05#P#p-2',
      ].sort(),
    );
  });

  it("counts a line without a product in its farm's figure item of the shop", () => {
    const deltas = plain(counterDeltas(undefined, line({ productId: undefined })));
    expect(deltas['STATS#SHOP#FIGURES#7|DAY#2026-05-14#F#farm-a']).toEqual({ revenueCents: 690 });
    expect(Object.keys(deltas).filter((id) => id.includes('#P#'))).toEqual([]);
  });

  it('a status change moves one count from the old status to the new one, nothing else', () => {
    const deltas = plain(counterDeltas(line(), line({ status: 'organizing', updatedAt: 'later' })));
    const move = { 'st#pending': -1, 'st#organizing': 1 };
    expect(deltas).toEqual({
      [A_DAY]: move,
      [A_MONTH]: move,
      [SHOP_DAY]: move,
      [SHOP_MONTH]: move,
    });
  });

  it('a cancel also takes its units and revenue out of every bucket and top list', () => {
    const deltas = plain(counterDeltas(line({ status: 'ready_to_ship' }), line({ status: 'cancelled' })));
    expect(deltas[A_DAY]).toEqual({
      'st#ready_to_ship': -1,
      'st#cancelled': 1,
      units: -3,
      revenueCents: -690,
    });
    expect(deltas[SHOP_MONTH]).toMatchObject({ revenueCents: -690 });
    expect(deltas[SHOP_P_MONTH]).toEqual({ revenueCents: -690, units: -3 });
    expect(deltas[A_P_DAY]).toEqual({ revenueCents: -690, units: -3 });
    expect(deltas[A_MONTH]).toEqual({
      'st#ready_to_ship': -1,
      'st#cancelled': 1,
      units: -3,
      revenueCents: -690,
    });
  });

  it('a change that touches nothing counted writes nothing', () => {
    expect(counterDeltas(line(), line({ notes: 'Llamar antes', updatedAt: 'x' })).size).toBe(0);
  });

  it('a removed line takes everything it added away', () => {
    const added = plain(counterDeltas(undefined, line({ status: 'shipped' })));
    const removed = plain(counterDeltas(line({ status: 'shipped' }), undefined));
    for (const [id, counters] of Object.entries(added))
      expect(removed[id]).toEqual(
        Object.fromEntries(Object.entries(counters).map(([name, value]) => [name, -value])),
      );
  });

  it('ignores items that are neither orders nor product orders, and images without a date', () => {
    expect(counterDeltas(undefined, { PK: 'USER#x', SK: 'CART' }).size).toBe(0);
    expect(counterDeltas(undefined, line({ createdAt: undefined })).size).toBe(0);
  });
});

describe('order stats counters: money awaited, money in', () => {
  const card = (fields: Item = {}) => line({ paymentMethod: 'card', awaitingPayment: true, ...fields });
  const cash = (fields: Item = {}) =>
    line({ paymentMethod: 'cash_on_delivery', awaitingPayment: false, ...fields });

  it('an unpaid card line waits apart from the pending work and brings no revenue', () => {
    const deltas = plain(counterDeltas(undefined, card()));
    expect(deltas[A_DAY]).toEqual({ productOrders: 1, 'st#awaiting_payment': 1, units: 3 });
    expect(deltas[A_P_DAY]).toEqual({ units: 3 });
    expect(deltas[A_MONTH]).toEqual({ productOrders: 1, 'st#awaiting_payment': 1, units: 3 });
  });

  it('its payment moves it to the pending work and counts its revenue', () => {
    const deltas = plain(counterDeltas(card(), card({ awaitingPayment: false, paid: true })));
    expect(deltas[A_DAY]).toEqual({
      'st#awaiting_payment': -1,
      'st#pending': 1,
      revenueCents: 690,
    });
    expect(deltas[SHOP_DAY]).toMatchObject({ revenueCents: 690 });
    expect(deltas[SHOP_P_DAY]).toEqual({ revenueCents: 690 });
  });

  it('an unpaid line cancelled (the deadline passed) takes away only what it added', () => {
    const deltas = plain(counterDeltas(card(), card({ status: 'cancelled' })));
    expect(deltas[A_DAY]).toEqual({ 'st#awaiting_payment': -1, 'st#cancelled': 1, units: -3 });
    expect(deltas[A_P_MONTH]).toEqual({ units: -3 });
  });

  it('a pay-on-delivery line is work at once and its revenue counts once delivered (collected)', () => {
    expect(plain(counterDeltas(undefined, cash()))[A_DAY]).toEqual({
      productOrders: 1,
      'st#pending': 1,
      units: 3,
    });
    const delivered = plain(counterDeltas(cash({ status: 'shipped' }), cash({ status: 'delivered' })));
    expect(delivered[A_DAY]).toEqual({ 'st#shipped': -1, 'st#delivered': 1, revenueCents: 690 });
    expect(delivered[SHOP_P_DAY]).toEqual({ revenueCents: 690 });
  });

  it('a line stored before the rule keeps the one it was counted with (revenue while not cancelled)', () => {
    const old = line({ paymentMethod: 'card' });
    // The payment arriving sets awaitingPayment false on it: nothing moves.
    expect(plain(counterDeltas(old, { ...old, awaitingPayment: false, paid: true }))).toEqual({});
  });

  it('summing the deltas of a card line through payment and delivery gives its last image', () => {
    const steps = [
      card(),
      card({ awaitingPayment: false, paid: true }),
      card({ awaitingPayment: false, paid: true, status: 'organizing' }),
      card({ awaitingPayment: false, paid: true, status: 'delivered' }),
    ];
    const sum = new Map<string, Map<string, number>>();
    let previous: Item | undefined;
    for (const step of steps) {
      for (const [id, entry] of counterDeltas(previous, step)) {
        const target = sum.get(id) ?? new Map<string, number>();
        for (const [name, value] of entry.counters) target.set(name, (target.get(name) ?? 0) + value);
        sum.set(id, target);
      }
      previous = step;
    }
    const last = plain(contributionOf(steps.at(-1)));
    for (const [id, counters] of sum) {
      const nonZero = Object.fromEntries([...counters].filter(([, value]) => value !== 0));
      expect(nonZero).toEqual(last[id]);
    }
  });
});

describe('order stats counters: orders', () => {
  it('a new order counts once in the shop and once for each of its producers', () => {
    expect(plain(counterDeltas(undefined, order()))).toEqual({
      [SHOP_DAY]: { orders: 1, 'ost#pending': 1 },
      [SHOP_MONTH]: { orders: 1, 'ost#pending': 1 },
      [A_DAY]: { orders: 1 },
      [A_MONTH]: { orders: 1 },
      [B_DAY]: { orders: 1 },
      [B_MONTH]: { orders: 1 },
    });
  });

  it('stops counting for a producer whose lines are all cancelled; the shop still counts it', () => {
    expect(plain(counterDeltas(order(), order({ activeProducerIds: ['farm-b'] })))).toEqual({
      [A_DAY]: { orders: -1 },
      [A_MONTH]: { orders: -1 },
    });
  });

  it('a cancelled order leaves the shop count and every producer count; its status count moves', () => {
    expect(plain(counterDeltas(order(), order({ status: 'cancelled', activeProducerIds: [] })))).toEqual({
      [SHOP_DAY]: { orders: -1, 'ost#pending': -1, 'ost#cancelled': 1 },
      [SHOP_MONTH]: { orders: -1, 'ost#pending': -1, 'ost#cancelled': 1 },
      [A_DAY]: { orders: -1 },
      [A_MONTH]: { orders: -1 },
      [B_DAY]: { orders: -1 },
      [B_MONTH]: { orders: -1 },
    });
  });

  it('reads orders written before activeProducerIds existed from producerIds and the status', () => {
    const legacy = order({ activeProducerIds: undefined });
    expect(
      plain(counterDeltas(legacy, order({ status: 'cancelled', activeProducerIds: [] })))[B_DAY],
    ).toEqual({
      orders: -1,
    });
  });

  it('stays within one transaction for an order of 40 producers (82 updates + the marker)', () => {
    const producers = Array.from({ length: 40 }, (_, index) => `farm-${index}`);
    const updates = counterUpdates(
      counterDeltas(undefined, order({ producerIds: producers, activeProducerIds: producers })),
      't',
      CREATED,
    );
    expect(updates).toHaveLength(82);
  });
});

describe('counter updates', () => {
  /** What an update SETs and ADDs, by attribute name. */
  const assignments = (update: {
    ExpressionAttributeNames: Record<string, string>;
    ExpressionAttributeValues: Record<string, unknown>;
  }) =>
    Object.fromEntries(
      Object.entries(update.ExpressionAttributeNames).map(([alias, name]) => [
        name,
        update.ExpressionAttributeValues[alias.replace('#', ':')],
      ]),
    );

  it('ADD every delta of a bucket in one UpdateItem that also labels the bucket', () => {
    const updates = counterUpdates(counterDeltas(line(), line({ status: 'cancelled' })), 'table', 'now');
    expect(updates).toHaveLength(8);
    const day = updates.find(
      (update) =>
        update.Update.Key.PK === 'STATS#PRODUCER#farm-a' && update.Update.Key.SK === 'DAY#2026-05-14',
    );
    expect(day?.Update).toMatchObject({ TableName: 'table', ExpressionAttributeValues: { ':at': 'now' } });
    expect(day?.Update.UpdateExpression).toBe(
      'SET #f0 = :f0, #f1 = :f1, #f2 = :f2, #f3 = :f3, updatedAt = :at ' +
        'ADD #c0 :c0, #c1 :c1, #c2 :c2, #c3 :c3',
    );
    expect(assignments(day!.Update)).toEqual({
      entity: 'OrderStats',
      scope: 'farm-a',
      bucketKind: 'DAY',
      bucket: '2026-05-14',
      revenueCents: -690,
      'st#cancelled': 1,
      'st#pending': -1,
      units: -3,
    });
  });

  it("ADDs a product's figures to its own small item, naming the product (and, in the shop's, its farm)", () => {
    const updates = counterUpdates(counterDeltas(undefined, line()), 'table', 'now');
    const shop = updates.find(
      (update) =>
        update.Update.Key.SK === 'DAY#2026-05-14#P#p-1' && update.Update.Key.PK.startsWith('STATS#SHOP'),
    );
    expect(shop?.Update.Key.PK).toBe('STATS#SHOP#FIGURES#5');
    expect(shop?.Update.UpdateExpression).toBe('SET #f0 = :f0, #f1 = :f1, #f2 = :f2 ADD #c0 :c0, #c1 :c1');
    expect(assignments(shop!.Update)).toEqual({
      entity: 'OrderStatsFigure',
      productId: 'p-1',
      producerId: 'farm-a',
      revenueCents: 690,
      units: 3,
    });
    const farm = updates.find(
      (update) =>
        update.Update.Key.PK === 'STATS#PRODUCER#farm-a#FIGURES#0' &&
        update.Update.Key.SK === 'MONTH#2026-05#P#p-1',
    );
    expect(assignments(farm!.Update)).toEqual({
      entity: 'OrderStatsFigure',
      productId: 'p-1',
      revenueCents: 690,
      units: 3,
    });
  });

  it('summing the deltas of a line through its life gives what its last image contributes', () => {
    const steps = ['pending', 'organizing', 'ready_to_ship', 'cancelled'].map((status) => line({ status }));
    const sum: Contribution = new Map();
    let previous: Item | undefined;
    for (const step of steps) {
      for (const [id, entry] of counterDeltas(previous, step)) {
        const target = sum.get(id) ?? { bucket: entry.bucket, counters: new Map<string, number>() };
        for (const [name, value] of entry.counters)
          target.counters.set(name, (target.counters.get(name) ?? 0) + value);
        sum.set(id, target);
      }
      previous = step;
    }
    for (const entry of sum.values())
      for (const [name, value] of entry.counters) if (value === 0) entry.counters.delete(name);
    for (const [id, entry] of sum) if (entry.counters.size === 0) sum.delete(id);
    expect(plain(sum)).toEqual(plain(contributionOf(steps.at(-1))));
  });
});
