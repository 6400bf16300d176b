/**
 * Coupon management by admins (docs/administration.md): its own module, so that the carts and orders functions,
 * which apply coupons (coupon.ts), do not bundle the admin's texts.
 */
import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_MIN_LENGTH,
  COUPON_DESCRIPTION_MAX_LENGTH,
  COUPON_MAX_USES,
} from '../constants/coupons.js';
import { PRICE_MAX } from '../constants/products.js';
import { formatMoney } from '../utils/money.js';
import { count } from './format.js';

/** Coupon management by admins (ours, in the original API's style of validation messages). */
export const COUPON_ADMIN_MESSAGES = {
  codeRequired: 'El código del cupón es requerido',
  codeFormat: `El código del cupón debe tener entre ${COUPON_CODE_MIN_LENGTH} y ${COUPON_CODE_MAX_LENGTH} letras, números, guiones o guiones bajos`,
  typeInvalid: 'El tipo de cupón debe ser porcentaje o importe fijo',
  valueRequired: 'El valor del cupón es requerido',
  valuePositive: 'El valor del cupón debe ser mayor a 0',
  percentMax: 'Un cupón de porcentaje no puede superar el 100 %',
  fixedMax: `El valor del cupón no puede superar ${formatMoney(PRICE_MAX)}`,
  valueDecimals: 'El valor del cupón admite hasta 2 decimales',
  minTotalInvalid: `El pedido mínimo debe estar entre 0 y ${formatMoney(PRICE_MAX)}`,
  descriptionTooLong: `La descripción del cupón no puede superar ${COUPON_DESCRIPTION_MAX_LENGTH} caracteres`,
  dateInvalid: 'La fecha debe tener el formato AAAA-MM-DD o una fecha y hora ISO',
  datesOrder: 'La fecha de fin debe ser posterior a la de inicio',
  maxUsesInvalid: `El número máximo de usos debe ser un entero entre 1 y ${count(COUPON_MAX_USES)}`,
  oncePerCustomerInvalid: 'El campo oncePerCustomer debe ser verdadero o falso',
  isActiveInvalid: 'El campo isActive debe ser verdadero o falso',
  exists: (code: string) => `Ya existe un cupón con el código ${code}.`,
  notFound: (code: string) => `El cupón ${code} no existe.`,
  // Answers of the admin coupon calls.
  created: (code: string) => `Cupón ${code} creado.`,
  activated: (code: string) => `Cupón ${code} activado.`,
  deactivated: (code: string) => `Cupón ${code} desactivado.`,
} as const;
