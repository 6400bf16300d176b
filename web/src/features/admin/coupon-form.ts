/**
 * The coupon form's values (text, as typed) turned into the body of POST /v1/orders/coupons and checked with
 * the shared couponCreateSchema (its Spanish messages) before anything is sent. Amounts take a comma or a point
 * for the decimals; "Válido hasta" is a whole day included, sent as the start of the next day (the coupon's
 * validUntil is exclusive).
 */
import type { CouponDefinition } from '../../../../shared/contracts/orders/entities.js';
import {
  couponCreateSchema,
  type CouponCreateRequest,
} from '../../../../shared/contracts/carts/coupon-schemas.js';
import { formatDate, formatPrice } from '../../lib/format';

export const COUPON_FIELDS = [
  'code',
  'type',
  'value',
  'description',
  'minTotal',
  'validFrom',
  'validUntil',
  'maxUses',
  'oncePerCustomer',
] as const;
export type CouponField = (typeof COUPON_FIELDS)[number];
export type CouponFormValues = Record<CouponField, string>;

export const EMPTY_COUPON_FORM: CouponFormValues = {
  code: '',
  type: 'percent',
  value: '',
  description: '',
  minTotal: '',
  validFrom: '',
  validUntil: '',
  maxUses: '',
  oncePerCustomer: 'false',
};

/** Ours: a number the form cannot read. */
export const COUPON_NUMBER_FORMAT =
  'Escribe un número, con coma o punto para los decimales (por ejemplo 10 o 4,50)';
export const COUPON_WHOLE_NUMBER = 'Escribe un número entero, por ejemplo 100';

type Read = { ok: true; value: number | undefined } | { ok: false; error: string };

export function readAmount(text: string): Read {
  const trimmed = text.trim().replace(/\s+/g, '').replace(/€$/, '');
  if (trimmed === '') return { ok: true, value: undefined };
  if (!/^\d{1,12}([.,]\d+)?$/.test(trimmed)) return { ok: false, error: COUPON_NUMBER_FORMAT };
  return { ok: true, value: Number(trimmed.replace(',', '.')) };
}

export function readWhole(text: string): Read {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: undefined };
  if (!/^\d{1,9}$/.test(trimmed)) return { ok: false, error: COUPON_WHOLE_NUMBER };
  return { ok: true, value: Number(trimmed) };
}

/** The day after a yyyy-mm-dd day (UTC), as yyyy-mm-dd. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return day;
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export type CouponFormResult =
  | { ok: true; body: CouponCreateRequest }
  | { ok: false; errors: Partial<Record<CouponField, string>>; formError?: string };

export function couponRequest(values: CouponFormValues): CouponFormResult {
  const errors: Partial<Record<CouponField, string>> = {};
  const value = readAmount(values.value);
  const minTotal = readAmount(values.minTotal);
  const maxUses = readWhole(values.maxUses);
  if (!value.ok) errors.value = value.error;
  if (!minTotal.ok) errors.minTotal = minTotal.error;
  if (!maxUses.ok) errors.maxUses = maxUses.error;

  const body: Record<string, unknown> = {
    code: values.code,
    type: values.type,
    value: value.ok ? value.value : undefined,
    oncePerCustomer: values.oncePerCustomer === 'true',
  };
  if (values.description.trim()) body.description = values.description.trim();
  if (minTotal.ok && minTotal.value !== undefined) body.minTotal = minTotal.value;
  if (maxUses.ok && maxUses.value !== undefined) body.maxUses = maxUses.value;
  if (values.validFrom) body.validFrom = values.validFrom;
  if (values.validUntil) body.validUntil = nextDay(values.validUntil);

  const parsed = couponCreateSchema.safeParse(body);
  let formError: string | undefined;
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && (COUPON_FIELDS as readonly string[]).includes(field))
        errors[field as CouponField] ??= issue.message;
      else formError ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || formError) return { ok: false, errors, formError };
  // The body as typed (the server normalises it the same way the schema does).
  return { ok: true, body: body as CouponCreateRequest };
}

/** "10 %" or "5,00 €". */
export const couponAmount = (coupon: Pick<CouponDefinition, 'type' | 'value'>): string =>
  coupon.type === 'percent' ? `${coupon.value} %` : formatPrice(coupon.value);

/** When the coupon applies, in words ("Siempre", "Desde 1 de junio de 2026", "Hasta 30 de junio de 2026"...). */
export function couponValidity(coupon: Pick<CouponDefinition, 'validFrom' | 'validUntil'>): string {
  const until = coupon.validUntil ? formatDate(new Date(new Date(coupon.validUntil).getTime() - 1)) : '';
  if (coupon.validFrom && until) return `Del ${formatDate(coupon.validFrom)} al ${until}`;
  if (coupon.validFrom) return `Desde el ${formatDate(coupon.validFrom)}`;
  if (until) return `Hasta el ${until}`;
  return 'Siempre';
}

/** Uses so far, and the limit when there is one. */
export const couponUses = (coupon: Pick<CouponDefinition, 'usesCount' | 'maxUses'>): string =>
  coupon.maxUses ? `${coupon.usesCount} de ${coupon.maxUses}` : `${coupon.usesCount}`;
