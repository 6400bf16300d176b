/**
 * Webhook delivery as Stripe does it: each event POSTed as JSON to the endpoint with
 * `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the whsec secret>` over the
 * exact bytes sent (signed again, with a fresh timestamp, on every attempt).
 *
 * An event is queued in the store (store.ts `deliveries`, persisted with everything else) before its first
 * attempt and leaves the queue once the endpoint answers 2xx, or once it is given up. A non-2xx answer or a
 * network error is tried again on Stripe's schedule (backoff.ts: 1 minute, doubling, for up to three days), and a
 * restart of the server picks the queue up where it was (resume()): an event whose attempt was due while the
 * server was down is sent at once, the others when they are due. An event delivered is marked
 * `pending_webhooks: 0`, as Stripe's event object says.
 *
 * First attempts of events of the same object go out in order (the next waits for the previous one's first
 * attempt); retries do not hold later events back (Stripe does not promise an order either). `replay` sends an
 * event once more now (the Dashboard's "Resend").
 */
import { createHmac } from 'node:crypto';
import { nextRetryDelayMs } from './backoff.js';
import type { QueuedDelivery, StripeEvent } from './store.js';

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
  /** Settles after the first attempt (after earlier events of the same object have had theirs). */
  firstAttempt: Promise<void>;
  /** Settles when the event is delivered, given up, or the sender stops (it then stays queued). */
  done: Promise<DeliveryResult>;
}

/** Where the queue lives: the server's store (persisted), or memory. */
export interface DeliveryStore {
  deliveries: Map<string, QueuedDelivery>;
  event(id: string): StripeEvent | undefined;
  save(): void;
}

export interface WebhookSenderOptions {
  secret: string;
  url?: string;
  /** Explicit pauses before each retry, replacing Stripe's schedule (backoff.ts). */
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
  store?: DeliveryStore;
  /** Milliseconds (tests). */
  now?: () => number;
  log?: { debug(message: string): void };
  /** `stripe:delivered:<event type>`: the endpoint answered 2xx, not yet recorded (the crash tests). */
  onPoint?: (point: string) => void;
}

type AttemptOutcome = 'delivered' | 'failed' | 'given_up' | 'gone' | 'stopped';

function memoryStore(): DeliveryStore {
  const events = new Map<string, StripeEvent>();
  return { deliveries: new Map(), event: (id) => events.get(id), save: () => undefined };
}

export class WebhookSender {
  private url: string | undefined;
  private readonly timeoutMs: number;
  private readonly store: DeliveryStore;
  private readonly clock: () => number;
  /** The first attempt of the last event of each object (the next one's first attempt waits for it). */
  private readonly chains = new Map<string, Promise<unknown>>();
  /** Events with a delivery loop running in this process. */
  private readonly running = new Set<string>();
  private readonly pauses = new Set<() => void>();
  private readonly controllers = new Set<AbortController>();
  private stopped = false;
  /** Recent attempts, oldest first (for tests and debugging). */
  readonly attempts: DeliveryAttempt[] = [];

  constructor(private readonly options: WebhookSenderOptions) {
    this.url = options.url;
    this.timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
    this.store = options.store ?? memoryStore();
    this.clock = options.now ?? Date.now;
  }

  get endpoint(): string | undefined {
    return this.url;
  }

  /** Sets where events go; the queue kept from an earlier run starts (again) once there is an endpoint. */
  setEndpoint(url: string | undefined): void {
    this.url = url;
    if (url) this.resume();
  }

  /**
   * Puts `event` in the queue without saving (the change that made it saves the store once, event and queue
   * together, so a crash cannot keep one without the other). False when no endpoint is configured.
   */
  enqueue(event: StripeEvent): boolean {
    if (!this.url) return false;
    if (!this.store.deliveries.has(event.id)) {
      const now = this.clock();
      this.store.deliveries.set(event.id, {
        eventId: event.id,
        attempts: 0,
        nextAttemptAt: now,
        firstAttemptAt: now,
      });
    }
    return true;
  }

  /** Queues `event` (persisted) and starts its delivery; skipped when no endpoint is configured. */
  send(event: StripeEvent): Delivery {
    if (!this.url || this.stopped) {
      const skipped = { eventId: event.id, delivered: false, attempts: 0, skipped: true };
      return { event, firstAttempt: Promise.resolve(), done: Promise.resolve(skipped) };
    }
    if (!this.store.deliveries.has(event.id)) {
      this.enqueue(event);
      this.store.save();
    }
    if (this.running.has(event.id)) {
      const underWay = { eventId: event.id, delivered: false, attempts: 0 };
      return { event, firstAttempt: Promise.resolve(), done: Promise.resolve(underWay) };
    }
    return this.run(event);
  }

  /** Starts the delivery of every queued event not already under way (after a restart). */
  resume(): Delivery[] {
    if (!this.url || this.stopped) return [];
    const started: Delivery[] = [];
    for (const entry of [...this.store.deliveries.values()]) {
      if (this.running.has(entry.eventId)) continue;
      const event = this.store.event(entry.eventId);
      if (!event) {
        this.store.deliveries.delete(entry.eventId);
        continue;
      }
      started.push(this.run(event));
    }
    return started;
  }

  /** Sends an event once more, now (Stripe's "Resend"): same id, same body, a new signature. */
  async replay(event: StripeEvent): Promise<DeliveryResult> {
    const url = this.url;
    if (!url || this.stopped) return { eventId: event.id, delivered: false, attempts: 0, skipped: true };
    const outcome = await this.attempt(url, eventPayload(event));
    const delivered = this.isSuccess(outcome);
    this.record({ eventId: event.id, type: event.type, attempt: 1, ...outcome, at: this.clock() });
    if (delivered) this.markDelivered(event);
    return { eventId: event.id, delivered, attempts: 1 };
  }

  /** Ends every pause and attempt in progress; nothing is sent afterwards (the queue stays in the store). */
  stop(): void {
    this.stopped = true;
    for (const wake of this.pauses) wake();
    for (const controller of this.controllers) controller.abort();
  }

  private run(event: StripeEvent): Delivery {
    this.running.add(event.id);
    const objectId = String(event.data.object.id ?? event.id);
    const previous = this.chains.get(objectId) ?? Promise.resolve();
    const first = previous.then(() => this.attemptWhenDue(event));
    this.chains.set(objectId, first);
    void first.finally(() => {
      if (this.chains.get(objectId) === first) this.chains.delete(objectId);
    });
    const done = first
      .then(async (outcome) => {
        let last = outcome;
        while (last === 'failed') last = await this.attemptWhenDue(event);
        return last;
      })
      .then((outcome) => ({
        eventId: event.id,
        delivered: outcome === 'delivered' || (outcome === 'gone' && event.pending_webhooks === 0),
        attempts: this.attempts.filter((attempt) => attempt.eventId === event.id).length,
      }))
      .finally(() => this.running.delete(event.id));
    return {
      event,
      firstAttempt: first.then(
        () => undefined,
        () => undefined,
      ),
      done,
    };
  }

  private isSuccess(outcome: { status?: number }): boolean {
    return outcome.status !== undefined && outcome.status >= 200 && outcome.status < 300;
  }

  private markDelivered(event: StripeEvent): void {
    event.pending_webhooks = 0;
    this.store.deliveries.delete(event.id);
    this.store.save();
  }

  /** Waits until the event's next attempt is due, then makes it and records what it means for the queue. */
  private async attemptWhenDue(event: StripeEvent): Promise<AttemptOutcome> {
    const due = this.store.deliveries.get(event.id);
    if (!due) return 'gone';
    const wait = due.nextAttemptAt - this.clock();
    if (wait > 0) await this.pause(wait);
    const entry = this.store.deliveries.get(event.id);
    if (!entry) return 'gone';
    const url = this.url;
    if (this.stopped || !url) return 'stopped';
    const outcome = await this.attempt(url, eventPayload(event));
    if (this.stopped) return 'stopped';
    entry.attempts += 1;
    const now = this.clock();
    this.record({ eventId: event.id, type: event.type, attempt: entry.attempts, ...outcome, at: now });
    if (this.isSuccess(outcome)) {
      this.options.onPoint?.(`stripe:delivered:${event.type}`);
      this.markDelivered(event);
      return 'delivered';
    }
    const last = outcome.status !== undefined ? `answered ${outcome.status}` : `failed (${outcome.error})`;
    const pause = nextRetryDelayMs(entry.attempts, now - entry.firstAttemptAt, {
      ...(this.options.retryDelaysMs ? { delaysMs: this.options.retryDelaysMs } : {}),
    });
    if (pause === null) {
      this.store.deliveries.delete(event.id);
      this.store.save();
      this.options.log?.debug(
        `Stripe webhook ${event.type} (${event.id}) given up after ${entry.attempts} attempts: ${url} ${last}.`,
      );
      return 'given_up';
    }
    entry.nextAttemptAt = now + pause;
    entry.lastError = last;
    this.store.save();
    return 'failed';
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
}
