/**
 * Where a journey's write units go (`npm run bench:writes`, docs/cost.md): each item change the table's stream
 * carried (both images) priced as DynamoDB bills it (bench/counters/partition-tally.ts `changeWrites`: the table
 * write, one write per index entry put, rewritten or removed, one unit per started KB), a table write made in a
 * transaction counted twice, grouped by the item's kind (its key prefixes: `ORDER · PO`, `STATS FIGURES · DAY`).
 * Pure: the bench gives it the changes and which partitions were written in transactions.
 */
import { TABLE_DESIGN } from '../../services/lib/data/table-design.js';
import { itemSize, type Image } from '../counters/item-size.js';
import { changeWrites, type ItemChange } from '../counters/partition-tally.js';

export interface KeyedChange extends ItemChange {
  pk: string;
  sk: string;
}

export interface BreakdownRow {
  /** The item's kind: the first segment of its PK and of its SK (`USER · NOTIFICATION`). */
  kind: string;
  /** Item changes (puts, updates, deletes). */
  changes: number;
  /** Table write units, transactional ones twice. */
  table: number;
  /** Write units per index (GSI1..GSI6). */
  indexes: Record<string, number>;
  total: number;
  /** The items' size after the change (bytes, DynamoDB's rule), summed. */
  bytes: number;
}

const INDEX_NAMES = TABLE_DESIGN.globalIndexes.map((index) => index.indexName);

/** `ORDER#1#PO#2`'s first segment; the stats' figure partitions apart from their counters. */
export function kindOf(pk: string, sk: string): string {
  const first = (key: string) => {
    const segment = key.split('#')[0] ?? key;
    return /^\d{4}-\d{2}/.test(segment) ? '<time>' : segment;
  };
  const pkKind = pk.includes('#FIGURES#') ? `${first(pk)} FIGURES` : first(pk);
  return `${pkKind} · ${first(sk)}`;
}

/**
 * The rows, most units first. `transactionalShare(pk)`: the share (0..1) of the writes to that partition that
 * were part of a transaction (from the requests: a stream record does not say).
 */
export function writeBreakdown(
  changes: readonly KeyedChange[],
  transactionalShare: (pk: string) => number,
): BreakdownRow[] {
  const rows = new Map<string, BreakdownRow>();
  for (const change of changes) {
    const kind = kindOf(change.pk, change.sk);
    const row =
      rows.get(kind) ??
      ({
        kind,
        changes: 0,
        table: 0,
        indexes: Object.fromEntries(INDEX_NAMES.map((name) => [name, 0])),
        total: 0,
        bytes: 0,
      } satisfies BreakdownRow);
    row.changes += 1;
    row.bytes += itemSize(change.newImage as Image | undefined);
    for (const write of changeWrites(change)) {
      const units = write.index === 'table' ? write.units * (1 + transactionalShare(change.pk)) : write.units;
      if (write.index === 'table') row.table += units;
      else row.indexes[write.index] = (row.indexes[write.index] ?? 0) + units;
      row.total += units;
    }
    rows.set(kind, row);
  }
  return [...rows.values()].sort((a, b) => b.total - a.total || a.kind.localeCompare(b.kind));
}

/** The rows as a Markdown table (units per journey: divided by `runs`). */
export function breakdownTable(rows: readonly BreakdownRow[], runs = 1): string {
  const fmt = (value: number) => {
    const mean = value / runs;
    return Number.isInteger(mean) ? String(mean) : mean.toFixed(1);
  };
  const header = ['item (PK · SK)', 'changes', 'table', ...INDEX_NAMES, 'total', 'bytes after'];
  const lines = [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`];
  const sum: BreakdownRow = {
    kind: '**all**',
    changes: 0,
    table: 0,
    indexes: Object.fromEntries(INDEX_NAMES.map((name) => [name, 0])),
    total: 0,
    bytes: 0,
  };
  for (const row of rows) {
    sum.changes += row.changes;
    sum.table += row.table;
    sum.total += row.total;
    sum.bytes += row.bytes;
    for (const name of INDEX_NAMES) sum.indexes[name] = (sum.indexes[name] ?? 0) + (row.indexes[name] ?? 0);
  }
  for (const row of [...rows, sum])
    lines.push(
      `| ${[
        row.kind,
        fmt(row.changes),
        fmt(row.table),
        ...INDEX_NAMES.map((name) => fmt(row.indexes[name] ?? 0)),
        fmt(row.total),
        fmt(row.bytes),
      ].join(' | ')} |`,
    );
  return lines.join('\n');
}
