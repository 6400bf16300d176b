/**
 * One run of the table's data migrations, in order (each idempotent, ending with its marker item):
 *   1. price-bands  the price band index of the catalog (price-bands.ts);
 *   2. order-keys   orders stored before issue 23: the short reference's key and lineStatusCounts
 *                   (order-keys.ts);
 *   3. farm-pages   producers without a public page get one, so every farm is listed (farm-pages.ts);
 *   4. origin-keys  products with an origin or a harvest date saved before the catalog filtered on them: the
 *                   origin's key on the product, the facts on its search entries (origin-keys.ts);
 *   5. refund-history  refunds recorded before the refund history: their history key, and the ones not done
 *                   counted as owed on their order's payment (refund-history.ts);
 *   6. rating-keys  the rating order (GSI6) of products and search entries written before it (rating-keys.ts);
 *   7. stats-figures  the per-product and per-farm counters of the stats buckets written before figure items had
 *                   items of their own, moved to those items (stats-figures.ts);
 *   8. product-stock  products written before their stock was apart: each gets its stock item (product-stock.ts);
 *   9. line-indexes  order lines and orders written before their keys-only indexes: their keys moved from
 *                   GSI1..GSI5 to LINES1..LINES5 (an order's GSI1, GSI2, GSI3 to LINES6, LINES4, LINES3;
 *                   line-indexes.ts, marker `line-indexes-6`; while LINE_INDEXES=legacy copied only, unmarked).
 * It works page by page in the time an invocation has: when less than PAUSE_MARGIN_MS is left it hands the
 * migration and its cursor to a new invocation (`continueWith`) and returns. The event is `{}` from the
 * deployment's trigger, or `{ from: { migration, cursor? } }` from a previous run (a price bands cursor of the
 * earlier shape `{ from: { partition, startKey } }` is still taken); anything else is refused before any work.
 */
import * as z from 'zod/mini';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { MigrationReport } from './marker.js';
import { backfillFarmPages, FARM_PAGES_MIGRATION } from './farm-pages.js';
import { backfillOrderKeys, ORDER_KEYS_MIGRATION } from './order-keys.js';
import { backfillOriginKeys, ORIGIN_KEYS_MIGRATION } from './origin-keys.js';
import { backfillPriceBands, CATALOG_PARTITIONS, PRICE_BANDS_MIGRATION } from './price-bands.js';
import { backfillRatingKeys, RATING_KEYS_MIGRATION } from './rating-keys.js';
import { backfillStatsFigures, STATS_FIGURES_MIGRATION, STATS_FIGURES_PHASES } from './stats-figures.js';
import { backfillRefundHistory, LEGACY_REFUND_STATUSES, REFUND_HISTORY_MIGRATION } from './refund-history.js';
import { backfillProductStock, PRODUCT_STOCK_MIGRATION } from './product-stock.js';
import { backfillLineIndexes, LINE_INDEXES_MIGRATION } from './line-indexes.js';

/** Time left at which a run stops after its page and goes on in a new invocation. */
export const PAUSE_MARGIN_MS = 60_000;

const keyValue = z.union([
  z.string().check(z.minLength(1), z.maxLength(1024)),
  z.number().check(z.gte(-1e15), z.lte(1e15)),
]);
const startKey = z.optional(z.record(z.string().check(z.minLength(1), z.maxLength(255)), keyValue));

const priceBandsCursor = z.object({ partition: z.enum(CATALOG_PARTITIONS), startKey });
const orderKeysCursor = z.object({
  month: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/)),
  startKey,
});
const farmPagesCursor = z.object({ startKey });
const lineIndexesCursor = z.object({
  month: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/)),
  orders: z.optional(z.boolean()),
  entries: z.optional(z.boolean()),
  startKey,
});
const refundHistoryCursor = z.object({ status: z.enum(LEGACY_REFUND_STATUSES), startKey });
const statsFiguresCursor = z.object({ phase: z.enum(STATS_FIGURES_PHASES), startKey });

export const migrationsEventSchema = z.object({
  from: z.optional(
    z.union([
      z.object({ migration: z.literal(PRICE_BANDS_MIGRATION), cursor: z.optional(priceBandsCursor) }),
      z.object({ migration: z.literal(ORDER_KEYS_MIGRATION), cursor: z.optional(orderKeysCursor) }),
      z.object({ migration: z.literal(FARM_PAGES_MIGRATION), cursor: z.optional(farmPagesCursor) }),
      z.object({ migration: z.literal(ORIGIN_KEYS_MIGRATION), cursor: z.optional(priceBandsCursor) }),
      z.object({ migration: z.literal(REFUND_HISTORY_MIGRATION), cursor: z.optional(refundHistoryCursor) }),
      z.object({ migration: z.literal(RATING_KEYS_MIGRATION), cursor: z.optional(priceBandsCursor) }),
      z.object({ migration: z.literal(STATS_FIGURES_MIGRATION), cursor: z.optional(statsFiguresCursor) }),
      z.object({ migration: z.literal(PRODUCT_STOCK_MIGRATION), cursor: z.optional(priceBandsCursor) }),
      z.object({ migration: z.literal(LINE_INDEXES_MIGRATION), cursor: z.optional(lineIndexesCursor) }),
      // A price bands continuation sent by the function before there were other migrations.
      priceBandsCursor,
    ]),
  ),
});

export type MigrationsEvent = z.infer<typeof migrationsEventSchema>;
type Resume = Exclude<MigrationsEvent['from'], undefined>;

export interface MigrationsRunDeps {
  documents: DynamoDBDocumentClient;
  tableName: string;
  /** Milliseconds this invocation has left. */
  timeLeftMs: () => number;
  /** Starts a new invocation with this event (asynchronously). */
  continueWith: (event: MigrationsEvent) => Promise<void>;
}

export class InvalidMigrationsEvent extends Error {
  constructor(detail: string) {
    super(`Invalid migrations event: ${detail}`);
    this.name = 'InvalidMigrationsEvent';
  }
}

export const MIGRATIONS = [
  PRICE_BANDS_MIGRATION,
  ORDER_KEYS_MIGRATION,
  FARM_PAGES_MIGRATION,
  ORIGIN_KEYS_MIGRATION,
  REFUND_HISTORY_MIGRATION,
  RATING_KEYS_MIGRATION,
  STATS_FIGURES_MIGRATION,
  PRODUCT_STOCK_MIGRATION,
  LINE_INDEXES_MIGRATION,
] as const;
export type MigrationName = (typeof MIGRATIONS)[number];

/** What one migration did in this run. */
export interface MigrationOutcome {
  /** Its marker was there: nothing to do. */
  done: boolean;
  /** Items it changed, by kind ("products", "entries", "orders", "skipped", "farms", "buckets", "counters"). */
  counts: Record<string, number>;
}

export interface MigrationsReport {
  /** The migrations this run reached, in order. */
  migrations: Partial<Record<MigrationName, MigrationOutcome>>;
  /** Where the next invocation goes on from, when this one ran out of time (no cursor: from its start). */
  next?: { migration: MigrationName; cursor?: unknown };
}

/** The migration and cursor an event names ({} -> the first migration from its start). */
function resumeOf(from: Resume | undefined): { migration: MigrationName; cursor?: unknown } {
  if (!from) return { migration: MIGRATIONS[0] };
  if ('migration' in from)
    return { migration: from.migration, ...(from.cursor ? { cursor: from.cursor } : {}) };
  return { migration: PRICE_BANDS_MIGRATION, cursor: from };
}

type Step = (
  deps: MigrationsRunDeps,
  cursor: unknown,
  shouldPause: () => boolean,
) => Promise<MigrationOutcome & { next?: unknown }>;

/**
 * A backfill as a step: run from the cursor (the event's, already checked against the migration's cursor schema)
 * with the run's pause test; every number of its report is a count of the outcome.
 */
function stepOf<Cursor>(
  backfill: (
    documents: DynamoDBDocumentClient,
    tableName: string,
    options: { from?: Cursor; shouldPause: () => boolean },
  ) => Promise<MigrationReport>,
): Step {
  return async (deps, cursor, shouldPause) => {
    const { done, next, ...counts } = await backfill(deps.documents, deps.tableName, {
      ...(cursor ? { from: cursor as Cursor } : {}),
      shouldPause,
    });
    return { done, counts: counts as Record<string, number>, ...(next ? { next } : {}) };
  };
}

// Origin and rating keys and the products' stock take the same cursor as the price bands': a catalog partition
// and where in it.
const STEPS: Record<MigrationName, Step> = {
  [PRICE_BANDS_MIGRATION]: stepOf(backfillPriceBands),
  [ORDER_KEYS_MIGRATION]: stepOf(backfillOrderKeys),
  [FARM_PAGES_MIGRATION]: stepOf(backfillFarmPages),
  [ORIGIN_KEYS_MIGRATION]: stepOf(backfillOriginKeys),
  [REFUND_HISTORY_MIGRATION]: stepOf(backfillRefundHistory),
  [RATING_KEYS_MIGRATION]: stepOf(backfillRatingKeys),
  [STATS_FIGURES_MIGRATION]: stepOf(backfillStatsFigures),
  [PRODUCT_STOCK_MIGRATION]: stepOf(backfillProductStock),
  [LINE_INDEXES_MIGRATION]: stepOf(backfillLineIndexes),
};

export async function runMigrations(event: unknown, deps: MigrationsRunDeps): Promise<MigrationsReport> {
  const parsed = migrationsEventSchema.safeParse(event ?? {});
  if (!parsed.success) {
    throw new InvalidMigrationsEvent(parsed.error.issues.map((issue) => issue.path.join('.')).join(', '));
  }
  const resume = resumeOf(parsed.data.from);
  const shouldPause = () => deps.timeLeftMs() < PAUSE_MARGIN_MS;
  const report: MigrationsReport = { migrations: {} };
  for (const migration of MIGRATIONS.slice(MIGRATIONS.indexOf(resume.migration))) {
    const cursor = migration === resume.migration ? resume.cursor : undefined;
    const { next, ...outcome } = await STEPS[migration](deps, cursor, shouldPause);
    report.migrations[migration] = outcome;
    if (next) {
      report.next = { migration, cursor: next };
      await deps.continueWith({ from: report.next } as MigrationsEvent);
      return report;
    }
    // Between two migrations too: the next one starts in a fresh invocation when this one is nearly out of time.
    const following = MIGRATIONS[MIGRATIONS.indexOf(migration) + 1];
    if (following && shouldPause()) {
      report.next = { migration: following };
      await deps.continueWith({ from: report.next } as MigrationsEvent);
      return report;
    }
  }
  return report;
}
