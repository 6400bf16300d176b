/**
 * Ends every session of a user (docs/security.md, "Sessions"): the "revoked before" record and each known
 * session ended (services/lib/auth/sessions.ts), which the authorizer and the refresh path check on AWS and on
 * this machine alike; then, in AWS, Cognito's AdminUserGlobalSignOut (it also revokes the refresh tokens
 * there). cognito-local has no global sign-out: there the call is skipped with a log line, the records do it.
 *
 * Used by the admin's "Cerrar todas las sesiones", a password reset, a deactivation (admin or the user's own)
 * and a deletion.
 */
import { AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { Logger } from '@aws-lambda-powertools/logger';
import { cognito } from '../clients/cognito.js';
import { endAllSessions } from './sessions.js';
import { readEnv } from '../env.js';

/** cognito-local answers admin calls it lacks (AdminUserGlobalSignOut) with this error name. */
const isUnsupportedLocally = (error: unknown): boolean =>
  (error as { name?: string } | null)?.name === 'Unsupported';

/** Answers how many sessions the table knew and ended. Throws when the records cannot be written. */
export async function endUserSessions(
  user: { sub: string; username: string },
  logger: Pick<Logger, 'info' | 'warn'>,
): Promise<number> {
  const ended = await endAllSessions(user.sub);
  try {
    await cognito().send(
      new AdminUserGlobalSignOutCommand({ UserPoolId: readEnv().userPoolId, Username: user.username }),
    );
  } catch (error) {
    if (isUnsupportedLocally(error)) logger.info('Global sign-out not available on the local Cognito');
    else
      logger.warn('Global sign-out failed; the session records refuse the tokens anyway', {
        error: error as Error,
      });
  }
  return ended;
}
