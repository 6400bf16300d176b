/** POST /_local/schedules/run's answers for each body (the route itself: test/integration/schedules.test.ts). */
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from './log.js';
import { UnknownJobError } from './schedule.js';
import { runScheduleRequest } from './schedules-endpoint.js';

const names = ['payments-sweep', 'directory-sync'];
const schedules = (run: (name: string, now?: Date) => Promise<void> = async () => undefined) => ({
  names,
  run: vi.fn(run),
});
const log = createLogger('silent');

describe('POST /_local/schedules/run', () => {
  it('runs the job as if the time were `now` and answers {ran}', async () => {
    const jobs = schedules();
    const answer = await runScheduleRequest(
      jobs,
      JSON.stringify({ job: 'payments-sweep', now: '2030-05-01T10:00:00+02:00' }),
      log,
    );
    expect(answer).toEqual({ statusCode: 200, body: { ran: 'payments-sweep' } });
    expect(jobs.run).toHaveBeenCalledWith('payments-sweep', new Date('2030-05-01T08:00:00.000Z'));
  });

  it('runs it at the current time without `now`', async () => {
    const jobs = schedules();
    const before = Date.now();
    expect((await runScheduleRequest(jobs, '{"job":"directory-sync"}', log)).statusCode).toBe(200);
    const at = jobs.run.mock.calls[0]?.[1] as Date;
    expect(at.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('answers 400 for a body that is not {job, now?} and runs nothing', async () => {
    const jobs = schedules();
    for (const body of [
      '',
      'job=payments-sweep',
      'null',
      '[]',
      '{}',
      '{"job": ""}',
      '{"job": 7}',
      '{"job": "payments-sweep", "now": 1700000000000}',
      '{"job": "payments-sweep", "now": "mañana"}',
      '{"job": "payments-sweep", "now": "2030-05-01"}',
      '{"job": "payments-sweep", "now": "2030-05-01T10:00:00"}',
      '{"job": "payments-sweep", "now": "2030-13-45T10:00:00Z"}',
    ]) {
      const answer = await runScheduleRequest(jobs, body, log);
      expect(answer.statusCode, body).toBe(400);
      expect((answer.body as { message: string }).message).toContain('"job"');
    }
    expect(jobs.run).not.toHaveBeenCalled();
  });

  it('answers 404 with the jobs for a job that is not registered', async () => {
    const jobs = schedules(async (name) => {
      throw new UnknownJobError(name, names);
    });
    expect(await runScheduleRequest(jobs, '{"job":"subscription"}', log)).toEqual({
      statusCode: 404,
      body: { message: expect.stringContaining('subscription') as string, jobs: names },
    });
  });

  it('answers 500 with its message when the job itself fails', async () => {
    const jobs = schedules(async () => {
      throw new Error('DynamoDB Local is down');
    });
    expect(await runScheduleRequest(jobs, '{"job":"payments-sweep"}', log)).toEqual({
      statusCode: 500,
      body: { message: 'The payments-sweep job failed: DynamoDB Local is down' },
    });
  });
});
