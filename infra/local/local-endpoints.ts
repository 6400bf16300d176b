/**
 * /_local/* of the local gateway (local only, nothing of it exists in AWS): the outbox of what AWS would e-mail
 * (GET lists it, POST adds an e-mail: the events function's local mail transport), paying a Checkout Session
 * as its hosted page would (POST /_local/payments/pay), running a scheduled job once (POST
 * /_local/schedules/run) and which components are up (GET /_local/health).
 */
import type { IncomingMessage } from 'node:http';
import { json, readBody } from './gateway-io.js';
import type { HttpAnswer } from './lambda-event.js';
import type { Logger } from './log.js';
import { parseMailPost, type Outbox } from './outbox.js';
import type { RunningSchedules } from './schedule.js';
import { runScheduleRequest, SCHEDULE_RUN_MAX_BYTES } from './schedules-endpoint.js';
import { PayError } from './stripe/checkout.js';

/**
 * Largest e-mail the local mail transport may post to /_local/outbox: an order confirmation carries the purchase
 * conditions and the model withdrawal form, each up to 30,000 characters (outbox.ts MAIL_LIMITS).
 */
export const OUTBOX_POST_MAX_BYTES = 256 * 1024;
/** Largest body of POST /_local/payments/pay. */
export const PAY_POST_MAX_BYTES = 8 * 1024;

export type ComponentState = 'up' | 'down';

/** Paying a Checkout Session's hosted page with a test card; throws PayError when it cannot be paid. */
export interface LocalPayments {
  pay(url: string, card: string): Promise<{ status: 'succeeded' | 'declined' }>;
}

/** What the local endpoints answer from. */
export interface LocalEndpointDeps {
  outbox: Outbox;
  payments?: LocalPayments;
  schedules?: Pick<RunningSchedules, 'names' | 'run'>;
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
  } else if (method === 'POST' && rawPath === '/_local/payments/pay') {
    answer = await postPay(request, deps);
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

/**
 * POST /_local/payments/pay {url, card}: pays the session behind `url` as its hosted page would, answers
 * {status}. 400 for a URL that is not one of the local Stripe server's sessions or a card that is not a test
 * card, 409 for a session that is expired or already paid.
 */
async function postPay(request: IncomingMessage, deps: LocalEndpointDeps): Promise<HttpAnswer> {
  if (!deps.payments) return json(404, { message: 'Card payments are not running on this stack.' });
  const body = await readBody(request, PAY_POST_MAX_BYTES);
  if (!body.ok) {
    request.resume();
    return json(413, { message: 'Payload Too Large' });
  }
  let input: { url?: unknown; card?: unknown } = {};
  try {
    input = (JSON.parse(body.body.toString('utf8')) as typeof input | null) ?? {};
  } catch {
    input = {};
  }
  const { url, card } = input;
  if (typeof url !== 'string' || typeof card !== 'string')
    return json(400, { message: 'Expected {"url": "<the session\'s url>", "card": "4242424242424242"}' });
  try {
    const { status } = await deps.payments.pay(url, card);
    return json(200, { status }, { 'cache-control': 'no-store' });
  } catch (error) {
    if (!(error instanceof PayError)) throw error;
    const conflict = error.reason === 'expired' || error.reason === 'already_paid';
    return json(conflict ? 409 : 400, { message: error.message, reason: error.reason });
  }
}
