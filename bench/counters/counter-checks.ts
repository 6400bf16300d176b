/**
 * The checks of `npm run bench:counters`: every checkout placed, and no counter increment lost. The counters
 * read before and after the run (the shop's and each farm's day items, the coupon item) must have moved by exactly
 * what the placed orders add: orders, product orders and units per day (by each order's creation day), each farm's
 * orders and units, each product's units (`pu#<id>`), and the coupon's `usesCount` by the coupon orders.
 * Pure: prints each check and answers the failed ones.
 */
import { STATS_SHOP_SCOPE } from '../../services/lib/data/keys.js';
import type { Line, Product } from './shop-setup.js';

type Counters = ReadonlyMap<string, Record<string, unknown>>;

/** The key of a scope's day item in the `before`/`after` maps. */
export const dayEntry = (scope: string, day: string): string => `${scope}|${day}`;
export const COUPON_ENTRY = 'coupon';

export interface PlacedRun {
  consumers: number;
  /** Each placed order: its consumer's index and its creation day (yyyy-mm-dd). */
  placed: readonly { consumer: number; day: string }[];
  carts: readonly (readonly Line[])[];
  withCoupon: (consumer: number) => boolean;
  farms: readonly string[];
  shelf: readonly Product[];
  /** The days whose items were read (today, and tomorrow in case the run crosses midnight, UTC). */
  days: readonly string[];
}

export function checkCounters(
  run: PlacedRun,
  before: Counters,
  after: Counters,
  print: (line: string) => void = console.log,
): string[] {
  const failures: string[] = [];
  const check = (label: string, actual: number, expected: number) => {
    const ok = actual === expected;
    print(`  ${ok ? 'ok  ' : 'FAIL'} ${label}: ${actual} (expected ${expected})`);
    if (!ok) failures.push(label);
  };
  const delta = (entry: string, counter: string) =>
    Number(after.get(entry)?.[counter] ?? 0) - Number(before.get(entry)?.[counter] ?? 0);
  const units = (lines: readonly Line[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

  check('checkouts placed', run.placed.length, run.consumers);
  for (const [index, day] of run.days.entries()) {
    const placed = run.placed.filter((order) => order.day === day).map((order) => order.consumer);
    if (placed.length === 0 && index > 0) continue;
    const lines = placed.flatMap((consumer) => run.carts[consumer] ?? []);
    const shop = dayEntry(STATS_SHOP_SCOPE, day);
    check(`shop ${day} orders`, delta(shop, 'orders'), placed.length);
    check(`shop ${day} product orders`, delta(shop, 'productOrders'), lines.length);
    check(`shop ${day} units`, delta(shop, 'units'), units(lines));
    for (const farm of run.farms) {
      const ofFarm = lines.filter((line) => line.producerId === farm);
      const orders = placed.filter((consumer) =>
        run.carts[consumer]?.some((line) => line.producerId === farm),
      );
      check(`farm ${farm.slice(0, 8)} ${day} orders`, delta(dayEntry(farm, day), 'orders'), orders.length);
      check(`farm ${farm.slice(0, 8)} ${day} units`, delta(dayEntry(farm, day), 'units'), units(ofFarm));
    }
    for (const product of run.shelf) {
      const expected = units(lines.filter((line) => line.productId === product.productId));
      if (expected > 0)
        check(`shop ${day} units of ${product.name}`, delta(shop, `pu#${product.productId}`), expected);
    }
  }
  const couponOrders = run.placed.filter((order) => run.withCoupon(order.consumer)).length;
  check('coupon uses', delta(COUPON_ENTRY, 'usesCount'), couponOrders);
  return failures;
}
