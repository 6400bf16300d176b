/** Orders, product orders, coupon definitions and the order figures, as the orders API answers them. */
import type { StatsPeriod } from '../../constants/stats.js';
import type { ShipmentTracking } from '../../constants/carriers.js';
import type { Payment, PaymentMethod } from '../payments/entities.js';
import type { CartItem, Coupon, CouponType } from '../carts/entities.js';
import type { Product } from '../products/entities.js';
import type { Withdrawal } from '../withdrawals/entities.js';
import type {
  BillingDetails,
  MoneyTotals,
  OrderDelivery,
  TaxBreakdownEntry,
} from '../../rules/pricing/entities.js';
import type { BookedSlot } from '../../rules/calendar/pickup-slots.js';

export type { BookedSlot } from '../../rules/calendar/pickup-slots.js';

/** A coupon's rules as stored (coupon management comes with administration). */
export interface CouponDefinition {
  code: string;
  type: CouponType;
  value: number;
  description?: string;
  minTotal?: number;
  /** ISO dates; the coupon applies from validFrom (inclusive) until validUntil (exclusive). */
  validFrom?: string;
  validUntil?: string;
  /** Orders that may use the coupon in total; unlimited when absent. */
  maxUses?: number;
  /** Orders placed with it and not cancelled (counted only when maxUses is set). */
  usesCount: number;
  /** Each consumer may use it in one order (not cancelled) only. */
  oncePerCustomer: boolean;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A product order's statuses, in their workflow's order (cancelled: before it ships). */
export const PRODUCT_ORDER_STATUSES = [
  'pending',
  'organizing',
  'ready_to_ship',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type ProductOrderStatus = (typeof PRODUCT_ORDER_STATUSES)[number];
/** An order's statuses: its lines' ones, plus completed (an admin closes a delivered order). */
export const ORDER_STATUSES = [...PRODUCT_ORDER_STATUSES, 'completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface ShippingInfo {
  fullName: string;
  address: string;
  city: string;
  state?: string;
  postalCode: string;
  notes?: string;
  phone?: string;
  email?: string;
}

/** One step of a product order's status workflow. */
export interface ProductOrderHistoryEntry {
  status: ProductOrderStatus;
  /** ISO date of the change. */
  at: string;
  /** User id of who made the change (the consumer at checkout and cancel). */
  by: string;
  notes?: string;
}

export type ProductOrderProduct = Pick<
  Product,
  'productId' | 'name' | 'shortDescription' | 'price' | 'thumbnailUrl' | 'isActive' | 'producerId'
> &
  /** taxRate: absent on lines ordered before products had a rate (read them as DEFAULT_TAX_RATE). */
  Partial<Pick<Product, 'unit' | 'producerName' | 'taxRate'>> &
  /**
   * Issue 31 (docs/legal.md): the line's withdrawal right as the checkout showed it (absent on lines ordered
   * before: `allowed`), and a plant's botanical name (its passport on the packing slip).
   */
  Partial<Pick<Product, 'withdrawal' | 'botanicalName'>>;

/** One farm's part of an order: one cart line, handled by the product's producer. */
export interface ProductOrder {
  id: string;
  orderId: string;
  productId: string;
  producerId: string;
  producerName?: string;
  /** The consumer who placed the order. */
  userId?: string;
  quantity: number;
  /** Unit price paid. */
  price: number;
  status: ProductOrderStatus;
  product: ProductOrderProduct;
  /** What the consumer pays for this line: subtotal minus its share of the order's discount. */
  totalPrice: number;
  /** quantity x price. */
  subtotal?: number;
  /** This line's share of the order's coupon discount (the shares add up to the order's discount). */
  discount?: number;
  /** IVA rate of the line in percent (the product's at checkout; 0 when exempt). */
  taxRate?: number;
  /** This line's share of its farm's shipping (the farm's lines add up to the farm's shipping). */
  shipping?: number;
  /** Base and IVA of totalPrice (totalPrice = subtotal - discount + shipping = base + tax). */
  base?: number;
  tax?: number;
  /** The latest note a farm (or an admin) wrote with a status change. */
  notes?: string;
  /** Who receives the line and where (from the order's shipping info): the producer's list shows them. */
  buyerName?: string;
  buyerCity?: string;
  /** Every status this product order went through, oldest first ('pending' at checkout). */
  history?: ProductOrderHistoryEntry[];
  /** Ours: the carrier and parcel number the farm gave when it shipped the line (shared/constants/carriers.ts). */
  tracking?: ShipmentTracking;
  /** Ours: when the shop gave the money of this delivered line back (a return; docs/payments.md, "Refunds"). */
  returnedAt?: string;
  /** Ours (issue 31): the consumer's withdrawal that took this line (docs/legal.md). */
  withdrawalId?: string;
  /**
   * Issue 32 (docs/harvest-calendar.md): a pre-order line's ready date (YYYY-MM-DD): the farm's work on it starts
   * then. Absent for products in stock.
   */
  readyFrom?: string;
  /**
   * Issue 32: the date the line leaves the farm (YYYY-MM-DD): the first dispatch day after the cut-off that
   * followed the order (the order's day for a farm without a calendar), or readyFrom when later. Absent on lines
   * ordered before the calendar existed.
   */
  dispatchDate?: string;
  /** Issue 32: the pickup slot the buyer chose for this farm's lines (pickup only). */
  pickupSlot?: BookedSlot;
  createdAt: string;
  updatedAt: string;
}

/**
 * The payment of a line's order as its farm sees it (the farm's list and order page): the method and where it
 * stands. Ours beside the two: `dueAt`, when an unpaid card or transfer order is cancelled if the money has not
 * arrived, and `paidAt`.
 */
export interface ProductOrderPayment extends Pick<Payment, 'method' | 'status'> {
  dueAt?: string;
  paidAt?: string | null;
}

/**
 * A product order as its farm (or an admin on the farm screens) sees it: with its order's payment and, ours,
 * what the shop keeps of it: `commissionRate` (percent at checkout), `commission` (on the goods, after the
 * coupon's share; never on shipping) and `net` (totalPrice - commission). A cancelled line carries no commission.
 * Lines stored before commissions were recorded have none of the three.
 */
export interface FarmProductOrder extends ProductOrder {
  payment: ProductOrderPayment;
  commissionRate?: number;
  commission?: number;
  net?: number;
}

export interface Order extends MoneyTotals {
  id: string;
  orderId: string;
  userId: string;
  items: CartItem[];
  /**
   * What the consumer pays: itemsTotal + shippingTotal - discountTotal (the product orders' totalPrice add up
   * to it). Orders answer the MoneyTotals (itemsTotal, shippingTotal, discountTotal, taxBreakdown).
   */
  totalPrice: number;
  /** The lines before the discount. */
  subtotal?: number;
  discount?: number;
  coupon?: Coupon;
  /** The payment's method (also `payment.method`; kept for the clients that read it here). */
  paymentMethod?: PaymentMethod;
  /** How the order is paid and where its payment stands (docs/payments.md). */
  payment: Payment;
  status: OrderStatus;
  shippingInfo: ShippingInfo;
  producerCount: number;
  productOrdersCount: number;
  completedProductOrders: number;
  /**
   * Ours: how many lines are in each status (absent: none), so a list entry knows its lines' stages (a mixed
   * order reads "En curso · 1 de 2 entregados", shared/rules/order-labels.ts). Absent on orders stored before it.
   */
  lineStatusCounts?: Partial<Record<ProductOrderStatus, number>>;
  createdAt: string;
  orderCreatedAt: string;
  updatedAt: string;
  lastUpdatedAt: string;
  consumerInfo: { userId: string; fullName?: string; email?: string };
  /** Per farm: delivery or pickup, and its shipping. */
  deliveries?: OrderDelivery[];
  /** The buyer asked for a complete invoice with these details. */
  billing?: BillingDetails;
  productOrders: ProductOrder[];
  /** Admin status changes of the whole order, oldest first (PATCH /v1/orders/{id}/status). */
  audit?: OrderAuditEntry[];
  /** Ours (issue 31): the consumer's withdrawals from its lines, oldest first (absent: none). */
  withdrawals?: Withdrawal[];
  /** Ours (issue 33, docs/subscriptions.md): the subscription whose cycle placed this order. */
  subscriptionId?: string;
}

/** One admin change of an order's status: who moved it from what to what, when and why. */
export interface OrderAuditEntry {
  from: OrderStatus;
  to: OrderStatus;
  /** The admin's user id. */
  by: string;
  byName?: string;
  at: string;
  notes?: string;
}

/** An order in a list (`data.orders`): everything but the product orders (open the order for those). */
export type OrderSummary = Omit<Order, 'productOrders'>;

export interface OrderStats {
  totalOrders: number;
  totalRevenue: number;
}

/**
 * GET /v1/orders/producer/{id}: the order as one producer sees it: the shipping info and only their own product
 * orders; the totals and the status are those of their lines (never another farm's lines or prices).
 */
export interface ProducerOrderView {
  id: string;
  orderId: string;
  /** The status of this producer's part (the order-status rule applied to their lines). */
  status: OrderStatus;
  shippingInfo: ShippingInfo;
  consumerInfo: { userId: string; fullName?: string };
  paymentMethod?: PaymentMethod;
  /** The order's payment (method, status, deadline while unpaid, paid on): what the farm collects, if anything. */
  payment: ProductOrderPayment;
  /** What the consumer pays for this producer's lines (not cancelled), their shipping included. */
  totalPrice: number;
  /** The farm's shipping in totalPrice. */
  shippingTotal: number;
  /** The IVA of totalPrice per rate. */
  taxBreakdown: TaxBreakdownEntry[];
  /** Delivered or collected at the farm (orders placed before deliveries existed have none). */
  delivery?: OrderDelivery;
  /** Issue 31: the farm's professional operator number, when the order has plants (their passport). */
  plantOperatorNumber?: string;
  /** Issue 31: the consumer's withdrawals from this farm's lines (only its lines and amounts). */
  withdrawals?: Withdrawal[];
  productOrdersCount: number;
  completedProductOrders: number;
  productOrders: FarmProductOrder[];
  createdAt: string;
  orderCreatedAt: string;
  updatedAt: string;
  lastUpdatedAt: string;
}

/**
 * Product orders by status (and `all`), e.g. for the tabs of the producer's order list. Ours:
 * `awaiting_payment`, the pending lines of card or transfer orders not paid yet («Esperando el pago»): they are
 * not in `pending`, the farm's work (shared/rules/payment-state.ts).
 */
export type ProductOrderStatusCounts = Record<ProductOrderStatus, number> & {
  awaiting_payment: number;
  all: number;
};

/** One point of a stats series: a day (yyyy-mm-dd) or a month (yyyy-mm). */
export interface StatsSeriesPoint {
  date: string;
  orders: number;
  revenue: number;
}

export interface TopProductStat {
  productId: string;
  name: string;
  revenue: number;
  units: number;
}

export interface TopProducerStat {
  producerId: string;
  name: string;
  revenue: number;
}

/**
 * `data.stats` of GET /v1/orders/producer/stats (one producer) and GET /v1/orders/stats (the whole shop), read
 * from counters kept by the events function. Lines and orders count in the period they were placed in;
 * cancelled lines are left out of revenue, units and totalOrders (they show in statusCounts). Revenue
 * («Ingresos») is money that arrived: the lines paid by card or transfer, and the pay-on-delivery lines once
 * delivered (their farm collected it), in the period the line was placed in.
 */
export interface OrderStatsReport extends OrderStats {
  period: StatsPeriod;
  /** Days for 7d/30d/90d, months for 12m (UTC). */
  granularity: 'day' | 'month';
  /** First and last day (yyyy-mm-dd) the period covers. */
  from: string;
  to: string;
  /** The producer the figures are of; null for the whole shop. */
  producerId: string | null;
  /** totalRevenue / totalOrders (0 without orders). */
  averageOrderValue: number;
  /** Units sold (lines not cancelled). */
  totalUnits: number;
  /** Product orders placed in the period, cancelled ones included. */
  productOrders: number;
  /**
   * Product orders placed in the period by their status now; `pending` counts the farms' work only: the pending
   * lines of card or transfer orders not paid yet are in `awaitingPayment`.
   */
  statusCounts: Record<ProductOrderStatus, number>;
  /** Ours: pending product orders whose card or transfer payment has not arrived («Esperando el pago»). */
  awaitingPayment: number;
  /** One point per day or month of the period, oldest first (zeros included). */
  series: StatsSeriesPoint[];
  topProducts: TopProductStat[];
  /** Shop-wide only: orders placed in the period by their status now. */
  orderStatusCounts?: Record<OrderStatus, number>;
  /** Shop-wide only: producers by revenue. */
  topProducers?: TopProducerStat[];
}

/**
 * `data.analytics` of GET /v1/orders/analytics (admins): the shop's order figures of the period (the same
 * counters as GET /v1/orders/stats) plus the comparison with the previous period of the same length, the users
 * who joined, and the conversion of the period. Every figure is computed from stored data (counters and counted
 * Queries); none is a sample value.
 */
export interface AdminAnalytics extends OrderStatsReport {
  /** The previous period of the same length, right before this one. */
  previous: { from: string; to: string; totalOrders: number; totalRevenue: number };
  /** Percent change against the previous period (12.5 = +12,5 %); null when the previous period had none. */
  growth: { orders: number | null; revenue: number | null };
  /** Users who joined in the period, by role (the original API's role names). */
  newUsers: { admin: number; producer: number; customer: number };
  /**
   * Share of the consumers active in the period (signed in, refreshed their session or ordered) who placed an
   * order in it: buyers / activeConsumers * 100; null without active consumers.
   */
  conversion: { activeConsumers: number; buyers: number; rate: number | null };
  /** When the figures were computed (ISO). */
  computedAt: string;
}
