import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES as P } from '../../messages/payment.js';
import { validate } from '../validation.js';
import {
  payoutExportQuery,
  paymentSettingsSchema,
  refundActionSchema,
  refundsQuery,
  returnSchema,
  settlePayoutSchema,
} from './schemas.js';

const ACCOUNT = { iban: 'es91 2100 0418 4502 0005 1332', holder: ' Cooperativa Pitahaya ' };
const valid = {
  methods: ['bank_transfer', 'cash_on_delivery'],
  defaultMethod: 'cash_on_delivery',
  commissionRate: 12.5,
  bankAccount: ACCOUNT,
};

const refusal = (body: unknown) => {
  const result = validate(paymentSettingsSchema, body);
  return result.ok ? null : result.failure.message;
};

describe('payment settings body', () => {
  it('takes the methods, the default, the commission and the account (IBAN in electronic form)', () => {
    const result = validate(paymentSettingsSchema, valid);
    expect(result.ok && result.value).toEqual({
      ...valid,
      bankAccount: { iban: 'ES9121000418450200051332', holder: 'Cooperativa Pitahaya' },
    });
    expect(
      validate(paymentSettingsSchema, { ...valid, methods: ['cash_on_delivery'], bankAccount: null }).ok,
    ).toBe(true);
  });

  it.each([
    ['no method', { ...valid, methods: [] }, P.methodsRequired],
    ['an unknown method', { ...valid, methods: ['bitcoin'] }, P.methodInvalid],
    ['a method twice', { ...valid, methods: ['cash_on_delivery', 'cash_on_delivery'] }, P.methodInvalid],
    ['a default not offered', { ...valid, defaultMethod: 'card' }, P.defaultNotOffered],
    ['a negative commission', { ...valid, commissionRate: -1 }, P.commissionInvalid],
    ['a commission over 50 %', { ...valid, commissionRate: 50.01 }, P.commissionInvalid],
    ['three decimals', { ...valid, commissionRate: 10.125 }, P.commissionInvalid],
    ['a commission as text', { ...valid, commissionRate: '10' }, P.commissionInvalid],
    ['transfers without an account', { ...valid, bankAccount: null }, P.bankAccountRequired],
    [
      'a wrong IBAN',
      { ...valid, bankAccount: { ...ACCOUNT, iban: 'ES9221000418450200051332' } },
      P.ibanInvalid,
    ],
    ['no holder', { ...valid, bankAccount: { ...ACCOUNT, holder: ' ' } }, P.holderRequired],
  ])('refuses %s with its Spanish message', (_why, body, message) => {
    expect(refusal(body)).toBe(message);
  });
});

const message = (schema: Parameters<typeof validate>[0], input: unknown) => {
  const result = validate(schema, input);
  return result.ok ? null : result.failure.message;
};

describe('refunds list query', () => {
  it('takes the open ones by default, all, one status, and the filters', () => {
    const all = validate(refundsQuery, {
      status: 'all',
      method: 'card',
      from: '2026-05-01',
      to: '2026-05-31',
    });
    expect(all.ok && all.value).toMatchObject({ status: 'all', method: 'card', limit: 20 });
    const none = validate(refundsQuery, {});
    expect(none.ok && none.value.status).toBe('open');
    expect(validate(refundsQuery, { status: 'owed', reason: 'returned' }).ok).toBe(true);
  });

  it.each([
    ['an unknown status', { status: 'bogus' }, P.refundStatusInvalid],
    ['an unknown method', { method: 'cash' }, P.refundMethodInvalid],
    ['an unknown reason', { reason: 'whim' }, P.refundReasonInvalid],
    ['a day that is not one', { from: '2026-02-30' }, P.refundDateInvalid],
    ['a reversed range', { from: '2026-05-31', to: '2026-05-01' }, P.refundRangeInvalid],
  ])('refuses %s', (_why, query, expected) => {
    expect(message(refundsQuery, query)).toBe(expected);
  });
});

describe('refund action, return and payout bodies', () => {
  it('settles an owed refund only with the reference', () => {
    expect(message(refundActionSchema, { action: 'settled' })).toBe(P.refundReferenceRequired);
    expect(message(refundActionSchema, { action: 'settled', reference: '   ' })).toBe(
      P.refundReferenceRequired,
    );
    expect(message(refundActionSchema, { action: 'settled', reference: 'x'.repeat(141) })).toBe(
      P.refundReferenceTooLong,
    );
    expect(validate(refundActionSchema, { action: 'settled', reference: ' TRF-1 ' })).toMatchObject({
      ok: true,
      value: { action: 'settled', reference: 'TRF-1' },
    });
    expect(validate(refundActionSchema, { action: 'retry' }).ok).toBe(true);
    expect(message(refundActionSchema, { action: 'refund' })).toBe(P.refundActionInvalid);
  });

  it('gives back 1 to 50 lines of one order', () => {
    expect(validate(returnSchema, { orderId: 'o-1', productOrderIds: ['po-1'] }).ok).toBe(true);
    expect(message(returnSchema, { orderId: 'o-1', productOrderIds: [] })).toBe(P.returnLinesInvalid);
    expect(
      message(returnSchema, {
        orderId: 'o-1',
        productOrderIds: Array.from({ length: 51 }, (_, i) => `po-${i}`),
      }),
    ).toBe(P.returnLinesInvalid);
  });

  it('marks a payout paid or cancels it; downloads a batch again only by its id', () => {
    expect(validate(settlePayoutSchema, { status: 'cancelled', reason: 'Devuelta' }).ok).toBe(true);
    expect(message(settlePayoutSchema, { status: 'failed' })).toBe(P.payoutStatusInvalid);
    expect(message(settlePayoutSchema, { status: 'cancelled', reason: 'x'.repeat(141) })).toBe(
      P.payoutReasonTooLong,
    );
    expect(message(payoutExportQuery, { format: 'sepa' })).toBe(P.batchIdRequired);
    expect(validate(payoutExportQuery, { batchId: 'b-1' })).toMatchObject({
      ok: true,
      value: { format: 'sepa', batchId: 'b-1' },
    });
  });
});
