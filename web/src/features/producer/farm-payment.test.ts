import { describe, expect, it } from 'vitest';
import type { ProducerOrderView } from '../../../../shared/contracts/orders/entities.js';
import { farmLine } from '../../test/commerce';
import { farmFigures, farmPaymentNote, lineMoney, slipPaymentLine } from './farm-payment';

const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

const view = (
  payment: ProducerOrderView['payment'],
  lines = [farmLine({ totalPrice: 12, shipping: 2, commission: 1, net: 11 })],
  status: ProducerOrderView['status'] = 'pending',
) => ({ status, payment, productOrders: lines });

describe("what a farm is told of its part's money", () => {
  it('tells it to collect only on a pay-on-delivery order, and how much is left', () => {
    const cash = { method: 'cash_on_delivery' as const, status: 'pending' as const, paidAt: null };
    expect(spaced(farmPaymentNote(view(cash)))).toBe(
      'Pago contra reembolso: cobra 12,00 € al entregar tus productos.',
    );
    expect(spaced(slipPaymentLine(view(cash)))).toBe('Pago contra reembolso: cobrar 12,00 € al entregar.');
    const delivered = view({ ...cash, status: 'paid' }, [farmLine({ status: 'delivered', totalPrice: 12 })]);
    expect(spaced(farmPaymentNote(delivered))).toBe('Pago contra reembolso: cobraste 12,00 € al entregar.');
    expect(slipPaymentLine(delivered)).toBe('Nada que cobrar.');
  });

  it('never asks for money on an order paid in advance', () => {
    for (const method of ['card', 'bank_transfer'] as const) {
      const paid = view({ method, status: 'paid', paidAt: '2026-06-01T10:00:00.000Z' });
      expect(farmPaymentNote(paid)).toMatch(/^Pagado por adelantado .*: no cobres nada al entregar\.$/);
      expect(slipPaymentLine(paid)).toMatch(/No cobrar nada al entregar\.$/);
    }
    const partly = view({ method: 'card', status: 'partially_refunded', paidAt: '2026-06-01T10:00:00.000Z' });
    expect(farmPaymentNote(partly)).toBe('Pagado por adelantado (tarjeta): no cobres nada al entregar.');
  });

  it('says to wait for an unpaid card or transfer, and nothing to collect once cancelled', () => {
    const card = view({ method: 'card', status: 'failed', paidAt: null });
    expect(farmPaymentNote(card)).toBe(
      'Esperando el pago con tarjeta del cliente. No prepares nada todavía: te avisaremos en cuanto esté pagado.',
    );
    expect(slipPaymentLine(card)).toBe('Pago pendiente: no entregar hasta que el pedido esté pagado.');
    const expired = view({ method: 'card', status: 'expired', paidAt: null }, undefined, 'cancelled');
    expect(farmPaymentNote(expired)).toBe('Cancelado: no hay nada que cobrar.');
    expect(slipPaymentLine(expired)).toBe('Nada que cobrar.');
  });

  it('splits a line into goods, shipping and commission, none on a cancelled line', () => {
    expect(lineMoney(farmLine({ totalPrice: 12, shipping: 2, commission: 1 }))).toEqual({
      goods: 10,
      shipping: 2,
      commission: 1,
    });
    expect(lineMoney(farmLine({ status: 'cancelled', totalPrice: 12, commission: 1 })).commission).toBeNull();
    expect(
      farmFigures({
        productOrders: [
          farmLine({ totalPrice: 12, shipping: 2, commission: 1, net: 11 }),
          farmLine({ id: 'po-2', totalPrice: 5.5, commission: 0.55, net: 4.95 }),
          farmLine({ id: 'po-3', status: 'cancelled', totalPrice: 3 }),
        ],
      }),
    ).toEqual({ goods: 15.5, commission: 1.55, net: 15.95 });
  });
});
