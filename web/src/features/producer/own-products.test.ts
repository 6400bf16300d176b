import { describe, expect, it } from 'vitest';
import { productCountsText } from './own-products';

describe('productCountsText', () => {
  it('makes each count agree with its noun', () => {
    expect(productCountsText({ total: 6, active: 5, inactive: 1, outOfStock: 0 })).toBe(
      '6 productos: 5 activos, 1 inactivo.',
    );
    expect(productCountsText({ total: 1, active: 1, inactive: 0, outOfStock: 0 })).toBe(
      '1 producto: 1 activo, 0 inactivos.',
    );
  });
});
