/**
 * The local schedules: each registered job runs on its interval (unless `off`) and on demand with an
 * EventBridge Scheduled Event whose time is the run's `now`; one run of a job at a time.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './log.js';
import {
  intervalOf,
  SCHEDULED_JOBS,
  startSchedules,
  UnknownJobError,
  type RunningSchedules,
  type ScheduledJob,
} from './schedule.js';

interface Seen {
  job: string;
  event: { 'detail-type': string; source: string; time: string };
  overlapping: boolean;
}
const seen = (): Seen[] => ((globalThis as { __scheduleRuns?: Seen[] }).__scheduleRuns ??= []);

let services: string;
const job = (name: string, file: string, intervalEnv = 'TEST_JOB_INTERVAL_MS'): ScheduledJob => ({
  name,
  functionName: `fn-${name}`,
  file,
  intervalEnv,
  defaultIntervalMs: 3_600_000,
  failure: `${name} failed`,
});

beforeAll(() => {
  seen();
  services = mkdtempSync(join(tmpdir(), 'schedule-test-'));
  // A handler that records its event and whether another run of it was still going; 'boom' throws.
  writeFileSync(
    join(services, 'recorder.mjs'),
    `let running = false;
export async function handler(event) {
  const overlapping = running;
  running = true;
  await new Promise((resolve) => setTimeout(resolve, 20));
  running = false;
  globalThis.__scheduleRuns.push({ job: 'recorder', event, overlapping });
}
`,
  );
  writeFileSync(join(services, 'boom.mjs'), 'export async function handler() { throw new Error("boom"); }\n');
});
afterAll(() => rmSync(services, { recursive: true, force: true }));

let schedules: RunningSchedules | undefined;
afterEach(async () => {
  await schedules?.stop();
  seen().length = 0;
});

const start = (env: NodeJS.ProcessEnv = { TEST_JOB_INTERVAL_MS: 'off' }) =>
  (schedules = startSchedules({
    servicesDir: services,
    log: createLogger('silent'),
    jobs: [job('recorder', 'recorder.mjs'), job('boom', 'boom.mjs'), job('missing', 'missing.mjs')],
    env,
  }));

describe('the local schedules', () => {
  it('registers the payments sweep, the directory sync and the subscriptions job, each with its handler and interval variable', () => {
    expect(SCHEDULED_JOBS.map((entry) => [entry.name, entry.file, entry.intervalEnv])).toEqual(
      expect.arrayContaining([
        ['payments-sweep', 'payments/sweep-handler.ts', 'PAYMENT_SWEEP_INTERVAL_MS'],
        ['directory-sync', 'directory-sync/handler.ts', 'DIRECTORY_SYNC_INTERVAL_MS'],
        ['review-requests', 'reviews/handler.ts', 'REVIEW_REQUESTS_INTERVAL_MS'],
        ['subscriptions', 'subscriptions/job-handler.ts', 'SUBSCRIPTIONS_INTERVAL_MS'],
      ]),
    );
    expect(new Set(SCHEDULED_JOBS.map((entry) => entry.name)).size).toBe(SCHEDULED_JOBS.length);
  });

  it('runs a job on demand with a Scheduled Event at the given time, and answers once it is over', async () => {
    const running = start();
    expect(running.names).toEqual(['recorder', 'boom', 'missing']);
    await running.run('recorder', new Date('2031-02-03T04:05:06.000Z'));
    expect(seen()).toHaveLength(1);
    expect(seen()[0]?.event).toMatchObject({
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
      time: '2031-02-03T04:05:06.000Z',
    });
  });

  it('runs one run of a job at a time', async () => {
    const running = start();
    await Promise.all([running.run('recorder'), running.run('recorder'), running.run('recorder')]);
    expect(seen().map((run) => run.overlapping)).toEqual([false, false, false]);
  });

  it("throws a job's failure to the caller, an unknown job and a missing handler too; later runs go on", async () => {
    const running = start();
    await expect(running.run('boom')).rejects.toThrow('boom');
    await expect(running.run('missing')).rejects.toThrow('does not exist');
    const unknown = await running.run('nope').catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(UnknownJobError);
    expect((unknown as UnknownJobError).known).toEqual(['recorder', 'boom', 'missing']);
    await running.run('recorder');
    expect(seen()).toHaveLength(1);
  });

  it('runs a job on its interval when it has one', async () => {
    start({ TEST_JOB_INTERVAL_MS: '200' });
    await expect.poll(() => seen().length, { timeout: 5_000, interval: 50 }).toBeGreaterThan(0);
  });

  it("reads the interval from the job's variable: off, a number of milliseconds, else the default", () => {
    const recorder = job('recorder', 'recorder.mjs');
    expect(intervalOf(recorder, { TEST_JOB_INTERVAL_MS: 'off' })).toBeNull();
    expect(intervalOf(recorder, { TEST_JOB_INTERVAL_MS: '1000' })).toBe(1_000);
    for (const raw of [undefined, '', '100', '1.5', 'soon', '3600001'])
      expect(intervalOf(recorder, { TEST_JOB_INTERVAL_MS: raw })).toBe(3_600_000);
  });
});
