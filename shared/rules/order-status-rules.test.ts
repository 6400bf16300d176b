import { describe, expect, it } from 'vitest';
import { PRODUCT_ORDER_STATUSES, type ProductOrderStatus } from '../contracts/orders/entities.js';
import {
  cancelRefusal,
  canMoveProductOrder,
  completedLines,
  consumerMayCancel,
  countLineStatuses,
  nextProductOrderStatuses,
  orderStatusFromLines,
  restoresStock,
  workflowTo,
} from './order-status-rules.js';

describe('product-order transition table', () => {
  // Every (from, to) pair the status rules allow; everything else must be refused.
  const allowed = new Set([
    'pending>organizing',
    'organizing>ready_to_ship',
    'ready_to_ship>shipped',
    'shipped>delivered',
    'pending>cancelled',
    'organizing>cancelled',
    'ready_to_ship>cancelled',
  ]);

  it.each(PRODUCT_ORDER_STATUSES.flatMap((from) => PRODUCT_ORDER_STATUSES.map((to) => [from, to] as const)))(
    '%s -> %s',
    (from, to) => {
      expect(canMoveProductOrder(from, to)).toBe(allowed.has(`${from}>${to}`));
    },
  );

  it('offers the forward step first, then cancel while the line has not left the farm', () => {
    expect(nextProductOrderStatuses('pending')).toEqual(['organizing', 'cancelled']);
    expect(nextProductOrderStatuses('organizing')).toEqual(['ready_to_ship', 'cancelled']);
    expect(nextProductOrderStatuses('ready_to_ship')).toEqual(['shipped', 'cancelled']);
    expect(nextProductOrderStatuses('shipped')).toEqual(['delivered']);
    expect(nextProductOrderStatuses('delivered')).toEqual([]);
    expect(nextProductOrderStatuses('cancelled')).toEqual([]);
  });

  it('gives stock back only on cancel', () => {
    expect(PRODUCT_ORDER_STATUSES.filter(restoresStock)).toEqual(['cancelled']);
  });

  it('lists the path to a status for demo data', () => {
    expect(workflowTo('pending')).toEqual(['pending']);
    expect(workflowTo('shipped')).toEqual(['pending', 'organizing', 'ready_to_ship', 'shipped']);
    expect(workflowTo('cancelled')).toEqual(['pending', 'cancelled']);
  });
});

describe("the order's status from its lines", () => {
  const cases: [ProductOrderStatus[], string][] = [
    [['pending'], 'pending'],
    [['pending', 'shipped'], 'pending'],
    [['organizing', 'shipped', 'delivered'], 'organizing'],
    [['shipped', 'delivered'], 'shipped'],
    [['delivered', 'delivered'], 'completed'],
    [['delivered', 'cancelled'], 'completed'],
    [['cancelled', 'ready_to_ship'], 'ready_to_ship'],
    [['cancelled', 'cancelled'], 'cancelled'],
    [[], 'cancelled'],
  ];
  it.each(cases)('%j -> %s', (lines, status) => {
    expect(orderStatusFromLines(lines)).toBe(status);
  });

  it('counts delivered lines as completed product orders', () => {
    expect(completedLines(['delivered', 'shipped', 'delivered', 'cancelled'])).toBe(2);
  });
});

describe('consumer cancel rule', () => {
  it('allows it while no line has left pending (farm-cancelled lines do not count)', () => {
    expect(consumerMayCancel(['pending', 'pending'])).toBe(true);
    expect(consumerMayCancel(['pending', 'cancelled'])).toBe(true);
    expect(consumerMayCancel(['pending', 'organizing'])).toBe(false);
    expect(consumerMayCancel(['cancelled'])).toBe(false);
    expect(consumerMayCancel([])).toBe(false);
  });
});

describe('the one cancel rule of a whole order', () => {
  const cases: [ProductOrderStatus[], string | null, string | null][] = [
    // lines, consumer's refusal, admin's refusal
    [['pending', 'pending'], null, null],
    [['pending', 'cancelled'], null, null],
    [['pending', 'delivered'], 'shipped', 'shipped'],
    [['pending', 'shipped'], 'shipped', 'shipped'],
    [['pending', 'organizing'], 'preparing', null],
    [['ready_to_ship', 'cancelled'], 'preparing', null],
    [['delivered', 'cancelled'], 'delivered', 'delivered'],
    [['cancelled', 'cancelled'], 'cancelled', 'cancelled'],
    [[], 'cancelled', 'cancelled'],
  ];
  it.each(cases)('%j: consumer %s, admin %s', (lines, consumer, admin) => {
    expect(cancelRefusal(lines)).toBe(consumer);
    expect(cancelRefusal(lines, 'consumer')).toBe(consumer);
    expect(cancelRefusal(lines, 'admin')).toBe(admin);
    expect(consumerMayCancel(lines)).toBe(consumer === null);
  });

  it('counts the lines by status', () => {
    expect(countLineStatuses(['pending', 'delivered', 'pending'])).toEqual({ pending: 2, delivered: 1 });
    expect(countLineStatuses([])).toEqual({});
  });
});
