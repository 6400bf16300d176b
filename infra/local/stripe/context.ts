/**
 * What the local Stripe server's request handlers share: the store, the clock, and how a change announces
 * itself (its events kept in the store at once, then handed to the webhook sender by publish()).
 */
import { attemptPayment, expireDueSessions, type Checkout, type PayResult } from './checkout.js';
import { buildEvent, type Operation } from './events.js';
import type { StripeEvent, StripeStore } from './store.js';
import type { Delivery, WebhookSender } from './webhooks.js';

export interface ServerContext {
  store: StripeStore;
  checkout: Checkout;
  sender: WebhookSender;
  secretKey: string;
  shopName: string;
  /** Seconds. */
  nowSeconds(): number;
  onboardingUrl(linkId: string): string;
  /** A change's context; its events are kept at once and sent by publish(). */
  operation(request: Operation['request'] | null): { operation: Operation; pending: StripeEvent[] };
  publish(pending: StripeEvent[]): Delivery[];
  /** Expires the open sessions whose expires_at has passed (answers how many). */
  sweep(): number;
  /** Pays a session as its hosted page does; answers after the first delivery of its events (bounded). */
  payNow(sessionId: string, card: string): Promise<PayResult>;
  /** Where a request is (the crash tests' kill points). */
  onPoint(point: string): void;
  log?: { debug(message: string): void; error(message: string, error?: unknown): void };
}

export interface ContextOptions {
  store: StripeStore;
  sender: WebhookSender;
  secretKey: string;
  shopName: string;
  /** Milliseconds. */
  now?: () => number;
  /** How long a payment waits for the first delivery of its events (0: no wait). */
  webhookWaitMs: number;
  publicUrl(): string;
  onPoint?: (point: string) => void;
  log?: ServerContext['log'];
}

export function createServerContext(options: ContextOptions): ServerContext {
  const { store, sender } = options;
  const nowSeconds = () => Math.floor((options.now?.() ?? Date.now()) / 1000);
  const checkout: Checkout = { store, pageUrl: (id) => `${options.publicUrl()}/pay/${id}` };

  function operation(request: Operation['request'] | null) {
    const pending: StripeEvent[] = [];
    const context = { now: nowSeconds(), request: request ?? { id: null, idempotency_key: null } };
    const change: Operation = {
      ...context,
      emit: (type, object, previousAttributes) => {
        const event = buildEvent(type, object, context, sender.endpoint ? 1 : 0, previousAttributes);
        store.addEvent(event);
        sender.enqueue(event);
        pending.push(event);
      },
    };
    return { operation: change, pending };
  }

  const publish = (pending: StripeEvent[]): Delivery[] => pending.map((event) => sender.send(event));

  /** Waits for the first delivery attempt of each event, at most webhookWaitMs. */
  async function firstAttempts(deliveries: Delivery[]): Promise<void> {
    if (deliveries.length === 0 || options.webhookWaitMs <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(deliveries.map((delivery) => delivery.firstAttempt)),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, options.webhookWaitMs);
        timer.unref();
      }),
    ]);
    clearTimeout(timer);
  }

  function sweep(): number {
    const { operation: change, pending } = operation(null);
    const expired = expireDueSessions(checkout, change);
    if (expired > 0) {
      store.save();
      publish(pending);
    }
    return expired;
  }

  async function payNow(sessionId: string, card: string): Promise<PayResult> {
    const { operation: change, pending } = operation(null);
    let result: PayResult;
    try {
      result = attemptPayment(checkout, sessionId, card, change);
    } finally {
      if (pending.length > 0) store.save();
      await firstAttempts(publish(pending));
    }
    return result;
  }

  return {
    store,
    checkout,
    sender,
    secretKey: options.secretKey,
    shopName: options.shopName,
    nowSeconds,
    onboardingUrl: (id) => `${options.publicUrl()}/onboarding/${id}`,
    operation,
    publish,
    sweep,
    payNow,
    onPoint: options.onPoint ?? (() => undefined),
    ...(options.log ? { log: options.log } : {}),
  };
}
