import { describe, expect, it } from 'vitest';
import { planUserQuery, searchWords } from './list-plan.js';

describe('planUserQuery', () => {
  it('no filter: every user by e-mail, A to Z', () => {
    const plan = planUserQuery({});
    expect(plan.source).toBe('email');
    expect(plan.input).toMatchObject({
      IndexName: 'GSI2',
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeValues: { ':pk': 'USER_EMAIL' },
      ScanIndexForward: true,
    });
    expect(plan.input.FilterExpression).toBeUndefined();
    expect(plan.keyAttributes).toEqual(['PK', 'SK', 'GSI2PK', 'GSI2SK']);
  });

  it('a role: its GSI1 partition newest first, status as a filter', () => {
    const plan = planUserQuery({ role: 'producer', isActive: false });
    expect(plan.source).toBe('role');
    expect(plan.input).toMatchObject({
      IndexName: 'GSI1',
      ExpressionAttributeValues: { ':pk': 'ROLE#producer', ':active': false },
      FilterExpression: '#active = :active',
      ScanIndexForward: false,
    });
    expect(plan.accepts({ GSI1PK: 'ROLE#producer' })).toBe(true);
    expect(plan.accepts({ GSI1PK: 'ROLE#admin' })).toBe(false);
  });

  it('an e-mail prefix wins the key condition over a role, which becomes a filter', () => {
    const plan = planUserQuery({ role: 'consumer', emailPrefix: 'ana' });
    expect(plan.input).toMatchObject({
      IndexName: 'GSI2',
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      ExpressionAttributeValues: { ':pk': 'USER_EMAIL', ':prefix': 'ana', ':role': 'consumer' },
      FilterExpression: '#role = :role',
    });
    expect(plan.accepts({ GSI2PK: 'USER_EMAIL', GSI2SK: 'ana@x.es' })).toBe(true);
    expect(plan.accepts({ GSI2PK: 'USER_EMAIL', GSI2SK: 'bea@x.es' })).toBe(false);
  });

  it('an exact e-mail is an equality on the sort key', () => {
    expect(planUserQuery({ email: 'ana@x.es' }).input.KeyConditionExpression).toBe(
      '#pk = :pk AND #sk = :email',
    );
  });

  it('search: every normalised word in the name or the e-mail', () => {
    expect(searchWords('  Lucía  FERNÁNDEZ lucía ')).toEqual(['lucia', 'fernandez']);
    const plan = planUserQuery({ role: 'consumer' }, 'Lucía Fernández');
    expect(plan.input.FilterExpression).toBe(
      '(contains(#search, :w0) OR contains(#email, :w0)) AND (contains(#search, :w1) OR contains(#email, :w1))',
    );
  });
});
