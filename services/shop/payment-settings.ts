/**
 * The shop's payment settings: one item (settingsKeys.payments), written by admins through the payments
 * service, read by checkout (in the same round trip as the cart) and by the payment options a shopper sees.
 * Without a stored item the shop takes pay on delivery only, 10 % commission (DEFAULT_PAYMENT_SETTINGS).
 */
import {
  PAYMENT_CURRENCY,
  PAYMENT_METHODS,
  PAYOUT_SCHEDULES,
  type PaymentMethod,
  type PaymentOptions,
  type PaymentSettings,
  type PayoutSchedule,
} from '../../shared/contracts/payments/entities.js';
import { DEFAULT_SHOP_SHIPPING, toShopShipping } from './shop-shipping.js';
import { stripeReady } from '../lib/clients/stripe.js';
import { settingsKeys } from '../lib/data/keys.js';
import { getItem } from '../lib/data/item-commands.js';

export const DEFAULT_COMMISSION_RATE = 10;

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  methods: ['cash_on_delivery'],
  defaultMethod: 'cash_on_delivery',
  commissionRate: DEFAULT_COMMISSION_RATE,
  bankAccount: null,
  payoutSchedule: 'manual',
  shipping: DEFAULT_SHOP_SHIPPING,
  updatedAt: null,
};

type Item = Record<string, unknown>;

const isMethod = (value: unknown): value is PaymentMethod =>
  typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);

/** The settings an item holds (anything missing or malformed reads as the default). */
export function toPaymentSettings(item: Item | undefined): PaymentSettings {
  if (!item) return DEFAULT_PAYMENT_SETTINGS;
  const methods = Array.isArray(item.methods) ? item.methods.filter(isMethod) : [];
  const bank = item.bankAccount as Item | null | undefined;
  const rate = Number(item.commissionRate);
  const defaultMethod = isMethod(item.defaultMethod) ? item.defaultMethod : undefined;
  return {
    methods: methods.length > 0 ? methods : DEFAULT_PAYMENT_SETTINGS.methods,
    defaultMethod:
      defaultMethod && methods.includes(defaultMethod) ? defaultMethod : (methods[0] ?? 'cash_on_delivery'),
    commissionRate: Number.isFinite(rate) && rate >= 0 ? rate : DEFAULT_COMMISSION_RATE,
    bankAccount:
      bank && typeof bank.iban === 'string' && typeof bank.holder === 'string'
        ? { iban: bank.iban, holder: bank.holder }
        : null,
    payoutSchedule: (PAYOUT_SCHEDULES as readonly unknown[]).includes(item.payoutSchedule)
      ? (item.payoutSchedule as PayoutSchedule)
      : 'manual',
    shipping: toShopShipping(item.shipping),
    updatedAt: typeof item.updatedAt === 'string' ? item.updatedAt : null,
  };
}

export async function readPaymentSettings(): Promise<PaymentSettings> {
  const { Item } = await getItem({ Key: settingsKeys.payments() });
  return toPaymentSettings(Item);
}

/** Whether card payments can run now (the provider's key is there: lib/clients/stripe.ts). */
export const cardReady = stripeReady;

/** The methods that can run now: the settings' ones, but card only while the provider is ready. */
export function availableMethods(settings: PaymentSettings, card: boolean): PaymentMethod[] {
  return settings.methods.filter((method) => method !== 'card' || card);
}

/** What a shopper may choose: the available methods, the default one (or the first available), the account. */
export function paymentOptions(settings: PaymentSettings, card: boolean): PaymentOptions {
  const methods = availableMethods(settings, card);
  const fallback = methods[0] ?? 'cash_on_delivery';
  return {
    methods: methods.length > 0 ? methods : ['cash_on_delivery'],
    defaultMethod: methods.includes(settings.defaultMethod) ? settings.defaultMethod : fallback,
    bankAccount: methods.includes('bank_transfer') ? settings.bankAccount : null,
    currency: PAYMENT_CURRENCY,
  };
}
