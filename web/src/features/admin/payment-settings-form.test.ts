import { describe, expect, it } from 'vitest';
import type { PaymentSettings } from '../../../../shared/contracts/payments/entities.js';
import { PRICING_MESSAGES } from '../../../../shared/messages/pricing.js';
import { FREE_SHIPPING_MAX, SHIPPING_FEE_MAX } from '../../../../shared/rules/pricing/shipping.js';
import {
  placeSettingsErrors,
  REMOTE_ZONES_ON,
  settingsValues,
  validateSettings,
} from './payment-settings-form';

const SETTINGS: PaymentSettings = {
  methods: ['cash_on_delivery'],
  defaultMethod: 'cash_on_delivery',
  commissionRate: 10,
  bankAccount: null,
  payoutSchedule: 'manual',
  shipping: { flatFee: 4.9, freeFrom: 40, remoteZonesEnabled: false },
  updatedAt: null,
};

describe("payment settings form: the shop's shipping", () => {
  it('shows the stored shipping the Spanish way', () => {
    expect(settingsValues(SETTINGS)).toMatchObject({
      shippingFee: '4,90',
      freeFrom: '40,00',
      remoteZones: '',
    });
    expect(
      settingsValues({ ...SETTINGS, shipping: { flatFee: 3, freeFrom: null, remoteZonesEnabled: true } }),
    ).toMatchObject({ shippingFee: '3,00', freeFrom: '', remoteZones: REMOTE_ZONES_ON });
  });

  it('sends the fee, the threshold (none: never free) and the remote zones switch', () => {
    const values = {
      ...settingsValues(SETTINGS),
      shippingFee: '5,5',
      freeFrom: '',
      remoteZones: REMOTE_ZONES_ON,
    };
    const result = validateSettings(values);
    expect(result.ok && result.data.shipping).toEqual({
      flatFee: 5.5,
      freeFrom: null,
      remoteZonesEnabled: true,
    });
  });

  it('refuses amounts out of range with the shared messages, and places the server errors', () => {
    const result = validateSettings({ ...settingsValues(SETTINGS), shippingFee: '', freeFrom: '1000000' });
    expect(!result.ok && result.errors).toMatchObject({
      shippingFee: PRICING_MESSAGES.shippingFeeInvalid(SHIPPING_FEE_MAX),
      freeFrom: PRICING_MESSAGES.freeFromInvalid(FREE_SHIPPING_MAX),
    });
    expect(
      placeSettingsErrors([
        { field: 'shipping.flatFee', message: 'tarifa' },
        { field: 'shipping.remoteZonesEnabled', message: 'zonas' },
      ]),
    ).toEqual({ placed: { shippingFee: 'tarifa', remoteZones: 'zonas' }, rest: null });
  });
});
