/**
 * The products' stock moved apart (services/products/product-stock.ts; docs/cost.md "The product's writes at
 * checkout"): a product written before keeps its stock on its item, in the table and six index copies, and each
 * sale rewrites them all. This gives each such product its stock item:
 *
 *   every product of both catalog partitions (GSI2 `CATALOG#ACTIVE` / `CATALOG#INACTIVE`, paged, filtered to the
 *   items without the mark): one transaction per product (stockApartMove) marks the item, gives it a new
 *   `updatedAt` and puts its stock item, conditioned on the stock and version read. A sale or an edit meanwhile
 *   refuses it: the product is read again (consistently) and moved from what it holds then, up to 3 times.
 *
 * A sale or a restock that read the old shape before the move conditions on the item having no mark, so it is
 * refused and runs again on the new shape: no unit sold twice, none lost. A product left in the old shape (one off
 * the storefront's partitions while its photo waits for its check, or one that kept changing) is sold as before.
 * Idempotent, resumable (the price bands' cursor: a partition and where in it), ends with its marker
 * (`MIGRATION#product-stock`). No Scan. Run by services/migrations/run.ts.
 */
import { type DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { STOCK_APART, nextTimestamp, stockApartMove, type Item } from '../products/index.js';
import { cancellationCodes } from '../lib/data/transactions.js';
import { mapLimited } from '../lib/map-limited.js';
import { migration } from './marker.js';
import { type BackfillCursor, type BackfillOptions, walkCatalog } from './price-bands.js';

export const PRODUCT_STOCK_MIGRATION = 'product-stock';
/** Products moved at once (of a page of the catalog: walkCatalog). */
const PARALLEL_MOVES = 8;
/** Reads of a product that keeps changing under the move before it is left in the old shape. */
const ATTEMPTS = 3;

export interface ProductStockReport {
  done: boolean;
  /** Products whose stock was moved apart by this run. */
  products: number;
  /** Products left in the old shape (changed on every attempt, or gone). */
  skipped: number;
  next?: BackfillCursor;
}

/** Whether the product's stock is apart now (false: it changed on every attempt, or is gone). */
async function moveApart(
  documents: DynamoDBDocumentClient,
  tableName: string,
  first: Item,
): Promise<boolean> {
  let item: Item | undefined = first;
  for (let attempt = 0; attempt < ATTEMPTS && item; attempt += 1) {
    const read = typeof item.updatedAt === 'string' ? item.updatedAt : String(item.createdAt ?? '');
    const move = stockApartMove(tableName, item, nextTimestamp(read));
    if (!move) return item[STOCK_APART] === true;
    try {
      await documents.send(new TransactWriteCommand({ TransactItems: move }));
      return true;
    } catch (error) {
      if (!cancellationCodes(error)) throw error;
    }
    const again: { Item?: Item } = await documents.send(
      new GetCommand({ TableName: tableName, Key: { PK: item.PK, SK: item.SK }, ConsistentRead: true }),
    );
    item = again.Item;
  }
  return false;
}

/** Only the products whose stock is still on their item are read into the run. */
const NOT_APART = {
  expression: `SK = :product AND attribute_not_exists(${STOCK_APART})`,
  values: { ':product': 'PRODUCT' },
};

export const backfillProductStock = migration<ProductStockReport, BackfillOptions>(
  PRODUCT_STOCK_MIGRATION,
  { products: 0, skipped: 0 },
  async (run, report) => {
    const next = await walkCatalog(
      run,
      async (products) => {
        const moved = await mapLimited(products, PARALLEL_MOVES, (item) =>
          moveApart(run.documents, run.tableName, item),
        );
        report.products += moved.filter(Boolean).length;
        report.skipped += moved.filter((done) => !done).length;
      },
      NOT_APART,
    );
    return next ? { ...report, next } : report;
  },
);
