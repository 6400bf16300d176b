/**
 * The local restore drill: export the table (DYNAMODB_JSON, gzip, as AWS's export writes it), restore the export
 * into a new table with the same keys and indexes, and prove nothing was lost: the figures (counts per kind,
 * orders and their money, product orders per status, stock, refunds, payouts, invoices, a digest of every item)
 * of the table as exported, of the export file read back and of the restored table must all be equal.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { compareFigures, figuresOf, type FigureDifference, type TableFigures } from './figures.js';
import { readExportFile, writeExportFile } from './export-file.js';
import { createTableLike, deleteTable, scanAll, writeItems } from './table-copy.js';

export interface LocalDrillOptions {
  client: DynamoDBClient;
  tableName: string;
  /** Folder for the export (data.json.gz and manifest.json). */
  exportDir: string;
  /** Name of the restored table (default `<table>-restored-<time>`). */
  targetTable?: string;
  /** Keep the restored table (default: deleted after the check). */
  keep?: boolean;
  now?: () => Date;
}

export interface LocalDrillResult {
  tableName: string;
  targetTable: string;
  exportFile: string;
  before: TableFigures;
  exported: TableFigures;
  restored: TableFigures;
  /** Differences of the export file, then of the restored table, against the table as exported. */
  differences: { exportFile: FigureDifference[]; restored: FigureDifference[] };
  timings: { exportMs: number; restoreMs: number; checkMs: number };
  ok: boolean;
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').toLowerCase();

async function* fromArray<T>(items: readonly T[]): AsyncGenerator<T> {
  for (const item of items) yield item;
}

export async function runLocalDrill(options: LocalDrillOptions): Promise<LocalDrillResult> {
  const { client, tableName } = options;
  const now = (options.now ?? (() => new Date()))();
  const targetTable = options.targetTable ?? `${tableName}-restored-${stamp(now)}`;
  mkdirSync(options.exportDir, { recursive: true });
  const exportFile = join(options.exportDir, 'data.json.gz');

  let started = performance.now();
  const items = await scanAll(client, tableName);
  const before = figuresOf(items);
  await writeExportFile(exportFile, fromArray(items));
  writeFileSync(
    join(options.exportDir, 'manifest.json'),
    `${JSON.stringify({ tableName, exportTime: now.toISOString(), exportFormat: 'DYNAMODB_JSON', itemCount: before.items, figures: before }, null, 2)}\n`,
  );
  const exportMs = performance.now() - started;

  const exportedItems = [];
  for await (const item of readExportFile(exportFile)) exportedItems.push(item);
  const exported = figuresOf(exportedItems);

  started = performance.now();
  await createTableLike(client, tableName, targetTable);
  await writeItems(client, targetTable, readExportFile(exportFile));
  const restoreMs = performance.now() - started;

  started = performance.now();
  const restored = figuresOf(await scanAll(client, targetTable));
  const differences = {
    exportFile: compareFigures(before, exported),
    restored: compareFigures(before, restored),
  };
  const checkMs = performance.now() - started;
  if (!options.keep) await deleteTable(client, targetTable);
  return {
    tableName,
    targetTable,
    exportFile,
    before,
    exported,
    restored,
    differences,
    timings: { exportMs, restoreMs, checkMs },
    ok: differences.exportFile.length === 0 && differences.restored.length === 0 && before.items > 0,
  };
}

const euros = (cents: number) => (cents / 100).toFixed(2);

/** The drill's report for a person: the figures side by side and the verdict. */
export function drillReport(result: LocalDrillResult): string {
  const row = (name: string, a: string | number, b: string | number) =>
    `  ${name.padEnd(28)} ${String(a).padStart(14)} ${String(b).padStart(14)}${a === b ? '' : '   <-- differs'}`;
  const { before, restored } = result;
  const lines = [
    `Restore drill: ${result.tableName} -> ${result.targetTable}`,
    `  export: ${result.exportFile} (${before.items} items, ${Math.round(result.timings.exportMs)} ms); restore ${Math.round(result.timings.restoreMs)} ms; check ${Math.round(result.timings.checkMs)} ms`,
    `  ${'figure'.padEnd(28)} ${'before'.padStart(14)} ${'restored'.padStart(14)}`,
    row('items', before.items, restored.items),
    row('orders', before.orders.count, restored.orders.count),
    row('orders total (EUR)', euros(before.orders.cents), euros(restored.orders.cents)),
    row('product orders', before.productOrders.count, restored.productOrders.count),
    row('product orders total (EUR)', euros(before.productOrders.cents), euros(restored.productOrders.cents)),
    row('products', before.products.count, restored.products.count),
    row('stock (units)', before.products.stock, restored.products.stock),
    row('refunds (EUR)', euros(before.refunds.cents), euros(restored.refunds.cents)),
    row('payouts (EUR)', euros(before.payouts.cents), euros(restored.payouts.cents)),
    row('invoices (EUR)', euros(before.invoices.cents), euros(restored.invoices.cents)),
    row('digest', before.digest.slice(0, 12), restored.digest.slice(0, 12)),
  ];
  const all = [...result.differences.exportFile, ...result.differences.restored];
  lines.push(
    result.ok
      ? 'OK: nothing was lost (every figure and every item equal).'
      : `FAILED: ${all.length} difference(s): ${all
          .slice(0, 10)
          .map((d) => `${d.figure} ${String(d.before)} -> ${String(d.after)}`)
          .join('; ')}`,
  );
  return lines.join('\n');
}
