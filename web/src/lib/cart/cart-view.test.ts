import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../../shared/contracts/carts/entities.js';
import type { CartFarm } from '../../../../shared/rules/pricing/entities.js';
import {
  cartTotals,
  farmGroups,
  groupByProducer,
  missingForFreeText,
  pickupText,
  shippingText,
  taxLineText,
} from './cart-view';
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

  it('totals: products, shipping, the coupon discount, the total to pay and the IVA per rate', () => {
    const cart = cartOf([{ productId: 'a', price: 6.9 }, 3], [{ productId: 'b', price: 3.35 }, 1]);
    // A local cart: nobody priced its shipping yet.
    expect(cartTotals(cart, false)).toEqual({
      subtotal: 24.05,
      shipping: null,
      discount: 0,
      total: 24.05,
      units: 4,
      taxBreakdown: [],
    });
    const priced: Cart = {
      ...cart,
      subtotal: 24.05,
      itemsTotal: 24.05,
      shippingTotal: 4.9,
      discountTotal: 2.41,
      totalPrice: 26.54,
      taxBreakdown: [{ rate: 4, base: 25.52, tax: 1.02 }],
      coupon: { code: 'BIENVENIDA10', type: 'percent', value: 10, discount: 2.41 },
    };
    expect(cartTotals(priced)).toEqual({
      subtotal: 24.05,
      shipping: 4.9,
      discount: 2.41,
      total: 26.54,
      units: 4,
      taxBreakdown: [{ rate: 4, base: 25.52, tax: 1.02 }],
    });
  });

  it("groups a cart's lines by farm with each farm's shipping, free-shipping gap and pickup", () => {
    const cart = cartOf(
      [{ productId: 'a', price: 10, producerId: 'f1', producerName: 'Finca Uno' }, 2],
      [{ productId: 'b', price: 5, producerId: 'f2', producerName: undefined }, 1],
      [{ productId: 'c', price: 2.5, producerId: 'f1', producerName: 'Finca Uno' }, 2],
    );
    const farms: CartFarm[] = [
      {
        producerId: 'f1',
        producerName: 'Finca Uno',
        itemsTotal: 25,
        shipping: 4.9,
        freeShippingFrom: 40,
        missingForFreeShipping: 15,
        pickup: null,
      },
      {
        producerId: 'f2',
        producerName: 'Finca del Valle',
        itemsTotal: 5,
        shipping: 0,
        freeShippingFrom: 0,
        missingForFreeShipping: null,
        pickup: { address: 'Camino del Valle 3', hours: 'L-V 9:00-14:00' },
      },
    ];
    const groups = farmGroups(cart.items, farms);
    expect(
      groups.map((group) => [group.producerId, group.producerName, group.items.length, group.farm?.shipping]),
    ).toEqual([
      ['f1', 'Finca Uno', 2, 4.9],
      // The line does not know the farm's name: the cart's farm does.
      ['f2', 'Finca del Valle', 1, 0],
    ]);
    // A cart no server priced: the same groups, no farm figures.
    expect(farmGroups(cart.items, undefined).map((group) => group.farm)).toEqual([null, null]);
  });

  it('says shipping, the free-shipping gap, pickup and each IVA rate in words', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(shippingText(4.9))).toBe('Envío: 4,90 €');
    expect(shippingText(0)).toBe('Envío gratis');
    expect(plain(missingForFreeText(12.3))).toBe('Te faltan 12,30 € para el envío gratis');
    expect(pickupText({ address: 'Camino del Valle 3', hours: 'L-V 9:00-14:00' })).toBe(
      'Recogida en la finca: Camino del Valle 3, L-V 9:00-14:00',
    );
    expect(plain(taxLineText({ rate: 4, base: 30.77, tax: 1.23 }))).toBe('IVA 4 %: 1,23 €');
    expect(plain(taxLineText({ rate: 0, base: 12, tax: 0 }))).toBe('Exento de IVA: base 12,00 €');
  });
});
