import { describe, expect, it } from 'vitest';
import { emphasiseAllergens } from './allergen-emphasis.js';

const bold = (ingredients: string, allergens: Parameters<typeof emphasiseAllergens>[1]) =>
  emphasiseAllergens(ingredients, allergens)
    .filter((part) => part.allergen)
    .map((part) => part.text);

describe('allergens emphasised in the ingredients (Reg. 1169/2011 art. 21)', () => {
  it('marks the words naming a declared allergen, whole words, accents and case as written', () => {
    expect(
      bold('Leche desnatada en polvo, trocitos de ANACARDO, nueces y azúcar.', [
        'leche',
        'frutos_de_cascara',
      ]),
    ).toEqual(['Leche', 'ANACARDO', 'nueces']);
    expect(bold('Harina de TRIGO, sésamo tostado.', ['gluten', 'sesamo'])).toEqual(['TRIGO', 'sésamo']);
    expect(bold('Conservante (E-224: metabisulfito potásico).', ['sulfitos'])).toEqual(['metabisulfito']);
  });

  it('marks nothing the farm did not declare, nor a word inside another', () => {
    expect(bold('Leche de coco, pitahaya.', [])).toEqual([]);
    expect(bold('Sopapos de apionada.', ['apio'])).toEqual([]);
  });

  it('keeps the whole text, in order', () => {
    const parts = emphasiseAllergens('Pitahaya, huevos camperos y azúcar.', ['huevos']);
    expect(parts.map((part) => part.text).join('')).toBe('Pitahaya, huevos camperos y azúcar.');
    expect(parts).toEqual([
      { text: 'Pitahaya, ', allergen: false },
      { text: 'huevos', allergen: true },
      { text: ' camperos y azúcar.', allergen: false },
    ]);
  });
});
