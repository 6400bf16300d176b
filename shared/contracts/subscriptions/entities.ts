/**
 * Recurring boxes (issue 33, docs/subscriptions.md): what the subscriptions endpoints answer. A subscription is
 * one consumer's box from one farm, placed as a normal order every cycle.
 */
import type { PaymentMethod } from '../payments/entities.js';
import type { ShippingInfo } from '../orders/entities.js';

export const SUBSCRIPTION_INTERVALS = ['weekly', 'biweekly', 'monthly'] as const;
export type SubscriptionInterval = (typeof SUBSCRIPTION_INTERVALS)[number];

/** `incomplete`: a card subscription whose card is not saved yet. */
export const SUBSCRIPTION_STATUSES = ['incomplete', 'active', 'paused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * Why a subscription is paused: the consumer paused it, two cycles in a row failed to charge, or its address is
 * in a zone the shop does not serve now (the job paused it at a cycle; it goes on when the consumer changes the
 * address to a served one, or by itself when the zone is served again).
 */
export type SubscriptionPauseReason = 'consumer' | 'failed_charges' | 'zone_not_served';

/** A product's `subscription`: the intervals its farm offers it at (set on the product form). */
export interface ProductSubscription {
  intervals: SubscriptionInterval[];
}

/** A line of the box: what the consumer asked for, and the product as it was last seen (name, price). */
export interface SubscriptionItem {
  productId: string;
  quantity: number;
  name: string;
  /** The unit price (two decimals) when the box was last changed or placed. */
  price: number;
  unit: string;
  thumbnailUrl: string | null;
}

/** A cycle the job placed (or could not place). */
export interface SubscriptionCycle {
  /** The cycle's order date (YYYY-MM-DD). */
  date: string;
  orderId: string | null;
  /** Products left out of this cycle (out of stock or no longer active). */
  missing: string[];
}

export interface Subscription {
  id: string;
  status: SubscriptionStatus;
  interval: SubscriptionInterval;
  items: SubscriptionItem[];
  /** The next cycle's order date (YYYY-MM-DD, Madrid). */
  nextOrderDate: string;
  /** Until when the next cycle may be changed (ISO instant). */
  cutoffAt: string;
  paymentMethod: PaymentMethod;
  /** The saved card's last digits (card subscriptions, once saved). */
  cardLast4?: string;
  shippingInfo: ShippingInfo;
  producerId: string;
  producerName?: string;
  /** Present while paused. */
  pauseReason?: SubscriptionPauseReason;
  /** Cycles in a row whose card charge failed (two pause the subscription). */
  failedCharges: number;
  /** The last cycles placed, newest first (at most 5). */
  cycles: SubscriptionCycle[];
  createdAt: string;
  updatedAt: string;
  cancelledAt?: string;
}

/** POST /v1/subscriptions's answer: with a card, the provider's page that saves it. */
export interface CreatedSubscriptionAnswer {
  subscription: Subscription;
  setupUrl?: string;
}

/** A farm's subscriber, as the farm sees it (GET /v1/subscriptions/producer): no e-mail, no payment details. */
export interface FarmSubscriber {
  subscriptionId: string;
  /** The name on the box's shipping address. */
  customer: string;
  city: string;
  status: SubscriptionStatus;
  interval: SubscriptionInterval;
  /** The next cycle (active boxes only). */
  nextOrderDate: string | null;
  items: { productId: string; name: string; quantity: number; unit: string }[];
}

/** What the coming cycles need in one week (Monday to Sunday), from the active boxes. */
export interface ForecastWeek {
  /** The week's Monday (YYYY-MM-DD). */
  weekStart: string;
  boxes: number;
  products: { productId: string; name: string; unit: string; quantity: number }[];
}

export interface FarmSubscriptions {
  subscribers: FarmSubscriber[];
  forecast: ForecastWeek[];
}

/** GET /v1/subscriptions/admin: the shop's subscriptions at a glance (the last `months` months of them). */
export interface SubscriptionsOverview {
  byStatus: Record<SubscriptionStatus, number>;
  /** Subscriptions with failed card cycles (in a row), most failures first. */
  failedCharges: {
    subscriptionId: string;
    customer: string;
    producerName: string | null;
    status: SubscriptionStatus;
    failedCharges: number;
  }[];
  /** Per month (YYYY-MM, oldest first): started, cancelled, and cancelled over those active at its start (%). */
  churn: {
    month: string;
    started: number;
    cancelled: number;
    activeAtStart: number;
    churnRate: number | null;
  }[];
}
