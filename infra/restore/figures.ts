/**
 * What a restore must keep, worked out from a table's items as DynamoDB stores them (AttributeValue maps, the
 * lines of an export): the count of every kind of item, the business totals a person would check by hand
 * (orders and their money, product orders per status, the stock of every product (its stock item's when it has
 * one: services/products/product-stock.ts), refunds, payouts, invoices),
 * and a digest of every item in a canonical form, so "nothing was lost" means equal to the bit, not only equal
 * counts. Pure: the drill computes it on the export and again on the restored table.
 */
import { createHash } from 'node:crypto';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';

export type StoredItem = Record<string, AttributeValue>;

interface MoneyCount {
  count: number;
  /** Sum in cents (money is stored in euros with two decimals). */
  cents: number;
}

export interface TableFigures {
  items: number;
  /** Items per kind: the sort key up to its first '#' (ORDER, PO, PRODUCT, PROFILE, INVOICE, ...). */
  kinds: Record<string, number>;
  orders: MoneyCount;
  productOrders: MoneyCount & { byStatus: Record<string, number> };
  products: { count: number; stock: number };
  refunds: MoneyCount;
  payouts: MoneyCount;
  invoices: MoneyCount;
  /** sha256 of every item in canonical form, sorted by key. */
  digest: string;
}

const text = (value: AttributeValue | undefined): string | undefined => value?.S;
const number = (value: AttributeValue | undefined): number => (value?.N === undefined ? 0 : Number(value.N));
const cents = (value: AttributeValue | undefined): number => Math.round(number(value) * 100);

/** The item's kind: its sort key up to the first '#'. */
export function kindOf(item: StoredItem): string {
  const sortKey = text(item.SK) ?? '';
  const hash = sortKey.indexOf('#');
  return hash === -1 ? sortKey : sortKey.slice(0, hash);
}

/** A stable text for an AttributeValue tree: map keys sorted, set members sorted, binary as base64. */
export function canonical(value: AttributeValue | StoredItem): string {
  const record = value as Record<string, unknown>;
  const parts = Object.keys(record)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalPart(key, record[key])}`);
  return `{${parts.join(',')}}`;
}

function canonicalPart(type: string, part: unknown): string {
  if (part instanceof Uint8Array) return JSON.stringify(Buffer.from(part).toString('base64'));
  if (type === 'SS' || type === 'NS') return JSON.stringify([...(part as string[])].sort());
  if (type === 'BS')
    return JSON.stringify(
      (part as Uint8Array[]).map((entry) => Buffer.from(entry).toString('base64')).sort(),
    );
  if (type === 'L') return `[${(part as AttributeValue[]).map((entry) => canonical(entry)).join(',')}]`;
  if (type === 'M') return canonical(part as StoredItem);
  if (part !== null && typeof part === 'object') return canonical(part as StoredItem);
  return JSON.stringify(part);
}

const increment = (record: Record<string, number>, key: string, by = 1) => {
  record[key] = (record[key] ?? 0) + by;
};

export function figuresOf(items: Iterable<StoredItem>): TableFigures {
  const figures: TableFigures = {
    items: 0,
    kinds: {},
    orders: { count: 0, cents: 0 },
    productOrders: { count: 0, cents: 0, byStatus: {} },
    products: { count: 0, stock: 0 },
    refunds: { count: 0, cents: 0 },
    payouts: { count: 0, cents: 0 },
    invoices: { count: 0, cents: 0 },
    digest: '',
  };
  const lines: string[] = [];
  for (const item of items) {
    figures.items += 1;
    const kind = kindOf(item);
    increment(figures.kinds, kind);
    lines.push(`${text(item.PK) ?? ''}\u0000${text(item.SK) ?? ''}\u0000${canonical(item)}`);
    if (kind === 'ORDER' && text(item.PK)?.startsWith('ORDER#')) {
      figures.orders.count += 1;
      figures.orders.cents += cents(item.totalPrice);
    } else if (kind === 'PO' && text(item.PK)?.startsWith('ORDER#')) {
      figures.productOrders.count += 1;
      figures.productOrders.cents += cents(item.totalPrice);
      increment(figures.productOrders.byStatus, text(item.status) ?? '');
    } else if (kind === 'PRODUCT' && text(item.PK)?.startsWith('PRODUCT#')) {
      figures.products.count += 1;
      // A product whose stock is apart counts its stock item's units (its own figure is what a card shows).
      if (item.stockApart?.BOOL !== true) figures.products.stock += number(item.stock);
    } else if (kind === 'STOCK' && text(item.PK)?.startsWith('PRODUCT#')) {
      figures.products.stock += number(item.stock);
    } else if (kind === 'REFUND') {
      figures.refunds.count += 1;
      figures.refunds.cents += cents(item.amount);
    } else if (kind === 'PAYOUT' && text(item.PK)?.startsWith('PAYOUT#')) {
      figures.payouts.count += 1;
      figures.payouts.cents += cents(item.amount);
    } else if (kind === 'INVOICE' && text(item.PK)?.startsWith('ORDER#')) {
      figures.invoices.count += 1;
      figures.invoices.cents += cents(item.total);
    }
  }
  lines.sort();
  const hash = createHash('sha256');
  for (const line of lines) hash.update(line).update('\n');
  figures.digest = hash.digest('hex');
  figures.kinds = Object.fromEntries(Object.entries(figures.kinds).sort(([a], [b]) => a.localeCompare(b)));
  return figures;
}

export interface FigureDifference {
  figure: string;
  before: unknown;
  after: unknown;
}

/** Every figure that differs (empty when the restore kept everything). */
export function compareFigures(before: TableFigures, after: TableFigures): FigureDifference[] {
  const differences: FigureDifference[] = [];
  const walk = (path: string, a: unknown, b: unknown) => {
    if (a !== null && typeof a === 'object' && b !== null && typeof b === 'object') {
      const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
      for (const key of [...keys].sort())
        walk(
          path ? `${path}.${key}` : key,
          (a as Record<string, unknown>)[key],
          (b as Record<string, unknown>)[key],
        );
      return;
    }
    if (a !== b) differences.push({ figure: path, before: a, after: b });
  };
  walk('', before, after);
  return differences;
}
