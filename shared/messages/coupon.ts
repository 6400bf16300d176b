/**
 * The coupon messages a shopper sees (each area is its own module: an importer takes the areas it uses); the
 * admins' coupon management: coupon-admin.ts.
 */
import { formatMoney } from '../utils/money.js';

/** Coupon messages (ours; the original API only says the code is required and sent upper-cased). */
export const COUPON_MESSAGES = {
  applied: (code: string) => `Cupón ${code} aplicado.`,
  removed: 'Cupón eliminado.',
  noCart: 'Agrega productos a tu carrito antes de aplicar un cupón.',
  unknown: (code: string) => `El cupón ${code} no existe.`,
  inactive: (code: string) => `El cupón ${code} ya no está activo.`,
  notYetValid: (code: string) => `El cupón ${code} todavía no está vigente.`,
  expired: (code: string) => `El cupón ${code} ya venció.`,
  belowMinimum: (code: string, minTotal: number) =>
    `El cupón ${code} es válido en pedidos de ${formatMoney(minTotal)} o más.`,
  usedUp: (code: string) => `El cupón ${code} ya alcanzó su número máximo de usos.`,
  alreadyUsed: (code: string) => `Ya usaste el cupón ${code} en otro pedido.`,
} as const;
