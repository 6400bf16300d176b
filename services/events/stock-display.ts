/**
 * Processor of the events function: what a card shows of a product whose stock is apart (services/products/
 * product-stock.ts). A sale or a restock writes only the product's stock item; when what a card shows changes
 * (available, low with its count at LOW_STOCK_THRESHOLD units or fewer, sold out), the product item's `stock` is
 * set to the stock item's new figure, a moment after the change (the public lists answer up to 90 s late anyway:
 * docs/caching.md). Idempotent: it sets the figure of the record, and a stock item's records come in order.
 */
import { cardStockAfter, stockFigure, writeCardStock } from '../products/index.js';
import type { ChangeRecord } from './change-record.js';
import type { ChangeProcessor } from './stream-handler.js';

const PREFIX = 'PRODUCT#';

/** The product and the figure its item must show after a stock item's change, or null (nothing to write). */
export function cardStockChange(change: ChangeRecord): { productId: string; stock: number } | null {
  if (change.kind !== 'MODIFY' || change.keys.SK !== 'STOCK' || !change.keys.PK.startsWith(PREFIX))
    return null;
  const stock = cardStockAfter(stockFigure(change.oldImage?.stock), stockFigure(change.newImage?.stock));
  return stock === null ? null : { productId: change.keys.PK.slice(PREFIX.length), stock };
}

export const stockDisplayProcessor: ChangeProcessor = {
  name: 'stock-display',
  async handle(change) {
    const write = cardStockChange(change);
    if (write) await writeCardStock(write.productId, write.stock);
  },
};
