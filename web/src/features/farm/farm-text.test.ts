import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../lib/format';
import { farmDescription, shippingLine, storyParagraphs } from './farm-text';

describe('farm page texts', () => {
  it('splits the story at blank lines and drops empty paragraphs', () => {
    expect(storyParagraphs('Uno\nsigue\n\n  \n\nDos \n \nTres')).toEqual(['Uno\nsigue', 'Dos', 'Tres']);
    expect(storyParagraphs('   ')).toEqual([]);
  });

  it('says the shipping terms in Spanish money', () => {
    expect(shippingLine({ flatFee: 4.9, freeFrom: 40, pickup: null })).toBe(
      `Envío ${formatPrice(4.9)} por pedido; gratis desde ${formatPrice(40)}`,
    );
    expect(formatPrice(4.9)).toMatch(/^4,90\s€$/);
    expect(shippingLine({ flatFee: 5.5, freeFrom: null, pickup: null })).toBe(
      `Envío ${formatPrice(5.5)} por pedido`,
    );
    expect(shippingLine({ flatFee: 0, freeFrom: null, pickup: null })).toBe(
      'Envío gratis en todos los pedidos',
    );
  });

  it('describes the page by its story, or by its name and province', () => {
    expect(farmDescription({ name: 'Finca A', province: 'Almería', story: 'Corta.\n\nOtra.' })).toBe(
      'Corta.',
    );
    expect(farmDescription({ name: 'Finca A', province: 'Almería', story: '' })).toBe(
      'Productos de Finca A, en Almería, directos de la finca.',
    );
    expect(farmDescription({ name: 'Finca A', province: null, story: 'x'.repeat(200) })).toHaveLength(160);
  });
});
