/**
 * What `npm run bench:counters` prints about partitions (pure: rows in, lines out): the top partitions by write
 * units with their writes, units per order, busiest second, read units and the order rate at which each reaches
 * DynamoDB's per-partition limit; the hottest partition of each family; the top partitions by read units; the
 * item changes per order by key prefix.
 */
import {
  PARTITION_READ_UNITS_PER_SECOND,
  PARTITION_WRITE_UNITS_PER_SECOND,
  ordersPerSecondAt,
  type PartitionGroup,
  type PartitionRow,
} from './partition-tally.js';
import type { TappedChange } from './table-tap.js';

const FAMILIES: readonly PartitionGroup[] = ['stats counters', 'month shards', 'catalog', 'coupon', 'other'];

export function partitionLines(rows: readonly PartitionRow[], orders: number, top: number): string[] {
  const perOrder = (units: number) => units / Math.max(1, orders);
  const line = (row: PartitionRow) => {
    const unitsPerOrder = perOrder(row.writeUnits);
    const limit = Math.min(
      ordersPerSecondAt(unitsPerOrder, PARTITION_WRITE_UNITS_PER_SECOND),
      ordersPerSecondAt(perOrder(row.readUnits), PARTITION_READ_UNITS_PER_SECOND),
    );
    return [
      row.partition.slice(0, 48).padEnd(48),
      row.group.padEnd(14),
      String(row.writes).padStart(6),
      row.writeUnits.toFixed(0).padStart(7),
      unitsPerOrder.toFixed(2).padStart(7),
      `${row.peak.writes}/${row.peak.writeUnits.toFixed(0)}`.padStart(9),
      row.readUnits.toFixed(0).padStart(6),
      (Number.isFinite(limit) ? limit.toFixed(0) : '-').padStart(8),
    ].join(' ');
  };
  const lines = [
    '',
    `Top ${top} partitions by write units (per order = over ${orders} orders; peak = busiest second, writes/WCU)`,
    [
      'partition'.padEnd(48),
      'group'.padEnd(14),
      'writes'.padStart(6),
      'WCU'.padStart(7),
      'WCU/ord'.padStart(7),
      'peak w/u'.padStart(9),
      'RCU'.padStart(6),
      'ord/s@'.padStart(8),
    ].join(' '),
    ...rows.slice(0, top).map(line),
    '(ord/s@: orders per second at which the partition reaches 1,000 WCU/s or 3,000 RCU/s)',
    '',
    'By family (the hottest partition of each)',
  ];
  for (const family of FAMILIES) {
    const ofFamily = rows.filter((row) => row.group === family);
    const hottest = ofFamily[0];
    if (!hottest) continue;
    const units = ofFamily.reduce((sum, row) => sum + row.writeUnits, 0);
    const unitsPerOrder = perOrder(hottest.writeUnits);
    lines.push(
      `  ${family.padEnd(15)} ${String(ofFamily.length).padStart(4)} partitions, ${units.toFixed(0).padStart(6)} WCU; hottest ${hottest.partition} ${unitsPerOrder.toFixed(2)} WCU/order -> 1,000 WCU/s at ${ordersPerSecondAt(unitsPerOrder, PARTITION_WRITE_UNITS_PER_SECOND).toFixed(0)} orders/s`,
    );
  }
  lines.push('', 'Top 5 partitions by read units');
  for (const row of [...rows].sort((a, b) => b.readUnits - a.readUnits).slice(0, 5))
    lines.push(
      `  ${row.partition.padEnd(48)} ${row.reads} reads, ${row.readUnits.toFixed(1)} RCU (${perOrder(row.readUnits).toFixed(2)}/order) -> 3,000 RCU/s at ${ordersPerSecondAt(perOrder(row.readUnits), PARTITION_READ_UNITS_PER_SECOND).toFixed(0)} orders/s`,
    );
  return lines;
}

/** Item changes per order by the key's prefix (`STATS`, `MAIL`, `ORDER PO`...): inserted + modified or removed. */
export function changeKindsLine(
  changes: readonly Pick<TappedChange, 'pk' | 'sk' | 'eventName'>[],
  orders: number,
): string {
  const perOrder = (count: number) => (count / Math.max(1, orders)).toFixed(2);
  const kinds = new Map<string, { inserted: number; modified: number }>();
  for (const change of changes) {
    const kind = `${change.pk.split('#')[0]}${change.sk.startsWith('PO#') ? ' PO' : ''}`;
    const entry = kinds.get(kind) ?? { inserted: 0, modified: 0 };
    if (change.eventName === 'INSERT') entry.inserted += 1;
    else entry.modified += 1;
    kinds.set(kind, entry);
  }
  return `  per order    item changes by key prefix (inserted + modified or removed): ${[...kinds]
    .sort((a, b) => b[1].inserted + b[1].modified - a[1].inserted - a[1].modified)
    .map(([kind, entry]) => `${kind} ${perOrder(entry.inserted)}+${perOrder(entry.modified)}`)
    .join(', ')}`;
}
