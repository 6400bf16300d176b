/**
 * Kill points for the crash tests (local stack only, never in AWS; test/integration/crash.test.ts). A test arms
 * one point with POST /_local/faults {"killAt": "<point>"} (the gateway; {"killAt": null} disarms it); when the
 * stack's code reaches that point, the whole stack dies at once: SIGKILL to its process group (this process,
 * DynamoDB Local's java, cognito-local), as `kill -9` of the stack would. Nothing is flushed or closed: what was
 * written before the point is kept, what was about to be written is lost, and no answer is sent. One difference
 * with AWS is bridged: DynamoDB keeps a write once it acknowledged it, whatever becomes of the Lambda, but
 * DynamoDB Local may lose a write it acknowledged a few milliseconds before its own SIGKILL (a payout written
 * 9 ms before the kill was gone after the restart). So this process first stands still for DATABASE_SETTLE_MS,
 * blocked (no handler, gateway or stand-in code runs: as good as dead already), while DynamoDB Local, another
 * process, settles what it acknowledged; then the whole group dies. The harness
 * starts the stack in a process group of its own (test/support/stack.ts `detached`); without that, only this
 * process dies.
 *
 * The points, each named where the code reaches it (`*` in an armed point matches any run of characters):
 *   stripe:before:<METHOD> <path>   the Stripe stand-in received an API request, before it acts on it
 *   stripe:after:<METHOD> <path>    the stand-in acted and saved (the object, its events queued, its
 *                                   idempotent answer), before it answers
 *   stripe:delivered:<event type>   the webhook endpoint answered 2xx (the shop applied the event), before the
 *                                   stand-in records the delivery: Stripe will send it again
 *   gateway:before:<route id>       a request reached the gateway's route (e.g. payments.webhook), before its handler
 *   gateway:after:<route id>        the handler answered (its writes are done), before the answer is sent
 *
 * A Stripe point may instead be armed to drop (POST /_local/faults {"dropAt": "stripe:before:POST
 * /v1/payment_intents"}; {"dropAt": null} disarms it): until disarmed, every request reaching it is dropped by
 * the stand-in (the connection closed, nothing done, no answer), as a provider that cannot be reached; the stack
 * lives on. The subscriptions tests use it for a cycle whose charge is never sent (test/integration/
 * subscription-charges.test.ts).
 */
import { ConnectionDropped } from './stripe/errors.js';

let armed: RegExp | null = null;
let armedAs: string | null = null;
let dropping: RegExp | null = null;

const patternOf = (point: string): RegExp =>
  new RegExp(`^${point.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);

/** Arms one kill point (null disarms). */
export function armKill(point: string | null): void {
  armed = point ? patternOf(point) : null;
  armedAs = point;
}

export const armedKill = (): string | null => armedAs;

/** How long the dying process stands still before the SIGKILL, for DynamoDB Local to keep what it acknowledged. */
export const DATABASE_SETTLE_MS = 500;

/** Blocks this process (its event loop included) for `ms`: nothing of it runs meanwhile. */
export function standStill(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** How the stack dies (replaced in unit tests). */
let die = (): void => {
  standStill(DATABASE_SETTLE_MS);
  try {
    // Pid 0: every process of this process group.
    process.kill(0, 'SIGKILL');
  } finally {
    process.kill(process.pid, 'SIGKILL');
  }
};

export function onKill(kill: () => void): void {
  die = kill;
}

/** Arms a Stripe point to drop every request reaching it (null disarms). */
export function armDrop(point: string | null): void {
  dropping = point ? patternOf(point) : null;
}

/** The code reached `point`: the stack dies here if it is the armed one; a request armed to drop is dropped. */
export function killPoint(point: string): void {
  if (dropping?.test(point) && point.startsWith('stripe:')) throw new ConnectionDropped(point);
  if (!armed?.test(point)) return;
  armed = null;
  die();
}

const validPoint = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && value.length > 0 && value.length <= 200);

/**
 * POST /_local/faults {"killAt": "<point>" | null} or {"dropAt": "<stripe point>" | null}: answers what it armed
 * ({killAt} or {dropAt}) or a 400 message.
 */
export function faultsRequest(text: string): { statusCode: number; body: unknown } {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    input = undefined;
  }
  const fields = (input && typeof input === 'object' ? input : {}) as { killAt?: unknown; dropAt?: unknown };
  if ('dropAt' in fields && !('killAt' in fields) && validPoint(fields.dropAt)) {
    if (fields.dropAt === null || fields.dropAt.startsWith('stripe:')) {
      armDrop(fields.dropAt);
      return { statusCode: 200, body: { dropAt: fields.dropAt } };
    }
  }
  const killAt = fields.killAt;
  if (!('killAt' in fields) || !validPoint(killAt))
    return {
      statusCode: 400,
      body: {
        message:
          'Expected {"killAt": "<point>" | null} or {"dropAt": "stripe:<point>" | null} (infra/local/faults.ts)',
      },
    };
  armKill(killAt);
  return { statusCode: 200, body: { killAt } };
}
