import { describe, expect, it } from 'vitest';
import { breakdownOf, priceOrder, splitIncluded } from './totals.js';
import { farmShippingCents, missingForFreeCents } from './shipping.js';

const terms = { flatFee: 4.9, freeFrom: 40, pickup: { address: 'Finca', hours: 'L-V 9-14' } };

describe('IVA included', () => {
  it('splits an amount into base and IVA that add up to it', () => {
    expect(splitIncluded(690, 4)).toEqual({ base: 663, tax: 27 });
    expect(splitIncluded(450, 10)).toEqual({ base: 409, tax: 41 });
    expect(splitIncluded(121, 21)).toEqual({ base: 100, tax: 21 });
    expect(splitIncluded(0, 21)).toEqual({ base: 0, tax: 0 });
  });
});

describe('shipping thresholds', () => {
  it('charges the flat fee below the threshold, nothing from it on, nothing for pickup', () => {
    expect(farmShippingCents(terms, 3999, 'delivery')).toBe(490);
    expect(farmShippingCents(terms, 4000, 'delivery')).toBe(0);
    expect(farmShippingCents(terms, 100, 'pickup')).toBe(0);
    expect(farmShippingCents({ ...terms, pickup: null }, 100, 'pickup')).toBe(490);
    expect(farmShippingCents({ ...terms, freeFrom: null }, 1e6, 'delivery')).toBe(490);
  });

  it('says how much is left to ship free', () => {
    expect(missingForFreeCents(terms, 3000)).toBe(1000);
    expect(missingForFreeCents(terms, 4000)).toBe(null);
    expect(missingForFreeCents({ ...terms, freeFrom: null }, 0)).toBe(null);
  });
});

describe('priceOrder', () => {
  const lines = [
    { producerId: 'a', unitCents: 690, quantity: 3, taxRate: 4 as const },
    { producerId: 'a', unitCents: 450, quantity: 1, taxRate: 10 as const },
    { producerId: 'b', unitCents: 995, quantity: 2, taxRate: 21 as const },
  ];

  it('adds items and shipping, takes the discount, and the breakdown adds up to the total to the cent', () => {
    const priced = priceOrder({ lines, discountCents: 333, shippingByProducer: { a: 490, b: 590 } });
    expect(priced.itemsTotal).toBe(2070 + 450 + 1990);
    expect(priced.shippingTotal).toBe(1080);
    expect(priced.discountTotal).toBe(333);
    expect(priced.total).toBe(4510 + 1080 - 333);
    const breakdownSum = priced.taxBreakdown.reduce((acc, entry) => acc + entry.base + entry.tax, 0);
    expect(breakdownSum).toBe(priced.total);
    expect(priced.taxBreakdown.map((entry) => entry.rate)).toEqual([4, 10, 21]);
    for (const line of priced.lines) {
      expect(line.base + line.tax).toBe(line.total);
      expect(line.goods.base + line.goods.tax + line.shippingPart.base + line.shippingPart.tax).toBe(
        line.total,
      );
    }
  });

  it('spreads the discount over the lines (and so the rates) in proportion to their subtotals', () => {
    const priced = priceOrder({ lines, discountCents: 451, shippingByProducer: {} });
    expect(priced.lines.map((line) => line.discount)).toEqual([207, 45, 199]);
    expect(priced.lines.reduce((acc, line) => acc + line.discount, 0)).toBe(451);
  });

  it("spreads each farm's shipping over that farm's lines only", () => {
    const priced = priceOrder({ lines, discountCents: 0, shippingByProducer: { a: 490, b: 0 } });
    expect(priced.lines.map((line) => line.shipping)).toEqual([403, 87, 0]);
  });

  it('still places a fee when a coupon took everything', () => {
    const priced = priceOrder({
      lines: lines.slice(0, 1),
      discountCents: 99999,
      shippingByProducer: { a: 490 },
    });
    expect(priced.discountTotal).toBe(2070);
    expect(priced.total).toBe(490);
    expect(priced.lines[0]?.shipping).toBe(490);
  });

  it('is exempt (rate 0) outside the IVA territory', () => {
    const priced = priceOrder({ lines, discountCents: 0, shippingByProducer: {}, exempt: true });
    expect(priced.taxBreakdown).toEqual([{ rate: 0, base: priced.total, tax: 0 }]);
  });

  it('keeps random orders exact', () => {
    let seed = 7;
    const random = (max: number) => {
      seed = (seed * 16807) % 2147483647;
      return seed % max;
    };
    for (let run = 0; run < 500; run += 1) {
      const count = 1 + random(6);
      const random_lines = Array.from({ length: count }, () => ({
        producerId: `p${random(3)}`,
        unitCents: 1 + random(20000),
        quantity: 1 + random(9),
        taxRate: ([4, 10, 21] as const)[random(3)] as 4 | 10 | 21,
      }));
      const priced = priceOrder({
        lines: random_lines,
        discountCents: random(5000),
        shippingByProducer: { p0: random(900), p1: random(900), p2: random(900) },
      });
      const total = breakdownOf(priced.lines).reduce((acc, entry) => acc + entry.base + entry.tax, 0);
      expect(total).toBe(priced.total);
      expect(priced.lines.reduce((acc, line) => acc + line.total, 0)).toBe(priced.total);
    }
  });
});
