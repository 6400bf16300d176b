/**
 * The signed-in user's password change (POST /oauth/auth/change-password, ours): Cognito's ChangePassword with
 * the caller's own access token (the authorizer has already checked it, revocation included) and the current
 * password. Counted by the abuse limits (`password`, per address and per user), so a stolen token cannot be used
 * to guess the current password.
 *
 * Then every session of the user ends, this one too (services/lib/auth/end-sessions.ts, as after a password
 * reset): whoever held a session on another device may not know the new password, and a password is usually
 * changed because it may be known to someone else. The web client signs in again at once with the new password,
 * so the person who changed it stays signed in on this device (docs/web-session.md, "Password change").
 */
import { ChangePasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { AUTH_MESSAGES } from '../../shared/messages/auth.js';
import type { AuthEndpoints } from '../../shared/contracts/auth/contract.js';
import { endUserSessions } from '../lib/auth/end-sessions.js';
import { cognito } from '../lib/clients/cognito.js';
import { getCognitoUser } from '../lib/auth/cognito-users.js';
import type { HttpError } from '../lib/errors.js';
import { unauthorized, unprocessable } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import { limitAttempts } from './attempt-limits.js';
import { cognitoError } from './cognito-errors.js';

/** The request's bearer token (headers are lower-cased by the domain handler's normaliser). */
const bearerOf = (headers: Record<string, string | undefined>): string | null =>
  /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1] ?? null;

const fieldError = (field: 'currentPassword' | 'newPassword', message: string) =>
  unprocessable(message, [{ field, message }]);

/**
 * ChangePassword's refusals. A wrong current password is NotAuthorizedException 'Incorrect username or
 * password.' in AWS and InvalidPasswordException 'Invalid password' on cognito-local; AWS's
 * InvalidPasswordException otherwise names the new password (policy, or one used before).
 */
export function changePasswordError(error: unknown): HttpError | null {
  const name = (error as { name?: string } | null)?.name ?? '';
  const message = (error as { message?: string } | null)?.message ?? '';
  if (name === 'NotAuthorizedException') {
    if (/incorrect username or password/i.test(message)) {
      return fieldError('currentPassword', AUTH_MESSAGES.currentPasswordWrong);
    }
    if (/attempts exceeded/i.test(message)) return cognitoError(error, 'password');
    // A revoked or expired token: the session is over.
    return unauthorized(AUTH_MESSAGES.sessionExpired);
  }
  if (name === 'InvalidPasswordException') {
    return /policy|previous|history/i.test(message)
      ? fieldError('newPassword', AUTH_MESSAGES.passwordPolicy)
      : fieldError('currentPassword', AUTH_MESSAGES.currentPasswordWrong);
  }
  return cognitoError(error, 'password');
}

export const changePassword: Handler<AuthEndpoints['changePassword']> = async ({
  body,
  event,
  principal,
  logger,
}) => {
  const token = bearerOf(event.headers);
  if (!principal || !token) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  await limitAttempts('password', event, principal.userId);
  if (body.newPassword === body.currentPassword) {
    throw fieldError('newPassword', AUTH_MESSAGES.passwordUnchanged);
  }
  try {
    await cognito().send(
      new ChangePasswordCommand({
        AccessToken: token,
        PreviousPassword: body.currentPassword,
        ProposedPassword: body.newPassword,
      }),
    );
  } catch (error) {
    throw changePasswordError(error) ?? error;
  }
  const user = await getCognitoUser(principal.username);
  await endUserSessions(user ?? { sub: principal.userId, username: principal.username }, logger);
  return { data: { message: AUTH_MESSAGES.passwordChanged } };
};
