import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DESCRIPTION,
  DESCRIPTION_MAX_LENGTH,
  metaDescription,
  pageTitle,
  productDescription,
} from './meta.js';

describe('page titles and descriptions', () => {
  it('titles every page after the shop', () => {
    expect(pageTitle('Productos')).toBe('Productos · Pitahaya Marketplace');
    expect(pageTitle()).toBe('Pitahaya Marketplace');
  });

  it('keeps descriptions to one line of at most 160 characters, cut at a word', () => {
    expect(metaDescription('  Dos\n líneas  ')).toBe('Dos líneas');
    expect(metaDescription('')).toBe(DEFAULT_DESCRIPTION);
    const long = metaDescription(`${'palabra '.repeat(40)}fin`);
    expect(long.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(long.endsWith('palabra…')).toBe(true);
    // A single unbroken word is cut inside it rather than left at 300 characters.
    expect(metaDescription('x'.repeat(300))).toBe(`${'x'.repeat(159)}…`);
  });

  it("says a product's price, unit and farm first, then its description", () => {
    expect(
      productDescription({
        name: 'Pitahaya roja',
        price: 6.9,
        unit: 'kg',
        producerName: 'Finca del Valle',
        shortDescription: 'Dulce y jugosa.',
      }),
    ).toMatch(/^6,90\s€ \/ kg · Finca del Valle\. Dulce y jugosa\.$/);
    expect(productDescription({ name: 'Caja', price: 32 })).toMatch(/^32,00\s€\.$/);
  });
});
