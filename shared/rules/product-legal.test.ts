import { describe, expect, it } from 'vitest';
import { PRODUCT_LEGAL_MESSAGES as M } from '../messages/legal.js';
import {
  activationProblem,
  defaultWithdrawal,
  orderedAllergens,
  plantPassportOf,
  toFoodInfo,
  withdrawalOf,
} from './product-legal.js';

const FOOD = { ingredients: 'Pitahaya, azúcar.', allergens: [], netQuantity: '250 g' };

describe('a product legal facts', () => {
  it('makes fresh fruit perishable by default and keeps the right for everything else', () => {
    expect(defaultWithdrawal('fruta-fresca')).toBe('perishable');
    for (const category of ['elaborados', 'plantas-esquejes', 'cajas-regalos', 'otros', undefined] as const)
      expect(defaultWithdrawal(category)).toBe('allowed');
    expect(withdrawalOf({ category: 'fruta-fresca' })).toBe('perishable');
    expect(withdrawalOf({ withdrawal: 'allowed', category: 'fruta-fresca' })).toBe('allowed');
    expect(withdrawalOf({ withdrawal: 'otra', category: 'elaborados' })).toBe('allowed');
  });

  it('reads stored food information, allergens in the annex order, unknown ones dropped', () => {
    expect(toFoodInfo(undefined)).toBeNull();
    expect(toFoodInfo({})).toBeNull();
    expect(
      toFoodInfo({ ingredients: ' Leche ', allergens: ['sulfitos', 'x', 'gluten'], netQuantity: '1 kg' }),
    ).toEqual({ ingredients: 'Leche', allergens: ['gluten', 'sulfitos'], netQuantity: '1 kg' });
    expect(orderedAllergens(['moluscos', 'leche', 'leche'])).toEqual(['leche', 'moluscos']);
  });

  it('lets an elaborado be active only with its ingredients and net quantity', () => {
    expect(activationProblem({ category: 'elaborados' }, null)).toEqual({
      field: 'foodInfo',
      message: M.foodInfoNeeded,
    });
    expect(
      activationProblem({ category: 'elaborados', foodInfo: { ...FOOD, netQuantity: ' ' } }, null),
    ).toEqual({
      field: 'foodInfo',
      message: M.foodInfoNeeded,
    });
    expect(activationProblem({ category: 'elaborados', foodInfo: FOOD }, null)).toBeNull();
    expect(activationProblem({ category: 'fruta-fresca' }, null)).toBeNull();
  });

  it('lets a plant be active only with its botanical name and its farm operator number', () => {
    expect(activationProblem({ category: 'plantas-esquejes' }, 'ES-04-1')).toMatchObject({
      field: 'botanicalName',
    });
    expect(
      activationProblem({ category: 'plantas-esquejes', botanicalName: 'Selenicereus undatus' }, null),
    ).toEqual({ field: 'plantOperatorNumber', message: M.plantOperatorNeeded });
    expect(
      activationProblem({ category: 'plantas-esquejes', botanicalName: 'Selenicereus undatus' }, 'ES-04-1'),
    ).toBeNull();
  });

  it('makes a plant passport: A botanical name, B operator (with its country), C lot, D origin', () => {
    const plant = {
      productId: '3f6c2a10-7d41-4b1e-9a01-5e0c1a000015',
      category: 'plantas-esquejes' as const,
      botanicalName: 'Selenicereus undatus',
    };
    expect(plantPassportOf(plant, '04-0456')).toEqual({
      botanicalName: 'Selenicereus undatus',
      operatorNumber: 'ES-04-0456',
      traceabilityCode: '3F6C2A10',
      originCountry: 'ES',
    });
    expect(plantPassportOf(plant, 'ES-30-0456')?.operatorNumber).toBe('ES-30-0456');
    expect(plantPassportOf(plant, null)).toBeNull();
    expect(plantPassportOf({ ...plant, category: 'elaborados' }, '04-0456')).toBeNull();
  });
});
