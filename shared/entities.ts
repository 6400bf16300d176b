/** Entity types of the spec (section 3) as they travel over the HTTP contract. */
import type { StatsPeriod } from './constants.js';
import type { Role } from './roles.js';
import type { ImageVariants } from './image-variants.js';

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
}

export type TokenType = 'LOGIN' | 'REFRESH';
export interface TokenMetadata {
  type: TokenType;
  createdAt: string;
  source: 'login_endpoint' | 'refresh_endpoint';
  sessionId: string;
}

/** `GET /oauth/auth/user-info` answer. */
export interface UserInfo {
  id: string;
  username: string;
  email: string;
  role: Role;
  fullName: string;
  isActive: boolean;
  attributes: { sub: string; email: string; 'custom:role'?: string; [name: string]: string | undefined };
}

export interface SignUpResult {
  message: string;
  userSub: string;
  userConfirmed: boolean;
}

export interface ForgotPasswordResult {
  message: string;
  deliveryMedium: string;
  destination: string;
}

export interface Product {
  productId: string;
  id: string;
  name: string;
  shortDescription: string;
  price: number;
  /** Whole units available. */
  stock: number;
  /** Sales unit, e.g. "kg" or "caja de 5 kg". */
  unit: string;
  thumbnailUrl: string | null;
  imageUrls: string[];
  isActive: boolean;
  active: boolean;
  producerId: string;
  producerName?: string;
  createdAt: string;
  updatedAt: string;
  /**
   * The check of the main image's bytes (services/images): 'pending' until the uploaded file has been
   * verified, 'verified' once it is a real JPEG/PNG/WebP within the limits, 'rejected' when the product has no
   * valid main image left. Only 'verified' products are shown in the storefront. Absent on products stored
   * before the checks existed, which count as verified.
   */
  imageStatus?: ImageCheckStatus;
  /** Photos the check refused and removed since the producer last changed the photos. */
  rejectedImages?: number;
  /**
   * Per image URL (of imageUrls), the original's size and the widths of its WebP variants
   * (shared/image-variants.ts), for srcset. Absent for images checked before the variants existed.
   */
  imageVariants?: Record<string, ImageVariants>;
}

export const IMAGE_CHECK_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type ImageCheckStatus = (typeof IMAGE_CHECK_STATUSES)[number];

export interface UploadUrl {
  filename: string;
  url: string;
  isThumb: boolean;
}

/** What a cart line remembers of its product when it was added (or last changed). */
export type CartProductSnapshot = Pick<
  Product,
  'productId' | 'name' | 'price' | 'thumbnailUrl' | 'unit' | 'isActive' | 'producerId'
> &
  Partial<Pick<Product, 'producerName' | 'shortDescription'>>;

export interface CartItem {
  id: string;
  productId: string;
  product: CartProductSnapshot;
  quantity: number;
  /** Unit price when the line was added (or last changed); validate compares it with the product's price. */
  price: number;
}

export const COUPON_TYPES = ['percent', 'fixed'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** A coupon as it sits on a cart or an order. */
export interface Coupon {
  code: string;
  type: CouponType;
  /** Percent off (10 = 10 %) or a fixed amount off the cart. */
  value: number;
  /** Amount taken off this cart or order now (0 while the cart does not meet the coupon's conditions). */
  discount: number;
  /** Smallest subtotal the coupon applies to, when it has one. */
  minTotal?: number;
  /** Why the coupon takes nothing off right now (below its minimum, expired, used up...); absent when it applies. */
  notice?: string;
}

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

export interface Cart {
  id: string;
  userId: string;
  items: CartItem[];
  /** Total to pay: the lines at their cart prices minus the coupon's discount. */
  totalPrice: number;
  /** The lines at their cart prices, before the discount (server carts always carry it). */
  subtotal?: number;
  createdAt: string;
  updatedAt: string;
  coupon?: Coupon;
}

export interface CartSummary {
  /** Units in the cart. */
  itemCount: number;
  total: number;
  hasItems: boolean;
}

export const CART_ISSUE_CODES = ['unavailable', 'insufficient_stock', 'price_changed'] as const;
export type CartIssueCode = (typeof CART_ISSUE_CODES)[number];

/** One problem line found by POST /v1/carts/validate. */
export interface CartValidationIssue {
  itemId: string;
  productId: string;
  code: CartIssueCode;
  message: string;
  /** insufficient_stock: units available now. */
  available?: number;
  /** price_changed: the product's price now (the line keeps `price`, the price when it was added). */
  currentPrice?: number;
}

/** `data` of POST /v1/carts/validate. */
export interface CartValidation {
  /** No problem lines and the coupon (if any) applies: checkout can go ahead. */
  valid: boolean;
  issues: CartValidationIssue[];
  cart: Cart;
}

export const ORDER_STATUSES = [
  'pending',
  'organizing',
  'ready_to_ship',
  'shipped',
  'delivered',
  'cancelled',
  'completed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PRODUCT_ORDER_STATUSES = [
  'pending',
  'organizing',
  'ready_to_ship',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type ProductOrderStatus = (typeof PRODUCT_ORDER_STATUSES)[number];

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

/** The only payment method today: the consumer pays on delivery. */
export type PaymentMethod = 'cash_on_delivery';

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
  Partial<Pick<Product, 'unit' | 'producerName'>>;

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
  /** The latest note a farm (or an admin) wrote with a status change. */
  notes?: string;
  /** Who receives the line and where (from the order's shipping info): the producer's list shows them. */
  buyerName?: string;
  buyerCity?: string;
  /** Every status this product order went through, oldest first ('pending' at checkout). */
  history?: ProductOrderHistoryEntry[];
  createdAt: string;
  updatedAt: string;
}

export interface Order {
  id: string;
  orderId: string;
  userId: string;
  items: CartItem[];
  /** What the consumer pays: subtotal minus discount (the product orders' totalPrice add up to it). */
  totalPrice: number;
  /** The lines before the discount. */
  subtotal?: number;
  discount?: number;
  coupon?: Coupon;
  paymentMethod?: PaymentMethod;
  status: OrderStatus;
  shippingInfo: ShippingInfo;
  producerCount: number;
  productOrdersCount: number;
  completedProductOrders: number;
  createdAt: string;
  orderCreatedAt: string;
  updatedAt: string;
  lastUpdatedAt: string;
  consumerInfo: { userId: string; fullName?: string; email?: string };
  productOrders: ProductOrder[];
  /** Admin status changes of the whole order, oldest first (PATCH /v1/orders/{id}/status). */
  audit?: OrderAuditEntry[];
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

export interface User {
  id: string;
  email: string;
  role: Role;
  fullName: string;
  username: string;
  isActive: boolean;
  createdAt: string;
  lastLogin: string | null;
  productsCount?: number;
  totalEarned?: number;
  ordersCount?: number;
}

/** How GET /v1/users served a page (spec: queryInfo; the fields are ours). */
export interface UserQueryInfo {
  /** The filter as understood, rewritten in the canonical syntax ('' when none). */
  filter: string;
  search: string | null;
  /** The directory index read: users of one role newest first, or every user by e-mail. */
  source: 'role' | 'email';
  sortedBy: 'createdAt' | 'email';
  order: 'asc' | 'desc';
  limit: number;
  returned: number;
  /** The fields answered per user (null = all). */
  attributes: string[] | null;
}

/** GET /v1/users answer (spec section 7). `nextToken` is the same token under the contract's list name. */
export interface UserListResult {
  users: Partial<User>[];
  paginationToken: string | null;
  nextToken: string | null;
  /** Users matching the filter and search (all pages), counted. */
  totalUsers: number;
  hasMoreUsers: boolean;
  queryInfo: UserQueryInfo;
}

export interface UserProfile {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  isActive: boolean;
  phone?: string;
  address?: string;
  city?: string;
  createdAt: string;
  updatedAt: string;
}

export const NOTIFICATION_TYPES = ['INFO', 'WARNING', 'ERROR', 'SUCCESS'] as const;
export const NOTIFICATION_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const;
export const NOTIFICATION_STATUSES = ['ACTIVE', 'INACTIVE', 'ARCHIVED'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Global notices are the spec's (written by admins, seen by everyone); personal ones come from order events. */
export const NOTIFICATION_SCOPES = ['global', 'personal'] as const;
export type NotificationScope = (typeof NOTIFICATION_SCOPES)[number];

export interface Notification {
  id: string;
  type: NotificationType;
  priority: NotificationPriority;
  status: NotificationStatus;
  title: string;
  message: string;
  createdAt: string;
  /** Ours, from here on. */
  updatedAt?: string;
  scope?: NotificationScope;
  /** A global notice stops showing after this ISO date (null: never). */
  expiresAt?: string | null;
  /** Only in an admin's list: the notice is past its expiry. */
  expired?: boolean;
  /** For the caller: created at or before their last "mark all read". */
  read?: boolean;
  /** Where the notification leads in the SPA (personal ones: the order). */
  link?: string;
  orderId?: string;
}

export interface NotificationSummary {
  totalCount: number;
  unreadCount: number;
  latestNotification: Notification | null;
  /** Ours: when the caller last marked everything read (null: never, or anonymous). */
  readAt?: string | null;
}

/** Maintenance mode: while enabled, the SPA sends everyone but admins to /maintenance. */
export interface MaintenanceStatus {
  enabled: boolean;
  message: string;
  updatedAt: string | null;
}

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** A contact message as admins see it in the inbox (ours). */
export interface ContactInboxMessage extends ContactMessage {
  id: string;
  createdAt: string;
  read: boolean;
  readAt?: string;
  handled: boolean;
  handledAt?: string;
  /** User id of the admin who marked it handled. */
  handledBy?: string;
}

/** Inbox counters for the admin dashboard (ours). */
export interface ContactInboxCounts {
  unread: number;
  open: number;
}

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
  /** What the consumer pays for this producer's lines. */
  totalPrice: number;
  productOrdersCount: number;
  completedProductOrders: number;
  productOrders: ProductOrder[];
  createdAt: string;
  orderCreatedAt: string;
  updatedAt: string;
  lastUpdatedAt: string;
}

/** Product orders by status (and `all`), e.g. for the tabs of the producer's order list. */
export type ProductOrderStatusCounts = Record<ProductOrderStatus, number> & { all: number };

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
 * cancelled lines are left out of revenue, units and totalOrders (they show in statusCounts).
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
  /** Product orders placed in the period by their status now. */
  statusCounts: Record<ProductOrderStatus, number>;
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
  /** Users who joined in the period, by role (the spec's role names). */
  newUsers: { admin: number; producer: number; customer: number };
  /**
   * Share of the consumers active in the period (signed in, refreshed their session or ordered) who placed an
   * order in it: buyers / activeConsumers * 100; null without active consumers.
   */
  conversion: { activeConsumers: number; buyers: number; rate: number | null };
  /** When the figures were computed (ISO). */
  computedAt: string;
}

export interface UserStats {
  totalUsers: number;
  usersByRole: { admin: number; producer: number; customer: number };
  recentActivity: { usersRegisteredLastWeek: number; usersLoggedInLastDay: number };
}
