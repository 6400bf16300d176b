/**
 * The data migrations (services/migrations/run.ts) run in the test's process on the stack's table, as the
 * deployment's trigger and the local start run them, with no time limit (no hand-over to a new invocation).
 */
import { migrationKeys } from '../../services/lib/data/keys.js';
import { runMigrations, type MigrationsReport } from '../../services/migrations/run.js';
import { stack } from './helpers.js';
import { deleteItem, table } from './table.js';

/** One run of the migrations from `event` (the migrations function's event: where to start). */
export const migrate = (event: unknown = {}): Promise<MigrationsReport> =>
  runMigrations(event, {
    documents: table(),
    tableName: stack.tableName,
    timeLeftMs: () => Number.POSITIVE_INFINITY,
    continueWith: () => Promise.reject(new Error('no time limit here')),
  });

/** Removes a migration's marker, as in a table written before its code: the next run does it again. */
export const forgetMigration = (migration: string): Promise<void> =>
  deleteItem(migrationKeys.item(migration));
