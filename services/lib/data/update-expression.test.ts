import { describe, expect, it } from 'vitest';
import { setRemoveExpression } from './update-expression.js';

describe('setRemoveExpression', () => {
  it('sets and removes through placeholders', () => {
    expect(setRemoveExpression({ price: 5, 'odd name': 'x' }, ['GSI2PK'])).toEqual({
      expression: 'SET #s0 = :s0, #s1 = :s1 REMOVE #r0',
      names: { '#s0': 'price', '#s1': 'odd name', '#r0': 'GSI2PK' },
      values: { ':s0': 5, ':s1': 'x' },
    });
  });

  it('leaves out the clause it has nothing for', () => {
    expect(setRemoveExpression({ stock: 3 }).expression).toBe('SET #s0 = :s0');
    expect(setRemoveExpression({}, ['a', 'b'])).toEqual({
      expression: 'REMOVE #r0, #r1',
      names: { '#r0': 'a', '#r1': 'b' },
      values: {},
    });
  });
});
