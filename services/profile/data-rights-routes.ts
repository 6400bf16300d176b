/**
 * The caller's data rights (issue 31, docs/legal.md "Data rights"):
 *   GET /v1/users/profile/export   everything the shop holds about them (GDPR arts. 15 and 20), as JSON;
 *                                  `?download=1` as a file to save
 *   DELETE /v1/users/profile       a consumer deletes their own account, confirming with their password (a stolen
 *                                  token alone is not enough; GDPR art. 17). Producers close theirs with an admin,
 *                                  admins are never deleted this way (403).
 * The deletion, in order, so a failure half-way leaves an account that cannot sign in and a retry finishes it:
 * the password checked, the account's orders checked (409 while still needed, nothing written), Cognito
 * disabled, the personal data erased (orders anonymised, own items and contact messages deleted: services/
 * privacy), every session ended, the Cognito user deleted (the e-mail can sign up again), the directory row last.
 */
import {
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { ProfileEndpoints } from '../../shared/contracts/profile/contract.js';
import { DATA_RIGHTS_MESSAGES as M } from '../../shared/messages/legal.js';
import { PROFILE_MESSAGES, USER_MESSAGES } from '../../shared/messages/user.js';
import { getCognitoUser, isUserNotFound, type CognitoUser } from '../lib/auth/cognito-users.js';
import { endUserSessions } from '../lib/auth/end-sessions.js';
import { deleteDirectoryUser } from '../lib/auth/user-directory.js';
import { cognito } from '../lib/clients/cognito.js';
import { readEnv } from '../lib/env.js';
import { forbidden, notFound, unprocessable } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import type { Principal } from '../lib/identity.js';
import { erasePersonalData, exportPersonalData, planErasure } from '../privacy/index.js';

async function callerUser(principal: Principal | null): Promise<CognitoUser> {
  const user = principal ? await getCognitoUser(principal.username) : null;
  if (!user) throw notFound(USER_MESSAGES.notFound);
  return user;
}

/** The day of the export in the file's name (Spain's calendar). */
const dayOf = (now: Date): string => now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });

export const exportProfile: Handler<ProfileEndpoints['export']> = async ({ principal, query }) => {
  const user = await callerUser(principal);
  const now = new Date();
  const data = { export: await exportPersonalData(user, now) };
  return {
    data,
    message: M.exported,
    headers: {
      'cache-control': 'private, no-store',
      ...(query.download === '1'
        ? { 'content-disposition': `attachment; filename="mis-datos-pitahaya-${dayOf(now)}.json"` }
        : {}),
    },
  };
};

/** Whether `password` is the user's: a sign-in attempt (its tokens are not kept: the account is going). */
async function assertPassword(user: CognitoUser, password: string): Promise<void> {
  try {
    const result = await cognito().send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: readEnv().userPoolClientId,
        AuthParameters: { USERNAME: user.email, PASSWORD: password },
      }),
    );
    if (!result.AuthenticationResult && !result.ChallengeName) throw new Error('no answer');
  } catch (error) {
    const name = (error as { name?: string } | null)?.name ?? '';
    if (['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException'].includes(name)) {
      throw unprocessable(M.passwordWrong, [{ field: 'password', message: M.passwordWrong }]);
    }
    throw error;
  }
}

export const deleteOwnAccount: Handler<ProfileEndpoints['deleteAccount']> = async ({
  principal,
  body,
  logger,
}) => {
  const user = await callerUser(principal);
  if (user.role === 'admin') throw forbidden(PROFILE_MESSAGES.adminCannotDeactivate);
  if (user.role === 'producer') throw forbidden(M.producerByAdmin);
  await assertPassword(user, body.password);
  const plan = await planErasure(user, 'self');
  const { userPoolId } = readEnv();
  await cognito().send(new AdminDisableUserCommand({ UserPoolId: userPoolId, Username: user.username }));
  const erased = await erasePersonalData(plan, new Date());
  await endUserSessions(user, logger);
  try {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: user.username }));
  } catch (error) {
    if (!isUserNotFound(error)) throw error;
  }
  await deleteDirectoryUser(user.sub);
  logger.info('Account deleted by its owner', { userId: user.sub, ...erased });
  return { data: { deleted: { id: user.sub, ...erased } }, message: M.deleted };
};
