/**
 * /_local/* of the local gateway (local only, nothing of it exists in AWS): the outbox of what AWS would e-mail
 * (GET lists it, POST adds an e-mail: the events function's local mail transport), paying a Checkout Session
 * as its hosted page would (POST /_local/payments/pay) and losing the Stripe stand-in's webhooks on purpose (POST
 * /_local/payments/webhooks: payments-endpoint.ts), running a scheduled job once (POST
 * /_local/schedules/run), arming a kill point of the crash tests (POST /_local/faults: faults.ts) and which
 * components are up (GET /_local/health).
 */
import type { IncomingMessage } from 'node:http';
import { faultsRequest } from './faults.js';
import { json, readBody } from './gateway-io.js';
import type { HttpAnswer } from './lambda-event.js';
import type { Logger } from './log.js';
import { parseMailPost, type Outbox } from './outbox.js';
import type { RunningSchedules } from './schedule.js';
import { runScheduleRequest, SCHEDULE_RUN_MAX_BYTES } from './schedules-endpoint.js';
import { PAY_POST_MAX_BYTES, paymentsHook, type LocalPayments } from './payments-endpoint.js';

/**
 * Largest e-mail the local mail transport may post to /_local/outbox: an order confirmation carries the purchase
 * conditions and the model withdrawal form, each up to 30,000 characters (outbox.ts MAIL_LIMITS).
 */
export const OUTBOX_POST_MAX_BYTES = 256 * 1024;

export type ComponentState = 'up' | 'down';

export type { LocalPayments } from './payments-endpoint.js';

/** What the local endpoints answer from. */
export interface LocalEndpointDeps {
  outbox: Outbox;
  /** The local Stripe server's card payments, for POST /_local/payments/pay (infra/local/stripe/server.ts). */
  payments?: LocalPayments;
  /** The scheduled jobs, for POST /_local/schedules/run (infra/local/schedule.ts). */
  schedules?: Pick<RunningSchedules, 'names' | 'run'>;
  /** Where the code is, for the crash tests' kill points (infra/local/faults.ts; POST /_local/faults arms one). */
  onPoint?: (point: string) => void;
  /** States of the emulators, for /_local/health. */
  health: () => Promise<Record<string, ComponentState>>;
  log: Logger;
}

/** The answer to a request under /_local. */
export async function localEndpointAnswer(
  request: IncomingMessage,
  rawPath: string,
  deps: LocalEndpointDeps,
): Promise<HttpAnswer> {
  const method = request.method ?? 'GET';
  const noStore = { 'cache-control': 'no-store' };
  let answer: HttpAnswer;
  if (method === 'POST' && rawPath === '/_local/outbox') {
    answer = await postMail(request, deps);
  } else if (
    method === 'POST' &&
    (rawPath === '/_local/payments/pay' || rawPath === '/_local/payments/webhooks')
  ) {
    answer = await postPayments(request, rawPath, deps);
  } else if (method === 'POST' && rawPath === '/_local/faults' && deps.onPoint) {
    const body = await readBody(request, SCHEDULE_RUN_MAX_BYTES);
    if (!body.ok) request.resume();
    const armed = body.ok ? faultsRequest(body.body.toString('utf8')) : { statusCode: 413, body: {} };
    answer = json(armed.statusCode, armed.body, noStore);
  } else if (method === 'POST' && rawPath === '/_local/schedules/run' && deps.schedules) {
    const body = await readBody(request, SCHEDULE_RUN_MAX_BYTES);
    if (!body.ok) request.resume();
    const run = body.ok
      ? await runScheduleRequest(deps.schedules, body.body.toString('utf8'), deps.log)
      : { statusCode: 413, body: { message: 'Payload Too Large' } };
    answer = json(run.statusCode, run.body, noStore);
  } else if (method !== 'GET' && method !== 'HEAD') {
    answer = json(405, { message: 'Method Not Allowed' }, { allow: 'GET, HEAD' });
  } else if (rawPath === '/_local/outbox') {
    answer = json(200, { messages: deps.outbox.list() }, noStore);
  } else if (rawPath === '/_local/health') {
    const components = { gateway: 'up' as ComponentState, ...(await deps.health()) };
    const up = Object.values(components).every((state) => state === 'up');
    answer = json(up ? 200 : 503, { status: up ? 'ok' : 'degraded', components }, noStore);
  } else {
    answer = json(404, { message: 'Not Found' });
  }
  return answer;
}

/** POST /_local/outbox: an e-mail of the local mail transport (services/lib/mail) joins the outbox. */
async function postMail(request: IncomingMessage, deps: LocalEndpointDeps): Promise<HttpAnswer> {
  const body = await readBody(request, OUTBOX_POST_MAX_BYTES);
  if (!body.ok) {
    request.resume();
    return json(413, { message: 'Payload Too Large' });
  }
  const mail = parseMailPost(body.body.toString('utf8'));
  if (!mail)
    return json(400, {
      message:
        'Expected {to, kind: contact | order | review | withdrawal | subscription, subject, text, replyTo?}',
    });
  deps.outbox.add(mail);
  deps.log.info(`✉  Correo para ${mail.to}: ${mail.subject ?? ''}`);
  return json(201, { message: 'Queued in the local outbox' });
}

/** POST /_local/payments/pay and /_local/payments/webhooks (payments-endpoint.ts). */
async function postPayments(
  request: IncomingMessage,
  rawPath: string,
  deps: LocalEndpointDeps,
): Promise<HttpAnswer> {
  if (!deps.payments) return json(404, { message: 'Card payments are not running on this stack.' });
  const body = await readBody(request, PAY_POST_MAX_BYTES);
  if (!body.ok) {
    request.resume();
    return json(413, { message: 'Payload Too Large' });
  }
  const answer = await paymentsHook(deps.payments, rawPath, body.body.toString('utf8'));
  return json(answer.statusCode, answer.body, { 'cache-control': 'no-store' });
}
