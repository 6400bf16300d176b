/**
 * The payment settings form's values (text, as typed) and the body of PUT /v1/payments/settings, checked with
 * the shared paymentSettingsSchema (its Spanish messages) before anything is sent; the server's field errors
 * (`methods`, `defaultMethod`, `commissionRate`, `bankAccount.iban`, `shipping.flatFee`, ...) land on the same
 * fields. The shop's shipping (default fee and free threshold of farms that set none, Canarias/Ceuta/Melilla)
 * goes with them.
 */
import { paymentSettingsSchema } from '../../../../shared/contracts/payments/schemas.js';
import {
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentSettings,
  type PayoutSchedule,
} from '../../../../shared/contracts/payments/entities.js';
import { formatIban } from '../../../../shared/rules/iban.js';
import type { FieldError } from '../../../../shared/contracts/http.js';
import { DEFAULT_SHIPPING_TERMS } from '../../../../shared/rules/pricing/shipping.js';
import type { FieldErrors, Validation } from '../../components/forms/use-form';
import { eurosText, parseEuros } from '../../lib/money-input';
import type { SettingsBody } from './payments-api';

export const SETTINGS_FIELDS = [
  'methods',
  'defaultMethod',
  'commissionRate',
  'iban',
  'holder',
  'payoutSchedule',
  'shippingFee',
  'freeFrom',
  'remoteZones',
] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];
export type SettingsValues = Record<SettingsField, string>;

/** The switch "Enviar a Canarias, Ceuta y Melilla" as a form value. */
export const REMOTE_ZONES_ON = 'on';

/** Ours: a commission the form cannot read. */
export const COMMISSION_FORMAT = 'Escribe la comisión como un número, por ejemplo 10 o 7,5.';

/** The methods of the form's `methods` value ('card,cash_on_delivery'), in the shop's order. */
export const methodsOf = (value: string): PaymentMethod[] => {
  const chosen = value.split(',');
  return PAYMENT_METHODS.filter((method) => chosen.includes(method));
};

export const withMethod = (value: string, method: PaymentMethod, on: boolean): string =>
  PAYMENT_METHODS.filter((item) => (item === method ? on : methodsOf(value).includes(item))).join(',');

export function settingsValues(settings: PaymentSettings | undefined): SettingsValues {
  return {
    methods: (settings?.methods ?? []).join(','),
    defaultMethod: settings?.defaultMethod ?? 'cash_on_delivery',
    commissionRate: settings ? String(settings.commissionRate).replace('.', ',') : '',
    iban: settings?.bankAccount ? formatIban(settings.bankAccount.iban) : '',
    holder: settings?.bankAccount?.holder ?? '',
    payoutSchedule: settings?.payoutSchedule ?? 'manual',
    shippingFee: eurosText(settings?.shipping?.flatFee ?? DEFAULT_SHIPPING_TERMS.flatFee),
    freeFrom: eurosText(settings?.shipping ? settings.shipping.freeFrom : DEFAULT_SHIPPING_TERMS.freeFrom),
    remoteZones: settings?.shipping?.remoteZonesEnabled ? REMOTE_ZONES_ON : '',
  };
}

/** A schema or server path -> the form field it belongs to. */
function fieldOf(path: string): SettingsField | undefined {
  if (path === 'bankAccount.iban' || path === 'bankAccount') return 'iban';
  if (path === 'bankAccount.holder') return 'holder';
  if (path === 'shipping' || path === 'shipping.flatFee') return 'shippingFee';
  if (path === 'shipping.freeFrom') return 'freeFrom';
  if (path === 'shipping.remoteZonesEnabled') return 'remoteZones';
  const top = path.split('.')[0] ?? '';
  return (SETTINGS_FIELDS as readonly string[]).includes(top) ? (top as SettingsField) : undefined;
}

/** The server's field errors on the form's fields, and the first one it could not place. */
export function placeSettingsErrors(errors: readonly FieldError[]): {
  placed: FieldErrors<SettingsField>;
  rest: string | null;
} {
  const placed: FieldErrors<SettingsField> = {};
  let rest: string | null = null;
  for (const error of errors) {
    const field = fieldOf(error.field);
    if (field) placed[field] ??= error.message;
    else rest ??= error.message;
  }
  return { placed, rest };
}

export function validateSettings(values: SettingsValues): Validation<SettingsField, SettingsBody> {
  const commissionText = values.commissionRate.trim().replace(/\s*%$/, '');
  const commission = /^\d{1,3}([.,]\d+)?$/.test(commissionText)
    ? Number(commissionText.replace(',', '.'))
    : Number.NaN;
  const iban = values.iban.trim();
  const holder = values.holder.trim();
  const body = {
    methods: methodsOf(values.methods),
    defaultMethod: values.defaultMethod as PaymentMethod,
    commissionRate: commission,
    bankAccount: iban || holder ? { iban, holder } : null,
    payoutSchedule: values.payoutSchedule as PayoutSchedule,
    shipping: {
      flatFee: parseEuros(values.shippingFee) ?? Number.NaN,
      freeFrom: parseEuros(values.freeFrom),
      remoteZonesEnabled: values.remoteZones === REMOTE_ZONES_ON,
    },
  };
  const errors: FieldErrors<SettingsField> = {};
  if (Number.isNaN(commission)) errors.commissionRate = COMMISSION_FORMAT;
  const result = paymentSettingsSchema.safeParse(body);
  let formError: string | undefined;
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path.map(String).join('.'));
      if (field) errors[field] ??= issue.message;
      else formError ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || formError) return { ok: false, errors, formError };
  // The body as typed (the server normalises the IBAN the same way the schema does).
  return { ok: true, data: body };
}
