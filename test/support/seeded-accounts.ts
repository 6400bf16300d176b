/**
 * The local seed's accounts (infra/local/seed/users.ts) as the browser files sign in with them: the shop's
 * admin, the demo producer and the demo consumer. Their e-mails and passwords are the seed's, written once.
 */
import { SEED_USERS, type SeedUserKey } from '../../infra/local/seed/users.js';
import type { Credentials } from './shop-api.js';

const seeded = (key: SeedUserKey): Credentials => {
  const user = SEED_USERS.find((candidate) => candidate.key === key);
  if (!user) throw new Error(`No seeded account ${key}`);
  return { username: user.email, password: user.password };
};

/** admin@pitahaya.test. */
export const ADMIN = seeded('admin');
/** productor@pitahaya.test (Finca Pitahaya del Valle). */
export const PRODUCER = seeded('productor');
/** cliente@pitahaya.test. */
export const CONSUMER = seeded('cliente');
/** eldragon@pitahaya.test (Finca El Dragón). */
export const DRAGON = seeded('eldragon');
