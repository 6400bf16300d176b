/**
 * POST /v1/orders/checkout {shippingInfo} with an optional Idempotency-Key header: the consumer's cart becomes
 * an order in one TransactWriteItems (checkout-transaction.ts), or nothing is written at all.
 *
 *   1. A key this consumer already used within 24 h answers that order (200, header idempotent-replayed).
 *   2. No cart: 404; no lines: 403; an address in a zone the shop does not serve (Canarias, Ceuta, Melilla
 *      unless enabled), or a pickup at a farm that offers none: 422; a line unavailable or short of stock: 409
 *      stock; a price changed: 409 price; a coupon that no longer applies: 409 with its reason (all before
 *      writing anything). Each farm's shipping follows its terms (services/farms/shipping-terms.ts).
 *   3. The transaction re-checks all of it in its conditions. When it is cancelled the whole flow runs again
 *      on fresh reads, which then answers the right refusal (or the stored order of a concurrent retry with
 *      the same key); a TransactionConflict (another checkout on the same product right now) waits a little
 *      first. Many consumers buying the last units therefore sell exactly the stock, never more.
 *   4. Card: the order's Checkout Session is made before the transaction, from the planned order (its id, amount,
 *      deadline and creation are known then), and the order's Put carries its id (`paymentSessionIds`): the
 *      order knows its page from its first write, with no write after the provider answers (3 DynamoDB round
 *      trips for every method). A transaction refused expires that session at the provider (best effort: the
 *      page was never answered; the reconciliation expires an open session whose order does not exist). The
 *      provider out of reach: the order is written without a session and the answer says so (the retry page
 *      makes one). docs/payments.md, "Card".
 */
import { CHECKOUT_MESSAGES, ORDER_MESSAGES } from '../../shared/messages/order.js';
import { CHECKOUT_PRICING_MESSAGES as PRICING_MESSAGES } from '../../shared/messages/pricing.js';
import type { ShippingInfo } from '../../shared/contracts/orders/entities.js';
import type { BillingDetails } from '../../shared/rules/pricing/entities.js';
import { isOutsideVatTerritory, zoneOf } from '../../shared/rules/pricing/postal-zones.js';
import type { ShippingTerms } from '../../shared/rules/pricing/shipping.js';
import { type StoredCart, readCart, loadCartCoupon, lineIssues } from '../carts/index.js';
import { readFarmDeliveries, termsOf } from '../farms/index.js';
import { chosenSlots, lineDates, preorderRefusal } from './checkout-calendar.js';
import { readSlotBookings } from './pickup-slot-items.js';
import { ORDER_PAYMENT_MESSAGES as PAYMENT_MESSAGES } from '../../shared/messages/order-payment.js';
import { type CartValidationIssue } from '../../shared/contracts/carts/entities.js';
import { type Order } from '../../shared/contracts/orders/entities.js';
import { toOrderSummary } from './order-record.js';
import { readProducts } from '../products/index.js';
import { getDirectoryUser } from '../lib/auth/user-directory.js';
import { readEnv } from '../lib/env.js';
import { conflict, forbidden, notFound, unprocessable } from '../lib/errors.js';
import { availableMethods, cardReady, paymentOptions, readPaymentSettings } from '../shop/index.js';
import type { RouteAnswer, RouteRequest, RouteResult } from '../lib/http/types.js';
import type { OrdersEndpoints, PlacedOrderAnswer } from '../../shared/contracts/orders/contract.js';
import { isStripeUnavailable } from '../lib/clients/stripe.js';
import { cardPaymentPage, createCardSession, type CardSession } from './payment/card-page.js';
import { expireUnusedSession, sessionIdsOf } from './payment/card-sessions.js';
import { attemptOf, awaitsCard } from './payment/attempts.js';
import { requestSiteUrl } from '../lib/site-url.js';
import { callerOf } from './caller.js';
import { checkoutTransaction } from './checkout-transaction.js';
import { planCheckout } from './checkout-plan.js';
import { orderOfKey } from './idempotency.js';
import { readOrder } from './read-order.js';
import { toCents } from '../../shared/utils/money.js';
import { recordOrderPlaced, refusal as refused } from './checkout-metrics.js';
import { transactOrCancelled } from '../lib/data/transact.js';

/** Whole checkout runs at most (each after a cancelled transaction). */
export const CHECKOUT_ATTEMPTS = 10;
const BACKOFF_BASE_MS = 15;
const BACKOFF_MAX_MS = 400;

const pause = (attempt: number) =>
  new Promise((resolve) =>
    setTimeout(resolve, Math.random() * Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt)),
  );

/** The refusal for problem lines: any unavailable or short line wins over a price change. */
export function refusalFor(issues: readonly CartValidationIssue[]) {
  if (issues.length === 0) return null;
  return issues.some((issue) => issue.code !== 'price_changed')
    ? refused('stock', conflict(CHECKOUT_MESSAGES.stockChanged))
    : refused('price', conflict(CHECKOUT_MESSAGES.priceChanged));
}

/** Whether the address is delivered as exempt (outside the IVA territory); 422 when the shop does not serve it. */
function exemptZone(shippingInfo: ShippingInfo, remoteZonesEnabled: boolean): boolean {
  if (!isOutsideVatTerritory(zoneOf(shippingInfo.postalCode))) return false;
  if (remoteZonesEnabled) return true;
  throw refused(
    'zone',
    unprocessable(PRICING_MESSAGES.zoneNotServed, [
      { field: 'shippingInfo.postalCode', message: PRICING_MESSAGES.zoneNotServed },
    ]),
  );
}

/** The farms the buyer collects from: each must be a farm of the cart that offers pickup (422 otherwise). */
function pickupsOf(
  pickupFrom: readonly string[] | undefined,
  cart: StoredCart,
  terms: ReadonlyMap<string, ShippingTerms>,
): Set<string> {
  const chosen = new Set(pickupFrom ?? []);
  for (const producerId of chosen) {
    const line = cart.items.find((item) => item.product.producerId === producerId);
    if (!line) {
      throw refused(
        'pickup',
        unprocessable(PRICING_MESSAGES.pickupFromInvalid, [
          { field: 'pickupFrom', message: PRICING_MESSAGES.pickupFromInvalid },
        ]),
      );
    }
    if (!terms.get(producerId)?.pickup) {
      const message = PRICING_MESSAGES.pickupNotOffered(line.product.producerName ?? 'Esta finca');
      throw refused('pickup', unprocessable(message, [{ field: 'pickupFrom', message }]));
    }
  }
  return chosen;
}

/** A complete invoice's buyer: the fiscal address given, or the shipping address. */
const billingOf = (
  billing: { nif: string; name: string; address?: string | undefined } | undefined,
  shippingInfo: ShippingInfo,
): BillingDetails | undefined =>
  billing
    ? {
        nif: billing.nif,
        name: billing.name,
        address:
          billing.address ||
          `${shippingInfo.address}, ${shippingInfo.postalCode} ${shippingInfo.city}`.slice(0, 250),
      }
    : undefined;

async function replay(orderId: string, siteUrl: string): Promise<RouteResult<PlacedOrderAnswer> | null> {
  const found = await readOrder(orderId);
  if (!found) return null;
  const { order, stored } = found;
  // A card order still unpaid answers its payment page again: the same session (same attempt, same key).
  const page = awaitsCard(order)
    ? await paymentPageOf(order, attemptOf(stored), siteUrl, sessionIdsOf(stored))
    : null;
  return {
    statusCode: 200,
    message: ORDER_MESSAGES.replayed,
    headers: { 'idempotent-replayed': 'true' },
    data: { order, ...(page ? { payment: { redirectUrl: page } } : {}) },
  };
}

/**
 * The card page of an attempt, or null when the provider cannot be reached: the order stays reserved and its
 * confirmation page offers "Reintentar el pago" (POST /v1/orders/{id}/payment).
 */
async function paymentPageOf(
  order: Order,
  attempt: { attempt: number; at: string },
  siteUrl: string,
  recorded: readonly string[],
): Promise<string | null> {
  try {
    return await cardPaymentPage(
      { order, attempt: attempt.attempt, attemptAt: attempt.at, siteUrl },
      recorded,
    );
  } catch (error) {
    if (!isStripeUnavailable(error)) throw error;
    return null;
  }
}

/**
 * A card order's first session (attempt 0, from its creation), made before its transaction; null when the
 * provider cannot be reached (the order is then written without one, as the header says).
 */
async function sessionBeforeWrite(order: Order, siteUrl: string): Promise<CardSession | null> {
  try {
    return await createCardSession({ order, attempt: 0, attemptAt: order.createdAt, siteUrl });
  } catch (error) {
    if (!isStripeUnavailable(error)) throw error;
    return null;
  }
}

type CheckoutRequest = RouteRequest<OrdersEndpoints['checkout']>;

export async function checkout(request: CheckoutRequest): RouteAnswer<OrdersEndpoints['checkout']> {
  // The sessions of refused transactions, being expired at the provider beside the next attempt: awaited before
  // the answer (never rejected).
  const expiring: Promise<boolean>[] = [];
  try {
    return await placeOrder(request, expiring);
  } finally {
    await Promise.all(expiring);
  }
}

async function placeOrder(
  { principal, body, headers, event, logger }: CheckoutRequest,
  expiring: Promise<boolean>[],
): RouteAnswer<OrdersEndpoints['checkout']> {
  const caller = callerOf(principal);
  const userId = caller.userId;
  const key = headers?.['idempotency-key'];
  const siteUrl = requestSiteUrl(event.headers ?? {});

  for (let attempt = 0; attempt < CHECKOUT_ATTEMPTS; attempt += 1) {
    const [replayed, cart, account, settings, card] = await Promise.all([
      key ? orderOfKey(userId, key, new Date()) : Promise.resolve(null),
      readCart(userId),
      getDirectoryUser(userId),
      readPaymentSettings(),
      cardReady(),
    ]);
    const answer = replayed ? await replay(replayed, siteUrl) : null;
    if (answer) return answer;
    if (!cart) {
      // A concurrent request with the same key may have committed between the two reads (key not there yet,
      // cart already gone): read the key again before calling the cart missing.
      const late = key ? await orderOfKey(userId, key, new Date()) : null;
      const lateAnswer = late ? await replay(late, siteUrl) : null;
      if (lateAnswer) return lateAnswer;
      throw refused('no_cart', notFound(CHECKOUT_MESSAGES.cartNotFound));
    }
    if (cart.items.length === 0) throw refused('empty_cart', forbidden(CHECKOUT_MESSAGES.emptyCart));
    const exempt = exemptZone(body.shippingInfo, settings.shipping.remoteZonesEnabled);
    const method = body.paymentMethod ?? paymentOptions(settings, card).defaultMethod;
    if (!availableMethods(settings, card).includes(method)) {
      throw refused(
        'payment_method',
        unprocessable(PAYMENT_MESSAGES.methodNotOffered, [
          { field: 'paymentMethod', message: PAYMENT_MESSAGES.methodNotOffered },
        ]),
      );
    }
    const now = new Date();
    const [products, coupon, deliveries, bookings] = await Promise.all([
      readProducts(cart.items.map((item) => item.productId)),
      loadCartCoupon(cart, now),
      readFarmDeliveries([...new Set(cart.items.map((item) => item.product.producerId))], settings.shipping),
      readSlotBookings(body.pickupSlots ?? []),
    ]);
    const terms = termsOf(deliveries);
    // A chosen slot means collecting at that farm (docs/harvest-calendar.md).
    const pickupFrom = pickupsOf(
      [...(body.pickupFrom ?? []), ...(body.pickupSlots ?? []).map((slot) => slot.producerId)],
      cart,
      terms,
    );
    const refusal =
      preorderRefusal(cart.items, products, now) ?? refusalFor(lineIssues(cart.items, products, now));
    if (refusal) throw refusal;
    const calendars = new Map([...deliveries].map(([id, delivery]) => [id, delivery.calendar]));
    const dates = lineDates(cart.items, products, calendars, now);
    const slots = chosenSlots({
      chosen: body.pickupSlots ?? [],
      pickupFrom,
      items: cart.items,
      dates,
      deliveries,
      bookings,
      now,
    });
    if (coupon?.check.problem)
      throw refused('coupon', conflict(CHECKOUT_MESSAGES.couponNotApplicable(coupon.check.problem)));

    const plan = planCheckout({
      userId,
      consumer: {
        ...(account?.fullName ? { fullName: account.fullName } : {}),
        ...(caller.email || account?.email ? { email: caller.email || account?.email } : {}),
      },
      cart,
      products,
      coupon,
      shippingInfo: body.shippingInfo,
      terms,
      pickupFrom,
      exempt,
      ...((billing) => (billing ? { billing } : {}))(billingOf(body.billing, body.shippingInfo)),
      payment: { method, commissionRate: settings.commissionRate, bankAccount: settings.bankAccount },
      ...(key ? { idempotencyKey: key } : {}),
      dates,
      slots,
      now,
    });
    // The answer is the entity only: bookkeeping (producer ids, coupon flags, key) stays in the table.
    const summary = toOrderSummary(plan.order as unknown as Record<string, unknown>);
    const order: Order = { ...summary, productOrders: plan.productOrders };
    const session = method === 'card' ? await sessionBeforeWrite(order, siteUrl) : null;
    const transaction = checkoutTransaction(plan, {
      tableName: readEnv().tableName,
      cartVersion: cart.version,
      ...(key ? { idempotencyKey: key } : {}),
      ...(session ? { paymentSessionId: session.id } : {}),
    });
    // Any failure other than a cancellation may have written the order (with its session): it is thrown and the
    // session left alone.
    const codes = await transactOrCancelled(transaction.items);
    if (!codes) {
      recordOrderPlaced(toCents(plan.order.totalPrice));
      if (method === 'card') {
        // The order (stock reserved) exists whatever the provider answered.
        if (!session)
          logger.warn('Card payment page not created: provider unavailable', { orderId: order.id });
        return {
          message: session ? PAYMENT_MESSAGES.paymentPending : PAYMENT_MESSAGES.providerUnavailable,
          data: { order, ...(session ? { payment: { redirectUrl: session.url } } : {}) },
        };
      }
      const message =
        method === 'bank_transfer'
          ? PAYMENT_MESSAGES.orderCreatedTransfer
          : PAYMENT_MESSAGES.orderCreatedCash;
      return { message, data: { order } };
    }
    // Refused: no order was written, so its session can never be an order's page.
    if (session)
      expiring.push(expireUnusedSession(session.id, (message, context) => logger.warn(message, context)));
    const conflicted = codes.includes('TransactionConflict');
    logger.debug('Checkout transaction cancelled', { attempt, codes: codes.join(',') });
    if (conflicted) await pause(attempt);
  }
  logger.warn('Checkout gave up after repeated conflicts', { userId });
  throw refused('busy', conflict(CHECKOUT_MESSAGES.busy));
}
