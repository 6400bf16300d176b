import { describe, expect, it } from 'vitest';
import {
  authPath,
  homePathForRole,
  loginPathFor,
  redirectParam,
  redirectTarget,
  safeRedirectPath,
} from './redirect';

describe('login redirect', () => {
  it.each([
    [{ pathname: '/profile' }, '/login?redirect=%2Fprofile'],
    [
      { pathname: '/orders/o1', search: '?tab=2', hash: '#x' },
      '/login?redirect=%2Forders%2Fo1%3Ftab%3D2%23x',
    ],
  ])('remembers the requested location %o in ?redirect=', (location, expected) => {
    expect(loginPathFor(location)).toBe(expected);
  });

  it('reads state.from first, then ?redirect=, then the fallback', () => {
    expect(
      redirectTarget({
        pathname: '/login',
        search: '?redirect=%2Forders',
        state: { from: { pathname: '/profile' } },
      }),
    ).toBe('/profile');
    expect(redirectTarget({ pathname: '/login', search: '?redirect=%2Forders' })).toBe('/orders');
    expect(redirectTarget({ pathname: '/login', search: '' })).toBe('/');
  });

  it('never follows other sites or loops back to /login', () => {
    expect(safeRedirectPath('https://evil.example')).toBeNull();
    expect(safeRedirectPath('//evil.example')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
    expect(safeRedirectPath('/login?redirect=%2F')).toBeNull();
    expect(
      redirectTarget({ pathname: '/login', search: '?redirect=https%3A%2F%2Fevil.example' }, '/home'),
    ).toBe('/home');
  });

  it.each([
    ['consumer', '/'],
    ['producer', '/producer/dashboard'],
    ['admin', '/admin/dashboard'],
    [null, '/'],
  ] as const)('sends the role %s to its home %s by default', (role, home) => {
    expect(homePathForRole(role)).toBe(home);
  });

  it('carries the e-mail and the way back between the auth screens', () => {
    expect(authPath('/confirm-account', { email: 'a+b@c.es', redirect: '/profile' })).toBe(
      '/confirm-account?email=a%2Bb%40c.es&redirect=%2Fprofile',
    );
    expect(authPath('/login', {})).toBe('/login');
    expect(redirectParam({ pathname: '/register', search: '?redirect=%2Forders' })).toBe('/orders');
    expect(redirectParam({ pathname: '/register', search: '' })).toBeNull();
  });
});
