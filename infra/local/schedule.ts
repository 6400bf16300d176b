/**
 * The local stand-in for the EventBridge schedule of the payments sweeper (services/payments/sweep-handler.ts,
 * every minute in AWS): the same handler, every PAYMENT_SWEEP_INTERVAL_MS (default 5 s, so short payment
 * deadlines in tests and demos are honoured soon). One run at a time; a failed run is logged and the next one
 * goes on.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from './log.js';

export const DEFAULT_SWEEP_INTERVAL_MS = 5_000;

export interface RunningSchedule {
  /** Runs the sweeper now (waits for a run in progress first). */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

export function sweepIntervalFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.PAYMENT_SWEEP_INTERVAL_MS);
  return Number.isInteger(value) && value >= 200 && value <= 3_600_000 ? value : DEFAULT_SWEEP_INTERVAL_MS;
}

export function startPaymentSweeps(options: {
  servicesDir: string;
  intervalMs?: number;
  log: Logger;
}): RunningSchedule {
  const file = join(options.servicesDir, 'payments', 'sweep-handler.ts');
  let handler: Promise<(event?: unknown) => Promise<unknown>> | undefined;
  const load = () =>
    (handler ??= import(pathToFileURL(file).href).then(
      (module: { handler: (event?: unknown) => Promise<unknown> }) => module.handler,
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
        options.log.error('Payments sweep failed', error);
      }
    });
    return running;
  };
  const timer = setInterval(() => void run(), options.intervalMs ?? sweepIntervalFromEnv());
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
