import { describe, expect, it } from 'vitest';
import type { ChangeRecord } from './change-record.js';
import { isConfirmationMoment, planOrderConfirmation } from './order-confirmation-mail.js';
import { orderImage } from './testing.js';

const ORDER_ID = '2f0c9e1a-77aa-4b1c-9d0e-00005844add3';

/** An order of two farms: farm-a delivers (4,90 €), farm-b is collected; BIENVENIDA10 took 1,50 € off. */
const order = (fields: Record<string, unknown> = {}) =>
  orderImage(ORDER_ID, {
    orderId: ORDER_ID,
    createdAt: '2026-11-26T10:00:00.000Z',
    items: [
      {
        quantity: 2,
        price: 4.5,
        product: { name: 'Pitahaya roja', producerId: 'farm-a', producerName: 'Finca del Valle' },
      },
      {
        quantity: 1,
        price: 6,
        product: { name: 'Mermelada de pitahaya', producerId: 'farm-b', producerName: 'Finca El Dragón' },
      },
    ],
    deliveries: [
      { producerId: 'farm-a', producerName: 'Finca del Valle', mode: 'delivery', shipping: 4.9 },
      {
        producerId: 'farm-b',
        producerName: 'Finca El Dragón',
        mode: 'pickup',
        shipping: 0,
        pickup: { address: 'Camino Viejo 3, Níjar', hours: 'sábados de 10 a 14' },
      },
    ],
    itemsTotal: 15,
    shippingTotal: 4.9,
    discountTotal: 1.5,
    totalPrice: 18.4,
    coupon: { code: 'BIENVENIDA10' },
    taxBreakdown: [
      { rate: 4, base: 12.02, tax: 0.48 },
      { rate: 10, base: 5.36, tax: 0.54 },
    ],
    shippingInfo: {
      fullName: 'Lucía Pérez',
      address: 'Calle Feria 12, 3º A',
      city: 'Sevilla',
      state: 'Sevilla',
      postalCode: '41003',
      phone: '600 123 456',
      notes: 'Portero automático 3A',
    },
    payment: { method: 'cash_on_delivery', status: 'pending', amount: 18.4, reference: '5844ADD3' },
    ...fields,
  });

/** The plan with its amounts' no-break spaces ('18,40\u00a0€', as the shop writes them) read as spaces. */
const plan = (change: ChangeRecord) => {
  const mail = planOrderConfirmation(change);
  return mail && { ...mail, body: mail.body.replace(/\u00a0/g, ' ') };
};

const inserted = (image: Record<string, unknown>): ChangeRecord => ({
  eventId: 'evt-1',
  kind: 'INSERT',
  sequenceNumber: '1',
  at: new Date('2026-11-26T10:00:01Z'),
  keys: { PK: `ORDER#${ORDER_ID}`, SK: 'ORDER' },
  newImage: image,
});

const modified = (before: Record<string, unknown>, after: Record<string, unknown>): ChangeRecord => ({
  ...inserted(after),
  kind: 'MODIFY',
  oldImage: before,
});

describe('the order confirmation e-mail', () => {
  it('says what was bought from whom, shipping, discount, total, IVA, how to pay and where it goes', () => {
    const mail = plan(inserted(order()));
    expect(mail).toMatchObject({
      orderId: ORDER_ID,
      consumerId: 'consumer-1',
      subject: 'Pedido 5844ADD3 confirmado: gracias por tu compra',
      link: `/orders/${ORDER_ID}`,
    });
    expect(mail?.body).toBe(
      [
        '¡Gracias por tu compra! Este es el resumen de tu pedido 5844ADD3 del 26 de noviembre de 2026.',
        '',
        'Lo que has comprado',
        '',
        'Finca del Valle, envío a domicilio: 4,90 €',
        '  - 2 × Pitahaya roja: 9,00 €',
        '',
        'Finca El Dragón, recogida en la finca: Camino Viejo 3, Níjar (sábados de 10 a 14)',
        '  - 1 × Mermelada de pitahaya: 6,00 €',
        '',
        'Productos: 15,00 €',
        'Envío: 4,90 €',
        'Descuento (BIENVENIDA10): -1,50 €',
        'Total: 18,40 €',
        'IVA incluido: 0,48 € al 4 %, 0,54 € al 10 %',
        '',
        'Cómo pagas',
        'Contra reembolso: pagas 18,40 € al recibir el pedido; cada finca te cobra su parte cuando te la entrega.',
        '',
        'Dirección de envío',
        'Lucía Pérez',
        'Calle Feria 12, 3º A',
        '41003 Sevilla, Sevilla',
        'Tel. 600 123 456',
        'Notas: Portero automático 3A',
      ].join('\n'),
    );
  });

  it("gives a transfer's account, amount, reference and deadline", () => {
    const mail = plan(
      inserted(
        order({
          payment: {
            method: 'bank_transfer',
            status: 'pending',
            amount: 18.4,
            reference: '5844ADD3',
            dueAt: '2026-11-29T10:00:00.000Z',
          },
          transferAccount: { iban: 'ES9121000418450200051332', holder: 'Cooperativa Pitahaya' },
        }),
      ),
    );
    expect(mail?.subject).toBe('Pedido 5844ADD3 recibido: datos para tu transferencia');
    expect(mail?.body).toContain(
      'Por transferencia bancaria: transfiere 18,40 € a Cooperativa Pitahaya, IBAN ES91 2100 0418 4502 0005 1332, con la referencia 5844ADD3 antes del 29 de noviembre de 2026.',
    );
  });

  it('confirms a card order once it is paid, saying so', () => {
    const unpaid = order({ payment: { method: 'card', status: 'pending', amount: 18.4 } });
    const paid = order({
      payment: { method: 'card', status: 'paid', amount: 18.4, paidAt: '2026-11-26T10:03:00.000Z' },
    });
    expect(plan(inserted(unpaid))).toBeNull();
    const mail = plan(modified(unpaid, paid));
    expect(mail?.body).toContain(
      'Con tarjeta: pagaste 18,40 € el 26 de noviembre de 2026. No tienes que hacer nada más.',
    );
    // Paid already before: a later change of the order (a line moving on) sends nothing.
    expect(plan(modified(paid, { ...paid, updatedAt: 'later' }))).toBeNull();
    // Paid after the order was cancelled (refunded then): nothing.
    expect(plan(modified(unpaid, { ...paid, status: 'cancelled' }))).toBeNull();
  });

  it('is sent for a checkout only: not for seeded orders in a later status, product orders or other changes', () => {
    expect(isConfirmationMoment(inserted(order({ status: 'delivered' })))).toBe(false);
    expect(
      isConfirmationMoment({ ...inserted(order()), keys: { PK: `ORDER#${ORDER_ID}`, SK: 'PO#1' } }),
    ).toBe(false);
    expect(isConfirmationMoment(modified(order(), order({ status: 'organizing' })))).toBe(false);
    expect(plan(inserted(order({ userId: undefined })))).toBeNull();
  });

  it('says when everything is collected, and one farm pays on delivery without shares', () => {
    const mail = plan(
      inserted(
        order({
          items: [{ quantity: 1, price: 6, product: { name: 'Mermelada', producerId: 'farm-b' } }],
          deliveries: [
            {
              producerId: 'farm-b',
              producerName: 'Finca El Dragón',
              mode: 'pickup',
              shipping: 0,
              pickup: { address: 'Camino Viejo 3', hours: 'sábados' },
            },
          ],
          shippingTotal: 0,
          discountTotal: 0,
          totalPrice: 6,
          taxBreakdown: [{ rate: 0, base: 6, tax: 0 }],
          payment: { method: 'cash_on_delivery', status: 'pending', amount: 6 },
        }),
      ),
    );
    expect(mail?.body).toContain('Envío: gratis\nTotal: 6,00 €\nExento de IVA');
    expect(mail?.body).toContain('Contra reembolso: pagas 6,00 € al recibir el pedido.');
    expect(mail?.body).toContain('Dirección de envío\nRecoges todo en las fincas: no hay envío a domicilio.');
    expect(mail?.body).not.toContain('Descuento');
  });
});
