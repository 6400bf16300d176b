/**
 * A product order's `product` snapshot as its item stores it (pure). The snapshot repeats five of the line's own
 * fields: `productId`, `producerId`, `price` (the unit price paid: checkout refuses a price that changed),
 * `producerName` and `taxRate` (about 150 of a line item's 1,700 bytes, in each of its 5 places). A line written
 * since issue 35's write cuts stores them once, on the line, and its snapshot without them when they are equal
 * (an exempt order's line keeps the product's own rate, which is not the line's 0); a read gives the snapshot back
 * whole (`productId` absent from a stored snapshot marks that shape: every snapshot written before carries it).
 */
import type { ProductOrder, ProductOrderProduct } from '../../shared/contracts/orders/entities.js';

type Item = Record<string, unknown>;

const REPEATED = ['productId', 'producerId', 'price', 'producerName', 'taxRate'] as const;

/** The snapshot to store: without the fields the line carries with the same value. */
export function storedSnapshot(line: ProductOrder): Item {
  const snapshot: Item = { ...line.product };
  for (const field of REPEATED) {
    if (snapshot[field] !== undefined && snapshot[field] === line[field]) delete snapshot[field];
  }
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
  return { ...repeated, ...product } as unknown as ProductOrderProduct;
}
