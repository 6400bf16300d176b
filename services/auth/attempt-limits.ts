/**
 * Abuse limits of the account calls, per source address and per username (counters in the table, see
 * services/lib/rate-limit.ts). Counted after validation: a malformed request never reaches Cognito and costs
 * nothing to count. Defaults suit production; each action can be tuned by env (the test stack raises them):
 *
 *   RATE_LIMIT_<ACTION>=<per address>,<per username>,<window seconds>     (0 turns one limit off)
 *
 * Sign-in counts only its FAILED attempts (wrong password, unknown user, disabled account): a success costs
 * nothing, so a shared address (a shop, a school, a mobile carrier) is never locked out by people signing in.
 * Before calling Cognito, a sign-in is refused (429) once the address or the username has reached its limit of
 * failures; the right password is refused too until the window moves on.
 *
 * | action  | per address | per username | window | env               |
 * |---------|-------------|--------------|--------|-------------------|
 * | login   | 30 failures | 10 failures  | 15 min | RATE_LIMIT_LOGIN  |
 * | signup  | 10          | 5            | 1 h    | RATE_LIMIT_SIGNUP |
 * | forgot  | 10          | 5            | 1 h    | RATE_LIMIT_FORGOT |
 * | reset   | 20          | 10           | 1 h    | RATE_LIMIT_RESET  |
 * | resend  | 10          | 5            | 1 h    | RATE_LIMIT_RESEND |
 * | password| 20          | 10           | 1 h    | RATE_LIMIT_PASSWORD (password change; "username" = the user's sub) |
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { addAttempt, checkAttempts, clientAddress, countAttempt, limitsFromEnv } from '../lib/rate-limit.js';

export type LimitedAction = 'login' | 'signup' | 'forgot' | 'reset' | 'resend' | 'password';

/** The actions whose every attempt counts (sign-in counts its failures: checkLoginFailures). */
type CountedAction = Exclude<LimitedAction, 'login'>;

export const DEFAULT_LIMITS: Record<
  LimitedAction,
  [perAddress: number, perUsername: number, window: number]
> = {
  login: [30, 10, 900],
  signup: [10, 5, 3600],
  forgot: [10, 5, 3600],
  reset: [20, 10, 3600],
  resend: [10, 5, 3600],
  password: [20, 10, 3600],
};

export function limitsOf(action: LimitedAction, env: NodeJS.ProcessEnv = process.env) {
  const [perAddress, perUsername, windowSeconds] = limitsFromEnv(action, DEFAULT_LIMITS[action], env);
  return {
    perAddress: { scope: `${action}:address`, max: perAddress, windowSeconds },
    perUsername: { scope: `${action}:username`, max: perUsername, windowSeconds },
  };
}

/** Counts the attempt for the caller's address and for the username; 429 when either is over its limit. */
export async function limitAttempts(
  action: CountedAction,
  event: APIGatewayProxyEventV2,
  username: string,
): Promise<void> {
  const limits = limitsOf(action);
  await countAttempt(limits.perAddress, clientAddress(event));
  await countAttempt(limits.perUsername, username.toLowerCase());
}

/** Before a sign-in: 429 when the address or the username already has its limit of failed sign-ins. */
export async function checkLoginFailures(event: APIGatewayProxyEventV2, username: string): Promise<void> {
  const limits = limitsOf('login');
  await Promise.all([
    checkAttempts(limits.perAddress, clientAddress(event)),
    checkAttempts(limits.perUsername, username.toLowerCase()),
  ]);
}

/** After a failed sign-in (wrong password, unknown user, disabled account): one more failure for both. */
export async function countLoginFailure(event: APIGatewayProxyEventV2, username: string): Promise<void> {
  const limits = limitsOf('login');
  await Promise.all([
    addAttempt(limits.perAddress, clientAddress(event)),
    addAttempt(limits.perUsername, username.toLowerCase()),
  ]);
}
