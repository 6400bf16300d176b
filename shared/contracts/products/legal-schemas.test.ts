import { describe, expect, it } from 'vitest';
import { PRODUCT_LEGAL_MESSAGES as M } from '../../messages/legal.js';
import { validate } from '../validation.js';
import { productCreateSchema, productUpdateSchema } from './schemas.js';

const CREATE = {
  name: 'Mermelada',
  price: 5.9,
  category: 'elaborados',
  imageTypes: [{ filename: 'a.jpg', contentType: 'image/jpeg', isThumb: true }],
};
const FOOD = { ingredients: 'Pitahaya, azúcar.', allergens: ['sulfitos', 'gluten'], netQuantity: '250 g' };

const message = (schema: Parameters<typeof validate>[0], input: unknown) => {
  const result = validate(schema, input);
  return result.ok ? null : result.failure.errors[0];
};

describe('the products API takes the legal facts', () => {
  it('a withdrawal right of the four, food information with the allergens in the annex order, a botanical name', () => {
    const parsed = productCreateSchema.parse({
      ...CREATE,
      withdrawal: 'sealed',
      foodInfo: { ...FOOD, storage: '  En frío. ' },
      botanicalName: 'Selenicereus undatus',
    });
    expect(parsed).toMatchObject({
      withdrawal: 'sealed',
      foodInfo: {
        ingredients: 'Pitahaya, azúcar.',
        allergens: ['gluten', 'sulfitos'],
        netQuantity: '250 g',
        storage: 'En frío.',
      },
      botanicalName: 'Selenicereus undatus',
    });
  });

  it('refuses another withdrawal class, an unknown or repeated allergen, missing ingredients, in Spanish', () => {
    expect(message(productCreateSchema, { ...CREATE, withdrawal: 'never' })).toEqual({
      field: 'withdrawal',
      message: M.withdrawalInvalid,
    });
    expect(message(productCreateSchema, { ...CREATE, foodInfo: { ...FOOD, allergens: ['nueces'] } })).toEqual(
      {
        field: 'foodInfo.allergens.0',
        message: M.allergenUnknown,
      },
    );
    expect(
      message(productCreateSchema, { ...CREATE, foodInfo: { ...FOOD, allergens: ['leche', 'leche'] } }),
    ).toEqual({
      field: 'foodInfo.allergens',
      message: M.allergenRepeated,
    });
    expect(message(productCreateSchema, { ...CREATE, foodInfo: { ...FOOD, ingredients: '' } })).toEqual({
      field: 'foodInfo.ingredients',
      message: M.ingredientsRequired,
    });
    expect(message(productCreateSchema, { ...CREATE, foodInfo: 'sí' })).toEqual({
      field: 'foodInfo',
      message: M.foodInfoInvalid,
    });
    expect(message(productCreateSchema, { ...CREATE, botanicalName: 'ab' })?.field).toBe('botanicalName');
  });

  it('an update may change them alone, or clear food information and botanical name with null', () => {
    expect(productUpdateSchema.parse({ withdrawal: 'allowed' })).toMatchObject({ withdrawal: 'allowed' });
    expect(productUpdateSchema.parse({ foodInfo: null, botanicalName: null })).toMatchObject({
      foodInfo: null,
      botanicalName: null,
    });
  });
});
