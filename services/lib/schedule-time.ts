/**
 * The time a scheduled run stands for: the `time` of EventBridge's Scheduled Event (the moment the schedule
 * fired; the local stack's POST /_local/schedules/run sets it to the `now` it is given), else the clock. A job
 * that depends on the time (deadlines, periods) reads it here, so a test can run it "as if it were" later.
 */
export function scheduledTime(event: unknown, clock: () => Date = () => new Date()): Date {
  const time = (event as { time?: unknown } | null | undefined)?.time;
  if (typeof time !== 'string') return clock();
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? clock() : date;
}
