/**
 * Browser walk of issue 29's money screens with an order in every payment state, against the real local stack
 * (the card ones paid, declined and refunded at the local Stripe-compatible server):
 *   pay on delivery (pending), card paid, card declined (failed), card cancelled unpaid (expired), transfer not
 *   paid yet (pending), transfer paid then cancelled (refund_pending: the shop owes it back), card paid then
 *   cancelled (refunded once the provider confirms), card of two farms with one farm's line cancelled
 *   (partially_refunded).
 * The shopper's «Mis pedidos», the farm's list and the admin's list each say every order's method and state with
 * the shared labels (shared/messages/payment-labels.ts), and each order page says the same; the farm's unpaid ones
 * wait under «Esperando el pago». Screenshots at 360 and 1366 px in test-results/payment-states-*.png.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentMethod, PaymentStatus } from '../../shared/contracts/payments/entities.js';
import { PAYMENT_METHOD_SHORT_LABELS, paymentStatusLabel } from '../../shared/messages/payment-labels.js';
import { orderReference } from '../../shared/rules/order-labels.js';
import { chromiumAvailable, browserForSuite } from '../support/browser.js';
import { signedInPage } from '../support/pages.js';
import { fullPageShot } from '../support/screenshots.js';
import {
  apiCall,
  placeOrder,
  register,
  signIn,
  testAccount,
  publicProduct,
  payAtStandIn,
} from '../support/shop-api.js';
import { DESKTOP, NARROW_PHONE as PHONE, RUN, desktopAndPhone } from '../support/browser-run.js';
import { baseUrl } from '../support/stack-under-test.js';
import { ADMIN } from '../support/seeded-accounts.js';

const FARM = testAccount('estados', 'Finca Estados');
const SHOPPER = testAccount('compra', 'Luz Compra');
const NAME = `Pitahaya de los estados ${RUN}`;
const SHIPPING = {
  fullName: SHOPPER.fullName,
  address: 'Calle del Cobro 5',
  city: 'Granada',
  postalCode: '18001',
  phone: '+34 600 555 666',
};
const PAID_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';
/** The stream, the provider's webhooks and the counters follow within seconds on a busy machine. */
const SLOW = { timeout: 30_000, interval: 500 };

type Placed = { id: string; productOrders: { id: string; productId: string }[] };
type Case = { name: string; method: PaymentMethod; status: PaymentStatus; order: Placed };

/** "Tarjeta Pagado": the method and the state, as every list writes them. */
const summaryOf = (item: Pick<Case, 'method' | 'status'>) =>
  `${PAYMENT_METHOD_SHORT_LABELS[item.method]} ${paymentStatusLabel(item)}`;

const flat = async (locator: ReturnType<Page['locator']>) =>
  (await locator.innerText()).replace(/\s+/g, ' ').trim();

describe.skipIf(!chromiumAvailable() || !baseUrl)('every payment state on the money screens', () => {
  const newContext = browserForSuite();
  const cases: Case[] = [];
  let shopperToken = '';
  let farmToken = '';
  let adminToken = '';
  let productId = '';
  let otherProductId = '';

  async function place(method: PaymentMethod | null, lines: [string, number][]): Promise<Placed> {
    const placed = await placeOrder<{ order: Placed; payment?: { redirectUrl?: string } }>(
      shopperToken,
      lines,
      {
        shippingInfo: SHIPPING,
        ...(method ? { paymentMethod: method } : {}),
      },
    );
    return Object.assign(placed.order, { redirectUrl: placed.payment?.redirectUrl });
  }

  async function payCard(order: Placed, card: string, outcome: string) {
    await payAtStandIn((order as Placed & { redirectUrl?: string }).redirectUrl, card, outcome);
  }

  /** Waits until the order's record says the state (the lists and pages are read from it); runs in beforeAll. */
  async function reaches(order: Placed, status: PaymentStatus) {
    let seen: string | undefined;
    for (const started = Date.now(); Date.now() - started < SLOW.timeout;) {
      const answer = await apiCall<{ data: { order: { payment: { status: string } } } }>(
        `/v1/orders/${order.id}`,
        { token: shopperToken },
      );
      seen = answer.body.data?.order.payment.status;
      if (seen === status) return;
      await new Promise((resolve) => setTimeout(resolve, SLOW.interval));
    }
    expect(seen, `order ${order.id}`).toBe(status);
  }

  beforeAll(async () => {
    await Promise.all([register(FARM, 'producer'), register(SHOPPER, 'consumer')]);
    [farmToken, shopperToken, adminToken] = await Promise.all([signIn(FARM), signIn(SHOPPER), signIn(ADMIN)]);
    productId = await publicProduct(farmToken, {
      name: NAME,
      shortDescription: 'Para ver cada estado del pago.',
      price: 9.5,
      stock: 40,
      unit: 'kg',
    });
    const catalog = await apiCall<{ data: { products: { productId: string }[] } }>('/v1/products?limit=20');
    otherProductId =
      catalog.body.data.products.find((product) => product.productId !== productId)?.productId ?? '';
    expect(otherProductId).not.toBe('');
    const markPaid = async (order: Placed) =>
      expect(
        (
          await apiCall(`/v1/orders/${order.id}/payment`, {
            method: 'PATCH',
            token: adminToken,
            body: JSON.stringify({ status: 'paid' }),
          })
        ).status,
      ).toBe(200);
    const cancel = async (order: Placed) =>
      expect(
        (await apiCall(`/v1/orders/${order.id}`, { method: 'DELETE', token: shopperToken })).status,
      ).toBe(200);

    const cash = await place(null, [[productId, 1]]);
    cases.push({ name: 'cash', method: 'cash_on_delivery', status: 'pending', order: cash });

    const cardPaid = await place('card', [[productId, 1]]);
    await payCard(cardPaid, PAID_CARD, 'succeeded');
    cases.push({ name: 'card-paid', method: 'card', status: 'paid', order: cardPaid });

    const declined = await place('card', [[productId, 1]]);
    await payCard(declined, DECLINED_CARD, 'declined');
    cases.push({ name: 'card-declined', method: 'card', status: 'failed', order: declined });

    const expired = await place('card', [[productId, 1]]);
    await cancel(expired);
    cases.push({ name: 'card-cancelled-unpaid', method: 'card', status: 'expired', order: expired });

    const transfer = await place('bank_transfer', [[productId, 1]]);
    cases.push({ name: 'transfer-unpaid', method: 'bank_transfer', status: 'pending', order: transfer });

    const owed = await place('bank_transfer', [[productId, 1]]);
    await markPaid(owed);
    await cancel(owed);
    cases.push({ name: 'transfer-owed', method: 'bank_transfer', status: 'refund_pending', order: owed });

    const refunded = await place('card', [[productId, 1]]);
    await payCard(refunded, PAID_CARD, 'succeeded');
    await reaches(refunded, 'paid');
    await cancel(refunded);
    cases.push({ name: 'card-refunded', method: 'card', status: 'refunded', order: refunded });

    const partial = await place('card', [
      [productId, 2],
      [otherProductId, 1],
    ]);
    await payCard(partial, PAID_CARD, 'succeeded');
    await reaches(partial, 'paid');
    const farmLine = partial.productOrders.find((line) => line.productId === productId);
    const cancelled = await apiCall(`/v1/orders/${partial.id}/products/${farmLine?.id}/status`, {
      method: 'PATCH',
      token: farmToken,
      body: JSON.stringify({ status: 'cancelled' }),
    });
    expect(cancelled.status).toBe(200);
    cases.push({
      name: 'card-partly-refunded',
      method: 'card',
      status: 'partially_refunded',
      order: partial,
    });

    for (const item of cases) await reaches(item.order, item.status);
  }, 180_000);

  it('«Mis pedidos» and each order page say the payment of the record', async () => {
    for (const [viewport, suffix] of desktopAndPhone(PHONE)) {
      const { page, errors, consoleErrors } = await signedInPage(newContext, SHOPPER, '/orders', {
        viewport,
      });
      const cards = page.getByTestId('order-card');
      await cards.first().waitFor();
      for (const item of cases) {
        const card = cards.filter({ hasText: `Pedido ${orderReference(item.order.id)}` });
        expect(await flat(card), item.name).toContain(summaryOf(item));
      }
      await fullPageShot(page, `payment-states-my-orders-${suffix}.png`);
      expect(errors).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    }
    const { page, errors, consoleErrors } = await signedInPage(newContext, SHOPPER, '/orders', {
      viewport: PHONE,
    });
    for (const item of cases) {
      await page.goto(`${baseUrl}/orders/${item.order.id}`);
      const badge = page.locator(`main [data-payment-status="${item.status}"]`).first();
      await badge.waitFor();
      expect(await badge.innerText(), item.name).toBe(paymentStatusLabel(item));
      // Cash-on-delivery wording only on the pay-on-delivery order.
      const text = await page.locator('main').innerText();
      if (item.method !== 'cash_on_delivery')
        expect(text, item.name).not.toMatch(/contra (reembolso|entrega)/i);
      await fullPageShot(page, `payment-states-order-${item.name}-phone.png`);
    }
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }, 180_000);

  it('the farm’s list says each line’s payment and keeps the unpaid ones under «Esperando el pago»', async () => {
    const { page, errors, consoleErrors } = await signedInPage(newContext, FARM, '/producer/orders', {
      viewport: DESKTOP,
    });
    const rows = page.getByTestId('producer-order-row');
    await expect.poll(async () => rows.count(), SLOW).toBe(cases.length);
    for (const item of cases) {
      const row = rows.filter({ hasText: orderReference(item.order.id) });
      expect(await flat(row), item.name).toContain(summaryOf(item));
    }
    await fullPageShot(page, 'payment-states-farm-list-desktop.png');
    await page.getByTestId('po-tab-awaiting_payment').click();
    const waiting = cases.filter((item) => ['card-declined', 'transfer-unpaid'].includes(item.name));
    await expect.poll(async () => rows.count(), SLOW).toBe(waiting.length);
    for (const item of waiting) {
      expect(await rows.filter({ hasText: orderReference(item.order.id) }).count(), item.name).toBe(1);
    }
    await fullPageShot(page, 'payment-states-farm-awaiting-desktop.png');
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('the admin’s list and order pages say each order’s payment', async () => {
    const { page, errors, consoleErrors } = await signedInPage(newContext, ADMIN, '/admin/orders', {
      viewport: DESKTOP,
    });
    const rows = page.getByTestId('admin-order');
    await rows.first().waitFor();
    for (const item of cases) {
      const row = rows.filter({ hasText: orderReference(item.order.id) });
      await expect.poll(async () => row.count(), SLOW).toBe(1);
      expect(await flat(row), item.name).toContain(summaryOf(item));
    }
    await fullPageShot(page, 'payment-states-admin-orders-desktop.png');
    for (const item of cases) {
      await page.goto(`${baseUrl}/admin/orders/${item.order.id}`);
      const card = page.getByRole('region', { name: 'Pago' });
      await card.waitFor();
      expect(await flat(card.locator(`[data-payment-status="${item.status}"]`).first()), item.name).toBe(
        paymentStatusLabel(item),
      );
      if (item.name === 'transfer-owed' || item.name === 'card-partly-refunded')
        await fullPageShot(page, `payment-states-admin-order-${item.name}-desktop.png`);
    }
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }, 120_000);
});
