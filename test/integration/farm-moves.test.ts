/**
 * A farm moving all of its lines of an order at once (issue 23) on the real local stack:
 * PATCH /v1/orders/producer/{id}/status moves every line of the caller's farm one step in one transaction
 * (lines there or cancelled left, another farm's line untouched), with the shipment's tracking when they ship;
 * every refusal answers in Spanish and writes nothing; racing per-line changes never leave a line moved twice or
 * half a change applied; the consumer gets ONE notice and ONE e-mail per change (listing its lines, with the
 * carrier's page), derived by the events function from the table's stream.
 */
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../shared/contracts/notifications/entities.js';
import type { Order, ProductOrder } from '../../shared/contracts/orders/entities.js';
import { orderReference } from '../../shared/rules/order-labels.js';
import { orderKeys } from '../../services/lib/data/keys.js';
import { api, freshConsumer, freshProducer, freshProduct, placeOrder } from './commerce.js';
import { eventually, noStack, outbox } from './helpers.js';
import { seededSuite } from './suite.js';
import { getItem } from './table.js';

type FarmMoveData = { productOrders: ProductOrder[]; orderStatus: string };

const tokens = seededSuite();

const farmMove = (token: string, orderId: string, body: unknown, producerId?: string) =>
  api<FarmMoveData>(
    `/v1/orders/producer/${orderId}/status${producerId ? `?producerId=${producerId}` : ''}`,
    token,
    { method: 'PATCH', body },
  );
const lineMove = (token: string, orderId: string, productOrderId: string, body: unknown) =>
  api(`/v1/orders/${orderId}/products/${productOrderId}/status`, token, { method: 'PATCH', body });
const consumerOrder = async (token: string, orderId: string) =>
  (await api<{ order: Order }>(`/v1/orders/${orderId}`, token)).body.data.order;
const mine = async (token: string) =>
  (await api<{ notifications: Notification[] }>('/v1/notifications/mine?limit=100', token)).body.data
    .notifications;

/** The consumer's notices and e-mails titled `title`, once there are `count` of each (and still after a pause). */
async function toldExactly(consumer: { token: string; email: string }, title: string, count: number) {
  const read = async () => ({
    notices: (await mine(consumer.token)).filter((notice) => notice.title === title),
    mails: (await outbox()).filter((mail) => mail.to === consumer.email && mail.subject === title),
  });
  await eventually(async () => {
    const { notices, mails } = await read();
    expect(notices).toHaveLength(count);
    expect(mails).toHaveLength(count);
  }, 45_000);
  // A stream record processed twice, or one record per line, would add more a moment later.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const settled = await read();
  expect(settled.notices).toHaveLength(count);
  expect(settled.mails).toHaveLength(count);
  return settled;
}

/** An order of a fresh farm's `lines` products (1 unit each) and one line of the seeded second farm. */
async function farmOrder(prefix: string, lines: number) {
  const [farm, buyer] = await Promise.all([freshProducer(prefix), freshConsumer(`${prefix}-buyer`)]);
  const products = await Promise.all(
    Array.from({ length: lines }, (_, index) =>
      freshProduct(farm.token, { name: `${prefix} ${index + 1} ${Date.now()}` }),
    ),
  );
  const other = await freshProduct(tokens.producerB);
  const order = await placeOrder(buyer.token, [
    ...products.map(({ productId }): [string, number] => [productId, 1]),
    [other.productId, 1],
  ]);
  const farmLines = products.map(({ productId }) =>
    order.productOrders.find((line) => line.productId === productId)!,
  );
  const otherLine = order.productOrders.find((line) => line.productId === other.productId)!;
  return { farm, buyer, order, farmLines, otherLine };
}

/** Fresh farms and products (each photo checked), then the stream's notices: slow on a busy machine. */
const SLOW = 120_000;

describe.skipIf(noStack)('a farm moves all its lines of an order at once', () => {
  it(
    'refuses in Spanish and writes nothing: nothing to move, a line behind, bad input, the wrong caller',
    async () => {
      const { farm, buyer, order, farmLines } = await farmOrder('fm-refusals', 2);
      const [first] = farmLines as [ProductOrder];
      const before = await getItem(orderKeys.item(order.id));

      /** The farm's move of this order. */
      const move = (body: unknown) => farmMove(farm.token, order.id, body);
      const refusals: [
        string,
        Promise<{ status: number; body: { status: { message: string } } }>,
        number,
        string,
      ][] = [
        [
          'cancel is per line',
          move({ status: 'cancelled' }),
          422,
          'Elige el siguiente paso: en preparación, listo para envío, enviado o entregado.',
        ],
        [
          'a skip',
          move({ status: 'shipped' }),
          409,
          'Algunos productos de tu finca aún no pueden pasar a «Enviado»: avanza antes los que van más atrás.',
        ],
        [
          'tracking too early',
          move({ status: 'organizing', tracking: { carrier: 'seur', number: 'AB123456' } }),
          422,
          'El seguimiento del envío solo se indica al marcar los productos como enviados.',
        ],
        [
          'a bad number',
          move({ status: 'shipped', tracking: { carrier: 'seur', number: 'AB-1' } }),
          422,
          'El número de seguimiento tiene entre 6 y 40 letras o cifras, sin otros signos.',
        ],
        [
          'an unknown carrier',
          move({ status: 'shipped', tracking: { carrier: 'tnt', number: 'AB123456' } }),
          422,
          'Elige la empresa de transporte de la lista (o «Otro»).',
        ],
        [
          'a farm without lines in it',
          farmMove(tokens.producer, order.id, { status: 'organizing' }),
          404,
          'El pedido no fue encontrado.',
        ],
        [
          'an unknown order',
          farmMove(farm.token, 'no-such-order', { status: 'organizing' }),
          404,
          'El pedido no fue encontrado.',
        ],
        [
          'another farm named',
          farmMove(
            farm.token,
            order.id,
            { status: 'organizing' },
            first.producerId === farm.userId ? 'someone-else' : farm.userId,
          ),
          403,
          'No tienes permisos para realizar esta acción.',
        ],
        [
          'the consumer',
          farmMove(buyer.token, order.id, { status: 'organizing' }),
          403,
          'No tienes permisos para realizar esta acción.',
        ],
        [
          'an admin without the farm',
          farmMove(tokens.admin, order.id, { status: 'organizing' }),
          422,
          'Indica de qué finca son los productos que quieres mover (producerId).',
        ],
      ];
      for (const [what, answer, status, message] of refusals) {
        const { status: got, body } = await answer;
        expect(got, what).toBe(status);
        expect(body.status.message, what).toBe(message);
      }
      expect(await getItem(orderKeys.item(order.id))).toEqual(before);
      for (const line of (await consumerOrder(buyer.token, order.id)).productOrders)
        expect(line.status).toBe('pending');
      // Nothing to move once everything is there.
      expect((await farmMove(farm.token, order.id, { status: 'organizing' })).status).toBe(200);
      const again = await farmMove(farm.token, order.id, { status: 'organizing' });
      expect(again.status).toBe(409);
      expect(again.body.status.message).toBe(
        'Ningún producto de tu finca en este pedido puede pasar a «En preparación»: ya están ahí, más adelante o cancelados.',
      );
    },
    SLOW,
  );

  it(
    'moves the farm’s lines step by step in one call each, ships them with SEUR tracking, and tells the consumer once per change',
    async () => {
      const { farm, buyer, order, farmLines, otherLine } = await farmOrder('fm-flow', 3);
      const [kept1, kept2, dropped] = farmLines as [ProductOrder, ProductOrder, ProductOrder];
      const reference = orderReference(order.id);
      // The farm cancels one line on its own (a per-line change: its own notice, as before).
      expect((await lineMove(farm.token, order.id, dropped.id, { status: 'cancelled' })).status).toBe(200);

      const organizing = await farmMove(farm.token, order.id, {
        status: 'organizing',
        notes: 'Cosechamos hoy',
      });
      expect(organizing.status, organizing.text).toBe(200);
      expect(organizing.body.status.message).toBe('2 productos pasaron a «En preparación».');
      expect(organizing.body.data.productOrders.map((line) => line.id).sort()).toEqual(
        [kept1.id, kept2.id].sort(),
      );
      expect(organizing.body.data.orderStatus).toBe('pending'); // the other farm's line is still pending

      expect((await farmMove(farm.token, order.id, { status: 'ready_to_ship' })).status).toBe(200);
      const shipped = await farmMove(farm.token, order.id, {
        status: 'shipped',
        tracking: { carrier: 'seur', number: 'ab 1234 5678' },
      });
      expect(shipped.status, shipped.text).toBe(200);

      const seen = await consumerOrder(buyer.token, order.id);
      const byId = new Map(seen.productOrders.map((line) => [line.id, line]));
      for (const id of [kept1.id, kept2.id]) {
        expect(byId.get(id)).toMatchObject({
          status: 'shipped',
          tracking: { carrier: 'seur', number: 'AB12345678' },
        });
        expect(byId.get(id)?.history?.map((entry) => entry.status)).toEqual([
          'pending',
          'organizing',
          'ready_to_ship',
          'shipped',
        ]);
      }
      expect(byId.get(dropped.id)).toMatchObject({ status: 'cancelled' });
      expect(byId.get(dropped.id)).not.toHaveProperty('tracking');
      expect(byId.get(otherLine.id)).toMatchObject({ status: 'pending' });
      expect(seen.status).toBe('pending');

      // One notice and one e-mail per change, each listing the farm's two lines.
      const listed = await toldExactly(buyer, `Tu pedido ${reference}: En preparación`, 1);
      expect(listed.notices[0]?.message).toMatch(
        /marcó como «En preparación» 2 productos: .+ × 1 y .+ × 1\. Nota de la finca: Cosechamos hoy$/,
      );
      await toldExactly(buyer, `Tu pedido ${reference}: Listo para envío`, 1);
      const sent = await toldExactly(buyer, `Tu pedido ${reference}: Enviado`, 1);
      expect(sent.notices[0]?.message).toContain('Enviado con SEUR · número AB12345678.');
      expect(sent.notices[0]?.link).toBe(`/orders/${order.id}`);
      expect(sent.mails[0]?.text).toContain(
        'https://www.seur.com/livetracking/?segOnlineIdentificador=AB12345678&segOnlineIdioma=es',
      );
      expect(sent.mails[0]?.text).toContain(`/orders/${order.id}`);
      // The farm's own cancel of one line: its one notice, as before.
      await toldExactly(buyer, `Tu pedido ${reference}: Cancelado`, 1);

      // A single line moved on its own is one change too: one notice, one e-mail. «Entregado» is the whole
      // order's word: while lines are still on their way (its own other line, the other farm's) a delivery
      // reads as a part.
      const part = `Tu pedido ${reference}: ${kept1.producerName ?? kept1.product.producerName} entregó una parte`;
      expect((await lineMove(farm.token, order.id, kept1.id, { status: 'delivered' })).status).toBe(200);
      await toldExactly(buyer, part, 1);
      const rest = await farmMove(farm.token, order.id, { status: 'delivered' });
      expect(rest.body.data.productOrders.map((line) => line.id)).toEqual([kept2.id]);
      const parts = await toldExactly(buyer, part, 2);
      expect(parts.notices[0]?.message).toContain('El resto de tu pedido sigue en camino.');
      // The other farm delivers the last live line: the order is delivered, said once.
      for (const status of ['organizing', 'ready_to_ship', 'shipped', 'delivered'])
        expect((await lineMove(tokens.producerB, order.id, otherLine.id, { status })).status).toBe(200);
      await toldExactly(buyer, `Tu pedido ${reference}: Entregado`, 1);
    },
    SLOW,
  );

  it(
    'racing per-line changes: no line moves twice, no change lands half, every success is one notice',
    async () => {
      const { farm, buyer, order, farmLines } = await farmOrder('fm-race', 2);
      const [a, b] = farmLines as [ProductOrder, ProductOrder];
      const answers = await Promise.all([
        farmMove(farm.token, order.id, { status: 'organizing' }),
        lineMove(farm.token, order.id, a.id, { status: 'organizing', expectedStatus: 'pending' }),
        lineMove(farm.token, order.id, b.id, { status: 'organizing', expectedStatus: 'pending' }),
      ]);
      for (const answer of answers) expect([200, 409], answer.text).toContain(answer.status);
      const seen = await consumerOrder(buyer.token, order.id);
      for (const id of [a.id, b.id]) {
        const line = seen.productOrders.find((item) => item.id === id);
        expect(line?.status).toBe('organizing');
        expect(line?.history?.filter((entry) => entry.status === 'organizing')).toHaveLength(1);
      }
      // Each line moved once: by the farm-wide move (which plans again around a line moved meanwhile) or alone.
      const [bulk, ...alone] = answers;
      const movedByBulk = bulk?.status === 200 ? (bulk.body.data as FarmMoveData).productOrders.length : 0;
      expect(movedByBulk + alone.filter((answer) => answer.status === 200).length).toBe(2);
      const successes = answers.filter((answer) => answer.status === 200).length;
      await toldExactly(buyer, `Tu pedido ${orderReference(order.id)}: En preparación`, successes);
    },
    SLOW,
  );

  it(
    'lets an admin move a named farm’s lines',
    async () => {
      const { farm, buyer, order } = await farmOrder('fm-admin', 2);
      const moved = await farmMove(tokens.admin, order.id, { status: 'organizing' }, farm.userId);
      expect(moved.status, moved.text).toBe(200);
      expect(moved.body.data.productOrders).toHaveLength(2);
      const seen = await consumerOrder(buyer.token, order.id);
      expect(seen.productOrders.filter((line) => line.status === 'organizing')).toHaveLength(2);
    },
    SLOW,
  );
});
