import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from '../contracts/payments/entities.js';
import { PAYMENT_STATUS_LABELS, offeredPaymentText, paymentStatusLabel } from './payment-labels.js';

describe('payment labels', () => {
  it('names every payment state, and a pending pay-on-delivery order as paid on delivery', () => {
    for (const status of PAYMENT_STATUSES) expect(PAYMENT_STATUS_LABELS[status]).toMatch(/\S/);
    expect(paymentStatusLabel({ method: 'card', status: 'pending' })).toBe('Pago pendiente');
    expect(paymentStatusLabel({ method: 'cash_on_delivery', status: 'pending' })).toBe('Se paga al recibir');
    expect(paymentStatusLabel({ method: 'cash_on_delivery', status: 'paid' })).toBe('Pagado');
  });

  it('says only the ways to pay the shop offers', () => {
    expect(offeredPaymentText(['cash_on_delivery'])).toBe(
      'Pagas al recibir tu pedido (contra reembolso). No te pedimos ningún dato de pago.',
    );
    expect(offeredPaymentText(['card'])).toBe('Pagas con tarjeta al finalizar la compra.');
    expect(offeredPaymentText(['card', 'bank_transfer'])).toBe(
      'Puedes pagar con tarjeta o por transferencia bancaria: lo eliges al finalizar la compra.',
    );
    expect(offeredPaymentText(['card', 'bank_transfer', 'cash_on_delivery'])).toBe(
      'Puedes pagar con tarjeta, por transferencia bancaria o al recibir tu pedido (contra reembolso): lo eliges al finalizar la compra.',
    );
  });
});
