import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../../shared/contracts/carts/entities.js';
import { cartTotals, groupByProducer } from './cart-view';
import { mergeIntoCart, emptyLocalCart } from './local-cart';
import { cartProduct } from './cart-test-utils';

function cartOf(...lines: [Parameters<typeof cartProduct>[0], number][]): Cart {
  let cart = emptyLocalCart();
  for (const [overrides, quantity] of lines)
    cart = mergeIntoCart(cart, cartProduct(overrides), quantity).cart;
  return cart;
}

describe('cart view', () => {
  it('groups lines by producer in order of appearance, with subtotals in cents', () => {
    const cart = cartOf(
      [{ productId: 'a', price: 0.1, producerId: 'f1', producerName: 'Finca Uno' }, 3],
      [{ productId: 'b', price: 2.5, producerId: 'f2', producerName: 'El Dragón' }, 2],
      [{ productId: 'c', price: 0.2, producerId: 'f1', producerName: 'Finca Uno' }, 1],
    );
    const groups = groupByProducer(cart.items);
    expect(
      groups.map((group) => [
        group.producerId,
        group.producerName,
        group.items.length,
        group.subtotal,
        group.units,
      ]),
    ).toEqual([
      ['f1', 'Finca Uno', 2, 0.5, 4],
      ['f2', 'El Dragón', 1, 5, 2],
    ]);
  });

  it('names a group only when a line knows the farm', () => {
    const cart = cartOf([{ productId: 'a', producerId: 'f1', producerName: undefined }, 1]);
    expect(groupByProducer(cart.items)[0]!.producerName).toBeNull();
  });

  it('totals: subtotal, the coupon discount and the total to pay', () => {
    const cart = cartOf([{ productId: 'a', price: 6.9 }, 3], [{ productId: 'b', price: 3.35 }, 1]);
    expect(cartTotals(cart)).toEqual({ subtotal: 24.05, discount: 0, total: 24.05, units: 4 });
    const withCoupon: Cart = {
      ...cart,
      subtotal: 24.05,
      totalPrice: 21.64,
      coupon: { code: 'BIENVENIDA10', type: 'percent', value: 10, discount: 2.41 },
    };
    expect(cartTotals(withCoupon)).toEqual({ subtotal: 24.05, discount: 2.41, total: 21.64, units: 4 });
  });
});
