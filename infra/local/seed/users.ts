/**
 * Demo accounts (docs/local-stack.md, "Demo data"): the three required accounts (admin, productor, cliente)
 * plus two more producers so the catalog has several farms. All are created confirmed, with a verified e-mail
 * and their custom:role.
 */
import type { Role } from '../../../shared/roles.js';

export type SeedUserKey = 'admin' | 'productor' | 'cliente' | 'eldragon' | 'lapitaya';

export interface SeedUser {
  key: SeedUserKey;
  email: string;
  password: string;
  role: Role;
  /** Person or farm name (producers' names are shown on their products). */
  fullName: string;
  /** How long ago the account was created (directory item createdAt). */
  daysAgo: number;
}

export const SEED_USERS: readonly SeedUser[] = [
  {
    key: 'admin',
    email: 'admin@pitahaya.test',
    password: 'Admin123!',
    role: 'admin',
    fullName: 'Administración Pitahaya',
    daysAgo: 120,
  },
  {
    key: 'productor',
    email: 'productor@pitahaya.test',
    password: 'Productor123!',
    role: 'producer',
    fullName: 'Finca Pitahaya del Valle',
    daysAgo: 90,
  },
  {
    key: 'cliente',
    email: 'cliente@pitahaya.test',
    password: 'Cliente123!',
    role: 'consumer',
    fullName: 'Lucía Fernández',
    daysAgo: 45,
  },
  {
    key: 'eldragon',
    email: 'eldragon@pitahaya.test',
    password: 'Dragon123!',
    role: 'producer',
    fullName: 'Finca El Dragón',
    daysAgo: 80,
  },
  {
    key: 'lapitaya',
    email: 'lapitaya@pitahaya.test',
    password: 'Pitaya123!',
    role: 'producer',
    fullName: 'Huerta La Pitaya',
    daysAgo: 60,
  },
];

export const seedUser = (key: SeedUserKey): SeedUser => {
  const user = SEED_USERS.find((candidate) => candidate.key === key);
  if (!user) throw new Error(`Unknown seed user ${key}`);
  return user;
};
