/**
 * Events as Stripe sends them: `{id: 'evt_...', object: 'event', api_version, created, data: {object,
 * previous_attributes?}, livemode: false, pending_webhooks, request: {id, idempotency_key}, type}`, with a
 * snapshot of the object at the time of the change. Kept for `GET /v1/events` and handed to the webhook sender.
 */
import { newId } from './ids.js';
import { LOCAL_STRIPE_API_VERSION } from './keys.js';
import { noSuch } from './errors.js';
import type { Params } from './params.js';
import type { StripeEvent, StripeStore } from './store.js';

/** The events this server sends, and for which object. */
export const EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.expired',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'setup_intent.succeeded',
  'setup_intent.setup_failed',
  'refund.created',
  'transfer.created',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** What a change needs to know to announce itself: the clock and the request that caused it. */
export interface Operation {
  /** Seconds. */
  now: number;
  /** The API request behind the change (null: the hosted page, the clock). */
  request: { id: string | null; idempotency_key: string | null };
  emit(type: EventType, object: object, previousAttributes?: Record<string, unknown>): void;
}

export function buildEvent(
  type: EventType,
  object: object,
  operation: Pick<Operation, 'now' | 'request'>,
  pendingWebhooks: number,
  previousAttributes?: Record<string, unknown>,
): StripeEvent {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: LOCAL_STRIPE_API_VERSION,
    created: operation.now,
    data: {
      object: structuredClone(object) as Record<string, unknown>,
      ...(previousAttributes ? { previous_attributes: previousAttributes } : {}),
    },
    livemode: false,
    pending_webhooks: pendingWebhooks,
    request: operation.request,
    type,
  };
}

export function retrieveEvent(store: StripeStore, id: string): StripeEvent {
  const event = store.events.find((candidate) => candidate.id === id);
  if (!event) throw noSuch('event', id);
  return event;
}

/** `GET /v1/events`: newest first, `type`, `limit` (1-100, default 10) and `starting_after`. */
export function listEvents(store: StripeStore, params: Params) {
  params.allowOnly(['type', 'limit', 'starting_after', 'expand']);
  const type = params.string('type');
  const limit = params.integer('limit', 1, 100) ?? 10;
  const after = params.string('starting_after');
  let events = [...store.events].reverse();
  if (type) {
    const pattern = new RegExp(`^${type.replace(/[.]/g, '\\.').replace(/\*/g, '[^.]+')}$`);
    events = events.filter((event) => pattern.test(event.type));
  }
  if (after) {
    const index = events.findIndex((event) => event.id === after);
    if (index < 0) throw noSuch('event', after, 'starting_after');
    events = events.slice(index + 1);
  }
  return { object: 'list', data: events.slice(0, limit), has_more: events.length > limit, url: '/v1/events' };
}
