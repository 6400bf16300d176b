/**
 * The local stand-ins for the EventBridge schedules: the same handlers, each on an interval, and each runnable
 * once on demand (POST /_local/schedules/run, infra/local/schedules-endpoint.ts) as if the time were `now`.
 *
 * A scheduled job is registered in one place, SCHEDULED_JOBS below: its name (what the endpoint takes), the
 * function's name as deployed (the cost meter), its handler file under services/ and its interval variable.
 * The handler gets an EventBridge "Scheduled Event" whose `time` is the run's time (`now` when given): a job
 * that depends on the time reads it from `event.time`, as it would in AWS (scheduledTime() in
 * services/lib/schedule-time.ts).
 *
 * An interval variable set to `off` runs that job only on demand (the test stack does this for every job, so a
 * test runs a sweep when it needs one instead of waiting for it). One run of a job at a time; a failed
 * interval run is logged and the next one goes on; a failed run on demand throws to its caller.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from './log.js';
import { meterHandler } from './meter.js';

export interface ScheduledJob {
  /** The name POST /_local/schedules/run takes, e.g. 'payments-sweep'. */
  name: string;
  /** The function's name as deployed (for the cost meter). */
  functionName: string;
  /** The handler file (export `handler`), relative to services/. */
  file: string;
  /** The environment variable of its interval on the local stack (milliseconds, or `off`). */
  intervalEnv: string;
  defaultIntervalMs: number;
  /** What the log says when an interval run fails. */
  failure: string;
}

/** Every scheduled job of the local stack (each one is an EventBridge schedule in the CDK app). */
export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  {
    // Unpaid orders past their deadline, refund retries, scheduled payouts (docs/payments.md). Every 5 s by
    // default, so short payment deadlines in demos are honoured soon.
    name: 'payments-sweep',
    functionName: 'payments-sweeper',
    file: 'payments/sweep-handler.ts',
    intervalEnv: 'PAYMENT_SWEEP_INTERVAL_MS',
    defaultIntervalMs: 5_000,
    failure: 'Payments sweep failed',
  },
  {
    // The payments reconciliation (services/payments/reconcile.ts): the shop's money compared with the Stripe
    // stand-in's and mended (docs/payments.md, "Reconciliation"). Every 10 minutes in AWS; every minute here.
    name: 'payments-reconcile',
    functionName: 'payments-reconciler',
    file: 'payments/reconcile-handler.ts',
    intervalEnv: 'PAYMENT_RECONCILE_INTERVAL_MS',
    defaultIntervalMs: 60_000,
    failure: 'Payments reconciliation failed',
  },
  {
    // The user directory's reconciliation with Cognito (docs/infra.md): the local pool is one ListUsers page,
    // so each run is a whole sweep and a change made straight in cognito-local reaches the shop within the
    // interval (there is no CloudTrail here).
    name: 'directory-sync',
    functionName: 'directory-sync',
    file: 'directory-sync/handler.ts',
    intervalEnv: 'DIRECTORY_SYNC_INTERVAL_MS',
    defaultIntervalMs: 10_000,
    failure: 'User directory sync failed',
  },
  {
    // The review requests a few days after a delivery (docs/reviews.md): the reviews function's scheduled run.
    // Every minute locally, where the delay is two minutes unless REVIEW_REQUEST_DELAY_MINUTES says otherwise.
    name: 'review-requests',
    functionName: 'reviews',
    file: 'reviews/handler.ts',
    intervalEnv: 'REVIEW_REQUESTS_INTERVAL_MS',
    defaultIntervalMs: 60_000,
    failure: 'Review requests failed',
  },
  {
    // Recurring boxes (docs/subscriptions.md): each due cycle placed as an order, reminders before cut-offs.
    // Every minute locally (hourly in AWS); a cycle is placed once whatever the number of runs.
    name: 'subscriptions',
    functionName: 'subscriptions-cycle',
    file: 'subscriptions/job-handler.ts',
    intervalEnv: 'SUBSCRIPTIONS_INTERVAL_MS',
    defaultIntervalMs: 60_000,
    failure: 'Subscriptions job failed',
  },
  {
    // Each farm's pick list at its cut-off, once (docs/harvest-calendar.md); every 15 minutes in AWS.
    name: 'cutoffs',
    functionName: 'harvest-cutoffs',
    file: 'harvest/jobs/cutoffs-handler.ts',
    intervalEnv: 'CUTOFFS_INTERVAL_MS',
    defaultIntervalMs: 60_000,
    failure: 'Cut-off notices failed',
  },
];

/** The interval of a job from the environment: null when `off`, the default when unset or out of bounds. */
export function intervalOf(job: ScheduledJob, env: NodeJS.ProcessEnv = process.env): number | null {
  const raw = env[job.intervalEnv];
  if (raw === 'off') return null;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 200 && value <= 3_600_000 ? value : job.defaultIntervalMs;
}

/** The event EventBridge hands a scheduled function, for the time `now`. */
export function scheduledEvent(now: Date, region = process.env.AWS_REGION ?? 'eu-west-1') {
  return {
    version: '0',
    id: `local-${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    'detail-type': 'Scheduled Event' as const,
    source: 'aws.events' as const,
    account: '000000000000',
    time: now.toISOString(),
    region,
    resources: [] as string[],
    detail: {},
  };
}

export class UnknownJobError extends Error {
  constructor(
    readonly job: string,
    readonly known: readonly string[],
  ) {
    super(`Unknown job "${job}"; the jobs are: ${known.join(', ')}`);
  }
}

export interface RunningSchedules {
  /** The jobs' names, as the endpoint takes them. */
  names: readonly string[];
  /** Runs one job once now (after its run in progress), as if the time were `now`; throws what it throws. */
  run(name: string, now?: Date): Promise<void>;
  stop(): Promise<void>;
}

/** Starts every job on its interval (unless `off`); each can also be run on demand. */
export function startSchedules(options: {
  servicesDir: string;
  log: Logger;
  jobs?: readonly ScheduledJob[];
  env?: NodeJS.ProcessEnv;
}): RunningSchedules {
  const jobs = options.jobs ?? SCHEDULED_JOBS;
  const running = new Map(
    jobs.map((job) => [job.name, startJob(job, options.servicesDir, options.log, options.env)]),
  );
  return {
    names: jobs.map((job) => job.name),
    run(name, now = new Date()) {
      const job = running.get(name);
      if (!job) return Promise.reject(new UnknownJobError(name, [...running.keys()]));
      return job.run(now);
    },
    async stop() {
      await Promise.all([...running.values()].map((job) => job.stop()));
    },
  };
}

function startJob(job: ScheduledJob, servicesDir: string, log: Logger, env?: NodeJS.ProcessEnv) {
  const file = join(servicesDir, job.file);
  let handler: Promise<(event?: unknown) => Promise<unknown>> | undefined;
  const load = () =>
    (handler ??= import(pathToFileURL(file).href).then(
      (module: { handler: (event?: unknown) => Promise<unknown> }) =>
        meterHandler(job.functionName, module.handler),
    ));
  let last: Promise<void> = Promise.resolve();
  let stopped = false;
  /**
   * One run after the one in progress; its outcome is the caller's, the chain goes on either way. A handler file
   * that does not exist (yet) is skipped on the interval and an error on demand.
   */
  const run = (now: Date, onDemand = false): Promise<void> => {
    const next = last.then(async () => {
      if (stopped) return;
      if (!existsSync(file)) {
        if (onDemand) throw new Error(`The ${job.name} job's handler ${file} does not exist`);
        return;
      }
      await (
        await load()
      )(scheduledEvent(now));
    });
    last = next.catch(() => undefined);
    return next;
  };
  const intervalMs = intervalOf(job, env);
  const timer =
    intervalMs === null
      ? undefined
      : setInterval(
          () => run(new Date()).catch((error: unknown) => log.error(job.failure, error)),
          intervalMs,
        );
  timer?.unref();
  return {
    run: (now: Date) => run(now, true),
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await last;
    },
  };
}
