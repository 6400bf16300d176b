/**
 * A product order's `product` snapshot as its item stores it (pure). The snapshot repeats five of the line's own
 * fields: `productId`, `producerId`, `price` (the unit price paid: checkout refuses a price that changed),
 * `producerName` and `taxRate` (about 150 of a line item's 1,700 bytes, in each of its 5 places). A line written
 * since issue 35's write cuts stores them once, on the line, and its snapshot without them when they are equal
 * (an exempt order's line keeps the product's own rate, which is not the line's 0); a read gives the snapshot back
 * whole (`productId` absent from a stored snapshot marks that shape: every snapshot written before carries it).
 * Since the line-size cut (docs/cost.md "An order line and the order smaller") that shape also leaves out
 * `isActive` when true (a product is sold only while active: checkout refuses it otherwise) and stores the
 * thumbnail's file name alone (stored-thumbnail.ts); a read gives both back.
 */
import type {
  ProductOrder,
  ProductOrderHistoryEntry,
  ProductOrderProduct,
} from '../../shared/contracts/orders/entities.js';
import { storedThumbnail, thumbnailOf } from './stored-thumbnail.js';

type Item = Record<string, unknown>;

const REPEATED = ['productId', 'producerId', 'price', 'producerName', 'taxRate'] as const;

/** The snapshot to store: without the fields the line carries with the same value, nor the defaults. */
export function storedSnapshot(line: ProductOrder): Item {
  const snapshot: Item = { ...line.product };
  for (const field of REPEATED) {
    if (snapshot[field] !== undefined && snapshot[field] === line[field]) delete snapshot[field];
  }
  // Only in the shape without `productId` (always, for a line: its snapshot is its product's).
  if (snapshot.productId !== undefined) return snapshot;
  if (snapshot.isActive === true) delete snapshot.isActive;
  if (snapshot.thumbnailUrl !== undefined)
    snapshot.thumbnailUrl = storedThumbnail(line.productId, snapshot.thumbnailUrl);
  return snapshot;
}

/** The line's snapshot whole, from a stored line item of either shape. */
export function snapshotOf(item: Item): ProductOrderProduct | undefined {
  const stored = item.product;
  if (!stored || typeof stored !== 'object') return undefined;
  const product = stored as Item;
  if (typeof product.productId === 'string') return product as unknown as ProductOrderProduct;
  const repeated: Item = {};
  for (const field of REPEATED) {
    if (product[field] === undefined && item[field] !== undefined) repeated[field] = item[field];
  }
  return {
    ...repeated,
    ...product,
    isActive: product.isActive ?? true,
    ...(product.thumbnailUrl !== undefined
      ? { thumbnailUrl: thumbnailOf(item.productId, product.thumbnailUrl) }
      : {}),
  } as unknown as ProductOrderProduct;
}

const isCheckoutEntry = (entry: unknown, line: Item): boolean => {
  const step = entry as Partial<ProductOrderHistoryEntry> | undefined;
  return (
    !!step &&
    step.status === 'pending' &&
    step.at === line.createdAt &&
    step.by === line.userId &&
    step.notes === undefined
  );
};

/**
 * The line's fields to store besides its snapshot: without `updatedAt` while it is its `createdAt` (a new line's),
 * nor the first step of its history when it is the checkout's (pending, at its creation, by its consumer): a read
 * gives both back (fullLineItem). About 125 bytes of a new line.
 */
export function storedLineFields(line: ProductOrder): Item {
  const { updatedAt, history, ...rest } = line;
  const stored: Item = { ...rest };
  if (updatedAt !== line.createdAt) stored.updatedAt = updatedAt;
  const steps = history ?? [];
  const kept = isCheckoutEntry(steps[0], line as unknown as Item) ? steps.slice(1) : steps;
  if (history !== undefined && (kept.length > 0 || kept === steps)) stored.history = kept;
  return stored;
}

/**
 * A stored line item whole, from either shape: its snapshot (snapshotOf), its `updatedAt` and its history's
 * first step. Only a line of the shape without the snapshot's `productId` (written since issue 35's cuts, always
 * with its checkout step until the line-size cut) is given a checkout step it does not start with. Every reader
 * of a line item reads through it: toProductOrder, the stream's images (services/events/change-record.ts).
 */
export function fullLineItem(item: Item): Item {
  const product = snapshotOf(item);
  if (!product) return item;
  const full: Item = { ...item, product };
  if (full.updatedAt === undefined && full.createdAt !== undefined) full.updatedAt = full.createdAt;
  const stored = item.product as Item;
  const steps = Array.isArray(item.history) ? (item.history as unknown[]) : [];
  if (
    typeof stored.productId !== 'string' &&
    typeof item.createdAt === 'string' &&
    typeof item.userId === 'string' &&
    !isCheckoutEntry(steps[0], item)
  )
    full.history = [{ status: 'pending', at: item.createdAt, by: item.userId }, ...steps];
  return full;
}
