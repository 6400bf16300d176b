/**
 * Invoices on the real local stack (docs/taxes-shipping-invoices.md, "Invoices"): issued by the events function
 * from the table's stream once an order is paid; numbered per farm and Madrid year, correlative without gaps
 * under 20 orders paid at once; complete with the checkout's billing details; rectifying after a paid line is
 * cancelled (refunded); pending for a farm without fiscal data, then issued once it saves them; the signed link
 * answers the PDF without a bearer token; who may list and read what; the consumer's e-mail.
 */
import { describe, expect, it } from 'vitest';
import type { Order } from '../../shared/contracts/orders/entities.js';
import { INVOICE_MESSAGES } from '../../shared/messages/invoice.js';
import { fiscalYearOf, seriesOf } from '../../services/invoices/numbering.js';
import {
  SHIPPING,
  api,
  freshConsumer,
  freshProducer,
  freshProduct,
  invoicesOf,
  invoicesWhen,
  placeOrder,
  farmFiscal,
} from './commerce.js';
import { baseUrl, call, eventually, noStack } from './helpers.js';
import { seededSuite } from './suite.js';
import { useStackTable } from './table.js';

const tokens = seededSuite();
const YEAR = fiscalYearOf(new Date());

const FISCAL = farmFiscal('Pitahayas de Prueba, S.L.');
const BILLING = { nif: '12345678Z', name: 'Ana Ruiz Gómez', address: 'Calle Mayor 1, 30001 Murcia' };

type Farm = Awaited<ReturnType<typeof freshProducer>>;

async function farmWithFiscal(prefix: string, fiscal: typeof FISCAL | null = FISCAL): Promise<Farm> {
  const farm = await freshProducer(prefix);
  if (fiscal) {
    const saved = await api('/v1/users/profile', farm.token, { method: 'PUT', body: { fiscal } });
    expect(saved.status, saved.text).toBe(200);
  }
  return farm;
}

/** A bank transfer order of `lines` ([productId, quantity]) by a fresh consumer (or `buyer`). */
async function transferOrder(
  lines: [string, number][],
  options: { billing?: typeof BILLING; buyer?: Awaited<ReturnType<typeof freshConsumer>> } = {},
) {
  const buyer = options.buyer ?? (await freshConsumer('inv'));
  const billing = options.billing ? { billing: options.billing } : {};
  return { buyer, order: await placeOrder(buyer.token, lines, 'bank_transfer', billing) };
}

const markPaid = async (orderId: string) => {
  const paid = await api(`/v1/orders/${orderId}/payment`, tokens.admin, {
    method: 'PATCH',
    body: { status: 'paid' },
  });
  expect(paid.status, paid.text).toBe(200);
};

async function pdfOf(url: string, token?: string) {
  const answer = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return {
    status: answer.status,
    type: answer.headers.get('content-type'),
    bytes: Buffer.from(await answer.arrayBuffer()),
  };
}

describe.skipIf(noStack)('invoices over HTTP', () => {
  it('numbers a farm’s invoices correlatively without gaps under 20 orders paid at once', async () => {
    const farm = await farmWithFiscal('inv-count');
    const product = await freshProduct(farm.token, { stock: 100, price: 7.5, taxRate: 4 });
    const orders = [];
    for (let index = 0; index < 20; index += 1)
      orders.push((await transferOrder([[product.productId, 1]])).order);
    await Promise.all(orders.map((order) => markPaid(order.id)));
    const numbers = await Promise.all(
      orders.map(async (order) => {
        const [invoice] = await invoicesWhen(
          order.id,
          tokens.admin,
          (list) => list.length === 1 && !!list[0]?.number,
          60_000,
        );
        expect(invoice).toMatchObject({
          producerId: farm.userId,
          kind: 'simplified',
          total: order.totalPrice,
        });
        return invoice!.number!;
      }),
    );
    const series = seriesOf(farm.userId);
    expect(series).toMatch(/^F[0-9A-F]{6}$/);
    expect([...numbers].sort((a, b) => Number(a.split('-')[2]) - Number(b.split('-')[2]))).toEqual(
      Array.from({ length: 20 }, (_, index) => `${series}-${YEAR}-${index + 1}`),
    );
  }, 180_000);

  it('issues a complete invoice when checkout had billing details; its link answers the PDF without a bearer', async () => {
    const farm = await farmWithFiscal('inv-complete');
    const fruit = await freshProduct(farm.token, { stock: 10, price: 6.5, taxRate: 4 });
    const jam = await freshProduct(farm.token, { stock: 10, price: 5.95, taxRate: 10 });
    const { buyer, order } = await transferOrder(
      [
        [fruit.productId, 3],
        [jam.productId, 2],
      ],
      { billing: BILLING },
    );
    // Not paid yet: nothing issued.
    expect((await invoicesOf(order.id, buyer.token)).body.data.invoices).toEqual([]);
    await markPaid(order.id);
    const [invoice] = await invoicesWhen(order.id, buyer.token, (list) => list.length === 1);
    expect(invoice).toMatchObject({
      number: `${seriesOf(farm.userId)}-${YEAR}-1`,
      kind: 'complete',
      producerId: farm.userId,
      total: order.totalPrice,
    });
    expect(invoice!.issuedAt).toEqual(expect.any(String));
    expect(invoice!.url).toMatch(
      new RegExp(`^http://[^/]+/v1/orders/${order.id}/invoices/${invoice!.id}/pdf\\?expires=\\d+&token=`),
    );

    const pdf = await pdfOf(invoice!.url!);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    // The same path without the link: a bearer who may see it, or nobody.
    const path = new URL(invoice!.url!).pathname;
    expect((await pdfOf(`${baseUrl}${path}`, buyer.token)).status).toBe(200);
    expect((await pdfOf(`${baseUrl}${path}`, farm.token)).status).toBe(200);
    const anonymous = await call<{ status: { message: string } }>(path);
    expect([anonymous.status, anonymous.body.status.message]).toEqual([401, INVOICE_MESSAGES.signInOrLink]);
    const forged = await call<{ status: { message: string } }>(`${path}?expires=9999999999&token=abc`);
    expect(forged.status).toBe(401);

    // The consumer was told by e-mail, with a link to the order's page.
    await eventually(async () => {
      const outbox = await call<{ messages: { to: string; subject?: string }[] }>('/_local/outbox');
      expect(outbox.body.messages.some((mail) => mail.to === SHIPPING.email || mail.to === buyer.email)).toBe(
        true,
      );
      expect(outbox.body.messages.some((mail) => mail.subject?.startsWith('Tu factura del pedido'))).toBe(
        true,
      );
    });
  }, 60_000);

  it('issues a rectifying invoice with negative amounts after a paid line is cancelled (refunded)', async () => {
    const farm = await farmWithFiscal('inv-rect');
    const a = await freshProduct(farm.token, { stock: 10, price: 12.5, taxRate: 10 });
    const b = await freshProduct(farm.token, { stock: 10, price: 8, taxRate: 21 });
    const { buyer, order } = await transferOrder([
      [a.productId, 2],
      [b.productId, 1],
    ]);
    await markPaid(order.id);
    const [original] = await invoicesWhen(order.id, buyer.token, (list) => list.length === 1);
    const line = order.productOrders.find((productOrder) => productOrder.productId === b.productId)!;
    const cancelled = await api(`/v1/orders/${order.id}/products/${line.id}/status`, farm.token, {
      method: 'PATCH',
      body: { status: 'cancelled' },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    const invoices = await invoicesWhen(order.id, buyer.token, (list) => list.length === 2);
    const rectifying = invoices.find((invoice) => invoice.kind === 'rectifying')!;
    // In the farm's rectifying series (R...), apart from the ordinary one (F...).
    expect(rectifying).toMatchObject({
      number: `${seriesOf(farm.userId, 'rectifying')}-${YEAR}-1`,
      rectifies: original!.number,
      producerId: farm.userId,
    });
    expect(rectifying.total).toBeLessThan(0);
    expect(rectifying.total).toBeCloseTo(-line.totalPrice, 2);
    const refunded = await api<{ order: Order }>(`/v1/orders/${order.id}`, buyer.token);
    // Owed back by transfer until an admin sends it (refunds.test.ts).
    expect(refunded.body.data.order.payment.status).toBe('refund_pending');
    const pdf = await pdfOf(rectifying.url!);
    expect([pdf.status, pdf.type]).toEqual([200, 'application/pdf']);
  }, 60_000);

  it('keeps numbers gapless when 20 issuers race for one farm (the issuing code at once on the real table)', async () => {
    // The local stream hands records to the events function one at a time, so the test above never races two
    // issuers. Here 20 orders wait as pending (no fiscal data yet); then the farm saves its data (the stream
    // starts issuing) while this process runs the same issuing code for all 20 orders at once, against the
    // stack's DynamoDB Local: conditional transactions on the farm-year counter are all that keeps order.
    const farm = await farmWithFiscal('inv-race', null);
    const product = await freshProduct(farm.token, { stock: 100, price: 3.2, taxRate: 4 });
    const orders: Order[] = [];
    for (let index = 0; index < 20; index += 1)
      orders.push((await transferOrder([[product.productId, 1]])).order);
    await Promise.all(orders.map((order) => markPaid(order.id)));
    for (const order of orders)
      await invoicesWhen(order.id, tokens.admin, (list) => list[0]?.kind === 'pending', 60_000);

    useStackTable();
    const { reconcileOrderInvoices } = await import('../../services/invoices/invoice-store.js');
    const saved = await api('/v1/users/profile', farm.token, { method: 'PUT', body: { fiscal: FISCAL } });
    expect(saved.status, saved.text).toBe(200);
    await Promise.all(orders.map((order) => reconcileOrderInvoices(order.id)));

    const numbers = await Promise.all(
      orders.map(async (order) => {
        const [invoice] = await invoicesWhen(order.id, tokens.admin, (list) => !!list[0]?.number, 60_000);
        return invoice!.number!;
      }),
    );
    const series = seriesOf(farm.userId);
    expect([...numbers].sort((a, b) => Number(a.split('-')[2]) - Number(b.split('-')[2]))).toEqual(
      Array.from({ length: 20 }, (_, index) => `${series}-${YEAR}-${index + 1}`),
    );
  }, 180_000);

  it('lists a farm without fiscal data as pending, and issues it once the farm saves them', async () => {
    const farm = await farmWithFiscal('inv-pending', null);
    const product = await freshProduct(farm.token, { stock: 10, price: 9 });
    const { buyer, order } = await transferOrder([[product.productId, 1]]);
    await markPaid(order.id);
    const [pending] = await invoicesWhen(order.id, buyer.token, (list) => list.length === 1);
    expect(pending).toMatchObject({
      number: null,
      kind: 'pending',
      issuedAt: null,
      url: null,
      total: order.totalPrice,
    });
    const waiting = await call<{ status: { message: string } }>(
      `/v1/orders/${order.id}/invoices/${pending!.id}/pdf`,
      { headers: { authorization: `Bearer ${buyer.token}` } },
    );
    expect([waiting.status, waiting.body.status.message]).toEqual([409, INVOICE_MESSAGES.pending]);

    const saved = await api('/v1/users/profile', farm.token, { method: 'PUT', body: { fiscal: FISCAL } });
    expect(saved.status, saved.text).toBe(200);
    const [issued] = await invoicesWhen(order.id, buyer.token, (list) => list[0]?.kind === 'simplified');
    expect(issued).toMatchObject({ id: pending!.id, number: `${seriesOf(farm.userId)}-${YEAR}-1` });
    expect((await pdfOf(issued!.url!)).status).toBe(200);
  }, 60_000);

  it('shows a consumer only their own orders’ invoices, and a farm only its own', async () => {
    const farmA = await farmWithFiscal('inv-a');
    const farmB = await farmWithFiscal('inv-b');
    const fromA = await freshProduct(farmA.token, { stock: 5, price: 10 });
    const fromB = await freshProduct(farmB.token, { stock: 5, price: 20 });
    const { buyer, order } = await transferOrder([
      [fromA.productId, 1],
      [fromB.productId, 1],
    ]);
    await markPaid(order.id);
    const both = await invoicesWhen(
      order.id,
      buyer.token,
      (list) => list.length === 2 && list.every((i) => !!i.number),
    );
    expect(new Set(both.map((invoice) => invoice.producerId))).toEqual(new Set([farmA.userId, farmB.userId]));
    expect((await invoicesOf(order.id, tokens.admin)).body.data.invoices).toHaveLength(2);

    const ofA = (await invoicesOf(order.id, farmA.token)).body.data.invoices;
    expect(ofA.map((invoice) => invoice.producerId)).toEqual([farmA.userId]);
    const invoiceOfB = both.find((invoice) => invoice.producerId === farmB.userId)!;
    const pathOfB = new URL(invoiceOfB.url!).pathname;
    const farmAReadsB = await call(pathOfB, { headers: { authorization: `Bearer ${farmA.token}` } });
    expect(farmAReadsB.status).toBe(403);

    const stranger = await freshConsumer('inv-stranger');
    const list = await invoicesOf(order.id, stranger.token);
    expect([list.status, list.body.status.message]).toEqual([404, INVOICE_MESSAGES.orderNotFound]);
    const read = await call(pathOfB, { headers: { authorization: `Bearer ${stranger.token}` } });
    expect(read.status).toBe(403);
    expect((await invoicesOf(order.id, '')).status).toBe(401);
  }, 60_000);
});
