/** Test fixture of the admin's user screens: a user as GET /v1/users lists it. */
import type { User } from '../../../shared/contracts/users/entities.js';

/** User number `n`: an active consumer `u<n>@pitahaya.test` who never signed in, with `n` orders. */
export function listedUser(n: number, overrides: Partial<User> = {}): User {
  return {
    id: `u${n}`,
    email: `u${n}@pitahaya.test`,
    role: 'consumer',
    fullName: `Usuario ${n}`,
    username: `u${n}@pitahaya.test`,
    isActive: true,
    createdAt: '2026-05-01T10:00:00.000Z',
    lastLogin: null,
    ordersCount: n,
    ...overrides,
  };
}
