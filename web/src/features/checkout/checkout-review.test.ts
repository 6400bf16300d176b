import { describe, expect, it } from 'vitest';
import type { Cart, CartItem } from '../../../../shared/contracts/carts/entities.js';
import { fromCents, toCents } from '../../../../shared/utils/money.js';
import { priceCart } from '../../../../shared/rules/pricing/cart-pricing.js';
import type { CartFarm } from '../../../../shared/rules/pricing/entities.js';
import { pickupsToSend, reviewFigures, termsOfCart } from './checkout-review';

const PICKUP = { address: 'Camino del Valle 3, Murcia', hours: 'De lunes a viernes, de 9:00 a 14:00' };

function item(
  productId: string,
  producerId: string,
  price: number,
  quantity: number,
  taxRate?: number,
): CartItem {
  return {
    id: `item-${productId}`,
    productId,
    quantity,
    price,
    product: {
      productId,
      name: `Producto ${productId}`,
      price,
      thumbnailUrl: null,
      unit: 'kg',
      isActive: true,
      producerId,
      producerName: producerId === 'valle' ? 'Finca Pitahaya del Valle' : 'Finca El Dragón',
      ...(taxRate !== undefined ? { taxRate } : {}),
    },
  };
}

const FARMS: CartFarm[] = [
  {
    producerId: 'valle',
    producerName: 'Finca Pitahaya del Valle',
    itemsTotal: 17.9,
    shipping: 4.9,
    freeShippingFrom: 40,
    missingForFreeShipping: 22.1,
    pickup: PICKUP,
  },
  {
    producerId: 'dragon',
    producerName: 'Finca El Dragón',
    itemsTotal: 11.8,
    shipping: 3.5,
    freeShippingFrom: null,
    missingForFreeShipping: null,
    pickup: null,
  },
];

const CART: Pick<Cart, 'items' | 'farms' | 'discountTotal'> = {
  items: [
    item('fresca', 'valle', 6.95, 2, 4),
    item('mermelada', 'dragon', 5.9, 2, 10),
    item('jugo', 'valle', 4, 1),
  ],
  farms: FARMS,
  discountTotal: 2.97,
};

/** What the server would charge: priceCart over the same lines, coupon and terms (in euros). */
function serverFigures(pickupFrom: Set<string>, exempt = false) {
  const { priced } = priceCart({
    lines: CART.items.map((line) => ({
      producerId: line.product.producerId,
      price: line.price,
      quantity: line.quantity,
      taxRate: line.product.taxRate,
    })),
    discountCents: toCents(CART.discountTotal),
    terms: termsOfCart(CART),
    pickupFrom,
    exempt,
  });
  return {
    itemsTotal: fromCents(priced.itemsTotal),
    shippingTotal: fromCents(priced.shippingTotal),
    discountTotal: fromCents(priced.discountTotal),
    total: fromCents(priced.total),
    taxBreakdown: priced.taxBreakdown.map((entry) => ({
      rate: entry.rate,
      base: fromCents(entry.base),
      tax: fromCents(entry.tax),
    })),
  };
}

describe('checkout review figures', () => {
  it("equal priceCart's with every farm delivered: the cart's shipping, the coupon and the IVA per rate", () => {
    const figures = reviewFigures(CART, new Set());
    expect(figures).toMatchObject(serverFigures(new Set()));
    expect(figures.itemsTotal).toBe(29.7);
    expect(figures.shippingTotal).toBe(8.4);
    expect(figures.discountTotal).toBe(2.97);
    expect(figures.total).toBe(35.13);
    // The breakdown adds up to the total to the cent (4 % fresh fruit, 10 % the rest and the default).
    const sum = figures.taxBreakdown.reduce(
      (acc, entry) => acc + toCents(entry.base) + toCents(entry.tax),
      0,
    );
    expect(sum).toBe(toCents(figures.total));
    expect(figures.taxBreakdown.map((entry) => entry.rate)).toEqual([4, 10]);
    expect(
      figures.farms.map((farm) => [farm.producerName, farm.mode, farm.itemsTotal, farm.shipping]),
    ).toEqual([
      ['Finca Pitahaya del Valle', 'delivery', 17.9, 4.9],
      ['Finca El Dragón', 'delivery', 11.8, 3.5],
    ]);
  });

  it('takes the shipping off a farm the buyer collects at, and only where the farm offers pickup', () => {
    const figures = reviewFigures(CART, new Set(['valle', 'dragon']));
    expect(figures).toMatchObject(serverFigures(new Set(['valle'])));
    expect(figures.shippingTotal).toBe(3.5);
    expect(figures.total).toBe(30.23);
    expect(figures.farms.map((farm) => [farm.mode, farm.shipping, farm.pickup])).toEqual([
      ['pickup', 0, PICKUP],
      ['delivery', 3.5, null],
    ]);
    // Only farms with pickup are sent.
    expect(pickupsToSend(CART, new Set(['valle', 'dragon']))).toEqual(['valle']);
    expect(pickupsToSend(CART, new Set())).toEqual([]);
  });

  it('is exempt of IVA for Canarias, Ceuta and Melilla (the same totals, every rate 0)', () => {
    const figures = reviewFigures(CART, new Set(), '35001');
    expect(figures.exempt).toBe(true);
    expect(figures).toMatchObject(serverFigures(new Set(), true));
    expect(figures.taxBreakdown).toEqual([{ rate: 0, base: 35.13, tax: 0 }]);
    expect(reviewFigures(CART, new Set(), '41001').exempt).toBe(false);
  });
});
