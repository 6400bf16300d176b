import { describe, expect, it } from 'vitest';
import { isAllowed, normalizeRole, rolesFor } from './roles.js';

describe('roles', () => {
  it.each([
    ['administrator', 'admin'],
    ['SUPER_ADMIN', 'admin'],
    ['seller', 'producer'],
    ['vendor', 'producer'],
    ['customer', 'consumer'],
    [' client ', 'consumer'],
    ['buyer', 'consumer'],
  ])('normalises %s to %s', (input, role) => {
    expect(normalizeRole(input)).toBe(role);
  });

  it('rejects what is not a role', () => {
    expect(normalizeRole('root')).toBeNull();
    expect(normalizeRole(undefined)).toBeNull();
    expect(normalizeRole(3)).toBeNull();
  });

  it('answers who may call each access level', () => {
    expect(isAllowed('public', null)).toBe(true);
    expect(isAllowed('signed-in', null)).toBe(false);
    expect(rolesFor('signed-in')).toEqual(['consumer', 'producer', 'admin']);
    expect(rolesFor('consumer')).toEqual(['consumer']);
    expect(rolesFor('producer-or-admin')).toEqual(['producer', 'admin']);
    expect(rolesFor('admin')).toEqual(['admin']);
  });
});
