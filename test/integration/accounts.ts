/**
 * Accounts for integration suites: the seeded ones signed in, and fresh ones (sign-up through the auth API,
 * confirmation code from the outbox).
 */
import { outboxCode } from '../../infra/local/outbox-codes.js';
import { accessToken, baseUrl, postJson, uniqueEmail } from './helpers.js';

export interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
}

/** The newest code of a kind sent to an address (waits briefly for cognito-local's log to be read). */
export const latestCode = (to: string, kind: 'signup' | 'reset'): Promise<string> =>
  outboxCode(baseUrl, to, kind);

export const login = (username: string, password: string) =>
  postJson('/oauth/auth/login', { username, password });

/** Signs up, confirms and signs in a new account; answers its e-mail, password and tokens. */
export async function newAccount(prefix: string, role: 'consumer' | 'producer' = 'consumer') {
  const email = uniqueEmail(prefix);
  const password = 'Pitahaya123!';
  const signup = await postJson('/oauth/auth/signup', {
    username: email,
    password,
    fullName: `Cuenta ${prefix}`,
    role,
  });
  if (signup.status !== 201) throw new Error(`Sign-up failed: ${signup.text}`);
  const confirmationCode = await latestCode(email, 'signup');
  const confirmed = await postJson('/oauth/auth/confirm', { username: email, confirmationCode });
  if (confirmed.status !== 200) throw new Error(`Confirm failed: ${confirmed.text}`);
  const signedIn = await login(email, password);
  if (signedIn.status !== 200) throw new Error(`Login failed: ${signedIn.text}`);
  return { email, password, tokens: signedIn.body as unknown as Tokens };
}

/** Access tokens of the seeded accounts, straight from cognito-local. */
export const seededTokens = async () => {
  const [producer, producerB, admin, consumer] = await Promise.all([
    accessToken('productor@pitahaya.test', 'Productor123!'),
    accessToken('eldragon@pitahaya.test', 'Dragon123!'),
    accessToken('admin@pitahaya.test', 'Admin123!'),
    accessToken('cliente@pitahaya.test', 'Cliente123!'),
  ]);
  return { producer, producerB, admin, consumer };
};

export type SeededTokens = Awaited<ReturnType<typeof seededTokens>>;
