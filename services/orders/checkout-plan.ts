/**
 * What a checkout writes, computed from the cart, the products as they are now, the coupon and the farms'
 * shipping terms (pure, no I/O): the order (status pending, totals in whole cents: items, shipping, discount and
 * the IVA per rate, shared/rules/pricing/cart-pricing.ts) and one product order per cart line with its first history
 * entry, its share of the discount and of its farm's shipping, its IVA rate, base and IVA. The caller has
 * already refused a cart whose lines, coupon, zone or pickups do not hold (409/422).
 */
import { randomUUID } from 'node:crypto';
import { orderReference } from '../../shared/rules/order-labels.js';
import { fromCents } from '../../shared/utils/money.js';
import { priceCart } from '../../shared/rules/pricing/cart-pricing.js';
import type { BillingDetails, OrderDelivery } from '../../shared/rules/pricing/entities.js';
import type { ShippingTerms } from '../../shared/rules/pricing/shipping.js';
import type { BankAccount, PaymentMethod } from '../../shared/contracts/payments/entities.js';
import { type ProductOrder, type ShippingInfo } from '../../shared/contracts/orders/entities.js';
import { type StoredCart, type CartCoupon, couponView } from '../carts/index.js';
import { moneyTotalsOf } from '../../shared/rules/pricing/totals.js';
import { historyEntry, type StoredOrder } from './order-record.js';
import { itemsOfLines } from './items-of-lines.js';
import { orderSnapshot, type ProductState } from '../products/index.js';
import { paidBeforeWork } from '../../shared/rules/payment-state.js';
import { paymentDueAt } from './payment/deadlines.js';
import { newPayment } from './payment/payment.js';
import type { SlotOccurrence } from '../../shared/rules/calendar/pickup-slots.js';
import type { LineDates } from './checkout-calendar.js';

export interface CheckoutInput {
  userId: string;
  consumer: { fullName?: string; email?: string };
  cart: StoredCart;
  products: ReadonlyMap<string, ProductState>;
  coupon: CartCoupon | null;
  shippingInfo: ShippingInfo;
  /** The shipping terms of each farm of the cart (their own or the shop's default). */
  terms: ReadonlyMap<string, ShippingTerms>;
  /** Farms whose lines the buyer collects there (each offers pickup: checked by the caller). */
  pickupFrom?: ReadonlySet<string>;
  /** The delivery is outside the IVA territory (served by the admin's choice): every line at rate 0. */
  exempt?: boolean;
  /** The buyer asked for a complete invoice. */
  billing?: BillingDetails;
  /** How the order is paid, and the shop's commission on each line (percent) at this moment. */
  payment: { method: PaymentMethod; commissionRate: number; bankAccount?: BankAccount | null };
  idempotencyKey?: string;
  /** Issue 32: each cart line's ready and dispatch dates, by cart line id (docs/harvest-calendar.md). */
  dates?: ReadonlyMap<string, LineDates>;
  /** Issue 32: the pickup slot booked at each farm collected from in one (by producer id). */
  slots?: ReadonlyMap<string, SlotOccurrence>;
  now: Date;
}

/** What the farm of a line is owed for it: the shop's commission and the rest, recorded at checkout. */
export interface LineSettlement {
  /** Percent, as the shop's settings said when the order was placed. */
  commissionRate: number;
  commission: number;
  net: number;
  /** The order's method, on the line too: a farm's balance reads its lines only (services/payments/ledger.ts). */
  paymentMethod: PaymentMethod;
  /**
   * The order's money must arrive before the farm prepares the line (card, transfer: true until settled, when
   * settle.ts sets it false; pay on delivery: false). The line then waits in the farm's «Esperando el pago»
   * (its GSI3 partition and counter), and its revenue counts once paid (services/stats/order-counters.ts).
   */
  awaitingPayment: boolean;
}

export interface CheckoutPlan {
  order: StoredOrder;
  productOrders: ProductOrder[];
  /** Per product order (same order): its commission and the farm's net amount. */
  settlements: LineSettlement[];
  /** The coupon's bookkeeping this checkout writes. */
  coupon: { code: string; countUse: boolean; maxUses?: number; customerUse: boolean } | null;
  /** Issue 32: the pickup slots this order takes a place in (with their capacity, for the condition). */
  slots: (SlotOccurrence & { producerId: string })[];
  /** The products whose stock is in their stock item (services/products/product-stock.ts): sold from it. */
  stockApart: string[];
}

export function planCheckout(input: CheckoutInput, newId: () => string = randomUUID): CheckoutPlan {
  const { cart, userId, now } = input;
  const createdAt = now.toISOString();
  const orderId = newId();
  const applies = input.coupon && !input.coupon.check.problem ? input.coupon : null;
  const productOf = (productId: string) => {
    const product = input.products.get(productId);
    if (!product) throw new Error(`planCheckout: product ${productId} was not read`);
    return product;
  };
  // The farm and the IVA rate of each line are the product's now (the price is the cart's: checked equal).
  const { priced, farms } = priceCart({
    lines: cart.items.map((item) => {
      const product = productOf(item.productId);
      return {
        producerId: product.producerId,
        ...(product.producerName ? { producerName: product.producerName } : {}),
        price: item.price,
        quantity: item.quantity,
        taxRate: product.taxRate,
      };
    }),
    discountCents: applies ? applies.check.discountCents : 0,
    terms: input.terms,
    ...(input.pickupFrom ? { pickupFrom: input.pickupFrom } : {}),
    ...(input.exempt ? { exempt: true } : {}),
  });
  const totalCents = priced.total;

  const productOrders: ProductOrder[] = cart.items.map((item, index) => {
    const product = productOf(item.productId);
    const line = priced.lines[index] as (typeof priced.lines)[number];
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
      product: orderSnapshot(product, item.product.withdrawal),
      totalPrice: fromCents(line.total),
      subtotal: fromCents(line.subtotal),
      discount: fromCents(line.discount),
      shipping: fromCents(line.shipping),
      taxRate: line.taxRate,
      base: fromCents(line.base),
      tax: fromCents(line.tax),
      buyerName: input.shippingInfo.fullName,
      buyerCity: input.shippingInfo.city,
      ...input.dates?.get(item.id),
      ...((slot) => (slot ? { pickupSlot: { date: slot.date, from: slot.from, to: slot.to } } : {}))(
        input.slots?.get(product.producerId),
      ),
      history: [historyEntry('pending', createdAt, userId)],
      createdAt,
      updatedAt: createdAt,
    };
  });

  const { commissionRate } = input.payment;
  // The commission is on the goods (after the discount); the shipping goes whole to the farm that ships.
  const settlements = priced.lines.map((line) => {
    const commissionCents = Math.round(((line.subtotal - line.discount) * commissionRate) / 100);
    return {
      commissionRate,
      commission: fromCents(commissionCents),
      net: fromCents(line.total - commissionCents),
      paymentMethod: input.payment.method,
      awaitingPayment: paidBeforeWork(input.payment.method),
    };
  });

  const producerIds = [...new Set(productOrders.map((po) => po.producerId))];
  /** The day a farm's first lines leave (a later pre-order line keeps its own date). */
  const firstDispatch = (producerId: string): string | undefined =>
    productOrders
      .filter((po) => po.producerId === producerId && po.dispatchDate)
      .map((po) => po.dispatchDate as string)
      .sort()[0];
  const order: StoredOrder = {
    id: orderId,
    orderId,
    userId,
    // The cart's lines as its product orders keep them (with the withdrawal right: issue 31), as a read of the
    // order builds them: the order item itself stores none (order-record.ts orderItem).
    items: itemsOfLines(productOrders),
    totalPrice: fromCents(totalCents),
    subtotal: fromCents(priced.itemsTotal),
    discount: fromCents(priced.discountTotal),
    ...moneyTotalsOf(priced),
    deliveries: farms.map((farm): OrderDelivery => ({
      producerId: farm.producerId,
      ...(farm.producerName ? { producerName: farm.producerName } : {}),
      mode: farm.mode,
      shipping: fromCents(farm.shippingCents),
      ...(farm.mode === 'pickup' && farm.terms.pickup ? { pickup: farm.terms.pickup } : {}),
      ...((dispatchDate) => (dispatchDate ? { dispatchDate } : {}))(firstDispatch(farm.producerId)),
      ...((slot) => (slot ? { pickupSlot: { date: slot.date, from: slot.from, to: slot.to } } : {}))(
        farm.mode === 'pickup' ? input.slots?.get(farm.producerId) : undefined,
      ),
    })),
    ...(input.billing ? { billing: input.billing } : {}),
    ...(applies ? { coupon: couponView(applies.definition, applies.check) } : {}),
    paymentMethod: input.payment.method,
    payment: newPayment(
      input.payment.method,
      totalCents,
      orderReference(orderId),
      paymentDueAt(input.payment.method, input.now),
    ),
    status: 'pending',
    shippingInfo: input.shippingInfo,
    producerCount: producerIds.length,
    productOrdersCount: productOrders.length,
    completedProductOrders: 0,
    lineStatusCounts: { pending: productOrders.length },
    createdAt,
    orderCreatedAt: createdAt,
    updatedAt: createdAt,
    lastUpdatedAt: createdAt,
    consumerInfo: { userId, ...input.consumer },
    // No activeProducerIds: at checkout every farm has a live line, and the stats read producerIds for an order
    // item without them (services/stats/order-counters.ts activeProducersOf); the first move of a line sets them.
    producerIds,
    ...(applies
      ? {
          // Every coupon's uses are counted (the admin's "Usos"); the limit, when there is one, is checked too.
          couponCounted: true,
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
    slots: [...(input.slots ?? [])].map(([producerId, slot]) => ({ producerId, ...slot })),
    stockApart: cart.items.map((item) => item.productId).filter((id) => productOf(id).stockApart === true),
    coupon: applies
      ? {
          code: applies.definition.code,
          countUse: true,
          ...(applies.definition.maxUses !== undefined ? { maxUses: applies.definition.maxUses } : {}),
          customerUse: applies.definition.oncePerCustomer,
        }
      : null,
  };
}
