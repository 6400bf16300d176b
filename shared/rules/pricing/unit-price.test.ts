import { describe, expect, it } from 'vitest';
import { unitPrice } from './unit-price.js';

const shown = (price: number, unit: string) => unitPrice(price, unit)?.text.replace(/\u00a0/g, ' ') ?? null;

describe('unitPrice', () => {
  it.each([
    [6.9, 'kg', '6,90 €/kg'],
    [6.9, 'KG', '6,90 €/kg'],
    [4, 'kilo', '4,00 €/kg'],
    [29.5, 'caja de 5 kg', '5,90 €/kg'],
    [6.9, 'tarro de 250 g', '27,60 €/kg'],
    [8.5, 'bolsa de 1 kg', '8,50 €/kg'],
    [5.95, 'bolsa de 150 g', '39,67 €/kg'],
    [3.2, 'bolsa de 1,5 kg', '2,13 €/kg'],
    [12, 'saco de 1.000 g', '12,00 €/kg'],
    [2, 'bolsa de 0.5 kg', '4,00 €/kg'],
    [7, 'bandeja de 2 x 500 g', '7,00 €/kg'],
    [3.5, 'tarrina 250gr', '14,00 €/kg'],
    [4.5, 'botella de 500 ml', '9,00 €/l'],
    [3, 'botella de 1 l', '3,00 €/l'],
    [3, '1 L', '3,00 €/l'],
    [6, '75 cl', '8,00 €/l'],
    [2.5, 'litro', '2,50 €/l'],
    [0.5, 'g', '500,00 €/kg'],
  ])('%s € per "%s" is %s', (price, unit, expected) => {
    expect(shown(price, unit)).toBe(expected);
  });

  it.each([
    'esqueje',
    'caja',
    'unidad',
    'caja de 20 bolsitas',
    'maceta de 3 L',
    'Plantón en maceta de 10 litros',
    'tiesto 2 l',
    'pack de 6 botellas de 330 ml',
    'caja de 12 tarros de 250 g',
    'kilogramo y medio',
    'lote',
    'gramil',
    '',
  ])('shows nothing for "%s"', (unit) => {
    expect(unitPrice(10, unit)).toBeNull();
  });

  it('shows nothing for a price that is not positive or a zero quantity', () => {
    expect(unitPrice(0, 'kg')).toBeNull();
    expect(unitPrice(Number.NaN, 'kg')).toBeNull();
    expect(unitPrice(5, 'bolsa de 0 g')).toBeNull();
  });

  it('formats as the shop writes money, and says it in words for screen readers', () => {
    expect(unitPrice(6.9, 'tarro de 250 g')).toEqual({
      amount: 27.6,
      per: 'kg',
      text: '27,60\u00a0€/kg',
      spoken: 'Precio por kilo: 27,60\u00a0€',
    });
    expect(unitPrice(4.5, 'botella de 500 ml')?.spoken).toBe('Precio por litro: 9,00\u00a0€');
    expect(unitPrice(5.95, 'bolsa de 150 g')?.amount).toBe(39.67);
  });
});
