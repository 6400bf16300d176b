import { describe, expect, it } from 'vitest';
import { decodeJwtClaims } from './jwt';
import { resolveRole } from './role';
import { jwt } from './session-test-utils';
import { toSessionUser, displayName } from './user';

describe('role resolution (user.role, then custom:role, then the access token, default consumer)', () => {
  it('prefers the role field', () => {
    expect(
      resolveRole(
        { role: 'admin', attributes: { 'custom:role': 'producer' } },
        jwt({ 'custom:role': 'consumer' }),
      ),
    ).toBe('admin');
  });

  it('falls back to the custom role attribute', () => {
    expect(resolveRole({ attributes: { 'custom:role': 'producer' } }, jwt({ 'custom:role': 'admin' }))).toBe(
      'producer',
    );
    expect(resolveRole({ role: 'not-a-role', attributes: { 'custom:role': 'seller' } })).toBe('producer');
  });

  it('falls back to the access token claims', () => {
    expect(resolveRole({ attributes: {} }, jwt({ 'custom:role': 'admin' }))).toBe('admin');
    expect(resolveRole(null, jwt({ role: 'vendor' }))).toBe('producer');
    expect(resolveRole({}, jwt({ 'cognito:groups': ['consumer', 'admin'] }))).toBe('admin');
  });

  it('defaults to consumer', () => {
    expect(resolveRole(null)).toBe('consumer');
    expect(resolveRole({ role: '' }, 'not-a-jwt')).toBe('consumer');
    expect(resolveRole({ role: 'customer' })).toBe('consumer');
  });

  it('decodes base64url claims with non-ASCII text', () => {
    expect(decodeJwtClaims(jwt({ name: 'Begoña', sub: 'u-1' }))).toEqual({ name: 'Begoña', sub: 'u-1' });
    expect(decodeJwtClaims('a.%%%.c')).toBeNull();
    expect(decodeJwtClaims(undefined)).toBeNull();
  });
});

describe('session user', () => {
  it('reads the user-info answer', () => {
    const user = toSessionUser({
      id: 'u1',
      username: 'cliente@pitahaya.test',
      email: 'cliente@pitahaya.test',
      role: 'customer',
      fullName: 'Clara Cliente',
      isActive: true,
      attributes: { sub: 'u1', email: 'cliente@pitahaya.test', 'custom:role': 'consumer' },
    });
    expect(user).toMatchObject({ id: 'u1', role: 'consumer', fullName: 'Clara Cliente' });
    expect(displayName(user)).toBe('Clara Cliente');
  });

  it('accepts the older shapes: attributes with sub and email, or the username; N/A when missing', () => {
    expect(
      toSessionUser({ attributes: { sub: 's1', email: 'a@b.es', 'custom:role': 'producer' } }),
    ).toMatchObject({
      id: 's1',
      email: 'a@b.es',
      role: 'producer',
    });
    expect(toSessionUser({ username: 'pepe' })).toMatchObject({
      id: 'pepe',
      email: 'pepe',
      username: 'pepe',
    });
    const empty = toSessionUser(null);
    expect(empty).toMatchObject({ id: 'N/A', email: 'N/A', role: 'consumer' });
    expect(displayName(empty)).toBe('N/A');
  });
});
