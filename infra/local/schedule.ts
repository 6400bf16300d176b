/**
 * The local stand-ins for the EventBridge schedules (every minute in AWS), the same handlers on an interval:
 *   - the payments sweeper (services/payments/sweep-handler.ts) every PAYMENT_SWEEP_INTERVAL_MS (default 5 s,
 *     so short payment deadlines in tests and demos are honoured soon);
 *   - the user directory's reconciliation with Cognito (services/directory-sync/handler.ts) every
 *     DIRECTORY_SYNC_INTERVAL_MS (default 10 s: the local pool is one ListUsers page, so each run is a whole
 *     sweep and a change made straight in cognito-local reaches the shop within that interval; there is no
 *     CloudTrail here).
 * One run at a time; a failed run is logged and the next one goes on.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from './log.js';
import { meterHandler } from './meter.js';

export const DEFAULT_SWEEP_INTERVAL_MS = 5_000;
export const DEFAULT_DIRECTORY_SYNC_INTERVAL_MS = 10_000;

export interface RunningSchedule {
  /** Runs the sweeper now (waits for a run in progress first). */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

const intervalFrom = (raw: string | undefined, fallback: number): number => {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 200 && value <= 3_600_000 ? value : fallback;
};

export function sweepIntervalFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return intervalFrom(env.PAYMENT_SWEEP_INTERVAL_MS, DEFAULT_SWEEP_INTERVAL_MS);
}

export function directorySyncIntervalFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return intervalFrom(env.DIRECTORY_SYNC_INTERVAL_MS, DEFAULT_DIRECTORY_SYNC_INTERVAL_MS);
}

export function startPaymentSweeps(options: {
  servicesDir: string;
  intervalMs?: number;
  log: Logger;
}): RunningSchedule {
  return startSchedule({
    name: 'payments-sweeper',
    file: join(options.servicesDir, 'payments', 'sweep-handler.ts'),
    intervalMs: options.intervalMs ?? sweepIntervalFromEnv(),
    failure: 'Payments sweep failed',
    log: options.log,
  });
}

export function startDirectorySync(options: {
  servicesDir: string;
  intervalMs?: number;
  log: Logger;
}): RunningSchedule {
  return startSchedule({
    name: 'directory-sync',
    file: join(options.servicesDir, 'directory-sync', 'handler.ts'),
    intervalMs: options.intervalMs ?? directorySyncIntervalFromEnv(),
    failure: 'User directory sync failed',
    log: options.log,
  });
}

/** A handler file (export `handler`) run every `intervalMs` with a scheduled event. */
function startSchedule(options: {
  /** The function's name as deployed (for the cost meter). */
  name: string;
  file: string;
  intervalMs: number;
  failure: string;
  log: Logger;
}): RunningSchedule {
  const file = options.file;
  let handler: Promise<(event?: unknown) => Promise<unknown>> | undefined;
  const load = () =>
    (handler ??= import(pathToFileURL(file).href).then(
      (module: { handler: (event?: unknown) => Promise<unknown> }) =>
        meterHandler(options.name, module.handler),
    ));
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = (): Promise<void> => {
    running = running.then(async () => {
      if (stopped || !existsSync(file)) return;
      try {
        await (
          await load()
        )({ source: 'local.schedule', 'detail-type': 'Scheduled Event' });
      } catch (error) {
        options.log.error(options.failure, error);
      }
    });
    return running;
  };
  const timer = setInterval(() => void run(), options.intervalMs);
  timer.unref();
  return {
    runNow: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
