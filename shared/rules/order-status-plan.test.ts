import { describe, expect, it } from 'vitest';
import type { OrderStatus, ProductOrderStatus } from '../contracts/orders/entities.js';
import { ORDER_MESSAGES } from '../messages/order.js';
import { orderStatusFromLines } from './order-status-rules.js';
import { adminOrderTargets, planOrderStatus } from './order-status-plan.js';

const linesAt = (...statuses: ProductOrderStatus[]) =>
  statuses.map((status, index) => ({ id: `po-${index}`, status }));

function plan(statuses: ProductOrderStatus[], to: OrderStatus) {
  const lines = linesAt(...statuses);
  return planOrderStatus(orderStatusFromLines(statuses), lines, to);
}

const movesOf = (result: ReturnType<typeof plan>) =>
  result.ok ? result.moves.map((move) => `${move.line.id}:${move.to}`) : result.message;

describe('what an admin status change does to the lines', () => {
  it('advancing moves every line one step behind the target, leaves those at or past it', () => {
    const result = plan(['pending', 'organizing', 'cancelled'], 'organizing');
    expect(movesOf(result)).toEqual(['po-0:organizing']);
    expect(result).toMatchObject({ ok: true, from: 'pending', to: 'organizing' });
    expect(movesOf(plan(['organizing', 'shipped'], 'ready_to_ship'))).toEqual(['po-0:ready_to_ship']);
  });

  it('refuses to skip a step for any line', () => {
    expect(plan(['pending', 'organizing'], 'ready_to_ship')).toEqual({
      ok: false,
      message: ORDER_MESSAGES.statusSkip,
    });
    expect(plan(['pending'], 'shipped')).toMatchObject({ ok: false, message: ORDER_MESSAGES.statusSkip });
  });

  it('completed (or delivered) delivers every shipped line; the order becomes completed', () => {
    const result = plan(['shipped', 'delivered', 'cancelled'], 'completed');
    expect(movesOf(result)).toEqual(['po-0:delivered']);
    expect(result).toMatchObject({ ok: true, from: 'shipped', to: 'completed' });
    expect(plan(['shipped'], 'delivered')).toMatchObject({ ok: true, to: 'completed' });
    expect(plan(['ready_to_ship'], 'completed')).toMatchObject({ message: ORDER_MESSAGES.statusSkip });
  });

  it('cancel cancels every line not cancelled while none has shipped', () => {
    const result = plan(['pending', 'ready_to_ship', 'cancelled'], 'cancelled');
    expect(movesOf(result)).toEqual(['po-0:cancelled', 'po-1:cancelled']);
    expect(result).toMatchObject({ ok: true, to: 'cancelled' });
    expect(plan(['pending', 'shipped'], 'cancelled')).toMatchObject({
      ok: false,
      message: ORDER_MESSAGES.statusCancelShipped,
    });
    expect(plan(['organizing', 'delivered'], 'cancelled')).toMatchObject({
      message: ORDER_MESSAGES.statusCancelShipped,
    });
  });

  it('refuses the status the order has, going back, and any change of a final order', () => {
    expect(plan(['organizing'], 'organizing')).toMatchObject({ message: ORDER_MESSAGES.statusSame });
    expect(plan(['organizing', 'shipped'], 'pending')).toMatchObject({
      message: ORDER_MESSAGES.statusBackwards,
    });
    expect(plan(['shipped'], 'organizing')).toMatchObject({ message: ORDER_MESSAGES.statusBackwards });
    expect(plan(['cancelled'], 'pending')).toMatchObject({ message: ORDER_MESSAGES.statusFinal });
    expect(plan(['cancelled'], 'cancelled')).toMatchObject({ message: ORDER_MESSAGES.statusSame });
    expect(plan(['delivered'], 'cancelled')).toMatchObject({ message: ORDER_MESSAGES.statusFinal });
    expect(plan(['delivered'], 'delivered')).toMatchObject({ message: ORDER_MESSAGES.statusSame });
  });
});

describe("the admin's status menu", () => {
  // Every target the menu offers is accepted by the plan, and every accepted one is offered (delivered = completed).
  const cases: [ProductOrderStatus[], OrderStatus[]][] = [
    [
      ['pending', 'pending'],
      ['organizing', 'cancelled'],
    ],
    [['pending', 'delivered'], ['organizing']],
    [
      ['pending', 'organizing'],
      ['organizing', 'cancelled'],
    ],
    [['organizing', 'shipped'], ['ready_to_ship']],
    [['shipped', 'delivered'], ['completed']],
    [
      ['ready_to_ship', 'cancelled'],
      ['shipped', 'cancelled'],
    ],
    [['delivered', 'delivered'], []],
    [['cancelled'], []],
  ];
  it.each(cases)('%j offers %j', (statuses, offered) => {
    const lines = linesAt(...statuses);
    const current = orderStatusFromLines(statuses);
    expect(adminOrderTargets(current, lines)).toEqual(offered);
    for (const status of offered) expect(planOrderStatus(current, lines, status).ok).toBe(true);
  });
});
