import { describe, expect, it } from 'vitest';
import { PAYMENT_TIMEOUT_ACTOR } from '../orders/index.js';
import type { ChangeRecord } from './change-record.js';
import { planCancelMail, planRefundMail } from './refund-mail-plan.js';

const ACCOUNT = { iban: 'ES7921000813610123456789', holder: 'Ana Ruiz' };
const orderImage = (over: Record<string, unknown> = {}) => ({
  PK: 'ORDER#o-1',
  SK: 'ORDER',
  entity: 'Order',
  id: 'o-1',
  userId: 'u-1',
  status: 'pending',
  producerIds: ['farm-1'],
  payment: { method: 'card', status: 'paid', amount: 29.9, paidAt: '2026-06-01', refundedAmount: 0 },
  ...over,
});
const change = (kind: ChangeRecord['kind'], oldImage?: object, newImage?: object): ChangeRecord => ({
  eventId: 'ev-1',
  kind,
  sequenceNumber: '1',
  at: new Date(),
  keys: { PK: 'ORDER#o-1', SK: 'X' },
  ...(oldImage ? { oldImage: oldImage as Record<string, unknown> } : {}),
  ...(newImage ? { newImage: newImage as Record<string, unknown> } : {}),
});
const cancel = (payment: object, cancelledBy = 'u-1') =>
  change(
    'MODIFY',
    orderImage(),
    orderImage({ status: 'cancelled', cancelledBy, payment: { ...orderImage().payment, ...payment } }),
  );

describe("the shopper's e-mail for their order cancelled", () => {
  it('says a card gets the money back, and when', () => {
    const planned = planCancelMail(cancel({ status: 'refund_pending', refundPendingAmount: 29.9 }))!;
    expect(planned.subject).toMatch(/^Has cancelado tu pedido /);
    expect(planned.body(null)).toMatch(
      /Cancelaste tu pedido .*\n\nTe devolvemos 29,90\s€ a la tarjeta con la que pagaste\. Según tu banco, lo verás en 5 a 10 días hábiles\./s,
    );
    expect(planned.asksAccount(null)).toBe(false);
  });

  it('asks for the account a transfer goes back to, or names the one it has', () => {
    const planned = planCancelMail(
      cancel({ method: 'bank_transfer', status: 'refund_pending', refundPendingAmount: 29.9 }, 'admin-1'),
    )!;
    expect(planned.subject).toMatch(/^Tu pedido .* fue cancelado$/);
    expect(planned.body(null)).toContain('La tienda canceló tu pedido');
    expect(planned.body(null)).toContain('indica el IBAN y el titular en tu perfil');
    expect(planned.asksAccount(null)).toBe(true);
    expect(planned.body(ACCOUNT)).toMatch(
      /a tu cuenta terminada en 6789 \(titular: Ana Ruiz\), en los próximos 5 días hábiles/,
    );
    expect(planned.asksAccount(ACCOUNT)).toBe(false);
  });

  it('says nothing was charged for an unpaid order cancelled at its deadline, and nothing to pay on delivery', () => {
    const expired = planCancelMail(cancel({ status: 'expired', paidAt: null }, PAYMENT_TIMEOUT_ACTOR))!;
    expect(expired.body(null)).toMatch(/no recibimos el pago a tiempo.*\n\nNo se te ha cobrado nada\./s);
    const cash = planCancelMail(
      cancel({ method: 'cash_on_delivery', status: 'expired', paidAt: null }, 'farm-1'),
    )!;
    expect(cash.body(null)).toMatch(/la finca no puede enviar lo que quedaba.*No tienes nada que pagar/s);
  });

  it('is only for an order that became cancelled now', () => {
    expect(planCancelMail(change('MODIFY', orderImage(), orderImage({ status: 'organizing' })))).toBeNull();
    expect(
      planCancelMail(
        change('MODIFY', orderImage({ status: 'cancelled' }), orderImage({ status: 'cancelled' })),
      ),
    ).toBeNull();
  });
});

describe("the shopper's e-mails for a refund", () => {
  const refund = (over: Record<string, unknown> = {}) => ({
    PK: 'ORDER#o-1',
    SK: 'REFUND#r-1',
    entity: 'Refund',
    id: 'r-1',
    orderId: 'o-1',
    userId: 'u-1',
    method: 'bank_transfer',
    amount: 5.4,
    status: 'owed',
    reason: 'lines_cancelled',
    createdAt: '2026-06-02T10:00:00.000Z',
    ...over,
  });

  it('says what is owed back for lines, a return or a late payment, not for a whole cancel (its own e-mail)', () => {
    const owed = planRefundMail(change('INSERT', undefined, refund()))!;
    expect(owed.subject).toMatch(/^Te devolvemos 5,40\s€ del pedido /);
    expect(owed.body(null)).toMatch(
      /Se cancelaron productos de tu pedido .*que ya habías pagado\.\n\nTe devolvemos 5,40\s€ por transferencia\./s,
    );
    expect(planRefundMail(change('INSERT', undefined, refund({ reason: 'returned' })))!.body(null)).toContain(
      'Registramos la devolución',
    );
    expect(
      planRefundMail(
        change('INSERT', undefined, refund({ reason: 'paid_after_cancel', method: 'card' })),
      )!.body(null),
    ).toMatch(/cuando ya estaba cancelado.*a la tarjeta/s);
    expect(planRefundMail(change('INSERT', undefined, refund({ reason: 'order_cancelled' })))).toBeNull();
  });

  it('says when the money moved: to the card, or by transfer with the account and the reference', () => {
    const done = planRefundMail(
      change(
        'MODIFY',
        refund(),
        refund({ status: 'succeeded', reference: 'TRF-9', account: ACCOUNT, settledAt: '2026-06-03' }),
      ),
    )!;
    expect(done.subject).toMatch(/^Te hemos devuelto 5,40\s€ del pedido /);
    expect(done.body(null)).toBe(
      'Te enviamos 5,40 € por transferencia a tu cuenta terminada en 6789 con la referencia «TRF-9». Suele llegar en 1 o 2 días hábiles.'.replace(
        ' €',
        '\u00a0€',
      ),
    );
    const card = planRefundMail(
      change(
        'MODIFY',
        refund({ method: 'card', status: 'sent' }),
        refund({ method: 'card', status: 'succeeded' }),
      ),
    )!;
    expect(card.body(null)).toContain('Tu banco ya tiene el reembolso de');
    // Not again when something else of a settled refund changes.
    expect(
      planRefundMail(change('MODIFY', refund({ status: 'succeeded' }), refund({ status: 'succeeded' }))),
    ).toBeNull();
  });
});
