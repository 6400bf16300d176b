/**
 * Webhook delivery as Stripe does it: each event POSTed as JSON to the endpoint with
 * `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the whsec secret>` over the
 * exact bytes sent (signed again, with a fresh timestamp, on every attempt). A non-2xx answer or a network
 * error is retried with a growing pause (retryDelaysMs: 1 s, 5 s, 25 s by default), then the event is given up
 * with one debug line. Events of the same object go out in order (the next waits until the previous one is
 * delivered or given up); events of different objects do not wait for each other. `replay` sends an event again.
 */
import { createHmac } from 'node:crypto';
import type { StripeEvent } from './store.js';

export const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 25_000];
/** How long one attempt waits for the endpoint's answer. */
export const DELIVERY_TIMEOUT_MS = 15_000;
const ATTEMPTS_KEPT = 500;

/** The `Stripe-Signature` header of `payload` signed at `timestamp` (seconds). */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** The raw body of an event, as Stripe writes it (pretty-printed JSON). */
export const eventPayload = (event: StripeEvent): string => JSON.stringify(event, null, 2);

export interface DeliveryAttempt {
  eventId: string;
  type: string;
  attempt: number;
  /** The endpoint's status, or the network error. */
  status?: number;
  error?: string;
  /** Milliseconds. */
  at: number;
}

export interface DeliveryResult {
  eventId: string;
  delivered: boolean;
  attempts: number;
  /** No endpoint configured (or the sender stopped): nothing was sent. */
  skipped?: boolean;
}

export interface Delivery {
  event: StripeEvent;
  /** Settles after the first attempt (after earlier events of the same object have gone). */
  firstAttempt: Promise<void>;
  done: Promise<DeliveryResult>;
}

export interface WebhookSenderOptions {
  secret: string;
  url?: string;
  retryDelaysMs?: number[];
  timeoutMs?: number;
  log?: { debug(message: string): void };
}

export class WebhookSender {
  private url: string | undefined;
  private readonly retryDelaysMs: number[];
  private readonly timeoutMs: number;
  private readonly chains = new Map<string, Promise<unknown>>();
  private readonly pauses = new Set<() => void>();
  private readonly controllers = new Set<AbortController>();
  private stopped = false;
  /** Recent attempts, oldest first (for tests and debugging). */
  readonly attempts: DeliveryAttempt[] = [];

  constructor(private readonly options: WebhookSenderOptions) {
    this.url = options.url;
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  }

  get endpoint(): string | undefined {
    return this.url;
  }

  setEndpoint(url: string | undefined): void {
    this.url = url;
  }

  /** Queues `event` behind earlier events of the same object. */
  send(event: StripeEvent): Delivery {
    const objectId = String(event.data.object.id ?? event.id);
    let firstAttempt!: () => void;
    const first = new Promise<void>((resolve) => (firstAttempt = resolve));
    const previous = this.chains.get(objectId) ?? Promise.resolve();
    const done = previous.then(() => this.deliver(event, firstAttempt)).finally(() => firstAttempt());
    this.chains.set(objectId, done);
    void done.finally(() => {
      if (this.chains.get(objectId) === done) this.chains.delete(objectId);
    });
    return { event, firstAttempt: first, done };
  }

  /** Sends an event again (Stripe's "resend"): same id, same body, a new signature. */
  replay(event: StripeEvent): Promise<DeliveryResult> {
    return this.send(event).done;
  }

  /** Ends every pause and attempt in progress; nothing is sent afterwards. */
  stop(): void {
    this.stopped = true;
    for (const wake of this.pauses) wake();
    for (const controller of this.controllers) controller.abort();
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.pauses.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      timer.unref();
      this.pauses.add(wake);
    });
  }

  private record(attempt: DeliveryAttempt): void {
    this.attempts.push(attempt);
    if (this.attempts.length > ATTEMPTS_KEPT) this.attempts.splice(0, this.attempts.length - ATTEMPTS_KEPT);
  }

  private async attempt(url: string, payload: string): Promise<{ status?: number; error?: string }> {
    const controller = new AbortController();
    this.controllers.add(controller);
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      const answer = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signatureHeader(payload, this.options.secret, Math.floor(Date.now() / 1000)),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: controller.signal,
      });
      await answer.arrayBuffer().catch(() => undefined);
      return { status: answer.status };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      return { error: cause?.code ?? (error as Error).name ?? 'error' };
    } finally {
      clearTimeout(timer);
      this.controllers.delete(controller);
    }
  }

  private async deliver(event: StripeEvent, firstAttemptDone: () => void): Promise<DeliveryResult> {
    const url = this.url;
    if (!url || this.stopped) return { eventId: event.id, delivered: false, attempts: 0, skipped: true };
    const payload = eventPayload(event);
    const total = this.retryDelaysMs.length + 1;
    let last = '';
    for (let attempt = 1; attempt <= total; attempt += 1) {
      if (attempt > 1) await this.pause(this.retryDelaysMs[attempt - 2] ?? 0);
      if (this.stopped) return { eventId: event.id, delivered: false, attempts: attempt - 1 };
      const outcome = await this.attempt(url, payload);
      this.record({ eventId: event.id, type: event.type, attempt, ...outcome, at: Date.now() });
      if (attempt === 1) firstAttemptDone();
      if (outcome.status !== undefined && outcome.status >= 200 && outcome.status < 300)
        return { eventId: event.id, delivered: true, attempts: attempt };
      last = outcome.status !== undefined ? `answered ${outcome.status}` : `failed (${outcome.error})`;
    }
    this.options.log?.debug(
      `Stripe webhook ${event.type} (${event.id}) given up after ${total} attempts: ${url} ${last}.`,
    );
    return { eventId: event.id, delivered: false, attempts: total };
  }
}
