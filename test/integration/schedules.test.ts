/**
 * POST /_local/schedules/run on the real local stack: a registered job runs once and the answer says which;
 * an unknown job or a bad body changes nothing and says what is expected (infra/local/schedule.ts).
 */
import { describe, expect, it } from 'vitest';
import { noStack, postJson } from './helpers.js';

describe.skipIf(noStack)('scheduled jobs on demand', () => {
  it('runs the payments sweep, the directory sync and the cut-off notices, now or as if it were another time', async () => {
    for (const body of [
      { job: 'payments-sweep' },
      { job: 'payments-sweep', now: '2030-01-06T23:59:00Z' },
      { job: 'directory-sync' },
      { job: 'cutoffs', now: '2030-01-06T23:59:00Z' },
    ]) {
      const answer = await postJson('/_local/schedules/run', body);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body).toEqual({ ran: body.job });
    }
  });

  it('answers 404 with the registered jobs for an unknown job, 400 for a body of another shape', async () => {
    const unknown = await postJson('/_local/schedules/run', { job: 'no-such-job' });
    expect(unknown.status).toBe(404);
    expect((unknown.body as { jobs: string[] }).jobs).toEqual(
      expect.arrayContaining(['payments-sweep', 'directory-sync']),
    );
    for (const body of ['{}', '{"job": "payments-sweep", "now": "pronto"}', 'payments-sweep']) {
      const refused = await postJson('/_local/schedules/run', body);
      expect(refused.status, body).toBe(400);
    }
  });
});
