import { describe, expect, it } from 'vitest';
import { toCents } from '../../shared/utils/money.js';
import { FARM_A, FARM_B, orderItem, pricedLines } from './testing.js';
import {
  invoiceLineOf,
  kindAndBuyer,
  negatedLines,
  SIMPLIFIED_INVOICE_MAX,
  totalsOf,
} from './invoice-document.js';

const sumCents = (values: number[]) => values.reduce((sum, value) => sum + toCents(value), 0);

describe('invoice rows and totals', () => {
  it('splits goods (after the coupon) and shipping separately, two rates, adding up to the stored lines', () => {
    const stored = pricedLines().filter((line) => line.producerId === FARM_A);
    const lines = stored.map(invoiceLineOf);
    expect(lines.map((line) => [line.description, line.quantity, line.unitPrice, line.taxRate])).toEqual([
      ['Pitahaya roja fresca', 3, 6.5, 4],
      ['Mermelada de pitahaya «extra»', 2, 5.95, 10],
    ]);
    for (const [index, line] of lines.entries()) {
      const item = stored[index]!;
      // goods + shipping = the stored totalPrice; their bases and IVA = the stored base and tax, to the cent.
      expect(toCents(line.goods.total) + toCents(line.shipping.total)).toBe(
        toCents(item.totalPrice as number),
      );
      expect(toCents(line.goods.base) + toCents(line.shipping.base)).toBe(toCents(item.base as number));
      expect(toCents(line.goods.tax) + toCents(line.shipping.tax)).toBe(toCents(item.tax as number));
      expect(toCents(line.goods.total)).toBe(
        toCents(item.subtotal as number) - toCents(item.discount as number),
      );
      expect(line.discount).toBe(item.discount);
    }
    const totals = totalsOf(lines);
    // Shipping as its own rows, one per rate (it takes the rate of the goods it carries).
    expect(totals.shippingRows.map((row) => row.rate)).toEqual([4, 10]);
    expect(sumCents(totals.shippingRows.map((row) => row.total))).toBe(490);
    expect(totals.breakdown.map((row) => row.rate)).toEqual([4, 10]);
    // Base + IVA over the breakdown = the invoice's total = the farm's stored line totals.
    const breakdownCents = totals.breakdown.reduce(
      (sum, row) => sum + toCents(row.base) + toCents(row.tax),
      0,
    );
    expect(breakdownCents).toBe(toCents(totals.total));
    expect(toCents(totals.total)).toBe(sumCents(stored.map((line) => line.totalPrice as number)));
    expect(totals.total).toBe(33.64);
  });

  it('the farms of an order add up to the order: every line is on exactly one invoice', () => {
    const all = pricedLines();
    const byFarm = [FARM_A, FARM_B].map(
      (farm) => totalsOf(all.filter((line) => line.producerId === farm).map(invoiceLineOf)).total,
    );
    expect(sumCents(byFarm)).toBe(sumCents(all.map((line) => line.totalPrice as number)));
    // 43,40 items - 3,67 coupon + 8,85 shipping.
    expect(sumCents(byFarm)).toBe(4340 - 367 + 885);
  });

  it('a rectifying invoice negates the lines it cancels, quantity and amounts', () => {
    const lines = pricedLines()
      .filter((line) => line.producerId === FARM_A)
      .map(invoiceLineOf);
    const [first] = negatedLines(lines.slice(0, 1));
    expect(first).toMatchObject({ quantity: -3, unitPrice: 6.5, discount: -lines[0]!.discount });
    expect(first!.goods.total).toBe(-lines[0]!.goods.total);
    expect(totalsOf([first!]).total).toBe(-(lines[0]!.goods.total + lines[0]!.shipping.total));
    expect(totalsOf([...lines.slice(0, 1), first!]).total).toBe(0);
  });

  it('lines stored before IVA rates read as the default rate, without shipping', () => {
    const line = invoiceLineOf({
      id: 'old',
      quantity: 2,
      price: 5.5,
      product: { name: 'Antigua' },
      totalPrice: 11,
    });
    expect(line).toMatchObject({
      taxRate: 10,
      goods: { base: 10, tax: 1, total: 11 },
      shipping: { total: 0 },
    });
  });

  it('is complete with billing details (the buyer named), simplified otherwise up to 3.000 €', () => {
    const billing = { nif: '12345678Z', name: 'Lucía Pérez García', address: 'Calle Mayor 1, 28013 Madrid' };
    expect(kindAndBuyer(orderItem({ billing }), 50)).toEqual({ kind: 'complete', buyer: billing });
    expect(kindAndBuyer(orderItem(), 50)).toEqual({ kind: 'simplified', buyer: null });
    expect(kindAndBuyer(orderItem(), SIMPLIFIED_INVOICE_MAX).kind).toBe('simplified');
    expect(kindAndBuyer(orderItem(), SIMPLIFIED_INVOICE_MAX + 0.01)).toEqual({
      kind: 'complete',
      buyer: { name: 'Lucía Pérez', address: 'Calle Mayor 1, 28013 Madrid' },
    });
  });
});
