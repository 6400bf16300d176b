import { describe, expect, it } from 'vitest';
import { ORDER_NOTIFICATION_TEXTS as N } from '../../shared/messages/notifications.js';
import { orderReference } from '../../shared/rules/order-labels.js';
import { SITE_MARK } from '../lib/mail/mail.js';
import { dayBounds, digestDay, digestMail, digestMailId, digestOrders } from './new-order-digest-plan.js';

/** A farm's 'Nuevo pedido' notice as stored (what the digest's Query reads). */
const newOrder = (orderId: string, createdAt: string, fields: Record<string, unknown> = {}) => ({
  orderId,
  createdAt,
  event: 'order_created',
  message: N.newOrderMessage('Lucía Pérez', 'Pitahaya roja × 2', 2, '9,00 €', N.deliveryPickup),
  mailLater: true,
  ...fields,
});

describe('when the summary goes (Madrid time)', () => {
  it('from 07:00 until 10:00 for the day before, in winter and in summer time', () => {
    // 2026-11-29: Madrid is UTC+1.
    expect(digestDay(new Date('2026-11-29T05:59:00Z'))).toBeNull();
    expect(digestDay(new Date('2026-11-29T06:00:00Z'))).toBe('2026-11-28');
    expect(digestDay(new Date('2026-11-29T08:59:00Z'))).toBe('2026-11-28');
    expect(digestDay(new Date('2026-11-29T09:00:00Z'))).toBeNull();
    // 2026-07-01: UTC+2; across a month.
    expect(digestDay(new Date('2026-07-01T04:59:00Z'))).toBeNull();
    expect(digestDay(new Date('2026-07-01T05:00:00Z'))).toBe('2026-06-30');
    expect(digestDay(new Date('2026-01-01T07:30:00Z'))).toBe('2025-12-31');
  });

  it("a Madrid day's bounds and the summary's id (one per farm and day)", () => {
    expect(dayBounds('2026-11-28')).toEqual({
      from: '2026-11-27T23:00:00.000Z',
      to: '2026-11-28T23:00:00.000Z',
    });
    // The day summer time starts has 23 hours.
    expect(dayBounds('2026-03-29')).toEqual({
      from: '2026-03-28T23:00:00.000Z',
      to: '2026-03-29T22:00:00.000Z',
    });
    expect(digestMailId('farm-1', '2026-11-28')).toBe('new-orders-farm-1-2026-11-28');
  });
});

describe('which orders a summary tells of', () => {
  const day = '2026-11-28';

  it("the day's new orders held for it, oldest first, once each; a cancel since marks it", () => {
    const orders = digestOrders(
      [
        newOrder('order-b', '2026-11-28T18:05:00.000Z'),
        newOrder('order-a', '2026-11-27T23:00:00.000Z'),
        // The same order told twice (a replayed record) is one order.
        newOrder('order-b', '2026-11-28T18:05:01.000Z'),
        // Before the day, after it, or e-mailed already (the farm chose one e-mail per order then): not here.
        newOrder('order-early', '2026-11-27T22:59:59.999Z'),
        newOrder('order-late', '2026-11-28T23:00:00.000Z'),
        newOrder('order-mailed', '2026-11-28T10:00:00.000Z', { mailLater: undefined }),
        // A cancel notice of order-b the next morning; a cancel of an order not in the summary changes nothing.
        { orderId: 'order-b', createdAt: '2026-11-29T06:10:00.000Z', event: 'order_cancelled', message: 'x' },
        { orderId: 'order-x', createdAt: '2026-11-28T12:00:00.000Z', event: 'order_cancelled', message: 'x' },
      ],
      day,
    );
    expect(orders).toEqual([
      {
        orderId: 'order-a',
        reference: orderReference('order-a'),
        time: '00:00',
        facts:
          'Lucía Pérez te pidió 2 unidades: Pitahaya roja × 2. Importe de tus productos: 9,00 €. Lo recoge en tu finca.',
        cancelled: false,
      },
      expect.objectContaining({ orderId: 'order-b', time: '19:05', cancelled: true }),
    ]);
  });

  it('nothing when the farm was told of no order that day', () => {
    expect(digestOrders([], day)).toEqual([]);
    expect(digestMail({ fullName: 'Finca del Valle' }, day, [])).toBeNull();
  });
});

describe("the summary's text", () => {
  const day = '2026-11-28';
  const order = (n: number, cancelled = false) => ({
    orderId: `order-${n}`,
    reference: `REF${n}`,
    time: '10:0' + (n % 10),
    facts: `Cliente ${n} te pidió 1 unidad: Pitahaya × 1. Importe de tus productos: 4,50 €.`,
    cancelled,
  });

  it('each order with its time, what was ordered and its page; a cancelled one says so', () => {
    const mail = digestMail({ fullName: 'Finca del Valle' }, day, [order(1), order(2, true)])!;
    expect(mail.subject).toBe('Resumen del 28 de noviembre: 2 pedidos nuevos');
    expect(mail.text).toBe(
      [
        'Hola, Finca del Valle:',
        'El sábado 28 de noviembre recibiste 2 pedidos nuevos. Prepáralos desde tu panel de pedidos.',
        `Pedido REF1, a las 10:01\n${order(1).facts}\nÁbrelo: ${SITE_MARK}/producer/orders/order-1`,
        `Pedido REF2, a las 10:02\n${order(2).facts}\nCancelado después: ya no tienes que prepararlo.\nÁbrelo: ${SITE_MARK}/producer/orders/order-2`,
        `Recibes un resumen al día de tus pedidos nuevos. Si prefieres un correo por pedido, cámbialo en tu perfil: ${SITE_MARK}/profile#correos-pedidos`,
      ].join('\n\n'),
    );
    expect(digestMail({}, day, [order(1)])?.subject).toBe('Resumen del 28 de noviembre: 1 pedido nuevo');
    expect(digestMail({}, day, [order(1)])?.text).toMatch(
      /^Hola:\n\nEl sábado 28 de noviembre recibiste 1 pedido nuevo\./,
    );
  });

  it('writes out 50 orders and counts the rest', () => {
    const orders = Array.from({ length: 53 }, (_, n) => order(n));
    const mail = digestMail({}, day, orders)!;
    expect(mail.subject).toBe('Resumen del 28 de noviembre: 53 pedidos nuevos');
    expect(mail.text.match(/^Pedido REF/gm)).toHaveLength(50);
    expect(mail.text).toContain('Pedido REF49,');
    expect(mail.text).not.toContain('Pedido REF50,');
    expect(mail.text).toContain('Y 3 pedidos más: los tienes en tu panel de pedidos.');
  });
});
