/**
 * One run of the table's data migrations (today the price band backfill, price-bands.ts), in the time an
 * invocation has: it works page by page, and when less than PAUSE_MARGIN_MS is left it hands the cursor to a
 * new invocation (`continueWith`) and returns. The event is `{}` from the deployment's trigger, or
 * `{ from: <cursor> }` from a previous run; anything else is refused before any work.
 */
import * as z from 'zod/mini';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { backfillPriceBands, CATALOG_PARTITIONS, type BackfillReport } from './price-bands.js';

/** Time left at which a run stops after its page and goes on in a new invocation. */
export const PAUSE_MARGIN_MS = 60_000;

const keyValue = z.union([
  z.string().check(z.minLength(1), z.maxLength(1024)),
  z.number().check(z.gte(-1e15), z.lte(1e15)),
]);

export const migrationsEventSchema = z.object({
  from: z.optional(
    z.object({
      partition: z.enum(CATALOG_PARTITIONS),
      startKey: z.optional(z.record(z.string().check(z.minLength(1), z.maxLength(255)), keyValue)),
    }),
  ),
});

export type MigrationsEvent = z.infer<typeof migrationsEventSchema>;

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

export async function runMigrations(event: unknown, deps: MigrationsRunDeps): Promise<BackfillReport> {
  const parsed = migrationsEventSchema.safeParse(event ?? {});
  if (!parsed.success) {
    throw new InvalidMigrationsEvent(parsed.error.issues.map((issue) => issue.path.join('.')).join(', '));
  }
  const report = await backfillPriceBands(deps.documents, deps.tableName, {
    ...(parsed.data.from ? { from: parsed.data.from } : {}),
    shouldPause: () => deps.timeLeftMs() < PAUSE_MARGIN_MS,
  });
  if (report.next) await deps.continueWith({ from: report.next });
  return report;
}
