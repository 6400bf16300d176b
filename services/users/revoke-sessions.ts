/**
 * POST /v1/users/{id}/sessions/revoke (admin): "Cerrar todas las sesiones". Every session of the user ends:
 * their access tokens are refused by the authorizer and their refresh tokens by the auth service from now on
 * (services/lib/auth/end-sessions.ts; docs/administration.md). 404 for an unknown user. The account stays
 * active: the user can sign in again at once.
 */
import { USER_MESSAGES } from '../../shared/messages/user.js';
import { endUserSessions } from '../lib/auth/end-sessions.js';
import type { Handler } from '../lib/http/types.js';
import type { UsersEndpoints } from '../../shared/contracts/users/contract.js';
import { loadTargetUser } from './target-user.js';

export const revokeSessions: Handler<UsersEndpoints['revokeSessions']> = async ({ params, logger }) => {
  const target = await loadTargetUser(params.id);
  const revokedAt = new Date().toISOString();
  const sessionsEnded = await endUserSessions(target.cognito, logger);
  logger.info('Sessions ended by an admin', { userId: target.user.id, sessionsEnded });
  return {
    data: { sessions: { id: target.user.id, revokedAt, sessionsEnded } },
    message: USER_MESSAGES.sessionsRevoked,
  };
};
