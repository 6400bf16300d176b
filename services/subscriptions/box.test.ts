import { describe, expect, it } from 'vitest';
import type { ProductState } from '../products/index.js';
import type { HttpError } from '../lib/errors.js';
import { checkBox } from './box.js';

const product = (id: string, fields: Partial<ProductState> = {}): ProductState => ({
  productId: id,
  name: `Caja ${id}`,
  shortDescription: '',
  price: 10,
  stock: 5,
  unit: 'caja',
  availability: 'in_stock',
  taxRate: 10,
  thumbnailUrl: null,
  isActive: true,
  producerId: 'f1',
  producerName: 'Finca Uno',
  withdrawal: 'perishable',
  subscription: { intervals: ['weekly', 'monthly'] },
  ...fields,
});

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return [(error as HttpError).statusCode, (error as Error).message];
  }
  return null;
};

describe('a box checked against the products', () => {
  const products = new Map([
    ['a', product('a')],
    ['b', product('b', { subscription: undefined })],
    ['c', product('c', { producerId: 'f2' })],
    ['d', product('d', { isActive: false })],
  ]);

  it('keeps each line with the product as it is now, and its farm', () => {
    expect(checkBox([{ productId: 'a', quantity: 2 }], 'weekly', products)).toEqual({
      items: [{ productId: 'a', quantity: 2, name: 'Caja a', price: 10, unit: 'caja', thumbnailUrl: null }],
      producerId: 'f1',
      producerName: 'Finca Uno',
    });
  });

  it('refuses a missing, inactive, non-subscribable product, another interval and two farms', () => {
    const oneBox: [string, 'weekly' | 'biweekly', number, string][] = [
      ['x', 'weekly', 404, 'Producto no encontrado'],
      ['d', 'weekly', 422, '«Caja d» no está disponible ahora'],
      ['b', 'weekly', 422, '«Caja b» no se vende por suscripción'],
      ['a', 'biweekly', 422, '«Caja a» no se ofrece con frecuencia quincenal'],
    ];
    for (const [productId, interval, status, message] of oneBox) {
      expect(refusal(() => checkBox([{ productId, quantity: 1 }], interval, products))).toEqual([
        status,
        message,
      ]);
    }
    expect(
      refusal(() =>
        checkBox(
          [
            { productId: 'a', quantity: 1 },
            { productId: 'c', quantity: 1 },
          ],
          'weekly',
          products,
        ),
      )?.[0],
    ).toBe(422);
    // A change keeps the subscription's farm.
    expect(refusal(() => checkBox([{ productId: 'c', quantity: 1 }], 'weekly', products, 'f1'))?.[0]).toBe(
      422,
    );
  });
});
