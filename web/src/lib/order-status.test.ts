import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../../shared/contracts/orders/entities.js';
import { ORDER_STATUS_LABELS, orderReference, orderStatusLabel } from './order-status';

describe('order status labels', () => {
  it('has a Spanish label for every status', () => {
    expect(ORDER_STATUSES.map((status) => ORDER_STATUS_LABELS[status])).toEqual([
      'Pendiente',
      'En preparación',
      'Listo para envío',
      'Enviado',
      'Entregado',
      'Cancelado',
      'Completado',
    ]);
    expect(orderStatusLabel('shipped')).toBe('Enviado');
    expect(orderStatusLabel('lost')).toBe('lost');
  });

  it('shortens a long id to its last 8 characters', () => {
    expect(orderReference('9b2d7e40-1c2d-4e5f-8a9b-5e0c1a000001')).toBe('1A000001');
    expect(orderReference('o-9')).toBe('O9');
  });
});
