import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAYMENT_SETTINGS,
  availableMethods,
  cardReady,
  paymentOptions,
  toPaymentSettings,
} from './payment-settings.js';

const ACCOUNT = { iban: 'ES9121000418450200051332', holder: 'Cooperativa' };

describe('payment settings', () => {
  it('default to pay on delivery only, 10 % commission, when none are stored', () => {
    expect(toPaymentSettings(undefined)).toEqual(DEFAULT_PAYMENT_SETTINGS);
    expect(DEFAULT_PAYMENT_SETTINGS).toMatchObject({ methods: ['cash_on_delivery'], commissionRate: 10 });
  });

  it('read a stored item, dropping what is not a method and a default that is not offered', () => {
    expect(
      toPaymentSettings({
        methods: ['bank_transfer', 'bitcoin', 'cash_on_delivery'],
        defaultMethod: 'card',
        commissionRate: 12.5,
        bankAccount: ACCOUNT,
        updatedAt: '2026-11-26T10:00:00.000Z',
      }),
    ).toEqual({
      methods: ['bank_transfer', 'cash_on_delivery'],
      defaultMethod: 'bank_transfer',
      commissionRate: 12.5,
      bankAccount: ACCOUNT,
      payoutSchedule: 'manual',
      shipping: { flatFee: 4.9, freeFrom: 40, remoteZonesEnabled: false },
      updatedAt: '2026-11-26T10:00:00.000Z',
    });
    expect(
      toPaymentSettings({ shipping: { flatFee: 3, freeFrom: null, remoteZonesEnabled: true } }).shipping,
    ).toEqual({ flatFee: 3, freeFrom: null, remoteZonesEnabled: true });
    expect(toPaymentSettings({ shipping: { flatFee: -1, freeFrom: 'x' } }).shipping).toEqual({
      flatFee: 4.9,
      freeFrom: 40,
      remoteZonesEnabled: false,
    });
    expect(toPaymentSettings({ methods: ['card'], payoutSchedule: 'weekly' }).payoutSchedule).toBe('weekly');
    expect(toPaymentSettings({ methods: ['card'], payoutSchedule: 'daily' }).payoutSchedule).toBe('manual');
  });

  it('offer shoppers the methods that can run: card only while the provider is ready', () => {
    const settings = toPaymentSettings({
      methods: ['card', 'bank_transfer', 'cash_on_delivery'],
      defaultMethod: 'card',
      commissionRate: 10,
      bankAccount: ACCOUNT,
    });
    expect(availableMethods(settings, true)).toEqual(['card', 'bank_transfer', 'cash_on_delivery']);
    expect(paymentOptions(settings, true).defaultMethod).toBe('card');
    expect(availableMethods(settings, false)).toEqual(['bank_transfer', 'cash_on_delivery']);
    expect(paymentOptions(settings, false)).toEqual({
      methods: ['bank_transfer', 'cash_on_delivery'],
      defaultMethod: 'bank_transfer',
      bankAccount: ACCOUNT,
      currency: 'EUR',
    });
  });

  it('show the account only while transfers are offered', () => {
    const settings = { ...DEFAULT_PAYMENT_SETTINGS, bankAccount: ACCOUNT };
    expect(paymentOptions(settings, true).bankAccount).toBeNull();
  });
});

describe('cardReady', () => {
  it('is ready with a key in the environment, not without a key or a secret', async () => {
    expect(await cardReady({ STRIPE_SECRET_KEY: 'sk_test_x' })).toBe(true);
    expect(await cardReady({ STRIPE_SECRET_KEY: '  ' })).toBe(false);
    expect(await cardReady({})).toBe(false);
  });
});
