import { describe, expect, it } from 'vitest';
import type { ChangeRecord } from './change-record.js';
import { orderImage as storedOrder } from './testing.js';
import { needsOrder, planOrderNotifications } from './order-notification-plan.js';

const ORDER_ID = '9b2d7e40-1c5a-4f6e-8d20-7a3b0c0000ab';
const REF = '0C0000AB';

const orderImage = (fields: Record<string, unknown> = {}) =>
  storedOrder(ORDER_ID, {
    consumerInfo: { userId: 'consumer-1', fullName: 'Lucía Fernández', email: 'lucia@example.com' },
    items: [
      { productId: 'p1', quantity: 2, price: 6.9, product: { name: 'Pitahaya roja', producerId: 'farm-a' } },
      { productId: 'p2', quantity: 1, price: 5.9, product: { name: 'Mermelada', producerId: 'farm-b' } },
      { productId: 'p3', quantity: 3, price: 1.1, product: { name: 'Esqueje', producerId: 'farm-a' } },
    ],
    ...fields,
  });

const lineImage = (status: string, history: object[], fields: Record<string, unknown> = {}) => ({
  PK: `ORDER#${ORDER_ID}`,
  SK: 'PO#po-1',
  id: 'po-1',
  orderId: ORDER_ID,
  userId: 'consumer-1',
  producerId: 'farm-a',
  producerName: 'Finca del Valle',
  status,
  product: { name: 'Pitahaya roja', producerId: 'farm-a' },
  history,
  updatedAt: '2026-05-14T10:00:00.000Z',
  ...fields,
});

const change = (
  kind: ChangeRecord['kind'],
  sk: string,
  oldImage?: object,
  newImage?: object,
): ChangeRecord => ({
  eventId: 'evt-1',
  kind,
  sequenceNumber: '1',
  at: new Date('2026-05-14T10:00:00.000Z'),
  keys: { PK: `ORDER#${ORDER_ID}`, SK: sk },
  ...(oldImage ? { oldImage: oldImage as Record<string, unknown> } : {}),
  ...(newImage ? { newImage: newImage as Record<string, unknown> } : {}),
});

describe('order notification plan', () => {
  it("an admin's change of the whole order: one notice to the consumer, the lines' records quiet", () => {
    const audit = (to: string, from = 'pending', notes?: string) => ({
      from,
      to,
      by: 'admin-1',
      at: '2026-05-14T10:00:00.000Z',
      ...(notes ? { notes } : {}),
    });
    const notices = planOrderNotifications(
      change(
        'MODIFY',
        'ORDER',
        orderImage(),
        orderImage({ status: 'organizing', audit: [audit('organizing', 'pending', 'Cosecha hoy')] }),
      ),
    );
    expect(notices).toEqual([
      {
        userId: 'consumer-1',
        event: 'order_line_status',
        orderId: ORDER_ID,
        type: 'INFO',
        priority: 'MEDIUM',
        title: `Tu pedido ${REF}: En preparación`,
        message: 'La tienda marcó tu pedido como «En preparación». Nota: Cosecha hoy',
        link: `/orders/${ORDER_ID}`,
        email: 'lucia@example.com',
      },
    ]);
    // Each line moved by it carries the change's id: its record says nothing.
    const line = planOrderNotifications(
      change(
        'MODIFY',
        'PO#po-1',
        lineImage('pending', [{ status: 'pending', by: 'consumer-1' }]),
        lineImage('organizing', [{ status: 'organizing', by: 'admin-1' }], { changeId: 'change-9' }),
      ),
    );
    expect(line).toEqual([]);
    // Every line delivered: the order reads «Entregado»; an entry that moved nothing says nothing.
    const delivered = planOrderNotifications(
      change('MODIFY', 'ORDER', orderImage(), orderImage({ audit: [audit('completed', 'shipped')] })),
    );
    expect(delivered[0]).toMatchObject({ type: 'SUCCESS', title: `Tu pedido ${REF}: Entregado` });
    const closed = planOrderNotifications(
      change('MODIFY', 'ORDER', orderImage(), orderImage({ audit: [audit('completed', 'completed')] })),
    );
    expect(closed).toEqual([]);
    // An audit entry already there (another write to the order) is not told again.
    const later = orderImage({ audit: [audit('organizing')] });
    expect(planOrderNotifications(change('MODIFY', 'ORDER', later, { ...later, version: 3 }))).toEqual([]);
  });

  it('a new order: each producer hears about their own lines only', () => {
    const notices = planOrderNotifications(change('INSERT', 'ORDER', undefined, orderImage()));
    expect(notices.map((notice) => notice.userId)).toEqual(['farm-a', 'farm-b']);
    expect(notices[0]).toMatchObject({
      event: 'order_created',
      type: 'SUCCESS',
      priority: 'HIGH',
      title: `Nuevo pedido ${REF}`,
      link: `/producer/orders/${ORDER_ID}`,
      orderId: ORDER_ID,
    });
    expect(notices[0]?.message).toBe(
      'Lucía Fernández te pidió 5 unidades: Pitahaya roja × 2, Esqueje × 3. Importe de tus productos: 17,10\u00a0€. Prepáralo desde tu panel de pedidos.',
    );
    expect(notices[1]?.message).toContain('1 unidad: Mermelada × 1');
    expect(notices[1]?.message).not.toContain('Pitahaya');
  });

  it('a new order tells each farm how its lines reach the buyer: pickup, paid shipping or free', () => {
    const deliveries = [
      { producerId: 'farm-a', mode: 'pickup', shipping: 0 },
      { producerId: 'farm-b', mode: 'delivery', shipping: 4.9 },
    ];
    const notices = planOrderNotifications(change('INSERT', 'ORDER', undefined, orderImage({ deliveries })));
    expect(notices[0]?.message).toContain('17,10\u00a0€. Lo recoge en tu finca. Prepáralo');
    expect(notices[1]?.message).toContain('Envío a domicilio: 4,90\u00a0€ a cargo del cliente.');
    const free = planOrderNotifications(
      change(
        'INSERT',
        'ORDER',
        undefined,
        orderImage({ deliveries: [{ producerId: 'farm-a', mode: 'delivery', shipping: 0 }] }),
      ),
    );
    expect(free[0]?.message).toContain('Envío a domicilio, gratis para el cliente.');
  });

  it('a bank transfer order also tells its consumer what to send where, by e-mail too', () => {
    const notices = planOrderNotifications(
      change(
        'INSERT',
        'ORDER',
        undefined,
        orderImage({
          payment: {
            method: 'bank_transfer',
            status: 'pending',
            amount: 25.5,
            reference: 'ABC12345',
            dueAt: '2026-05-19T10:00:00.000Z',
          },
          transferAccount: { iban: 'ES9121000418450200051332', holder: 'Cooperativa Pitahaya' },
          consumerInfo: { userId: 'consumer-1', email: 'ana@pitahaya.test' },
        }),
      ),
    );
    const transfer = notices.find((notice) => notice.userId === 'consumer-1');
    expect(transfer).toMatchObject({
      event: 'order_created',
      email: 'ana@pitahaya.test',
      link: `/orders/${ORDER_ID}`,
    });
    expect(transfer?.message).toBe(
      'Para confirmar tu pedido, transfiere 25,50\u00a0€ a Cooperativa Pitahaya, IBAN ES91 2100 0418 4502 0005 1332, con la referencia ABC12345 antes del 19 de mayo de 2026. Lo preparamos en cuanto recibamos el pago.',
    );
    // Cash and card orders tell the farms only.
    expect(
      planOrderNotifications(change('INSERT', 'ORDER', undefined, orderImage())).some(
        (n) => n.userId === 'consumer-1',
      ),
    ).toBe(false);
  });

  it('a card order: the farms hear of it once it is paid, not before, and not of its cancel while unpaid', () => {
    const unpaid = orderImage({ payment: { method: 'card', status: 'pending', amount: 25 } });
    expect(planOrderNotifications(change('INSERT', 'ORDER', undefined, unpaid))).toEqual([]);
    const failed = { ...unpaid, payment: { method: 'card', status: 'failed', amount: 25 } };
    const paid = { ...unpaid, payment: { method: 'card', status: 'paid', amount: 25 } };
    const onPaid = planOrderNotifications(change('MODIFY', 'ORDER', failed, paid));
    expect(onPaid.map((notice) => [notice.userId, notice.event])).toEqual(
      planOrderNotifications(change('INSERT', 'ORDER', undefined, orderImage())).map((notice) => [
        notice.userId,
        notice.event,
      ]),
    );
    expect(planOrderNotifications(change('MODIFY', 'ORDER', paid, { ...paid, updatedAt: 'later' }))).toEqual(
      [],
    );
    const expired = {
      ...unpaid,
      status: 'cancelled',
      cancelledBy: 'system:payment-timeout',
      payment: { method: 'card', status: 'expired', amount: 25 },
    };
    const onExpiry = planOrderNotifications(change('MODIFY', 'ORDER', unpaid, expired));
    expect(onExpiry.map((notice) => notice.userId)).toEqual(['consumer-1']);
    expect(onExpiry[0]?.message).toContain('no recibimos el pago a tiempo');
  });

  it('names at most five products and counts the rest', () => {
    const items = Array.from({ length: 7 }, (_, index) => ({
      productId: `p${index}`,
      quantity: 1,
      price: 1,
      product: { name: `Producto ${index}`, producerId: 'farm-a' },
    }));
    const [notice] = planOrderNotifications(
      change('INSERT', 'ORDER', undefined, orderImage({ items, producerIds: ['farm-a'] })),
    );
    expect(notice?.message).toContain('Producto 4 × 1 y 2 más');
    expect(notice?.message).not.toContain('Producto 5');
  });

  it('an order inserted in a later status (the seed) or changed otherwise gives nothing', () => {
    expect(
      planOrderNotifications(change('INSERT', 'ORDER', undefined, orderImage({ status: 'delivered' }))),
    ).toEqual([]);
    expect(
      planOrderNotifications(change('MODIFY', 'ORDER', orderImage(), orderImage({ status: 'organizing' }))),
    ).toEqual([]);
    expect(planOrderNotifications(change('REMOVE', 'ORDER', orderImage()))).toEqual([]);
  });

  it('the consumer cancels: the producers concerned hear it, not the consumer', () => {
    const notices = planOrderNotifications(
      change(
        'MODIFY',
        'ORDER',
        orderImage({ activeProducerIds: ['farm-b'] }),
        orderImage({ status: 'cancelled', cancelledBy: 'consumer-1', activeProducerIds: [] }),
      ),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      userId: 'farm-b',
      event: 'order_cancelled',
      type: 'WARNING',
      title: `Pedido ${REF} cancelado`,
    });
    expect(notices[0]?.message).toContain('El cliente canceló el pedido');
  });

  it('the shop cancels: every producer (not one who cancelled it) and the consumer, once', () => {
    const notices = planOrderNotifications(
      change('MODIFY', 'ORDER', orderImage(), orderImage({ status: 'cancelled', cancelledBy: 'admin-1' })),
    );
    expect(notices.map((notice) => notice.userId)).toEqual(['farm-a', 'farm-b', 'consumer-1']);
    expect(notices[0]?.message).toContain('La tienda canceló el pedido');
    expect(notices[2]).toMatchObject({
      title: `Tu pedido ${REF} fue cancelado`,
      link: `/orders/${ORDER_ID}`,
      email: 'lucia@example.com',
    });
  });

  it('a farm cancels the last line still in the order: the consumer hears the order is cancelled, once', () => {
    const byFarm = planOrderNotifications(
      change(
        'MODIFY',
        'ORDER',
        orderImage({ status: 'organizing', activeProducerIds: ['farm-a'] }),
        orderImage({ status: 'cancelled', cancelledBy: 'farm-a', activeProducerIds: [] }),
      ),
    );
    expect(byFarm.map((notice) => notice.userId)).toEqual(['consumer-1']);
    expect(byFarm[0]).toMatchObject({ title: `Tu pedido ${REF} fue cancelado`, event: 'order_cancelled' });
    expect(byFarm[0]?.message).toBe(
      `Tu pedido ${REF} quedó cancelado: la finca no puede enviar lo que quedaba. No se te cobrará nada. Si tienes dudas, escríbenos desde la página de contacto.`,
    );
    // Without the active list (older orders) every other farm of the order is told, never the one who cancelled.
    const older = planOrderNotifications(
      change('MODIFY', 'ORDER', orderImage(), orderImage({ status: 'cancelled', cancelledBy: 'farm-a' })),
    );
    expect(older.map((notice) => notice.userId)).toEqual(['farm-b', 'consumer-1']);
  });

  it("a farm moves a line on: the consumer hears it, with the farm's note", () => {
    const before = lineImage('pending', [{ status: 'pending', by: 'consumer-1', at: 'x' }]);
    const after = lineImage('shipped', [
      { status: 'pending', by: 'consumer-1', at: 'x' },
      { status: 'shipped', by: 'farm-a', at: 'y', notes: 'Seguimiento 123' },
    ]);
    const record = change('MODIFY', 'PO#po-1', before, after);
    expect(needsOrder(record)).toBe(false);
    expect(planOrderNotifications(record)).toEqual([
      {
        userId: 'consumer-1',
        event: 'order_line_status',
        orderId: ORDER_ID,
        type: 'INFO',
        priority: 'MEDIUM',
        title: `Tu pedido ${REF}: Enviado`,
        message: 'Pitahaya roja (Finca del Valle) pasó a «Enviado». Nota de la finca: Seguimiento 123',
        link: `/orders/${ORDER_ID}`,
      },
    ]);
    const delivered = lineImage('delivered', [{ status: 'delivered', by: 'farm-a', at: 'z' }]);
    expect(planOrderNotifications(change('MODIFY', 'PO#po-1', after, delivered))[0]?.type).toBe('SUCCESS');
  });

  it('a line unchanged in status, or changed by the consumer, gives nothing', () => {
    const line = lineImage('shipped', [{ status: 'shipped', by: 'farm-a', at: 'y' }]);
    expect(planOrderNotifications(change('MODIFY', 'PO#po-1', line, { ...line, notes: 'otra' }))).toEqual([]);
    const own = lineImage('cancelled', [{ status: 'cancelled', by: 'consumer-1', at: 'y' }]);
    expect(planOrderNotifications(change('MODIFY', 'PO#po-1', lineImage('pending', []), own))).toEqual([]);
    expect(planOrderNotifications(change('INSERT', 'PO#po-1', undefined, lineImage('pending', [])))).toEqual(
      [],
    );
  });

  it('a cancelled line: the consumer hears a farm cancel it, not a whole-order cancel (one notice for that)', () => {
    const before = lineImage('organizing', []);
    const after = lineImage('cancelled', [{ status: 'cancelled', by: 'farm-a', at: 'y' }]);
    const record = change('MODIFY', 'PO#po-1', before, after);
    expect(needsOrder(record)).toBe(true);
    const alone = planOrderNotifications(record, orderImage({ status: 'organizing' }));
    expect(alone[0]).toMatchObject({
      type: 'WARNING',
      priority: 'HIGH',
      title: `Tu pedido ${REF}: Cancelado`,
    });
    const withOrder = planOrderNotifications(
      record,
      orderImage({ status: 'cancelled', cancelledAt: '2026-05-14T10:00:00.000Z' }),
    );
    expect(withOrder).toEqual([]);
  });
});
