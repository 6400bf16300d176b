import { describe, expect, it } from 'vitest';
import { fixtureLine } from '../orders/testing.js';
import type { OrderDeliveryFacts } from '../orders/index.js';
import { buildPicklist } from './picklist.js';
import { picklistCsv, picklistPdf } from './picklist-files.js';
import { dispatchDaysOf } from './picklist-routes.js';
import { picklistMailText } from './cutoff-notices.js';

const product = (name: string, unit = 'kg') => ({
  productId: `p-${name}`,
  name,
  shortDescription: '',
  price: 5,
  thumbnailUrl: null,
  isActive: true,
  producerId: 'u-producer',
  unit,
});

const lines = [
  fixtureLine('po-1', 'u-producer', 'pending', {
    orderId: 'o-aaaaaaaa1',
    productId: 'p-roja',
    quantity: 2.5,
    product: product('Pitahaya roja'),
  }),
  fixtureLine('po-2', 'u-producer', 'organizing', {
    orderId: 'o-bbbbbbbb2',
    productId: 'p-roja',
    quantity: 1,
    product: product('Pitahaya roja'),
    pickupSlot: { date: '2026-12-05', from: '10:00', to: '12:00' },
  }),
  fixtureLine('po-3', 'u-producer', 'pending', {
    orderId: 'o-bbbbbbbb2',
    productId: 'p-amarilla',
    quantity: 3,
    product: product('Pitahaya amarilla', 'caja'),
    readyFrom: '2026-12-04',
  }),
  fixtureLine('po-4', 'u-producer', 'cancelled', { orderId: 'o-cccccccc3', productId: 'p-roja' }),
];

const orders = new Map<string, OrderDeliveryFacts>([
  [
    'o-aaaaaaaa1',
    {
      orderId: 'o-aaaaaaaa1',
      customer: 'Ana Ruiz',
      shippingInfo: {
        fullName: 'Ana Ruiz',
        address: 'Calle Mayor 1; 2º',
        city: 'Murcia',
        postalCode: '30001',
        phone: '600111222',
        notes: '=llamar antes',
      },
      deliveries: [{ producerId: 'u-producer', mode: 'delivery', shipping: 4.9 }],
    },
  ],
  [
    'o-bbbbbbbb2',
    {
      orderId: 'o-bbbbbbbb2',
      customer: 'Luis Gil',
      deliveries: [
        {
          producerId: 'u-producer',
          mode: 'pickup',
          shipping: 0,
          pickup: { address: 'Camino del Pozo 3, Lorca', hours: 'sábados' },
        },
      ],
    },
  ],
]);

const picklist = buildPicklist({
  date: '2026-12-04',
  producerId: 'u-producer',
  producerName: 'Finca del Valle',
  lines,
  orders,
});

describe('the pick list of a dispatch day', () => {
  it('adds each product over its orders, without cancelled lines', () => {
    expect(picklist.byProduct).toEqual([
      { productId: 'p-amarilla', name: 'Pitahaya amarilla', unit: 'caja', quantity: 3, orders: 1 },
      { productId: 'p-roja', name: 'Pitahaya roja', unit: 'kg', quantity: 3.5, orders: 2 },
    ]);
  });

  it('lists each box with its buyer, lines and delivery (address or pickup slot)', () => {
    expect(picklist.byOrder).toHaveLength(2);
    expect(picklist.byOrder[0]).toMatchObject({
      orderId: 'o-aaaaaaaa1',
      customer: 'Ana Ruiz',
      delivery: { mode: 'delivery', address: 'Calle Mayor 1; 2º', postalCode: '30001', city: 'Murcia' },
    });
    expect(picklist.byOrder[1]).toMatchObject({
      customer: 'Luis Gil',
      delivery: {
        mode: 'pickup',
        address: 'Camino del Pozo 3, Lorca',
        pickupSlot: { date: '2026-12-05', from: '10:00', to: '12:00' },
      },
    });
    expect(picklist.byOrder[1]?.lines.map((l) => [l.name, l.quantity, l.readyFrom])).toEqual([
      ['Pitahaya roja', 1, undefined],
      ['Pitahaya amarilla', 3, '2026-12-04'],
    ]);
  });

  it('writes a Spanish CSV: BOM, semicolons, decimal commas, quoted separators, no formulas', () => {
    const csv = picklistCsv(picklist);
    expect(csv.startsWith('\uFEFFPor producto\r\nProducto;Cantidad;Unidad;Pedidos\r\n')).toBe(true);
    expect(csv).toContain('Pitahaya roja;3,5;kg;2\r\n');
    expect(csv).toContain('"Envío: Calle Mayor 1; 2º, 30001 Murcia"');
    expect(csv).toContain(";'=llamar antes\r\n");
    expect(csv).toContain('Recogida: sábado 5 de diciembre, de 10:00 a 12:00 (Camino del Pozo 3, Lorca)');
  });

  it("writes the farm's e-mail at the cut-off: what to harvest, then each box", () => {
    const text = picklistMailText(picklist, 'Hola, Finca del Valle:');
    expect(text).toContain('Esto es lo que sale el viernes 4 de diciembre (2 pedidos):');
    expect(text).toContain('- 3,5 kg de Pitahaya roja');
    expect(text).toContain('- Pedido ');
    expect(text).toContain('Recogida: sábado 5 de diciembre, de 10:00 a 12:00 (Camino del Pozo 3, Lorca)');
  });

  it('draws a printable PDF', async () => {
    const bytes = await picklistPdf(picklist);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
  });
});

describe("a farm's upcoming dispatch days", () => {
  const calendar = {
    schedule: { cutoffWeekday: 2, cutoffTime: '18:00', dispatchWeekday: 5 },
    holidays: ['2026-12-11'],
  };

  it('lists its regular days (not the closed ones) and the days its pre-orders leave, each with its cut-off', () => {
    // Wednesday 2 December 2026, 12:00 in Madrid: Tuesday's cut-off has passed, Friday's list is final.
    const now = new Date('2026-12-02T11:00:00.000Z');
    const days = dispatchDaysOf(
      calendar,
      [
        { dispatchDate: '2026-12-04', orderId: 'o-1', quantity: 2 },
        { dispatchDate: '2026-12-04', orderId: 'o-1', quantity: 1 },
        { dispatchDate: '2026-12-04', orderId: 'o-2', quantity: 4 },
        { dispatchDate: '2026-12-15', orderId: 'o-3', quantity: 1 },
      ],
      now,
    );
    expect(days.map((d) => d.date)).toEqual([
      '2026-12-04',
      '2026-12-15',
      '2026-12-18',
      '2026-12-25',
      '2027-01-01',
    ]);
    expect(days[0]).toEqual({
      date: '2026-12-04',
      cutoff: { date: '2026-12-01', time: '18:00', at: '2026-12-01T17:00:00.000Z' },
      closed: true,
      orders: 2,
      units: 7,
      lines: 3,
    });
    expect(days[2]?.closed).toBe(false);
    // The pre-order's day (a Tuesday) has no cut-off of its own: its list is final on the day.
    expect(days[1]).toMatchObject({ date: '2026-12-15', cutoff: null, closed: false, orders: 1 });
  });
});
