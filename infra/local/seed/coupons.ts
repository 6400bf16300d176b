/**
 * Demo coupons: a welcome coupon, a fixed discount with a minimum and an expired summer coupon.
 * Dates are fixed (not relative to the start) so VERANO2025 stays expired and the others stay valid.
 */
import type { CouponDefinition } from '../../../shared/contracts/orders/entities.js';

export type SeedCoupon = Omit<CouponDefinition, 'usesCount' | 'createdAt' | 'updatedAt'> & {
  daysAgo: number;
};

export const SEED_COUPONS: readonly SeedCoupon[] = [
  {
    code: 'BIENVENIDA10',
    type: 'percent',
    value: 10,
    description: 'Bienvenida: 10 % de descuento en un pedido.',
    oncePerCustomer: true,
    isActive: true,
    daysAgo: 90,
  },
  {
    code: 'FRESCA5',
    type: 'fixed',
    value: 5,
    description: '5 € de descuento en pedidos de 30 € o más.',
    minTotal: 30,
    oncePerCustomer: false,
    isActive: true,
    daysAgo: 60,
  },
  {
    code: 'VERANO2025',
    type: 'percent',
    value: 15,
    description: 'Verano 2025: 15 % de descuento (ya vencido).',
    validFrom: '2025-06-01T00:00:00.000Z',
    validUntil: '2025-09-01T00:00:00.000Z',
    oncePerCustomer: false,
    isActive: true,
    daysAgo: 200,
  },
];
