/**
 * Rectifying invoices in a series of their own (docs/taxes-shipping-invoices.md, "Numbers"), on the real local
 * stack: a farm's 12 paid orders each get their ordinary invoice (F…-<year>-1..12); then a line of each is
 * cancelled while this process runs the issuing code for all 12 orders at once against the stack's DynamoDB
 * Local (the stream's issuer runs too): the rectifying invoices take R…-<year>-1..12, correlative without a gap
 * or a number twice, and the ordinary series is untouched (no F number taken by a rectifying invoice).
 */
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../shared/contracts/invoices/entities.js';
import type { Order } from '../../shared/contracts/orders/entities.js';
import { fiscalYearOf, seriesOf } from '../../services/invoices/numbering.js';
import {
  api,
  freshConsumer,
  freshProducer,
  freshProduct,
  invoicesWhen,
  placeOrder,
  unitsOf,
  farmFiscal,
} from './commerce.js';
import { noStack } from './helpers.js';
import { seededSuite } from './suite.js';
import { useStackTable } from './table.js';

const tokens = seededSuite();
const YEAR = fiscalYearOf(new Date());
const ORDERS = 12;
const FISCAL = farmFiscal('Rectificativas de Prueba, S.L.');

/** The order's invoices, read by an admin, once `ready` holds for them. */
const adminInvoicesWhen = (orderId: string, ready: (invoices: Invoice[]) => boolean) =>
  invoicesWhen(orderId, tokens.admin, ready, 90_000);

const sortedByN = (numbers: string[]) =>
  [...numbers].sort((a, b) => Number(a.split('-')[2]) - Number(b.split('-')[2]));

describe.skipIf(noStack)('rectifying invoices', () => {
  it('number in their own series, gapless under concurrent issuers', async () => {
    const farm = await freshProducer('rect-series');
    expect(
      (await api('/v1/users/profile', farm.token, { method: 'PUT', body: { fiscal: FISCAL } })).status,
    ).toBe(200);
    const [a, b] = await Promise.all([
      freshProduct(farm.token, { stock: 100, price: 6, taxRate: 4 }),
      freshProduct(farm.token, { stock: 100, price: 4, taxRate: 10 }),
    ]);
    const orders: Order[] = [];
    for (let index = 0; index < ORDERS; index += 1) {
      const buyer = await freshConsumer('rect');
      orders.push(await placeOrder(buyer.token, unitsOf(1, a, b), 'bank_transfer'));
    }
    for (const order of orders)
      expect(
        (
          await api(`/v1/orders/${order.id}/payment`, tokens.admin, {
            method: 'PATCH',
            body: { status: 'paid' },
          })
        ).status,
      ).toBe(200);
    const originals = await Promise.all(
      orders.map(
        async (order) => (await adminInvoicesWhen(order.id, (list) => !!list[0]?.number))[0]!.number!,
      ),
    );
    const ordinary = seriesOf(farm.userId);
    expect(sortedByN(originals)).toEqual(
      Array.from({ length: ORDERS }, (_, i) => `${ordinary}-${YEAR}-${i + 1}`),
    );

    useStackTable();
    const { reconcileOrderInvoices } = await import('../../services/invoices/invoice-store.js');
    // One line of each order cancelled (the second product), then every order's issuer at once.
    await Promise.all(
      orders.map(async (order) => {
        const line = order.productOrders.find((productOrder) => productOrder.productId === b.productId)!;
        const cancelled = await api(`/v1/orders/${order.id}/products/${line.id}/status`, farm.token, {
          method: 'PATCH',
          body: { status: 'cancelled' },
        });
        expect(cancelled.status, cancelled.text).toBe(200);
      }),
    );
    await Promise.all(orders.map((order) => reconcileOrderInvoices(order.id)));

    const rectifying = await Promise.all(
      orders.map(async (order) => {
        const invoices = await adminInvoicesWhen(order.id, (list) =>
          list.some((i) => i.kind === 'rectifying'),
        );
        const [rect] = invoices.filter((invoice) => invoice.kind === 'rectifying');
        expect(invoices.filter((invoice) => invoice.kind === 'rectifying')).toHaveLength(1);
        expect(rect!.total).toBeLessThan(0);
        return rect!.number!;
      }),
    );
    const own = seriesOf(farm.userId, 'rectifying');
    expect(own).toBe(ordinary.replace(/^F/, 'R'));
    expect(sortedByN(rectifying)).toEqual(
      Array.from({ length: ORDERS }, (_, i) => `${own}-${YEAR}-${i + 1}`),
    );
    // The ordinary series took no number for them.
    const all = await Promise.all(
      orders.map(async (order) =>
        (await adminInvoicesWhen(order.id, () => true)).map((invoice) => invoice.number),
      ),
    );
    expect(all.flat().filter((number) => number?.startsWith(`${ordinary}-`))).toHaveLength(ORDERS);
  }, 300_000);
});
