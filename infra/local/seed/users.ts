/**
 * Demo accounts (docs/local-stack.md, "Demo data"): the three required accounts (admin, productor, cliente)
 * plus two more producers so the catalog has several farms. All are created confirmed, with a verified e-mail
 * and their custom:role.
 */
import type { Role } from '../../../shared/constants/roles.js';
import type { FiscalData, ShippingTerms } from '../../../shared/rules/pricing/entities.js';
import type { DispatchSchedule } from '../../../shared/rules/calendar/dispatch.js';

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
  /** Producers: the issuer data of their invoices (valid CIFs). */
  fiscal?: FiscalData;
  /** Producers: their own shipping terms (none: the shop's default). */
  shipping?: ShippingTerms;
  /** Producers: their weekly cut-off and dispatch day (docs/harvest-calendar.md; none: as soon as ready). */
  schedule?: DispatchSchedule;
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
    fiscal: {
      legalName: 'Finca Pitahaya del Valle S.L.',
      nif: 'B04123451',
      address: 'Camino de los Llanos 12, 04700 El Ejido (Almería)',
    },
    shipping: {
      flatFee: 4.9,
      freeFrom: 40,
      pickup: {
        address: 'Camino de los Llanos 12, 04700 El Ejido (Almería)',
        hours: 'De lunes a viernes, de 9:00 a 14:00',
      },
    },
    // The example: orders until Tuesday 18:00 leave on Friday.
    schedule: { cutoffWeekday: 2, cutoffTime: '18:00', dispatchWeekday: 5 },
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
    fiscal: {
      legalName: 'Finca El Dragón S.L.',
      nif: 'B29123452',
      address: 'Carretera de Cártama km 4, 29590 Campanillas (Málaga)',
    },
    shipping: { flatFee: 5.5, freeFrom: 60, pickup: null },
  },
  {
    key: 'lapitaya',
    email: 'lapitaya@pitahaya.test',
    password: 'Pitaya123!',
    role: 'producer',
    fullName: 'Huerta La Pitaya',
    daysAgo: 60,
    fiscal: {
      legalName: 'Huerta La Pitaya S.L.',
      nif: 'B30123459',
      address: 'Vereda de la Torre 3, 30320 Fuente Álamo (Murcia)',
    },
  },
];

export const seedUser = (key: SeedUserKey): SeedUser => {
  const user = SEED_USERS.find((candidate) => candidate.key === key);
  if (!user) throw new Error(`Unknown seed user ${key}`);
  return user;
};
