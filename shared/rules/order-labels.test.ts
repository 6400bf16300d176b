import { describe, expect, it } from 'vitest';
import type { OrderStatus, ProductOrderStatus } from '../contracts/orders/entities.js';
import { lineStatusesOf, orderProgress } from './order-labels.js';
import { countLineStatuses, orderStatusFromLines } from './order-status-rules.js';

const withLines = (...statuses: ProductOrderStatus[]) => ({
  status: orderStatusFromLines(statuses),
  productOrdersCount: statuses.length,
  completedProductOrders: statuses.filter((status) => status === 'delivered').length,
  productOrders: statuses.map((status) => ({ status })),
});

describe("an order's summary label", () => {
  const cases: [ProductOrderStatus[], string][] = [
    [['pending', 'pending'], 'Pendiente'],
    [['delivered', 'pending'], 'En curso · 1 de 2 entregados'],
    [['shipped', 'delivered', 'cancelled'], 'En curso · 1 de 2 entregados'],
    [['organizing', 'shipped'], 'En curso · 0 de 2 entregados'],
    [['organizing', 'cancelled'], 'En preparación'],
    [['delivered', 'cancelled'], 'Completado'],
    [['cancelled', 'cancelled'], 'Cancelado'],
  ];
  it.each(cases)('%j reads %s', (statuses, label) => {
    const order = withLines(...statuses);
    expect(orderProgress(order).label).toBe(label);
    // A list entry (no lines, their counts) reads the same as the order.
    const { productOrders: _lines, ...entry } = order;
    expect(orderProgress({ ...entry, lineStatusCounts: countLineStatuses(statuses) }).label).toBe(label);
  });

  it('reads an entry stored before the counts from its delivered lines only', () => {
    const entry = (status: OrderStatus, completed: number, count: number) => ({
      status,
      productOrdersCount: count,
      completedProductOrders: completed,
    });
    expect(lineStatusesOf(entry('pending', 1, 2))).toBeNull();
    expect(orderProgress(entry('pending', 1, 2))).toMatchObject({
      mixed: true,
      label: 'En curso · 1 de 2 entregados',
    });
    expect(orderProgress(entry('pending', 0, 2))).toMatchObject({ mixed: false, label: 'Pendiente' });
    expect(orderProgress(entry('completed', 2, 2))).toMatchObject({ mixed: false, label: 'Completado' });
  });
});
