/** Entity types of the spec (section 3) as they travel over the HTTP contract. */
import type { Role } from './roles.js';

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
}

export const IMAGE_CHECK_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type ImageCheckStatus = (typeof IMAGE_CHECK_STATUSES)[number];

export interface UploadUrl {
  filename: string;
  url: string;
  isThumb: boolean;
}

export interface CartItem {
  id: string;
  productId: string;
  product: Pick<
    Product,
    'productId' | 'name' | 'price' | 'thumbnailUrl' | 'unit' | 'isActive' | 'producerId'
  >;
  quantity: number;
  price: number;
}

export interface Coupon {
  code: string;
  percentOff: number;
}

export interface Cart {
  id: string;
  userId: string;
  items: CartItem[];
  totalPrice: number;
  createdAt: string;
  updatedAt: string;
  coupon?: Coupon;
}

export interface CartSummary {
  itemCount: number;
  total: number;
  hasItems: boolean;
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

export interface ProductOrder {
  id: string;
  orderId: string;
  productId: string;
  producerId: string;
  quantity: number;
  price: number;
  status: ProductOrderStatus;
  product: Pick<
    Product,
    'productId' | 'name' | 'shortDescription' | 'price' | 'thumbnailUrl' | 'isActive' | 'producerId'
  >;
  totalPrice: number;
  notes?: string;
  createdAt: string;
  updatedAt: string;
}

export interface Order {
  id: string;
  orderId: string;
  userId: string;
  items: CartItem[];
  totalPrice: number;
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
}

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

export interface Notification {
  id: string;
  type: NotificationType;
  priority: NotificationPriority;
  status: NotificationStatus;
  title: string;
  message: string;
  createdAt: string;
}

export interface NotificationSummary {
  totalCount: number;
  unreadCount: number;
  latestNotification: Notification | null;
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

export interface OrderStats {
  totalOrders: number;
  totalRevenue: number;
}

export interface UserStats {
  totalUsers: number;
  usersByRole: { admin: number; producer: number; customer: number };
  recentActivity: { usersRegisteredLastWeek: number; usersLoggedInLastDay: number };
}
