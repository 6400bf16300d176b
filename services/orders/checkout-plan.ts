/**
 * What a checkout writes, computed from the cart, the products as they are now and the coupon (pure, no I/O):
 * the order (status pending, totals in whole cents, the discount shared across product orders in proportion to
 * their subtotals so the shares add up exactly) and one product order per cart line with its first history
 * entry. The caller has already refused a cart whose lines or coupon do not hold (409).
 */
import { randomUUID } from 'node:crypto';
import { orderReference } from '../../shared/order-labels.js';
import { fromCents, lineCents, splitProportionally } from '../../shared/money.js';
import type { BankAccount, PaymentMethod } from '../../shared/contracts/payments/entities.js';
import { type ProductOrder, type ShippingInfo } from '../../shared/contracts/orders/entities.js';
import type { StoredCart } from '../lib/commerce/cart-store.js';
import { subtotalCentsOf, type CartCoupon } from '../lib/commerce/cart-view.js';
import { couponView } from '../lib/commerce/coupons.js';
import { historyEntry, type StoredOrder } from '../lib/commerce/order-record.js';
import { orderSnapshot, type ProductState } from '../lib/commerce/read-products.js';
import { paymentDueAt } from '../lib/payments/deadlines.js';
import { newPayment } from '../lib/payments/payment.js';

export interface CheckoutInput {
  userId: string;
  consumer: { fullName?: string; email?: string };
  cart: StoredCart;
  products: ReadonlyMap<string, ProductState>;
  coupon: CartCoupon | null;
  shippingInfo: ShippingInfo;
  /** How the order is paid, and the shop's commission on each line (percent) at this moment. */
  payment: { method: PaymentMethod; commissionRate: number; bankAccount?: BankAccount | null };
  idempotencyKey?: string;
  now: Date;
}

/** What the farm of a line is owed for it: the shop's commission and the rest, recorded at checkout. */
export interface LineSettlement {
  /** Percent, as the shop's settings said when the order was placed. */
  commissionRate: number;
  commission: number;
  net: number;
  /** The order's method, on the line too: a farm's balance reads its lines only (lib/payments/ledger.ts). */
  paymentMethod: PaymentMethod;
}

export interface CheckoutPlan {
  order: StoredOrder;
  productOrders: ProductOrder[];
  /** Per product order (same order): its commission and the farm's net amount. */
  settlements: LineSettlement[];
  /** The coupon's bookkeeping this checkout writes. */
  coupon: { code: string; countUse: boolean; maxUses?: number; customerUse: boolean } | null;
}

export function planCheckout(input: CheckoutInput, newId: () => string = randomUUID): CheckoutPlan {
  const { cart, userId, now } = input;
  const createdAt = now.toISOString();
  const orderId = newId();
  const subtotalCents = subtotalCentsOf(cart.items);
  const applies = input.coupon && !input.coupon.check.problem ? input.coupon : null;
  const discountCents = applies ? applies.check.discountCents : 0;
  const lineSubtotals = cart.items.map((item) => lineCents(item.price, item.quantity));
  const shares = splitProportionally(discountCents, lineSubtotals);

  const productOrders: ProductOrder[] = cart.items.map((item, index) => {
    const product = input.products.get(item.productId);
    if (!product) throw new Error(`planCheckout: product ${item.productId} was not read`);
    const lineSubtotal = lineSubtotals[index] as number;
    const share = shares[index] as number;
    return {
      id: newId(),
      orderId,
      productId: item.productId,
      producerId: product.producerId,
      ...(product.producerName ? { producerName: product.producerName } : {}),
      userId,
      quantity: item.quantity,
      price: item.price,
      status: 'pending',
      product: orderSnapshot(product),
      totalPrice: fromCents(lineSubtotal - share),
      subtotal: fromCents(lineSubtotal),
      discount: fromCents(share),
      buyerName: input.shippingInfo.fullName,
      buyerCity: input.shippingInfo.city,
      history: [historyEntry('pending', createdAt, userId)],
      createdAt,
      updatedAt: createdAt,
    };
  });

  const { commissionRate } = input.payment;
  const settlements = productOrders.map((line, index) => {
    const paidCents = (lineSubtotals[index] as number) - (shares[index] as number);
    const commissionCents = Math.round((paidCents * commissionRate) / 100);
    return {
      commissionRate,
      commission: fromCents(commissionCents),
      net: fromCents(paidCents - commissionCents),
      paymentMethod: input.payment.method,
    };
  });

  const producerIds = [...new Set(productOrders.map((po) => po.producerId))];
  const order: StoredOrder = {
    id: orderId,
    orderId,
    userId,
    items: cart.items,
    totalPrice: fromCents(subtotalCents - discountCents),
    subtotal: fromCents(subtotalCents),
    discount: fromCents(discountCents),
    ...(applies ? { coupon: couponView(applies.definition, applies.check) } : {}),
    paymentMethod: input.payment.method,
    payment: newPayment(
      input.payment.method,
      subtotalCents - discountCents,
      orderReference(orderId),
      paymentDueAt(input.payment.method, input.now),
    ),
    status: 'pending',
    shippingInfo: input.shippingInfo,
    producerCount: producerIds.length,
    productOrdersCount: productOrders.length,
    completedProductOrders: 0,
    createdAt,
    orderCreatedAt: createdAt,
    updatedAt: createdAt,
    lastUpdatedAt: createdAt,
    consumerInfo: { userId, ...input.consumer },
    producerIds,
    activeProducerIds: producerIds,
    ...(applies
      ? {
          couponCounted: applies.definition.maxUses !== undefined,
          couponCustomerUse: applies.definition.oncePerCustomer,
        }
      : {}),
    ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
    // The shop's account as it is now, for the consumer's transfer e-mail (the events function sends it).
    ...(input.payment.method === 'bank_transfer' && input.payment.bankAccount
      ? { transferAccount: input.payment.bankAccount }
      : {}),
  };

  return {
    order,
    productOrders,
    settlements,
    coupon: applies
      ? {
          code: applies.definition.code,
          countUse: applies.definition.maxUses !== undefined,
          ...(applies.definition.maxUses !== undefined ? { maxUses: applies.definition.maxUses } : {}),
          customerUse: applies.definition.oncePerCustomer,
        }
      : null,
  };
}
