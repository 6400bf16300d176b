/**
 * Demo orders of the demo consumer (cliente@pitahaya.test), one in each main state. Each line becomes a
 * product order for the product's farm; `lineStatus` overrides a line's status where the farms of one order
 * are at different stages (the order's status is then the least advanced of its lines, as the service keeps it).
 */
import type {
  OrderStatus,
  ProductOrderStatus,
  ShippingInfo,
} from '../../../shared/contracts/orders/entities.js';

export interface SeedOrderLine {
  productId: string;
  quantity: number;
  lineStatus?: ProductOrderStatus;
  notes?: string;
}

export interface SeedOrder {
  id: string;
  status: OrderStatus;
  daysAgo: number;
  /** Hours between the order and its last update. */
  updatedAfterHours: number;
  lines: SeedOrderLine[];
  /** A seeded coupon the order was placed with (it must apply to the order's subtotal). */
  couponCode?: string;
}

export const SEED_SHIPPING: ShippingInfo = {
  fullName: 'Lucía Fernández',
  address: 'Calle de Atocha 27, 3º B',
  city: 'Madrid',
  state: 'Madrid',
  postalCode: '28012',
  phone: '+34 612 345 678',
  email: 'cliente@pitahaya.test',
  notes: 'Dejar en conserjería si no hay nadie en casa.',
};

const product = (n: number): string => `3f6c2a10-7d41-4b1e-9a01-5e0c1a0000${n.toString().padStart(2, '0')}`;

export const SEED_ORDERS: readonly SeedOrder[] = [
  {
    id: '9b2d7e40-1c5a-4f6e-8d20-7a3b0c000001',
    status: 'completed',
    daysAgo: 21,
    updatedAfterHours: 96,
    lines: [
      { productId: product(1), quantity: 2, notes: 'Entregado por mensajería refrigerada.' },
      { productId: product(7), quantity: 3 },
    ],
  },
  {
    id: '9b2d7e40-1c5a-4f6e-8d20-7a3b0c000002',
    status: 'cancelled',
    daysAgo: 13,
    updatedAfterHours: 5,
    lines: [{ productId: product(5), quantity: 4 }],
  },
  {
    id: '9b2d7e40-1c5a-4f6e-8d20-7a3b0c000003',
    status: 'shipped',
    daysAgo: 6,
    updatedAfterHours: 48,
    lines: [
      { productId: product(2), quantity: 1 },
      { productId: product(8), quantity: 4 },
      { productId: product(13), quantity: 1 },
    ],
  },
  {
    id: '9b2d7e40-1c5a-4f6e-8d20-7a3b0c000004',
    status: 'organizing',
    daysAgo: 2,
    updatedAfterHours: 20,
    couponCode: 'FRESCA5',
    lines: [
      { productId: product(4), quantity: 1, lineStatus: 'organizing' },
      { productId: product(14), quantity: 2, lineStatus: 'ready_to_ship' },
    ],
  },
  {
    id: '9b2d7e40-1c5a-4f6e-8d20-7a3b0c000005',
    status: 'pending',
    daysAgo: 0.5,
    updatedAfterHours: 0,
    lines: [
      { productId: product(12), quantity: 2 },
      { productId: product(9), quantity: 1 },
      { productId: product(3), quantity: 3 },
    ],
  },
];
