/**
 * Scheduled jobs on demand (POST /_local/schedules/run, infra/local/schedule.ts): the test stack runs no job on
 * an interval, so a test that needs a sweep or a sync runs it, optionally as if the time were `now`, instead
 * of waiting for one. The call answers once the run is over.
 */
import { baseUrl } from './stack-under-test.js';

/** The jobs the local stack registers (infra/local/schedule.ts SCHEDULED_JOBS). */
export type ScheduledJobName =
  'payments-sweep' | 'directory-sync' | 'review-requests' | 'subscriptions' | (string & {});

export async function runSchedule(job: ScheduledJobName, now?: Date): Promise<void> {
  const answer = await fetch(`${baseUrl}/_local/schedules/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(now ? { job, now: now.toISOString() } : { job }),
  });
  const text = await answer.text();
  if (answer.status !== 200) throw new Error(`The ${job} job did not run: ${answer.status} ${text}`);
}
