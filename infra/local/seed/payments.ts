/**
 * The demo shop's payment settings: every method offered (card runs through the local payment provider once
 * the card flow exists; until then it is not offered to shoppers), pay on delivery by default (the contract's
 * checkout without a method), a 10 % commission and a demo account for transfers (a valid test IBAN).
 */
import type { PaymentSettings } from '../../../shared/contracts/payments/entities.js';
import { settingsKeys } from '../../../services/lib/data/keys.js';
import { settingItem } from '../../../services/lib/data/settings.js';
import { DEFAULT_COMMISSION_RATE } from '../../../services/shop/payment-settings.js';
import { DEFAULT_SHOP_SHIPPING } from '../../../services/shop/shop-shipping.js';

export const SEED_PAYMENT_SETTINGS: Omit<PaymentSettings, 'updatedAt'> = {
  methods: ['card', 'bank_transfer', 'cash_on_delivery'],
  defaultMethod: 'cash_on_delivery',
  commissionRate: DEFAULT_COMMISSION_RATE,
  bankAccount: { iban: 'ES9121000418450200051332', holder: 'Cooperativa Pitahaya Marketplace' },
  payoutSchedule: 'manual',
  shipping: DEFAULT_SHOP_SHIPPING,
};

/** The settings' item as an admin's save writes it, by nobody. */
export const paymentSettingsItem = (now: Date) =>
  settingItem(settingsKeys.payments(), { ...SEED_PAYMENT_SETTINGS, updatedAt: now.toISOString() }, null);
