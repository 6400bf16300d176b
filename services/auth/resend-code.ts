/**
 * A new confirmation code for an account not yet confirmed (POST /oauth/auth/resend-code, ours): Cognito's
 * ResendConfirmationCode, counted by the abuse limits (services/auth/attempt-limits.ts, `resend`). The answer is
 * the same whether the address has an unconfirmed account, a confirmed one or none at all: the call tells nobody
 * who has an account (the pool's preventUserExistenceErrors does the same for unknown users in AWS; cognito-local
 * has no such call, infra/local/cognito-server.ts adds it).
 */
import { ResendConfirmationCodeCommand } from '@aws-sdk/client-cognito-identity-provider';
import { AUTH_MESSAGES } from '../../shared/messages/auth.js';
import type { AuthEndpoints } from '../../shared/contracts/auth/contract.js';
import { cognito } from '../lib/clients/cognito.js';
import { readEnv } from '../lib/env.js';
import type { Handler } from '../lib/http/types.js';
import { limitAttempts } from './attempt-limits.js';
import { cognitoError } from './cognito-errors.js';

/** Cognito's answers that must not show: no such user, or one already confirmed (or disabled). */
export function isSilentResendRefusal(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name ?? '';
  const message = (error as { message?: string } | null)?.message ?? '';
  if (name === 'UserNotFoundException' || name === 'NotAuthorizedException') return true;
  return name === 'InvalidParameterException' && /already confirmed/i.test(message);
}

export const resendCode: Handler<AuthEndpoints['resendCode']> = async ({ body, event, logger }) => {
  await limitAttempts('resend', event, body.username);
  try {
    await cognito().send(
      new ResendConfirmationCodeCommand({ ClientId: readEnv().userPoolClientId, Username: body.username }),
    );
  } catch (error) {
    if (!isSilentResendRefusal(error)) throw cognitoError(error, 'resend') ?? error;
    logger.info('Confirmation code not resent (unknown or confirmed account)', {
      reason: (error as { name?: string }).name,
    });
  }
  return { data: { message: AUTH_MESSAGES.confirmationCodeResent } };
};
