import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES as P } from '../../messages/payment.js';
import { validate } from '../validation.js';
import { paymentSettingsSchema } from './schemas.js';

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
