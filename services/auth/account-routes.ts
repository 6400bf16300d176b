/** Account lifecycle over Cognito: sign-up, confirmation, forgotten password and reset. */
import {
  AdminDeleteUserCommand,
  AdminUpdateUserAttributesCommand,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { AUTH_MESSAGES } from '../../shared/messages/auth.js';

import { endUserSessions } from '../lib/auth/end-sessions.js';
import { cognito } from '../lib/clients/cognito.js';
import { getCognitoUser, isUserNotFound } from '../lib/auth/cognito-users.js';
import { syncDirectoryUser } from '../lib/auth/user-directory.js';
import { readEnv } from '../lib/env.js';
import { serviceUnavailable } from '../lib/errors.js';
import type { Handler, RouteResult } from '../lib/http/types.js';
import type { AuthEndpoints } from '../../shared/contracts/auth/contract.js';
import type { ForgotPasswordResult } from '../../shared/contracts/auth/entities.js';
import { limitAttempts } from './attempt-limits.js';
import { withCognito } from './cognito-errors.js';

/** Hides most of an address: a***@f***.es */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const [host = '', ...rest] = domain.split('.');
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${rest.length ? '.' + rest.join('.') : ''}`;
}

export const signup: Handler<AuthEndpoints['signup']> = async ({ body, logger, event }) => {
  await limitAttempts('signup', event, body.username);
  const env = readEnv();
  const result = await withCognito('signup', () =>
    cognito().send(
      new SignUpCommand({
        ClientId: env.userPoolClientId,
        Username: body.username,
        Password: body.password,
        // Only what the app client may write (its WriteAttributes: the name). The pool signs in by e-mail, so
        // Cognito records the username as the address; naming `email` here would be refused in AWS.
        UserAttributes: [{ Name: 'name', Value: body.fullName }],
      }),
    ),
  );
  // The role is set by the service (the app client cannot write custom:role), so nobody signs up as admin.
  // Sign-up is atomic: when the role cannot be set, the new user is removed again and the client gets a 503
  // to retry (never a producer left as a consumer whose retry then meets 409).
  try {
    await cognito().send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: env.userPoolId,
        Username: body.username,
        UserAttributes: [{ Name: 'custom:role', Value: body.role }],
      }),
    );
  } catch (error) {
    logger.error('Sign-up: the role could not be set; undoing the sign-up', { error: error as Error });
    await cognito()
      .send(new AdminDeleteUserCommand({ UserPoolId: env.userPoolId, Username: body.username }))
      .catch((undoError: unknown) =>
        logger.error('Sign-up: the half-created user could not be removed', { error: undoError as Error }),
      );
    throw serviceUnavailable();
  }
  return {
    data: {
      message: AUTH_MESSAGES.signedUp,
      userSub: result.UserSub ?? '',
      userConfirmed: result.UserConfirmed ?? false,
    },
  };
};

export const confirm: Handler<AuthEndpoints['confirm']> = async ({ body }) => {
  await withCognito('confirm', () =>
    cognito().send(
      new ConfirmSignUpCommand({
        ClientId: readEnv().userPoolClientId,
        Username: body.username,
        ConfirmationCode: body.confirmationCode,
      }),
    ),
  );
  const user = await getCognitoUser(body.username);
  if (user) await syncDirectoryUser(user);
  return { data: { message: AUTH_MESSAGES.confirmed } };
};

export const forgotPassword: Handler<AuthEndpoints['forgotPassword']> = async ({ body, event }) => {
  await limitAttempts('forgot', event, body.username);
  const answer = (
    medium = 'EMAIL',
    destination = maskEmail(body.username),
  ): RouteResult<ForgotPasswordResult> => ({
    data: { message: AUTH_MESSAGES.codeSent, deliveryMedium: medium, destination },
  });
  try {
    const result = await withCognito('forgot', () =>
      cognito().send(
        new ForgotPasswordCommand({ ClientId: readEnv().userPoolClientId, Username: body.username }),
      ),
    );
    return answer(result.CodeDeliveryDetails?.DeliveryMedium, result.CodeDeliveryDetails?.Destination);
  } catch (error) {
    // Same answer for an unknown address: the API does not tell who has an account.
    if (isUserNotFound(error) || (error as { statusCode?: number }).statusCode === 401) return answer();
    throw error;
  }
};

/**
 * A new password with the e-mailed code. Every session of the user ends (whoever held one may not know the new
 * password): services/lib/auth/end-sessions.ts.
 */
export const resetPassword: Handler<AuthEndpoints['resetPassword']> = async ({ body, event, logger }) => {
  await limitAttempts('reset', event, body.username);
  await withCognito('reset', () =>
    cognito().send(
      new ConfirmForgotPasswordCommand({
        ClientId: readEnv().userPoolClientId,
        Username: body.username,
        ConfirmationCode: body.confirmationCode,
        Password: body.newPassword,
      }),
    ),
  );
  const user = await getCognitoUser(body.username);
  if (user) await endUserSessions(user, logger);
  return { data: { message: AUTH_MESSAGES.passwordReset } };
};
