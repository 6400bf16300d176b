/**
 * The order confirmation e-mail (issue 23), from the table's stream (services/events/order-confirmation.ts) on the
 * real local stack: a consumer gets exactly one e-mail per order in the outbox, at its own directory address, when
 * the order is placed: its lines per farm, shipping, IVA, total, how to pay and a link to the order. Pay on
 * delivery and transfer at checkout (a transfer with the shop's IBAN and the reference, and no second e-mail);
 * card once the provider's webhook marked it paid, never before. The invoices of an order issued together (a card
 * order of two farms, once paid) come in one e-mail (issue 29), not one per farm. The conditions and the
 * withdrawal form are stored once as a mail part the e-mail's item names (services/lib/mail/parts.ts): an
 * admin's change after the order does not change what its e-mail says.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { mailKeys } from '../../services/lib/data/keys.js';
import { approximateItemBytes } from '../../services/lib/mail/queue.js';
import { mailPartIdOf, mailTextOf } from '../../services/lib/mail/mail-text.js';
import { confirmationMailId } from '../../services/events/order-confirmation.js';
import { gunzipSync } from 'node:zlib';
import type { PlacedOrderAnswer } from '../../shared/contracts/orders/contract.js';
import type { Order } from '../../shared/contracts/orders/entities.js';
import { orderReference } from '../../shared/rules/order-labels.js';
import { stockedSeedProduct } from '../../infra/local/seed/products.js';
import { SHIPPING, addItem, api, freshConsumer } from './commerce.js';
import { baseUrl, eventually, noStack, outbox, stack, type OutboxMessage } from './helpers.js';
import { seededSuite } from './suite.js';
import { table } from './table.js';

const VALLE = stockedSeedProduct('productor');
const DRAGON = stockedSeedProduct('eldragon');

/** The e-mails the events function sent to `to` (not Cognito's sign-up code). */
const outboxTo = async (to: string) =>
  (await outbox()).filter((message) => message.to === to && message.kind === 'order');

/** A fresh consumer's order of one unit of each product, paid with `method`. */
async function orderBy(prefix: string, method: string, products = [VALLE, DRAGON]) {
  const buyer = await freshConsumer(prefix);
  for (const item of products) expect((await addItem(buyer.token, item.id, 1)).status).toBe(200);
  const placed = await api<PlacedOrderAnswer>('/v1/orders/checkout', buyer.token, {
    method: 'POST',
    body: { shippingInfo: SHIPPING, paymentMethod: method },
  });
  expect(placed.status, placed.text).toBe(201);
  return { buyer, order: placed.body.data.order as Order, payment: placed.body.data.payment };
}

/** Waits for the one confirmation of `order` to `to`, then checks that it stays one. */
async function confirmation(to: string, order: Order): Promise<OutboxMessage> {
  const reference = orderReference(order.id);
  const mine = async () =>
    (await outboxTo(to)).filter((message) => message.subject?.startsWith(`Pedido ${reference} `));
  const [mail] = await eventually(async () => {
    const found = await mine();
    expect(found).toHaveLength(1);
    return found;
  });
  // Later records of the same order (its stats, its invoices...) send nothing more.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await mine()).toHaveLength(1);
  return mail as OutboxMessage;
}

const euros = (amount: number) => amount.toFixed(2).replace('.', ',');

/** The order's confirmation as stored, and the text of the part it names (read back from the table). */
async function storedConfirmation(orderId: string) {
  const { Item: mail } = await table().send(
    new GetCommand({ TableName: stack.tableName, Key: mailKeys.item(confirmationMailId(orderId)) }),
  );
  const partId = mailPartIdOf(mail ?? {});
  const { Item: part } = await table().send(
    new GetCommand({ TableName: stack.tableName, Key: mailKeys.part(String(partId)), ConsistentRead: true }),
  );
  const partText = gunzipSync(part?.textGzip as Uint8Array).toString('utf8');
  return {
    mail: mail ?? {},
    partId,
    partText,
    text: mailTextOf(mail ?? {}, new Map([[String(partId), partText]])),
  };
}

describe.skipIf(noStack)('the order confirmation e-mail', () => {
  const tokens = seededSuite();

  it('pay on delivery: one e-mail with both farms, their lines, shipping, IVA, total, how to pay and the link', async () => {
    const { buyer, order } = await orderBy('correo-contra', 'cash_on_delivery');
    const mail = await confirmation(buyer.email, order);
    const reference = orderReference(order.id);
    expect(mail.kind).toBe('order');
    expect(mail.subject).toBe(`Pedido ${reference} confirmado: gracias por tu compra`);
    const text = mail.text ?? '';
    for (const line of order.items) {
      expect(text).toContain(`1 × ${line.product.name}: ${euros(line.price)}`);
    }
    for (const delivery of order.deliveries ?? []) expect(text).toContain(`${delivery.producerName},`);
    expect(text).toMatch(new RegExp(`Productos: ${euros(order.itemsTotal)}\\s€`));
    expect(text).toMatch(
      new RegExp(`Envío: ${order.shippingTotal > 0 ? euros(order.shippingTotal) : 'gratis'}`),
    );
    expect(text).toMatch(new RegExp(`Total: ${euros(order.totalPrice)}\\s€`));
    expect(text).toContain('IVA incluido:');
    expect(text).toContain('Contra reembolso: pagas');
    expect(text).toContain(`${SHIPPING.postalCode} ${SHIPPING.city}`);
    // The link is on the site's address (SITE_URL: the gateway's, as localhost locally).
    expect(text).toMatch(new RegExp(`Ver tu pedido: http://\\S+/orders/${order.id}\n`));
  });

  it('bank transfer: the account, the amount and the reference in the one e-mail (no second one)', async () => {
    const { buyer, order } = await orderBy('correo-transfer', 'bank_transfer', [VALLE]);
    const mail = await confirmation(buyer.email, order);
    expect(mail.subject).toBe(`Pedido ${orderReference(order.id)} recibido: datos para tu transferencia`);
    expect(mail.text).toMatch(
      /Por transferencia bancaria: transfiere [\d,]+\s€ a .+, IBAN ES\d\d( \d{4}){5}/,
    );
    expect(mail.text).toContain(`con la referencia ${order.payment.reference ?? orderReference(order.id)}`);
    // The transfer notice stays in the shop (the bell), without an e-mail of its own.
    expect(await outboxTo(buyer.email)).toHaveLength(1);
  });

  it('card: nothing while unpaid, one e-mail once the payment went through', async () => {
    const { buyer, order, payment } = await orderBy('correo-tarjeta', 'card', [VALLE]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await outboxTo(buyer.email)).toHaveLength(0);
    const paid = await fetch(`${baseUrl}/_local/payments/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: payment?.redirectUrl, card: '4242424242424242' }),
    });
    expect(((await paid.json()) as { status?: string }).status).toBe('succeeded');
    const mail = await confirmation(buyer.email, order);
    expect(mail.subject).toBe(`Pedido ${orderReference(order.id)} confirmado: gracias por tu compra`);
    expect(mail.text).toMatch(
      /Con tarjeta: pagaste [\d,]+\s€ el \d{1,2} de \w+ de \d{4}\. No tienes que hacer nada más\./,
    );
  });

  it('card of two farms: once paid, the confirmation and ONE e-mail with both farms’ invoices', async () => {
    const { buyer, order, payment } = await orderBy('correo-facturas', 'card');
    const paid = await fetch(`${baseUrl}/_local/payments/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: payment?.redirectUrl, card: '4242424242424242' }),
    });
    expect(((await paid.json()) as { status?: string }).status).toBe('succeeded');
    await confirmation(buyer.email, order);
    const reference = orderReference(order.id);
    const invoiceMails = async () =>
      (await outboxTo(buyer.email)).filter((message) => /factura/i.test(message.subject ?? ''));
    const [mail] = await eventually(async () => {
      const found = await invoiceMails();
      expect(found.map((message) => message.subject)).toEqual([`Las facturas de tu pedido ${reference}`]);
      return found;
    });
    expect(mail?.text).toContain('Ya tienes 2 facturas nuevas de tu pedido:');
    expect(mail?.text?.match(/^- .+: factura F[0-9A-F]{6}-\d{4}-\d+ por [\d,]+\s€\.$/gm)).toHaveLength(2);
    // A replayed record or a second run of the invoices sends nothing more.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await invoiceMails()).toHaveLength(1);
    // The confirmation and the invoices: two e-mails for the order so far, not one per farm.
    expect(await outboxTo(buyer.email)).toHaveLength(2);
  });

  it('stores the legal texts once; an admin changing the conditions after the order does not change its e-mail', async () => {
    const first = await orderBy('correo-textos', 'cash_on_delivery', [VALLE]);
    const sent = await confirmation(first.buyer.email, first.order);
    const stored = await storedConfirmation(first.order.id);
    // One write unit: the e-mail's own beginning, and the name of the part it ends with.
    expect(approximateItemBytes(stored.mail)).toBeLessThan(1024);
    expect(stored.mail).not.toHaveProperty('textGzip');
    expect(stored.partText.startsWith('CONDICIONES DE COMPRA (tu copia)')).toBe(true);
    expect(sent.text?.startsWith(`${stored.text}\n\n`)).toBe(true);
    const put = (body: string | null) =>
      api('/v1/legal/texts/condiciones', tokens.admin, {
        method: 'PUT',
        body: { body, reviewed: body !== null },
      });
    try {
      expect((await put('## Condiciones nuevas\nUn texto que el pedido anterior no conoció.')).status).toBe(
        200,
      );
      // The first order's e-mail, read again from the table: what it said when it was queued.
      const again = await storedConfirmation(first.order.id);
      expect(again.text).toBe(stored.text);
      expect(again.text).not.toContain('CONDICIONES NUEVAS');
      // An order placed now carries the new conditions, in another part.
      const second = await orderBy('correo-textos-2', 'cash_on_delivery', [VALLE]);
      const next = await confirmation(second.buyer.email, second.order);
      expect(next.text).toContain('CONDICIONES NUEVAS');
      expect(next.text).toContain('Un texto que el pedido anterior no conoció.');
      expect((await storedConfirmation(second.order.id)).partId).not.toBe(stored.partId);
    } finally {
      expect((await put(null)).status).toBe(200);
    }
  });
});
