/**
 * A subscription's cycle placed as a normal order (issue 33, docs/subscriptions.md): the checkout's plan
 * (checkout-plan.ts: today's prices, IVA, each farm's shipping, the payment's record and deadline) and its one
 * transaction (checkout-transaction.ts: each stock decrement conditioned on stock and price, the order and its
 * lines, the payment's deadline item), without a cart, plus the caller's own items in the same transaction (the
 * subscription's cycle marker, put only if absent: a retried run never places the cycle twice).
 *
 * Each line leaves the farm on the cycle's dispatch date (the subscription's rule: its farm's calendar).
 * Lines whose product is gone, inactive or short of stock are left out (`missing`); the rest is placed. What
 * follows any order (notices, e-mails, invoices, the farm's ledger, counters) follows from the table's stream.
 */
import type { CartItem } from '../../shared/contracts/carts/entities.js';
import type { Order, ShippingInfo } from '../../shared/contracts/orders/entities.js';
import type { PaymentMethod } from '../../shared/contracts/payments/entities.js';
import { isOutsideVatTerritory, zoneOf } from '../../shared/rules/pricing/postal-zones.js';
import type { StoredCart } from '../carts/index.js';
import { readFarmTerms } from '../farms/index.js';
import { readEnv } from '../lib/env.js';
import { cartSnapshot, readProducts, type ProductState } from '../products/index.js';
import { readPaymentSettings } from '../shop/index.js';
import { planCheckout } from './checkout-plan.js';
import { checkoutTransaction } from './checkout-transaction.js';
import { toOrderSummary } from './order-record.js';
import type { TransactItem } from './order-transaction-parts.js';
import { transactOrCancelled, transactUnlessCancelled } from '../lib/data/transact.js';

/**
 * Fresh reads and a new transaction after a cancelled one (a stock or price changed meanwhile, or another cycle
 * wrote the same product at that moment: then after a short random wait, as checkout does).
 */
const CYCLE_ATTEMPTS = 10;
const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(400, 15 * 2 ** attempt)));

export interface CycleOrderInput {
  subscriptionId: string;
  /** The cycle's order date (YYYY-MM-DD). */
  cycleDate: string;
  userId: string;
  consumer: { fullName?: string; email?: string };
  lines: readonly { productId: string; quantity: number }[];
  shippingInfo: ShippingInfo;
  paymentMethod: PaymentMethod;
  /** The day the cycle's lines leave the farm (its date on the farm's dispatch calendar). */
  dispatchDate: string;
  now: Date;
  /**
   * The caller's items written in the same transaction, given the order placed (or null when nothing can be
   * placed); the first one must be put only if absent (the cycle's marker).
   */
  withItems: (
    placed: { order: Order; missing: ProductState[] } | null,
    products: ReadonlyMap<string, ProductState>,
  ) => TransactItem[];
}

export type CycleOrderOutcome =
  | { status: 'placed'; order: Order; missing: ProductState[]; products: ReadonlyMap<string, ProductState> }
  | { status: 'nothing'; missing: ProductState[] }
  | { status: 'already' }
  /** The address is in a zone the shop does not serve now. */
  | { status: 'zone' };

/** The lines that can go out now, and the products left out. */
export function availableLines(
  lines: readonly { productId: string; quantity: number }[],
  products: ReadonlyMap<string, ProductState>,
): { placed: { product: ProductState; quantity: number }[]; missing: ProductState[]; unknown: string[] } {
  const placed: { product: ProductState; quantity: number }[] = [];
  const missing: ProductState[] = [];
  const unknown: string[] = [];
  for (const line of lines) {
    const product = products.get(line.productId);
    if (!product) unknown.push(line.productId);
    else if (!product.isActive || product.stock < line.quantity) missing.push(product);
    else placed.push({ product, quantity: line.quantity });
  }
  return { placed, missing, unknown };
}

export async function placeCycleOrder(input: CycleOrderInput): Promise<CycleOrderOutcome> {
  const tableName = readEnv().tableName;
  for (let attempt = 0; attempt < CYCLE_ATTEMPTS; attempt += 1) {
    const [products, settings] = await Promise.all([
      readProducts(input.lines.map((line) => line.productId)),
      readPaymentSettings(),
    ]);
    const { placed, missing } = availableLines(input.lines, products);
    const zoneOutside = isOutsideVatTerritory(zoneOf(input.shippingInfo.postalCode));
    if (zoneOutside && !settings.shipping.remoteZonesEnabled) return { status: 'zone' };
    if (placed.length === 0) {
      const items = input.withItems(null, products);
      if (!(await transactUnlessCancelled(items))) return { status: 'already' };
      return { status: 'nothing', missing };
    }
    const createdAt = input.now.toISOString();
    const cart: StoredCart = {
      id: `subscription-${input.subscriptionId}`,
      userId: input.userId,
      items: placed.map(({ product, quantity }, index): CartItem => ({
        id: `${input.subscriptionId}-${input.cycleDate}-${index}`,
        productId: product.productId,
        product: cartSnapshot(product),
        quantity,
        price: product.price,
      })),
      createdAt,
      updatedAt: createdAt,
      version: 0,
    };
    const terms = await readFarmTerms(
      [...new Set(placed.map(({ product }) => product.producerId))],
      settings.shipping,
    );
    const plan = planCheckout({
      userId: input.userId,
      consumer: input.consumer,
      cart,
      products,
      coupon: null,
      shippingInfo: input.shippingInfo,
      terms,
      exempt: zoneOutside,
      payment: {
        method: input.paymentMethod,
        commissionRate: settings.commissionRate,
        bankAccount: settings.bankAccount,
      },
      dates: new Map(cart.items.map((item) => [item.id, { dispatchDate: input.dispatchDate }])),
      now: input.now,
    });
    plan.order.subscriptionId = input.subscriptionId;
    const transaction = checkoutTransaction(plan, { tableName });
    const order: Order = {
      ...toOrderSummary(plan.order as unknown as Record<string, unknown>),
      productOrders: plan.productOrders,
    };
    // The caller's items first: a cancellation reason at index 0 is the cycle marker (already placed).
    const own = input.withItems({ order, missing }, products);
    const codes = await transactOrCancelled([...own, ...transaction.items]);
    if (!codes) return { status: 'placed', order, missing, products };
    // The marker (a cycle placed already) or the subscription (changed meanwhile): nothing more to do.
    if (codes.slice(0, own.length).some((code) => code !== 'None')) return { status: 'already' };
    // A stock or a price moved between the read and the write: read again.
    if (codes.includes('TransactionConflict')) await pause(attempt);
  }
  throw new Error(`Cycle ${input.cycleDate} of subscription ${input.subscriptionId} kept conflicting`);
}
