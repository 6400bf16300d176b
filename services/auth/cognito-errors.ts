/**
 * Cognito failures -> the contract's error envelope, with a clear Spanish message and the right status.
 * Unknown users read as wrong credentials or a wrong code, so the API does not reveal who has an account.
 */
import { AUTH_MESSAGES } from '../../shared/messages/auth.js';
import { GENERIC_MESSAGES } from '../../shared/messages/generic.js';
import type { HttpError } from '../lib/errors.js';
import { conflict, forbidden, tooManyRequests, unauthorized, unprocessable } from '../lib/errors.js';

export type AuthAction =
  'login' | 'signup' | 'confirm' | 'forgot' | 'reset' | 'refresh' | 'resend' | 'password';

const codeField = (action: AuthAction) =>
  action === 'reset' || action === 'confirm' ? 'confirmationCode' : 'code';
const passwordField = (action: AuthAction) => (action === 'reset' ? 'newPassword' : 'password');

/** The HttpError for a Cognito exception, or null when it is not a client mistake (then it is a 500). */
export function cognitoError(error: unknown, action: AuthAction): HttpError | null {
  const name = (error as { name?: string } | null)?.name ?? '';
  const message = (error as { message?: string } | null)?.message ?? '';
  switch (name) {
    case 'NotAuthorizedException':
      if (/disabled/i.test(message)) return forbidden(AUTH_MESSAGES.userDisabled);
      if (/attempts exceeded/i.test(message)) return tooManyRequests(AUTH_MESSAGES.tooManyAttempts);
      if (/current status is confirmed/i.test(message)) return conflict(AUTH_MESSAGES.alreadyConfirmed);
      if (action === 'refresh') return unauthorized(AUTH_MESSAGES.sessionExpired);
      return unauthorized(AUTH_MESSAGES.wrongCredentials);
    case 'UserNotFoundException':
      if (action === 'confirm' || action === 'reset') {
        return unprocessable(AUTH_MESSAGES.codeMismatch, [
          { field: codeField(action), message: AUTH_MESSAGES.codeMismatch },
        ]);
      }
      return action === 'refresh'
        ? unauthorized(AUTH_MESSAGES.sessionExpired)
        : unauthorized(AUTH_MESSAGES.wrongCredentials);
    case 'PasswordResetRequiredException':
      return forbidden(AUTH_MESSAGES.newPasswordRequired);
    case 'UserNotConfirmedException':
      return forbidden(AUTH_MESSAGES.userNotConfirmed);
    case 'CodeMismatchException':
      return unprocessable(AUTH_MESSAGES.codeMismatch, [
        { field: codeField(action), message: AUTH_MESSAGES.codeMismatch },
      ]);
    case 'ExpiredCodeException':
      return unprocessable(AUTH_MESSAGES.codeExpired, [
        { field: codeField(action), message: AUTH_MESSAGES.codeExpired },
      ]);
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return conflict(AUTH_MESSAGES.userExists);
    case 'InvalidPasswordException':
      // cognito-local answers a wrong password at sign-in this way (AWS: NotAuthorizedException).
      if (action === 'login') return unauthorized(AUTH_MESSAGES.wrongCredentials);
      return unprocessable(AUTH_MESSAGES.passwordPolicy, [
        { field: passwordField(action), message: AUTH_MESSAGES.passwordPolicy },
      ]);
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
    case 'LimitExceededException':
      return tooManyRequests(AUTH_MESSAGES.tooManyAttempts);
    case 'InvalidParameterException':
      return unprocessable(GENERIC_MESSAGES.validation);
    default:
      return null;
  }
}

/** Runs a Cognito call, rethrowing its client mistakes as HttpErrors. */
export async function withCognito<T>(action: AuthAction, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw cognitoError(error, action) ?? error;
  }
}
