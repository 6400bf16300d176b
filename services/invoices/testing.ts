/**
 * Test fixtures (not a test file): an order paid by card with two farms, two IVA rates, a coupon and shipping,
 * priced with the checkout's own rule (shared/rules/pricing/totals.ts), and a farm's fiscal data.
 */
import { fromCents } from '../../shared/utils/money.js';
import type { FiscalData } from '../../shared/rules/pricing/entities.js';
import { priceOrder } from '../../shared/rules/pricing/totals.js';

type Item = Record<string, unknown>;

export const FARM_A = '3f6c2a10-9b1e-4c55-8a2d-0e1f2a3b4c5d';
export const FARM_B = 'b0b0b0b0-1111-2222-3333-444455556666';

export const FISCAL_A: FiscalData = {
  legalName: 'Pitahayas del Sur, S.L.',
  nif: 'B12345674',
  address: 'Camino de la Vega 12, 29700 Vélez-Málaga (Málaga)',
};

const RAW = [
  {
    id: 'po-1',
    producerId: FARM_A,
    name: 'Pitahaya roja fresca',
    unit: 'kg',
    unitCents: 650,
    quantity: 3,
    taxRate: 4 as const,
  },
  {
    id: 'po-2',
    producerId: FARM_A,
    name: 'Mermelada de pitahaya «extra»',
    unit: 'tarro',
    unitCents: 595,
    quantity: 2,
    taxRate: 10 as const,
  },
  {
    id: 'po-3',
    producerId: FARM_B,
    name: 'Esqueje de pitahaya amarilla',
    unit: 'ud',
    unitCents: 1200,
    quantity: 1,
    taxRate: 10 as const,
  },
];

/** The order's lines as checkout stores them: 10 % coupon (3,67 €), shipping 4,90 € (farm A) and 3,95 € (B). */
export function pricedLines(): Item[] {
  const priced = priceOrder({
    lines: RAW.map((line) => ({
      producerId: line.producerId,
      unitCents: line.unitCents,
      quantity: line.quantity,
      taxRate: line.taxRate,
    })),
    discountCents: 367,
    shippingByProducer: { [FARM_A]: 490, [FARM_B]: 395 },
  });
  return RAW.map((raw, index) => {
    const line = priced.lines[index]!;
    return {
      PK: 'ORDER#o-1',
      SK: `PO#${raw.id}`,
      id: raw.id,
      orderId: 'o-1',
      productId: `p-${raw.id}`,
      producerId: raw.producerId,
      producerName: raw.producerId === FARM_A ? 'Finca El Sur' : 'Finca B',
      quantity: raw.quantity,
      price: fromCents(raw.unitCents),
      subtotal: fromCents(line.subtotal),
      discount: fromCents(line.discount),
      shipping: fromCents(line.shipping),
      totalPrice: fromCents(line.total),
      taxRate: line.taxRate,
      base: fromCents(line.base),
      tax: fromCents(line.tax),
      status: 'pending',
      position: index,
      product: { name: raw.name, unit: raw.unit, price: fromCents(raw.unitCents), taxRate: raw.taxRate },
    };
  });
}

export function orderItem(overrides: Item = {}): Item {
  return {
    PK: 'ORDER#o-1',
    SK: 'ORDER',
    id: 'o-1',
    userId: 'u-consumer',
    createdAt: '2026-03-01T10:00:00.000Z',
    version: 2,
    status: 'pending',
    totalPrice: 0,
    consumerInfo: { userId: 'u-consumer', fullName: 'Lucía Pérez', email: 'lucia@example.com' },
    shippingInfo: { fullName: 'Lucía Pérez', address: 'Calle Mayor 1', city: 'Madrid', postalCode: '28013' },
    payment: {
      method: 'card',
      status: 'paid',
      amount: 0,
      currency: 'EUR',
      paidAt: '2026-03-01T10:05:00.000Z',
      refundedAmount: 0,
    },
    ...overrides,
  };
}
