/** Test fixtures of users: a user as GET /v1/users lists it (the admin's screens), one's own profile. */
import type { UserProfile } from '../../../shared/contracts/profile/entities.js';
import type { User } from '../../../shared/contracts/users/entities.js';
import { fixture } from './fixture';

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

/** Ana Ruiz's own profile (GET /v1/users/profile): an active consumer; `overrides` for what a test changes. */
export const userProfile = fixture<UserProfile>(() => ({
  id: 'consumer-1',
  email: 'ana@example.com',
  fullName: 'Ana Ruiz',
  role: 'consumer',
  isActive: true,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
}));

/** Lucía Pérez of Sevilla, a consumer who has not saved an address yet (the saved-address tests). */
export const luciaProfile = (overrides: Partial<UserProfile> = {}): UserProfile =>
  userProfile({
    email: 'lucia@example.com',
    fullName: 'Lucía Pérez',
    city: 'Sevilla',
    createdAt: '',
    updatedAt: '',
    ...overrides,
  });
