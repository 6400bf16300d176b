/**
 * Writes and reads per partition key, for `npm run bench:counters` (pure, no I/O):
 *   - changeWrites: the partition writes one item change makes (from a stream record's images): the table's
 *     write under the item's PK, and one per global secondary index whose keys the item has before or after
 *     (an index of all attributes is rewritten by any change; a keys-only or INCLUDE one only when what it
 *     projects changed; a moved key is a delete in the old partition and a put in the new one), each at one
 *     write unit per started KB of what the copy holds;
 *   - requestKeys: the partitions a DynamoDB request writes or reads (document or low-level client input);
 *   - PartitionTally: counts per partition and per second, the busiest second of each;
 *   - ordersPerSecondAt: the order rate at which a partition reaches DynamoDB's per-partition limit;
 *   - counterItemParts / projectedCounterBytes: what a stats counter item is made of and how big it grows.
 */
import { projectedAttributes, TABLE_DESIGN, type IndexDesign } from '../../services/lib/data/table-design.js';
import { itemSize, valueSize, writeUnits, type AttributeValue, type Image } from './item-size.js';

/** DynamoDB's limits per partition (on-demand and provisioned alike). */
export const PARTITION_WRITE_UNITS_PER_SECOND = 1000;
export const PARTITION_READ_UNITS_PER_SECOND = 3000;

export interface ItemChange {
  /** Milliseconds since the epoch (the stream record's creation time). */
  at: number;
  oldImage?: Image;
  newImage?: Image;
}

export interface PartitionWrite {
  /** `STATS#SHOP` for the table, `GSI2 ORDERS#2026-11` for an index partition. */
  partition: string;
  /** 'table' or the index name. */
  index: string;
  bytes: number;
  /** Write units at the standard rate (a transactional write of the table item costs twice this). */
  units: number;
}

const text = (value: AttributeValue | undefined): string | undefined =>
  typeof value?.S === 'string' ? value.S : undefined;

/** The partition label of an index's partition key value. */
export const indexPartition = (index: string, value: string): string =>
  index === 'table' ? value : `${index} ${value}`;

/** What an index's copy of an item holds: the whole image, or its keys (and included attributes). */
export function projectedImage(index: IndexDesign, image: Image | undefined): Image | undefined {
  const attributes = projectedAttributes(index);
  if (!image || attributes === undefined) return image;
  return Object.fromEntries(
    attributes.filter((name) => name in image).map((name) => [name, image[name]]),
  ) as Image;
}

export function changeWrites(change: ItemChange): PartitionWrite[] {
  const { oldImage, newImage } = change;
  const oldBytes = itemSize(oldImage);
  const newBytes = itemSize(newImage);
  const pk = text(newImage?.PK) ?? text(oldImage?.PK);
  const writes: PartitionWrite[] = [];
  if (pk) {
    const bytes = Math.max(oldBytes, newBytes);
    writes.push({ partition: pk, index: 'table', bytes, units: writeUnits(bytes) });
  }
  for (const design of TABLE_DESIGN.globalIndexes) {
    const { indexName, partitionKey, sortKey } = design;
    const before =
      oldImage && text(oldImage[sortKey]) !== undefined ? text(oldImage[partitionKey]) : undefined;
    const after =
      newImage && text(newImage[sortKey]) !== undefined ? text(newImage[partitionKey]) : undefined;
    const sameEntry =
      before !== undefined && before === after && text(oldImage?.[sortKey]) === text(newImage?.[sortKey]);
    const oldCopy = projectedImage(design, oldImage);
    const newCopy = projectedImage(design, newImage);
    const oldCopyBytes = itemSize(oldCopy);
    const newCopyBytes = itemSize(newCopy);
    if (sameEntry) {
      // A copy whose projected attributes did not change is not written (a keys-only copy of an update that
      // moved no key of the index); with every attribute projected, any change rewrites it.
      if (design.projection.type !== 'ALL' && JSON.stringify(oldCopy) === JSON.stringify(newCopy)) continue;
      const bytes = Math.max(oldCopyBytes, newCopyBytes);
      writes.push({
        partition: indexPartition(indexName, after),
        index: indexName,
        bytes,
        units: writeUnits(bytes),
      });
      continue;
    }
    if (before !== undefined)
      writes.push({
        partition: indexPartition(indexName, before),
        index: indexName,
        bytes: oldCopyBytes,
        units: writeUnits(oldCopyBytes),
      });
    if (after !== undefined)
      writes.push({
        partition: indexPartition(indexName, after),
        index: indexName,
        bytes: newCopyBytes,
        units: writeUnits(newCopyBytes),
      });
  }
  return writes;
}

/** A key attribute's text, from the document client (plain) or the low-level one (`{ S }`). */
export function keyText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { S?: unknown }).S === 'string')
    return (value as { S: string }).S;
  return undefined;
}

type Input = Record<string, unknown>;
const pkOf = (record: unknown): string | undefined => keyText((record as { PK?: unknown } | undefined)?.PK);

export interface RequestKeys {
  /** Table partitions written, with whether the write is part of a transaction. */
  writes: { partition: string; transactional: boolean }[];
  /** Partitions read (table, or `GSIn value` for a Query on an index); 'scan' for a Scan. */
  reads: string[];
}

/** The partition a Query reads: the value its key condition gives the table's or the index's partition key. */
export function queryPartition(input: Input): string | undefined {
  const condition = typeof input.KeyConditionExpression === 'string' ? input.KeyConditionExpression : '';
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const values = (input.ExpressionAttributeValues ?? {}) as Record<string, unknown>;
  const index = typeof input.IndexName === 'string' ? input.IndexName : 'table';
  const keyName =
    index === 'table'
      ? TABLE_DESIGN.partitionKey
      : TABLE_DESIGN.globalIndexes.find((design) => design.indexName === index)?.partitionKey;
  for (const match of condition.matchAll(/(#?[\w]+)\s*=\s*(:[\w]+)/g)) {
    const name = match[1]?.startsWith('#') ? names[match[1]] : match[1];
    if (name !== keyName) continue;
    const value = keyText(values[match[2] as string]);
    if (value !== undefined) return indexPartition(index, value);
  }
  return undefined;
}

/** The partitions a request names (command names of both clients: PutItemCommand and PutCommand alike). */
export function requestKeys(commandName: string, input: Input): RequestKeys {
  const name = commandName
    .replace(/Command$/, '')
    .replace(/Item$/, '')
    .replace(/Items$/, '');
  const writes: RequestKeys['writes'] = [];
  const reads: string[] = [];
  const write = (pk: string | undefined, transactional: boolean) => {
    if (pk) writes.push({ partition: pk, transactional });
  };
  const read = (partition: string | undefined) => {
    if (partition) reads.push(partition);
  };
  switch (name) {
    case 'Put':
      write(pkOf(input.Item), false);
      break;
    case 'Update':
    case 'Delete':
      write(pkOf(input.Key), false);
      break;
    case 'Get':
      read(pkOf(input.Key));
      break;
    case 'Query':
      read(queryPartition(input));
      break;
    case 'Scan':
      read('scan');
      break;
    case 'BatchWrite':
      for (const requests of Object.values((input.RequestItems ?? {}) as Record<string, Input[]>))
        for (const request of requests) {
          const put = request.PutRequest as Input | undefined;
          const remove = request.DeleteRequest as Input | undefined;
          write(pkOf(put?.Item ?? remove?.Key), false);
        }
      break;
    case 'BatchGet':
      for (const request of Object.values((input.RequestItems ?? {}) as Record<string, Input>))
        for (const key of (request.Keys ?? []) as unknown[]) read(pkOf(key));
      break;
    case 'TransactWrite':
      for (const item of (input.TransactItems ?? []) as Input[]) {
        const action = (item.Put ?? item.Update ?? item.Delete) as Input | undefined;
        if (action) write(pkOf(action.Item ?? action.Key), true);
      }
      break;
    case 'TransactGet':
      for (const item of (input.TransactItems ?? []) as Input[])
        read(pkOf((item.Get as Input | undefined)?.Key));
      break;
    default:
      break;
  }
  return { writes, reads };
}

export interface PartitionFigures {
  writes: number;
  writeUnits: number;
  reads: number;
  readUnits: number;
}

export interface PartitionRow extends PartitionFigures {
  partition: string;
  group: PartitionGroup;
  /** The busiest second of the partition (by write units, or read units for a partition only read). */
  peak: PartitionFigures & { second: number };
}

export type PartitionGroup = 'stats counters' | 'month shards' | 'catalog' | 'coupon' | 'other';

/** Which family of hot keys a partition belongs to (the families the bench reports on). */
export function partitionGroup(partition: string): PartitionGroup {
  const [first, second] = partition.split(' ');
  const value = second ?? first ?? '';
  if (value.startsWith('STATS#')) return 'stats counters';
  if (/^(ORDERS|PRODUCT_ORDERS)#\d{4}-\d{2}$/.test(value)) return 'month shards';
  if (/^(CATALOG#|SEARCH#|SEARCHCOUNT#|PRODUCT#)/.test(value)) return 'catalog';
  if (value.startsWith('COUPON#')) return 'coupon';
  return 'other';
}

const empty = (): PartitionFigures => ({ writes: 0, writeUnits: 0, reads: 0, readUnits: 0 });

export class PartitionTally {
  private readonly totals = new Map<string, PartitionFigures>();
  private readonly seconds = new Map<string, Map<number, PartitionFigures>>();

  private figures(partition: string, at: number): [PartitionFigures, PartitionFigures] {
    let total = this.totals.get(partition);
    if (!total) this.totals.set(partition, (total = empty()));
    let bySecond = this.seconds.get(partition);
    if (!bySecond) this.seconds.set(partition, (bySecond = new Map()));
    const second = Math.floor(at / 1000);
    let inSecond = bySecond.get(second);
    if (!inSecond) bySecond.set(second, (inSecond = empty()));
    return [total, inSecond];
  }

  addWrite(partition: string, at: number, units: number): void {
    for (const figures of this.figures(partition, at)) {
      figures.writes += 1;
      figures.writeUnits += units;
    }
  }

  addRead(partition: string, at: number, units: number): void {
    for (const figures of this.figures(partition, at)) {
      figures.reads += 1;
      figures.readUnits += units;
    }
  }

  /** Every partition, most write units first (then read units). */
  rows(): PartitionRow[] {
    const rows: PartitionRow[] = [];
    for (const [partition, total] of this.totals) {
      let peak: PartitionRow['peak'] = { ...empty(), second: 0 };
      for (const [second, figures] of this.seconds.get(partition) ?? []) {
        const better =
          figures.writeUnits > peak.writeUnits ||
          (figures.writeUnits === peak.writeUnits && figures.readUnits > peak.readUnits);
        if (better) peak = { ...figures, second };
      }
      rows.push({ partition, group: partitionGroup(partition), ...total, peak });
    }
    return rows.sort((a, b) => b.writeUnits - a.writeUnits || b.readUnits - a.readUnits);
  }
}

/** The order rate (orders per second) at which `unitsPerOrder` on one partition reaches `limit` units a second. */
export function ordersPerSecondAt(unitsPerOrder: number, limit: number): number {
  return unitsPerOrder > 0 ? limit / unitsPerOrder : Number.POSITIVE_INFINITY;
}

/** What a stats counter item (order-counters.ts) is made of: per-product and per-farm counters apart. */
export interface CounterItemParts {
  bytes: number;
  /** The item without the per-product (`pr#`, `pu#`) and per-farm (`vr#`) counters. */
  baseBytes: number;
  products: number;
  productBytes: number;
  farms: number;
  farmBytes: number;
}

export function counterItemParts(image: Image): CounterItemParts {
  const products = new Set<string>();
  const farms = new Set<string>();
  let productBytes = 0;
  let farmBytes = 0;
  for (const [name, value] of Object.entries(image)) {
    const size = Buffer.byteLength(name) + valueSize(value);
    if (name.startsWith('pr#') || name.startsWith('pu#')) {
      products.add(name.slice(3));
      productBytes += size;
    } else if (name.startsWith('vr#')) {
      farms.add(name.slice(3));
      farmBytes += size;
    }
  }
  const bytes = itemSize(image);
  return {
    bytes,
    baseBytes: bytes - productBytes - farmBytes,
    products: products.size,
    productBytes,
    farms: farms.size,
    farmBytes,
  };
}

/** The item's size once it counts `products` products and `farms` farms (at the measured bytes of each). */
export function projectedCounterBytes(parts: CounterItemParts, products: number, farms: number): number {
  const perProduct = parts.products > 0 ? parts.productBytes / parts.products : 0;
  const perFarm = parts.farms > 0 ? parts.farmBytes / parts.farms : 0;
  return Math.round(parts.baseBytes + perProduct * products + perFarm * farms);
}
