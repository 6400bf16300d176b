/** The cart's entities: lines, the applied coupon, the summary and the validation's findings. */
import type { Product } from '../products/entities.js';
import type { CartFarm, MoneyTotals } from '../../rules/pricing/entities.js';

/** What a cart line remembers of its product when it was added (or last changed). */
export type CartProductSnapshot = Pick<
  Product,
  'productId' | 'name' | 'price' | 'thumbnailUrl' | 'unit' | 'isActive' | 'producerId'
> &
  /** taxRate: absent on lines stored before products had a rate (read them as DEFAULT_TAX_RATE). */
  Partial<Pick<Product, 'producerName' | 'shortDescription' | 'taxRate'>> &
  /** Issue 31: the withdrawal right when the line was added or changed (the checkout shows it). */
  Partial<Pick<Product, 'withdrawal'>> & {
    /** Issue 32: a pre-order's ready date when the line was added or changed (YYYY-MM-DD). */
    readyFrom?: string;
  };

export interface CartItem {
  id: string;
  productId: string;
  product: CartProductSnapshot;
  quantity: number;
  /** Unit price when the line was added (or last changed); validate compares it with the product's price. */
  price: number;
  /** Issue 32 (answers only): the date the line would leave its farm if ordered now (YYYY-MM-DD). */
  dispatchDate?: string;
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

export interface Cart extends MoneyTotals {
  id: string;
  userId: string;
  items: CartItem[];
  /**
   * Total to pay with every farm delivered: itemsTotal + shippingTotal - discountTotal (the MoneyTotals; the
   * checkout may lower the shipping when the buyer collects at a farm).
   */
  totalPrice: number;
  /** The lines at their cart prices, before the discount (server carts always carry it). */
  subtotal?: number;
  createdAt: string;
  updatedAt: string;
  coupon?: Coupon;
  /** Per farm (in the order its first line appears): its lines' amount, shipping and pickup. */
  farms: CartFarm[];
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
