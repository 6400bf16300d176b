/**
 * POST /_local/schedules/run {"job": "<name>", "now"?: "<ISO time>"} (local stack only, never in AWS): runs one
 * scheduled job once (infra/local/schedule.ts) as if the time were `now` (default: the clock), and answers
 * {"ran": "<name>"} once the run is over. 400 for a body that is not that shape, 404 for a job that is not
 * registered (the answer lists the jobs), 500 when the job itself threw (its message, also on the console).
 */
import type { Logger } from './log.js';
import { UnknownJobError, type RunningSchedules } from './schedule.js';

/** Largest body of POST /_local/schedules/run. */
export const SCHEDULE_RUN_MAX_BYTES = 4 * 1024;

export interface ScheduleRunAnswer {
  statusCode: number;
  body: { ran: string } | { message: string; jobs?: readonly string[] };
}

/** A date and time with its zone, e.g. 2030-01-31T23:59:00Z or 2030-01-31T23:59:00.000+01:00. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const EXPECTED = 'Expected {"job": "<name>", "now"?: "<ISO 8601 time>"}';

/** Reads the request's body (already read as text) and runs the job it names. */
export async function runScheduleRequest(
  schedules: Pick<RunningSchedules, 'names' | 'run'>,
  text: string,
  log: Logger,
): Promise<ScheduleRunAnswer> {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    return { statusCode: 400, body: { message: EXPECTED, jobs: schedules.names } };
  }
  const { job, now } = (input ?? {}) as { job?: unknown; now?: unknown };
  if (typeof job !== 'string' || job === '' || (now !== undefined && typeof now !== 'string'))
    return { statusCode: 400, body: { message: EXPECTED, jobs: schedules.names } };
  const at = now === undefined ? new Date() : new Date(now);
  if (now !== undefined && (!ISO_TIME.test(now) || Number.isNaN(at.getTime())))
    return { statusCode: 400, body: { message: `now must be an ISO 8601 time with its zone. ${EXPECTED}` } };
  try {
    await schedules.run(job, at);
    return { statusCode: 200, body: { ran: job } };
  } catch (error) {
    if (error instanceof UnknownJobError)
      return { statusCode: 404, body: { message: error.message, jobs: error.known } };
    log.error(`The ${job} job failed (run on demand)`, error);
    return { statusCode: 500, body: { message: `The ${job} job failed: ${(error as Error).message}` } };
  }
}
